"""Start-up time: launch to the first painted table, as a ratio to a bare Qt window
(run by hand, never in CI).

    .venv/bin/python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]
                                           [--settings FILE] [--resumed] [--floor]
                                           [--against DIR] [--turns] [--instructions]

Each run is a new process started the same way for both: `python -c CHILD`, timed by
this script from just before the process starts to the line the child prints at the
first paint of its window. For Krig Desktop the child runs `krig_desktop.app.main()` as
the command does and only watches: the table view, once built, gets an event filter on
its viewport that sees the first Paint, prints, and ends the event loop. Nothing else
changes, the window is not closed (so nothing is written), and each run gets a fresh
config folder, as on a first start; `--settings FILE` puts a copy of FILE in it as
`krig-desktop/settings.ini` (e.g. one that chose a system card deck). `--resumed` starts
each run instead as a returning player's start does: with a game kept from an earlier
session (game 14 at battle 28, kept when its window closed; made once per benchmark run,
by the program of this folder), which the program reads, checks and resumes before its
first frame (on 2026-12-03, late: 1.186 times the floor's instructions, a first start
1.121). The bare window is
a QMainWindow shown by the same kind of child, watched the same way.
Runs alternate between the children, each going first in turn, so a busy machine slows
them alike. Prints the median
of each and their ratios.

`--floor` adds a third child, timed the same way: the least a window like ours can be
(a QMainWindow with five menus of eight entries, a toolbar of six text actions, a status
bar message and a graphics view with four cards and their captions), written in 30
lines with no module of ours. What it costs over the bare window (the Qt namespace's
enums, the font database for the first text, the menu bar) any window with words pays:
it is the yardstick (issue 25's goal: our first painted table at most 1.15 times as
late as it, in the same run).

`--turns` times, in one more run of the program, the event-loop turns from the first
paint until everything left for later is built (the dock, the sound, the odds, the
history): the longest one is the longest the window could not answer a key or paint a
frame while the rest loaded (goal: under 50 ms).

`--instructions` counts, instead of timing, the machine instructions each child runs from
its start to its first paint (it then ends at once), under valgrind's cachegrind: the
same count run after run (to ~0.01 %), where times on a shared machine move by 10 %
between batches of runs. So a change of a few hundred microseconds shows, and is
measured before it is kept. It is not the goal's measure (time is: our modules cost
file reads and cache misses too; on 2026-12-03, late, Krig ran 1.121 times the floor's
instructions and took 1.12 to 1.15 times its time, medians moving by ±0.04 with the
machine's load), but it tells which way a change goes
and by how much. Needs valgrind; one run of each child, ~15 s each.

`--against DIR` also times the program of another checkout (DIR: its project folder,
e.g. a `git worktree` of an older commit) in every run, so two versions are compared
on the same bare windows: on a shared machine single runs move by about +-0.15.

The filter watches the one widget it times, never the whole application: an
application-wide filter makes PySide wrap every object that gets an event (the style,
the screen, each menu...), and creating those Python types and their enums cost the
watched program ~30 ms that the program itself never pays.

The smallest run (the smoke test's) is `--runs 1`: one untimed and one timed launch of
each child.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import _temp_config  # noqa: F401  (first: a temporary config folder)

ROOT = Path(__file__).resolve().parent.parent

# Shared by both children: report the first paint of the watched widget, then quit.
WATCH = """
import os, sys
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
            if os.environ.get("KRIG_EXIT_AT_PAINT"):  # --instructions: count no further
                os._exit(0)
            QTimer.singleShot(0, lambda: QtWidgets.QApplication.exit(0))
        return False
"""

# The program's children import nothing before `main()` does, so the program loads in
# its own order, with its own settings (it turns the garbage collector off before Qt
# loads, for one): a finder hands the table view's module to `_on_table_view` as soon as
# it is loaded, and that wraps TableView.__init__ (PySide is in by then).
WHEN_TABLE_VIEW_LOADS = """
import sys
from importlib.machinery import PathFinder

class _WhenTableViewLoads:
    @staticmethod
    def find_spec(name, path, target=None):
        if name != "krig_desktop.ui.table.table_view":
            return None
        sys.meta_path.remove(_WhenTableViewLoads)
        spec = PathFinder.find_spec(name, path)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            _on_table_view(module)

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _WhenTableViewLoads)

# Every table view, once built, goes into `views`, its viewport filtered by `event_filter`.
def _filter_table_views(table_view, event_filter, views):
    built = table_view.TableView.__init__

    def watched(self, *args, **kwargs):
        built(self, *args, **kwargs)
        views.append(self)
        self.viewport().installEventFilter(event_filter)

    table_view.TableView.__init__ = watched
"""

KRIG = f"WATCH_CODE = {WATCH!r}\n" + WHEN_TABLE_VIEW_LOADS + """
def _on_table_view(table_view):
    global _watch
    exec(compile(WATCH_CODE, "<watch>", "exec"), globals())
    _watch = _Watch(lambda obj: True)  # (it filters the table's viewport alone)
    _filter_table_views(table_view, _watch, [])

from krig_desktop.app import main
sys.exit(main(sys.argv[1:]))
"""

BARE = WATCH + """
app = QtWidgets.QApplication(sys.argv)
window = QtWidgets.QMainWindow()
window.resize(1180, 820)
watch = _Watch(lambda obj: obj is window)
window.installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""


FLOOR = WATCH + """
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
app = QtWidgets.QApplication(sys.argv)
window = QtWidgets.QMainWindow()
window.resize(1180, 820)
for title in ("&File", "&Game", "&View", "&Language", "&Help"):
    menu = window.menuBar().addMenu(title)
    for entry in range(8):
        menu.addAction(f"Entry {entry}")
toolbar = window.addToolBar("Main")
for entry in range(6):
    toolbar.addAction(f"Tool {entry}")
window.statusBar().showMessage("Battle 1")
scene = QGraphicsScene()
scene.setBackgroundBrush(QColor(20, 90, 60))
for seat in range(4):
    scene.addRect(seat * 120, 0, 100, 140, QPen(Qt.GlobalColor.black),
                  QBrush(QColor(200, 30, 30)))
    caption = scene.addSimpleText(f"Player {seat}: 13 cards", QFont("Sans", 12))
    caption.setPos(seat * 120, 150)
view = QGraphicsView(scene)
# The watch's own viewport, made here: asked for the one Qt made (`view.viewport()`),
# PySide looks for its Python type through every QWidget subclass, making each (~60
# types, ~28 ms): that was the watch's cost, counted as the window's until now. Krig
# Desktop's table makes its viewport for the same reason.
viewport = QtWidgets.QWidget()
view.setViewport(viewport)
window.setCentralWidget(view)
watch = _Watch(lambda obj: obj is viewport)
viewport.installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""

# The program's start (as the command runs it), then every event-loop turn timed (a 0 ms
# timer fires once per turn) from the first paint until the window's later parts are
# all built.
TURNS = WHEN_TABLE_VIEW_LOADS + """
import time

def _on_table_view(table_view):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    turns, views = [], []

    def tick():
        turns.append(time.perf_counter())
        if views[0].window().later.built_history is None:
            QTimer.singleShot(0, tick)
        else:
            gaps = [b - a for a, b in zip(turns, turns[1:])]
            print("turns", len(gaps), max(gaps), flush=True)
            QApplication.exit(0)

    class Painted(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not turns:
                turns.append(time.perf_counter())
                QTimer.singleShot(0, tick)
            return False

    global _painted
    _painted = Painted()
    _filter_table_views(table_view, _painted, views)

from krig_desktop.app import main
sys.exit(main([]))
"""


SETTINGS_IN_CONFIG = Path("krig-desktop") / "settings.ini"
KEPT_BATTLES = 28

# --resumed: a session that plays game 14 to battle KEPT_BATTLES and closes its window,
# which keeps the game (resume.krig) for the next start, as a player's session does.
KEEP_A_GAME = f"""
from PySide6.QtWidgets import QApplication
app = QApplication([])
from krig_desktop.app import create_main_window
window = create_main_window(["--speed", "instant", "--game", "14"])
window.show()
for _ in range(100_000):
    if window.controller.game.battles >= {KEPT_BATTLES}:
        break
    window.controller.request_step()
    app.processEvents()
window.close()
"""


def keep_a_game(folder: Path) -> Path:
    """`folder` as a config folder (XDG_CONFIG_HOME) with a game kept in it by a session
    of the program in ROOT (see KEEP_A_GAME); returned."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder),
               PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", KEEP_A_GAME], env=env, cwd=ROOT,
                   capture_output=True, timeout=120, stdin=subprocess.DEVNULL)
    if not (folder / "krig-desktop" / "resume.krig").is_file():
        raise SystemExit("--resumed: the session meant to keep a game kept none")
    return folder


def _fill_config(config: str, settings: Path | None, kept: Path | None) -> None:
    """The fresh config folder of one run: a copy of `kept`'s (a config folder with a
    game kept, see keep_a_game), then `settings` as its settings.ini."""
    if kept is not None:
        shutil.copytree(kept / "krig-desktop", Path(config) / "krig-desktop")
    if settings is not None:
        target = Path(config) / SETTINGS_IN_CONFIG
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(settings, target)


def launch(child: str, platform: str, settings: Path | None = None,
           root: Path = ROOT, kept: Path | None = None) -> float:
    """Seconds from starting `child` to its "painted" line; `settings` (an INI file)
    is copied into the fresh config folder first, after `kept`'s files (a config
    folder with a game kept); `root`: the project folder whose krig_desktop the child
    imports."""
    with tempfile.TemporaryDirectory(prefix="krig-startup-") as config:
        _fill_config(config, settings, kept)
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(root))
        # An installed package comes with its bytecode compiled (pip does that); the
        # untimed first runs write it here, so no run pays for compiling the sources.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        began = time.perf_counter()
        # In root: `python -c` puts the working folder first on sys.path, so run from
        # elsewhere the child would time whatever krig_desktop lies there.
        process = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                                   env=env, cwd=root)
        assert process.stdout is not None
        line = process.stdout.readline()
        elapsed = time.perf_counter() - began
        process.wait(timeout=60)
    if line.strip() != b"painted":
        raise SystemExit(f"the child never painted (exit code {process.returncode})")
    return elapsed


def instructions(child: str, root: Path = ROOT, kept: Path | None = None,
                 platform: str = "offscreen") -> int:
    """Machine instructions `child` runs from its start to its first paint (valgrind);
    `kept`: a config folder with a game kept, copied into the child's first."""
    with tempfile.TemporaryDirectory(prefix="krig-startup-") as config:
        _fill_config(config, None, kept)
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(root), PYTHONHASHSEED="0", KRIG_EXIT_AT_PAINT="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        launch_once = [sys.executable, "-c", child]
        subprocess.run(launch_once, env=env, cwd=root, capture_output=True, timeout=60)
        result = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no",
             "--cachegrind-out-file=/dev/null", *launch_once],
            env=env, cwd=root, capture_output=True, text=True, timeout=600)
    for line in result.stderr.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.rsplit(maxsplit=1)[-1].replace(",", ""))
    raise SystemExit(f"valgrind counted nothing: {result.stderr[-300:]}")


def count_instructions(against: Path | None, kept: Path | None = None,
                       platform: str = "offscreen") -> None:
    """--instructions: the floor's count, ours, and (`against`) another checkout's;
    `kept`: the program's runs resume the game kept there."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (e.g. apt install valgrind)")
    least = instructions(FLOOR, platform=platform)
    krig = instructions(KRIG, kept=kept, platform=platform)
    resumed = ("" if kept is None else ", resuming a kept game") + (
        "" if platform == "offscreen" else f", platform {platform}")
    print(f"instructions to the first paint: floor {least / 1e6:.1f} M, "
          f"Krig Desktop {krig / 1e6:.1f} M (ratio {krig / least:.3f}){resumed}")
    if against is not None:
        other = instructions(KRIG, against, kept, platform)
        print(f"the program in {against}: {other / 1e6:.1f} M (ratio {other / least:.3f}; "
              f"this one runs {(krig - other) / 1e6:+.1f} M)")


def longest_turn(platform: str) -> tuple[int, float]:
    """(turns, seconds of the longest) from the first paint until all is built."""
    with tempfile.TemporaryDirectory(prefix="krig-startup-") as config:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(ROOT))
        result = subprocess.run([sys.executable, "-c", TURNS], capture_output=True,
                                text=True, env=env, cwd=ROOT, timeout=60,
                                stdin=subprocess.DEVNULL)
    words = result.stdout.split()
    if len(words) != 3 or words[0] != "turns":
        raise SystemExit(f"the turns child printed {result.stdout!r} {result.stderr[-300:]}")
    return int(words[1]), float(words[2])


class Medians(NamedTuple):
    """Median seconds to the first paint of each child (None: not timed)."""

    bare: float
    krig: float
    floor: float | None
    against: float | None


def measure(runs: int, platform: str, settings: Path | None = None,
            floor: bool = False, against: Path | None = None,
            kept: Path | None = None) -> Medians:
    """Time each child `runs` times, in turn within each run (`kept`: the program's
    runs resume the game kept there)."""
    children: dict[str, Callable[[], float]] = {
        "bare": lambda: launch(BARE, platform),
        "krig": lambda: launch(KRIG, platform, settings, kept=kept),
    }
    if floor:
        children["floor"] = lambda: launch(FLOOR, platform)
    if against is not None:
        children["against"] = lambda: launch(KRIG, platform, settings, against, kept)
    for child in children.values():  # warm the file caches and the bytecode, untimed
        child()
    times: dict[str, list[float]] = {name: [] for name in children}
    names = list(children)
    for run in range(runs):
        # Each child goes first as often as the others: the one after another child's
        # run is slowed by what that left in the caches, the first one of a run is not.
        turn = run % len(names)
        for name in names[turn:] + names[:turn]:
            times[name].append(children[name]())
    median = {name: statistics.median(seconds) for name, seconds in times.items()}
    return Medians(median["bare"], median["krig"], median.get("floor"),
                   median.get("against"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform: offscreen (default) or xcb (needs DISPLAY)")
    parser.add_argument("--settings", type=Path, metavar="FILE",
                        help="an INI file each run starts with as its settings.ini")
    parser.add_argument("--resumed", action="store_true",
                        help="each run of the program resumes a game kept before (see above)")
    parser.add_argument("--floor", action="store_true",
                        help="also time the least window with menus and text (see above)")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="also time the program in another checkout's folder DIR")
    parser.add_argument("--turns", action="store_true",
                        help="also time the event-loop turns while the rest is built")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions to the first paint instead (valgrind)")
    args = parser.parse_args()
    if args.settings is not None and not args.settings.is_file():
        parser.error(f"--settings: no such file: {args.settings}")
    if args.against is not None and not (args.against / "krig_desktop").is_dir():
        parser.error(f"--against: no krig_desktop folder in {args.against}")
    with tempfile.TemporaryDirectory(prefix="krig-startup-kept-") as folder:
        kept = keep_a_game(Path(folder)) if args.resumed else None
        report(args, kept)


def report(args: argparse.Namespace, kept: Path | None) -> None:
    """Measure as `args` ask (`kept`: a config folder with a game kept) and print."""
    if args.instructions:
        count_instructions(args.against, kept, args.platform)
        return
    bare, krig, least, other = measure(args.runs, args.platform, args.settings,
                                       args.floor, args.against, kept)
    settings = "" if args.settings is None else f", settings from {args.settings}"
    if kept is not None:
        settings += f", the program resuming a game kept at battle {KEPT_BATTLES}"
    print(f"platform {args.platform}, median of {args.runs} runs each{settings}")
    print(f"bare PySide6 QMainWindow, first paint: {1000 * bare:7.1f} ms")
    print(f"Krig Desktop, first painted table:    {1000 * krig:7.1f} ms")
    if other is not None:
        print(f"the program in {args.against}: {1000 * other:7.1f} ms"
              f" (ratio {other / bare:.2f}; this one takes {krig / other:.2f} of its time)")
    print(f"ratio: {krig / bare:.2f} (to the bare window)")
    if least is not None:
        print(f"floor: menus, toolbar, text, first paint: {1000 * least:7.1f} ms"
              f" (ratio {least / bare:.2f})")
        against = "" if other is None else f"; {args.against}: {other / least:.2f}"
        goal = "goal: at most 1.15" if kept is None else "the goal, 1.15, is a first start's"
        print(f"ratio to the floor: {krig / least:.2f} ({goal}{against})")
    if args.turns:
        turns, longest = longest_turn(args.platform)
        print(f"after the first paint: {turns} event-loop turns until all is built, "
              f"the longest {1000 * longest:.1f} ms (goal: under 50 ms)")


if __name__ == "__main__":
    main()
