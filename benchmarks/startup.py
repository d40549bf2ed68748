"""Start-up time: launch to the first painted table, as a ratio to a bare Qt window
(run by hand, never in CI).

    .venv/bin/python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]

Each run is a new process started the same way for both: `python -c CHILD`, timed by
this script from just before the process starts to the line the child prints at the
first paint of its window. For Krig Desktop the child runs `krig_desktop.app.main()` as
the command does and only watches: an application-wide event filter (installed by a
QApplication subclass put in place before the program imports it) sees the first Paint
of the table view's viewport, prints, and ends the event loop. Nothing else changes, the
window is not closed (so nothing is written), and each run gets a fresh config folder,
as on a first start. The bare window is a QMainWindow shown by the same kind of child.
Runs alternate between the two, so a busy machine slows both alike. Prints the median
of each and their ratio (goal: at most 1.3).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Shared by both children: report the first paint of the watched widget, then quit.
WATCH = """
import sys
from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QObject, QTimer

class _Watch(QObject):
    def __init__(self, wanted):
        super().__init__()
        self.wanted, self.done = wanted, False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint and self.wanted(obj):
            self.done = True
            print("painted", flush=True)
            QTimer.singleShot(0, lambda: QtWidgets.QApplication.exit(0))
        return False
"""

KRIG = WATCH + """
def _is_table_viewport(obj):
    view = obj.parent() if isinstance(obj, QtWidgets.QWidget) else None
    return isinstance(view, QtWidgets.QGraphicsView) and view.objectName() == "table" \\
        and obj is view.viewport()

_Real = QtWidgets.QApplication
class _Watched(_Real):
    def __init__(self, *args):
        super().__init__(*args)
        self._watch = _Watch(_is_table_viewport)
        self.installEventFilter(self._watch)
QtWidgets.QApplication = _Watched

from krig_desktop.app import main
sys.exit(main(sys.argv[1:]))
"""

BARE = WATCH + """
app = QtWidgets.QApplication(sys.argv)
window = QtWidgets.QMainWindow()
window.resize(1180, 820)
watch = _Watch(lambda obj: obj is window)
app.installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""


def launch(child: str, platform: str) -> float:
    """Seconds from starting `child` to its "painted" line."""
    with tempfile.TemporaryDirectory(prefix="krig-startup-") as config:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(ROOT))
        # An installed package comes with its bytecode compiled (pip does that); the
        # untimed first runs write it here, so no run pays for compiling the sources.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        began = time.perf_counter()
        process = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                                   env=env)
        assert process.stdout is not None
        line = process.stdout.readline()
        elapsed = time.perf_counter() - began
        process.wait(timeout=60)
    if line.strip() != b"painted":
        raise SystemExit(f"the child never painted (exit code {process.returncode})")
    return elapsed


def measure(runs: int, platform: str) -> tuple[float, float]:
    """Median seconds to the first paint: (bare QMainWindow, Krig Desktop)."""
    launch(BARE, platform)  # warm the file cache for both, untimed
    launch(KRIG, platform)
    bare, krig = [], []
    for _ in range(runs):
        bare.append(launch(BARE, platform))
        krig.append(launch(KRIG, platform))
    return statistics.median(bare), statistics.median(krig)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform: offscreen (default) or xcb (needs DISPLAY)")
    args = parser.parse_args()
    bare, krig = measure(args.runs, args.platform)
    print(f"platform {args.platform}, median of {args.runs} runs each")
    print(f"bare PySide6 QMainWindow, first paint: {1000 * bare:7.1f} ms")
    print(f"Krig Desktop, first painted table:    {1000 * krig:7.1f} ms")
    print(f"ratio: {krig / bare:.2f} (goal: at most 1.3)")


if __name__ == "__main__":
    main()
