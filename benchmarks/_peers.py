"""The start of Krig Desktop beside the desktop's own card games, under Xvfb.

A helper of startup.py --peers. Every program here (ours, another checkout's, KPatience,
Aisleriot) is launched the same way, one at a time on one Xvfb display that Xvfb chose
itself (`-displayfd`, so two benchmarks never meet on a fixed number): with a fresh
HOME, fresh XDG config, data, cache, state and runtime folders and a session bus of its
own (`dbus-daemon`, started before the clock starts and ended after the run), as a
first start on a new account. The display stays up for the whole benchmark, as a
desktop session does, so what one program leaves on it the next finds there, as on a
desktop: GTK's first program on a display loads OpenGL to choose its visuals and keeps
the choice on the root window (GDK_VISUALS), so Aisleriot's first, untimed launch is
heavier and slower than the rest. Its window is timed by _x_window (the moment it is mapped
and first drawn, from the X server's events); then, once the program has settled (its
CPU time still for half a second, or 10 s at most), its memory is read: the
proportional set size (PSS: shared libraries divided among the processes that map them,
so Qt's libraries count as they would on a desktop where other programs use them too)
and the resident set, of the program and its own child processes (not of the services
the bus starts for it). Then it is ended with SIGTERM.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

from _x_window import WindowWatch

# The peers: a name for the report, the command, its Debian package.
PEERS = {"KPatience": ("kpat", "kpat"), "Aisleriot": ("sol", "aisleriot")}
GAMES_FOLDER = "/usr/games"  # where Debian puts both, often not on PATH
SCREEN = "1920x1080x24"
APPEAR_TIMEOUT_S = 60
SETTLE_STILL_S, SETTLE_MAX_S, SETTLE_LOOK_S = 0.5, 10.0, 0.1
STILL_TICKS = 1  # CPU clock ticks a settled program may still spend in SETTLE_STILL_S


def find(command: str) -> str | None:
    """The program's path: on PATH or in /usr/games."""
    return shutil.which(command, path=os.pathsep.join(
        [os.environ.get("PATH", os.defpath), GAMES_FOLDER]))


def missing() -> str | None:
    """What --peers needs and this machine lacks, said with how to install it; None if
    nothing is missing."""
    packages = [package for command, package in PEERS.values() if find(command) is None]
    for command, package in (("Xvfb", "xvfb"), ("dbus-daemon", "dbus-daemon")):
        if shutil.which(command) is None:
            packages.append(package)
    try:
        WindowWatch.libraries()
    except OSError:
        packages += ["libx11-6", "libxdamage1"]
    if not packages:
        return None
    return (f"--peers needs {', '.join(packages)}: as root, "
            f"apt-get install -y --no-install-recommends {' '.join(packages)}")


@contextlib.contextmanager
def display() -> Iterator[str]:
    """An Xvfb display for the run (its name, e.g. ":3"), ended afterwards."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN,
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL)
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n"):
            part = os.read(read, 16)
            if not part:
                raise SystemExit(f"Xvfb ended without a display (exit code {xvfb.wait()})")
            number += part
        yield f":{number.decode().strip()}"
    finally:
        os.close(read)
        xvfb.terminate()
        xvfb.wait(timeout=30)


@contextlib.contextmanager
def session(shown_on: str) -> Iterator[dict[str, str]]:
    """The environment of one launch: fresh home and XDG folders, a session bus of its
    own, display `shown_on`; all of it removed or ended afterwards."""
    with tempfile.TemporaryDirectory(prefix="krig-peers-") as home:
        folders = {name: Path(home) / part for name, part in (
            ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
            ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state"),
            ("XDG_RUNTIME_DIR", "runtime"))}
        for folder in folders.values():
            folder.mkdir(parents=True, mode=0o700)
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("XDG_", "QT_", "DBUS_", "KRIG_"))
               or key == "XDG_DATA_DIRS"}
        env.update({name: str(folder) for name, folder in folders.items()},
                   HOME=home, DISPLAY=shown_on, QT_QPA_PLATFORM="xcb")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: bytecode compiled
        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL, env=env, text=True)
        try:
            assert bus.stdout is not None
            env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
            yield env
        finally:
            bus.terminate()
            bus.wait(timeout=30)


class Sample(NamedTuple):
    """One launch: seconds to the window mapped and first drawn, bytes of memory."""

    mapped: float
    drawn: float
    pss: int
    rss: int


def _children(pid: int) -> list[int]:
    """`pid` and every process below it."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                stat = (entry / "stat").read_text()
                parent = int(stat.rsplit(")", 1)[1].split()[1])
                parents.setdefault(parent, []).append(int(entry.name))
    found, left = [], [pid]
    while left:
        found.append(left.pop())
        left += parents.get(found[-1], [])
    return found


def _cpu_ticks(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total


def _settle(pid: int) -> None:
    """Wait until the program's CPU time stands still for SETTLE_STILL_S (at most
    SETTLE_MAX_S): what it builds after its first frame is built."""
    ends = time.perf_counter() + SETTLE_MAX_S
    looks = round(SETTLE_STILL_S / SETTLE_LOOK_S)
    ticks = [_cpu_ticks(_children(pid))]
    while time.perf_counter() < ends:
        time.sleep(SETTLE_LOOK_S)
        ticks.append(_cpu_ticks(_children(pid)))
        if len(ticks) > looks and ticks[-1] - ticks[-1 - looks] <= STILL_TICKS:
            return


def _memory(pid: int) -> tuple[int, int]:
    """(PSS, RSS) in bytes of `pid` and its children."""
    pss = rss = 0
    for each in _children(pid):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
                name, _, value = line.partition(":")
                if name in ("Pss", "Rss"):
                    kib = 1024 * int(value.split()[0])
                    pss += kib if name == "Pss" else 0
                    rss += kib if name == "Rss" else 0
    return pss, rss


def launch(command: list[str], watch: WindowWatch, env: dict[str, str],
           cwd: Path | None = None) -> Sample:
    """Launch `command` in the session `env` (on the display `watch` watches), time its
    window, let it settle, read its memory, end it."""
    began = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=cwd, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        appeared = watch.appeared(process.pid, began, APPEAR_TIMEOUT_S)
        if appeared is None or appeared.drawn is None:
            said = "never showed" if appeared is None else "showed but never drew"
            raise SystemExit(f"{command[0]} {said} a window in {APPEAR_TIMEOUT_S} s "
                             f"(exit code {process.poll()})")
        _settle(process.pid)
        pss, rss = _memory(process.pid)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return Sample(appeared.mapped, appeared.drawn, pss, rss)


def peer_launches(watch: WindowWatch, shown_on: str) -> dict[str, Callable[[], Sample]]:
    """KPatience and Aisleriot, each launched in a session of its own."""

    def launcher(command: str) -> Callable[[], Sample]:
        def run() -> Sample:
            with session(shown_on) as env:
                return launch([command], watch, env)

        return run

    return {name: launcher(str(find(command))) for name, (command, _) in PEERS.items()}
