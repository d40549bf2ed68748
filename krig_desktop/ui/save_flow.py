"""File→Save / Load / Save As / Load From, and the "unsaved progress" question.

The window owns the actions; this object does what they mean, through the controller's
save and load commands (it never touches the game itself). It never changes the game in
play unless a file passed every check, and it turns every storage problem into a
translated message box instead of an exception: modal when the player asked for the file,
non-modal (`open()`) for what start-up finds, so that start never waits for a click.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from krig_desktop.controller import Controller
from krig_desktop.options import Options
from krig_desktop.speed import Speed
from krig_desktop.storage import paths
from krig_desktop.storage.envelope import LoadedSave
from krig_desktop.storage.errors import LoadError, SaveError, StorageError, describe, unexpected
from krig_desktop.storage.file_check import save_is_there
from krig_desktop.storage.save_format import read_save
from krig_desktop.storage.settings import Settings

STATUS_TIMEOUT_MS = 5000


def asks_for_a_game(options: Options) -> bool:
    """Whether the command line asked for a particular game (its number, players or
    rules): then that game is dealt, and the kept game waits for another start."""
    chosen = (options.game, options.players, options.gathering, options.face_down)
    return any(value is not None for value in chosen)


def ask_unsaved(parent: QWidget | None, title: str, text: str) -> QMessageBox.StandardButton:
    """The Save / Discard / Cancel question (a module function so tests can answer it)."""
    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    return QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Save)


def ask_quit_anyway(parent: QWidget | None, title: str,
                    text: str) -> QMessageBox.StandardButton:
    """After a failed save at quit: Discard (quit without it) or Cancel (back to the game)."""
    buttons = QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
    return QMessageBox.question(parent, title, text, buttons,
                                QMessageBox.StandardButton.Cancel)


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """A storage problem, shown to the person (a module function so tests can catch it)."""
    QMessageBox.warning(parent, title, text)


def show_notice(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A problem found at start-up, shown without blocking the start: `open()` returns at
    once, so the window comes up and `--smoke N` runs while the box waits for its OK."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName("startupNotice")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class SaveFlow(QObject):
    """What the File menu's save and load actions do, for one main window and the
    controller of its game."""

    def __init__(self, window: QMainWindow, controller: Controller) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        paths.contain_qt_settings()  # before any file dialog can write QtProject.conf
        self.settings = Settings()
        self._loading = False

    # --- helpers -----------------------------------------------------------------------
    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    def _report(self, error: StorageError, title: str) -> None:
        show_error(self.window, title, describe(error))

    def _notice(self, error: StorageError, title: str) -> None:
        show_notice(self.window, title, describe(error))

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
        return True

    def save(self) -> bool:
        """File→Save: the standard save, without asking."""
        return self.save_to(paths.standard_save_path())

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

    def _show(self, loaded: LoadedSave, path: Path, at_start: bool = False) -> bool:
        """Put the loaded game on the table; a bug there is told, not raised (at start it
        would end the program). True if shown."""
        self._loading = True
        try:
            self.controller.load(loaded)
        except Exception as exc:
            report = self._notice if at_start else self._report
            report(unexpected(LoadError, path, exc), self.tr("Could not open the saved game"))
            return False
        finally:
            self._loading = False
        self._status(self.tr("Opened the saved game %1").replace("%1", str(path)))
        return True

    def load_path(self, path: Path) -> bool:
        """Read `path`, ask about unsaved progress, then show it. True if shown."""
        loaded = self._read(path)
        if loaded is None:
            return False
        if not self.confirm_discard(protect=path):
            return False
        return self._show(loaded, path)

    def load(self) -> bool:
        """File→Load: the standard save."""
        path = paths.standard_save_path()
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

    def load_from(self) -> bool:
        """File→Load From: a file chosen in the saves folder."""
        path = self.choose_file(saving=False)
        if path is None:
            return False
        return self.load_path(path)

    def _open_at_start(self, path: Path) -> bool:
        """Show the save at `path` if it is good, else a notice; the fresh game stays."""
        loaded = self._read(path, at_start=True)
        return loaded is not None and self._show(loaded, path, at_start=True)

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
        if not self.settings.resume_at_start or asks_for_a_game(options):
            return False
        path = paths.resume_path()
        try:
            there = save_is_there(path)
        except LoadError as error:
            self._notice(error, self.tr("Could not open the saved game"))
            return False
        return there and self._open_at_start(path)

    # --- quitting and the remembered settings ------------------------------------------
    def set_resume_at_start(self, on: bool) -> None:
        """Keep the game in play at quit and continue it at the next start (or not)."""
        self.settings.resume_at_start = bool(on)
        self.settings.sync()

    def remember_speed(self, speed: Speed) -> None:
        """Remember the speed chosen in the window (the controller's speedChanged)."""
        self.settings.remember(speed=speed)

    def remember_game_choices(self) -> None:
        """Remember players and rules as they are chosen in the window (the
        controller's gameStarted)."""
        if self._loading:  # a loaded game's player count is not a new preference
            return
        model = self.controller.model
        self.settings.remember(
            players=model.players,
            face_down=model.rules.face_down,
            gathering=model.rules.gathering,
        )

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

    def before_quit(self) -> bool:
        """The window is closing: keep the game (resume) or ask about it. True: close.

        With "resume at start" on, the game in play goes to its own file without a
        question; if that fails, the usual question follows, so nothing is lost. Every
        answer has a way out, and nothing raises from here: whatever goes wrong
        unexpectedly is told, and the window closes.
        """
        try:
            close = self._decide_at_quit()
        except Exception as exc:  # a bug, MemoryError...: never trap the player
            self._tell_closing_anyway(exc, self.tr("Something went wrong while closing"),
                                      self.tr("Krig Desktop closes anyway."))
            close = True
        if close:
            try:
                self.remember_window()
            except Exception as exc:  # settings are a convenience
                unexpected(SaveError, self.settings.path, exc)  # the traceback, for a report
        return close

    def _decide_at_quit(self) -> bool:
        if self.settings.resume_at_start and self._keep_for_resume():
            return True
        return self.confirm_discard(quitting=True)

    def _keep_for_resume(self) -> bool:
        """True: kept (or nothing to keep), or failed unexpectedly (told; close anyway).
        False: a storage problem was told, and the usual question is to follow."""
        path = paths.resume_path()
        title = self.tr("Could not keep the game for the next start")
        if self.controller.model.over:
            with contextlib.suppress(OSError):  # nothing to continue: next start deals anew
                path.unlink(missing_ok=True)
            return True
        try:
            self.controller.save_to(path, counts_as_saved=False)
        except StorageError as error:
            self._report(error, title)
            return False
        except Exception as exc:
            self._tell_closing_anyway(exc, title, self.tr(
                "Krig Desktop closes anyway. A game kept earlier for the next start is "
                "still there, unchanged."), path)
        return True

    def _tell_closing_anyway(self, exc: Exception, title: str, closing: str,
                             path: Path | None = None) -> None:
        """Say what went wrong and that the window closes; this itself never raises."""
        with contextlib.suppress(Exception):
            error = unexpected(SaveError, path or paths.resume_path(), exc)
            show_error(self.window, title, f"{describe(error)}\n\n{closing}")

    # --- the question ------------------------------------------------------------------
    def confirm_discard(self, protect: Path | None = None, quitting: bool = False) -> bool:
        """Ask Save / Discard / Cancel if there is unsaved progress. True: go ahead.

        `protect` is a file about to be read: "Save" must not overwrite it, so in that
        case the game goes to a named save (Save As) instead of the standard one.
        `quitting`: if "Save" fails, ask again whether to quit without saving, so that
        a game that cannot be saved never keeps the window from closing.
        """
        if not self.controller.unsaved:
            return True
        answer = ask_unsaved(
            self.window,
            self.tr("Unsaved game"),
            self.tr("The game in play has progress that is not saved. Save it first?"),
        )
        if answer == QMessageBox.StandardButton.Save:
            standard = paths.standard_save_path()
            if protect is not None and _same_file(Path(protect), standard):
                return self.save_as()
            if self.save():
                return True
            if not quitting:
                return False  # the reason was shown; the game goes on
            again = ask_quit_anyway(self.window, self.tr("Game not saved"), self.tr(
                "The game could not be saved. Quit anyway and lose it, or go back to the game?"
            ))
            return again == QMessageBox.StandardButton.Discard
        return answer == QMessageBox.StandardButton.Discard

    # --- the file dialog ---------------------------------------------------------------
    def make_file_dialog(self, saving: bool) -> QFileDialog:
        """A Qt (not native) file dialog in the saves folder, for .krig files."""
        paths.contain_qt_settings()
        try:
            folder = str(paths.saves_dir())
        except OSError:
            folder = str(paths.config_dir(create=False))
        dialog = QFileDialog(self.window)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setDirectory(folder)
        dialog.setNameFilter(self.tr("Krig saves (*.krig)"))
        dialog.setDefaultSuffix(paths.SAVE_SUFFIX.lstrip("."))
        if saving:
            dialog.setWindowTitle(self.tr("Save the game as"))
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        else:
            dialog.setWindowTitle(self.tr("Load a saved game"))
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        return dialog

    def choose_file(self, saving: bool) -> Path | None:
        """Run the file dialog; the chosen path (with .krig when saving) or None."""
        dialog = self.make_file_dialog(saving)
        try:
            if dialog.exec() != QFileDialog.DialogCode.Accepted:
                return None
            chosen = dialog.selectedFiles()
        finally:
            dialog.deleteLater()
        if not chosen:
            return None
        path = Path(chosen[0])
        if saving and path.suffix != paths.SAVE_SUFFIX:
            path = path.with_name(path.name + paths.SAVE_SUFFIX)
        return path


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b
