"""Every game that ends or is left gets its row, through the real window and controller."""

from __future__ import annotations

import os
import stat

import pytest
from history_rows import rows
from PySide6.QtWidgets import QMessageBox

from krig_desktop.controller import recorder
from krig_desktop.engine import Game, Rules
from krig_desktop.model.highlights import HighlightsTracker
from krig_desktop.storage.game_history import (
    GameHistory,
    HistoryError,
    Reason,
)
from krig_desktop.storage.paths import history_path

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
FIXED = Rules(gathering="fixed")


@pytest.fixture
def window(open_window):
    return open_window("--game", "18", "--speed", "instant", "--players", "2")


def finish(qtbot, window, game=None):
    c = window.controller
    if game is not None:
        c.replace_game(game)
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)


def test_a_won_game_is_recorded_the_moment_it_ends(qtbot, window):
    finish(qtbot, window)
    game = window.controller.game
    (row,) = rows()
    tracker = HighlightsTracker(2)
    tracker.extend(game.history)
    seen = tracker.snapshot()
    assert (row.outcome, row.winner, row.players, row.game_number) == (
        "win", game.winner, 2, 18)
    assert (row.battles, row.war_steps) == (game.battles, game.war_steps)
    assert row.deepest_war == (seen.deepest_war.war_steps if seen.deepest_war else 0)
    assert row.biggest_pile == seen.biggest_pile.cards
    assert row.lead_changes == seen.lead_changes
    assert row.your_place == (1 if game.winner == 0 else 2)
    assert (row.face_down, row.gathering) == (1, "shuffled")
    assert row.started_at <= row.ended_at and row.seconds_played >= 0


def test_a_draw_and_a_repetition_are_recorded(qtbot, window):
    def cards(text):
        return text.split()

    finish(qtbot, window, Game.from_hands([cards("AS 9H 9S"),
                                           cards("3H KH 2H KS 3S 4H 2S")], FIXED))
    finish(qtbot, window, Game.from_hands([cards("2S 3H"), cards("3S 2H")], FIXED))
    draw, repetition = rows()
    assert (draw.outcome, draw.winner, draw.battles, draw.game_number) == ("draw", None, 4, None)
    assert (repetition.outcome, repetition.battles, repetition.your_place) == (
        "repetition", 6, 1)
    assert repetition.gathering == "fixed"


def test_a_game_left_for_a_new_one_is_abandoned_and_an_untouched_one_is_not(qtbot, window):
    c = window.controller
    c.new_game(3, 77, Rules(face_down=2))  # the first deal, never played: no row
    assert rows() == []
    for _ in range(6):
        c.request_step()
    played = c.game.battles
    assert played >= 1
    c.new_game(2, 5, Rules())
    assert rows() == []  # put away: Edit → Undo can still bring it back (issue 22)
    c.new_game(2, 6, Rules())  # game 5, never played, is not put away in its place
    assert rows() == []
    c.request_step()
    c.new_game(2, 8, Rules())  # game 6, played, is: now 77 is left for good
    (row,) = rows()
    assert (row.outcome, row.players, row.game_number, row.face_down) == (
        "abandoned", 3, 77, 2)
    assert (row.battles, row.winner, row.your_place) == (played, None, None)


def test_a_finished_game_loaded_again_is_not_recorded_twice(qtbot, window):
    finish(qtbot, window)
    window.controller.replace_game(Game.from_dict(window.controller.game.to_dict()))
    assert len(rows()) == 1


def test_closing_the_window_leaves_the_game_unless_kept_for_the_next_start(qtbot,
                                                                           open_window):
    kept = open_window("--game", "4", "--speed", "instant")
    kept.game_actions.resume_at_start.setChecked(True)
    kept.controller.request_step()
    kept.close()
    assert rows() == []
    left = open_window("--game", "5", "--speed", "instant")
    left.game_actions.resume_at_start.setChecked(False)
    left.controller.request_step()
    left.close()
    # Game 4, kept, was put away by the deal asked for (--game 5), and cannot come back
    # once the window closes: both are left.
    assert sorted((row.outcome, row.game_number) for row in rows()) == [
        ("abandoned", 4), ("abandoned", 5)]


def test_a_damaged_history_is_moved_aside_and_told_in_the_status_bar(qtbot, open_window):
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 100)
    window = open_window("--game", "18", "--speed", "instant")
    assert "damaged" in window.statusBar().currentMessage()
    assert [p.name for p in path.parent.iterdir() if p.name.startswith("history.sqlite3.")]
    assert not window.findChildren(QMessageBox, "historyNotice")
    finish(qtbot, window)
    assert len(rows()) == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_history_is_told_once_and_the_game_plays_on(qtbot, open_window):
    folder = history_path().parent
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        window = open_window("--game", "18", "--speed", "instant")
        plays_on_without_recording(qtbot, window)
    finally:
        folder.chmod(stat.S_IRWXU)


def plays_on_without_recording(qtbot, window):
    # (told from the writer's thread when the game ends: wait for the box)
    qtbot.waitUntil(lambda: bool(window.findChildren(QMessageBox, "historyNotice")),
                    timeout=10_000)
    notices = window.findChildren(QMessageBox, "historyNotice")
    assert len(notices) == 1 and notices[0].isVisible()
    assert "cannot be written now" in notices[0].text()
    finish(qtbot, window)
    assert window.controller.game.over
    window.controller.new_game(2, 3, Rules())
    finish(qtbot, window)
    assert len(window.findChildren(QMessageBox, "historyNotice")) == 1


@pytest.fixture
def no_modal_dialogs(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a modal dialog was started")

    monkeypatch.setattr(QMessageBox, "exec", refuse)


def test_a_history_that_cannot_be_opened_is_told_once_without_blocking(
        qtbot, open_window, monkeypatch, no_modal_dialogs):
    def read_only(path=None, busy_timeout=None):
        raise HistoryError(Reason.READ_ONLY, history_path(), "attempt to write")

    monkeypatch.setattr(recorder, "open_history", read_only)
    window = open_window("--game", "18", "--speed", "instant")
    plays_on_without_recording(qtbot, window)
    assert "folder cannot be written" in window.findChild(QMessageBox,
                                                          "historyNotice").text()


def test_a_full_disk_while_recording_is_told_once_and_play_goes_on(
        qtbot, open_window, monkeypatch, no_modal_dialogs):
    def full(self, record):
        raise HistoryError(Reason.DISK_FULL, history_path(), "database or disk is full")

    window = open_window("--game", "18", "--speed", "instant")
    monkeypatch.setattr(GameHistory, "put", full)
    assert not window.findChildren(QMessageBox, "historyNotice")
    finish(qtbot, window)
    plays_on_without_recording(qtbot, window)
    assert rows() == []
