"""Issue 42 (ux-2 D14): a replay is played by autoplay, but the toolbar and the status
bar say Replay: the toolbar's Autoplay button reads "Replay" (pressed while the replay
plays, as the menu's Autoplay), the status bar's mark says "Replay"; back in the game,
both say Autoplay again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QToolBar

from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_a_replay_says_replay_in_the_toolbar_and_the_status_bar(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "veryfast")
    c = window.controller
    game = Game.new(2, 7)
    for _ in range(20):
        game.play_battle()
    c.replace_game(game)
    bar = window.findChild(QToolBar, "mainToolbar")
    mark = window.findChild(QLabel, "autoplayIndicator")
    button = bar.widgetForAction(bar.autoplay)
    assert button.text() == "Autoplay" and not button.isChecked()
    window.watch_replay()
    assert c.replaying and c.autoplay
    assert button.text() == "Replay" and button.isChecked() and "Autoplay" not in button.text()
    assert mark.isVisible() and mark.text() == "Replay"
    c.pause()
    assert not button.isChecked() and not mark.isVisible() and button.text() == "Replay"
    button.click()  # the button plays the replay on, as the replay bar's Go On
    assert c.autoplay and c.replaying and button.isChecked()
    c.stop_replay()
    assert not c.replaying
    assert button.text() == "Autoplay" and not button.isChecked()
    c.set_autoplay(True)
    assert mark.isVisible() and mark.text() == "Autoplay" and button.isChecked()
    c.set_autoplay(False)


def test_a_replay_begun_while_autoplay_runs_plays_on(qtbot, open_window):
    """Autoplay on in the game in play, then Watch Replay: the replay stayed at battle 1
    (autoplay, already on, was not started anew), the hint "Click your deck…" up."""
    window = open_window("--game", "7", "--speed", "veryfast")
    c = window.controller
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: c.game.battles >= 3, timeout=20_000)
    window.watch_replay()
    assert c.replaying and c.autoplay
    qtbot.waitUntil(lambda: c.game.battles >= 2, timeout=20_000)  # the replay plays on
    assert c.replaying and c.model.hint is None  # no "Click your deck…" while it plays
    c.stop_replay()
    c.set_autoplay(False)
