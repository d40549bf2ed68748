"""Ctrl+C (SIGINT) ends the program cleanly: one line, exit code 130, no traceback.

`--simulate` used to die with a KeyboardInterrupt traceback. The real program runs in a
subprocess here and gets a real SIGINT once it says it is running.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys

import pytest

from krig_desktop import simulate as simulate_module
from krig_desktop.options import INTERRUPTED_EXIT, Options

pty = pytest.importorskip("pty")

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
    real_new = simulate_module.Game.new
    dealt = []

    def new(players, seed, rules):
        if len(dealt) == 3:
            raise KeyboardInterrupt  # Ctrl+C while the fourth game is dealt
        dealt.append(seed)
        return real_new(players, seed, rules)

    monkeypatch.setattr(simulate_module.Game, "new", new)
    try:
        code = simulate_module.run_cli(Options(simulate=10, game=5))
    except KeyboardInterrupt:  # let it not stop the whole test session
        pytest.fail("Ctrl+C escaped run_cli")
    assert code == 130
    captured = capsys.readouterr()
    assert dealt == [5, 6, 7]
    assert captured.out == ""
    assert captured.err == "interrupted after 3 games\n"
