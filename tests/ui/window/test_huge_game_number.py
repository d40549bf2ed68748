"""The largest game number the command line takes (4300 nines) works everywhere it shows.

Python refuses str() and int() past 4300 digits, so every place that formats a game
number (window title, status bar, game-over panel, the table's description, the save
file) is driven here with the largest one, offscreen, in a real window.
"""

from __future__ import annotations

import pytest

from krig_desktop.engine import MAX_GAME_NUMBER

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
NINES = "9" * 4300


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_window_plays_the_largest_game_number_to_the_end(qtbot, open_window, speed):
    window = open_window("--game", NINES, "--speed", speed)
    c = window.controller
    assert c.model.game_number == c.game.seed == MAX_GAME_NUMBER
    assert NINES in window.windowTitle()
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert "Battle" in window.status_label.text()
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over and not c.busy, timeout=30_000)
    panel = window.view.panel
    assert panel.isVisible()
    assert f"Game #{NINES}" in panel.stats.text()
    window.game_actions.restart.trigger()  # the same deal again, from the largest number
    assert c.game.seed == MAX_GAME_NUMBER and c.game.battles == 0


def test_the_largest_game_number_saves_and_loads(open_window, tmp_path):
    window = open_window("--game", NINES, "--speed", "instant")
    c = window.controller
    for _ in range(4):
        c.request_step()
    played = c.game.to_dict()
    path = tmp_path / "largest.krig"
    assert window.save_flow.save_to(path)
    c.new_game(2, 5, c.model.rules)
    assert window.save_flow.load_path(path)
    assert c.model.game_number == MAX_GAME_NUMBER and c.game.to_dict() == played
    assert NINES in window.windowTitle()
