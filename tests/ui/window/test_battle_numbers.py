"""Issue 40, point 6: one rule for battle numbers. Every word the player reads names the
battle on the table, as the status bar's "Battle 1" before any card: the status bar,
the put-away notice and Undo's tip, the save's preview, Save As's name, the log (whose
rows are the battles completed, so the last is the one before) and, at the end, the
game's last battle everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from krig_desktop.engine import Game, Rules, battle_on_table
from krig_desktop.ui.window import save_dialog
from krig_desktop.ui.window.save_preview import SavePreview

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_the_rule():
    game = Game.new(2, 1234)
    assert game.battle == 1 == battle_on_table(0, over=False)  # before any card
    game.play_battle()
    assert game.battle == 2
    game.play_to_end()
    assert game.over and game.battle == game.battles == battle_on_table(game.battles, True)


def test_every_word_names_the_battle_on_the_table(open_window, qtbot, tmp_path):
    window = open_window("--game", "1234", "--speed", "instant")
    window.finish_start()
    c = window.controller
    assert "Battle 1" in window.status_label.text()
    for _ in range(7):
        c.request_step()
    on_table = c.game.battles + 1
    assert c.model.battle == c.game.battle == on_table
    assert f"Battle {on_table}" in window.status_label.text()
    assert f"battle {on_table}" in save_dialog.suggested_name(1234, c.model.battle)
    assert c.history[-1].number == on_table - 1  # the log's last row: the last done
    path = tmp_path / "numbered.krig"
    assert window.save_flow.save_to(path)
    preview = SavePreview()
    preview.show_file(path)
    assert f"Battle {on_table}" in preview.text()
    c.new_game(2, 99, Rules())
    qtbot.waitUntil(lambda: "was put away" in window.statusBar().currentMessage(),
                    timeout=5_000)
    assert f"Game 1234 at battle {on_table} was put away" in window.statusBar().currentMessage()
    assert f"battle {on_table}" in window.findChild(QAction, "actionUndo").statusTip()


def test_at_the_end_the_last_battle_is_named(open_window):
    window = open_window("--game", "1234", "--speed", "instant")
    c = window.controller
    c.finish_game()
    assert c.game.over and c.model.battle == c.game.battles
    assert f"Battle {c.game.battles}" in window.status_label.text()
