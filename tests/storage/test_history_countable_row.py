"""Issue 41 point 4 (reliability-2 N12): one definition of a countable history row,
shared by `--stats`, the statistics, the History list and the export. A win with no
winner, or an impossible date, is damaged in each alike, and the totals add up."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import stats_report
from krig_desktop.storage.game_history import DamagedRow, open_history, open_history_read_only
from krig_desktop.storage.history_file import index_doubted_rows
from krig_desktop.storage.paths import history_path
from tests.storage.history_writer import record_for


def _win_without_winner(conn: sqlite3.Connection, row_id: int) -> None:
    conn.execute("UPDATE games SET winner = NULL WHERE id = ?", (row_id,))


def _impossible_date(conn: sqlite3.Connection, row_id: int) -> None:
    conn.execute("UPDATE games SET ended_at = '2026-13-45T99:00:00.000Z' WHERE id = ?",
                 (row_id,))


def _winner_out_of_range(conn: sqlite3.Connection, row_id: int) -> None:
    conn.execute("UPDATE games SET winner = players + 3 WHERE id = ?", (row_id,))


DAMAGES: dict[str, Callable[[sqlite3.Connection, int], None]] = {
    "win without a winner": _win_without_winner,
    "impossible date": _impossible_date,
    "winner out of range": _winner_out_of_range,
}


@pytest.fixture
def path() -> Path:
    found = history_path()
    found.parent.mkdir(parents=True, exist_ok=True)
    return found


def _history(path: Path, damage: Callable[[sqlite3.Connection, int], None],
             indexed: bool) -> None:
    with open_history(path, busy_timeout=0).history as history:
        for k in range(1, 6):
            history.record(record_for(1, k))  # (every one a win: see record_for)
    conn = sqlite3.connect(path, isolation_level=None)
    if not indexed:
        conn.execute("DROP INDEX IF EXISTS games_doubted_1")
    damage(conn, 3)
    conn.close()
    if indexed:
        assert index_doubted_rows(path)


@pytest.mark.parametrize("indexed", [True, False], ids=["indexed", "not indexed"])
@pytest.mark.parametrize("case", sorted(DAMAGES))
def test_stats_and_the_list_agree_on_a_damaged_row(path: Path, case: str,
                                                   indexed: bool) -> None:
    _history(path, DAMAGES[case], indexed)
    report = stats_report(path)
    assert report["unreadable"] == 1
    assert report["games"] == 4
    groups = report["groups"]
    assert isinstance(groups, list)
    for group in groups:  # every game played to the end is a win, a loss, or even
        assert group["your_wins"] + group["cpu_wins"] + group["draws"] \
            + group["repetitions"] == group["games"]
    assert sum(group["games"] for group in groups) == 4
    reader = open_history_read_only(path)
    assert reader is not None
    with reader:
        listed = reader.page(limit=10)
        assert sum(isinstance(row, DamagedRow) for row in listed) == 1
        assert len(list(reader.records())) == 4  # what the export writes
        assert sum(1 for _ in reader.results()) == 4
