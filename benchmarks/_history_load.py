"""`history_db.py --load`: what a big or hostile history costs the window (see there).

Memory is the peak resident set a step added (Linux: VmHWM, reset through
/proc/self/clear_refs before each step). A stall is the longest the GUI thread went
between two turns of its event loop while the work ran beside it.
"""

from __future__ import annotations

import os
import random
import sqlite3
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from krig_desktop.commands.stats_text import format_text, stats_report
from krig_desktop.controller.past_replay import ReplayPreparation, replayed_game
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.game_history import (
    GameRecord,
    open_history,
    open_history_read_only,
)
from krig_desktop.ui.history.history_export import CsvExport
from krig_desktop.ui.history.history_list_model import HistoryListModel
from krig_desktop.ui.history.statistics_worker import StatisticsCounter


def _status(field: str) -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field):
                return int(line.split()[1]) // 1024
    return 0


def measured(label: str, action: Callable[[], object]) -> object:
    """Run `action`; print its time and the peak memory it added."""
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")
    base = _status("VmRSS")
    began = time.perf_counter()
    result = action()
    spent = time.perf_counter() - began
    print(f"{label}: {1000 * spent:.0f} ms, peak +{max(0, _status('VmHWM') - base)} MiB")
    return result


def beside_loop(label: str, start: Callable[[], object], done: Callable[[], bool],
                cancel_after: float | None = None,
                cancel: Callable[[], None] | None = None) -> None:
    """Start work that runs beside the event loop; turn the loop until `done()`, and
    print the time, the longest stall of the loop and the peak memory added."""
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")
    base = _status("VmRSS")
    began = last = time.perf_counter()
    longest = 0.0
    start()
    cancelled = False
    while not done():
        QCoreApplication.processEvents()
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
        if cancel_after is not None and not cancelled and now - began > cancel_after:
            assert cancel is not None
            cancel()
            cancelled = True
        time.sleep(0.001)
    spent = time.perf_counter() - began
    print(f"{label}: {spent:.2f} s in all, longest GUI stall {1000 * longest:.0f} ms, "
          f"peak +{max(0, _status('VmHWM') - base)} MiB")


def _list_open(reader: object) -> HistoryListModel:
    model = HistoryListModel(reader)  # type: ignore[arg-type]
    model.reload()
    return model


def _scroll(model: HistoryListModel) -> None:
    for _ in range(10):
        model.fetchMore()


def _export(path: Path, target: Path, cancel_after: float | None = None) -> None:
    holder: dict[str, CsvExport] = {}
    results: list[object] = []

    def start() -> None:
        holder["job"] = CsvExport(path, target)
        holder["job"].done.connect(results.append)

    label = "CSV export" + (f", cancelled after {cancel_after:.0f} s" if cancel_after else "")
    beside_loop(label, start, lambda: bool(results), cancel_after,
                lambda: holder["job"].cancel())
    print(f"  -> {type(results[0]).__name__}, file {'kept' if target.exists() else 'none'}"
          f"{f', {target.stat().st_size / 2**20:.0f} MiB' if target.exists() else ''}")


def _statistics(path: Path) -> None:
    reader = open_history_read_only(path)
    assert reader is not None
    with reader:
        measured("statistics (the window's count)", reader.statistics)
    measured("--stats (read-only open, sums, text)",
             lambda: format_text(stats_report(path)))


def _close_while_counting(path: Path) -> None:
    counter = StatisticsCounter(path)
    counter.start()
    time.sleep(0.05)
    measured("closing while the statistics count", counter.stop)


def _huge_row(path: Path, megabytes: int) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    (newest,) = conn.execute("SELECT max(id) FROM games").fetchone()
    conn.execute("UPDATE games SET gathering = ?, ended_at = '9999-12-31T00:00:00.000Z' "
                 "WHERE id = ?", ("x" * (megabytes * 2**20), newest))
    conn.close()
    print(f"one row given a {megabytes} MiB value (the newest, so on the first page)")


def _replay() -> None:
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    now = datetime.now(UTC)
    record = GameRecord(started_at=now, ended_at=now, players=2, game_number=21,
                        face_down=2, gathering="fixed", outcome="abandoned", winner=None,
                        your_place=None, battles=250_000, war_steps=0, deepest_war=None,
                        biggest_pile=None, lead_changes=None, seconds_played=0)
    del game
    measured("Watch Replay, 250,000 battles dealt in one go (the old way: one stall)",
             lambda: replayed_game(record))
    results: list[object] = []
    holder: dict[str, ReplayPreparation] = {}

    def start() -> None:
        holder["job"] = ReplayPreparation(record)
        holder["job"].finished.connect(results.append)
        holder["job"].start()

    beside_loop("Watch Replay, 250,000 battles dealt in slices", start, lambda: bool(results))


def measure_load(games: int, huge_mb: int,
                 fill: Callable[[Path, int, random.Random], None]) -> None:
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        began = time.perf_counter()
        fill(path, games, random.Random(2026))
        print(f"filled {games} games in {time.perf_counter() - began:.1f} s, "
              f"{os.path.getsize(path) / 2**20:.0f} MiB")
        history = open_history(path).history
        model = measured("History list opened (count, first page)",
                         lambda: _list_open(history))
        measured("History list, ten more pages", lambda: _scroll(model))  # type: ignore[arg-type]
        _statistics(path)
        target = Path(folder) / "out.csv"
        _export(path, target)
        target.unlink()
        _export(path, target, cancel_after=1.0)
        _close_while_counting(path)
        _huge_row(path, huge_mb)
        model = measured("History list opened, huge row", lambda: _list_open(history))
        assert isinstance(model, HistoryListModel)
        print(f"  -> {model.damaged} damaged row shown as such, {model.rowCount()} rows")
        _statistics(path)
        _export(path, target)
        history.close()
    _replay()
    del app
