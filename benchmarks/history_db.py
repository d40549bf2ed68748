"""The history database at 100,000 games: recording one, and what the window needs to
open quickly (run by hand, never in CI).

    .venv/bin/python benchmarks/history_db.py [--games 100000] [--records 300] [--repeat 7]

Fills a fresh `history.sqlite3` in a temporary folder with GAMES games of a plausible
mix (2 players most often, some 3 and 4; mostly 1 face-down card; a tenth under fixed
gathering; one game in ten left unfinished; lengths spread like real games, a few
hundred battles with a long tail), written in one transaction straight through the
module's insert (the fill is set-up, not what is timed). Then it times, on that file:
- opening it for recording (`open_history`: checks, quick_check, WAL, migrations);
- recording one game (`GameHistory.record`: one fsynced transaction), RECORDS times:
  mean and 99th percentile;
- all the statistics groups (`statistics()`: SQL sums and the streak walk);
- the first page (100 rows) of the history list newest first, and sorted by battles;
- the `--stats` path: read-only open and statistics;
- the achievements' pass (the folds by SQL; and, for comparison, from every row as a
  GameRecord), the window's check at start once those earned are stored, and the
  whole `--stats` report;
- building and showing the statistics dialog (Game → Statistics, offscreen Qt): its
  history list read once, the statistics counted in the background (not timed: the
  dialog shows "Counting…" meanwhile; each run waits for it before the next);
  and how many times the list was read while it was built.
Each read is run REPEAT times; the median and the fastest are printed.

With `--load` it measures instead what a big or hostile history costs the window
(issue 20 point 6, issue 28 point 5), each figure with the peak resident memory the
step added (VmHWM, reset before each step) and, for what runs beside the event loop,
the longest the GUI thread went without turning (its longest stall):
- the History list opened (count and first page) and ten more pages scrolled;
- the statistics (the window's count) and `--stats` (read-only open, sums, text);
- Export as CSV, on its thread, to the end; and cancelled after a second;
- closing the statistics while a count runs (the count interrupted);
- then one row given a huge value (`--huge-mb`, 200 by default) and the list, the
  statistics and the export again;
- Watch Replay of a 250,000-battle recorded game: dealt again in slices.

    .venv/bin/python benchmarks/history_db.py --load --games 1000000
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.storage import game_history
from krig_desktop.storage.game_history import (
    GameRecord,
    open_history,
    open_history_read_only,
)


def plausible_game(rng: random.Random, ended: datetime, number: int) -> GameRecord:
    players = rng.choices((2, 3, 4), (60, 25, 15))[0]
    face_down = rng.choices((1, 2, 3), (80, 12, 8))[0]
    gathering = "fixed" if rng.random() < 0.1 else "shuffled"
    battles = max(1, int(rng.lognormvariate(math.log(300), 0.8)))
    roll = rng.random()
    if roll < 0.1:
        outcome, winner, battles = "abandoned", None, rng.randrange(1, battles + 1)
    elif gathering == "fixed" and roll < 0.3:
        outcome, winner = "repetition", None
    elif roll < 0.11:
        outcome, winner = "draw", None
    else:
        outcome, winner = "win", rng.randrange(players)
    place = None if outcome == "abandoned" else (1 if winner in (0, None)
                                                  else rng.randint(2, players))
    seconds = int(battles * rng.uniform(0.2, 1.5))
    return GameRecord(started_at=ended - timedelta(seconds=seconds), ended_at=ended,
                      players=players, game_number=rng.randint(1, 1_000_000),
                      face_down=face_down, gathering=gathering, outcome=outcome,
                      winner=winner, your_place=place, battles=battles,
                      war_steps=int(battles * 0.07), deepest_war=rng.choices(
                          range(6), (5, 60, 25, 7, 2, 1))[0],
                      biggest_pile=rng.randint(6, 30), lead_changes=rng.randint(0, 40),
                      seconds_played=seconds,
                      start_chance=None if number % 2 else round(rng.random(), 3),
                      game_key=f"{rng.getrandbits(128):032x}")


def fill(path: Path, games: int, rng: random.Random) -> None:
    opened = open_history(path)
    conn = opened.history._conn  # the fill goes straight in: set-up, not measured
    start = datetime.now(UTC) - timedelta(days=3 * 365)
    step = timedelta(days=3 * 365) / games
    rows = (game_history._to_row(plausible_game(rng, start + k * step, k))
            for k in range(games))
    conn.execute("BEGIN")
    conn.executemany(game_history._INSERT, rows)
    conn.execute("COMMIT")
    opened.history.close()


def timed(action: Callable[[], object], repeat: int) -> tuple[float, float]:
    """(median, fastest) in milliseconds."""
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        action()
        times.append(1000 * (time.perf_counter() - began))
    return statistics.median(times), min(times)


def report(label: str, action: Callable[[], object], repeat: int) -> None:
    median, fastest = timed(action, repeat)
    print(f"{label}: median {median:.1f} ms, fastest {fastest:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--records", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--load", action="store_true",
                        help="measure memory and stalls of a big and a hostile history")
    parser.add_argument("--huge-mb", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(2026)
    if args.load:
        from _history_load import measure_load

        measure_load(args.games, args.huge_mb, fill)
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        began = time.perf_counter()
        fill(path, args.games, rng)
        print(f"filled {args.games} games in {time.perf_counter() - began:.1f} s, "
              f"{os.path.getsize(path) / 2**20:.1f} MiB")

        def reopen() -> None:
            open_history(path).history.close()

        report("open for recording", reopen, args.repeat)
        history = open_history(path).history
        samples = []
        for k in range(args.records):
            game = plausible_game(rng, datetime.now(UTC), k)
            began = time.perf_counter()
            history.record(game)
            samples.append(1000 * (time.perf_counter() - began))
        samples.sort()
        p99 = samples[max(0, math.ceil(0.99 * len(samples)) - 1)]
        print(f"record one game ({args.records} times): mean {statistics.mean(samples):.2f}"
              f" ms, p99 {p99:.2f} ms, max {samples[-1]:.2f} ms")
        groups = history.statistics()
        report(f"statistics, {len(groups)} groups", history.statistics, args.repeat)
        report("first page newest first (100 rows)", lambda: history.page(0, 100), args.repeat)
        report("first page by battles (100 rows)",
               lambda: history.page(0, 100, sort="battles"), args.repeat)
        history.close()

        def stats_command() -> None:
            reader = open_history_read_only(path)
            assert reader is not None
            with reader:
                reader.statistics()

        report("--stats (read-only open + statistics)", stats_command, args.repeat)
        folds(path, args.repeat)
        dialog_open(path, args.repeat)


def folds(path: Path, repeat: int) -> None:
    """Time the folds beyond the sums: the achievements' pass the window makes at start
    (`folded()`: SQL over the few columns each needs), the same from every row as a
    GameRecord (how it was made before, and still where SQL cannot), and the whole
    `krig-desktop --stats` report (sums, folds, achievements stored)."""
    from krig_desktop.commands.stats_text import stats_report
    from krig_desktop.storage.history_folds import fold_records

    with open_history_read_only(path) as reader:
        report("achievements pass (folded(), SQL)", reader.folded, repeat)
        report("achievements pass from GameRecords (before)",
               lambda: fold_records(reader.records()), max(1, repeat // 3))
        earned = sorted(reader.folded().fold.earned.values(), key=lambda e: e.earned_at)
    with open_history(path).history as history:
        history.award(earned)  # as the window's first check stores them
    with open_history_read_only(path) as reader:
        report("achievements check at start, those earned stored (folded(whole=False))",
               lambda: reader.folded(whole=False), repeat)
    report("--stats report (stats_report)", lambda: stats_report(path), repeat)


def dialog_open(path: Path, repeat: int) -> None:
    """Time Game → Statistics: the dialog built and shown, as the window does it."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from krig_desktop.ui.history.history_list_model import HistoryListModel
    from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

    app = QApplication.instance() or QApplication([])
    loads = 0
    reload = HistoryListModel.reload

    def counted(model: HistoryListModel) -> None:
        nonlocal loads
        loads += 1
        reload(model)

    HistoryListModel.reload = counted  # type: ignore[method-assign]
    history = open_history(path).history
    times = []
    for _ in range(repeat):
        loads = 0
        began = time.perf_counter()
        dialog = StatisticsDialog(path, str)
        dialog.show()
        app.processEvents()
        times.append(1000 * (time.perf_counter() - began))
        dialog.counter.wait()
        app.processEvents()
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    HistoryListModel.reload = reload  # type: ignore[method-assign]
    history.close()
    print(f"statistics dialog built and shown: median {statistics.median(times):.1f} ms, "
          f"fastest {min(times):.1f} ms; the list read {loads} time(s) while built")


if __name__ == "__main__":
    main()
