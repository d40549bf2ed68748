"""The status bar's counts ("Battle 5 · You: 19 cards · CPU 1: 15 cards · …") fitted to
the room they get: a narrow window (800×600, four players, the odds meter beside them)
used to cut the line at its end, so CPU 3's count vanished under the meter.

Here the counts never go: the separators close up first, then the seats go by their
short names ("C1", as in the battle log's headers: "C…" told nobody which CPU), then
those are cut, each to the same width; only when even one letter per name does not fit
is the end cut. `text()` stays the whole line (what tests and screen readers read,
and the tool tip when it is shortened); only the painting is fitted.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

WIDE, NARROW = "   ·   ", " · "
# (template with %1 for the name, the name, its short form); no name: ("Battle 5", "", "")
Piece = tuple[str, str, str]


class StatusCounts(QLabel):
    """`statusCounts`: a line of pieces whose names give way before their counts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusCounts")
        self._pieces: tuple[Piece, ...] = ()
        self._frame = "%1"
        self._shown = ""

    def set_pieces(self, pieces: Sequence[Piece], frame: str = "%1") -> None:
        """Show `pieces` joined by separators, inside `frame` ("%1" is the joined line;
        a replay says "Replay — %1 — Esc stops")."""
        self._pieces, self._frame = tuple(pieces), frame
        self.setText(self._line(WIDE, None))
        self._fit()

    def set_plain(self, text: str) -> None:
        """A line with no counts to keep (looking back): shown as it is, cut at its end."""
        self._pieces, self._frame = (), "%1"
        self.setText(text)
        self._fit()

    def shown(self) -> str:
        """What is painted now (the fitted line)."""
        return self._shown

    def _line(self, separator: str, name_width: int | None, short: bool = False) -> str:
        metrics = self.fontMetrics()
        parts = []
        for template, full, brief in self._pieces:
            name = brief if short else full
            if name and name_width is not None:
                name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_width)
            parts.append(template.replace("%1", name))
        return self._frame.replace("%1", separator.join(parts))

    def _fit(self) -> None:
        room = self.contentsRect().width()
        metrics = self.fontMetrics()
        shown = self.text()
        if self._pieces and metrics.horizontalAdvance(shown) > room:
            shown = self._line(NARROW, None)
        if self._pieces and metrics.horizontalAdvance(shown) > room:
            shown = self._line(NARROW, None, short=True)
            names = [brief for _t, _n, brief in self._pieces if brief]
            width = max((metrics.horizontalAdvance(n) for n in names), default=0)
            smallest = metrics.horizontalAdvance("M…")
            while metrics.horizontalAdvance(shown) > room and width > smallest:
                width -= 2
                shown = self._line(NARROW, width, short=True)
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self._shown = shown
        self.setToolTip(self.text() if shown != self.text() else "")
        self.update()

    def minimumSizeHint(self) -> QSize:
        """Never what makes the window wider: the line fits itself to any width."""
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("M…" * 4), hint.height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()),
                     super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment()) | int(
            Qt.AlignmentFlag.AlignVCenter), self._shown)
