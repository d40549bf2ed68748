"""A seat's face-down deck and its name plate.

The deck is one item however many cards it holds: it paints the top card's back and a
few offset edges whose depth follows the count, so a 40-card deck looks thick and a
3-card one thin, at the cost of one pixmap per frame instead of forty.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.cards.card_art import CARD_ASPECT
from krig_desktop.ui.cards.card_canvas import CORNER_RATIO

EDGE = QColor(236, 230, 214)
EDGE_LINE = QColor(120, 110, 95)
EMPTY = QColor(255, 255, 255, 70)
PLATE = QColor(0, 0, 0, 80)
GOLD = QColor(255, 214, 90)
READY = QColor(140, 235, 150)  # the plate of a person who has pressed for the next turn
MARK_SIZE = 0.55  # the seat's colour dot, of the name's line height
SMALLEST_NAME = 0.75  # a plate shrinks its name to this share of its size, then cuts it
FULL_DECK = 52

# The back the deck shows: a pixmap, or the way to get one when the deck is first painted
# (the table is laid out once before the window has its size, and drawing a back for
# that size would be wasted start-up time).
Back = QPixmap | Callable[[], QPixmap]


class DeckItem(QGraphicsObject):
    """The face-down stack of one seat; its top card's corner is at pos()."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setData(0, f"deck:{seat}")
        # Painted once per change, then blitted: the stack's antialiased edges cost more
        # than a whole frame's other drawing (measured in benchmarks/frames.py).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._count = 0
        self._out = False
        self._w = 1.0
        self._h = CARD_ASPECT
        self._thick = 0.1
        self._back: Back | None = None
        self._out_text = ""  # set, translated, with set_out()
        self.set_playable(seat == 0)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_playable(self, on: bool) -> None:
        """A person's own deck (a click on it turns for them): the hand cursor."""
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    @property
    def out(self) -> bool:
        return self._out

    def set_out(self, out: bool, text: str | None = None) -> None:
        changed = out != self._out or (text is not None and text != self._out_text)
        if text is not None:
            self._out_text = text
        self._out = out
        if changed:
            self.update()  # (the item is cached: what is not updated stays as drawn)

    def set_size(self, width: float, thick: float, back: Back) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, float(round(width * CARD_ASPECT))
        self._thick = thick
        self._back = back
        self.update()  # another deck's back at the same size is redrawn too

    def depth(self, count: int | None = None) -> float:
        """How far the stack's bottom edge sticks out below-right of the top card."""
        n = self._count if count is None else count
        return self._thick * min(n, FULL_DECK) / FULL_DECK

    def boundingRect(self) -> QRectF:
        pad = self._thick + 4
        return QRectF(-2, -2, self._w + pad + 2, self._h + pad + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._w * CORNER_RATIO
        card = QRectF(0, 0, self._w, self._h)
        if self._count == 0:
            painter.setPen(QPen(EMPTY, max(1.5, self._w * 0.02), Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), radius, radius)
        else:
            depth = self.depth()
            layers = max(1, min(8, self._count // 6 + 1))
            painter.setPen(QPen(EDGE_LINE, 0.8))
            painter.setBrush(EDGE)
            for i in range(layers, 0, -1):
                off = depth * i / layers
                painter.drawRoundedRect(card.translated(off, off), radius, radius)
            back = self._back
            if back is not None:
                painter.drawPixmap(QPointF(0, 0), back if isinstance(back, QPixmap) else back())
        if self._out:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 150))
            painter.drawRoundedRect(card, radius, radius)
            font = QFont()
            font.setBold(True)
            size = max(9, int(self._w * 0.22))
            font.setPixelSize(size)
            # Shrink a long translation ("Labas na", "Вибув") until it fits the card.
            room = card.width() * 0.88
            while size > 7 and QFontMetricsF(font).horizontalAdvance(self._out_text) > room:
                size -= 1
                font.setPixelSize(size)
            painter.setFont(font)
            painter.setPen(QColor(235, 235, 235))
            painter.drawText(card, Qt.AlignmentFlag.AlignCenter, self._out_text)


class SeatLabel(QGraphicsItem):
    """A seat's name and how many cards it holds, on a soft dark plate; a seat's plate
    carries a dot of the seat's colour before its name, the colour of its line in the
    charts and of its number in the meter, so colours mean seats everywhere."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # as DeckItem
        self._rect = QRectF(0, 0, 100, 40)
        self._align = "left"
        self._name = ""
        self._detail = ""
        self._glow = False
        self._dim = False
        self._px = 14
        self._colour: QColor | None = None  # the seat's mark; None: no mark
        self._key = ""  # two people: this seat's key, drawn as a key cap after the name
        self._ready = False  # that person has pressed: the plate is lit

    def set_geometry(self, rect: QRectF, align: str, card_w: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self._align = align
        self._px = max(10, int(card_w * 0.2))
        self.update()

    def set_text(self, name: str, detail: str) -> None:
        if (name, detail) != (self._name, self._detail):
            self._name, self._detail = name, detail
            self.setToolTip(name)  # whole, where the plate cuts it (`shown_name`)
            self.update()

    def text(self) -> tuple[str, str]:
        return self._name, self._detail

    def colour(self) -> QColor | None:
        """The seat's colour mark (None for a plate that is no seat's)."""
        return self._colour

    def set_colour(self, colour: QColor | None) -> None:
        if colour != self._colour:
            # A copy by toRgb(), not QColor(colour): the constructor's overloads are
            # slow the first time (Qt's byte-array type made on the way, at start).
            self._colour = None if colour is None else colour.toRgb()
            self.update()

    def set_key(self, key: str) -> None:
        """The key this seat's person turns with ("Z"), shown as a key cap; "" none."""
        if key != self._key:
            self._key = key
            self.update()

    def key(self) -> str:
        return self._key

    @property
    def ready(self) -> bool:
        """The person at this seat has pressed for the next turn."""
        return self._ready

    def set_ready(self, on: bool) -> None:
        if on != self._ready:
            self._ready = on
            self.update()

    def _badge_width(self, name_font: QFont, pad: float) -> float:
        """The room the key cap and its gap take after the name."""
        if not self._key:
            return 0.0
        small = QFont(name_font)
        small.setPixelSize(max(8, int(name_font.pixelSize() * 0.8)))
        return QFontMetricsF(small).horizontalAdvance(self._key) + pad * 1.3

    def _mark_width(self, name_font: QFont, pad: float) -> float:
        """The room the colour dot and its gap take before the name."""
        if self._colour is None:
            return 0.0
        return QFontMetricsF(name_font).height() * MARK_SIZE + pad * 0.5

    @property
    def glowing(self) -> bool:
        """Gold: this seat takes the pile, or won the game."""
        return self._glow

    def set_glow(self, on: bool) -> None:
        if on != self._glow:
            self._glow = on
            self.update()

    def set_dim(self, on: bool) -> None:
        if on != self._dim:
            self._dim = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def fitted_fonts(self) -> tuple[QFont, QFont, float]:
        """The name's and the detail's fonts and the padding: the size the cards call
        for, made smaller where a long name (Ukrainian "Комп'ютер 1") meets a small
        table, so the plate never cuts it; never below SMALLEST_NAME of that size, where
        a person's long name is cut instead (a name in 8 px type cannot be read)."""
        px = self._px
        smallest = max(8, round(self._px * SMALLEST_NAME))
        while True:
            name_font = QFont()
            name_font.setPixelSize(px)
            name_font.setBold(True)
            detail_font = QFont()
            detail_font.setPixelSize(max(8, int(px * 0.8)))
            pad = px * 0.6
            text_w = max(QFontMetricsF(name_font).horizontalAdvance(self._name)
                         + self._mark_width(name_font, pad)
                         + self._badge_width(name_font, pad),
                         QFontMetricsF(detail_font).horizontalAdvance(self._detail))
            if px <= smallest or text_w + 2 * pad <= self._rect.width():
                return name_font, detail_font, pad
            px -= 1

    def shown_name(self) -> str:
        """The name as the plate draws it: whole when the smallest font holds it, else
        cut with "…" (a person's long name; the deck's tool tip and accessible name
        keep it whole)."""
        name_font, _detail, pad = self.fitted_fonts()
        room = (self._rect.width() - 2 * pad - self._mark_width(name_font, pad)
                - self._badge_width(name_font, pad))
        return QFontMetricsF(name_font).elidedText(
            self._name, Qt.TextElideMode.ElideRight, max(room, 0.0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        name_font, detail_font, pad = self.fitted_fonts()
        nm, dm = QFontMetricsF(name_font), QFontMetricsF(detail_font)
        mark = self._mark_width(name_font, pad)
        badge = self._badge_width(name_font, pad)
        name = self.shown_name()
        text_w = max(nm.horizontalAdvance(name) + mark + badge,
                     dm.horizontalAdvance(self._detail))
        plate_w = min(self._rect.width(), text_w + 2 * pad)
        plate_h = nm.height() + dm.height() + pad
        room = self._rect.width() - plate_w
        left = {"left": 0.0, "right": room}.get(self._align, room / 2)
        top = (self._rect.height() - plate_h) / 2
        plate = QRectF(left, top, plate_w, plate_h)
        if self._glow:
            painter.setPen(QPen(GOLD, 2.0))
            painter.setBrush(QColor(90, 70, 10, 150))
        elif self._ready:
            painter.setPen(QPen(READY, 2.0))
            painter.setBrush(QColor(20, 90, 40, 170))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PLATE)
        painter.drawRoundedRect(plate, plate_h * 0.25, plate_h * 0.25)
        text_colour = QColor(150, 160, 150) if self._dim else QColor(250, 248, 240)
        painter.setPen(GOLD if self._glow else text_colour)
        painter.setFont(name_font)
        inner = plate.adjusted(pad, pad / 2, -pad, -pad / 2)
        name_box = QRectF(inner.x(), inner.y(), inner.width(), nm.height())
        name_w = nm.horizontalAdvance(name)
        if self._key:
            self._paint_key(painter, name_font, pad, QRectF(
                inner.center().x() + (name_w + mark + badge) / 2 - badge + pad * 0.5,
                name_box.y(), badge - pad * 0.5, nm.height()))
            painter.setPen(GOLD if self._glow else text_colour)
            painter.setFont(name_font)
            if self._colour is None:
                name_box.setLeft(inner.center().x() - (name_w + badge) / 2)
                name_box.setWidth(name_w + 1)
        if self._colour is not None:
            # The dot sits just before the centred name: [● CPU 1]
            start = inner.center().x() - (name_w + mark + badge) / 2
            size = nm.height() * MARK_SIZE
            dot = QRectF(start, name_box.center().y() - size / 2, size, size)
            colour = QColor(self._colour)
            if self._dim:
                colour.setAlpha(110)
            painter.save()
            painter.setPen(QPen(QColor(255, 255, 255, 170), 1.0))
            painter.setBrush(colour)
            painter.drawEllipse(dot)
            painter.restore()
            name_box.setLeft(start + mark)
            name_box.setWidth(name_w + 1)
        painter.drawText(name_box,
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         name)
        painter.setFont(detail_font)
        painter.setPen(text_colour.darker(115) if not self._glow else GOLD)
        painter.drawText(QRectF(inner.x(), inner.y() + nm.height(), inner.width(),
                                dm.height()),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                         self._detail)


    def _paint_key(self, painter: QPainter, name_font: QFont, pad: float,
                   box: QRectF) -> None:
        """The seat's key as a small key cap: [Ada (Z)]."""
        small = QFont(name_font)
        small.setPixelSize(max(8, int(name_font.pixelSize() * 0.8)))
        cap = box.adjusted(0, box.height() * 0.08, 0, -box.height() * 0.08)
        painter.save()
        painter.setPen(QPen(QColor(255, 255, 255, 190), 1.0))
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(cap, cap.height() * 0.25, cap.height() * 0.25)
        painter.setFont(small)
        painter.setPen(QColor(250, 248, 240))
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self._key)
        painter.restore()


class SlotMarker(QGraphicsItem):
    """A faint outline on the felt where a seat's battle cards land."""

    def __init__(self) -> None:
        super().__init__()
        self._w, self._h = 1.0, CARD_ASPECT
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # as DeckItem

    def set_size(self, width: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, float(round(width * CARD_ASPECT))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._w + 4, self._h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._w * CORNER_RATIO
        painter.setPen(QPen(QColor(255, 255, 255, 38), max(1.0, self._w * 0.015)))
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(QRectF(0, 0, self._w, self._h), radius, radius)


class HintText(QGraphicsItem):
    """A quiet line of help on the felt (how to play the first card), where the felt's
    one layout puts it (beside your deck when there is room)."""

    WIDTHS = (3.2, 2.4, 1.8)  # in card widths: the text wraps in these, widest first

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._wanted = False
        self._rect = QRectF(0, 0, 10, 10)
        self._px = 14
        self.setData(0, "layer:hint")
        self.setZValue(2)

    def set_text(self, text: str) -> None:
        self._text = text
        self.update()

    def text(self) -> str:
        return self._text

    def show_words(self, on: bool) -> None:
        """Show the words it has (or not); the scene then has the layout place it."""
        self._wanted = on and bool(self._text)
        self.setVisible(self._wanted)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self._px)
        font.setItalic(True)
        return font

    def layer_name(self) -> str:
        return "hint"

    def layer_sizes(self, card_w: float) -> list[tuple[float, float]]:
        if not self._wanted:
            return []
        self._px = max(11, int(card_w * 0.15))
        metrics = QFontMetricsF(self._font())
        flags = int(Qt.AlignmentFlag.AlignRight | Qt.TextFlag.TextWordWrap)
        sizes = []
        for wide in self.WIDTHS:
            box = metrics.boundingRect(QRectF(0, 0, wide * card_w, 10_000), flags, self._text)
            sizes.append((box.width() + 4, max(box.height() + 4, 0.0)))
        return sizes

    def put(self, rect: QRectF | None, shape: int) -> None:
        self.setVisible(rect is not None and self._wanted)
        if rect is None:
            return
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(self._font())
        flags = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                 | Qt.TextFlag.TextWordWrap)
        painter.setPen(QColor(0, 0, 0, 90))
        painter.drawText(self._rect.translated(1, 1), flags, self._text)
        painter.setPen(QColor(236, 244, 228, 215))
        painter.drawText(self._rect, flags, self._text)
