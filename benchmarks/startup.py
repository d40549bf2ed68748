"""Start-up time: launch to the first painted window, ours against a bare Qt window, the
least window like ours, another checkout or the desktop's own card games (by hand only).

    .venv/bin/python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]
                                           [--settings FILE] [--resumed] [--floor]
                                           [--against DIR] [--turns] [--instructions]
                                           [--peers]

How it times. Each run is a new process started the same way for every child:
`python -c CHILD` (benchmarks/_children.py), timed by this script from just before the
process starts to the line the child prints at the first paint of its window. For Krig
Desktop the child runs `krig_desktop.app.main()` as the command does and only watches:
the table view, once built, gets an event filter on its viewport that sees the first
Paint, prints, and ends the event loop. Nothing else changes, the window is not closed
(so nothing is written), and each run gets a fresh config folder, as on a first start.
The filter watches the one widget it times, never the whole application: an
application-wide filter makes PySide wrap every object that gets an event (the style,
the screen, each menu...), a cost the program itself never pays. The bare window is a
QMainWindow shown by the same kind of child, watched the same way. One untimed launch of
each child comes first (file caches, bytecode); then in each run every child is
launched once, each first as often as the others and after each of the others as often
(exactly so when `--runs` is a multiple of twice the number of children), so a busy
machine slows them alike.

- `--settings FILE` puts a copy of FILE in each run's config folder as
  `krig-desktop/settings.ini` (e.g. one that chose a system card deck).
- `--resumed` starts each run of the program as a returning player's start does: with a
  game kept from an earlier session (game 14 at battle 28, kept when its window closed;
  made once per benchmark run by the program of this folder), which the program reads,
  checks and resumes before its first frame.
- `--floor` adds the least a window like ours can be (a QMainWindow with five menus of
  eight entries, a toolbar of six text actions, a status bar message and a graphics view
  with four cards and their captions), written with no module of ours: what any window
  with words pays. A reference, no longer the goal (issue 39 measures us against the
  games a player would pick instead: `--peers`).
- `--against DIR` also times the program of another checkout (DIR: its project folder,
  e.g. a `git worktree` of an older commit) in every run: two versions compared in the
  same runs, the only fair way on a shared machine.
- `--turns` times, in one more run of the program, the event-loop turns from the first
  paint until everything left for later is built: the longest is the longest the window
  could not answer a key or paint a frame while the rest loaded (goal: under 50 ms).
- `--instructions` counts, instead of timing, the machine instructions each child runs
  from its start to its first paint (it then ends at once), under valgrind's cachegrind:
  the same count run after run, where times on a shared machine move by several per cent
  between batches. So a small change shows, and which way it goes. It is not the goal's
  measure (time is: our modules cost file reads and cache misses too). The program's
  child also says which of its later parts were already built at that paint (a fallback
  that builds them when the table is slow to paint, as under valgrind on a busy
  machine): then the count is not the first frame's, and the benchmark says so and
  exits 1. Needs valgrind; one run of each child, slow.
- `--peers` compares the program with KPatience (`kpat`) and Aisleriot (`sol`) instead,
  as a player would: each launched as its own command (ours: `python -m krig_desktop`),
  interleaved, one at a time on an Xvfb display of its own choosing, each launch with a
  fresh home, fresh XDG folders and a session bus of its own (benchmarks/_peers.py).
  Each window is timed from the X server's own events (benchmarks/_x_window.py), not by
  a child's watch, since the peers cannot be watched from inside: when it is mapped and
  when it is first drawn, with no polling interval to round either. Then, once each
  program has settled, its memory (PSS, and the resident set). `--against DIR` adds the
  other checkout's program to the same runs; `--settings` and `--resumed` apply to ours.
  Needs Xvfb, dbus-daemon and the two games (it says how to install whatever is missing;
  it installs nothing).

How to read. Medians in ms of each child, and ratios: `ratio: R (to the bare window)`,
with `--floor` `ratio to the floor: R`, with `--against` the other checkout's time and
`this one takes R of its time`. On a shared machine medians move from one run to the
next by more than most changes: read a change from `--against` in one run (15 runs or
more), or from `--instructions`, never from two separate runs. `--peers` prints, for
each program, the median time to its window mapped and first drawn and its memory, then
ours as a ratio to each (first drawn, PSS), each with the goal of issue 39: sooner than
KPatience, within 1.35 times Aisleriot's time, in less memory than either, and no more
than 1.05 times as late as the checkout `--against` names (run it in the new tree).
The current figures are in benchmarks/README.md.

The smallest run (the smoke test's) is `--runs 1`: one untimed and one timed launch of
each child; `--peers --runs 1` is the same for the peers.
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
from typing import NamedTuple, TypeVar

import _temp_config  # noqa: F401  (first: a temporary config folder)

# isort: split
import _peers
from _children import BARE, BUILT_EARLY, FLOOR, KEEP_A_GAME, KEPT_BATTLES, KRIG, TURNS
from _x_window import WindowWatch

ROOT = Path(__file__).resolve().parent.parent
SETTINGS_IN_CONFIG = Path("krig-desktop") / "settings.ini"
VALGRIND = ("valgrind", "--tool=cachegrind", "--cache-sim=no",
            "--cachegrind-out-file=/dev/null")
T = TypeVar("T")


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


class Count(NamedTuple):
    """What --instructions counts of one child: machine instructions to its first paint,
    and the program's later parts already built then (see _children.LATER_PARTS)."""

    instructions: int
    built_early: tuple[str, ...]


def to_first_paint(child: str, root: Path = ROOT, kept: Path | None = None,
                   platform: str = "offscreen",
                   under: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run `child` (under the command `under`, e.g. valgrind) to its first paint, where
    it ends at once; `kept`: a config folder with a game kept, copied into its own."""
    with tempfile.TemporaryDirectory(prefix="krig-startup-") as config:
        _fill_config(config, None, kept)
        env = dict(os.environ, QT_QPA_PLATFORM=platform, XDG_CONFIG_HOME=config,
                   PYTHONPATH=str(root), PYTHONHASHSEED="0", KRIG_EXIT_AT_PAINT="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        return subprocess.run([*under, sys.executable, "-c", child], env=env, cwd=root,
                              capture_output=True, text=True, timeout=600,
                              stdin=subprocess.DEVNULL)


def built_early(stdout: str) -> tuple[str, ...]:
    """The later parts a child found built at its first paint (its BUILT_EARLY line)."""
    for line in stdout.splitlines():
        if line.startswith(BUILT_EARLY):
            said = line.removeprefix(BUILT_EARLY).strip()
            return () if said == "nothing" else tuple(said.split(", "))
    raise SystemExit(f"the child never painted: {stdout[-300:]!r}")


def instructions(child: str, root: Path = ROOT, kept: Path | None = None,
                 platform: str = "offscreen") -> Count:
    """Machine instructions `child` runs from its start to its first paint (valgrind),
    after one run without, which writes its bytecode."""
    to_first_paint(child, root, kept, platform)
    result = to_first_paint(child, root, kept, platform, VALGRIND)
    early = built_early(result.stdout)
    for line in result.stderr.splitlines():
        if "I" in line and "refs:" in line:
            return Count(int(line.rsplit(maxsplit=1)[-1].replace(",", "")), early)
    raise SystemExit(f"valgrind counted nothing: {result.stderr[-300:]}")


def count_instructions(against: Path | None, kept: Path | None = None,
                       platform: str = "offscreen") -> None:
    """--instructions: the floor's count, ours, and (`against`) another checkout's;
    `kept`: the program's runs resume the game kept there. Exits 1, after printing
    them, if a count ran past the first frame (a later part built before the paint)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (e.g. apt install valgrind)")
    least = instructions(FLOOR, platform=platform).instructions
    krig = instructions(KRIG, kept=kept, platform=platform)
    resumed = ("" if kept is None else ", resuming a kept game") + (
        "" if platform == "offscreen" else f", platform {platform}")
    print(f"instructions to the first paint: floor {least / 1e6:.1f} M, "
          f"Krig Desktop {krig.instructions / 1e6:.1f} M "
          f"(ratio {krig.instructions / least:.3f}){resumed}")
    wrong = {"this checkout": krig.built_early}
    if against is not None:
        other = instructions(KRIG, against, kept, platform)
        print(f"the program in {against}: {other.instructions / 1e6:.1f} M "
              f"(ratio {other.instructions / least:.3f}; this one runs "
              f"{(krig.instructions - other.instructions) / 1e6:+.1f} M)")
        wrong[str(against)] = other.built_early
    wrong = {where: parts for where, parts in wrong.items() if parts}
    for where, parts in wrong.items():
        print(f"NOT THE FIRST FRAME'S COUNT ({where}): {', '.join(parts)} built before the "
              "first paint")
    if wrong:
        raise SystemExit("a later part was built before the first paint (a fallback "
                         "fired?): the counts above are not the first frame's")


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


def orders(count: int) -> list[list[int]]:
    """The orders of `count` children in successive runs, a Williams square: over its
    rows each child comes first, and right after each other child, equally often. A
    launch is slowed by what the one before it left behind (caches filled, the peers'
    accessibility services still ending), so a fixed neighbour would bias a child."""
    first = [(k + 1) // 2 if k % 2 else (count - k // 2) % count for k in range(count)]
    rows = [[(child + shift) % count for child in first] for shift in range(count)]
    return rows + ([row[::-1] for row in rows] if count % 2 else [])


def interleaved(children: dict[str, Callable[[], T]], runs: int) -> dict[str, list[T]]:
    """Each child's results of `runs` launches, after one untimed launch of each (the
    file caches, the bytecode); in each run every child once, in the orders of `orders`
    (balanced when `runs` is a multiple of their rows), so a busy machine slows them
    alike."""
    for child in children.values():
        child()
    results: dict[str, list[T]] = {name: [] for name in children}
    names = list(children)
    rows = orders(len(names))
    for run in range(runs):
        for index in rows[run % len(rows)]:
            results[names[index]].append(children[names[index]]())
    return results


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
    times = interleaved(children, runs)
    median = {name: statistics.median(seconds) for name, seconds in times.items()}
    return Medians(median["bare"], median["krig"], median.get("floor"),
                   median.get("against"))


def measure_peers(runs: int, settings: Path | None = None, against: Path | None = None,
                  kept: Path | None = None) -> dict[str, _peers.Sample]:
    """--peers: the median of each program's `runs` launches, interleaved (see _peers)."""
    with _peers.display() as shown_on:
        watch = WindowWatch(shown_on)
        try:
            def ours(root: Path) -> Callable[[], _peers.Sample]:
                def run() -> _peers.Sample:
                    with _peers.session(shown_on) as env:
                        _fill_config(env["XDG_CONFIG_HOME"], settings, kept)
                        env["PYTHONPATH"] = str(root)
                        return _peers.launch([sys.executable, "-m", "krig_desktop"], watch,
                                             env, root)

                return run

            children = {"Krig Desktop": ours(ROOT)}
            if against is not None:
                children[f"the program in {against}"] = ours(against)
            children.update(_peers.peer_launches(watch, shown_on))
            samples = interleaved(children, runs)
        finally:
            watch.close()
    return {name: _peers.Sample(*(statistics.median(field) for field in zip(*each, strict=True)))
            for name, each in samples.items()}


def report_peers(args: argparse.Namespace, kept: Path | None) -> None:
    """--peers: each program's medians, then ours as a ratio to each with the goals."""
    medians = measure_peers(args.runs, args.settings, args.against, kept)
    settings = "" if args.settings is None else f", ours with settings from {args.settings}"
    if kept is not None:
        settings += f", ours resuming a game kept at battle {KEPT_BATTLES}"
    print(f"Xvfb {_peers.SCREEN}, fresh home and session bus each launch, "
          f"median of {args.runs} runs each{settings}")
    width = max(len(name) for name in medians)
    print(f"{'':{width}}  window mapped   first drawn   memory: PSS       RSS")
    for name, sample in medians.items():
        print(f"{name:{width}}  {1000 * sample.mapped:10.0f} ms {1000 * sample.drawn:10.0f} ms"
              f"  {sample.pss / 2**20:12.1f} MiB {sample.rss / 2**20:6.1f} MiB")
    ours = medians["Krig Desktop"]
    goals = {"KPatience": ("sooner: below 1", "below 1"),
             "Aisleriot": ("at most 1.35", "below 1"),
             f"the program in {args.against}": ("at most 1.05", "")}
    for name, (window_goal, memory_goal) in goals.items():
        if name in medians and name != "Krig Desktop":
            other = medians[name]
            memory = f" (goal: {memory_goal})" if memory_goal else ""
            print(f"Krig Desktop against {name}: window {ours.drawn / other.drawn:.2f} "
                  f"times as late (goal: {window_goal}), memory {ours.pss / other.pss:.2f} "
                  f"times as much{memory}")


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
    parser.add_argument("--peers", action="store_true",
                        help="against KPatience and Aisleriot instead, under Xvfb (see above)")
    args = parser.parse_args()
    if args.settings is not None and not args.settings.is_file():
        parser.error(f"--settings: no such file: {args.settings}")
    if args.against is not None and not (args.against / "krig_desktop").is_dir():
        parser.error(f"--against: no krig_desktop folder in {args.against}")
    if args.peers and (lacking := _peers.missing()) is not None:
        raise SystemExit(lacking)
    with tempfile.TemporaryDirectory(prefix="krig-startup-kept-") as folder:
        kept = keep_a_game(Path(folder)) if args.resumed else None
        report(args, kept)


def report(args: argparse.Namespace, kept: Path | None) -> None:
    """Measure as `args` ask (`kept`: a config folder with a game kept) and print."""
    if args.instructions:
        count_instructions(args.against, kept, args.platform)
        return
    if args.peers:
        report_peers(args, kept)
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
        against = "" if other is None else f" ({args.against}: {other / least:.2f})"
        print(f"ratio to the floor: {krig / least:.2f}{against}")
    if args.turns:
        turns, longest = longest_turn(args.platform)
        print(f"after the first paint: {turns} event-loop turns until all is built, "
              f"the longest {1000 * longest:.1f} ms (goal: under 50 ms)")


if __name__ == "__main__":
    main()
