"""The luck of a finished game, read from your chance over its battles: how likely the
result was at the deal, and the battle where your chance moved most. No Qt in here;
the words are `ui/odds/odds_texts.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from math import hypot

from krig_desktop.engine import Outcome
from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.odds_model import ChancePoint

MIN_SWING = 0.005  # a smaller move rounds to no change in whole percents: not a swing
# A swing is named only when it is this many standard errors of the difference of its
# two estimates: a move of 20 % to 16 % between two estimates of ±1.4 each is noise
# (2 standard errors); a real turn of the game, a war won, moves it by far more.
NOISE_SIGMAS = 3.0


class Swing(Frozen):
    """Your chance went from `before` to `after` in battle `battle`."""

    battle: int
    before: float
    after: float

    @property
    def size(self) -> float:
        return abs(self.after - self.before)


class Luck(Frozen):
    """`start`: your chance to win at the deal (None: the deal's odds were not seen, e.g.
    a game loaded from a file without them); `result`: "won", "lost" or "draw";
    `swing`: the biggest move of your chance in a single battle that is worth naming
    (`worth_naming`), else None. The game-over panel words it and the chance chart
    marks it."""

    start: float | None
    result: str
    swing: Swing | None


def worth_naming(before: ChancePoint, after: ChancePoint) -> bool:
    """The move from `before` to the battle right after it, `after`, is a swing: both
    ends were worked out and it is larger than the estimates' own uncertainty
    (NOISE_SIGMAS standard errors of the difference) and than MIN_SWING."""
    if after.battle != before.battle + 1 or before.stderr is None or after.stderr is None:
        return False
    size = abs(after.chance - before.chance)
    return size >= MIN_SWING and size > NOISE_SIGMAS * hypot(before.stderr, after.stderr)


def biggest_swing(history: Sequence[ChancePoint]) -> Swing | None:
    """The battle in which your chance moved most (the earliest of equals) among the
    swings worth naming, looking only at battles seen one after the other: a jump over
    battles skipped by Finish Game is not one battle's swing. None if there is none."""
    best: Swing | None = None
    for a, b in pairwise(history):
        if worth_naming(a, b):
            swing = Swing(b.battle, a.chance, b.chance)
            if best is None or swing.size > best.size:
                best = swing
    return best


def luck_of(history: Sequence[ChancePoint], outcome: Outcome | None,
            winner: int | None) -> Luck:
    """The luck of a game that ended with `outcome` and `winner`, you being seat 0."""
    start = history[0].chance if history and history[0].battle == 0 else None
    result = "draw" if outcome is not Outcome.WIN else "won" if winner == 0 else "lost"
    return Luck(start, result, biggest_swing(history))
