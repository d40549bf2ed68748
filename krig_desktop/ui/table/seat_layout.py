"""Where everything sits on the table, in card-size units, for a given view size.

The whole table is measured in card widths, so one number (the card width that fits
the view) scales everything, the way libkcardgame lays out piles. Nothing here knows
about items or animation: it is plain geometry, easy to test for "stays on screen".
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.cards.card_art import CARD_ASPECT

# Which side of the table each seat sits on, by player count. Seat 0 is always You,
# at the bottom; the others go round clockwise.
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}

# The table is this many card widths across and high (margins included; the height
# assumes CARD_ASPECT 1.4: four card heights, two gaps and a band in the middle).
UNITS_WIDE = 9.4
UNITS_HIGH = 7.1
# Two players sit in two rows, each deck with its battle slot beside it, so the table
# is wide rather than high and the cards can be a third larger: a row is the name plate,
# the deck, the slot and the longest fan; the two rows and a band between them.
UNITS_WIDE_TWO = 9.0
UNITS_HIGH_TWO = 4.6
BAND_TWO = 0.6  # card widths between the rows
MIN_CARD_W = 36.0
MAX_CARD_W = 190.0

MARGIN = 0.2  # card widths
GAP = 0.22  # between a deck and its battle slot
THICK = 0.12  # how far the deepest card of a full deck sticks out
FAN_ACROSS = 1.6  # longest fan of a war pile laid sideways (top/bottom seats)
FAN_DOWN = 1.0  # longest fan of a war pile laid downwards (left/right seats)


class SeatGeometry(Frozen):
    """One seat: its deck, its battle slot, how war cards fan out, its label."""

    side: str
    deck: QPointF  # top-left corner of the deck's top card
    slot: QPointF  # top-left corner of the first battle card
    fan: QPointF  # unit direction in which war cards are laid overlapping
    fan_max: float  # how far (pixels) the last card of the fan may be from the first
    label: QRectF  # where the name and count are written
    label_align: str  # "left" or "center": how the text sits in `label`


class TableLayout(Frozen):
    """Everything the table needs to place items for one view size."""

    width: float
    height: float
    card_w: float
    card_h: float
    seats: tuple[SeatGeometry, ...]
    centre: QPointF
    set_aside: QPointF | None  # top-left of the 3-player set-aside card
    set_aside_label: QRectF | None
    hint: QRectF  # left of your deck: how to play

    @property
    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self.width, self.height)

    def card_rect(self, top_left: QPointF) -> QRectF:
        return QRectF(top_left.x(), top_left.y(), self.card_w, self.card_h)


def card_width_for(width: float, height: float, players: int = 4) -> float:
    """The card width that lets the whole table fit into width x height."""
    wide, high = (UNITS_WIDE_TWO, UNITS_HIGH_TWO) if players == 2 else (UNITS_WIDE, UNITS_HIGH)
    w = min(width / wide, height / high)
    return max(MIN_CARD_W, min(MAX_CARD_W, w))


def compute_layout(width: float, height: float, players: int) -> TableLayout:
    """Seats, slots and labels for `players` seats in a width x height view."""
    if players not in SIDES:
        raise ValueError(f"players must be 2-4, not {players}")
    w = float(int(card_width_for(width, height, players)))  # whole pixels keep pixmaps crisp
    h = float(round(w * CARD_ASPECT))
    m, g, t = MARGIN * w, GAP * w, THICK * w
    cx, cy = width / 2.0, height / 2.0
    label_w, label_h = 1.9 * w, 0.62 * w

    def row_seat(side: str) -> SeatGeometry:
        """Two players: the deck with its slot to the right, the fan running on to the
        right, the name plate beside the deck on its left; You below the middle, the
        CPU above. The cards are centred, as the 4-player cross's slots are."""
        left = cx - (w + t + g + w) / 2
        below = side == "bottom"
        y = cy + BAND_TWO * w / 2 if below else cy - BAND_TWO * w / 2 - t - h
        deck = QPointF(left, y)
        slot = QPointF(left + w + t + g, y)
        label = QRectF(left - 0.25 * w - label_w, y + (h - label_h) / 2, label_w, label_h)
        return SeatGeometry(side, deck, slot, QPointF(1, 0), FAN_ACROSS * w, label, "right")

    def seat(side: str) -> SeatGeometry:
        if players == 2:
            return row_seat(side)
        if side == "bottom":
            deck = QPointF(cx - w / 2, height - m - t - h)
            slot = QPointF(cx - w / 2, deck.y() - g - h)
            label = QRectF(deck.x() + w + t + 0.25 * w, deck.y() + (h - label_h) / 2,
                           label_w, label_h)
            return SeatGeometry(side, deck, slot, QPointF(1, 0), FAN_ACROSS * w, label,
                                "left")
        if side == "top":
            deck = QPointF(cx - w / 2, m)
            slot = QPointF(cx - w / 2, deck.y() + h + t + g)
            label = QRectF(deck.x() + w + t + 0.25 * w, deck.y() + (h - label_h) / 2,
                           label_w, label_h)
            return SeatGeometry(side, deck, slot, QPointF(1, 0), FAN_ACROSS * w, label,
                                "left")
        if side == "left":
            deck = QPointF(m, cy - h / 2 - 0.35 * w)
            slot = QPointF(deck.x() + w + t + g, deck.y())
        else:  # right
            deck = QPointF(width - m - t - w, cy - h / 2 - 0.35 * w)
            slot = QPointF(deck.x() - g - w, deck.y())
        label = QRectF(deck.x() + w / 2 - label_w / 2, deck.y() + h + t + 0.08 * w,
                       label_w, label_h)
        label.moveLeft(max(4.0, min(width - label_w - 4.0, label.x())))
        return SeatGeometry(side, deck, slot, QPointF(0, 1), FAN_DOWN * w, label, "center")

    seats = tuple(seat(side) for side in SIDES[players])
    set_aside = set_aside_label = None
    if players == 3:
        set_aside = QPointF(cx - w / 2, m)
        set_aside_label = QRectF(set_aside.x() + w + 0.25 * w,
                                 set_aside.y() + (h - label_h) / 2, label_w, label_h)
    you = seats[0].deck
    if players == 2:  # the plate is left of your deck: the hint goes right of your fan
        after = seats[0].slot.x() + w + FAN_ACROSS * w + 0.3 * w
        hint = QRectF(after, you.y(), max(0.0, min(3.2 * w, width - m - after)), h)
    else:
        hint_w = min(3.2 * w, you.x() - 2 * m)
        hint = QRectF(you.x() - 0.3 * w - hint_w, you.y(), hint_w, h)
    return TableLayout(float(width), float(height), w, h, seats, QPointF(cx, cy),
                       set_aside, set_aside_label, hint)


def fan_offsets(faces: list[bool], card_w: float, card_h: float, fan: QPointF,
                fan_max: float) -> list[QPointF]:
    """Offsets from the slot for a seat's pile, oldest first.

    A face-up card is followed by a wide step (so its corner index shows), a face-down
    card by a narrow one (so you can count them); the whole fan is squeezed to fit
    within `fan_max`.
    """
    size = card_w if fan.x() else card_h
    steps = [(0.34 if up else 0.17) * size for up in faces[:-1]]
    total = sum(steps)
    squeeze = min(1.0, fan_max / total) if total > 0 else 1.0
    offsets, run = [QPointF(0, 0)], 0.0
    for step in steps:
        run += step * squeeze
        offsets.append(QPointF(fan.x() * run, fan.y() * run))
    return offsets[: len(faces)] if faces else []


def card_zones(layout: TableLayout) -> list[QRectF]:
    """Every place a card can lie: decks (with their depth), slots with their longest
    fans, the set-aside card."""
    w, h = layout.card_w, layout.card_h
    deep = THICK * w
    zones = []
    for geo in layout.seats:
        zones.append(QRectF(geo.deck.x(), geo.deck.y(), w + deep, h + deep))
        zones.append(QRectF(geo.slot.x(), geo.slot.y(), w + geo.fan.x() * geo.fan_max,
                            h + geo.fan.y() * geo.fan_max))
    if layout.set_aside is not None:
        zones.append(layout.card_rect(layout.set_aside))
    return zones
