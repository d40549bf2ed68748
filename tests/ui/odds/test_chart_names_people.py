"""Issue 42 item 6 (ux-2 N9): with two people the chance chart names the person whose
chance it draws ("Ada's chance to win"), never "Your chance to win"; with one person it
is yours."""

from __future__ import annotations

import pytest

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def chart_in(qtbot, window):
    window.story_dock.show()
    qtbot.waitExposed(window.story_dock)
    return window.odds.chart


def test_two_people_the_chart_names_the_person(qtbot, open_window):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--game", "3",
                         "--speed", "instant")
    chart = chart_in(qtbot, window)
    assert chart.title() == "Ada's chance to win"
    assert chart.legend_text(short=False).startswith("Ada's chance to win")
    assert "Your" not in chart.legend_text(short=False)
    assert chart.accessibleDescription().startswith("Ada's chance to win")


def test_a_long_name_goes_short_rather_than_cut(qtbot, open_window):
    window = open_window("--humans", "2", "--names", "Bartholomew-Alexandr,Bo",
                         "--game", "3", "--speed", "instant")
    chart = chart_in(qtbot, window)
    assert chart.title(short=True) == "Bart…'s chance to win"
    chart.setFixedWidth(240)  # too narrow for the whole name
    qtbot.waitUntil(lambda: chart.width() == 240, timeout=5000)
    assert chart.legend().startswith("Bart…'s chance to win")
    chart.setFixedWidth(600)
    qtbot.waitUntil(lambda: chart.width() == 600, timeout=5000)
    assert chart.legend().startswith("Bartholomew-Alexandr's chance to win")


def test_one_person_the_chart_says_yours(qtbot, open_window):
    window = open_window("--game", "3", "--speed", "instant")
    chart = chart_in(qtbot, window)
    assert chart.title() == "Your chance to win"
    assert chart.legend_text(short=False).startswith("Your chance to win")
