"""Leaving a game can be undone, asking nothing (issue 22 point 4): after New Game,
Restart, Play This Deal Again, a load or a replay from the history the status bar says
what was put away, and Edit → Undo brings that very game back (its key, its state); the
history records it as abandoned only once it can no longer come back, once; the game
offered is kept on disk, so a crash while it is offered loses nothing."""

from __future__ import annotations

import shutil

import pytest
from history_rows import rows
from PySide6.QtGui import QAction, QKeySequence

from krig_desktop.engine import Rules
from krig_desktop.storage import paths
from krig_desktop.ui.window import new_game_dialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


def state(window):
    c = window.controller
    return c.game_key, c.game.to_dict()


def undo(window) -> QAction:
    return window.findChild(QAction, "actionUndo")


@pytest.fixture
def built(open_window):
    def make(*argv: str):
        window = open_window("--speed", "instant", *argv)
        window.finish_start()  # the recorder follows from now on
        return window
    return make


def put_away_said(qtbot, window, text: str = "was put away") -> None:
    """The offer is told once the leave is over (after a load's own message)."""
    qtbot.waitUntil(lambda: text in window.statusBar().currentMessage(), timeout=5_000)


def test_undo_after_new_game_brings_the_game_back_asking_nothing(built, monkeypatch, asked,
                                                                 qtbot):
    window = built("--game", "1234")
    play(window, 9)
    before = state(window)
    battles = window.controller.game.battles
    assert not undo(window).isEnabled()
    assert undo(window).shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)
    window.new_game()
    assert state(window)[0] != before[0]
    put_away_said(qtbot, window, f"Game 1234 at battle {battles + 1} was put away")
    assert paths.left_path().is_file()
    assert undo(window).isEnabled() and "1234" in undo(window).text()
    undo(window).trigger()
    assert state(window) == before
    assert asked.count == 0
    assert rows() == []  # neither game left for good


@pytest.mark.parametrize("leave", ["restart", "play_again", "load", "history_replay"])
def test_every_way_of_leaving_can_be_undone(built, leave, qtbot, tmp_path):
    window = built("--game", "77")
    c = window.controller
    if leave == "load":
        other = built("--game", "78")
        path = tmp_path / "other.krig"
        assert other.save_flow.save_to(path)
    play(window, 6)
    before = state(window)
    if leave == "restart":
        window.restart()
    elif leave == "play_again":
        window.play_again()
    elif leave == "load":
        assert window.save_flow.load_path(path)
    else:  # what the history's "Play This Deal" does: the deal again, a game of its own
        c.new_game(2, 5, Rules())
        undo(window).trigger()
        assert state(window) == before
        c.new_game(2, 6, Rules())
    put_away_said(qtbot, window)
    undo(window).trigger()
    assert state(window) == before


def test_undo_twice_swaps_back(built):
    window = built("--game", "50")
    play(window, 5)
    first = state(window)
    window.play_again()
    play(window, 3)
    second = state(window)
    undo(window).trigger()
    assert state(window) == first
    undo(window).trigger()
    assert state(window) == second


def test_a_game_put_away_is_recorded_once_when_it_can_no_longer_come_back(built, qtbot):
    window = built("--game", "60")
    play(window, 7)
    key = window.controller.game_key
    window.play_again()
    assert rows() == []
    undo(window).trigger()  # the same game goes on: never recorded as left
    play(window, 3)
    assert rows() == []
    window.play_again()
    play(window, 1)  # (a war may follow: a battle under way is no untouched deal either)
    assert not window.controller.game.untouched
    window.play_again()  # a second game put away in its place: the first is left for good
    # (Its row is written at once, or kept and written on the recorder's retry when the
    # history cannot be had at that moment.)
    qtbot.waitUntil(lambda: len(rows()) == 1, timeout=15_000)
    (row,) = rows()
    assert (row.game_key, row.outcome, row.game_number) == (key, "abandoned", 60)


def test_a_deal_left_before_its_first_battle_puts_nothing_away(built, qtbot):
    """Play This Deal Again at battle 8, then New Game: Undo brings back the game at
    battle 8, not the deal that was never played (its number deals it again)."""
    window = built("--game", "62")
    play(window, 8)
    before = state(window)
    window.play_again()
    put_away_said(qtbot, window, "Game 62 at battle 9 was put away")  # on the table
    window.controller.new_game(2, 63, Rules())  # game 62 dealt again, left untouched
    assert undo(window).isEnabled() and "62" in undo(window).text()
    assert "battle 9" in undo(window).statusTip()
    undo(window).trigger()
    assert state(window) == before
    assert not undo(window).isEnabled()  # game 62's deal was never played: no offer
    window.put_away.settle()  # (the file goes on the writer thread)
    assert not paths.left_path().exists()
    assert rows() == []  # no game left for good: 62 is back, the deals never played


def test_the_game_kept_past_an_untouched_deal_is_recorded_once_it_is_out_of_reach(built):
    window = built("--game", "64")
    play(window, 5)
    key = window.controller.game_key
    window.play_again()
    window.play_again()  # an untouched deal left: 64 at battle 5 is still offered
    assert rows() == []
    play(window, 2)
    window.play_again()  # a game played put away in its place: 64 is left for good
    (row,) = rows()
    assert (row.game_key, row.outcome, row.battles) == (key, "abandoned", 5)


def test_the_quit_records_the_game_put_away_and_forgets_it(built):
    window = built("--game", "61")
    play(window, 4)
    key = window.controller.game_key
    window.play_again()
    window.close()
    assert [(r.game_key, r.outcome) for r in rows()] == [(key, "abandoned")]
    assert not paths.left_path().exists()


def test_a_crash_while_offered_loses_nothing_and_records_nothing_twice(built, tmp_path):
    window = built("--game", "62")
    play(window, 8)
    before = state(window)
    window.play_again()
    crashed = tmp_path / "left-at-crash.krig"
    window.put_away.settle()  # (written on its own thread: a kill a moment later)
    shutil.copy(paths.left_path(), crashed)  # what a kill now would leave on disk
    window.close()  # (recorded at this quit; a kill would not have)
    shutil.copy(crashed, paths.left_path())
    again = built()
    assert undo(again).isEnabled()
    undo(again).trigger()
    assert state(again) == before
    again.play_again()
    again.play_again()
    again.close()
    assert [r.game_key for r in rows()].count(before[0]) == 1
