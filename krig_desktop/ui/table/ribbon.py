"""The mode ribbon on the felt: while you look back at a past battle ("Battle 12 of 17
— End to return") or watch a replay ("Replay — Esc to return to your game"); and
today's deal's ribbon while it is played ("Today's deal — Monday 7 December": the day's
deal is an occasion), a `TodayRibbon`, which gives way to the mode's.

The status bar alone said so, and the table seemed to have jumped back, or a replay
looked like autoplay. The ribbon sits at the top edge of the felt, nearest its middle,
where the felt's one layout (felt_layout.py) finds room for it (a smaller font when
nothing else fits). The
scene says what it shows (`TableScene.show_mode`); it keeps no state of the game.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.table.felt_layout import Size
from krig_desktop.ui.table.felt_pill import PillStyle, paint_pill, pill_font

BAND = QColor(16, 20, 40, 215)
LOOK_EDGE = QColor(255, 196, 90)  # amber: the past, as the look-back mark in the charts
REPLAY_EDGE = QColor(120, 190, 255)  # blue: not your game
TODAY_EDGE = QColor(255, 214, 90)  # gold: the day's deal, as the game-over panel's
TODAY_BAND = QColor(70, 40, 10, 215)
INK = QColor(250, 246, 232)
SIZE = 0.15  # the text, in card widths
MIN_PX, MAX_PX = 11, 22
PAD = 0.5  # of the text size, around the text


class Ribbon(QGraphicsObject):
    """One line in a band, centred at its position; hidden when it has no text."""

    wantsPlace = Signal()  # its words changed: the felt's layout places it again

    def __init__(self) -> None:
        super().__init__()
        self.setData(0, "layer:ribbon")
        self._text = ""
        self._replay = False
        self._sizes: list[int] = []  # the text sizes of the shapes last offered
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
        self.update()
        self.wantsPlace.emit()

    def _font(self, px: int) -> QFont:
        return pill_font(px, bold=True)

    def _measure(self, px: int) -> QRectF:
        metrics = QFontMetricsF(self._font(px))
        pad = PAD * px
        w = metrics.horizontalAdvance(self._text) + 2 * pad + 2
        h = metrics.height() + pad
        return QRectF(-w / 2, -h / 2, w, h)

    def layer_name(self) -> str:
        return "ribbon"

    def layer_sizes(self, card_w: float) -> list[Size]:
        """One line, in the largest text first (none: no words to show)."""
        if not self._text:
            return []
        top = min(max(MIN_PX, int(card_w * SIZE)), MAX_PX)
        self._sizes = list(range(top, MIN_PX - 1, -1))
        return [(box.width(), box.height())
                for box in (self._measure(px) for px in self._sizes)]

    def put(self, rect: QRectF | None, shape: int) -> None:
        """Where the felt's layout puts the ribbon (None: no room, hidden)."""
        self.setVisible(rect is not None and bool(self._text))
        if rect is None:
            return
        self.prepareGeometryChange()
        self._px = self._sizes[shape] if shape < len(self._sizes) else MIN_PX
        self._box = self._measure(self._px)
        self.setPos(rect.center())

    def _colours(self) -> tuple[QColor, QColor]:
        """The edge and the band."""
        return (REPLAY_EDGE if self._replay else LOOK_EDGE), BAND

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        edge, band = self._colours()
        paint_pill(painter, self._box, PillStyle(edge, band, INK, 2.0), self._font(self._px),
                   self._text, self._box.height() / 2)


class TodayRibbon(Ribbon):
    """Today's deal, while it is played: the same band in gold (`todayRibbon`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("todayRibbon")
        self.setZValue(8_990)  # (under the mode's ribbon, which it gives way to)

    def _colours(self) -> tuple[QColor, QColor]:
        return TODAY_EDGE, TODAY_BAND
