"""The controller's replays: the game in play watched again from battle 1, or another deal
(a recorded game) watched as it went, the game in play set aside meanwhile.

`ReplayWatch` (replay_watch.py) keeps what is set aside and decides when a replay ends;
this part of the controller starts and stops them, and keeps the people straight: the
game in play's come back with it, whichever way the replay ends (its end, Esc, another
game replacing it).

A mixin of `Controller` (game_controller.py), which gives it the state it declares below
for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from krig_desktop.engine import Game

if TYPE_CHECKING:
    from krig_desktop.controller.replay_watch import ReplayWatch
    from krig_desktop.controller.turns import Turns


class Watching:
    """Watch Replay, a recorded deal watched, and their ends."""

    if TYPE_CHECKING:  # the Controller's, which this is a part of
        game: Game
        _game_key: str
        _turns: Turns
        _replay: ReplayWatch
        _people_aside: tuple[str, ...] | None

        @property
        def replaying(self) -> bool: ...

        @property
        def finishing(self) -> bool: ...

        def _start(self, game: Game, game_key: str) -> None: ...

    def watch_replay(self) -> None:
        """Play the game again from battle 1 at the chosen speed, up to where it is;
        called again while it runs, stop it."""
        if self.replaying:
            self.stop_replay()
        elif not self.finishing and self.game.battles > 0:
            self._replay.begin(self.game)

    def watch_game(self, game: Game, people: tuple[str, ...] | None = None) -> None:
        """Watch another deal (a recorded game, played out as it went) from battle 1 to
        where it ended, the game in play set aside and given back at the end or on Esc;
        `people`: who played it (None: the table keeps those of the game in play)."""
        if self.replaying:
            self.stop_replay()
        if not self.finishing and game.battles > 0:
            real = self._turns.people
            self._turns.people = (people or real)[:game.players]
            self._replay.begin_other(self.game, game.origin_game(), game.battles)
            self._people_aside = real  # given back with the game in play

    def _drop_replay(self) -> None:
        """Another game replaces the one in play: a replay running ends as it is."""
        self._replay.drop()
        if self._people_aside is not None:  # the people of the game in play come back
            self._turns.people, self._people_aside = self._people_aside, None

    def stop_replay(self) -> None:
        """The real game back on the table, as it was."""
        self._replay.stop()

    def _show_as_real(self, game: Game) -> None:
        """For the replay: show `game` as the one in play (the real game's key kept;
        at the end of another deal's replay, its people too)."""
        if not self.replaying and self._people_aside is not None:
            self._turns.people, self._people_aside = self._people_aside, None
        self._start(game, self._game_key)

