"""Python's garbage collector at start and during play (run by hand, never in CI).

    .venv/bin/python benchmarks/collector.py [--runs N] [--platform offscreen|xcb]
                                             [--against DIR]

Starts the program as the command does (`krig_desktop.app.main()`, a fresh config
folder, as startup.py's children do) and reports, median of N runs:

- the collections before the first painted table, and the time they took (the program
  turns the collector off before Qt loads: what is left is none);
- the objects the collector still goes through once the window's later parts are all
  built, and how long a full collection of them takes (the start's objects are frozen
  out of its work then);
- the same full collection with them put back (`gc.unfreeze()`): the pause a player
  would get whenever the collector's oldest generation came round during play, and the
  garbage it finds: what the freeze kept alive (objects of the start that ended up in
  cycles after it).

`--against DIR` also starts the program of another checkout (DIR: its project folder)
the same way, for before and after. The smallest run (the smoke test's) is `--runs 1`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import _temp_config  # noqa: F401  (first: a temporary config folder)
from _children import WHEN_TABLE_VIEW_LOADS
from startup import ROOT

CHILD = """
import gc, json, time
collections = [0, 0.0]
_began = [0.0]

def _timed(phase, info):
    if phase == "start":
        _began[0] = time.perf_counter()
    else:
        collections[0] += 1
        collections[1] += time.perf_counter() - _began[0]

gc.callbacks.append(_timed)
""" + WHEN_TABLE_VIEW_LOADS + """
def _on_table_view(table_view):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    views, report = [], {}

    def full_collection():
        began = time.perf_counter()
        found = gc.collect()
        return time.perf_counter() - began, found

    def when_built():
        if views[0].window().later.built_history is None:
            QTimer.singleShot(10, when_built)
            return
        gc.callbacks.remove(_timed)
        report["tracked"] = len(gc.get_objects())
        report["frozen"] = gc.get_freeze_count()
        report["full"], _ = full_collection()
        gc.unfreeze()
        report["unfrozen_tracked"] = len(gc.get_objects())
        report["unfrozen_full"], report["kept"] = full_collection()
        print(json.dumps(report), flush=True)
        QApplication.exit(0)

    class Painted(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and "before" not in report:
                report["before"] = list(collections)
                QTimer.singleShot(0, when_built)
            return False

    global _painted
    _painted = Painted()
    _filter_table_views(table_view, _painted, views)

from krig_desktop.app import main
sys.exit(main([]))
"""


def one_run(platform: str, root: Path = ROOT) -> dict[str, object]:
    """The child's report of one start of the program in the project folder `root`."""
    with tempfile.TemporaryDirectory(prefix="krig-collector-") as config:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(root))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                                env=env, cwd=root, timeout=60, stdin=subprocess.DEVNULL)
    lines = result.stdout.strip().splitlines()
    if result.returncode != 0 or not lines:
        raise SystemExit(f"the child failed: {result.stderr[-500:]}")
    report: dict[str, object] = json.loads(lines[-1])
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform: offscreen (default) or xcb (needs DISPLAY)")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="also start the program in another checkout's folder DIR")
    args = parser.parse_args()
    if args.against is not None and not (args.against / "krig_desktop").is_dir():
        parser.error(f"--against: no krig_desktop folder in {args.against}")
    print(f"platform {args.platform}, median of {args.runs} starts")
    for root in (ROOT, args.against):
        if root is not None:
            print(f"the program in {root}:")
            show([one_run(args.platform, root) for _ in range(args.runs)])


def show(reports: list[dict[str, object]]) -> None:
    def median(pick: str, index: int | None = None) -> float:
        values = [r[pick] if index is None else r[pick][index]  # type: ignore[index]
                  for r in reports]
        return float(statistics.median(values))  # type: ignore[arg-type]

    print(f"  before the first painted table: {median('before', 0):.0f} collections, "
          f"{1000 * median('before', 1):.1f} ms")
    print(f"  once all is built: {median('tracked'):.0f} objects collected, "
          f"{median('frozen'):.0f} frozen; a full collection {1000 * median('full'):.1f} ms")
    print(f"  with the frozen ones put back: {median('unfrozen_tracked'):.0f} objects, "
          f"a full collection {1000 * median('unfrozen_full'):.1f} ms, finding "
          f"{median('kept'):.0f} garbage objects the freeze kept")


if __name__ == "__main__":
    main()
