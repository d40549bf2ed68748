"""File → Load…, Revert to Saved, Save, Save As…, and keeping the game in play for the next start.

A War game has no decisions, so leaving one loses nothing: nothing here asks before a
new game, a load or quitting. The game in play is kept in `resume.krig` as it goes
(`Keeper`: whenever the table rests, at most about once a second) and at quit, and,
unless the player turned that off, continued at the next start. A finished game is kept
too, marked finished by the engine's own data: the next start deals a new game instead.

The window owns the actions; this object does what they mean, through the controller's
save and load commands (it never touches the game itself). It never changes the game in
play unless a file passed every check, and it turns every storage problem into a
translated message box instead of an exception: modal when the player asked for the file,
non-modal (`open()`) for what start-up finds, so that start never waits for a click.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from krig_desktop.controller import Controller
from krig_desktop.controller.keeper import Keeper
from krig_desktop.options import Options
from krig_desktop.speed import Speed
from krig_desktop.storage import paths
from krig_desktop.storage.envelope import LoadedSave, has_game_number
from krig_desktop.storage.errors import LoadError, SaveError, StorageError, describe, unexpected
from krig_desktop.storage.file_check import Kind, look_at, save_is_there
from krig_desktop.storage.saves import read_save
from krig_desktop.storage.settings import Settings
from krig_desktop.storage.writer import SerialWriter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

log = logging.getLogger(__name__)

STATUS_TIMEOUT_MS = 5000


def asks_for_a_game(options: Options) -> bool:
    """Whether the command line asked for a particular game (its number, players or
    rules): then that game is dealt, and the kept game is put away (Undo brings it
    back)."""
    chosen = (options.game, options.players, options.gathering, options.face_down,
              options.end, options.humans, options.names)
    return options.today or any(value is not None for value in chosen)


def _warning_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning with an OK button, gone once closed: the window's one kind of message
    box, for the problems it reports itself."""
    # Function-local: the message boxes and dialogs load when first shown (Qt makes
    # the types of QMessageBox and QDialog then; a start that goes well shows none).
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """A storage problem, shown to the person (a module function so tests can catch it)."""
    _warning_box(parent, title, text).exec()


def show_notice(parent: QWidget | None, title: str, text: str,
                name: str = "startupNotice") -> QMessageBox:
    """A problem found at start-up (or in play: `name`), shown without blocking: `open()`
    returns at once, so the window comes up and `--smoke N` runs while the box waits for
    its OK."""
    box = _warning_box(parent, title, text)
    box.setObjectName(name)
    box.open()
    return box


class SaveFlow(QObject):
    """What the File menu's save and load actions do, for one main window and the
    controller of its game.

    Each game has one current file (`current_file`): the one it was last saved to or
    opened from, remembered in the settings by the game's key, so that a resumed game
    (the same key) still has it. Save writes it, Revert to Saved reopens it; a game with
    none yet is saved as the standard save, which then is its file.
    """

    fileChanged = Signal()  # the current file (or the recent list) changed

    def __init__(self, window: QMainWindow, controller: Controller) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        paths.contain_qt_settings()  # before any file dialog can write QtProject.conf
        self.settings = Settings()
        self._files: dict[str, Path] | None = None  # settings.game_files, read once
        # The window's one writer thread (storage/writer.py): the keeper's, the game put
        # away's, one order of writes for the config folder.
        self.writer = SerialWriter()
        self.keeper = Keeper(controller, paths.resume_path, self.writer, self)
        # A finished game found in the resume file at start: not shown (a new deal is).
        # It is kept after the history records it (Keeper), so it is recorded already.
        self.finished_at_start: LoadedSave | None = None
        self._message_when_shown = False  # a message given to the hidden window: _status
        self.keeps = True  # False: another window owns the config folder (keep_nothing)

    def keep_nothing(self) -> None:
        """Another window owns the config folder (storage/folder_lock.py): this one keeps
        nothing there (no resume file, no settings; a file the player saves is still
        written), resumes nothing, and says so."""
        self.keeps = False
        self.settings.keep_nothing()
        self.keeper.enabled = False
        text = self.tr("Krig Desktop is already open with your games. This window keeps "
                       "nothing: its game is not kept for the next start, nor are its "
                       "settings. Save the game with File → Save As to keep it.")
        self._status(self.tr("Another window keeps your games: this one keeps nothing"))
        show_notice(self.window, self.tr("Already open"), text, "notOwnerNotice")

    # --- helpers -----------------------------------------------------------------------
    def _status(self, text: str) -> None:
        """A passing message in the status bar, in place of the counts.

        QStatusBar hides its normal widgets (the counts) while a message shows, but
        only those visible at that moment: a message given before the window was
        shown (at start-up) left the counts to appear with the window and be drawn
        under the message. So a message given to a hidden window is given again when
        the window shows, and the counts then make way for it.
        """
        self.window.statusBar().showMessage(text, STATUS_TIMEOUT_MS)
        if not self.window.isVisible():
            self._message_when_shown = True

    def window_shown(self) -> None:
        """The window shows (it tells; a filter on it would see its every event): a
        message given while it was hidden is given again, so the counts, visible only
        from now on, make way for it."""
        if not self._message_when_shown:
            return
        self._message_when_shown = False
        bar = self.window.statusBar()
        message = bar.currentMessage()
        if message:  # the same text again would be ignored: clear it first
            bar.clearMessage()
            bar.showMessage(message, STATUS_TIMEOUT_MS)

    def status(self, text: str) -> None:
        """A passing message in the status bar (what the window's other parts say)."""
        self._status(text)

    def _report(self, error: StorageError, title: str) -> None:
        show_error(self.window, title, describe(error))

    def _notice(self, error: StorageError, title: str) -> None:
        show_notice(self.window, title, describe(error))

    # --- the current file and the recent saves ----------------------------------------
    @property
    def current_file(self) -> Path | None:
        """The file the game in play was last saved to or opened from (None: none yet)."""
        if self._files is None:  # read once: the title asks at every step
            self._files = self.settings.game_files
        return self._files.get(self.controller.game_key)

    def _took_file(self, path: Path) -> None:
        """`path` was just saved or opened for the game in play: it is its file now, and
        the newest of the recent saves."""
        path = Path(path).absolute()
        self.settings.set_game_file(self.controller.game_key, path)
        self._files = None
        recent = self.settings.recent_files or []
        self.settings.recent_files = [path, *(p for p in recent if p != path)]
        self.fileChanged.emit()

    def recent_files(self) -> list[Path]:
        """The recent saves that are still there, newest first. Before the list was ever
        kept (the first start after the update), the standard save File→Save wrote."""
        recent = self.settings.recent_files
        if recent is None:
            recent = [paths.standard_save_path()]
        return [path for path in recent if look_at(path).kind is Kind.FILE]

    def clear_recent(self) -> None:
        self.settings.recent_files = []
        self.fileChanged.emit()

    # --- saving ------------------------------------------------------------------------
    def save_to(self, path: Path) -> bool:
        """Write the game in play to `path`; a message on failure. True if written."""
        try:
            self.controller.save_to(path)
        except StorageError as error:
            self._report(error, self.tr("Could not save the game"))
            return False
        except Exception as exc:  # a bug must not lose the game: say so, play on
            self._report(unexpected(SaveError, path, exc), self.tr("Could not save the game"))
            return False
        self._status(self.tr("Game saved to %1").replace("%1", str(path)))
        self._took_file(path)
        return True

    def save(self) -> bool:
        """File→Save, without asking: the game's current file, else the standard save."""
        return self.save_to(self.current_file or paths.standard_save_path())

    def save_as(self) -> bool:
        """File→Save As: a named save in the saves folder."""
        path = self.choose_file(saving=True)
        if path is None:
            return False
        return self.save_to(path)

    # --- loading -----------------------------------------------------------------------
    def _read(self, path: Path, at_start: bool = False) -> LoadedSave | None:
        title = self.tr("Could not open the saved game")
        report = self._notice if at_start else self._report
        try:
            return read_save(path)
        except LoadError as error:
            report(error, title)
        except Exception as exc:  # a bug must not end the program: say so, play on
            report(unexpected(LoadError, path, exc), title)
        return None

    def _show(self, loaded: LoadedSave, path: Path, at_start: bool = False,
              resumed: bool = False) -> bool:
        """Put the loaded game on the table; a bug there is told, not raised (at start it
        would end the program). True if shown."""
        if resumed:  # read from the keeper's own file: nothing new to keep yet
            self.keeper.on_disk(loaded)
        try:
            self.controller.load(loaded)
        except Exception as exc:
            report = self._notice if at_start else self._report
            report(unexpected(LoadError, path, exc), self.tr("Could not open the saved game"))
            return False
        if resumed:  # the player never chose that file: no path to puzzle over
            self._status(self.tr("Resumed your last game"))
            self.fileChanged.emit()  # its file, remembered by its key, is current again
        else:
            self._status(self.tr("Opened the saved game %1").replace("%1", str(path)))
            self._took_file(path)
        return True

    def bring_back(self, loaded: LoadedSave) -> bool:
        """Edit → Undo: the game put away is shown again as it was (its key, so its file
        and its history row); no file was chosen, so none becomes current. True if shown."""
        try:
            self.controller.load(loaded)
        except Exception as exc:
            self._report(unexpected(LoadError, paths.left_path(), exc),
                         self.tr("Could not open the saved game"))
            return False
        self._status(self.tr("Game %1 at battle %2 is back")
                     .replace("%1", str(loaded.game_number))
                     .replace("%2", str(loaded.game.battle)))
        self.fileChanged.emit()
        return True

    def load_path(self, path: Path) -> bool:
        """Read `path` and show it in place of the game in play. True if shown."""
        loaded = self._read(path)
        return loaded is not None and self._show(loaded, path)

    def open_file(self) -> bool:
        """File → Load…: a save chosen in the file dialog, each save's details beside the
        list; the game in play is put away (Undo brings it back)."""
        path = self.choose_file(saving=False)
        if path is None:
            return False
        return self.load_path(path)

    def revert(self) -> bool:
        """File → Revert to Saved, without asking: the game's current file again (the
        standard save when it has none); the moment left is put away like any game a
        door replaces, so Undo brings it back."""
        path = self.current_file or paths.standard_save_path()
        try:
            there = save_is_there(path)  # a broken link or a closed folder: said so
        except LoadError as error:
            self._report(error, self.tr("Could not open the saved game"))
            return False
        if not there:
            show_error(
                self.window,
                self.tr("Nothing to load"),
                self.tr("There is no saved game yet. Use File→Save to save one."),
            )
            return False
        return self.load_path(path)

    def kept_at_start(self, options: Options) -> LoadedSave | None:
        """At start: the kept game a FILE or a deal on the command line replaces (the one
        a plain start would resume), for the window to put away before anything else is
        kept; None if there is none to put away. A finished one is only recorded."""
        if options.file is None and not asks_for_a_game(options):
            return None
        if not self.keeps or not self.settings.resume_at_start:
            return None  # left at the last quit (recorded then), or another window's
        path = paths.resume_path()
        if look_at(path).kind is not Kind.FILE:
            return None
        try:
            loaded = read_save(path)
        except Exception as error:  # told when the start resumes it; nothing to keep
            log.warning("the kept game could not be read: %s", error)
            return None
        if loaded.game.over:
            self.finished_at_start = loaded
            return None
        return loaded

    def _open_at_start(self, path: Path, resumed: bool = False) -> bool:
        """Show the save at `path` if it is good, else a notice; the fresh game stays.
        A resume file holding a finished game is not resumed: the fresh deal stays."""
        loaded = self._read(path, at_start=True)
        if loaded is not None and resumed and loaded.game.over:
            self.finished_at_start = loaded
            return False
        return loaded is not None and self._show(loaded, path, at_start=True,
                                                 resumed=resumed)

    def open_at_start(self, options: Options) -> bool:
        """At start: the command-line FILE; else the resumed game if that is switched on,
        unless the command line asked for a particular game (the command line wins).

        Whatever is wrong (the settings file, a bad save) is told in a notice that does
        not block the start; the fresh game stays. True if a save was opened.
        """
        if self.settings.problem is not None:
            self._notice(self.settings.problem, self.tr("Settings not read"))
        if options.file is not None:
            return self._open_at_start(Path(options.file))
        if not self.keeps or not self.settings.resume_at_start or asks_for_a_game(options):
            return False  # (a window that keeps nothing resumes nothing either)
        path = paths.resume_path()
        try:
            there = save_is_there(path)
        except LoadError as error:
            self._notice(error, self.tr("Could not open the saved game"))
            return False
        return there and self._open_at_start(path, resumed=True)

    # --- quitting and the remembered settings ------------------------------------------
    def set_resume_at_start(self, on: bool) -> None:
        """Keep the game in play at quit and continue it at the next start (or not)."""
        self.settings.resume_at_start = bool(on)
        self.settings.sync()

    def remember_speed(self, speed: Speed) -> None:
        """Remember the speed chosen in the window (the controller's speedChanged)."""
        self.settings.remember(speed=speed)

    def restore_window(self) -> None:
        """Put the window where and how it was when it was last closed."""
        geometry = self.settings.geometry
        if geometry is not None:
            self.window.restoreGeometry(geometry)
        state = self.settings.window_state
        if state is not None:
            self.window.restoreState(state)

    def remember_window(self) -> None:
        self.settings.geometry = self.window.saveGeometry()
        self.settings.window_state = self.window.saveState()
        self.settings.sync()

    def before_quit(self) -> None:
        """The window is closing: keep the game in play for the next start, ask nothing.

        The game is kept whether or not the next start resumes it (that setting only
        decides the start). Nothing raises from here and nothing keeps the window open:
        a game that could not be kept is told, and the window closes.
        """
        try:
            self._keep_for_resume()
        except Exception as exc:  # a bug, MemoryError...: never trap the player
            self._tell_closing_anyway(exc, self.tr("Something went wrong while closing"),
                                      self.tr("Krig Desktop closes anyway."))
        try:
            self.remember_window()
        except Exception as exc:  # settings are a convenience
            unexpected(SaveError, self.settings.path, exc)  # the traceback, for a report

    def _keep_for_resume(self) -> None:
        """Write the game in play to the resume file (a finished one too: the next start
        sees it ended and deals anew); nothing more is kept after this."""
        path = paths.resume_path()
        title = self.tr("Could not keep the game for the next start")
        self.keeper.stop()  # this is the last keep: nothing may follow it
        if not self.keeps or not has_game_number(self.controller.real_game):
            return  # dealt by hand (tests, tools): no save holds it (see keeper.py)
        try:
            self.controller.save_to(path)
        except Exception as exc:  # a full disk as much as a bug: told, and the window closes
            self._tell_closing_anyway(exc, title, self.tr(
                "Krig Desktop closes anyway. A game kept earlier for the next start is "
                "still there, unchanged."), path)

    def _tell_closing_anyway(self, exc: Exception, title: str, closing: str,
                             path: Path | None = None) -> None:
        """Say what went wrong and that the window closes; this itself never raises.

        Non-modal: the close goes on at once (a modal box here would keep a window that
        is being closed, by Ctrl+C too, waiting), and the notice, a window of its own,
        keeps the program running until it is read."""
        with contextlib.suppress(Exception):
            error = (exc if isinstance(exc, StorageError)
                     else unexpected(SaveError, path or paths.resume_path(), exc))
            show_notice(self.window, title, f"{describe(error)}\n\n{closing}")

    # --- the file dialog ---------------------------------------------------------------
    def make_file_dialog(self, saving: bool) -> QFileDialog:
        """A Qt (not native) file dialog in the saves folder, for .krig files; Save As
        suggests "Krig game 1234, battle 7.krig"."""
        # The dialog and its preview (which reads saves) load when first asked for: not
        # on the start's path.
        from krig_desktop.ui.window import save_dialog

        model = self.controller.model
        if saving:
            suggested = save_dialog.suggested_name(model.game_number, model.battle)
        else:  # Load… starts at the game's own file, described beside the list
            suggested = str(self.current_file or "")
        return save_dialog.make_file_dialog(self.window, saving, suggested)

    def choose_file(self, saving: bool) -> Path | None:
        """Run the file dialog; the chosen path (with .krig when saving) or None."""
        from krig_desktop.ui.window import save_dialog  # (as make_file_dialog)

        return save_dialog.run_file_dialog(self.make_file_dialog(saving), saving)
