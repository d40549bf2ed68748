"""Game over and the keyboard: Enter and Space play again, the focus is plain to see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def ended(open_window, qtbot):
    window = open_window("--players", "2", "--speed", "instant")
    c = window.controller
    c.replace_game(Game.from_hands([["AS", "KS", "3D"], ["2H", "3H", "4C"]]))
    c.finish_game()
    qtbot.waitUntil(lambda: window.view.panel.isVisible(), timeout=10_000)
    return window


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_a_key_on_the_game_over_panel_deals_again(open_window, qtbot, key):
    window = ended(open_window, qtbot)
    panel = window.view.panel
    assert panel.next_game.hasFocus() or window.focusWidget() is panel.next_game
    assert not window.game_actions.play.isEnabled()  # so Space is not taken by Play
    qtbot.keyClick(window.focusWidget(), key)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=10_000)
    assert not window.controller.model.over
    assert window.controller.model.battles == 0


def test_the_focused_button_is_drawn_with_a_clear_ring(open_window, qtbot):
    window = ended(open_window, qtbot)
    window.activateWindow()
    qtbot.waitActive(window)
    button = window.view.panel.next_game
    qtbot.waitUntil(button.hasFocus)
    focused = button.grab().toImage()
    window.view.panel.play_again.setFocus()
    qtbot.waitUntil(lambda: not button.hasFocus())
    plain = button.grab().toImage()
    assert focused != plain  # the ring is visible, not a faint dotted line
