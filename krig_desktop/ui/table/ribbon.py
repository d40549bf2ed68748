"""The mode ribbon on the felt: while you look back at a past battle ("Battle 12 of 17
— End to return") or watch a replay ("Replay — Esc to return to your game"); and
today's deal's ribbon while it is played ("Today's deal — Monday 7 December": the day's
deal is an occasion), a `TodayRibbon`, which gives way to the mode's.

The status bar alone said so, and the table seemed to have jumped back, or a replay
looked like autoplay. The ribbon sits at the top edge of the felt, nearest its middle
where no card or name plate lies (beside the top seat's deck when it reaches up there;
a smaller font, then the nearest free spot, when nothing fits along the edge). The
scene says what it shows (`TableScene.show_mode`); it keeps no state of the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.table.seat_layout import TableLayout, card_zones, free_spot

BAND = QColor(16, 20, 40, 215)
LOOK_EDGE = QColor(255, 196, 90)  # amber: the past, as the look-back mark in the charts
REPLAY_EDGE = QColor(120, 190, 255)  # blue: not your game
TODAY_EDGE = QColor(255, 214, 90)  # gold: the day's deal, as the game-over panel's
TODAY_BAND = QColor(70, 40, 10, 215)
INK = QColor(250, 246, 232)
SIZE = 0.15  # the text, in card widths
MIN_PX, MAX_PX = 11, 22
PAD = 0.5  # of the text size, around the text
TOP = 4.0  # pixels from the felt's top edge


class Ribbon(QGraphicsObject):
    """One line in a band, centred at its position; hidden when it has no text."""

    def __init__(self) -> None:
        super().__init__()
        self.setData(0, "layer:ribbon")
        self._text = ""
        self._replay = False
        self._layout: TableLayout | None = None
        self._px = 14
        self._box = QRectF(0, 0, 10, 10)
        self.setZValue(9_000)  # above the cards, the result line and the banner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    @property
    def replay(self) -> bool:
        """The ribbon says a replay runs (its blue edge), not only looking back."""
        return self._replay

    def set_text(self, text: str, replay: bool = False) -> None:
        if (text, replay) == (self._text, self._replay):
            return  # (asked at every sync: placed only when it changes)
        self._text, self._replay = text, replay
        self.setVisible(bool(text))
        self._place()
        self.update()

    def set_layout(self, layout: TableLayout) -> None:
        self._layout = layout
        self._place()

    def _font(self, px: int) -> QFont:
        font = QFont()
        font.setPixelSize(px)
        font.setBold(True)
        return font

    def _measure(self, px: int) -> QRectF:
        metrics = QFontMetricsF(self._font(px))
        pad = PAD * px
        w = metrics.horizontalAdvance(self._text) + 2 * pad + 2
        h = metrics.height() + pad
        return QRectF(-w / 2, -h / 2, w, h)

    def _place(self) -> None:
        layout = self._layout
        if layout is None or not self._text:
            return
        zones = card_zones(layout) + [geo.label for geo in layout.seats]
        top = min(max(MIN_PX, int(layout.card_w * SIZE)), MAX_PX)
        spot: QPointF | None = None
        px = top
        for px in range(top, MIN_PX - 1, -1):  # along the top edge, smaller if it must
            spot = self._along_top(layout, self._measure(px), zones)
            if spot is not None:
                break
        if spot is None:  # no room along the top: the nearest free spot
            box = self._measure(px)
            spot = free_spot(layout, box.width(), box.height()) or QPointF(
                layout.centre.x(), TOP + box.height() / 2)
        self.prepareGeometryChange()
        self._px = px
        self._box = self._measure(px)
        self.setPos(spot)

    @staticmethod
    def _along_top(layout: TableLayout, box: QRectF, zones: list[QRectF]) -> QPointF | None:
        """The free place at the felt's top edge nearest its middle (the top seat's
        deck and plate sit in the middle: the ribbon goes beside them), or None."""
        y = TOP + box.height() / 2
        half = box.width() / 2
        left, right = 4 + half, layout.width - 4 - half
        if left > right:
            return None
        step = max(4.0, layout.card_w / 8)
        middle = min(max(layout.centre.x(), left), right)
        offsets = [0.0]
        k = 1
        while middle - k * step >= left or middle + k * step <= right:
            offsets.extend((-k * step, k * step))
            k += 1
        for dx in offsets:
            x = middle + dx
            if not left <= x <= right:
                continue
            centre = QPointF(x, y)
            if not any(box.translated(centre).intersects(z) for z in zones):
                return centre
        return None

    def _colours(self) -> tuple[QColor, QColor]:
        """The edge and the band."""
        return (REPLAY_EDGE if self._replay else LOOK_EDGE), BAND

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self._box
        radius = box.height() / 2
        edge, band = self._colours()
        painter.setPen(QPen(edge, 2.0))
        painter.setBrush(band)
        painter.drawRoundedRect(box, radius, radius)
        painter.setFont(self._font(self._px))
        painter.setPen(INK)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._text)


class TodayRibbon(Ribbon):
    """Today's deal, while it is played: the same band in gold (`todayRibbon`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("todayRibbon")
        self.setZValue(8_990)  # (under the mode's ribbon, which it gives way to)

    def _colours(self) -> tuple[QColor, QColor]:
        return TODAY_EDGE, TODAY_BAND
