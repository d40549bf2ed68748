"""The fate of a game: how it WILL end, read from its own future, on a copy.

A game is decided from its first card: the deal, and with shuffled gathering the game's
own seeded generator, fix every battle to come. So the fate is simply the game played
out on a copy (`Game.copy` carries the generator's state and the repetition watch), and
the game in play is never touched.

`fate(game)` plays it out in one call: a few milliseconds for an ordinary deal. A rare
fixed-gathering deal runs for millions of battles before it repeats, so `FateSearch`
does the same work a slice at a time, with the battles looked at so far as progress,
and can simply be dropped to cancel.
"""

from __future__ import annotations

from krig_desktop.engine.cycles import Result, play_out_light
from krig_desktop.engine.game import Game

__all__ = ["FateSearch", "Result", "fate"]


def fate(game: Game) -> Result:
    """How `game` will end under its end option: `.outcome` ("win", "draw", "repetition"
    or "shared"), `.winner` (a seat or None), `.winners` and `.battles`, the game's
    battle count when it ends (counted from its first battle, as `game.battles` will
    read then, not from now)."""
    return play_out_light(game)


class FateSearch:
    """`fate(game)` in slices, for a caller that must stay responsive (a GUI timer).

    Each `advance(battles)` plays at most that many more battles of a private copy;
    under fixed gathering the copy's repetition watch does its paced share with them,
    so a slice costs a bounded amount of work (up to a few times the battles given).
    """

    __slots__ = ("_copy", "_fate", "_start")

    def __init__(self, game: Game) -> None:
        self._copy = game.copy()
        self._start = game.battles
        self._fate: Result | None = Result.of(self._copy) if self._copy.over else None

    @property
    def fate(self) -> Result | None:
        """The fate once found, else None."""
        return self._fate

    @property
    def progress(self) -> int:
        """Battles looked at so far (a battle in progress counts once finished)."""
        return self._copy.battles - self._start

    def advance(self, battles: int) -> Result | None:
        """Look at most `battles` more battles ahead (at least 1); the fate if found."""
        if type(battles) is not int or battles < 1:
            raise ValueError(f"battles must be a whole number from 1, not {battles!r}")
        if self._fate is None and self._copy.play_to_end(max_battles=battles) is not None:
            self._fate = Result.of(self._copy)
        return self._fate
