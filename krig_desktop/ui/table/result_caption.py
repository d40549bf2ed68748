"""The result line on the felt: what the last battle did, or what the waiting war is
about, in a quiet box near the pile.

Like the War! banner it places itself where it hides no card and no name plate, nearest
the table's centre: the widest box that fits there (the text wraps onto more lines
when it must), smaller text only when nothing else fits. It stays at the pile: first
every shape is tried within reach of where the cards meet (a long single line in the
gap between the fans, a wrapped box beside them), the text never larger than MAX_PX
however big the cards; only when none fits there does it go further. Each place found
is kept for its text and layout, so a resize or a new sentence searches once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.table.seat_layout import TableLayout, free_spot

BOX = QColor(10, 28, 16, 190)
EDGE = QColor(236, 226, 180, 120)
INK = QColor(250, 246, 232)
WAR_EDGE = QColor(255, 170, 80, 220)
# (box width, text size) in card widths, tried in turn: wide and easy to read first.
SHAPES: tuple[tuple[float, float], ...] = (
    (4.2, 0.17), (3.4, 0.17), (2.7, 0.16), (2.2, 0.15), (1.8, 0.13), (1.6, 0.11))
# Tried first, within NEAR card widths of the table's centre: a wide line fits in the
# gap between the fans of four seats, where a tall box never does.
NEAR_SHAPES: tuple[tuple[float, float], ...] = (
    (8.0, 0.13), (8.0, 0.11), (6.0, 0.11), *SHAPES)
NEAR = 2.0
MIN_PX = 11
MAX_PX = 20  # a big window's big cards do not make a shouting line
PAD = 0.45  # of the text size, around the text


class ResultCaption(QGraphicsObject):
    """A word-wrapped sentence in a rounded box, centred on its position."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._urgent = False  # a war waits: the edge glows
        self._layout: TableLayout | None = None
        self._avoid: tuple[QRectF, ...] = ()
        self._box = QRectF(0, 0, 10, 10)
        self._px = 14
        self._spots: dict[tuple[object, ...], tuple[float, float, QPointF]] = {}
        self._free: dict[tuple[object, ...], QPointF | None] = {}  # see _free_spot
        self._unplaced = False  # laid out while no view showed it: see _place
        self.setZValue(5_000)  # above the cards' shadows, below the banner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str, urgent: bool = False,
                 avoid: Sequence[QRectF] | None = None) -> None:
        """Show `text` (hidden when empty); `urgent` marks a war that waits; `avoid`:
        other words now on the felt, if they changed."""
        self._text, self._urgent = text, urgent
        if avoid is not None:
            self._avoid = tuple(avoid)
        self.setVisible(bool(text))
        self._place()
        self.update()

    def set_layout(self, layout: TableLayout, avoid: Sequence[QRectF] = ()) -> None:
        """The table was laid out again, or other words (`avoid`) sit on the felt."""
        self._layout, self._avoid = layout, tuple(avoid)
        self._place()

    def _font(self, px: int) -> QFont:
        font = QFont()
        font.setPixelSize(px)
        return font

    def _measure(self, width: float, px: int) -> QRectF:
        """The box of the text wrapped at `width` (its inner width) in `px` text."""
        metrics = QFontMetricsF(self._font(px))
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, self._text)
        pad = PAD * px
        # A little slack: drawn in exactly its measured width, the text may wrap anew.
        w, h = min(width, text.width() + 0.2 * px) + 2 * pad, text.height() + 2 * pad
        return QRectF(-w / 2, -h / 2, w, h)

    def view_shown(self) -> None:
        """A view of the table shows: the words laid out before it did get their place."""
        if self._unplaced:
            self._place()

    def _place(self) -> None:
        layout = self._layout
        if layout is None or not self._text:
            return
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if views and not any(view.isVisible() for view in views):
            # Laid out before its view has its size (a game resumed at start): the
            # search for that size waits for the view to show.
            self._unplaced = True
            return
        self._unplaced = False
        key = (layout.width, layout.height, len(layout.seats), self._text,
               tuple((r.x(), r.y(), r.width(), r.height()) for r in self._avoid))
        if key not in self._spots:
            if len(self._spots) > 64:
                self._spots.clear()
            self._spots[key] = self._search(layout)
        width, px, spot = self._spots[key]
        self.prepareGeometryChange()
        self._px = int(px)
        self._box = self._measure(width, self._px)
        self.setPos(spot)

    def _search(self, layout: TableLayout) -> tuple[float, float, QPointF]:
        w = layout.card_w
        last = (0.0, 0.0, QPointF())
        for reach, shapes in ((NEAR * w, NEAR_SHAPES), (None, SHAPES)):
            for wide, size in shapes:
                px = min(MAX_PX, max(MIN_PX, int(w * size)))
                width = min(wide * w, layout.width - 16)
                box = self._measure(width, px)
                spot = self._free_spot(layout, box, reach)
                last = (width, float(px), spot if spot is not None else QPointF())
                if spot is not None:
                    return last
        # Nothing fits (a tiny window): the narrowest box, just above your cards.
        width, size_px, _ = last
        box = self._measure(width, int(size_px))
        you = layout.seats[0].slot.y()
        return width, size_px, QPointF(layout.centre.x(), max(box.height() / 2 + 4,
                                                         you - box.height() / 2 - 4))

    def _free_spot(self, layout: TableLayout, box: QRectF,
                   reach: float | None) -> QPointF | None:
        """free_spot for a box rounded up to the search's grid, remembered: each battle
        has new words, and a search at 4K after every battle delayed the next step's
        first frame (benchmarks/frames.py's p99). A spot clear for the
        rounded box is clear for the box itself."""
        step = max(3.0, layout.card_w / 6)
        w, h = (step * math.ceil(v / step) for v in (box.width(), box.height()))
        key = (layout.width, layout.height, len(layout.seats), w, h, reach,
               tuple((r.x(), r.y(), r.width(), r.height()) for r in self._avoid))
        if key not in self._free:
            if len(self._free) > 256:
                self._free.clear()
            self._free[key] = free_spot(layout, w, h, reach=reach, avoid=self._avoid)
        return self._free[key]

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self._box
        radius = min(box.height() / 2, self._px * 0.9)
        painter.setPen(QPen(WAR_EDGE if self._urgent else EDGE,
                            2.0 if self._urgent else 1.0))
        painter.setBrush(BOX)
        painter.drawRoundedRect(box, radius, radius)
        painter.setFont(self._font(self._px))
        painter.setPen(INK)
        pad = PAD * self._px
        painter.drawText(box.adjusted(pad, pad, -pad, -pad),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)
