"""Test-wide setup: Qt offscreen, and a throw-away config folder for every test.

Nothing a test does may touch the real user's saves or settings, so XDG_CONFIG_HOME
(which platformdirs follows on Linux) points into a temporary folder before anything
imports the package, and each test gets a fresh one.
"""

import gc
import os
import signal
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="krig-test-config-"))
os.environ.setdefault("LANG", "C.UTF-8")
os.environ.pop("LANGUAGE", None)

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from krig_desktop import i18n
from krig_desktop.app import create_main_window
from krig_desktop.controller import odds_feed
from krig_desktop.pyside_hook import take_off_import_hook

take_off_import_hook()  # the tests import as the window's start has them import

# Tests end child programs with SIGTERM and SIGHUP, and a child keeps a signal its parent
# ignored (as a program started under nohup must): a run under nohup, or a runner that
# ignores hangups, would make those children deaf. The children start as from a terminal.
for _signum in (signal.SIGTERM, signal.SIGHUP):
    if signal.getsignal(_signum) is signal.SIG_IGN:
        signal.signal(_signum, signal.SIG_DFL)


@pytest.fixture(autouse=True)
def _fresh_config_home(tmp_path, monkeypatch):
    """Each test writes its saves and settings into its own empty config folder."""
    home = tmp_path / "config"
    home.mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    return home


@pytest.fixture
def open_window(qtbot):
    """Build and show main windows from command-line options; close them afterwards
    (autoplay stopped first, so no battle plays while a window closes)."""
    windows = []

    def make(*argv: str, size: tuple[int, int] = (1100, 760)):
        window = create_main_window(list(argv))
        windows.append(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for window in windows:
        window.controller.set_autoplay(False)
        window.close()
        window.deleteLater()
    windows.clear()


@pytest.fixture(autouse=True)
def _windows_die_between_tests(request):
    """Closed windows and their message boxes are deleted when the test ends, not later.

    Otherwise Python's garbage collector frees them at an arbitrary moment, which can be
    in the middle of Qt delivering an event to them (a LanguageChange sent to every
    window from another test): a use after free and a crash. So after every Qt test, top
    level widgets still around are closed and deleted, deferred deletions run, and the
    garbage is collected while nothing else is happening.
    """
    yield
    if "qtbot" not in request.fixturenames:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.close()
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if i18n.current_language() != i18n.DEFAULT_LANGUAGE:
        i18n.reset_language()  # a window opened with --lang uk must not speak to the next test


@pytest.fixture(autouse=True)
def _closed_windows_are_deleted(request):
    """Top-level widgets a test closed (or never showed) are deleted when it ends.

    A closed window is only hidden: nothing deletes it, and its controller, scene and
    timers keep it alive through Qt's own connections, which Python's garbage collector
    cannot see; its odds feed goes on estimating in every later test's waits (fixtures
    that closed without deleting left hundreds of windows behind, and later tests spent
    their waits on those windows' play-outs). Defined after _windows_die_between_tests,
    so it runs first at teardown, and that fixture's deferred deletions and garbage
    collection finish the job.
    """
    yield
    if "qtbot" not in request.fixturenames:
        return
    for widget in QApplication.topLevelWidgets():
        if not widget.isVisible():
            widget.deleteLater()


@pytest.fixture
def small_odds_target(monkeypatch):
    """A few hundred play-outs for the odds instead of 2,000: the same code, a quicker
    test (the tests of the meter, the chance chart and the feed use it)."""
    monkeypatch.setattr(odds_feed, "TARGET_SAMPLES", 200)
    monkeypatch.setattr(odds_feed, "MIN_SAMPLES", 200)
    monkeypatch.setattr(odds_feed, "FIRST_SHOWN", 40)
