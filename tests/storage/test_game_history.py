"""The history database: rows for every ending, migrations, damaged and foreign files
moved aside (never deleted), read-only and full disks, two writers, a killed writer,
and the read-only access of --stats."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from history_writer import expected_counts

from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    HistoryFilter,
    Reason,
    open_history,
    open_history_read_only,
)

WRITER = Path(__file__).with_name("history_writer.py")
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make(**changes: object) -> GameRecord:
    base = GameRecord(started_at=T0, ended_at=T0 + timedelta(minutes=3), players=2,
                      game_number=42, face_down=1, gathering="shuffled", outcome="win",
                      winner=0, your_place=1, battles=250, war_steps=17, deepest_war=2,
                      biggest_pile=12, lead_changes=6, seconds_played=180)
    return base._replace(**changes)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    folder = tmp_path / "history"  # (tmp_path also holds the tests' config folder)
    folder.mkdir()
    return folder / "history.sqlite3"


ENDINGS = [
    make(),
    make(players=3, winner=2, your_place=3, outcome="win", face_down=2),
    make(players=4, outcome="draw", winner=None, your_place=1, gathering="fixed",
         start_chance=0.25),
    make(outcome="repetition", winner=None, your_place=1, gathering="fixed",
         face_down=3),
    make(outcome="abandoned", winner=None, your_place=None, battles=12,
         game_number=10**40),
]


def test_a_row_for_each_kind_of_ending_reads_back_equal(db: Path) -> None:
    with open_history(db).history as history:
        ids = [history.record(game._replace(ended_at=T0 + timedelta(seconds=i)))
               for i, game in enumerate(ENDINGS)]
        found = history.page(sort="ended_at", descending=False)
    assert [g.id for g in found] == ids
    assert [g._replace(id=None, ended_at=T0) for g in found] == [
        g._replace(ended_at=T0) for g in ENDINGS]
    conn = sqlite3.connect(db)
    types = conn.execute(
        "SELECT typeof(players), typeof(game_number), typeof(face_down), typeof(gathering),"
        " typeof(outcome), typeof(winner), typeof(battles), typeof(war_steps),"
        " typeof(ended_at) FROM games WHERE id = ?", (ids[0],)).fetchone()
    assert types == ("integer",) * 3 + ("text",) * 2 + ("integer",) * 3 + ("text",)
    assert conn.execute("SELECT outcome FROM games ORDER BY id").fetchall() == [
        (o,) for o in ("win", "win", "draw", "repetition", "abandoned")]
    assert conn.execute("SELECT ended_at FROM games WHERE id = ?", (ids[0],)).fetchone() == (
        "2026-03-01T12:00:00.000Z",)


def test_impossible_records_are_refused_before_writing() -> None:
    for changes in ({"players": 5}, {"outcome": "won"}, {"winner": None},
                    {"outcome": "draw"}, {"winner": 2}, {"battles": -1},
                    {"game_number": 0}, {"start_chance": 1.5},
                    {"ended_at": datetime(2026, 1, 1)}):
        with pytest.raises(ValueError):
            make(**changes)


def test_filter_and_count(db: Path) -> None:
    with open_history(db).history as history:
        for game in ENDINGS:
            history.record(game)
        assert history.count() == 5
        assert history.count(ended_only=True) == 4
        assert history.count(where=HistoryFilter(gathering="fixed")) == 2
        assert [g.outcome for g in history.page(where=HistoryFilter(players=2),
                                                sort="battles", descending=False)] == [
            "abandoned", "win", "repetition"]  # equal battles: in the order recorded
        assert history.get(1) == ENDINGS[0]._replace(id=1)
        assert history.get(99) is None
        with pytest.raises(ValueError):
            history.page(sort="id; DROP TABLE games")
        assert history.reset() == 5
        assert history.count() == 0


def test_a_new_file_is_marked_versioned_and_in_wal_mode(db: Path) -> None:
    opened = open_history(db)
    opened.history.close()
    assert opened.moved_aside is None
    conn = sqlite3.connect(db)
    assert schema.user_version(conn) == schema.SCHEMA_VERSION
    assert schema.application_id(conn) == schema.APPLICATION_ID
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)


# --- migrations ----------------------------------------------------------------------
NEXT_VERSION: schema.Migration = ("ALTER TABLE games ADD COLUMN note TEXT",
                                  "UPDATE games SET note = 'old'")


def _version_1_file(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:1])
    conn.execute("INSERT INTO games (started_at, ended_at, players, face_down, gathering,"
                 " outcome, battles, war_steps, deepest_war, biggest_pile, lead_changes,"
                 " seconds_played) VALUES ('a', 'b', 2, 1, 'fixed', 'draw', 5, 0, 0, 2, 0, 9)")
    return conn


def test_a_version_1_file_is_migrated_keeping_its_games(db: Path) -> None:
    conn = _version_1_file(db)
    assert schema.user_version(conn) == 1
    assert schema.migrate(conn, (*schema.MIGRATIONS[:1], NEXT_VERSION)) == 2
    assert schema.user_version(conn) == 2
    assert conn.execute("SELECT battles, note FROM games").fetchall() == [(5, "old")]


def test_a_failing_migration_leaves_the_old_version_whole(db: Path) -> None:
    conn = _version_1_file(db)
    broken = (*NEXT_VERSION, "INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(conn, (*schema.MIGRATIONS[:1], broken))
    assert schema.user_version(conn) == 1
    columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
    assert "note" not in columns
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)


def test_a_file_from_a_newer_version_is_left_alone(db: Path) -> None:
    conn = _version_1_file(db)
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.close()
    before = digest(db)
    with pytest.raises(HistoryError) as caught:
        open_history(db)
    assert caught.value.reason is Reason.NEWER_VERSION
    assert digest(db) == before
    assert sorted(p.name for p in db.parent.iterdir()) == ["history.sqlite3"]


# --- damaged and foreign files -------------------------------------------------------
def _random_bytes(db: Path) -> None:
    db.write_bytes(random.Random(13).randbytes(8192))


def _foreign(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('lefse')")
    conn.commit()
    conn.close()


def _foreign_games_table(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE games (title TEXT)")
    conn.commit()
    conn.close()


def _truncated(db: Path) -> None:
    with open_history(db).history as history:
        for k in range(2000):
            history.record(make(battles=k, game_number=k + 1))
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])


def _a_folder(db: Path) -> None:
    db.mkdir()
    (db / "keep.txt").write_text("mine")


@pytest.mark.parametrize("damage", [_random_bytes, _foreign, _foreign_games_table,
                                    _truncated, _a_folder])
def test_a_damaged_or_foreign_file_is_moved_aside_and_a_new_one_works(db: Path,
                                                                       damage) -> None:
    damage(db)
    before = None if db.is_dir() else digest(db)
    opened = open_history(db)
    moved = opened.moved_aside
    assert moved is not None and moved.name.startswith("history.sqlite3.")
    if before is not None:
        assert digest(moved) == before  # kept byte for byte
    else:
        assert (moved / "keep.txt").read_text() == "mine"
    with opened.history as history:
        history.record(make())
        assert history.count() == 1
    again = open_history(db)  # the new one is fine: nothing more is moved
    again.history.close()
    assert again.moved_aside is None


def test_a_foreign_database_keeps_its_write_ahead_log_when_moved(db: Path) -> None:
    # Another program's WAL database whose last transaction is still only in its -wal:
    # the writer is killed before it can checkpoint.
    script = ("import sqlite3, os, sys\n"
              "c = sqlite3.connect(sys.argv[1]); c.execute('PRAGMA journal_mode=WAL')\n"
              "c.execute('PRAGMA wal_autocheckpoint=0')\n"
              "c.execute('CREATE TABLE notes (t TEXT)'); c.commit()\n"
              "c.execute(\"INSERT INTO notes VALUES ('only in the log')\"); c.commit()\n"
              "os.kill(os.getpid(), 9)\n")
    subprocess.run([sys.executable, "-c", script, str(db)], check=False)
    assert Path(f"{db}-wal").exists()
    opened = open_history(db)
    opened.history.close()
    moved = opened.moved_aside
    assert moved is not None
    conn = sqlite3.connect(moved)
    assert conn.execute("SELECT t FROM notes").fetchall() == [("only in the log",)]


def test_an_empty_file_is_taken_as_a_new_history(db: Path) -> None:
    db.write_bytes(b"")
    opened = open_history(db)
    opened.history.close()
    assert opened.moved_aside is None


# --- read-only and full ---------------------------------------------------------------
needs_non_root = pytest.mark.skipif(os.geteuid() == 0,
                                    reason="root writes into read-only folders")


@needs_non_root
def test_a_read_only_folder_gives_read_only_and_creates_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(HistoryError) as caught:
            open_history(folder / "history.sqlite3")
        assert caught.value.reason is Reason.READ_ONLY
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


@needs_non_root
def test_a_read_only_file_gives_read_only(db: Path) -> None:
    open_history(db).history.close()
    db.chmod(0o400)
    db.parent.chmod(0o500)
    try:
        with pytest.raises(HistoryError) as caught:
            opened = open_history(db)
            opened.history.record(make())
        assert caught.value.reason is Reason.READ_ONLY
    finally:
        db.parent.chmod(0o700)
        db.chmod(0o600)


def test_writing_where_writes_are_refused_gives_read_only(db: Path) -> None:
    # Works as root too: SQLite itself refuses the write (SQLITE_READONLY).
    with open_history(db).history as history:
        history._conn.execute("PRAGMA query_only = 1")
        with pytest.raises(HistoryError) as caught:
            history.record(make())
        assert caught.value.reason is Reason.READ_ONLY


def test_a_full_disk_gives_disk_full_and_the_games_so_far_stay(db: Path) -> None:
    with open_history(db).history as history:
        history.record(make())
        pages = history._conn.execute("PRAGMA page_count").fetchone()[0]
        history._conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is "full"
        recorded = 1
        with pytest.raises(HistoryError) as caught:
            for k in range(10_000):
                history.record(make(battles=k))
                recorded += 1
        assert caught.value.reason is Reason.DISK_FULL
        assert history.count() == recorded
    check = sqlite3.connect(db)
    assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)


# --- two writers, a killed writer -----------------------------------------------------
def _writer(db: Path, count: int, tag: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(WRITER), str(db), str(count), str(tag)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_writers_at_once_lose_nothing_and_never_fail(db: Path) -> None:
    writers = [_writer(db, 200, tag) for tag in (1, 2)]
    results = [w.communicate(timeout=120) for w in writers]
    for writer, (_, err) in zip(writers, results, strict=True):
        assert writer.returncode == 0, err
        assert "locked" not in err
    conn = sqlite3.connect(db)
    numbers = {n for (n,) in conn.execute("SELECT game_number FROM games")}
    assert numbers == {tag * 1_000_000 + k for tag in (1, 2) for k in range(1, 201)}
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_writer_killed_mid_stream_loses_at_most_the_game_in_progress(db: Path) -> None:
    writer = _writer(db, 0, 7)
    assert writer.stdout is not None
    committed = 0
    while committed < 60:
        committed = int(writer.stdout.readline())
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    rows = conn.execute("SELECT game_number, battles, war_steps, deepest_war, biggest_pile,"
                        " lead_changes, seconds_played FROM games").fetchall()
    ks = sorted(number - 7_000_000 for number, *_ in rows)
    assert ks == list(range(1, len(ks) + 1))
    assert len(ks) >= committed  # every game it reported is there
    for number, *counts in rows:
        assert dict(zip(expected_counts(0), counts, strict=True)) == expected_counts(
            number - 7_000_000)
    reopened = open_history(db)  # and the program takes it up again as it is
    reopened.history.close()
    assert reopened.moved_aside is None


# --- read-only access (--stats) --------------------------------------------------------
def test_read_only_access_with_no_history_creates_nothing(tmp_path: Path) -> None:
    db = tmp_path / "nowhere" / "history.sqlite3"
    assert open_history_read_only(db) is None
    assert not (tmp_path / "nowhere").exists()


def test_read_only_access_changes_nothing_and_reads_while_a_window_writes(db: Path) -> None:
    with open_history(db).history as history:
        history.record(make())
    before = digest(db)
    window = sqlite3.connect(db, isolation_level=None)
    window.execute("BEGIN IMMEDIATE")  # another program is in the middle of a write
    window.execute("INSERT INTO games (started_at, ended_at, players, face_down, gathering,"
                   " outcome, battles, war_steps, deepest_war, biggest_pile, lead_changes,"
                   " seconds_played) SELECT started_at, ended_at, players, face_down,"
                   " gathering, outcome, battles, war_steps, deepest_war, biggest_pile,"
                   " lead_changes, seconds_played FROM games")
    reader = open_history_read_only(db)
    assert reader is not None
    with reader:
        assert reader.count() == 1  # the committed game, not the one being written
        assert [g.totals.games for g in reader.statistics()] == [1]
        with pytest.raises(AttributeError):
            reader.record  # noqa: B018 -- a reader has no way to write
    window.execute("ROLLBACK")
    window.close()
    assert digest(db) == before


def test_read_only_access_refuses_a_foreign_file_and_leaves_it(db: Path) -> None:
    _foreign(db)
    before = digest(db)
    with pytest.raises(HistoryError) as caught:
        open_history_read_only(db)
    assert caught.value.reason is Reason.NOT_HISTORY
    assert digest(db) == before
