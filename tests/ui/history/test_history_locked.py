"""Issue 28 point 3: a locked or full history never blocks the window and loses no game.

While another program holds the write lock, a game that ends is kept at once (in
`history-pending.json`, not after a 10 s wait), the player is told once, and the game
is written when the lock is released, in this session or, after a crash, at the next
start. A disk that fills and frees up does the same."""

from __future__ import annotations

import sqlite3

import pytest
from recorder_fakes import FakeController

from krig_desktop.controller import recorder as recorder_module
from krig_desktop.controller.recorder import GameRecorder
from krig_desktop.engine import Game
from krig_desktop.storage.game_history import (
    GameHistory,
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.history_pending import load_pending, pending_path

KEY = "3c" * 16


@pytest.fixture
def db(tmp_path, monkeypatch):
    monkeypatch.setattr(recorder_module, "RETRY_MS", 50)
    path = tmp_path / "history.sqlite3"
    open_history(path).history.close()  # a history with its schema, as after a first start
    return path


@pytest.fixture
def lock(db):
    """Another program holding the history's write lock until `release()`."""

    class Lock:
        conn = sqlite3.connect(db, isolation_level=None)

        def hold(self) -> None:
            self.conn.execute("BEGIN IMMEDIATE")

        def release(self) -> None:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")

    held = Lock()
    yield held
    held.release()
    held.conn.close()


def rows(db):
    reader = open_history_read_only(db)
    assert reader is not None
    with reader:
        return list(reader.records())


def follow(db, number: int = 41, key: str = KEY):
    controller = FakeController(Game.new(2, number), key)
    recorder = GameRecorder(controller, None, db)  # type: ignore[arg-type]
    told: list[str] = []
    recorder.failed.connect(told.append)
    return controller, recorder, told


def test_a_game_ending_while_locked_is_kept_and_recorded_once_released(qtbot, db,
                                                                       lock) -> None:
    controller, recorder, told = follow(db)
    recorder.open()
    lock.hold()
    controller.play(100_000)  # the game ends while the lock is held
    assert controller.game.over
    # Kept at once, on disk, without waiting on the lock:
    assert [r.game_key for r in load_pending(pending_path(db))] == [KEY]
    assert len(told) == 1 and "locked" in told[0]
    controller.show(Game.new(2, 42))
    controller.play(100_000)  # a second game while still locked: told once, kept too
    assert len(told) == 1 and len(load_pending(pending_path(db))) == 2
    with qtbot.waitSignal(recorder.notice, timeout=10_000) as said:
        lock.release()
    assert "2 kept game" in said.args[0]
    assert [r.game_number for r in rows(db)] == [41, 42]
    assert not pending_path(db).exists()
    recorder.close(keep_game=True)


def test_a_history_locked_at_start_records_once_released(qtbot, db, lock) -> None:
    lock.hold()
    controller, recorder, told = follow(db)
    recorder.open()  # returns at once: busy, told
    assert recorder.history is None and len(told) == 1
    controller.play(100_000)
    with qtbot.waitSignal(recorder.recorded, timeout=10_000):
        lock.release()
    (row,) = rows(db)
    assert row.game_key == KEY
    recorder.close(keep_game=True)


def test_games_kept_when_the_program_died_are_recorded_at_the_next_start(qtbot, db,
                                                                         lock) -> None:
    controller, recorder, _told = follow(db)
    recorder.open()
    lock.hold()
    controller.play(100_000)
    recorder._retry.stop()  # the program is killed here: only the file remains
    lock.release()
    assert rows(db) == []
    _controller, again, _ = follow(db, 43, "4d" * 16)
    again.open()
    (row,) = rows(db)
    assert (row.game_key, row.game_number) == (KEY, 41)
    assert not pending_path(db).exists()
    again.close(keep_game=True)
    recorder.close(keep_game=True)


def test_a_disk_that_fills_and_frees_up_loses_no_game(qtbot, db, monkeypatch) -> None:
    real_put = GameHistory.put
    full = {"now": True}

    def put(self, record):
        if full["now"]:
            raise HistoryError(Reason.DISK_FULL, db, "database or disk is full")
        return real_put(self, record)

    monkeypatch.setattr(GameHistory, "put", put)
    controller, recorder, told = follow(db)
    recorder.open()
    controller.play(100_000)
    assert rows(db) == [] and len(told) == 1 and "disk is full" in told[0]
    with qtbot.waitSignal(recorder.recorded, timeout=10_000):
        full["now"] = False
    (row,) = rows(db)
    assert row.game_key == KEY
    recorder.close(keep_game=True)
