"""The chance history of a game as a save and the resume file carry it, so that the
story (the chance chart, the luck line, your chance at the deal in the history) lasts as
long as the game: through a quit and a resume, a load, a replay.

A mark is seat 0's chance after `battle` battles (battle 0: the deal), whether that
battle had a war, and the standard error of the estimate (0 when exact; None for a
moment left before its estimate was worked out: the chart draws it, the luck line never
names a swing from it). In a save a mark is `[battle, chance, war]` (exact) or
`[battle, chance, war, stderr]`, the chance and the error rounded to 4 places (0.01
point: far below any estimate's own error).

A save holds at most MAX_MARKS marks, so a game of a million battles still saves in a
few kilobytes plus MAX_MARKS marks (`benchmarks/story_size.py` measures the bytes per
mark): a longer history is thinned (`thin`), never refused. Thinning keeps what the
story needs: the deal, the most recent marks, the marks the caller names (the ends of
the biggest swing), and in each stretch of battles its highest and its lowest chance,
so the chart keeps its shape. Reading validates everything (`decode_chances`): a file
is data from outside.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Any, Final

from krig_desktop.engine.frozen import Frozen

MAX_MARKS: Final = 500  # about one per pixel column of the chance chart, and then some
RECENT: Final = 100  # the latest marks, kept whole: the chart's right end and the meter's past
PLACES: Final = 4


class ChanceMark(Frozen):
    """Seat 0's chance after `battle` battles (0 = the deal); `war`: that battle had a
    war; `stderr`: the estimate's standard error (0: exact; None: not worked out)."""

    battle: int
    chance: float
    war: bool
    stderr: float | None = 0.0


class SavedChances(Frozen):
    """The chances worked out for one game, in ascending battles."""

    marks: tuple[ChanceMark, ...] = ()


def thin(marks: Sequence[ChanceMark], cap: int = MAX_MARKS,
         keep: Collection[int] = ()) -> tuple[ChanceMark, ...]:
    """At most `cap` of `marks` (ascending battles), in order: all of them if they fit;
    else the deal, the last RECENT (a quarter of `cap` at most), those whose battle is
    in `keep` (as many as fit), and of the rest the highest and the lowest chance of
    each equal stretch of battles."""
    if len(marks) <= cap:
        return tuple(marks)
    head = list(marks[:1]) if marks[0].battle == 0 else []
    recent = min(RECENT, cap // 4)
    tail = list(marks[len(marks) - recent:])
    middle = marks[len(head):len(marks) - recent]
    room = max(0, cap - len(head) - len(tail))
    wanted = set(keep)
    chosen = [mark for mark in middle if mark.battle in wanted][:room]
    buckets = (room - len(chosen)) // 2
    if buckets and middle:
        first = middle[0].battle
        span = middle[-1].battle - first + 1
        extremes: dict[int, tuple[ChanceMark, ChanceMark]] = {}
        for mark in middle:
            bucket = (mark.battle - first) * buckets // span
            low_high = extremes.get(bucket)
            if low_high is None:
                extremes[bucket] = (mark, mark)
            else:
                low, high = low_high
                extremes[bucket] = (mark if mark.chance < low.chance else low,
                                    mark if mark.chance > high.chance else high)
        for low, high in extremes.values():
            chosen.extend((low, high))
    by_battle = {mark.battle: mark for mark in (*head, *chosen, *tail)}
    return tuple(by_battle[battle] for battle in sorted(by_battle))


def encode_chances(chances: SavedChances) -> list[list[Any]]:
    """JSON-safe: [[battle, chance, war(, stderr)], ...], thinned to MAX_MARKS."""
    encoded: list[list[Any]] = []
    for mark in thin(chances.marks):
        item: list[Any] = [int(mark.battle), round(float(mark.chance), PLACES), bool(mark.war)]
        if mark.stderr is None or mark.stderr > 0:
            item.append(None if mark.stderr is None else round(float(mark.stderr), PLACES))
        encoded.append(item)
    return encoded


def decode_chances(value: object, battles: int) -> SavedChances:
    """The marks of a save of a game at `battles` battles; ValueError, saying what is
    wrong and where, for anything else than what `encode_chances` writes."""
    if not isinstance(value, list):
        raise ValueError(f"the chances are not a list of marks but {_kind(value)}")
    if len(value) > MAX_MARKS:
        raise ValueError(f"the chances hold {len(value)} marks, more than {MAX_MARKS}")
    marks: list[ChanceMark] = []
    for index, item in enumerate(value, 1):
        where = f"chance mark {index}"
        if not isinstance(item, list) or len(item) not in (3, 4):
            raise ValueError(f"{where} is not [battle, chance, war] or [battle, chance, "
                             f"war, error] but {_kind(item)}")
        battle, chance, war = item[:3]
        if type(battle) is not int or not 0 <= battle <= battles:
            raise ValueError(f"{where}: the battle must be a whole number from 0 to "
                             f"{battles} (the game's battles), not {_short(battle)}")
        if marks and battle <= marks[-1].battle:
            raise ValueError(f"{where}: battle {battle} comes after battle "
                             f"{marks[-1].battle}; the marks must go up")
        if not _fraction(chance, 1.0):
            raise ValueError(f"{where}: the chance must be a number from 0 to 1, not "
                             f"{_short(chance)}")
        if type(war) is not bool:
            raise ValueError(f"{where}: war must be true or false, not {_short(war)}")
        stderr: float | None = 0.0
        if len(item) == 4:
            stderr = item[3]
            if stderr is not None and not _fraction(stderr, 0.5):
                raise ValueError(f"{where}: the standard error must be a number from 0 "
                                 f"to 0.5 or null, not {_short(stderr)}")
        marks.append(ChanceMark(battle, float(chance), war,
                                None if stderr is None else float(stderr)))
    return SavedChances(tuple(marks))


def _fraction(value: object, top: float) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and 0.0 <= value <= top)


def _kind(value: object) -> str:
    return {list: "a list of the wrong length", dict: "an object", str: "text",
            bool: "true or false", type(None): "null"}.get(type(value), "a number")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
