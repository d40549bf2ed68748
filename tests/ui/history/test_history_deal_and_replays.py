"""Your chance at the deal is recorded with each game (none for a game first seen
later), and Watch Replay neither records the replay nor counts the real game as left;
Restart still does."""

from __future__ import annotations

import pytest
from history_rows import rows

from krig_desktop.engine import Game, Rules

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def settle(qtbot, window):
    """Wait for the odds feed to be done refining (the deal's chance included)."""
    feed = window.odds.feed
    qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)


@pytest.mark.slow
def test_the_chance_at_the_deal_is_recorded_with_the_game(qtbot, open_window):
    window = open_window("--game", "18", "--players", "3", "--speed", "instant")
    c, feed = window.controller, window.odds.feed
    settle(qtbot, window)
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    settle(qtbot, window)
    (row,) = rows()
    assert feed.history[0].battle == 0
    assert row.start_chance == feed.history[0].chance
    assert 0 < row.start_chance < 1
    assert window.history.dialog is None
    dialog = window.history.show_statistics()
    model = dialog.history_page.model
    shown = model.data(model.index(0, 6))
    assert shown.endswith("%") and shown != "—"


def test_a_game_first_seen_after_its_deal_has_no_chance_at_the_deal(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    game = Game.new(2, 33, Rules())
    game.play_to_end(30)
    c.replace_game(game)  # as a loaded save: its deal was never on the table
    settle(qtbot, window)
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    (row,) = rows()
    assert row.start_chance is None and row.battles > 30
    dialog = window.history.show_statistics()
    model = dialog.history_page.model
    assert model.data(model.index(0, 6)) == "—"


def test_watching_a_replay_records_nothing_and_the_game_ends_recorded_once(qtbot,
                                                                          open_window):
    window = open_window("--game", "7", "--players", "3", "--speed", "instant")
    c = window.controller
    for _ in range(25):
        c.request_step()
    real = c.game
    window.watch_replay()
    assert c.replaying
    qtbot.waitUntil(lambda: not c.replaying, timeout=30_000)
    qtbot.wait(20)  # a turn of the event loop: nothing was left for later either
    assert c.game is real and rows() == []
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    (row,) = rows()
    assert (row.outcome, row.battles, row.game_number) == (real.outcome, real.battles, 7)


def test_a_new_game_during_a_replay_leaves_the_real_game_only(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "normal")
    c = window.controller
    game = Game.new(2, 7, Rules())
    game.play_to_end(40)
    c.replace_game(game)
    for _ in range(3):  # battles played here: leaving it now counts
        c.game.play_battle()
    window.watch_replay()
    qtbot.waitUntil(lambda: c.story.shown >= 1, timeout=20_000)
    assert c.replaying
    c.new_game(2, 9, Rules())
    qtbot.wait(20)
    assert rows() == []  # put away: Undo can bring it back (issue 22)
    c.game.play_battle()  # (game 9 played, so that leaving it puts it away in its place)
    c.new_game(2, 10, Rules())  # left for good
    (row,) = rows()
    assert (row.outcome, row.battles, row.game_number) == ("abandoned", 43, 7)


def test_restart_still_counts_the_game_as_left(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c = window.controller
    for _ in range(12):
        c.request_step()
    battles = c.game.battles
    c.restart()
    c.request_step()
    c.restart()  # the first restart's game put away in its place: now left for good
    qtbot.waitUntil(lambda: len(rows()) == 1, timeout=5_000)
    (row,) = rows()
    assert (row.outcome, row.battles) == ("abandoned", battles)
    assert not c.replaying
