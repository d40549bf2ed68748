"""The chance history of a game as a save carries it (minimal version; the odds side owns
and extends this module).

A mark is seat 0's chance after `battle` battles (battle 0: the deal), and whether a war
was on the table then. Saves hold at most MAX_MARKS marks: a longer history is thinned,
never refused, so a save of a million battles stays small.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

MAX_MARKS = 2_000


class ChanceMark(NamedTuple):
    """Seat 0's chance after `battle` battles (0 = the deal)."""

    battle: int
    chance: float
    war: bool


class SavedChances(NamedTuple):
    """The chances worked out for one game, in ascending battles."""

    marks: tuple[ChanceMark, ...] = ()


def _thinned(marks: tuple[ChanceMark, ...]) -> tuple[ChanceMark, ...]:
    """At most MAX_MARKS marks: the first and the last kept, the rest evenly picked."""
    if len(marks) <= MAX_MARKS:
        return marks
    step = (len(marks) - 1) / (MAX_MARKS - 1)
    return tuple(marks[round(i * step)] for i in range(MAX_MARKS))


def encode_chances(chances: SavedChances) -> list[list[Any]]:
    """JSON-safe: [[battle, chance, war], ...], chance rounded to 4 places."""
    return [[int(m.battle), round(float(m.chance), 4), bool(m.war)]
            for m in _thinned(chances.marks)]


def decode_chances(value: object, battles: int) -> SavedChances:
    """Marks read from a save of a game at `battles` battles; ValueError if wrong."""
    if not isinstance(value, list):
        raise ValueError("chances: not a list")
    if len(value) > MAX_MARKS:
        raise ValueError(f"chances: more than {MAX_MARKS} marks")
    marks: list[ChanceMark] = []
    last = -1
    for item in value:
        if not isinstance(item, list) or len(item) != 3:
            raise ValueError("chances: a mark is not [battle, chance, war]")
        battle, chance, war = item
        if not isinstance(battle, int) or isinstance(battle, bool):
            raise ValueError("chances: a battle is not a whole number")
        if battle <= last or battle > battles:
            raise ValueError("chances: battles out of order or past the game")
        if (not isinstance(chance, (int, float)) or isinstance(chance, bool)
                or not math.isfinite(chance) or not 0.0 <= chance <= 1.0):
            raise ValueError("chances: a chance is not from 0 to 1")
        if not isinstance(war, bool):
            raise ValueError("chances: war is not true or false")
        marks.append(ChanceMark(battle, float(chance), war))
        last = battle
    return SavedChances(tuple(marks))
