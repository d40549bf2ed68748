"""Issue 40, point 6: a game knows its own time. When it was dealt and the seconds it was
played travel with it through a save and a load, the resume file, the game put away and
Undo, so the history's start and time played are the game's, not the session's; a
replay and a game over stop its clock.

Time is a fake here (`Clock`): each test moves it on by hand, so nothing waits and no
figure depends on how fast the machine is.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from history_rows import rows
from PySide6.QtGui import QAction

from krig_desktop.controller import play_time
from krig_desktop.engine import Game, Rules
from krig_desktop.model import game_time
from krig_desktop.model.game_time import GameTime
from krig_desktop.storage import paths
from krig_desktop.storage.saves import read_save, write_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

DEALT = 1_796_000_000  # the first game's deal, 2026-11-30T00:53:20Z


class Clock:
    """Stands in for the `time` module where the game's time is read."""

    def __init__(self) -> None:
        self.wall = DEALT
        self.mono = 1000.0

    def time(self) -> float:
        return float(self.wall)

    def monotonic(self) -> float:
        return self.mono

    def wait(self, seconds: int) -> None:
        self.wall += seconds
        self.mono += seconds


@pytest.fixture
def clock(monkeypatch):
    fake = Clock()
    monkeypatch.setattr(play_time, "time", fake)
    monkeypatch.setattr(game_time, "time", fake)
    return fake


@pytest.fixture
def built(open_window):
    def make(*argv: str):
        window = open_window("--speed", "instant", *argv)
        window.finish_start()  # the recorder follows from now on
        return window
    return make


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


def time_of(window) -> GameTime:
    return window.controller.play_time.clock.now()


def test_a_save_carries_the_time_and_a_load_goes_on_with_it(built, clock, tmp_path):
    window = built("--game", "4242")
    play(window, 5)
    clock.wait(100)
    path = tmp_path / "timed.krig"
    assert window.save_flow.save_to(path)
    assert read_save(path).time == GameTime(DEALT, 100)
    clock.wait(5000)  # another day, another window
    later = built("--game", "99")
    assert later.save_flow.load_path(path)
    assert time_of(later) == GameTime(DEALT, 100)
    clock.wait(20)
    later.controller.finish_game()
    (row,) = [r for r in rows() if r.game_key == later.controller.game_key]
    assert row.seconds_played == 120
    assert row.started_at == datetime.fromtimestamp(DEALT, UTC)


def test_a_resumed_game_goes_on_with_its_time(built, clock, open_window):
    first = open_window("--speed", "instant", "--game", "4242")
    play(first, 7)
    battles = first.controller.game.battles
    clock.wait(40)
    first.close()  # kept for the next start, with its time
    clock.wait(3600)
    window = built()
    assert window.controller.game.battles == battles
    assert time_of(window) == GameTime(DEALT, 40)
    clock.wait(2)
    window.controller.finish_game()
    (row,) = rows()
    assert row.seconds_played == 42 and row.started_at == datetime.fromtimestamp(DEALT, UTC)


def test_the_game_put_away_keeps_its_time_and_undo_brings_it_back(built, clock, qtbot):
    window = built("--game", "1234")
    play(window, 9)
    clock.wait(60)
    window.controller.new_game(2, 55, Rules())
    window.put_away.settle()
    assert read_save(paths.left_path()).time == GameTime(DEALT, 60)
    clock.wait(30)  # the new deal's own time runs from its deal
    assert time_of(window) == GameTime(DEALT + 60, 30)
    play(window, 3)
    window.findChild(QAction, "actionUndo").trigger()
    assert window.controller.game.seed == 1234
    assert time_of(window) == GameTime(DEALT, 60)
    window.put_away.settle()
    assert read_save(paths.left_path()).time == GameTime(DEALT + 60, 30)


def test_a_replay_and_a_game_over_stop_the_clock(built, clock, qtbot):
    window = built("--game", "4242")
    c = window.controller
    play(window, 4)
    clock.wait(10)
    c.watch_replay()
    assert c.replaying
    clock.wait(50)  # watching is not playing
    c.stop_replay()
    assert not c.replaying and time_of(window).seconds == 10
    clock.wait(5)
    c.finish_game()
    assert c.game.over
    clock.wait(500)  # the game-over panel read at leisure
    assert time_of(window).seconds == 15
    (row,) = rows()
    assert row.seconds_played == 15


def test_restart_and_a_new_deal_start_a_time_of_their_own(built, clock):
    window = built("--game", "4242")
    play(window, 4)
    clock.wait(10)
    window.controller.restart()
    assert time_of(window) == GameTime(DEALT + 10, 0)


def test_a_game_found_at_start_is_recorded_with_its_own_time(built, clock):
    """After a kill: the resume file held a finished game with no row yet, and
    left.krig the game put away. Each is recorded with the time it carries."""
    finished = Game.new(2, 4242)
    finished.play_to_end()
    left = Game.new(2, 77)
    for _ in range(6):
        left.play_battle()
    write_save(paths.resume_path(), finished, "a" * 32, game_time=GameTime(DEALT, 777))
    write_save(paths.left_path(), left, "b" * 32, game_time=GameTime(DEALT + 9, 33))
    clock.wait(86_400)
    window = built()
    window.close()  # the game put away can no longer come back: left for good
    by_key = {row.game_key: row for row in rows()}
    assert by_key["a" * 32].seconds_played == 777
    assert by_key["a" * 32].started_at == datetime.fromtimestamp(DEALT, UTC)
    assert by_key["b" * 32].seconds_played == 33 and by_key["b" * 32].outcome == "abandoned"
    assert by_key["b" * 32].started_at == datetime.fromtimestamp(DEALT + 9, UTC)


def test_revert_takes_the_files_time_and_the_moment_put_away_keeps_its_own(built, clock,
                                                                            tmp_path):
    window = built("--game", "4242")
    play(window, 3)
    clock.wait(10)
    assert window.save_flow.save_to(tmp_path / "mine.krig")  # its file, at 10 s
    play(window, 4)
    clock.wait(50)
    key = window.controller.game_key
    window.findChild(QAction, "actionRevert").trigger()
    assert window.controller.game_key == key  # the same game, at the file's moment
    assert time_of(window) == GameTime(DEALT, 10)
    window.put_away.settle()
    assert read_save(paths.left_path()).time == GameTime(DEALT, 60)  # the later moment


def test_a_command_line_deal_puts_the_kept_game_away_with_its_time(built, clock,
                                                                    open_window):
    first = open_window("--speed", "instant", "--game", "40")
    play(first, 5)
    clock.wait(70)
    first.close()  # kept for the next start, with its time
    clock.wait(1000)
    window = built("--game", "9")
    window.put_away.settle()
    left = read_save(paths.left_path())
    assert (left.game.seed, left.time) == (40, GameTime(DEALT, 70))
    assert time_of(window) == GameTime(DEALT + 1070, 0)
