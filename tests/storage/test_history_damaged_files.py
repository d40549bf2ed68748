"""Issue 20 point 6 and issue 28 point 4: every way the history file can be wrong gets
its own clear reason, in the window and in `--stats`, and loses nothing already
recorded (a damaged or foreign file is moved aside whole, never deleted or written
into). A file marked as ours with a foreign table or a negative version is moved aside
like any damaged file; a locked folder is not "not a Krig Desktop history"; a
read-only file is not a read-only folder."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

from krig_desktop.commands.stats_text import run_stats
from krig_desktop.controller.play_time import GameClock
from krig_desktop.controller.recorder import GameRecorder
from krig_desktop.model.game_time import GameTime
from krig_desktop.storage import history_file
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.file_check import Found, Kind
from krig_desktop.storage.game_history import (
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.paths import history_path


def _random_bytes(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 64)


def _truncated(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn)
    conn.execute("CREATE TABLE padding (x BLOB)")
    for _ in range(40):
        conn.execute("INSERT INTO padding VALUES (randomblob(4000))")
    conn.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("INSERT INTO notes VALUES ('another program''s data')")
    conn.close()


def _ours_with_a_foreign_table(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE games (title TEXT, price REAL)")
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION}")
    conn.close()


def _negative_version(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn)
    conn.execute("PRAGMA user_version = -3")
    conn.close()


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "keep.txt").write_text("mine")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_loop(path: Path) -> None:
    os.symlink(path.name + ".other", path)
    os.symlink(path.name, path.with_name(path.name + ".other"))


MOVED_ASIDE = {
    "random bytes": (_random_bytes, Reason.DAMAGED),
    "truncated": (_truncated, Reason.DAMAGED),
    "foreign": (_foreign, Reason.NOT_HISTORY),
    "ours with a foreign table": (_ours_with_a_foreign_table, Reason.NOT_HISTORY),
    "negative version": (_negative_version, Reason.NOT_HISTORY),
    "folder": (_folder, Reason.NOT_A_FILE),
    "fifo": (_fifo, Reason.NOT_A_FILE),
    "symlink loop": (_link_loop, Reason.NOT_A_FILE),
}


@pytest.fixture
def path() -> Path:
    found = history_path()
    found.parent.mkdir(parents=True, exist_ok=True)
    return found


def _stats_reason(path: Path) -> Reason | None:
    try:
        reader = open_history_read_only(path)
        if reader is not None:
            with reader:
                reader.statistics()
    except HistoryError as error:
        return error.reason
    return None


@pytest.mark.parametrize("case", sorted(MOVED_ASIDE))
def test_stats_names_the_cause_and_changes_nothing(path: Path, case: str, capsys) -> None:
    make, reason = MOVED_ASIDE[case]
    make(path)
    before = sorted(p.name for p in path.parent.iterdir())
    assert _stats_reason(path) is reason
    assert run_stats(json=False) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "cannot be shown" in err
    assert sorted(p.name for p in path.parent.iterdir()) == before


@pytest.mark.parametrize("case", sorted(MOVED_ASIDE))
def test_the_window_moves_it_aside_whole_and_records_in_a_new_one(path: Path,
                                                                    case: str) -> None:
    make, _reason = MOVED_ASIDE[case]
    make(path)
    kept = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    opened = open_history(path, busy_timeout=0)
    assert opened.moved_aside is not None and os.path.lexists(opened.moved_aside)
    if kept is not None:
        assert opened.moved_aside.read_bytes() == kept  # nothing lost
    with opened.history as history:
        assert history.count() == 0
    assert _version(path) == schema.SCHEMA_VERSION


def _version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return schema.user_version(conn)
    finally:
        conn.close()


def test_a_newer_schema_is_left_alone_and_named(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn)
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as raised:
        open_history(path, busy_timeout=0)
    assert raised.value.reason is Reason.NEWER_VERSION
    assert _stats_reason(path) is Reason.NEWER_VERSION
    assert path.read_bytes() == before


def test_a_history_locked_by_another_program_is_busy_at_once(path: Path) -> None:
    open_history(path).history.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(HistoryError) as raised:
            open_history(path, busy_timeout=0)  # fails now, not after a 10 s wait
        assert raised.value.reason is Reason.BUSY
    finally:
        other.execute("ROLLBACK")
        other.close()


class _Access:
    """What os.access would say for a non-root user (the tests run as root)."""

    def __init__(self, refused: dict[Path, int]) -> None:
        self.refused = refused

    def __call__(self, target: object, mode: int) -> bool:
        return not self.refused.get(Path(str(target)), 0) & mode


def _read_only_error() -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("attempt to write a readonly database")
    error.sqlite_errorcode = sqlite3.SQLITE_READONLY  # type: ignore[attr-defined]
    return error


def test_a_read_only_file_is_not_a_read_only_folder(path: Path, monkeypatch) -> None:
    path.write_bytes(b"")
    monkeypatch.setattr(history_file.os, "access", _Access({path: os.W_OK}))
    assert history_file.from_sqlite(_read_only_error(), path).reason is (
        Reason.READ_ONLY_FILE)
    monkeypatch.setattr(history_file.os, "access", _Access({path.parent: os.W_OK}))
    assert history_file.from_sqlite(_read_only_error(), path).reason is Reason.READ_ONLY


def test_a_locked_folder_is_not_a_foreign_history(path: Path, monkeypatch) -> None:
    monkeypatch.setattr(history_file.os, "access",
                        _Access({path.parent: os.X_OK | os.W_OK | os.R_OK}))
    error = PermissionError(13, "Permission denied")
    assert history_file.from_os(error, path).reason is Reason.NO_ACCESS
    monkeypatch.setattr(history_file, "look_at", lambda _path: Found(
        Kind.UNREACHABLE, reason="Permission denied"))
    assert _stats_reason(path) is Reason.NO_ACCESS
    with pytest.raises(HistoryError) as raised:
        open_history(path, busy_timeout=0)
    assert raised.value.reason is Reason.NO_ACCESS


def test_each_reason_has_its_own_words(qtbot) -> None:
    from PySide6.QtCore import QObject

    from krig_desktop.engine import Game

    class Shown(QObject):
        from PySide6.QtCore import Signal

        gameStarted = Signal()
        gameOver = Signal(object)
        replayChanged = Signal(bool)
        modelChanged = Signal(object)
        game = real_game = Game.new(2, 1)
        game_key = "5e" * 16
        human_names = ("",)
        play_time = SimpleNamespace(clock=GameClock(GameTime(0)))

    recorder = GameRecorder(Shown(), None)  # type: ignore[arg-type]
    texts = {reason: recorder.reason_text(reason) for reason in Reason}
    named = {reason: text for reason, text in texts.items() if reason is not Reason.UNAVAILABLE}
    assert len(set(named.values())) == len(named)
    assert "not a Krig Desktop history" not in texts[Reason.NO_ACCESS]
    assert texts[Reason.READ_ONLY_FILE] != texts[Reason.READ_ONLY]
