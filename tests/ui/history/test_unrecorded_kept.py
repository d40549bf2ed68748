"""Issue 41 points 1-2: recording runs on the writer's thread, and a finished game the
history cannot take is never lost.

It travels in the pending file, or, where the config folder cannot be written, in the
spare file in the temp folder; the next start records it from there, once; the quit
says how many games wait and where (or that they are in no file, and why). Root
ignores permissions, so a folder that cannot be written is a file standing where the
folder should be."""

from __future__ import annotations

import tempfile
import threading

import pytest
from PySide6.QtWidgets import QMessageBox
from recorder_fakes import FakeController

from krig_desktop.controller import recorder as recorder_module
from krig_desktop.controller.recorder import GameRecorder, Unrecorded
from krig_desktop.engine import Game
from krig_desktop.storage.game_history import (
    GameHistory,
    HistoryError,
    Reason,
    open_history_read_only,
)
from krig_desktop.storage.history_pending import load_pending, pending_path, spare_path
from krig_desktop.storage.writer import SerialWriter

KEY = "4d" * 16


@pytest.fixture
def temp(tmp_path, monkeypatch):
    """A temp folder of the test's own (the spare file's place)."""
    folder = tmp_path / "temp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    monkeypatch.setattr(recorder_module, "RETRY_MS", 60_000)  # no retry in these tests
    return folder


def blocked_db(tmp_path):
    """A history whose folder is a file: neither it nor the pending file can be made."""
    (tmp_path / "blocked").write_text("a file where the folder should be")
    return tmp_path / "blocked" / "history.sqlite3"


def rows(db):
    reader = open_history_read_only(db)
    if reader is None:
        return []
    with reader:
        return list(reader.records())


def end_a_game(db, writer=None):
    controller = FakeController(Game.new(2, 41), KEY)
    recorder = GameRecorder(controller, None, db)  # type: ignore[arg-type]
    recorder.writer = writer
    recorder.open()
    controller.play(100_000)
    assert controller.game.over
    return recorder


def test_a_game_the_config_folder_cannot_keep_travels_in_the_temp_folder(
        qtbot, tmp_path, temp) -> None:
    db = blocked_db(tmp_path)
    recorder = end_a_game(db)
    recorder.close(keep_game=True)
    spare = spare_path(db)
    assert spare.is_relative_to(temp)
    assert [r.game_key for r in load_pending(spare)] == [KEY]
    assert recorder.unrecorded() == Unrecorded(1, (spare,), 0, "")
    # The next start, the folder back: recorded once, from the temp folder's file.
    (tmp_path / "blocked").unlink()
    (tmp_path / "blocked").mkdir()
    for _start in range(2):
        again = GameRecorder(FakeController(Game.new(2, 7), "5e" * 16), None, db)  # type: ignore[arg-type]
        again.open()
        again.close(keep_game=True)
        assert again.unrecorded().games == 0
    assert [r.game_key for r in rows(db)] == [KEY]
    assert not spare.exists() and not pending_path(db).exists()


def test_where_nothing_can_be_written_the_quit_says_the_games_are_lost_and_why(
        qtbot, tmp_path, temp) -> None:
    db = blocked_db(tmp_path)
    (temp / spare_path(db).parent.name).write_text("a file where the temp folder should be")
    recorder = end_a_game(db)
    recorder.close(keep_game=True)
    left = recorder.unrecorded()
    assert (left.games, left.kept_in, left.lost) == (1, (), 1) and left.why


@pytest.fixture
def window(open_window):
    return open_window("--game", "18", "--speed", "instant", "--players", "2")


def test_the_quit_says_how_many_games_wait_and_where(qtbot, window, tmp_path) -> None:
    text = window.history.unrecorded_text(Unrecorded(2, (tmp_path / "p.json",), 0, ""))
    assert "2 finished game" in text and "p.json" in text
    assert "next start" in text and "lost" not in text
    lost = window.history.unrecorded_text(Unrecorded(3, (), 3, "No space left on device"))
    assert "3 of them" in lost and "lost" in lost and "(No space left on device)" in lost
    assert window.history.unrecorded_text(Unrecorded(0, (), 0, "")) == ""


def test_recording_runs_on_the_writer_thread_and_the_close_waits_for_it(
        qtbot, tmp_path, temp, monkeypatch) -> None:
    """A slow history (a trigger, a slow disk) holds the writer, never the window."""
    db = tmp_path / "history.sqlite3"
    release = threading.Event()
    threads: list[threading.Thread] = []
    put = GameHistory.put

    def slow_put(self, record):
        threads.append(threading.current_thread())
        release.wait(10)  # on the GUI thread this would hold the window
        return put(self, record)

    monkeypatch.setattr(GameHistory, "put", slow_put)
    writer = SerialWriter()
    recorder = end_a_game(db, writer)  # returns while the game's row waits
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    assert threads[0] is not threading.main_thread()
    assert rows(db) == []  # not written yet: the window went on
    with qtbot.waitSignal(recorder.recorded, timeout=10_000):
        release.set()
    recorder.close(keep_game=True)
    assert writer.settle()
    assert [r.game_key for r in rows(db)] == [KEY]


def test_a_window_closed_with_games_unrecorded_says_where_they_wait(
        qtbot, open_window, tmp_path, temp, monkeypatch) -> None:
    def full(self, record):
        raise HistoryError(Reason.DISK_FULL, self.path, "database or disk is full")

    blocked = blocked_db(tmp_path)
    monkeypatch.setattr(recorder_module, "pending_path", lambda _history: blocked)
    window = open_window("--game", "18", "--speed", "instant", "--players", "2")
    monkeypatch.setattr(GameHistory, "put", full)
    with qtbot.waitSignal(window.history.recorder.failed, timeout=10_000):
        window.controller.finish_game()
    window.close()
    boxes = window.findChildren(QMessageBox, "historyQuitNotice")
    assert len(boxes) == 1
    spare = spare_path(window.history.recorder.path)
    assert "1 finished game" in boxes[0].text()
    assert str(spare) in boxes[0].text()
    assert len(load_pending(spare)) == 1


def test_a_window_that_keeps_nothing_in_the_folder_keeps_its_games_in_the_temp_folder(
        qtbot, tmp_path, temp, monkeypatch) -> None:
    """Another window owns the folder's pending file: this one's games wait in the
    spare file, which the owner's next start records."""
    def full(self, record):
        raise HistoryError(Reason.DISK_FULL, self.path, "database or disk is full")

    db = tmp_path / "history.sqlite3"
    monkeypatch.setattr(GameHistory, "put", full)
    controller = FakeController(Game.new(2, 41), KEY)
    recorder = GameRecorder(controller, None, db)  # type: ignore[arg-type]
    recorder.keeps = False
    recorder.open()
    controller.play(100_000)
    recorder.close(keep_game=True)
    assert not pending_path(db).exists()
    assert [r.game_key for r in load_pending(spare_path(db))] == [KEY]
    assert recorder.unrecorded() == Unrecorded(1, (spare_path(db),), 0, "")
