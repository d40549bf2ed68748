"""Issue 28 point 4 and issue 20 point 6: one bad value or row never takes the history
down. A wrong-typed counted column, an impossible row, a huge value: the list shows
the rest (the bad row as damaged, in its place), the statistics and `--stats` count the
rest and say how many were skipped (no traceback), the export leaves them out, and
recording goes on."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import run_stats
from krig_desktop.storage.game_history import (
    DamagedRow,
    GameRecord,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history.history_export import export_rows

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
HUGE = 20 * 1024 * 1024  # characters in one crafted value


def game(k: int) -> GameRecord:
    return GameRecord(started_at=T0 + timedelta(minutes=k), ended_at=T0 + timedelta(
        minutes=k, seconds=30), players=2, game_number=100 + k, face_down=1,
        gathering="shuffled", outcome="win", winner=k % 2, your_place=1 + k % 2,
        battles=10 + k, war_steps=1, deepest_war=1, biggest_pile=4, lead_changes=0,
        seconds_played=30, game_key=f"{k:032x}")


@pytest.fixture
def db() -> Path:
    path = history_path()
    with open_history(path).history as history:
        for k in range(1, 7):
            history.record(game(k))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE games SET battles = 'lots' WHERE game_number = 102")  # counted
    conn.execute("UPDATE games SET outcome = 'surrender' WHERE game_number = 103")
    conn.execute("UPDATE games SET started_at = 'twenty-four characters!!' "
                 "WHERE game_number = 104")  # passes SQL's check, not the record's
    conn.execute("UPDATE games SET gathering = ? WHERE game_number = 105", ("x" * HUGE,))
    conn.close()
    return path


def test_the_list_shows_every_other_row_and_each_bad_one_as_damaged(db: Path) -> None:
    with open_history_read_only(db) as reader:
        page = reader.page(0, 10, sort="game_number", descending=False)
    assert [getattr(row, "game_number", None) for row in page] == [
        101, None, None, None, None, 106]
    assert [type(row) for row in page[1:5]] == [DamagedRow] * 4
    assert all(len(row.why) < 300 for row in page if isinstance(row, DamagedRow))


def test_stats_counts_the_rest_and_says_what_it_skipped(db: Path, capsys) -> None:
    assert run_stats(json=True) == 0
    report = json.loads(capsys.readouterr().out)
    # As the list and the export have it (issue 41 point 4): 104 is damaged too.
    assert (report["recorded"], report["unreadable"]) == (2, 4)
    assert run_stats(json=False) == 0
    out, err = capsys.readouterr()
    assert "4 damaged rows of the history could not be read" in out
    assert "Traceback" not in out + err


def test_the_export_leaves_the_damaged_rows_out(db: Path, tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    with open_history_read_only(db) as reader:
        result = export_rows(reader, target)
    assert (result.games, result.damaged) == (2, 4)
    assert len(target.read_text().splitlines()) == 3


def test_recording_goes_on_beside_damaged_rows(db: Path) -> None:
    opened = open_history(db)
    assert opened.moved_aside is None  # not moved aside: the file itself is sound
    with opened.history as history:
        history.record(game(7))
    with open_history_read_only(db) as reader:
        assert reader.count() == 7
        assert reader.get(reader.page(0, 1)[0].id).game_number == 107


def _peak_mib() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM"):
                return int(line.split()[1]) // 1024
    return 0


def test_a_huge_value_is_never_read_into_memory(db: Path) -> None:
    """Not by the list, not by the statistics (it is in a counted column), not by the
    export: the row is left out, counted as damaged. (Peak memory, not time.)"""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("UPDATE games SET outcome = ? WHERE game_number = 106", ("y" * 8 * HUGE,))
    conn.close()
    with open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")  # the peak from here on
    before = _peak_mib()
    with open_history_read_only(db) as reader:
        page = reader.page(0, 10)
        statistics = reader.statistics()
        skipped = reader.uncountable()
        rows = list(reader.rows())
    assert _peak_mib() - before < 100  # the value is 160 MiB
    assert isinstance(page[0], DamagedRow) and page[0].id == 6
    assert sum(group.totals.games for group in statistics) == 1  # 101 (104: bad dates)
    assert skipped == 5
    assert len(rows) == 6
