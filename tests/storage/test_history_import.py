"""Issue 26 point 5: Import History merges another history (or its CSV export) into ours,
never doubling a game already there, and refuses a damaged, foreign or odd file
leaving ours exactly as it was."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.storage import history_import
from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.history_import import (
    ImportRefused,
    Refusal,
    import_history,
)

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def game(n: int, key: str | None = None, outcome: str = "win") -> GameRecord:
    won = outcome == "win"
    return GameRecord(
        started_at=T0 + timedelta(minutes=10 * n),
        ended_at=T0 + timedelta(minutes=10 * n + 5), players=2, game_number=100 + n,
        face_down=1, gathering="shuffled", outcome=outcome, winner=0 if won else None,
        your_place=1 if won else None, battles=50 + n, war_steps=3, deepest_war=1,
        biggest_pile=6, lead_changes=2, seconds_played=60, start_chance=0.5,
        game_key=key)


def key(n: int) -> str:
    return f"{n:032x}"


def fill(path: Path, games: list[GameRecord]) -> Path:
    with open_history(path).history as history:
        for record in games:
            history.record(record)
    return path


def stored(path: Path) -> list[tuple[object, ...]]:
    """Every row but its id (ids differ between two histories), in a fixed order."""
    with sqlite3.connect(path) as conn:
        found = conn.execute("SELECT * FROM games ORDER BY ended_at, game_key").fetchall()
    conn.close()
    return [row[1:] for row in found]


@pytest.fixture
def ours(tmp_path: Path) -> Path:
    """Our history: games 0-4 with keys, 5-6 recorded before keys (none)."""
    return fill(tmp_path / "history.sqlite3",
                [game(n, key(n)) for n in range(5)] + [game(5), game(6)])


@pytest.fixture
def theirs(tmp_path: Path) -> Path:
    """Another computer's: games 3-4 shared by key, 6 shared without a key, 7-9 new
    (8 with no key), and game 0's key again, left there (abandoned) where ours won."""
    other = tmp_path / "other" / "history.sqlite3"
    return fill(other, [game(n, key(n)) for n in (3, 4, 7, 9)]
                + [game(6), game(8), game(0, key(0), "abandoned")])


def test_a_second_history_is_merged_once_and_never_again(ours: Path, theirs: Path) -> None:
    before = stored(ours)
    first = import_history(theirs, ours)
    assert (first.imported, first.already, first.damaged) == (3, 4, 0)
    after = stored(ours)
    assert len(after) == len(before) + 3
    assert set(before) <= set(after)  # nothing of ours changed (game 0 stays a win)
    assert {row[3] for row in after} == {100 + n for n in range(10)}  # game numbers
    again = import_history(theirs, ours)
    assert (again.imported, again.already) == (0, 7)
    assert stored(ours) == after


def test_an_abandoned_game_here_takes_the_finished_result_from_there(
        tmp_path: Path) -> None:
    ours = fill(tmp_path / "a.sqlite3", [game(1, key(1), "abandoned")])
    theirs = fill(tmp_path / "b.sqlite3", [game(1, key(1), "win")])
    result = import_history(theirs, ours)
    assert (result.imported, result.already) == (0, 1)
    with open_history(ours).history as history:
        (row,) = history.records()
    assert row.outcome == "win"


def test_a_csv_export_round_trip(ours: Path, theirs: Path, tmp_path: Path) -> None:
    from krig_desktop.storage.game_history import open_history_read_only
    from krig_desktop.ui.history.history_export import csv_text

    reader = open_history_read_only(theirs)
    assert reader is not None
    with reader:
        text = csv_text(reader.records())
    export = tmp_path / "export.csv"
    export.write_text(text, encoding="utf-8")
    fresh = tmp_path / "fresh" / "history.sqlite3"
    result = import_history(export, fresh)
    assert (result.imported, result.already) == (7, 0)
    assert stored(fresh) == stored(theirs)  # every column came back as it was
    merged = import_history(export, ours)
    assert (merged.imported, merged.already) == (3, 4)
    assert (import_history(export, ours).imported) == 0


def test_a_csv_of_an_old_export_without_keys_is_merged_by_deal_and_times(
        ours: Path, tmp_path: Path) -> None:
    from krig_desktop.ui.history.history_export import CSV_COLUMNS, csv_text

    lines = csv_text([game(5), game(11)]).splitlines()
    keep = [i for i, name in enumerate(CSV_COLUMNS) if name not in ("game_key", "id")]
    export = tmp_path / "old.csv"
    export.write_text("\n".join(",".join(line.split(",")[i] for i in keep)
                                for line in lines) + "\n", encoding="utf-8")
    result = import_history(export, ours)
    assert (result.imported, result.already) == (1, 1)


def _damaged_csv(tmp_path: Path) -> Path:
    from krig_desktop.ui.history.history_export import csv_text

    text = csv_text([game(20, key(20)), game(21, key(21))])
    path = tmp_path / "damaged.csv"
    path.write_text(text.replace(",shuffled,", ",sorted,", 1)[:-1] + "\n", encoding="utf-8")
    return path


def _truncated_sqlite(tmp_path: Path, theirs: Path) -> Path:
    path = tmp_path / "truncated.sqlite3"
    data = theirs.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def _corrupted_sqlite(tmp_path: Path) -> Path:
    path = fill(tmp_path / "corrupt" / "history.sqlite3",
                [game(30 + n, key(30 + n)) for n in range(300)])
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for at in range(2 * page + 100, len(data), page):  # every page's cells, past the root
        data[at:at + 200] = os.urandom(200)
    path.write_bytes(bytes(data))
    return path


def _foreign_sqlite(tmp_path: Path) -> Path:
    path = tmp_path / "places.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
        conn.execute("INSERT INTO games (title) VALUES ('chess')")
    conn.close()
    return path


def _random_bytes(tmp_path: Path) -> Path:
    path = tmp_path / "noise.bin"
    path.write_bytes(bytes((i * 7919 + 13) % 256 for i in range(50_000)))
    return path


@pytest.mark.parametrize(("make", "why"), [
    (lambda tmp, theirs: _damaged_csv(tmp), Refusal.DAMAGED),
    (_truncated_sqlite, Refusal.DAMAGED),
    (lambda tmp, theirs: _corrupted_sqlite(tmp), Refusal.DAMAGED),
    (lambda tmp, theirs: _foreign_sqlite(tmp), Refusal.FOREIGN),
    (lambda tmp, theirs: _random_bytes(tmp), Refusal.FOREIGN),
    (lambda tmp, theirs: tmp, Refusal.NOT_A_FILE),
], ids=["damaged-csv", "truncated-sqlite", "corrupted-sqlite", "foreign-sqlite",
        "random-bytes", "folder"])
def test_a_damaged_or_foreign_file_is_refused_and_ours_is_unchanged(
        ours: Path, theirs: Path, tmp_path: Path, make, why: Refusal) -> None:
    source = make(tmp_path, theirs)
    rows, data = stored(ours), ours.read_bytes()
    with pytest.raises(ImportRefused) as refused:
        import_history(source, ours)
    assert refused.value.why is why, refused.value
    assert history_import.refusal_text(refused.value)
    assert stored(ours) == rows
    assert ours.read_bytes() == data


def test_a_damaged_line_late_in_a_csv_rolls_everything_back(ours: Path,
                                                             tmp_path: Path) -> None:
    from krig_desktop.ui.history.history_export import csv_text

    text = csv_text([game(40 + n, key(40 + n)) for n in range(50)])
    path = tmp_path / "late.csv"
    path.write_text(text + "not,a,game\n", encoding="utf-8")
    rows = stored(ours)
    with pytest.raises(ImportRefused) as refused:
        import_history(path, ours)
    assert refused.value.why is Refusal.DAMAGED and "line 52" in refused.value.detail
    assert stored(ours) == rows


def test_a_csv_with_no_line_breaks_is_refused_without_reading_it_whole(
        ours: Path, tmp_path: Path) -> None:
    from krig_desktop.ui.history.history_export import csv_text

    path = tmp_path / "long.csv"
    path.write_text(csv_text([]) + "9" * (4 * history_import.MAX_LINE), encoding="utf-8")
    with pytest.raises(ImportRefused) as refused:
        import_history(path, ours)
    # (read MAX_LINE at a time: csv's own field limit would only speak once the whole
    # line, here the whole file, was in memory)
    assert refused.value.why is Refusal.DAMAGED and "too long" in refused.value.detail


def test_a_fifo_is_refused_without_waiting(ours: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(ImportRefused) as refused:
        import_history(fifo, ours)
    assert refused.value.why is Refusal.NOT_A_FILE


def test_the_history_itself_is_refused(ours: Path) -> None:
    with pytest.raises(ImportRefused) as refused:
        import_history(ours, ours)
    assert refused.value.why is Refusal.SAME_FILE


def test_a_refused_file_creates_no_history(tmp_path: Path) -> None:
    target = tmp_path / "none" / "history.sqlite3"
    with pytest.raises(ImportRefused):
        import_history(_random_bytes(tmp_path), target)
    assert not target.exists()
