"""Ctrl+C (SIGINT) ends the program cleanly: one line or none, exit code 130, no traceback.

`--simulate` used to die with a KeyboardInterrupt traceback; the window ignored Ctrl+C
while idle and then raised KeyboardInterrupt inside whichever slot ran next. The real
program runs in a subprocess here and gets a real SIGINT once it says it is running.
A reader that goes away (`| head -0`) ends --simulate without a traceback too.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import textwrap

import pytest

from krig_desktop.commands import simulate as simulate_module
from krig_desktop.commands.window_start import quit_on_interrupt
from krig_desktop.engine import Game
from krig_desktop.options import INTERRUPTED_EXIT, Options, resolve_options
from krig_desktop.storage import paths
from krig_desktop.storage.save_format import read_save

pty = pytest.importorskip("pty")

IGNORED = "This plugin does not support propagateSizeHints()"
HANG_GUARD = 60  # seconds: only so that a broken build fails instead of hanging


def default_sigint() -> None:
    """In the child: Ctrl+C as a terminal delivers it, even if this test run ignores it
    (a shell starts background jobs with SIGINT ignored, and Python keeps that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def read_until(fd: int, wanted: bytes) -> bytes:
    seen = b""
    while wanted not in seen:
        ready, _, _ = select.select([fd], [], [], HANG_GUARD)
        assert ready, f"no {wanted!r} from the program; it said {seen[-500:]!r}"
        chunk = os.read(fd, 4096)
        assert chunk, f"the program closed before {wanted!r}; it said {seen[-500:]!r}"
        seen += chunk
    return seen


def read_rest(fd: int) -> bytes:
    rest = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the child's end of the terminal is closed
            return rest
        if not chunk:
            return rest
        rest += chunk


def test_ctrl_c_in_simulate_says_how_far_it_got(tmp_path):
    # stderr is a terminal, so the progress bar shows once the first game is played:
    # only then is the simulation surely running when the signal comes.
    leader, follower = pty.openpty()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    child = subprocess.Popen(
        [sys.executable, "-m", "krig_desktop", "--simulate", "20000"],  # ~30 s of games
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=follower, env=env,
        preexec_fn=default_sigint,
    )
    os.close(follower)
    try:
        said = read_until(leader, b" games")
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=HANG_GUARD)
        said += read_rest(leader)
    finally:
        child.kill()
        child.wait()
        os.close(leader)
    err = said.decode("utf-8", "replace")
    assert child.returncode == INTERRUPTED_EXIT == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert out == b""  # no statistics of a run that did not finish
    last = err.replace("\r", "\n").strip().splitlines()[-1]
    assert last.startswith("interrupted after "), err
    games = int(last.split()[2])
    assert games >= 1
    assert last == f"interrupted after {games} game{'' if games == 1 else 's'}"


def test_the_interrupted_line_counts_the_games_played(monkeypatch, capsys):
    real_new = Game.new
    dealt = []

    def new(players, seed, rules):
        if len(dealt) == 3:
            raise KeyboardInterrupt  # Ctrl+C while the fourth game is dealt
        dealt.append(seed)
        return real_new(players, seed, rules)

    monkeypatch.setattr(Game, "new", new)
    try:
        code = simulate_module.run_cli(resolve_options(Options(simulate=10, game=5)), 10)
    except KeyboardInterrupt:  # let it not stop the whole test session
        pytest.fail("Ctrl+C escaped run_cli")
    assert code == 130
    captured = capsys.readouterr()
    assert dealt == [5, 6, 7]
    assert captured.out == ""
    assert captured.err == "interrupted after 3 games\n"


WINDOW_CHILD = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from krig_desktop.app import main

    app = QApplication([sys.argv[0]])
    # Runs once the event loop does, after main() has set up its Ctrl+C handling.
    QTimer.singleShot(0, lambda: print("running", flush=True))
    sys.exit(main(sys.argv[1:]))
""")


@pytest.mark.parametrize("args", [["--speed", "instant"], ["--smoke", "100000000"]],
                         ids=["window", "smoke"])
def test_ctrl_c_closes_an_idle_window(args, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    child = subprocess.Popen(
        [sys.executable, "-c", WINDOW_CHILD, *args],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, preexec_fn=default_sigint,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == b"running\n"
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=HANG_GUARD)
    finally:
        child.kill()
        child.wait()
    text = err.decode("utf-8", "replace")
    assert child.returncode == 130, text
    assert "Traceback" not in text and "KeyboardInterrupt" not in text


@pytest.mark.qt_log_ignore(IGNORED)
def test_ctrl_c_quits_like_file_quit_and_twice_ends_at_once(open_window, qtbot, monkeypatch):
    """The first Ctrl+C closes the window as File → Quit does (asking nothing, keeping
    the game for the next start); the second ends the event loop at once."""
    window = open_window("--speed", "instant", "--game", "4")
    window.show()
    window.controller.request_step()
    exits = []
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.exit", exits.append)
    before = signal.getsignal(signal.SIGINT)
    restore = quit_on_interrupt(window)
    try:
        signal.raise_signal(signal.SIGINT)
        qtbot.waitUntil(lambda: not window.isVisible())
        assert exits == []
        assert read_save(paths.resume_path()).game == window.controller.game
        signal.raise_signal(signal.SIGINT)
        qtbot.waitUntil(lambda: bool(exits))
        assert exits == [130]
    finally:
        assert restore() is True  # it says Ctrl+C was pressed
    assert signal.getsignal(signal.SIGINT) is before


def test_a_reader_that_went_away_is_no_traceback(tmp_path):
    """`krig-desktop --simulate 3 | head -0`: the pipe is closed before the statistics."""
    reader, writer = os.pipe()
    os.close(reader)  # nobody will read: writing gives EPIPE (BrokenPipeError)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    try:
        result = subprocess.run(
            [sys.executable, "-m", "krig_desktop", "--simulate", "3"],
            stdin=subprocess.DEVNULL, stdout=writer, stderr=subprocess.PIPE, env=env,
            timeout=HANG_GUARD,
        )
    finally:
        os.close(writer)
    assert result.returncode == 1
    assert result.stderr == b""
