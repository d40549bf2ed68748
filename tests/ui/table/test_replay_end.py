"""Issue 24 point 4: a replay's end says the replay ended (it looked like a game over
of its own, offering a new deal), on the felt and on the game-over panel."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_a_finished_games_replay_ends_saying_so(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c, ribbon, panel = window.controller, window.scene.ribbon, window.view.panel
    game = Game.new(2, 3)
    game.play_to_end(max_battles=40)
    c.replace_game(game)
    window.watch_replay()
    assert c.replaying and ribbon.isVisible()
    with qtbot.waitSignal(window.scene.replayEnded, timeout=30_000):
        pass
    assert not c.replaying
    assert ribbon.isVisible() and "replay ended" in ribbon.text()
    if c.game.over:
        assert panel.isVisible() and panel.replay_note.isVisible()
        assert "replay ended" in panel.replay_note.text()
    c.new_game(2, 9, c.game.rules)
    assert not ribbon.isVisible()
    assert not panel.replay_note.isVisible()


def test_a_replay_of_a_game_over_shows_the_note_on_its_panel(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c, panel = window.controller, window.view.panel
    game = Game.new(2, 3)
    game.play_to_end()
    assert game.over
    c.replace_game(game)
    assert panel.isVisible() and not panel.replay_note.isVisible()
    window.watch_replay()
    qtbot.waitUntil(lambda: not c.replaying, timeout=60_000)
    assert panel.isVisible() and panel.replay_note.isVisible()
    assert "replay ended" in panel.replay_note.text()
    assert "replay ended" in window.scene.ribbon.text()
