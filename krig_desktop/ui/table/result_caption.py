"""The result line on the felt: what the last battle did, or what the waiting war is
about, in a quiet box near the pile.

It offers the felt's one layout (felt_layout.py) its shapes, widest first (a long single
line in the gap between the fans, then wrapped boxes ever narrower, smaller text last),
the text never larger than MAX_PX however big the cards; the layout tries them all at
the pile first, then further out. While a war waits it is the war prompt (its own
layer name, `warPrompt`), its edge glowing.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.table.felt_layout import Size
from krig_desktop.ui.table.felt_pill import WRAP, PillStyle, paint_pill, pill_font

BOX = QColor(10, 28, 16, 190)
EDGE = QColor(236, 226, 180, 120)
INK = QColor(250, 246, 232)
WAR_EDGE = QColor(255, 170, 80, 220)
# (box width, text size) in card widths, tried in turn: wide and easy to read first.
SHAPES: tuple[tuple[float, float], ...] = (
    (4.2, 0.17), (3.4, 0.17), (2.7, 0.16), (2.2, 0.15), (1.8, 0.13), (1.6, 0.11))
# A wide line fits in the gap between the fans of four seats, where a tall box never does.
NEAR_SHAPES: tuple[tuple[float, float], ...] = (
    (8.0, 0.13), (8.0, 0.11), (6.0, 0.11), *SHAPES)
MIN_PX = 11
MAX_PX = 20  # a big window's big cards do not make a shouting line
PAD = 0.45  # of the text size, around the text


class ResultCaption(QGraphicsObject):
    """A word-wrapped sentence in a rounded box, centred on its position."""

    wantsPlace = Signal()  # its words changed: the felt's layout places it again

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._urgent = False  # a war waits: the edge glows
        self._wanted = False  # it has words to show now (the step's first frame: none)
        self._box = QRectF(0, 0, 10, 10)
        self._px = 14
        self._shapes: list[tuple[float, int]] = []  # (inner width, px) of the sizes offered
        self._measured: dict[tuple[str, float, int], QRectF] = {}
        self.setData(0, "layer:result")
        self.setZValue(5_000)  # above the cards' shadows, below the banner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str, urgent: bool = False) -> None:
        """Show `text` (hidden when empty); `urgent` marks a war that waits (the war
        prompt, a layer of its own name)."""
        self._text, self._urgent = text, urgent
        self.setData(0, "layer:warPrompt" if urgent else "layer:result")
        self.show_words(bool(text))

    def show_words(self, on: bool) -> None:
        """Show the words it has (or not: a step is laid); the layout places it."""
        self._wanted = on and bool(self._text)
        self.setVisible(self._wanted)
        self.update()
        self.wantsPlace.emit()

    def layer_name(self) -> str:
        return "warPrompt" if self._urgent else "result"

    def layer_sizes(self, card_w: float) -> list[Size]:
        """A long line first, then boxes ever narrower and smaller (wrapped)."""
        if not self._wanted:
            return []
        self._shapes = []
        sizes: list[Size] = []
        for wide, size in NEAR_SHAPES:
            px = min(MAX_PX, max(MIN_PX, int(card_w * size)))
            if (wide * card_w, px) in self._shapes:
                continue
            self._shapes.append((wide * card_w, px))
            box = self._measure(wide * card_w, px)
            sizes.append((box.width(), box.height()))
        return sizes

    def put(self, rect: QRectF | None, shape: int) -> None:
        """Where the felt's layout puts the line (None: no room, hidden)."""
        self.setVisible(rect is not None and self._wanted)
        if rect is None or shape >= len(self._shapes):
            return
        width, px = self._shapes[shape]
        self.prepareGeometryChange()
        self._px = px
        self._box = self._measure(width, px)
        self.setPos(rect.center())

    def _measure(self, width: float, px: int) -> QRectF:
        """The box of the text wrapped at `width` (its inner width) in `px` text."""
        key = (self._text, width, px)
        if key not in self._measured:
            if len(self._measured) > 256:
                self._measured.clear()
            metrics = QFontMetricsF(pill_font(px))
            text = metrics.boundingRect(QRectF(0, 0, width, 10_000), int(WRAP), self._text)
            pad = PAD * px
            # A little slack: drawn in exactly its measured width, the text may wrap anew.
            w, h = min(width, text.width() + 0.2 * px) + 2 * pad, text.height() + 2 * pad
            self._measured[key] = QRectF(-w / 2, -h / 2, w, h)
        return QRectF(self._measured[key])

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        box = self._box
        pad = PAD * self._px
        style = PillStyle(WAR_EDGE, BOX, INK, 2.0) if self._urgent else PillStyle(EDGE, BOX, INK)
        paint_pill(painter, box, style, pill_font(self._px), self._text,
                   min(box.height() / 2, self._px * 0.9), box.adjusted(pad, pad, -pad, -pad))
