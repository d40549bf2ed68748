"""Issue 24 point 4: a replay's end says the replay ended (it looked like a game over
of its own, offering a new deal), on the felt and on the game-over panel."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
SHORT_GAME = 653  # two players, won in 37 battles: a finished game quick to replay


def replay_to_its_end(qtbot, window, game: Game) -> None:
    """Put `game` in play, watch its replay, and wait for the replay's end."""
    c = window.controller
    c.replace_game(game)
    window.watch_replay()
    assert c.replaying and window.scene.ribbon.isVisible()
    with qtbot.waitSignal(window.scene.replayEnded, timeout=30_000):
        pass
    assert not c.replaying


def test_a_finished_games_replay_ends_saying_so(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c, ribbon, panel = window.controller, window.scene.ribbon, window.view.panel
    game = Game.new(2, SHORT_GAME)
    game.play_to_end()
    assert game.over  # the control: the replay of a game that ended
    replay_to_its_end(qtbot, window, game)
    assert c.game.over
    assert ribbon.isVisible() and "replay ended" in ribbon.text()
    assert panel.isVisible() and panel.replay_note.isVisible()
    assert "replay ended" in panel.replay_note.text()
    c.new_game(2, 9, c.game.rules)
    assert not ribbon.isVisible()
    assert not panel.replay_note.isVisible()


def test_an_unfinished_games_replay_ends_saying_so_on_the_felt(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c, ribbon, panel = window.controller, window.scene.ribbon, window.view.panel
    game = Game.new(2, 3)
    game.play_to_end(max_battles=40)
    assert not game.over  # the control: a game still in play
    replay_to_its_end(qtbot, window, game)
    assert not c.game.over and c.game.battles == 40
    assert ribbon.isVisible() and "replay ended" in ribbon.text()
    assert not panel.isVisible()
    c.new_game(2, 9, c.game.rules)
    assert not ribbon.isVisible()


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
