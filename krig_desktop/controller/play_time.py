"""The game in play's own time: when it was dealt, and how long it has been played.

A game carries its time (model/game_time.py) through saves, the resume file and the
game put away for Undo, so the history's start and time played are the game's, not
the session's: a game resumed three times was still dealt once, and its minutes add
up. `GameClock` counts one game's seconds on the monotonic clock, from those it had
when it was shown; `PlayTime` gives each game shown its clock as the controller shows
it (`show`): the file's time for a game read from one (a load, a resume, Undo), a new
deal's for a new deal, the same clock for the same game going on (a replay's end).

The clock stops while nothing is played: during a replay (the real game waits aside),
once the game is over, and while the window is minimised (the recorder, which hears
the window, says so). A game replaced keeps its clock stopped where it was left, so
whoever put it away reads the time it was left with.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime, dealt_now

if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    from PySide6.QtCore import SignalInstance

    class Timed(Protocol):
        """What the time follows of the controller (it never imports the controller)."""

        @property
        def real_game(self) -> Game: ...

        @property
        def replayChanged(self) -> SignalInstance: ...

        @property
        def gameOver(self) -> SignalInstance: ...


class GameClock:
    """One game's time as it goes: `seconds()` played (paused while nothing is played)
    since it was dealt at `dealt_at` (POSIX seconds, UTC)."""

    __slots__ = ("_since", "_total", "dealt_at")

    def __init__(self, start: GameTime, running: bool = True) -> None:
        self.dealt_at = int(start.dealt_at)
        self._total = float(start.seconds)
        self._since: float | None = time.monotonic() if running else None

    def pause(self) -> None:
        if self._since is not None:
            self._total += time.monotonic() - self._since
            self._since = None

    def resume(self) -> None:
        if self._since is None:
            self._since = time.monotonic()

    def seconds(self) -> int:
        running = 0.0 if self._since is None else time.monotonic() - self._since
        return int(self._total + running)

    def now(self) -> GameTime:
        """The game's time at this moment, as a save carries it."""
        return GameTime(self.dealt_at, self.seconds())


class PlayTime:
    """The clock of the controller's real game (see the module)."""

    def __init__(self, controller: Timed) -> None:
        self._controller = controller
        self.clock = GameClock(dealt_now(), running=not controller.real_game.over)
        controller.replayChanged.connect(self._on_replay_changed)
        controller.gameOver.connect(self._on_game_over)

    def show(self, game: Game, same: bool, loaded: GameTime | None) -> None:
        """The controller shows `game` as the one in play: `same`, the game in play
        going on (its key); `loaded`, the time read with it from a file (None: none).
        The clock of the game it replaces stops where it is."""
        if same and loaded is None:
            return
        self.clock.pause()
        self.clock = GameClock(loaded or dealt_now(), running=not game.over)

    def _on_replay_changed(self, on: bool) -> None:
        if on:
            self.clock.pause()
        elif not self._controller.real_game.over:
            self.clock.resume()

    def _on_game_over(self, _model: object) -> None:
        if self._controller.real_game.over:  # (not a replay's end)
            self.clock.pause()
