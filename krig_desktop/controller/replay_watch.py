"""Watch Replay's bookkeeping: the real game set aside while a replay plays, and the
moves that begin and end one.

It knows the controller only through three callables, so the pacing stays in
game_controller.py: `show(game)` puts a game on the table as the one in play,
`autoplay(on)` starts or stops autoplay, and `changed(on)` says that a replay began
or the real game is back.

A replay of the game in play plays it again up to where it is (`begin`). A replay of
another deal (a game from the history, `begin_other`) plays that deal to where it
ended, with the game in play set aside just the same: its end, or Esc, gives the game
in play back as it was, its story with it, so watching a past game costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from krig_desktop.controller.replay import SetAside
from krig_desktop.engine import Game


class ReplayWatch:
    """The replay running, if any: `aside` holds the real game meanwhile."""

    def __init__(self, show: Callable[[Game], None], autoplay: Callable[[bool], None],
                 changed: Callable[[bool], None]) -> None:
        self._show, self._autoplay, self._changed = show, autoplay, changed
        self.aside: SetAside | None = None
        self._until: int | None = None  # another deal's replay ends at this battle

    @property
    def active(self) -> bool:
        return self.aside is not None

    def real(self, shown: Game) -> Game:
        """The player's game: the one set aside, else the one `shown`."""
        return shown if self.aside is None else self.aside.game

    def reached(self, replay: Game) -> bool:
        """A replay runs and has caught up with the real game (or ended); a replay of
        another deal: it reached the battle it is watched to (or ended)."""
        if self.aside is None:
            return False
        if self._until is not None:
            return replay.over or replay.battles >= self._until
        return self.aside.reached(replay)

    def begin(self, game: Game) -> None:
        """Set `game` aside and play it again from battle 1 by autoplay."""
        self._watch(game, game.origin_game(), None)

    def begin_other(self, game: Game, deal: Game, until: int) -> None:
        """Set `game` (the one in play) aside and play another deal, `deal` (at its
        start), by autoplay to battle `until` or its end; then `game` comes back."""
        self._watch(game, deal, until)

    def _watch(self, game: Game, replay: Game, until: int | None) -> None:
        aside = SetAside(game)
        self._show(replay)
        self.aside, self._until = aside, until
        self._changed(True)
        self._autoplay(True)

    def drop(self) -> None:
        """Another game replaces the real one: the replay ends with nothing restored."""
        if self.aside is not None:
            self.aside, self._until = None, None
            self._autoplay(False)
            self._changed(False)

    def stop(self) -> None:
        """The real game back on the table, as it was."""
        aside, self.aside, self._until = self.aside, None, None
        if aside is None:
            return
        self._autoplay(False)
        self._show(aside.game)
        self._changed(False)
