"""A repeat through a real window (issue 40): the game-over panel's Play This Deal
Again plays the same deal, which is recorded, marked a repeat, earns no medal and
changes no statistic."""

from __future__ import annotations

import pytest
from history_rows import rows
from PySide6.QtWidgets import QLabel

from krig_desktop.commands.stats_text import stats_report
from krig_desktop.storage.paths import history_path

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def _medals(window) -> list[str]:
    return [m.objectName() for m in window.view.panel.findChildren(QLabel)
            if m.objectName().startswith("medal:")]


def test_play_this_deal_again_is_a_repeat_that_counts_for_nothing(open_window,
                                                                   qtbot) -> None:
    window = open_window("--game", "2", "--players", "2", "--speed", "instant")
    history = window.history
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    c = window.controller
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over and len(rows()) == 1, timeout=20_000)
    qtbot.waitUntil(lambda: bool(_medals(window)), timeout=10_000)
    assert "medal:first_win" in _medals(window)  # game 2: you win it
    before = stats_report(history_path())
    with qtbot.waitSignal(c.gameStarted):
        window.view.panel.play_again.click()
    assert c.model.game_number == 2 and _medals(window) == []
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over and len(rows()) == 2, timeout=20_000)
    first, again = sorted(rows(), key=lambda r: r.id)
    assert not first.repeat and again.repeat
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    assert _medals(window) == []  # nothing earned by a repeat
    assert stats_report(history_path()) == before
