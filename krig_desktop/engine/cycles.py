"""What a game comes to, for simulations: its result, played out on a copy.

Repetition detection takes constant memory in every game now (`watch.py`, Brent's
method), so a play-out is simply `play_to_end` on a copy; a fixed-gathering game played
to its end in one call costs about what its battles cost, however long it runs.
"""

from __future__ import annotations

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.game import Game


class Result(Frozen):
    """How a game ended and what it took; `winners` as `Game.winners` (the sharing
    seats of a shared win)."""

    battles: int
    war_steps: int
    battles_with_war: int
    outcome: Outcome
    winner: int | None
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, game: Game) -> Result:
        assert game.outcome is not None
        return cls(game.battles, game.war_steps, game.battles_with_war, game.outcome,
                   game.winner, game.winners)


def play_out_light(game: Game) -> Result:
    """The result `game.play_to_end()` gives, in constant memory; `game` is unchanged."""
    copy = game.copy()
    copy.play_to_end()
    return Result.of(copy)
