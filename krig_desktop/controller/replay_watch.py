"""Watch Replay's bookkeeping: the real game set aside while a replay plays, and the
moves that begin and end one.

It knows the controller only through three callables, so the pacing stays in
game_controller.py: `show(game)` puts a game on the table as the one in play,
`autoplay(on)` starts or stops autoplay, and `changed(on)` says that a replay began
or the real game is back.
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

    @property
    def active(self) -> bool:
        return self.aside is not None

    def real(self, shown: Game) -> Game:
        """The player's game: the one set aside, else the one `shown`."""
        return shown if self.aside is None else self.aside.game

    def reached(self, replay: Game) -> bool:
        """A replay runs and has caught up with the real game (or ended)."""
        return self.aside is not None and self.aside.reached(replay)

    def begin(self, game: Game) -> None:
        """Set `game` aside and play it again from battle 1 by autoplay."""
        aside = SetAside(game)
        self._show(game.origin_game())
        self.aside = aside
        self._changed(True)
        self._autoplay(True)

    def drop(self) -> None:
        """Another game replaces the real one: the replay ends with nothing restored."""
        if self.aside is not None:
            self.aside = None
            self._autoplay(False)
            self._changed(False)

    def stop(self) -> None:
        """The real game back on the table, as it was."""
        aside, self.aside = self.aside, None
        if aside is None:
            return
        self._autoplay(False)
        self._show(aside.game)
        self._changed(False)
