"""Keeping the game in play as it goes: the resume file rewritten whenever the table rests.

Before, the game was kept only at a clean quit, so a kill -9, a crash or a power cut lost
it. Now it is kept (atomically, like any save, with its key and its chances) after a step
once the table is at rest, and at most once every KEEP_EVERY_MS while autoplay or Finish
Game run. Only the document is made on the GUI thread, between steps; encoding it, the
checks of loading and the atomic write with its fsyncs (benchmarks/keep_game.py) run on
the window's writer thread (storage/writer.py), so no frame waits for the disk. A keep
that would come too soon is put off until the interval has passed; if cards are moving
then, it waits for the step to end. Writes never overlap: one runs at a time, and of the
keeps made meanwhile only the latest is written. Nothing is written twice for one moment.

A game that ends is kept at once, finished, on this thread, in `gameOver` itself, before
the history's recorder writes its row: the next start then deals a new game instead of
resuming it, whenever the process ends. A kill between the two leaves a finished game in
the resume file and no row: the next start records it from there (`SaveFlow.
finished_at_start`, `GameRecorder.record_ended`), and the history, one row per game key,
never counts it twice. (The other order, recording first, let a kill in between resume
the game's last kept moment, to end again: `scripts/chaos_kill.py` found it.)

A game dealt by hand (`Game.from_hands`, no game number: tests and tools only) is not
kept: a save cannot hold it (`has_game_number`), it is no failure, and nothing is logged;
the resume file keeps the game before it, which the next start resumes.

It never raises and never asks: a write that fails is logged (once until one succeeds),
and the game plays on; File → Quit still tells the player if the last keep fails. `stop`
waits for the writer's work in progress, so that the one at quit comes last.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game
from krig_desktop.storage.envelope import (
    FORMAT_VERSION,
    LoadedSave,
    build_document,
    has_game_number,
)
from krig_desktop.storage.saves import write_later
from krig_desktop.storage.writer import Job, SerialWriter

log = logging.getLogger(__name__)

KEEP_EVERY_MS = 1000


def moment_of(game: Game, game_key: str) -> tuple[object, ...]:
    """What changes whenever the engine plays a step (or another game is shown)."""
    return (game_key, id(game), game.battles, game.war_steps, len(game.table),
            tuple(len(hand) for hand in game.hands), game.over)


class Keeper(QObject):
    """Writes the controller's real game to `path()` as it goes (see the module), on
    the window's `writer`."""

    kept = Signal(object)  # Path: the game was written there (from the writer thread)
    failed = Signal(object)  # the exception of a keep that failed

    def __init__(self, controller: Controller, path: Callable[[], Path],
                 writer: SerialWriter, parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self._controller = controller
        self._path = path
        self._writer = writer
        self.enabled = True
        self._last_at = -float("inf")  # time.monotonic() of the last write
        self._last_moment: tuple[object, ...] | None = None
        self._failing = False
        self._lock = threading.Lock()
        # The latest keep not yet written: its path and its write (write_later's).
        self._latest: tuple[Path, Callable[[], None]] | None = None
        self._writing: Job | None = None  # the writer's job that writes the latest keeps
        self._running = False  # that job is handed over and not finished (under _lock)
        self._generation = 0  # a job takes the latest keep only of its own (`fence`)
        self.failed.connect(self._log_failure)
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

    def on_disk(self, loaded: LoadedSave) -> None:
        """`loaded`, read from `path()`, goes on now (a resumed game): that moment is
        kept already, so the start writes nothing (no document, no write before the
        first frame). A file of an older format, or without a key, is brought up to
        date by the first keep, at once."""
        if loaded.game_key and loaded.format_version == FORMAT_VERSION:
            self._last_moment = moment_of(loaded.game, loaded.game_key)

    def stop(self) -> None:
        """Keep nothing more, and wait for the writer's work in progress (the window
        closes: its own last keep must come after it). A write hung on a dead disk
        holds the quit no longer than the writer's WAIT_SECONDS."""
        self.enabled = False
        self._later.stop()
        self._writer.settle()

    def keep_now(self) -> None:
        """Hand the game in play to the writer now, not after the interval: Undo's game
        brought back must be in the resume file before the file it came from is
        replaced (ui/window/put_away.py)."""
        if self.enabled:
            self.keep()

    def fence(self) -> None:
        """Keeps asked for from now on are written after what the writer is handed
        next (the game leaving, put away: ui/window/put_away.py), never before it: the
        job under way takes no later keep, the next keep hands over a job of its own.
        (A keep it had not begun is left: the moment put away is written instead.)"""
        with self._lock:
            self._generation += 1
            self._running = False
        self._last_moment = None  # (a moment left unwritten is kept again if asked)

    def _due(self) -> None:
        if not self.enabled or self._controller.table.busy:  # moving: the step's end keeps
            return
        self.keep()

    def _ended(self, *_: object) -> None:
        if self.enabled:
            self.keep(wait=True)

    def keep(self, wait: bool = False) -> bool:
        """Keep the real game now (unless this very moment is kept already): its
        document made here, written on the writer thread (`wait`: written before this
        returns). False if it failed (with `wait`) or could not even be made; never
        raises. A game with no game number is not kept (see the module): True."""
        self._later.stop()
        c = self._controller
        try:
            moment = moment_of(c.real_game, c.game_key)
            if not has_game_number(c.real_game):
                return True
            if moment == self._last_moment:  # handed over already: maybe still writing
                return not wait or self._written()
            document = build_document(c.real_game, game_key=c.game_key,
                                      chances=c.saved_chances(), people=c.human_names,
                                      calls=c.saved_calls(), game_time=c.play_time.clock.now())
            path = self._path()
            self._hand_over(path, write_later(path, document))
            if wait and not self._written():
                return False
        except Exception as error:  # a bug, MemoryError: play goes on
            self.failed.emit(error)
            return False
        self._last_at = time.monotonic()
        self._last_moment = moment
        return True

    def _written(self) -> bool:
        """Wait for the write in progress (Finish Game's last slice hands the finished
        game over a moment before gameOver asks for it written); True if on disk."""
        writing = self._writing
        return writing is None or (writing.wait() and writing.ok)

    @property
    def writing(self) -> bool:
        """A write is under way or waiting on the writer thread."""
        writing = self._writing
        return writing is not None and not writing.done()

    def _hand_over(self, path: Path, write: Callable[[], None]) -> None:
        with self._lock:
            self._latest = (path, write)
            if self._running:  # the writer takes it after the write in progress
                return
            self._running = True
            generation = self._generation
        self._writing = self._writer.run(partial(self._write_latest, generation))

    def _write_latest(self, generation: int) -> bool:
        """On the writer thread: write the latest keep until none is waiting (or a
        `fence` came). True if the last one written is on disk."""
        written = True
        while True:
            with self._lock:
                if generation != self._generation:
                    return written
                latest, self._latest = self._latest, None
                if latest is None:
                    self._running = False
                    return written
            path, write = latest
            try:
                write()
            except Exception as error:  # a full disk as much as a bug
                written = False
                self.failed.emit(error)
                continue
            written = True
            self._failing = False
            self.kept.emit(path)

    def _log_failure(self, error: Exception) -> None:
        if not self._failing:
            log.warning("could not keep the game for the next start", exc_info=error)
        self._failing = True
