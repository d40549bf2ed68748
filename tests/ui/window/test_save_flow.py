"""File→Save / Load / Save As / Load From, leaving a game without a question, resuming
and remembered settings, driven through the real main window.

Modal dialogs never block a test: the error box is a module function answered by
monkeypatching, every QMessageBox question is counted (and answered Cancel), and the real
file dialog is answered by a polling QTimer that gives up (rejecting the dialog) after a
few seconds.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from krig_desktop.app import create_main_window
from krig_desktop.controller import game_files
from krig_desktop.engine import Game
from krig_desktop.speed import Speed
from krig_desktop.storage import atomic, paths
from krig_desktop.storage.save_format import read_save, write_save
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.window_fit import screen_of
from krig_desktop.ui.window import save_flow

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
Button = QMessageBox.StandardButton


@pytest.fixture
def open_window(qtbot):
    """Main windows at instant speed, closed afterwards without any question."""
    windows = []

    def make(*argv: str):
        window = create_main_window(["--speed", "instant", *argv])
        windows.append(window)
        return window

    yield make
    for window in windows:
        for box in window.findChildren(QMessageBox):  # start-up notices left open
            box.close()
        window.close()


@pytest.fixture
def errors_shown(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(save_flow, "show_error", lambda parent, title, text: shown.append(text))
    return shown


@pytest.fixture
def notices(monkeypatch):
    """What start-up tells without blocking (tests/storage/test_start_up_notices.py shows
    that the real notice never blocks)."""
    shown: list[str] = []
    monkeypatch.setattr(save_flow, "show_notice", lambda parent, title, text: shown.append(text))
    return shown


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


def play_to_war(window) -> None:
    for _ in range(5000):
        if window.controller.game.phase == "war":
            return
        window.controller.request_step()
    raise AssertionError("no war")


def snapshot(game: Game) -> dict:
    return game.to_dict()


def type_name(dialog: QFileDialog, name: str) -> None:
    """Type a file name into the dialog, as a person would."""
    from PySide6.QtWidgets import QLineEdit

    dialog.findChild(QLineEdit, "fileNameEdit").setText(name)


class DialogAnswerer:
    """When a dialog of `kind` shows, call `act(dialog)`; a dialog still open after that
    (or after `give_up_ms` without one) is rejected, so no test can hang on it."""

    def __init__(self, qtbot, kind, act, give_up_ms: int = 8000) -> None:
        self.kind, self.act, self.give_up_ms = kind, act, give_up_ms
        self.handled: list = []
        self.errors: list[BaseException] = []
        self.waited = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self._poll)
        self.timer.start(20)

    def _poll(self) -> None:
        self.waited += 20
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, self.kind) and widget.isVisible():
                self.timer.stop()
                self.handled.append(widget)
                try:
                    self.act(widget)
                except BaseException as exc:  # reported by check(), never left hanging
                    self.errors.append(exc)
                finally:
                    if widget.isVisible():
                        widget.reject()
                return
        if self.waited > self.give_up_ms:
            self.timer.stop()
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QDialog) and widget.isVisible():
                    widget.reject()

    def check(self) -> None:
        """Fail the test if the dialog never came or handling it failed."""
        self.timer.stop()
        if self.errors:
            raise self.errors[0]
        assert self.handled, f"no {self.kind.__name__} was shown"


# --- Save and Load -------------------------------------------------------------------
def test_save_writes_the_standard_save_without_asking(open_window, asked):
    window = open_window("--game", "12")
    play(window, 9)
    assert window.save_flow.save() is True
    assert asked.count == 0
    path = paths.standard_save_path()
    assert path.parent == paths.config_dir()
    assert read_save(path).game == window.controller.game
    assert str(path) in window.statusBar().currentMessage()


def test_save_by_the_action_and_its_shortcut(open_window, asked):
    window = open_window()
    play(window, 3)
    from PySide6.QtGui import QAction, QKeySequence

    action = window.findChild(QAction, "actionSave")
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    action.trigger()
    assert paths.standard_save_path().is_file()


def test_load_restores_mid_war_with_the_same_future(open_window, asked):
    window = open_window("--game", "3")
    play_to_war(window)
    saved = snapshot(window.controller.game)
    assert window.save_flow.save()
    play(window, 25)
    assert window.save_flow.revert() is True
    assert asked.count == 0  # the game in play is simply replaced
    game = window.controller.game
    assert snapshot(game) == saved and game.phase == "war"
    twin = Game.from_dict(saved)
    for _ in range(30):
        assert game.step() == twin.step()


def test_load_without_a_save_says_so(open_window, asked, errors_shown):
    window = open_window()
    before = snapshot(window.controller.game)
    assert window.save_flow.revert() is False
    assert len(errors_shown) == 1
    assert snapshot(window.controller.game) == before


def test_load_through_a_broken_link_says_so(open_window, asked, errors_shown, tmp_path):
    window = open_window()
    path = paths.standard_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(tmp_path / "moved-away.krig")
    assert window.save_flow.revert() is False
    assert len(errors_shown) == 1
    assert "no longer exists" in errors_shown[0] and "moved-away.krig" in errors_shown[0]


@pytest.fixture
def config_folder_closed(monkeypatch):
    """The config folder at mode 000. Tests run as root, whom that does not stop, so
    the refusal is simulated where the program meets it: looking at a path in it."""
    import errno

    from krig_desktop.storage import bounded_read, file_check

    folder = str(paths.config_dir(create=False))

    def denied(real):
        def stat(path, *args, **kwargs):
            if os.fspath(path).startswith(folder + os.sep):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            return real(path, *args, **kwargs)

        return stat

    monkeypatch.setattr(file_check.os, "stat", denied(os.stat))
    monkeypatch.setattr(file_check.os, "lstat", denied(os.lstat))
    monkeypatch.setattr(bounded_read.os, "open", denied(os.open))


def test_load_from_a_closed_config_folder_says_so(open_window, asked, errors_shown,
                                                  config_folder_closed):
    """Before: Path.exists() raised PermissionError out of File>Load (a traceback)."""
    window = open_window()
    before = snapshot(window.controller.game)
    assert window.save_flow.revert() is False
    assert len(errors_shown) == 1
    assert "cannot look into the folder" in errors_shown[0]
    assert str(paths.config_dir(create=False)) in errors_shown[0]
    assert snapshot(window.controller.game) == before


def test_resume_from_a_closed_config_folder_says_so(notices, errors_shown, open_window,
                                                    monkeypatch):
    """The settings said "resume"; then the folder closed (simulated, see above)."""
    import errno

    from krig_desktop.storage import file_check

    Settings().remember(resume_at_start=True)
    resume = str(paths.resume_path())
    real_stat = os.stat

    def denied(path, *args, **kwargs):
        if os.fspath(path) == resume:
            raise PermissionError(errno.EACCES, "Permission denied", resume)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(file_check.os, "stat", denied)
    window = open_window()
    assert len(notices) == 1 and "cannot look into the folder" in notices[0]
    assert errors_shown == [] and window.controller.game.battles == 0


def test_a_bad_standard_save_leaves_the_game_and_the_file(open_window, asked, errors_shown):
    window = open_window()
    play(window, 7)
    before = snapshot(window.controller.game)
    path = paths.standard_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "krig-desktop-save", "version": 1, "players": ')
    assert window.save_flow.revert() is False
    assert asked.count == 0  # nothing to load: no question
    assert len(errors_shown) == 1 and str(path) in errors_shown[0]
    assert snapshot(window.controller.game) == before
    assert path.read_bytes().endswith(b'"players": ')


def test_newer_version_message_in_the_window(open_window, errors_shown):
    import json

    window = open_window()
    path = paths.standard_save_path()
    write_save(path, Game.new(2, 4))
    document = json.loads(path.read_text())
    document["version"] = 99
    path.write_text(json.dumps(document))
    assert window.save_flow.revert() is False
    assert "made by a newer version of Krig Desktop" in errors_shown[0]


# --- Writing fails -------------------------------------------------------------------
def test_unwritable_config_folder(open_window, errors_shown, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the config home should be")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    window = open_window()
    play(window, 5)
    before = snapshot(window.controller.game)
    assert window.save_flow.save() is False
    assert len(errors_shown) == 1 and "game.krig" in errors_shown[0]
    assert snapshot(window.controller.game) == before
    play(window, 3)  # the game goes on
    assert window.controller.game.battles >= 1


def test_disk_full_keeps_the_previous_save(open_window, errors_shown, monkeypatch):
    window = open_window()
    play(window, 4)
    assert window.save_flow.save()
    before = paths.standard_save_path().read_bytes()
    play(window, 6)

    def full(handle, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", full)
    assert window.save_flow.save() is False
    assert "disk is full" in errors_shown[0]
    assert paths.standard_save_path().read_bytes() == before


# --- Leaving a game asks nothing -----------------------------------------------------
@pytest.fixture
def new_game_dialog_accepts(monkeypatch):
    from krig_desktop.ui.window import new_game_dialog

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)


def test_new_game_restart_and_play_again_ask_nothing(open_window, asked,
                                                     new_game_dialog_accepts):
    """Before, each asked "Save it first?" after a single step."""
    window = open_window()
    for leave in (window.new_game, window.restart, window.play_again):
        play(window, 6)
        assert window.controller.game.battles > 0
        leave()
        assert window.controller.game.battles == 0
    assert asked.count == 0


def test_load_and_load_from_ask_nothing(open_window, asked, monkeypatch):
    window = open_window("--game", "8")
    play(window, 4)
    window.save_flow.save()
    wanted = snapshot(window.controller.game)
    play(window, 10)
    assert window.save_flow.revert() is True
    assert snapshot(window.controller.game) == wanted
    play(window, 10)
    monkeypatch.setattr(window.save_flow, "choose_file",
                        lambda saving: paths.standard_save_path())
    assert window.save_flow.open_file() is True
    assert snapshot(window.controller.game) == wanted
    assert asked.count == 0


def test_quit_asks_nothing_and_keeps_the_game(open_window, asked, qtbot):
    window = open_window("--game", "6")
    window.show()
    qtbot.waitExposed(window)
    play(window, 5)
    assert window.controller.game.battles > 0
    assert window.close() is True and not window.isVisible()
    assert asked.count == 0
    assert read_save(paths.resume_path()).game == window.controller.game


def test_quit_keeps_the_game_with_resume_off_too(open_window, asked, qtbot):
    """Resuming decides the start only: the kept game waits for it to be switched on."""
    window = open_window("--game", "6")
    window.game_actions.resume_at_start.setChecked(False)
    play(window, 5)
    window.show()
    assert window.close() is True and asked.count == 0
    kept = window.controller.game
    assert read_save(paths.resume_path()).game == kept
    fresh = open_window()
    assert fresh.controller.game.battles == 0  # off: a fresh deal
    fresh.save_flow.keep_nothing()  # closed without keeping its own deal over the kept one
    fresh.close()  # (one window owns the folder at a time: the next start is the owner)
    Settings().remember(resume_at_start=True)
    assert open_window().controller.game == kept


def _failing_save(monkeypatch):
    from krig_desktop.storage import errors

    def full(path, game, *_):
        raise errors.SaveError(errors.DISK_FULL, path)

    monkeypatch.setattr(game_files, "write_save", full)


def test_quit_when_keeping_fails_says_so_and_closes(open_window, asked, notices,
                                                    monkeypatch, qtbot):
    """Before, a failed save at quit led to two questions; now it is told, once, in a
    notice that does not hold the close up."""
    window = open_window()
    window.show()
    play(window, 5)
    _failing_save(monkeypatch)
    assert window.close() is True and not window.isVisible()
    assert asked.count == 0 and len(notices) == 1
    assert "disk is full" in notices[0] and "closes anyway" in notices[0]


def test_the_notice_at_quit_does_not_block(open_window, monkeypatch, qtbot):
    """The real notice: the window is closed while the box waits for its OK."""
    window = open_window()
    window.show()
    play(window, 5)
    _failing_save(monkeypatch)
    assert window.close() is True and not window.isVisible()
    box = window.findChild(QMessageBox, "startupNotice")
    assert box is not None and box.isVisible() and "disk is full" in box.text()
    box.close()


def test_keeping_for_resume_fails_unexpectedly_and_the_window_still_closes(
        open_window, asked, notices, monkeypatch, qtbot, capsys):
    """Before, a MemoryError escaped closeEvent."""
    window = open_window("--game", "9")
    window.game_actions.resume_at_start.setChecked(True)
    play(window, 4)
    window.show()
    assert window.close() is True
    again = open_window()
    again.show()
    play(again, 6)
    again.save_flow.keeper.stop()  # what was kept as it went is what must stay
    kept = paths.resume_path().read_bytes()

    def no_memory(path, game, *_):
        raise MemoryError()

    monkeypatch.setattr(game_files, "write_save", no_memory)
    assert again.close() is True and not again.isVisible()
    assert asked.count == 0 and len(notices) == 1
    assert "MemoryError" in notices[0] and "still there, unchanged" in notices[0]
    assert paths.resume_path().read_bytes() == kept
    assert "MemoryError" in capsys.readouterr().err  # the traceback, for a bug report


def test_nothing_escapes_a_close(open_window, asked, notices, monkeypatch, qtbot,
                                 capsys):
    """pytest-qt fails a test on any exception raised inside a Qt virtual method."""
    window = open_window()
    window.show()
    play(window, 5)

    def bug(*args):
        raise RuntimeError("a bug while keeping the game")

    monkeypatch.setattr(window.save_flow, "_keep_for_resume", bug)
    monkeypatch.setattr(window.controller, "set_autoplay", bug)
    assert window.close() is True and not window.isVisible()
    assert len(notices) == 1 and "a bug while keeping the game" in notices[0]
    assert "closes anyway" in notices[0]
    assert "RuntimeError" in capsys.readouterr().err


# --- Files at start, Save As and Load From -------------------------------------------
def test_command_line_file_opens_at_start(open_window, tmp_path):
    game = Game.new(3, 77)
    for _ in range(20):
        game.step()
    path = tmp_path / "start.krig"
    write_save(path, game)
    window = open_window(str(path))
    assert window.controller.game == game and window.controller.model.game_number == 77


def test_command_line_bad_file_gives_a_message_and_a_fresh_game(open_window, tmp_path,
                                                                 errors_shown, notices):
    path = tmp_path / "bad.krig"
    path.write_bytes(b"\x00\x01 not a save")
    window = open_window("--game", "31", str(path))
    assert len(notices) == 1 and str(path) in notices[0] and errors_shown == []
    assert window.controller.game.battles == 0 and window.controller.model.game_number == 31
    assert path.read_bytes() == b"\x00\x01 not a save"


def test_save_as_and_load_from_through_the_real_file_dialog(open_window, qtbot, asked,
                                                             _fresh_config_home):
    window = open_window("--game", "40")
    play(window, 11)
    saved = snapshot(window.controller.game)

    def choose_name(dialog: QFileDialog) -> None:
        assert Path(dialog.directory().absolutePath()) == paths.saves_dir()
        type_name(dialog, "my game")  # no extension: .krig is added
        dialog.accept()

    answerer = DialogAnswerer(qtbot, QFileDialog, choose_name)
    result = window.save_flow.save_as()
    answerer.check()
    assert result is True
    named = paths.saves_dir() / "my game.krig"
    assert read_save(named).game.to_dict() == saved

    play(window, 9)

    def choose_file(dialog: QFileDialog) -> None:
        type_name(dialog, named.name)
        dialog.accept()

    answerer = DialogAnswerer(qtbot, QFileDialog, choose_file)
    result = window.save_flow.open_file()
    answerer.check()
    assert result is True
    assert snapshot(window.controller.game) == saved
    qtbot.wait(50)  # let the dialogs be deleted (that is when Qt writes its settings)
    # Nothing outside our own folder, not even Qt's QtProject.conf.
    assert sorted(os.listdir(_fresh_config_home)) == ["krig-desktop"]


def test_without_containment_qt_would_write_outside_our_folder(qtbot, _fresh_config_home):
    """The control for the check above: the hazard is real, so that check can fail."""
    from PySide6.QtCore import QSettings

    fmt, scope = QSettings.Format.NativeFormat, QSettings.Scope.UserScope
    QSettings.setPath(fmt, scope, str(_fresh_config_home))  # Qt's default on Linux
    try:
        dialog = QFileDialog()
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        answerer = DialogAnswerer(qtbot, QFileDialog, lambda d: d.reject())
        dialog.exec()
        answerer.check()
        dialog.deleteLater()
        qtbot.wait(50)
        assert "QtProject.conf" in os.listdir(_fresh_config_home)
    finally:
        paths.contain_qt_settings()


def test_a_cancelled_file_dialog_does_nothing(open_window, qtbot, _fresh_config_home):
    window = open_window()
    play(window, 2)
    answerer = DialogAnswerer(qtbot, QFileDialog, lambda dialog: dialog.reject())
    assert window.save_flow.save_as() is False
    answerer.check()
    assert list(paths.saves_dir().iterdir()) == []
    qtbot.wait(50)
    assert sorted(os.listdir(_fresh_config_home)) == ["krig-desktop"]


# --- Resume at start, remembered settings --------------------------------------------
def test_resume_is_on_by_default(open_window):
    """With nothing in settings.ini (a first start), the last game is continued."""
    assert not paths.settings_path().exists()
    window = open_window()
    action = window.game_actions.resume_at_start
    assert action.isCheckable() and action.isChecked()
    assert action in window.game_menu.actions()
    assert action.text()


def test_resume_keeps_the_game_on_quit_and_restores_it(open_window, asked, qtbot):
    window = open_window("--game", "9")
    play_to_war(window)
    kept = snapshot(window.controller.game)
    window.show()
    assert window.close() is True
    assert asked.count == 0  # kept for the next start: nothing to ask
    assert paths.resume_path().is_file()
    again = open_window()
    assert again.game_actions.resume_at_start.isChecked()
    assert snapshot(again.controller.game) == kept


@pytest.mark.parametrize("asked_for", [("--game", "5"), ("--players", "3"),
                                       ("--gathering", "fixed"), ("--face-down", "2")])
def test_the_command_line_wins_over_resuming(open_window, asked, asked_for):
    """Before, with resume on, these options were silently ignored."""
    window = open_window("--game", "9")
    window.game_actions.resume_at_start.setChecked(True)
    play(window, 8)
    window.show()
    assert window.close() is True
    kept = paths.resume_path().read_bytes()
    again = open_window(*asked_for)
    c = again.controller
    assert c.game.battles == 0
    option, value = asked_for
    m = c.model
    wanted = {"--game": m.game_number, "--players": m.players,
              "--gathering": m.rules.gathering, "--face-down": m.rules.face_down}
    assert str(wanted[option]) == value
    assert paths.resume_path().read_bytes() == kept  # still there for another start
    again.save_flow.keep_nothing()  # closed without keeping its own deal over the kept one
    again.close()  # (one window owns the folder at a time: the next start is the owner)
    assert open_window().controller.game == read_save(paths.resume_path()).game  # resumes


def test_resume_switched_off_starts_fresh(open_window, asked):
    window = open_window("--game", "9")
    window.game_actions.resume_at_start.setChecked(True)
    play(window, 8)
    window.close()
    Settings().remember(resume_at_start=False)
    again = open_window("--game", "10")
    assert again.controller.game.battles == 0 and again.controller.model.game_number == 10


def test_a_bad_resume_file_gives_a_message_and_a_fresh_game(open_window, errors_shown,
                                                            notices):
    Settings().remember(resume_at_start=True)
    paths.resume_path().write_text("{}")
    window = open_window("--speed", "fast")
    assert len(notices) == 1 and str(paths.resume_path()) in notices[0]
    assert errors_shown == []
    assert window.controller.game.battles == 0


def test_settings_are_remembered_and_the_command_line_wins(open_window):
    window = open_window()
    window.controller.set_speed(Speed.FAST)
    from krig_desktop.engine import Rules

    window.controller.new_game(3, 5, Rules(face_down=2, gathering="fixed"))
    window.resize(700, 520)  # differs from the first size; fits the offscreen screen
    window.close()
    assert Settings().path.is_file() and Settings().path.parent == paths.config_dir()
    create = create_main_window  # without --speed: the remembered one
    again = create([])
    try:
        c = again.controller
        m = c.model
        assert (c.speed, m.players, m.rules.face_down, m.rules.gathering) == (
            Speed.FAST, 3, 2, "fixed")
        assert (again.width(), again.height()) == (700, 520)
    finally:
        again.close()
    once = open_window("--players", "4", "--gathering", "shuffled")
    m = once.controller.model
    assert m.players == 4 and m.rules.gathering == "shuffled"
    assert once.controller.speed is Speed.INSTANT


def test_storage_messages_appear_in_the_chosen_language(open_window, errors_shown):
    """End to end through the shipped Ukrainian translation (uk.qm)."""
    import json

    from krig_desktop import i18n

    window = open_window()
    path = paths.standard_save_path()
    write_save(path, Game.new(2, 4))
    document = json.loads(path.read_text())
    document["version"] = 99
    path.write_text(json.dumps(document))
    try:
        assert i18n.apply_language("uk") == "uk"
        assert window.save_flow.revert() is False
    finally:
        i18n.reset_language()
    assert "новішою версією Krig Desktop" in errors_shown[0]
    assert str(path) in errors_shown[0] and "99" in errors_shown[0]


def test_an_unexpected_bug_gives_a_message_not_a_crash(open_window, errors_shown,
                                                       monkeypatch, asked, capsys):
    window = open_window()
    play(window, 4)
    window.save_flow.save()
    play(window, 4)
    before = snapshot(window.controller.game)

    def broken(*args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(save_flow, "read_save", broken)
    monkeypatch.setattr(game_files, "write_save", broken)
    assert window.save_flow.revert() is False
    assert window.save_flow.save() is False
    assert len(errors_shown) == 2 and all("RuntimeError: a bug" in t for t in errors_shown)
    assert snapshot(window.controller.game) == before
    assert "RuntimeError" in capsys.readouterr().err  # the traceback, for a bug report


def test_a_bug_while_showing_a_loaded_game_is_told(open_window, errors_shown, notices,
                                                   monkeypatch, tmp_path, capsys):
    """At start it would have ended the program (an exception out of MainWindow())."""
    from krig_desktop.controller import Controller

    path = tmp_path / "good.krig"
    write_save(path, Game.new(2, 6))

    def broken(self, loaded):
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(Controller, "load", broken)
    window = open_window(str(path))
    assert len(notices) == 1 and "a bug in the table" in notices[0]
    window.save_flow.save()
    assert window.save_flow.revert() is False
    assert len(errors_shown) == 1 and "a bug in the table" in errors_shown[0]
    assert "RuntimeError" in capsys.readouterr().err


# --- The status bar after a start that opened a game ---------------------------------
def test_resuming_says_so_without_a_path_and_not_over_the_counts(open_window, qtbot):
    """Before, "Opened the saved game /…/resume.krig" was given while the window was
    still hidden, so QStatusBar did not hide the counts, and both were drawn at once."""
    from PySide6.QtWidgets import QLabel

    first = open_window("--game", "9")
    play(first, 6)
    first.close()
    window = open_window()
    assert window.controller.game.battles > 0  # resumed
    counts = window.findChild(QLabel, "statusCounts")
    window.show()
    qtbot.waitExposed(window)
    message = window.statusBar().currentMessage()
    assert message == "Resumed your last game"
    assert str(paths.config_dir(create=False)) not in message
    assert not counts.isVisible()  # the message has the bar to itself
    window.statusBar().clearMessage()
    assert counts.isVisible()  # and the counts come back after it


def test_a_file_opened_at_start_is_told_once_the_window_shows(open_window, qtbot, tmp_path):
    from PySide6.QtWidgets import QLabel

    path = tmp_path / "start.krig"
    write_save(path, Game.new(2, 5))
    window = open_window(str(path))
    window.show()
    qtbot.waitExposed(window)
    assert str(path) in window.statusBar().currentMessage()
    assert not window.findChild(QLabel, "statusCounts").isVisible()


@pytest.mark.parametrize("saving", [True, False])
def test_file_dialogs_open_wide_enough_for_their_columns(open_window, qtbot, saving):
    """Before, Qt's default size cut the Size column to "11....KiB"."""
    from PySide6.QtWidgets import QTreeView

    window = open_window()
    write_save(paths.saves_dir() / "a game with a long name.krig", Game.new(2, 3))
    dialog = window.save_flow.make_file_dialog(saving)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = screen_of(dialog).availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    tree = dialog.findChild(QTreeView, "treeView")
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) > 0)
    qtbot.wait(50)  # the sizes come from the folder's model, as it is read
    header = tree.header()
    for column in (1, 2, 3):  # Size, Type, Date: each as wide as its widest text needs
        assert header.sectionSize(column) >= tree.sizeHintForColumn(column), column
    assert header.sectionViewportPosition(3) + header.sectionSize(3) <= tree.viewport().width()
    dialog.close()
