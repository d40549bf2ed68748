"""Issue 24 point 4: both charts follow the battle looked at (the chance chart did not)."""

from __future__ import annotations

import pytest

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_the_chance_chart_marks_the_battle_looked_at(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c, chart = window.controller, window.odds.chart
    for _ in range(6):
        c.request_step()
    c.looking.look_at(2)
    assert chart.marked() == 2 == window.story_dock.chart.marked()
    c.looking.back()
    assert chart.marked() is None
