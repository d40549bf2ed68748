"""The game-over panel tells the highlights of the game just ended, counted by the
controller's story battle by battle (or caught up after a load or Finish)."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game
from krig_desktop.model.highlights import HighlightsTracker

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def expected(game: Game):
    tracker = HighlightsTracker(game.players, game.origin_game().hand_sizes)
    tracker.extend(game.history)
    return tracker.snapshot()


@pytest.mark.slow
def test_highlights_after_play_to_the_end(qtbot, open_window):
    window = open_window("--game", "7", "--players", "3", "--speed", "instant")
    c = window.controller
    while not c.game.over:
        c.request_step()
    h = expected(c.game)
    assert c.story.highlights() == h
    panel = window.view.panel
    assert panel.isVisible() and panel.highlights.isVisible()
    text = panel.highlights.text()
    names = window.scene.texts.seat_name
    lines = panel.highlight_lines(h, c.model, names)
    assert text == "\n".join(lines)
    if h.deepest_war is not None:
        depth = ("a single war" if h.deepest_war.war_steps == 1
                 else f"war ×{h.deepest_war.war_steps}")
        assert f"{depth} in battle {h.deepest_war.battle}" in text
    assert f"{h.biggest_pile.cards} cards in battle {h.biggest_pile.battle}" in text
    assert f"{h.longest_streak.length} battles in a row" in text


def test_highlights_after_a_loaded_finished_game(qtbot, open_window):
    window = open_window("--speed", "instant")
    c = window.controller
    game = Game.new(4, 12)
    game.play_to_end()
    c.replace_game(Game.from_dict(game.to_dict()))
    qtbot.waitUntil(lambda: not c.story.catching_up and window.view.panel.highlights.isVisible(),
                    timeout=20_000)
    assert c.story.highlights() == expected(c.game)
    c.new_game(2, 5, c.model.rules)
    assert not window.view.panel.isVisible()
