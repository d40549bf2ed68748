"""What start-up finds wrong is told without a modal dialog, so start never waits.

An unusable settings file, a damaged resume file, a bad FILE on the command line: each
gives a notice that is opened with QMessageBox.open(), and the window comes up with a
fresh game. Any modal dialog fails these tests at once instead of blocking them, and
`--smoke N` is run for real in a fresh process, which must finish on its own.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from storage_helpers import FifoWatch

from krig_desktop.app import create_main_window
from krig_desktop.storage import paths
from krig_desktop.storage.settings import Settings

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def no_modal_dialogs(monkeypatch):
    """A modal dialog (exec or a static QMessageBox function) fails the test at once."""

    def refuse(*args, **kwargs):
        raise AssertionError("a modal dialog was started at start-up")

    for name in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(refuse))
    monkeypatch.setattr(QMessageBox, "exec", refuse)
    monkeypatch.setattr(QDialog, "exec", refuse)


@pytest.fixture
def start(qtbot, no_modal_dialogs):
    """Build a window from a command line; its notices; closed without questions."""
    windows = []

    def make(*argv: str):
        window = create_main_window(["--speed", "instant", *argv])
        windows.append(window)
        window.show()
        qtbot.waitExposed(window)
        notices = [box for box in window.findChildren(QMessageBox, "startupNotice")
                   if box.isVisible()]
        return window, notices

    yield make
    for window in windows:
        for box in window.findChildren(QMessageBox):
            box.close()
        window.close()


def _texts(notices) -> list[str]:
    return [box.text() for box in notices]


def test_a_fifo_as_settings_file(start):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    watch = FifoWatch(path)
    try:
        window, notices = start()
    finally:
        opened = watch.close()
    assert not opened, "the FIFO was opened"
    assert len(notices) == 1 and str(path) in notices[0].text()
    assert notices[0].windowModality() != notices[0].windowModality().ApplicationModal
    window.controller.request_step()  # the game is there and plays
    assert window.controller.game.battles + len(window.controller.game.table) > 0


def test_a_damaged_resume_file(start):
    Settings().remember(resume_at_start=True)
    paths.resume_path().write_text('{"format": "krig-desktop-save", "version": 2}')
    window, notices = start()
    assert len(notices) == 1 and str(paths.resume_path()) in notices[0].text()
    assert window.controller.game.battles == 0


def test_a_bad_file_on_the_command_line(start, tmp_path):
    path = tmp_path / "bad.krig"
    path.write_bytes(b"\x00 not a save")
    window, notices = start("--game", "31", str(path))
    assert _texts(notices) and str(path) in _texts(notices)[0]
    assert window.controller.model.game_number == 31


def _smoke(tmp_path, *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "krig_desktop", "--smoke", "3", "--speed", "fast", *argv],
        env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )


@pytest.mark.slow
def test_smoke_finishes_with_a_fifo_settings_file_and_a_bad_file(tmp_path):
    paths.config_dir()
    os.mkfifo(paths.settings_path())
    bad = tmp_path / "bad.krig"
    bad.write_text("{}")
    result = _smoke(tmp_path, str(bad))  # a hang is a TimeoutExpired: the test fails
    assert result.returncode == 0, result.stderr
    assert "smoke: ok" in result.stderr


def test_smoke_finishes_with_a_damaged_resume_file(tmp_path):
    Settings().remember(resume_at_start=True)
    paths.resume_path().write_text("not even json")
    result = _smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "smoke: ok" in result.stderr
