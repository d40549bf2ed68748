"""The game in play survives any end of the process: kill -9, SIGTERM, a crash.

Before, the game was written to resume.krig only at a clean quit: a kill -9 lost it,
SIGTERM ended the program without keeping it, and a game finished after a resume was
resumed again, unfinished, after a kill (and recorded a second time). Each test runs the
real program in a subprocess (offscreen, in the test's own config folder), ends it, then
starts a window here in the same folder and looks at what it resumed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from krig_desktop.engine import Game
from krig_desktop.storage import paths
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.save_format import read_save, write_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
HANG_GUARD = 40.0  # seconds: only so that a broken build fails instead of hanging

# A program of one's own: the window from create_main_window, app.exec(). It says
# "ready" once the event loop runs, and "played" after `wait` seconds of autoplay.
OWN_PROGRAM = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from krig_desktop.app import create_main_window

    app = QApplication([sys.argv[0]])
    window = create_main_window(sys.argv[2:])
    window.show()
    how, wait = sys.argv[1].split(":")
    c = window.controller
    if how == "finish":
        QTimer.singleShot(0, c.finish_game)
    else:
        QTimer.singleShot(0, lambda: c.set_autoplay(True))
    QTimer.singleShot(int(float(wait) * 1000), lambda: print("played", flush=True))
    sys.exit(app.exec())
""")


def start(args: list[str], own: str | None = None) -> subprocess.Popen[bytes]:
    """The program (`own`: the program of one's own, told how to play) with `args`."""
    command = ([sys.executable, "-c", OWN_PROGRAM, own] if own is not None
               else [sys.executable, "-m", "krig_desktop"])
    return subprocess.Popen([*command, *args], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=dict(os.environ))


def kept_with(least: int, child: subprocess.Popen[bytes]):
    """The resume file once it holds a game of at least `least` battles (it lasts)."""
    deadline = time.monotonic() + HANG_GUARD
    while time.monotonic() < deadline:
        assert child.poll() is None, child.communicate()[1].decode(errors="replace")
        try:
            kept = read_save(paths.resume_path())
        except LoadError:
            kept = None  # not there yet
        if kept is not None and kept.game.battles >= least:
            return kept
        time.sleep(0.05)
    raise AssertionError(f"no game of {least} battles was kept while the program ran")


def ended(child: subprocess.Popen[bytes], how: signal.Signals) -> tuple[int, str]:
    child.send_signal(how)
    try:
        _, err = child.communicate(timeout=HANG_GUARD)
    finally:
        child.kill()
        child.wait()
    return child.returncode, err.decode(errors="replace")


def test_kill_9_mid_game_then_a_start_resumes_it(open_window):
    child = start(["--smoke", "100000000", "--speed", "instant", "--game", "7",
                   "--players", "4"])
    kept = kept_with(30, child)
    ended(child, signal.SIGKILL)
    last = read_save(paths.resume_path())  # the last moment kept before the kill
    assert last.game_key == kept.game_key and last.game.battles >= kept.game.battles
    window = open_window()
    c = window.controller
    assert c.game_key == last.game_key
    assert c.game.to_dict() == last.game.to_dict() and not c.game.over


@pytest.mark.parametrize(("own", "how"), [(None, signal.SIGTERM), (None, signal.SIGHUP),
                                          ("autoplay:1.5", signal.SIGTERM)],
                         ids=["command-TERM", "command-HUP", "own-program-TERM"])
def test_sigterm_mid_game_keeps_it_and_a_start_resumes_it(open_window, own, how):
    args = ["--speed", "fast", "--game", "7", "--players", "4"]
    child = start(args if own else ["--smoke", "100000000", *args], own)
    if own:
        assert child.stdout is not None and child.stdout.readline() == b"played\n"
    else:
        kept_with(2, child)
    code, err = ended(child, how)
    assert code == 0, err  # a clean end, as after File → Quit
    assert "Traceback" not in err
    kept = read_save(paths.resume_path())
    assert kept.game.battles > 0 and not kept.game.over
    c = open_window().controller
    assert c.game_key == kept.game_key and c.game.to_dict() == kept.game.to_dict()


def test_a_finished_game_then_kill_9_deals_a_new_game(open_window):
    """The game was resumed (kept earlier), then finished; the kill came before any
    quit. Before, the next start resumed it again, unfinished (and it was recorded
    twice)."""
    near = Game.new(2, 18)
    near.play_to_end(max_battles=40)
    write_save(paths.resume_path(), near)
    child = start(["--speed", "instant"], own="finish:0.5")
    assert child.stdout is not None and child.stdout.readline() == b"played\n"
    ended(child, signal.SIGKILL)
    c = open_window().controller
    assert c.game.battles == 0 and not c.game.over  # a new deal
    assert c.game_key != read_save(paths.resume_path()).game_key
