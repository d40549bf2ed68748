"""The controller's replays: the game in play watched again from battle 1, or another deal
(a recorded game) watched as it went, the game in play set aside meanwhile.

`ReplayWatch` (replay_watch.py) keeps what is set aside and decides when a replay ends;
this part of the controller starts and stops them, and keeps the people straight: the
game in play's come back with it, whichever way the replay ends (its end, Esc, another
game replacing it).

A part the `Controller` (game_controller.py) owns: it reads the controller's public
state through `Watched` (no import back to the controller), and is handed the rest
explicitly: the controller's `Turns` (whose `people` it swaps) and `start(game, key)`,
which puts a game on the table as the one in play (here always with the real game's key).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import SignalInstance

from krig_desktop.controller.replay_watch import ReplayWatch
from krig_desktop.controller.turns import Turns
from krig_desktop.engine import Game

if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    class Watched(Protocol):
        """What the replays use of the controller (they never import the controller)."""

        @property
        def game(self) -> Game: ...

        @property
        def game_key(self) -> str: ...

        @property
        def finishing(self) -> bool: ...

        @property
        def replayChanged(self) -> SignalInstance: ...

        @property
        def autoplay(self) -> bool: ...

        def set_autoplay(self, on: bool) -> None: ...


class Watching:
    """Watch Replay, a recorded deal watched, and their ends."""

    def __init__(self, controller: Watched, turns: Turns,
                 start: Callable[[Game, str], None]) -> None:
        self._controller = controller
        self._turns = turns
        self._start = start
        self._people_aside: tuple[str, ...] | None = None  # while another deal replays
        self._replay = ReplayWatch(self._show_as_real, self._play_on,
                                   controller.replayChanged.emit)

    @property
    def replaying(self) -> bool:
        """A replay runs; the real game waits aside (the controller's `game` is the
        replay's)."""
        return self._replay.active

    @property
    def real_game(self) -> Game:
        """The player's game: the one set aside while a replay runs, else the one shown."""
        return self._replay.real(self._controller.game)

    @property
    def human_names(self) -> tuple[str, ...]:
        """The people of the real game (as `real_game`): a load brings the file's; while
        another deal replays, those set aside (its own are on the table)."""
        aside = self._people_aside
        return self._turns.people if aside is None else aside

    def reached(self, game: Game) -> bool:
        """A replay runs and `game` (the one shown) has got to where it ends."""
        return self._replay.reached(game)

    def watch_replay(self) -> None:
        """Play the game again from battle 1 at the chosen speed, up to where it is;
        called again while it runs, stop it."""
        c = self._controller
        if self.replaying:
            self.stop_replay()
        elif not c.finishing and c.game.battles > 0:
            self._replay.begin(c.game)

    def watch_game(self, game: Game, people: tuple[str, ...] | None = None) -> None:
        """Watch another deal (a recorded game, played out as it went) from battle 1 to
        where it ended, the game in play set aside and given back at the end or on Esc;
        `people`: who played it (None: the table keeps those of the game in play)."""
        if self.replaying:
            self.stop_replay()
        c = self._controller
        if not c.finishing and game.battles > 0:
            real = self._turns.people
            self._turns.people = (people or real)[:game.players]
            self._replay.begin_other(c.game, game.origin_game(), game.battles)
            self._people_aside = real  # given back with the game in play

    def drop(self) -> None:
        """Another game replaces the one in play: a replay running ends as it is."""
        self._replay.drop()
        if self._people_aside is not None:  # the people of the game in play come back
            self._turns.people, self._people_aside = self._people_aside, None

    def _play_on(self, on: bool) -> None:
        """Autoplay on or off for a replay. On while it ran in the game in play, it is
        started anew: set on again, it stayed stopped at the replay's battle 1."""
        c = self._controller
        if on and c.autoplay:
            c.set_autoplay(False)
        c.set_autoplay(on)

    def stop_replay(self) -> None:
        """The real game back on the table, as it was."""
        self._replay.stop()

    def _show_as_real(self, game: Game) -> None:
        """For the replay: show `game` as the one in play (the real game's key kept;
        at the end of another deal's replay, its people too)."""
        if not self.replaying and self._people_aside is not None:
            self._turns.people, self._people_aside = self._people_aside, None
        self._start(game, self._controller.game_key)
