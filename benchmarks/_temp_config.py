"""A temporary config folder for a benchmark run, never the developer's real one.

A benchmark that opens the window, the settings or the history would otherwise keep its
games, settings and history rows in ~/.config/krig-desktop (frames.py did). Every
benchmark imports this module first, before anything that reads platformdirs or Qt's
settings: XDG_CONFIG_HOME (which platformdirs and Qt follow on Linux) then points into
a fresh temporary folder, removed when the process exits.

Child processes inherit the folder and keep it (KRIG_BENCHMARK_CONFIG says it is a
benchmark's own), so a worker started by a benchmark writes into its parent's folder
instead of making another; the parent removes it. A benchmark ended by SIGTERM or SIGHUP
(`timeout`, a closed terminal) removes it too, then ends as the signal would have ended it:
exit handlers do not run on a signal. Modules whose names start with "_" are helpers, not
benchmarks (tests/test_benchmarks_smoke.py runs the others).
"""

from __future__ import annotations

import atexit
import os
import signal
import tempfile
from types import FrameType

MARK = "KRIG_BENCHMARK_CONFIG"


def _enter() -> str:
    """Point XDG_CONFIG_HOME at a temporary folder (the parent's, in a child)."""
    inherited = os.environ.get(MARK)
    if inherited and inherited == os.environ.get("XDG_CONFIG_HOME") and os.path.isdir(
            inherited):
        return inherited
    folder = tempfile.TemporaryDirectory(prefix="krig-benchmark-config-",
                                         ignore_cleanup_errors=True)
    atexit.register(folder.cleanup)
    os.environ["XDG_CONFIG_HOME"] = os.environ[MARK] = folder.name

    def remove_and_end(signum: int, _frame: FrameType | None) -> None:
        folder.cleanup()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    for signum in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(signum) is signal.SIG_DFL:  # a program's own handler stays
            signal.signal(signum, remove_and_end)
    return folder.name


CONFIG_HOME = _enter()
