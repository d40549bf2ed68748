"""Leaving a game can be undone (issue 22 point 4): the game replaced is put away, not lost.

New Game, Restart, Play This Deal Again, a load, a replay from the history: each replaces
the game in play without a question (a War game has no decisions to lose). The game it
replaced is put away: written at once, atomically, to `left.krig` in the config folder,
said in the status bar ("Game 1234 at battle 57 was put away"), and Edit → Undo brings it
back exactly, with its key (so its story, its file and its one history row). Bringing it
back puts away the game it replaces in turn, so a second Undo swaps back.

The document is built on the GUI thread; encoding it, the checks of loading and the
atomic write run on the window's writer thread (storage/writer.py), as the Keeper's do:
the checks of loading replay the game, and a long game's write takes more than a frame
(benchmarks/keep_game.py). Writes and removals of the file run there one after another,
in the order they were asked for; Undo, the quit and anything that reads the file first
wait for them (`settle`), so Undo always finds the game put away last. The offer stands
at once; the status bar says it once the file is written (or that it could not be kept:
then the offer is withdrawn).

Only the game left last is kept. The history records a game put away as left unfinished
only once it can no longer come back: when the next one is put away in its place, or at
the quit (the recorder's `_shelved`). A crash while it is offered loses nothing: the
next start offers it again from `left.krig`, and the history, one row per key, never
counts it twice. A finished game is not put away (it is recorded already), nor one dealt
by hand (`Game.from_hands`: tests and tools; no game number, so no save can hold it,
`has_game_number`): the offer goes with the game left before it, and nothing is said.
Nor is a deal left as it was dealt (`Game.untouched`), and then the game put away
before it stays offered (the recorder keeps it within reach the same way).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction

from krig_desktop.controller import Controller
from krig_desktop.engine import Game
from krig_desktop.storage import paths
from krig_desktop.storage.envelope import LoadedSave, build_document, has_game_number
from krig_desktop.storage.file_check import Kind, look_at
from krig_desktop.storage.saves import read_save, write_later
from krig_desktop.storage.writer import SerialWriter
from krig_desktop.ui.desktop.retranslate import translate_ui

log = logging.getLogger(__name__)


def _remove(path: Path) -> bool:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
    return True


class PutAway(QObject):
    """Follows the controller's games; keeps the one left last for Undo (see the
    module), written on the window's `writer`."""

    putAway = Signal(object, str)  # Game, game key: a game was put away (the recorder's)
    broughtBack = Signal()
    _wrote = Signal(int, object)  # (the write's number, its exception or None): queued

    def __init__(self, controller: Controller, undo: QAction, tell: Callable[[str], None],
                 bring_back: Callable[[LoadedSave], bool], writer: SerialWriter,
                 parent: QObject) -> None:
        super().__init__(parent)
        self._controller = controller
        self._undo = undo
        self._tell = tell  # callable(str): a passing message in the status bar
        self._bring_back = bring_back  # callable(LoadedSave) -> bool
        self._game: Game = controller.real_game
        self._key = controller.game_key
        self._people = controller.human_names  # who played the game that may be left
        self.offered: tuple[str, int, int] | None = None  # key, game number, battle
        self._told = ""
        self._writer = writer
        self._number = 0  # of the last write asked for (or removal: an older write is old)
        self._leaving: tuple[Game, str] | None = None  # the game of write `_number`
        self._wrote.connect(self._on_written)
        self.keeps = True  # False: another window owns the config folder; nothing is put away
        controller.gameStarted.connect(self._on_game_started)
        undo.triggered.connect(self.undo)
        translate_ui(self, self.retranslate)

    @staticmethod
    def path() -> Path:
        return paths.left_path()

    def retranslate(self) -> None:
        offered = self.offered
        if offered is None:
            self._undo.setText(self.tr("&Undo"))
            self._undo.setStatusTip("")
        else:
            self._undo.setText(self.tr("&Undo: Bring Back Game %1")
                               .replace("%1", str(offered[1])))
            self._undo.setStatusTip(self.tr("Bring back game %1 as it was at battle %2")
                                    .replace("%1", str(offered[1]))
                                    .replace("%2", str(offered[2])))
        self._undo.setEnabled(offered is not None)

    def found_at_start(self) -> LoadedSave | None:
        """A game put away before the program ended without a quit (a crash, a kill):
        offered again. None if there is none (or it cannot be read: then it is dropped,
        as a damaged keep is worth nothing)."""
        path = self.path()
        if not self.keeps or look_at(path).kind is not Kind.FILE:
            return None
        try:
            loaded = read_save(path)
        except Exception as error:  # a LoadError as much as a bug: nothing to offer
            log.warning("the game put away could not be read: %s", error)
            return None
        if loaded.game.over or loaded.game_key == self._controller.game_key:
            return None
        self._offer(loaded.game_key, loaded.game)
        return loaded

    def _on_game_started(self) -> None:
        c = self._controller
        game, key = c.real_game, c.game_key
        left, left_key, left_people = self._game, self._key, self._people
        self._game, self._key, self._people = game, key, c.human_names
        if key == left_key or not self.keeps:  # the same game going on (loaded again,
            return  # a replay, resumed); or nothing is kept
        # A deal left as it was dealt (`Game.untouched`) has nothing to bring back, so it
        # is not put away, and the game put away before it stays offered (put away, it
        # took the place of the one the player would want back: Play This Deal Again at
        # battle 50, then New Game, and Undo gave the deal at battle 0).
        if left.untouched:
            if self.offered is not None and self.offered[0] == key:  # (unless it is back)
                self._drop()
            return
        if left.over or not has_game_number(left):
            self._drop()
            return
        keeper = c.chance_keeper
        try:
            chances = keeper(left) if keeper is not None else None
            document = build_document(left, game_key=left_key, chances=chances,
                                      people=left_people, calls=c.saved_calls(left_key))
            write = write_later(self.path(), document)
        except Exception as error:  # a bug: the game goes on
            self._failed(left, error)
            return
        self._number += 1
        self._leaving = (left, left_key)
        self._offer(left_key, left)  # at once: Undo waits for the write (`settle`)
        self._writer.run(partial(self._write, self._number, write))

    def _write(self, number: int, write: Callable[[], None]) -> bool:
        """On the writer thread: the write, told back to the GUI thread (queued)."""
        error: Exception | None = None
        try:
            write()
        except Exception as exc:  # a full disk as much as a bug: the game goes on
            error = exc
        with contextlib.suppress(RuntimeError):  # (the window is gone)
            self._wrote.emit(number, error)
        return error is None

    def _on_written(self, number: int, error: object) -> None:
        leaving = self._leaving
        if number != self._number or leaving is None:  # another came after it
            return
        self._leaving = None
        left, left_key = leaving
        if isinstance(error, Exception):
            self._failed(left, error)
            return
        self.putAway.emit(left, left_key)
        self._say(self.tr("Game %1 at battle %2 was put away — Edit → Undo brings it back")
                   .replace("%1", str(left.seed)).replace("%2", str(left.battles)))

    def _failed(self, left: Game, error: Exception) -> None:
        log.warning("the game left could not be put away: %s", error)
        self._drop()
        self._say(self.tr("Game %1 at battle %2 was left; it could not be kept for "
                           "Undo").replace("%1", str(left.seed))
                   .replace("%2", str(left.battles)))

    def settle(self) -> None:
        """Wait until every write and removal asked for is done (at most the writer's
        WAIT_SECONDS: a disk hung for good holds the window no longer), and take in what
        the last write says (the file is then as the offer says)."""
        self._writer.settle()
        QCoreApplication.sendPostedEvents(self)  # the write's news, if it is waiting

    def _say(self, text: str) -> None:
        """Told once the leave is over: after what the load or the dialog says of
        itself ("Opened the saved game…"), which would hide the Undo offer."""
        self._told = text
        QTimer.singleShot(0, self, self._tell_now)

    def _tell_now(self) -> None:
        if self._told:
            self._tell(self._told)
            self._told = ""

    def _offer(self, key: str, game: Game) -> None:
        self.offered = (key, game.seed, game.battles)
        self.retranslate()

    def _drop(self) -> None:
        self.offered = None
        self._number += 1  # a write still under way is old news now
        self._leaving = None
        if self.keeps:  # (else the file is another window's)
            self._writer.run(partial(_remove, self.path()))  # after the writes asked before
        self.retranslate()

    def undo(self) -> bool:
        """Edit → Undo: the game put away comes back; the one in play is put away."""
        self.settle()  # the game put away last is on disk
        if self.offered is None:
            return False
        try:
            loaded = read_save(self.path())
        except Exception as error:
            log.warning("the game put away could not be read: %s", error)
            self._drop()
            return False
        if not self._bring_back(loaded):
            return False
        self.broughtBack.emit()
        return True

    def forget(self) -> None:
        """The quit, once the history recorded the game put away: it cannot come back
        (the file's removal done before the window goes)."""
        self._drop()
        self.settle()
