"""Issue 20 point 2 (the recorder): each game is followed with its key. The same game
shown again (a save of it loaded, the resume file, the start of a replay) goes on: it
is not "left unfinished"; a game with another key is left; the rows carry the key, and
a game recorded as left and then finished is one row."""

from __future__ import annotations

import pytest
from recorder_fakes import FakeController

from krig_desktop.controller.recorder import GameRecorder
from krig_desktop.engine import Game
from krig_desktop.storage.game_history import open_history_read_only

KEY = "1a" * 16


@pytest.fixture
def db(tmp_path):
    return tmp_path / "history.sqlite3"


def follow(qtbot, db, game: Game, key: str = KEY) -> tuple[FakeController, GameRecorder]:
    controller = FakeController(game, key)
    recorder = GameRecorder(controller, None, db)  # type: ignore[arg-type]
    recorder.open()
    return controller, recorder


def rows(db):
    reader = open_history_read_only(db)
    if reader is None:
        return []
    with reader:
        return list(reader.records())


def test_a_save_of_the_same_game_loaded_again_is_not_left(qtbot, db) -> None:
    controller, recorder = follow(qtbot, db, Game.new(2, 31))
    controller.play(12)
    again = Game.from_dict(controller.game.to_dict())  # its save, loaded
    controller.show(again, KEY)
    assert rows(db) == []
    controller.play(5)
    controller.show(Game.new(2, 32))  # another game: the first one is put away
    assert rows(db) == []  # it can still come back (issue 22)
    controller.show(Game.new(2, 38))  # a deal never played leaves nothing in its place
    assert rows(db) == []
    controller.play(1)
    controller.show(Game.new(2, 39))  # one played put away in its place: left for good
    (row,) = rows(db)
    assert (row.outcome, row.battles, row.game_key) == ("abandoned", 17, KEY)
    recorder.close(keep_game=True)


def test_an_earlier_save_of_the_same_game_loaded_and_left_is_recorded_once(qtbot,
                                                                          db) -> None:
    controller, recorder = follow(qtbot, db, Game.new(2, 33))
    early = Game.from_dict(controller.game.to_dict())
    controller.play(20)
    controller.show(early, KEY)  # back to battle 0 of the same game, nothing played
    controller.show(Game.new(2, 34))
    recorder.close(keep_game=True)  # the quit: the game put away is left for good
    (row,) = rows(db)  # the battles played here still count: left, once
    assert (row.outcome, row.game_key) == ("abandoned", KEY)
    recorder.close(keep_game=True)


def test_a_game_with_another_key_is_left(qtbot, db) -> None:
    controller, recorder = follow(qtbot, db, Game.new(2, 35))
    controller.play(8)
    controller.show(Game.from_dict(controller.game.to_dict()), "2b" * 16)
    assert rows(db) == []  # put away (issue 22)
    recorder.close(keep_game=True)  # the quit: left for good
    (row,) = rows(db)
    assert (row.outcome, row.battles, row.game_key) == ("abandoned", 8, KEY)
    recorder.close(keep_game=True)


def test_left_then_resumed_and_finished_is_one_finished_row(qtbot, db) -> None:
    controller, recorder = follow(qtbot, db, Game.new(2, 36))
    controller.play(10)
    saved = controller.game.to_dict()
    recorder.close(keep_game=False)  # the window closed without keeping it: left
    assert [row.outcome for row in rows(db)] == ["abandoned"]
    controller, recorder = follow(qtbot, db, Game.from_dict(saved))  # its save, later
    controller.play(100_000)
    assert controller.game.over
    (row,) = rows(db)
    assert (row.outcome, row.battles, row.game_key) == (
        str(controller.game.outcome), controller.game.battles, KEY)
    recorder.close(keep_game=True)


def test_a_replay_of_the_game_is_neither_left_nor_recorded(qtbot, db) -> None:
    controller, recorder = follow(qtbot, db, Game.new(2, 37))
    controller.play(15)
    controller.begin_replay()
    controller.play(100_000)  # the replay runs to where the game was (or its end)
    controller.end_replay()
    assert rows(db) == []
    controller.play(100_000)
    (row,) = rows(db)
    assert (row.game_key, row.battles) == (KEY, controller.game.battles)
    recorder.close(keep_game=True)
