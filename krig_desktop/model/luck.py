"""The luck of a finished game, read from your chance over its battles: how likely the
result was at the deal, and the battle where your chance moved most. No Qt in here;
the words are `ui/odds/odds_texts.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from krig_desktop.engine import Outcome
from krig_desktop.model.odds_model import ChancePoint

MIN_SWING = 0.005  # a smaller move rounds to no change in whole percents: not a swing


@dataclass(frozen=True, slots=True)
class Swing:
    """Your chance went from `before` to `after` in battle `battle`."""

    battle: int
    before: float
    after: float

    @property
    def size(self) -> float:
        return abs(self.after - self.before)


@dataclass(frozen=True, slots=True)
class Luck:
    """`start`: your chance to win at the deal (None: the deal's odds were not seen, e.g.
    a loaded game); `result`: "won", "lost" or "draw"; `swing`: the biggest move of your
    chance in a single battle (None: no two battles in a row were seen, or none moved it
    by `MIN_SWING`). The game-over panel words it and the chance chart marks it."""

    start: float | None
    result: str
    swing: Swing | None


def biggest_swing(history: Sequence[ChancePoint]) -> Swing | None:
    """The battle in which your chance moved most (the earliest of equals), looking only
    at battles seen one after the other: a jump over battles skipped by Finish Game is
    not one battle's swing. None if no battle moved it by `MIN_SWING`."""
    best: Swing | None = None
    for a, b in pairwise(history):
        if b.battle == a.battle + 1:
            swing = Swing(b.battle, a.chance, b.chance)
            if swing.size >= MIN_SWING and (best is None or swing.size > best.size):
                best = swing
    return best


def luck_of(history: Sequence[ChancePoint], outcome: Outcome | None,
            winner: int | None) -> Luck:
    """The luck of a game that ended with `outcome` and `winner`, you being seat 0."""
    start = history[0].chance if history and history[0].battle == 0 else None
    result = "draw" if outcome is not Outcome.WIN else "won" if winner == 0 else "lost"
    return Luck(start, result, biggest_swing(history))
