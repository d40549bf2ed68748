"""One window per config folder (issue 40, point 7): a second start hands its deal or
FILE to the window that owns the folder and exits 0; a window built beside the owner
keeps nothing; a lock left by a killed window is taken over; --smoke never hands over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.storage import paths
from krig_desktop.storage.folder_lock import LOCK_NAME, FolderLock
from krig_desktop.storage.save_format import read_save, write_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
HANG_GUARD_MS = 60_000  # only so that a broken build fails instead of hanging


def second_start(*args: str, cwd: str | None = None) -> subprocess.Popen[bytes]:
    """`krig-desktop ARGS` in its own process, on the test's config folder."""
    return subprocess.Popen([sys.executable, "-m", "krig_desktop", *args],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=dict(os.environ), cwd=cwd)


def finished(child: subprocess.Popen[bytes]) -> tuple[int, str]:
    try:
        _, err = child.communicate(timeout=HANG_GUARD_MS / 1000)
    finally:
        child.kill()
        child.wait()
    return child.returncode, err.decode(errors="replace")


def test_a_second_start_hands_its_deal_to_the_running_window(open_window, qtbot):
    window = open_window("--speed", "instant", "--game", "11")
    assert window.folder.held
    window.showMinimized()
    child = second_start("--game", "4242", "--players", "3", "-platform", "offscreen")
    c = window.controller
    qtbot.waitUntil(lambda: c.game.seed == 4242, timeout=HANG_GUARD_MS)
    code, err = finished(child)
    assert code == 0, err
    assert c.game.players == 3 and c.game.battles == 0
    assert not window.isMinimized()  # it came to the front
    assert window.folder.held  # still the owner


def test_a_second_start_hands_its_file_over_made_absolute(open_window, qtbot, tmp_path):
    window = open_window("--speed", "instant", "--game", "11")
    game = Game.new(4, 777)
    game.play_battle()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    write_save(elsewhere / "mine.krig", game)
    child = second_start("mine.krig", cwd=str(elsewhere))  # relative to its own folder
    c = window.controller
    qtbot.waitUntil(lambda: c.game.seed == 777, timeout=HANG_GUARD_MS)
    assert finished(child)[0] == 0
    assert c.game.battles == 1 and window.current_file == elsewhere / "mine.krig"


def test_a_smoke_run_never_hands_over(open_window):
    window = open_window("--speed", "instant", "--game", "11")
    key = window.controller.game_key
    code, err = finished(second_start("--smoke", "3", "--speed", "instant", "--game", "99"))
    assert code == 0, err
    assert window.controller.game_key == key and window.folder.held


def _notice(window) -> QMessageBox | None:
    return window.findChild(QMessageBox, "notOwnerNotice")


def test_a_window_beside_the_owner_keeps_nothing_and_says_so(open_window, qtbot):
    owner = open_window("--speed", "instant", "--game", "11")
    assert _notice(owner) is None
    settings = paths.settings_path().read_bytes() if paths.settings_path().exists() else None
    guest = open_window("--speed", "fast", "--game", "12")  # built beside it: no hand-over
    assert not guest.folder.held and owner.folder.held
    assert _notice(guest) is not None and _notice(guest).isVisible()
    g = guest.controller
    for _ in range(3):
        with qtbot.waitSignal(g.stepFinished, timeout=HANG_GUARD_MS):
            g.request_step()
    played = g.game_key
    g.new_game(3, 5, g.game.rules)  # would put the game away in left.krig
    assert guest.put_away.offered is None  # nothing to bring back: nothing was kept
    guest.save_flow.settings.players = 4
    try:
        guest.language_menu.choose("uk")  # for this window only
    finally:
        i18n.reset_language()  # (no language leaks into the next test)
    assert guest.save_flow.settings.players == 4  # in memory, for this window
    assert not guest.history.recorder.keeps  # no games of its own kept pending
    guest.close()
    assert not paths.left_path().exists()
    assert not paths.resume_path().exists() or read_save(paths.resume_path()).game_key not in (
        played, g.game_key)
    after = paths.settings_path().read_bytes() if paths.settings_path().exists() else None
    assert after == settings
    assert owner.folder.held  # the guest's close frees nothing of the owner's
    owner.close()
    assert not owner.folder.held
    assert paths.resume_path().exists()  # the owner keeps its game, as always
    lock = FolderLock(paths.config_dir())
    assert lock.take()  # the folder is free once its owner closed
    lock.release()


# A window that takes the folder, says so, and waits for its kill.
HOLDER = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    from krig_desktop.app import create_main_window

    app = QApplication([sys.argv[0]])
    window = create_main_window(["--speed", "instant"])
    print("owner" if window.folder.held else "guest", flush=True)
    sys.exit(app.exec())
""")


def test_the_lock_of_a_killed_window_is_taken_over(open_window):
    child = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.DEVNULL,
                             stdout=subprocess.PIPE, env=dict(os.environ))
    assert child.stdout is not None and child.stdout.readline() == b"owner\n"
    child.send_signal(signal.SIGKILL)
    child.communicate(timeout=HANG_GUARD_MS / 1000)
    window = open_window("--speed", "instant")
    assert window.folder.held and _notice(window) is None


def test_the_command_hands_over_to_the_command():
    """`krig-desktop` twice, as a person starts it: the first's socket listens after its
    first frame, the second hands its deal over and exits 0, and the first keeps it."""
    first = second_start("--speed", "instant", "--game", "11")
    try:
        lock = paths.config_dir() / LOCK_NAME
        deadline = time.monotonic() + HANG_GUARD_MS / 1000
        while not lock.exists():  # the first owns the folder (a lasting state)
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        code, err = finished(second_start("--game", "31337", "--players", "4"))
        assert code == 0, err
        first.send_signal(signal.SIGTERM)  # File → Quit: the game in play is kept
        code, err = finished(first)
        assert code == 0, err
    finally:
        first.kill()
        first.wait()
    kept = read_save(paths.resume_path())
    assert kept.game.seed == 31337 and kept.game.players == 4
