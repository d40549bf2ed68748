"""Leaving a game can be undone: the game replaced is put away, not lost (issues 22, 40).

Every door that replaces the game in play goes through the controller's one path
(`Controller.open_door`: New Game, Restart, Today's Deal, Play This Deal Again, a load
(Load…, Load Recent, Revert to Saved, a FILE given at start), Undo itself), which says
`leaving` before anything changes. The game in play is then put away: written at once,
atomically, to `left.krig` in the config folder, said in the status bar ("Game 1234 at
battle 57 was put away"), and Edit → Undo brings it back exactly, with its key (so its
story, its file and its one history row). Bringing it back puts away the game it
replaces in turn, so a second Undo swaps back. A deal given on the command line (or a
FILE) at start puts away the kept game the same way (`put_away_kept`). A load of the
game in play at another moment (Revert to Saved) puts the later moment away too: Undo
brings it back; it is the same game, so the history never records it on its own.

The document is built on the GUI thread; encoding it, the checks of loading and the
atomic write run on the window's writer thread (storage/writer.py), as the Keeper's do.
Order of writes, so that a kill at any moment loses nothing: the game leaving is written
to `left.krig` before the resume file can get the next game (it is asked for in
`leaving`, before the keeper hears of the new game, and `Keeper.fence` keeps a keep
under way from taking the next game's moment before it). Undo swaps the two files'
games: the game in play goes to `left-swap.krig`, then the game brought back to the
resume file (`Keeper.keep_now`), then `left-swap.krig` is renamed over `left.krig`; a
start that finds the swap file finishes or drops it (`_finish_swap`). Undo, the quit and
anything that reads the file first wait for the writes (`settle`). The offer stands at
once; the status bar says it once the file is written (or that it could not be kept:
then the offer is withdrawn).

Only the game left last is kept. The history records a game put away as left unfinished
only once it can no longer come back: `offerEnded` says so the moment another game takes
its place in the file (before it is written) or the file goes; the recorder takes the
games put away before it was built from `take_shelf`. A finished game is not put away
(it is recorded already), nor one dealt by hand (`Game.from_hands`: no game number, so
no save can hold it, `has_game_number`): the offer goes with the game left before it.
Nor is a deal left as it was dealt (`Game.untouched`), nor a moment the door brings back
unchanged; then the game put away before stays offered.
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
from krig_desktop.controller.keeper import Keeper
from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime
from krig_desktop.storage import paths
from krig_desktop.storage.envelope import LoadedSave, build_document, has_game_number
from krig_desktop.storage.file_check import Kind, look_at
from krig_desktop.storage.saves import move_later, read_save, write_later
from krig_desktop.storage.writer import SerialWriter
from krig_desktop.ui.desktop.retranslate import translate_ui

log = logging.getLogger(__name__)

SWAP_NAME = "left-swap.krig"  # Undo's game in play, on its way to left.krig


def _remove(path: Path) -> bool:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
    return True


def _moment(game: Game) -> tuple[object, ...]:
    """What tells two moments of one game apart."""
    return (game.battles, game.war_steps, len(game.table),
            tuple(len(hand) for hand in game.hands), game.over)


def _read(path: Path) -> LoadedSave | None:
    """The save at `path`, or None (none there, or it cannot be read: logged)."""
    if look_at(path).kind is not Kind.FILE:
        return None
    try:
        return read_save(path)
    except Exception as error:  # a LoadError as much as a bug: nothing to offer
        log.warning("%s could not be read: %s", path.name, error)
        return None


class PutAway(QObject):
    """Follows the controller's doors; keeps the game left last for Undo (see the
    module), written on the window's `writer` in order with the `keeper`'s writes."""

    offerEnded = Signal(str)  # the key of the game put away that can no longer come back
    broughtBack = Signal()
    _wrote = Signal(int, object)  # (the write's number, its exception or None): queued

    def __init__(self, controller: Controller, undo: QAction, tell: Callable[[str], None],
                 bring_back: Callable[[LoadedSave], bool], keeper: Keeper,
                 writer: SerialWriter, parent: QObject, keeps: bool = True) -> None:
        super().__init__(parent)
        # False: another window owns the config folder; nothing is put away, read or removed.
        self.keeps = keeps
        self._controller = controller
        self._undo = undo
        self._tell = tell  # callable(str): a passing message in the status bar
        self._bring_back = bring_back  # callable(LoadedSave) -> bool
        self._keeper = keeper
        self.offered: tuple[str, int, int] | None = None  # key, game number, battle
        self._told = ""
        self._writer = writer
        self._number = 0  # of the last write asked for (or removal: an older write is old)
        self._leaving: Game | None = None  # the game of write `_number`
        # Undo's last step, waiting for the game brought back to be kept (gameStarted).
        self._then: Callable[[], bool] | None = None
        # The games put away before the recorder was built, oldest first (take_shelf),
        # each with its time as it was left.
        self._shelf: list[tuple[Game, str, GameTime]] | None = []
        if keeps:
            self._finish_swap()
        self._found = _read(self.path()) if keeps else None  # put away before the last start
        self._wrote.connect(self._on_written)
        controller.leaving.connect(self._on_leaving)
        controller.gameStarted.connect(self._on_game_started)
        undo.triggered.connect(self.undo)
        translate_ui(self, self.retranslate)

    @staticmethod
    def path() -> Path:
        return paths.left_path()

    @staticmethod
    def swap_path() -> Path:
        return paths.left_path().with_name(SWAP_NAME)

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

    # ----------------------------------------------------------------- the start
    def _finish_swap(self) -> None:
        """An Undo cut short by a crash: once the game brought back was in the resume
        file (it and `left.krig` hold one game), the swap file holds the game it
        replaced, the only copy: it goes into place; before that it is a spare copy."""
        swap = self.swap_path()
        if look_at(swap).kind is not Kind.FILE:
            return
        left, kept = _read(self.path()), _read(paths.resume_path())
        try:
            if left is not None and kept is not None and left.game_key == kept.game_key:
                move_later(swap, self.path())()
                return
        except OSError as error:
            log.warning("the game put away could not be put in place: %s", error)
        _remove(swap)

    def put_away_kept(self, kept: LoadedSave | None) -> None:
        """At start, before anything else is shown or kept: the kept game (the one the
        start would have resumed) is left for the deal or FILE the command line asked
        for, so it is put away like any game a door replaces."""
        if kept is None or kept.game.over or kept.game.untouched:
            return
        found = self._found
        if found is not None and self._shelf is not None and found.game_key != kept.game_key:
            self._shelf.append((found.game, found.game_key, found.time))
        self._found = None
        document = build_document(kept.game, game_key=kept.game_key, chances=kept.chances,
                                  people=kept.people, calls=kept.calls, game_time=kept.time)
        self._put(kept.game, kept.game_key, kept.time, write_later(self.path(), document))

    def offer_found(self) -> None:
        """Once the start's game is shown: a game put away before the program ended
        without a quit (a crash, a kill) is offered again, unless it is finished or the
        very moment shown (another moment of the game shown, put away by Revert to
        Saved, is offered)."""
        found, self._found = self._found, None
        c = self._controller
        if found is None or found.game.over or (  # (a moment of it put away: offered)
                found.game_key == c.game_key and _moment(found.game) == _moment(c.real_game)):
            return
        self._offer(found.game_key, found.game)
        if self._shelf is not None:
            self._shelf.append((found.game, found.game_key, found.time))

    def take_shelf(self) -> list[tuple[Game, str, GameTime]]:
        """The games put away so far, oldest first, with their time, for the recorder
        built now (from then on it follows the doors itself, and `offerEnded`)."""
        shelf, self._shelf = self._shelf or [], None
        return shelf

    # ----------------------------------------------------------------- the doors
    def _on_leaving(self, game: Game, key: str) -> None:
        """A door opens: the game in play (still the controller's) is put away, unless
        there is nothing in it to bring back (or the folder is another window's)."""
        if not self.keeps:
            return
        c = self._controller
        left, left_key, left_clock = c.real_game, c.game_key, c.play_time.clock
        offered = self.offered[0] if self.offered is not None else None
        if left.untouched or (key == left_key and _moment(left) == _moment(game)):
            if offered == key:  # it is back (kept first): nothing left to bring back
                self._drop(after_keep=True)
            return
        if left.over or not has_game_number(left):  # (recorded already, or no save)
            if offered == key:  # it is back (kept first)
                self._drop(after_keep=True)
            else:
                self._drop(ended=offered)
            return
        keeper = c.chance_keeper
        swapping = offered == key  # the game brought back is in left.krig: its only copy
        try:
            chances = keeper(left) if keeper is not None else None
            time = left_clock.now()  # (its clock stops where it is once the door opens)
            document = build_document(left, game_key=left_key, chances=chances,
                                      people=c.human_names, calls=c.saved_calls(left_key),
                                      game_time=time)
            write = write_later(self.swap_path() if swapping else self.path(), document)
        except Exception as error:  # a bug: the game goes on
            self._failed(left, error)
            return
        if offered is not None and offered not in (key, left_key):
            self.offerEnded.emit(offered)  # before its file is replaced
        self._keeper.fence()  # the game leaving goes to disk before any later keep
        self._put(left, left_key, time, write, swapping)

    def _put(self, left: Game, left_key: str, time: GameTime, write: Callable[[], None],
             swapping: bool = False) -> None:
        self._number += 1
        self._leaving = left
        self._offer(left_key, left)  # at once: Undo waits for the write (`settle`)
        if self._shelf is not None:
            self._shelf.append((left, left_key, time))
        if swapping:  # told once in place, after the game brought back is kept
            self._then = partial(self._write, self._number,
                                 move_later(self.swap_path(), self.path()))
            self._writer.run(partial(self._write, None, write))
        else:
            self._writer.run(partial(self._write, self._number, write))

    def _on_game_started(self) -> None:
        then, self._then = self._then, None
        if then is None:
            return
        # Undo: the game brought back into the resume file, then the file that held it
        # replaced or removed (see the module).
        self._keeper.keep_now()
        self._writer.run(then)

    def _write(self, number: int | None, write: Callable[[], None]) -> bool:
        """On the writer thread: the write, told back to the GUI thread (queued; a
        first step of Undo's only if it failed: the last step then fails too)."""
        error: Exception | None = None
        try:
            write()
        except Exception as exc:  # a full disk as much as a bug: the game goes on
            error = exc
        if number is not None:
            with contextlib.suppress(RuntimeError):  # (the window is gone)
                self._wrote.emit(number, error)
        return error is None

    def _on_written(self, number: int, error: object) -> None:
        leaving = self._leaving
        if number != self._number or leaving is None:  # another came after it
            return
        self._leaving = None
        left = leaving
        if isinstance(error, Exception):
            self._failed(left, error)
            return
        self._say(self.tr("Game %1 at battle %2 was put away — Edit → Undo brings it back")
                   .replace("%1", str(left.seed)).replace("%2", str(left.battle)))

    def _failed(self, left: Game, error: Exception) -> None:
        log.warning("the game left could not be put away: %s", error)
        offered = self.offered[0] if self.offered is not None else None
        self._drop(ended=offered if offered != self._controller.game_key else None)
        self._say(self.tr("Game %1 at battle %2 was left; it could not be kept for "
                           "Undo").replace("%1", str(left.seed))
                   .replace("%2", str(left.battle)))

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
        self.offered = (key, game.seed, game.battle)
        self.retranslate()

    def _drop(self, ended: str | None = None, after_keep: bool = False) -> None:
        """No game is offered now; `ended`: the key of the one offered, which can no
        longer come back; `after_keep`: the file goes once the game it held, brought
        back, is kept (`_on_game_started`)."""
        if ended is not None and self.offered is not None:
            self.offerEnded.emit(ended)
        self.offered = None
        self._number += 1  # a write still under way is old news now
        self._leaving = None
        remove = partial(_remove, self.path())
        if after_keep:
            self._then = remove
        else:
            self._writer.run(remove)  # after the writes asked for before
        self.retranslate()

    def undo(self) -> bool:
        """Edit → Undo: the game put away comes back; the one in play is put away."""
        self.settle()  # the game put away last is on disk, and no keep is under way
        if self.offered is None:
            return False
        try:
            loaded = read_save(self.path())
        except Exception as error:
            log.warning("the game put away could not be read: %s", error)
            self._drop()
            return False
        if not self._bring_back(loaded):  # nothing changed: it stays offered
            self._then, self._leaving = None, None
            self._number += 1
            self._writer.run(partial(_remove, self.swap_path()))
            self._offer(loaded.game_key, loaded.game)
            return False
        self.broughtBack.emit()
        return True

    def forget(self) -> None:
        """The quit, once the history recorded the game put away: it cannot come back
        (the file's removal done before the window goes)."""
        self._drop()
        self.settle()
