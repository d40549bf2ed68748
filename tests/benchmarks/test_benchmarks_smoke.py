"""Every benchmark still runs, and writes nothing outside its own temporary folders.

Benchmarks are run by hand, so one that breaks (frames.py called a removed method) or
that writes into the developer's real config folder (frames.py kept its games and
settings there) goes unseen. Here each file in benchmarks/ runs as its own process
with the smallest parameters it has, offscreen, with HOME, XDG_CONFIG_HOME, the temp
folder and the working folder all pointed at empty temporary folders; it must exit 0,
print its key line (a label, never a number: speed is the benchmark's business, not the
test's), and leave all four folders empty (a benchmark keeps its config in a temporary
folder of its own, benchmarks/_temp_config.py, and removes it, also when a signal ends
it).

Every benchmark must be in SMOKE: a new one that is not fails here, so none is left out.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "benchmarks"
TIMEOUT_S = 180


class Smoke(NamedTuple):
    """How a benchmark is run here: its smallest arguments, and the key lines (regular
    expressions over its output, labels only) that say it got to the end."""

    args: tuple[str, ...]
    lines: tuple[str, ...]


SMOKE: dict[str, Smoke] = {
    "bench_card_art.py": Smoke(("--quick",), (r"px: deck of 53 in ", r"CardArt at 100px")),
    "chart_paint.py": Smoke(("--sizes", "1000", "--paints", "5", "--grow", "5"),
                            (r"live .* rebuilds/s\)",)),
    "collector.py": Smoke(("--runs", "1"), (r"before the first painted table: \d+ collections",
                                            r"a full collection .* ms, finding \d+")),
    "count_series.py": Smoke(("--sizes", "1000", "--long", "1000"),
                             (r"\(engine +\) \| traced .* B/battle", r"\(synthetic\) \| arrays")),
    "decks.py": Smoke(("--quick",), (r"listing \d+ decks", r"^own .* x ours$")),
    "engine.py": Smoke(("20",), (r"ratio engine/bare", r"fixed play_to_end\(1000\) slices")),
    "fair_share.py": Smoke(("--games", "20", "--players", "2", "--face-down", "1", "--ends", "out"),
                           (r"^fixed gathering, games 1-20 per cell", r"^\| 2 \| 1 \| out \|",
                            r"^rows kept")),
    "frames.py": Smoke(("--quick", "--log"),
                       (r"\d fps \(goal", r"p99 \d+\.\d ms", r"full repaint", r"finish game")),
    "history.py": Smoke(("--sizes", "1000", "--long", "0", "--reads", "5", "--shuffled", "5"),
                        (r"random read mean", r"bytes/battle", r"longest shuffled")),
    "history_db.py": Smoke(("--games", "100", "--records", "3", "--repeat", "1"),
                           (r"record one game", r"achievements pass \(folded\(\), SQL\)",
                            r"--stats report", r"statistics dialog built and shown")),
    "memory.py": Smoke(("--battles", "10000", "--chunk", "1000", "--save-at", "1000"),
                       (r"bytes/battle", r"loads\+from_dict")),
    "odds.py": Smoke(("1", "--quick"), (r"play-outs/s", r"the time of fate\(\)")),
    "startup.py": Smoke(("--runs", "1"), (r"first painted table", r"^ratio: ")),
    "deck_bounds.py": Smoke(("--huge-mb", "1", "--bomb-mb", "0.05"), (r"^huge ", r"^bomb ")),
    "odds_settle.py": Smoke((), (r"CPU, \d+ play-outs, \d+ cut", r"undecided/draw")),
    "pace.py": Smoke(("--quick",), (r"^ +fast: \d+ battles in ", r"^ veryfast: .* battles/s, "
                                    r"median game .* meter blank \d+ %")),
    "sim_memory.py": Smoke(("--sizes", "100,1000"), (r"games: peak RSS .* tally entries",
                                                     r"peak ratio largest/smallest")),
    "story_size.py": Smoke(("100",), (r"^MAX_MARKS = ", r"B/battle +B/mark")),
    "keep_game.py": Smoke(("--lengths", "0,300", "--writes", "2"), (r"GUI thread", r"bytes")),
    "save_size.py": Smoke(("--lengths", "0,300", "--shuffled", "3"), (r"bytes",)),
    "war_odds.py": Smoke(("--quick",), (r"mean ms/call", r"counter_pick of a 4-player war")),
}
# startup.py against the desktop's card games: skipped where they are not installed.
PEERS = Smoke(("--peers", "--runs", "1"),
              (r"^Krig Desktop +\d+ ms +\d+ ms", r"^KPatience ", r"^Aisleriot ",
               r"against KPatience: window .* memory", r"against Aisleriot: window"))


def benchmark_files() -> list[str]:
    """Every benchmark in the folder: its .py files, less the "_" helper modules."""
    return sorted(path.name for path in BENCHMARKS.glob("*.py")
                  if not path.name.startswith("_"))


def kept(variable: str) -> bool:
    """Whether the benchmark's process gets this variable of ours as it is: not the
    display, Qt's settings or a folder to write into (each of those is set afresh), but
    the session's runtime folder and the system's data folders (the decks) are kept."""
    if variable in ("XDG_RUNTIME_DIR", "XDG_DATA_DIRS"):
        return True
    return not variable.startswith(("XDG_", "QT_", "KRIG_")) and variable not in (
        "DISPLAY", "WAYLAND_DISPLAY", "TMPDIR", "TEMP", "TMP")


def leftovers(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


def fresh_env(folders: dict[str, Path]) -> dict[str, str]:
    """Our environment, with the benchmark's HOME, config, temp folder and Qt fresh."""
    env = {key: value for key, value in os.environ.items() if kept(key)}
    env.update(HOME=str(folders["home"]), XDG_CONFIG_HOME=str(folders["config"]),
               TMPDIR=str(folders["tmp"]), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
    return env


@pytest.fixture
def short_tmp():
    """A folder under a short path, removed afterwards: a process pool's forkserver binds
    a Unix socket in TMPDIR, and pytest-xdist's deep `tmp_path` made that path longer
    than a socket's 108 bytes (odds.py failed in the parallel suite)."""
    folder = Path(tempfile.mkdtemp(prefix="kb-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def fresh_folders(base: Path) -> dict[str, Path]:
    """Four empty folders that must still be empty when the benchmark has ended."""
    folders = {part: base / "run" / part for part in ("home", "config", "tmp", "work")}
    for folder in folders.values():
        folder.mkdir(parents=True)
    return folders


# A stand-in benchmark that waits to be ended, once its temporary folder is made.
WAITS = f"""
import os, sys, time
sys.path.insert(0, {str(BENCHMARKS)!r})
import _temp_config
print(os.environ["XDG_CONFIG_HOME"], flush=True)
time.sleep(120)
"""


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_benchmark_ended_by_a_signal_removes_its_config_folder(signum, short_tmp):
    folders = fresh_folders(short_tmp)
    process = subprocess.Popen([sys.executable, "-c", WAITS], stdout=subprocess.PIPE,
                               text=True, env=fresh_env(folders), cwd=folders["work"],
                               stdin=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        config = Path(process.stdout.readline().strip())
        assert config.parent == folders["tmp"] and config.is_dir()
        process.send_signal(signum)
        assert process.wait(timeout=30) == -signum  # ended as the signal ends a process
    finally:
        process.kill()
        process.wait()
        process.stdout.close()
    assert leftovers(folders["tmp"]) == []


def test_every_entry_of_the_table_is_a_benchmark():
    """The control of the table: an entry whose file went is stale, and said so."""
    assert sorted(set(SMOKE) - set(benchmark_files())) == []


@pytest.mark.parametrize("name", benchmark_files())
def test_the_benchmark_runs_to_its_key_lines_and_leaves_nothing(name, short_tmp):
    if name not in SMOKE:
        pytest.fail(f"benchmarks/{name} is not in SMOKE in {Path(__file__).name}: add its "
                    "smallest arguments and its key output lines")
    runs_to_its_key_lines(name, SMOKE[name], short_tmp)


def test_startup_against_the_peers_runs_and_leaves_nothing(short_tmp):
    """--peers needs the peers installed (CI has none): without, it says which packages
    to install, and the test is skipped with its words."""
    runs_to_its_key_lines("startup.py", PEERS, short_tmp, peers=True)


def runs_to_its_key_lines(name: str, smoke: Smoke, short_tmp: Path, peers: bool = False) -> None:
    """Run benchmarks/`name` as `smoke` says, in fresh folders: exit 0, its key lines,
    nothing left behind (`peers`: skipped if it says what to install first)."""
    folders = fresh_folders(short_tmp)
    result = subprocess.run([sys.executable, str(BENCHMARKS / name), *smoke.args],
                            capture_output=True, text=True, timeout=TIMEOUT_S,
                            env=fresh_env(folders),
                            cwd=folders["work"], stdin=subprocess.DEVNULL)
    if peers and result.returncode == 1 and result.stderr.startswith("--peers needs "):
        pytest.skip(result.stderr.strip())
    assert result.returncode == 0, f"{name} exited {result.returncode}:\n{result.stderr}"
    for line in smoke.lines:
        assert re.search(line, result.stdout, re.MULTILINE), (
            f"{name}: no line matches {line!r} in:\n{result.stdout}")
    written = {part: leftovers(folder) for part, folder in folders.items()}
    assert written == {part: [] for part in folders}, f"{name} wrote outside its own folders"
