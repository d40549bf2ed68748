"""Issue 41 point 1: the history is judged without changing it. A foreign `-wal`
beside it is set aside (the games stay); a file not ours even alone is moved aside
whole, byte for byte; a trigger, a view or a table no version of ours made makes a
file of our version or older not ours; a newer version's file is left alone."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from krig_desktop.storage import history_file
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.history_folds import DOUBTED_INDEX
from krig_desktop.storage.paths import history_path
from tests.storage.history_writer import record_for


@pytest.fixture
def path() -> Path:
    found = history_path()
    found.parent.mkdir(parents=True, exist_ok=True)
    return found


def _history_of(path: Path, games: int) -> None:
    with open_history(path, busy_timeout=0).history as history:
        for k in range(1, games + 1):
            history.record(record_for(1, k))


def _foreign_log(folder: Path) -> bytes:
    """Another database's WAL, holding one transaction never checkpointed."""
    other = folder / "other.db"
    conn = sqlite3.connect(other, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE t (x)")
    log = Path(f"{other}-wal").read_bytes()
    conn.close()
    return log


def _count(path: Path) -> int:
    reader = open_history_read_only(path)
    assert reader is not None
    with reader:
        return reader.count()


def test_a_foreign_log_is_set_aside_and_the_games_stay(path: Path) -> None:
    _history_of(path, 3)
    log = _foreign_log(path.parent.parent)
    Path(f"{path}-wal").write_bytes(log)
    before = path.read_bytes()
    opened = open_history(path, busy_timeout=0)
    assert opened.moved_aside is None
    with opened.history as history:
        assert history.count() == 3
        history.record(record_for(1, 4))
    assert _count(path) == 4
    aside = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}-wal.")]
    assert len(aside) == 1 and aside[0].read_bytes() == log
    assert before


def test_judging_a_foreign_log_writes_nothing_into_the_file(path: Path,
                                                           monkeypatch) -> None:
    _history_of(path, 2)
    Path(f"{path}-wal").write_bytes(_foreign_log(path.parent.parent))
    before = path.read_bytes()
    seen: list[bytes] = []
    real = history_file.set_log_aside

    def spy(target: Path) -> Path:
        seen.append(target.read_bytes())
        return real(target)

    monkeypatch.setattr(history_file, "set_log_aside", spy)
    open_history(path, busy_timeout=0).history.close()
    assert seen == [before]


def test_stats_reads_the_history_beside_a_foreign_log(path: Path) -> None:
    _history_of(path, 3)
    Path(f"{path}-wal").write_bytes(_foreign_log(path.parent.parent))
    assert _count(path) == 3


def test_a_file_not_ours_even_alone_is_moved_aside_with_its_log_untouched(
        path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("PRAGMA wal_checkpoint")
    conn.execute("INSERT INTO notes VALUES ('theirs')")
    main, log = path.read_bytes(), Path(f"{path}-wal").read_bytes()
    shutil.copy(path, path.with_name("main.copy"))
    shutil.copy(f"{path}-wal", path.with_name("wal.copy"))
    conn.close()  # (this checkpoints: put back the uncheckpointed state)
    shutil.copy(path.with_name("main.copy"), path)
    shutil.copy(path.with_name("wal.copy"), f"{path}-wal")
    opened = open_history(path, busy_timeout=0)
    opened.history.close()
    assert opened.moved_aside is not None
    assert opened.moved_aside.read_bytes() == main
    assert Path(f"{opened.moved_aside}-wal").read_bytes() == log


def _trigger(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TRIGGER wipe AFTER INSERT ON games BEGIN"
                 " DELETE FROM games WHERE id <> new.id; END")


def _view(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE VIEW wins AS SELECT * FROM games WHERE outcome = 'win'")


def _table(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE extra (x)")


def _index(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE INDEX games_by_battles ON games (battles)")


FOREIGN_OBJECTS = {"trigger": _trigger, "view": _view, "table": _table, "index": _index}


@pytest.mark.parametrize("case", sorted(FOREIGN_OBJECTS))
def test_a_schema_object_we_never_made_makes_it_not_ours(path: Path, case: str) -> None:
    _history_of(path, 3)
    conn = sqlite3.connect(path, isolation_level=None)
    FOREIGN_OBJECTS[case](conn)
    conn.close()
    kept = path.read_bytes()
    with pytest.raises(HistoryError) as raised:
        open_history_read_only(path)
    assert raised.value.reason is Reason.NOT_HISTORY
    opened = open_history(path, busy_timeout=0)
    assert opened.moved_aside is not None and opened.moved_aside.read_bytes() == kept
    with opened.history as history:
        history.record(record_for(1, 9))
        history.record(record_for(1, 10))
        assert history.count() == 2  # (no trigger ran: nothing wiped)


def test_an_older_version_with_a_trigger_is_not_ours(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:3])
    _trigger(conn)
    assert not schema.is_ours(conn)
    conn.close()


def test_a_newer_version_with_objects_of_its_own_is_left_alone(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn)
    _trigger(conn)
    _table(conn)
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as raised:
        open_history(path, busy_timeout=0)
    assert raised.value.reason is Reason.NEWER_VERSION
    assert path.read_bytes() == before


def test_every_object_of_each_version_is_ours() -> None:
    """What our migrations and the doubted index make is never foreign (no false move)."""
    for version in range(1, schema.SCHEMA_VERSION + 1):
        conn = sqlite3.connect(":memory:", isolation_level=None)
        schema.migrate(conn, schema.MIGRATIONS[:version])
        assert schema.is_ours(conn), version
        conn.close()


def test_the_doubted_index_is_ours(path: Path) -> None:
    assert DOUBTED_INDEX in schema.EXTRA_INDEXES
    _history_of(path, 2)
    conn = sqlite3.connect(path)
    names = {n for (n,) in conn.execute("SELECT name FROM sqlite_schema")}
    conn.close()
    assert DOUBTED_INDEX in names
    assert _count(path) == 2
    assert os.path.exists(path)
