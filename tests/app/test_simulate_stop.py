"""`--simulate --jobs 2` stopped by Ctrl+C, SIGTERM or SIGKILL leaves no process behind.

It used to run 122 s after Ctrl+C on long games (the pool waited for the games being
played) and SIGTERM left its workers playing at 80 % CPU minutes later. Each run here
is in a session of its own, so the whole process group can be seen through /proc (and
killed at the end whatever happens); the signal comes once two workers are busy.
Games 21 and 25 (2 players, 2 face-down cards, fixed gathering) run for many seconds
each; 22-24 take under a second, so both workers are soon on a long game.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from krig_desktop.commands.simulate import TERMINATED_EXIT
from krig_desktop.options import INTERRUPTED_EXIT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

HANG_GUARD = 60  # seconds: only so that a broken build fails instead of hanging
LONG_RUN = ["--simulate", "5", "--jobs", "2", "--players", "2", "--face-down", "2",
            "--gathering", "fixed", "--game", "21"]
BUSY_CPU = 1.0  # seconds of CPU a worker has used when it is surely playing a game


def default_sigint() -> None:
    """In the child: Ctrl+C as a terminal delivers it (a shell may start the test run
    with SIGINT ignored, and a child keeps that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def group_members(group: int) -> dict[int, float]:
    """The live processes of process group `group`: pid -> CPU seconds used."""
    tick = os.sysconf("SC_CLK_TCK")
    members = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:  # it ended meanwhile
            continue
        # fields[0] is the state (field 3 of stat), so field N is fields[N - 3].
        if int(fields[2]) == group and fields[0] not in "ZX":
            members[int(name)] = (int(fields[11]) + int(fields[12])) / tick
    return members


def wait_for(what, description: str):
    """What `what()` returns once it is true; fails after HANG_GUARD seconds."""
    deadline = time.monotonic() + HANG_GUARD
    while not (value := what()):
        assert time.monotonic() < deadline, f"never: {description}"
        time.sleep(0.1)
    return value


def busy_workers(child: subprocess.Popen[bytes]) -> list[int]:
    """Pids of the workers playing a long game (two at least), else []."""
    assert child.poll() is None, "the simulation ended by itself"
    busy = [pid for pid, cpu in group_members(child.pid).items()
            if pid != child.pid and cpu >= BUSY_CPU]
    return busy if len(busy) >= 2 else []


def stop_a_long_run(tmp_path, stop) -> tuple[subprocess.Popen[bytes], str, list[int]]:
    """Start the long run, `stop(child)` once two workers are busy; the child (ended),
    its stderr and the workers' pids. Whatever the group holds then is killed after."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    child = subprocess.Popen(
        [sys.executable, "-m", "krig_desktop", *LONG_RUN],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, start_new_session=True, preexec_fn=default_sigint,
    )
    try:
        workers = wait_for(lambda: busy_workers(child), "two workers busy")
        stop(child)
        _, err = child.communicate(timeout=HANG_GUARD)
        # The forkserver and the resource tracker end once nobody holds their pipes.
        wait_for(lambda: not group_members(child.pid) or None, "the process group empty")
    finally:
        for pid in group_members(child.pid):
            os.kill(pid, signal.SIGKILL)
        child.kill()
        child.wait()
    return child, err.decode("utf-8", "replace"), workers


def assert_said_how_far(err: str, how: str) -> None:
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{how} after "), err
    assert int(lines[0].split()[2]) <= 3  # games 21 and 25 were not finished


def ctrl_c(child: subprocess.Popen[bytes]) -> None:
    os.killpg(child.pid, signal.SIGINT)  # a terminal sends it to the whole group


def sigint_to_the_simulator(child: subprocess.Popen[bytes]) -> None:
    child.send_signal(signal.SIGINT)  # `kill -INT PID`: the workers get nothing


def sigint_twice(child: subprocess.Popen[bytes]) -> None:
    child.send_signal(signal.SIGINT)
    child.send_signal(signal.SIGINT)


@pytest.mark.parametrize("stop", [ctrl_c, sigint_to_the_simulator, sigint_twice])
def test_sigint_stops_the_workers_at_once(stop, tmp_path):
    child, err, _ = stop_a_long_run(tmp_path, stop)
    assert child.returncode == INTERRUPTED_EXIT == 130, err
    assert_said_how_far(err, "interrupted")


def test_sigterm_stops_the_workers_and_exits_143(tmp_path):
    child, err, _ = stop_a_long_run(tmp_path, lambda c: c.send_signal(signal.SIGTERM))
    assert child.returncode == TERMINATED_EXIT == 143, err
    assert_said_how_far(err, "terminated")


def test_workers_die_with_a_killed_simulator(tmp_path):
    """SIGKILL gives the simulator no chance to stop anyone: the workers notice alone."""
    child, _, workers = stop_a_long_run(tmp_path, lambda c: c.send_signal(signal.SIGKILL))
    assert child.returncode == -signal.SIGKILL
    assert len(workers) >= 2
