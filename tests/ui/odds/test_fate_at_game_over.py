"""Issue 42 (ux-2 D10): Reveal Fate is off at game over, when the fate is known, and on
again with the next deal; a game loaded or resumed at its end starts with it off."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game, Rules

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = [pytest.mark.qt_log_ignore(IGNORED),
              pytest.mark.usefixtures("small_odds_target")]


def test_reveal_fate_is_off_at_game_over_and_on_at_a_new_deal(open_window, qtbot):
    window = open_window("--game", "31", "--speed", "instant")
    c, reveal = window.controller, window.game_actions.reveal_fate
    assert window.odds is not None and reveal.isEnabled()
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=30_000)
    assert not reveal.isEnabled()
    c.new_game(2, 32, Rules())
    assert not c.game.over and reveal.isEnabled()
    ended = Game.new(2, 33)
    ended.play_to_end()
    c.replace_game(ended)
    assert not reveal.isEnabled()
