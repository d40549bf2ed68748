"""Each seat's colour: the same on its name plate, in both charts and in the odds meter,
so a colour means a seat wherever it is seen (it sits in the table's room, the lowest
that all of them use)."""

from __future__ import annotations

from PySide6.QtGui import QColor

SEAT_COLOURS = (QColor("#2f7fd8"), QColor("#e07800"), QColor("#2f9e44"), QColor("#b23fd0"))


def seat_colour(seat: int) -> QColor:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
