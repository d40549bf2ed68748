"""A game that ended early (its end option) says how on the battle log's last line,
after that battle's result: in the row, its tool tip and what a screen reader reads."""

from __future__ import annotations

from PySide6.QtCore import Qt
from story_helpers import NAMES

from krig_desktop.engine import Game
from krig_desktop.ui.story.battle_log_model import BattleLogModel

Role = Qt.ItemDataRole
ENDING = "After 5 battles you have the most cards: 30."


def test_the_last_row_says_the_early_end(qtbot):
    game = Game.new(2, 7)
    game.play_to_end(max_battles=5)
    model = BattleLogModel()
    model.set_game(game.history, 2, NAMES[2])
    last = model.index(4, model.result_column)
    before = model.data(last)
    spy = []
    model.dataChanged.connect(lambda first, _last, *_: spy.append(first.row()))
    model.set_ending(5, lambda: ENDING)
    assert spy == [4]
    assert model.data(last) == f"{before} {ENDING}"
    assert model.data(last, Role.ToolTipRole).endswith(ENDING)
    assert model.data(last, Role.AccessibleTextRole).endswith(ENDING)
    assert ENDING not in model.data(model.index(3, model.result_column))
    model.set_game(game.history, 2, NAMES[2])  # another game: no ending
    assert model.data(last) == before
