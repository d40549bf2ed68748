"""The odds meter: each seat's chance to win, quiet, in the status bar's corner.

KPatience's solver line is the model: a few words that follow the game and never ask
for attention. One thin stacked bar (each seat's share in its chart colour, the draw
in grey), each seat's percentage in its colour, and "±1.1" in a faint colour while the
chances come from play-outs (none when they are exact). It paints what it is given
(`render(OddsModel)`), only when that changes: a few times a second at most, never
per frame.

It never shows a chance of a battle gone by: while the chances of the moment on the
table are not worked out (`OddsModel.pending`, every moment of a fast autoplay), it is
dimmed, says "…" for each seat still in and 0 % for a seat that is out, and its tooltip
says why.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import END_OUT
from krig_desktop.model.odds_model import OddsModel
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.odds.odds_texts import OddsTexts
from krig_desktop.ui.table.seat_colours import seat_colour

BAR_WIDTH = 64.0
BAR_HEIGHT = 6.0
GAP = 8.0


class OddsMeter(QWidget):
    """Per-seat chances to win; objectName `oddsMeter`. A click asks for the help on
    reading the odds (`helpRequested`: the window opens it)."""

    helpRequested = Signal()

    def __init__(self, texts: OddsTexts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsMeter")
        self.texts = texts
        self._odds: OddsModel | None = None
        self.setCursor(Qt.CursorShape.WhatsThisCursor)  # a click opens the help on the odds
        translate_ui(self, self._retranslate)

    # ----------------------------------------------------------------- what it shows
    def render_odds(self, odds: OddsModel | None) -> None:
        """Show `odds` (None: not known yet)."""
        players_before = len(self._odds.win) if self._odds is not None else 0
        end = None if self._odds is None else self._odds.end
        self._odds = odds
        if odds is not None and odds.end != end:
            self.setAccessibleName(self._name())
        if odds is not None and len(odds.win) != players_before:
            self.updateGeometry()
        self.setToolTip(self._tooltip())
        self.update()

    def odds(self) -> OddsModel | None:
        return self._odds

    def dimmed(self) -> bool:
        """The meter is dimmed: the chances of the moment shown are not worked out."""
        return self._odds is not None and self._odds.pending

    def shown_texts(self) -> list[str]:
        """The words painted, in order: each seat's percentage, then the margin if any."""
        odds = self._odds
        if odds is None:
            return ["–"]
        if odds.pending:
            return [self.texts.percent(0.0) if seat in odds.out else self.texts.unknown()
                    for seat in range(odds.players)]
        texts = [self.texts.percent(chance) for chance in odds.win]
        if not odds.exact:
            texts.append(self.texts.margin(odds.stderr))
        return texts

    # ----------------------------------------------------------------- texts
    def _retranslate(self) -> None:
        self.setAccessibleName(self._name())
        self.setToolTip(self._tooltip())
        self.updateGeometry()  # the texts' widths change with the language
        self.update()

    def _name(self) -> str:
        """What the chances are of: to win, or under an end option, to lead after N
        battles or to win K wars first."""
        end = "out" if self._odds is None else self._odds.end
        return self.tr("Chance to win") if end == END_OUT else self.texts.chance_name(end)

    def _tooltip(self) -> str:
        """The odds, then where to read what they mean (the help's story section)."""
        return (self.texts.meter_tooltip(self._odds) + "\n\n"
                + self.tr("Click the meter for help on reading the odds."))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.helpRequested.emit()  # the window opens the help (the room above)
            return
        super().mousePressEvent(event)

    # ----------------------------------------------------------------- painting
    def sizeHint(self) -> QSize:
        metrics = QFontMetricsF(self.font())
        players = len(self._odds.win) if self._odds is not None else 2
        text = metrics.horizontalAdvance("100 %") * players + metrics.horizontalAdvance(
            "±00.0") + GAP * (players + 1)
        return QSize(int(BAR_WIDTH + GAP + text + 4), int(metrics.height() + 4))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        faint = QColor(palette.color(QPalette.ColorRole.WindowText))
        faint.setAlphaF(0.55)
        metrics = QFontMetricsF(self.font())
        height = self.height()
        bar = QRectF(2, (height - BAR_HEIGHT) / 2, BAR_WIDTH, BAR_HEIGHT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = QColor(faint)
        track.setAlphaF(0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(track)
        painter.drawRoundedRect(bar, 3, 3)
        odds = self._odds
        x = bar.right() + GAP
        texts = self.shown_texts()
        if odds is not None and odds.pending:
            painter.setPen(faint)
            for text in texts:
                width = metrics.horizontalAdvance(text)
                painter.drawText(QRectF(x, 0, width + 1, height),
                                 Qt.AlignmentFlag.AlignVCenter, text)
                x += width + GAP
            return
        if odds is None:
            painter.setPen(faint)
            painter.drawText(QRectF(x, 0, self.width() - x, height),
                             Qt.AlignmentFlag.AlignVCenter, texts[0])
            return
        painter.save()
        clip = QRectF(bar)
        painter.setClipRect(clip)
        left = bar.left()
        for seat, chance in enumerate(odds.win):
            width = bar.width() * chance
            if width > 0:
                painter.setBrush(seat_colour(seat))
                painter.drawRect(QRectF(left, bar.top(), width, bar.height()))
                left += width
        painter.restore()
        for seat, text in enumerate(texts):
            painter.setPen(seat_colour(seat) if seat < len(odds.win) else faint)
            width = metrics.horizontalAdvance(text)
            painter.drawText(QRectF(x, 0, width + 1, height), Qt.AlignmentFlag.AlignVCenter,
                             text)
            x += width + GAP
