"""--end for the window: its first game follows it, and it asks for a game as
--face-down does (the kept game is not resumed over it)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from krig_desktop.app import create_main_window
from krig_desktop.engine import Game
from krig_desktop.storage import paths

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def open_window(qtbot):
    windows = []

    def make(*argv: str):
        window = create_main_window(["--speed", "instant", *argv])
        windows.append(window)
        return window

    yield make
    for window in windows:
        for box in window.findChildren(QMessageBox):
            box.close()
        window.close()


def test_the_first_game_follows_the_end_and_deals_the_same_cards(open_window):
    game = open_window("--game", "7", "--end", "battles:50").controller.game
    assert game.rules.end == "battles:50"
    assert game.hands == Game.new(2, 7).hands


def test_an_end_on_the_command_line_wins_over_resuming(open_window):
    window = open_window("--game", "9")
    window.game_actions.resume_at_start.setChecked(True)
    for _ in range(8):
        window.controller.request_step()
    window.show()
    assert window.close() is True
    assert paths.resume_path().is_file()
    again = open_window("--end", "wars:3")
    assert again.controller.game.rules.end == "wars:3"
    assert again.controller.game.battles == 0
    again.save_flow.keep_nothing()
