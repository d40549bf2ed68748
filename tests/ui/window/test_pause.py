"""Pause is offered only while something plays by itself (autoplay, a replay, Finish
Game), in the menu and the toolbar alike, and it stops that thing where it is."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QToolBar

from krig_desktop.engine import Game, Rules

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
ENDLESS = (4, 6, Rules(face_down=2, gathering="fixed"))  # millions of battles


def pause_offered(window) -> bool:
    """Pause enabled, and the menu and the toolbar say the same."""
    action = window.game_actions.pause
    bar = window.findChild(QToolBar, "mainToolbar")
    button = bar.widgetForAction(action)
    assert action in window.game_menu.actions() and button is not None
    assert button.isEnabled() == action.isEnabled()
    return action.isEnabled()


def test_pause_is_offered_only_while_autoplay_runs(qtbot, open_window):
    window = open_window("--speed", "slow")
    c = window.controller
    heard: list[bool] = []
    c.runningChanged.connect(heard.append)
    assert not c.running and not pause_offered(window)
    c.request_step()  # one step by hand: nothing runs by itself
    assert not pause_offered(window)
    c.set_autoplay(True)
    assert c.running and pause_offered(window)
    battles = c.game.battles
    window.game_actions.pause.trigger()
    assert not c.autoplay and not window.game_actions.autoplay.isChecked()
    assert not c.running and not pause_offered(window)
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    reached = c.game.battles
    qtbot.wait(300)
    assert c.game.battles == reached <= battles + 1  # stopped after the moving step
    assert heard == [True, False]


def test_pause_stops_finish_game_where_it_is(qtbot, open_window):
    window = open_window("--speed", "instant")
    c = window.controller
    c.replace_game(Game.new(*ENDLESS))
    c.finish_chunk = 300
    c.finish_game()
    assert c.finishing and c.running and pause_offered(window)
    window.game_actions.pause.trigger()
    assert not c.finishing and not c.game.over
    assert not c.running and not pause_offered(window)
    battles = c.game.battles
    qtbot.wait(120)
    assert c.game.battles == battles


def test_pause_holds_a_replay_on_the_table(qtbot, open_window):
    window = open_window("--speed", "normal")
    c = window.controller
    real = Game.new(2, 7)
    real.play_to_end(max_battles=30)
    c.replace_game(real)
    assert not pause_offered(window)
    window.watch_replay()
    assert c.replaying and c.running and pause_offered(window)
    qtbot.waitUntil(lambda: c.story.shown >= 1, timeout=20_000)
    window.game_actions.pause.trigger()
    assert c.replaying and c.game is not real  # the replay waits where it got to
    assert not c.autoplay and not pause_offered(window)
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    battles = c.game.battles
    qtbot.wait(300)
    assert c.game.battles == battles < real.battles
    c.set_autoplay(True)  # Autoplay goes on with it
    assert pause_offered(window)
    c.stop_replay()
    assert c.game is real and not pause_offered(window)


def test_pause_is_withdrawn_when_the_game_ends_under_autoplay(qtbot, open_window):
    window = open_window("--speed", "instant")
    c = window.controller
    almost = Game.new(2, 7)
    almost.play_to_end()
    end = almost.battles
    game = Game.new(2, 7)
    game.play_to_end(max_battles=end - 1)
    c.replace_game(game)
    with qtbot.waitSignal(c.gameOver, timeout=30_000):
        c.set_autoplay(True)
    assert c.game.over and not c.running and not pause_offered(window)


def test_autoplay_ends_with_the_game_and_the_next_one_waits_for_a_click(qtbot, open_window):
    window = open_window("--speed", "instant")
    c = window.controller
    almost = Game.new(2, 7)
    almost.play_to_end()
    game = Game.new(2, 7)
    game.play_to_end(max_battles=almost.battles - 1)
    c.replace_game(game)
    with qtbot.waitSignal(c.gameOver, timeout=30_000):
        c.set_autoplay(True)
    assert not c.autoplay and not window.game_actions.autoplay.isChecked()
    c.new_game(2, 8, Rules())
    assert c.game.battles == 0 and not c.running and not pause_offered(window)
