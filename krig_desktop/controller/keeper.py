"""Keeping the game in play as it goes: the resume file rewritten whenever the table rests.

Before, the game was kept only at a clean quit, so a kill -9, a crash or a power cut lost
it. Now it is written (atomically, like any save, with its key and its chances) after a
step once the table is at rest, and at most once every KEEP_EVERY_MS while autoplay or
Finish Game run: a write costs a few milliseconds (benchmarks/keep_game.py), made between
steps, never while cards move, so no frame is dropped. A write that would come too soon is
put off until the interval has passed; if cards are moving then, it waits for the step to
end. A game that ends is kept at once, finished (the next start then deals a new game
instead of resuming it), one event-loop turn after `gameOver`, so that the history, which
records the game in that signal, has it first. Nothing is written twice for one moment.

It never raises and never asks: a write that fails is logged (once until one succeeds),
and the game plays on; File → Quit still tells the player if the last keep fails.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game

log = logging.getLogger(__name__)

KEEP_EVERY_MS = 1000


def moment_of(game: Game, game_key: str) -> tuple[object, ...]:
    """What changes whenever the engine plays a step (or another game is shown)."""
    return (game_key, id(game), game.battles, game.war_steps, len(game.table),
            tuple(len(hand) for hand in game.hands), game.over)


class Keeper(QObject):
    """Writes the controller's real game to `path()` as it goes (see the module)."""

    kept = Signal(object)  # Path: the game was written there
    failed = Signal(object)  # the exception of a keep that failed

    def __init__(self, controller: Controller, path: Callable[[], Path],
                 parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self._controller = controller
        self._path = path
        self.enabled = True
        self._last_at = -float("inf")  # time.monotonic() of the last write
        self._last_moment: tuple[object, ...] | None = None
        self._failing = False
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self._due)
        controller.stepFinished.connect(self.moved)
        controller.gameStarted.connect(self.moved)
        controller.finishProgress.connect(self.moved)  # between two Finish Game slices
        controller.gameOver.connect(self._ended)

    @property
    def pending(self) -> bool:
        """A write is put off (too soon after the last one, or cards moving)."""
        return self._later.isActive()

    def moved(self, *_: object) -> None:
        """The game may have changed: keep it now, or as soon as the interval allows."""
        if not self.enabled or self._controller.table.busy:
            return
        wait = KEEP_EVERY_MS - (time.monotonic() - self._last_at) * 1000.0
        if wait <= 0:
            self.keep()
        elif not self._later.isActive():
            self._later.start(int(wait) + 1)

    def stop(self) -> None:
        """Keep nothing more (the window closes: its last keep is its own)."""
        self.enabled = False
        self._later.stop()

    def _due(self) -> None:
        if not self.enabled or self._controller.table.busy:  # moving: the step's end keeps
            return
        self.keep()

    def _ended(self, *_: object) -> None:
        # After the slots connected before this one ran this very signal (the recorder).
        QTimer.singleShot(0, self, self._keep_if_enabled)

    def _keep_if_enabled(self) -> None:
        if self.enabled:
            self.keep()

    def keep(self) -> bool:
        """Write the real game now (unless this very moment is written already).
        True if the file holds it; never raises."""
        self._later.stop()
        c = self._controller
        try:
            moment = moment_of(c.real_game, c.game_key)
            if moment == self._last_moment:
                return True
            path = self._path()
            c.save_to(path)
        except Exception as error:  # a full disk as much as a bug: play goes on
            if not self._failing:
                log.warning("could not keep the game for the next start", exc_info=error)
            self._failing = True
            self.failed.emit(error)
            return False
        self._failing = False
        self._last_at = time.monotonic()
        self._last_moment = moment
        self.kept.emit(path)
        return True
