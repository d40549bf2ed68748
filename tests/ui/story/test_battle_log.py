"""The battle log: its rows are game.history's records (2 and 4 players), it grows with
a live game and starts over with a new one, it holds nothing per battle, and its view
follows the newest row only while the user is at the bottom."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from story_helpers import NAMES, written

from krig_desktop.engine import BattleRecord, Game, Rules
from krig_desktop.ui.cards.card_symbols import FACE_DOWN
from krig_desktop.ui.story.battle_log_model import BattleLogModel
from krig_desktop.ui.story.battle_log_view import BattleLogView

Role = Qt.ItemDataRole


def expected_faces(record: BattleRecord, seat: int, face_down: int) -> tuple[list[str], int]:
    """From the record and the rules: the face-up cards a seat showed and how many it
    laid face down (a seat that ran short lays what it held face down)."""
    cards = record.laid[seat]
    shown, hidden = [written(cards[0], "en")] if cards else [], 0
    for start in range(1, len(cards), face_down + 1):
        step = cards[start:start + face_down + 1]
        if len(step) == face_down + 1:
            shown.append(written(step[-1], "en"))
            hidden += face_down
        else:
            hidden += len(step)
    return shown, hidden


@pytest.mark.parametrize(("players", "seed", "face_down"), [(2, 7, 1), (4, 7, 1), (4, 11, 2)])
def test_rows_are_the_games_battles(qapp, players, seed, face_down):
    game = Game.new(players, seed, Rules(face_down=face_down))
    game.play_to_end()
    model = BattleLogModel()
    model.set_game(game.history, players, NAMES[players])
    assert model.rowCount() == len(game.history) == game.battles
    assert model.columnCount() == players + 2
    for row, record in enumerate(game.history):
        assert model.data(model.index(row, 0)) == record.number == row + 1
        for seat in range(players):
            text = model.data(model.index(row, seat + 1))
            shown, hidden = expected_faces(record, seat, face_down)
            assert text.count(FACE_DOWN) == hidden
            words = [w for w in text.replace(FACE_DOWN, " ").replace("✕", " ").split()
                     if w != "·"]
            assert words == shown
            assert text.count("·") == max(0, len(text and text.split("·")) - 1)
        result = model.data(model.index(row, players + 1))
        assert str(record.pile) in result
        if record.taker != 0:
            assert NAMES[players][record.taker] in result
        for seat in record.out:
            assert (NAMES[players][seat] in result) == (seat != 0)  # seat 0: "you"
        font = model.data(model.index(row, 1), Role.FontRole)
        assert (isinstance(font, QFont) and font.bold()) == bool(record.war_steps)
        assert (model.data(model.index(row, 0), Role.BackgroundRole) is not None) == bool(
            record.war_steps)
        tip = model.data(model.index(row, players + 1), Role.ToolTipRole)
        assert str(record.pile) in tip
        assert model.data(model.index(row, 2), BattleLogModel.BattleRole) == record.number


def test_rows_follow_a_growing_game_and_start_over_with_a_new_one(qtbot):
    game = Game.new(4, 3)
    model = BattleLogModel()
    model.set_game(game.history, 4, NAMES[4])
    assert model.rowCount() == 0
    for _ in range(30):
        game.play_battle()
        with qtbot.waitSignal(model.rowsInserted) as inserted:
            assert model.follow() == 1
        assert inserted.args[1] == inserted.args[2] == game.battles - 1
        last = model.index(model.rowCount() - 1, 0)
        assert model.data(last) == game.history[-1].number == game.battles
    assert model.follow() == 0  # nothing new
    for _ in range(5):
        game.play_battle()
    assert model.follow() == 5 and model.rowCount() == game.battles
    fresh = Game.new(2, 9)
    with qtbot.waitSignal(model.modelReset):
        model.set_game(fresh.history, 2, NAMES[2])
    assert model.rowCount() == 0 and model.columnCount() == 4
    assert model.headerData(1, Qt.Orientation.Horizontal) == NAMES[2][0]


def test_names_and_language_changes_refresh_without_a_reset(qtbot):
    game = Game.new(2, 5)
    game.play_to_end(max_battles=20)
    model = BattleLogModel()
    model.set_game(game.history, 2, NAMES[2])
    with qtbot.waitSignals([model.headerDataChanged, model.dataChanged]):
        model.set_names(["Eve", "Max"])
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Max"
    assert model.rowCount() == 20
    with pytest.raises(ValueError):
        model.set_names(["only one"])


class Endless(Sequence[BattleRecord]):
    """A long game's records made when read and never kept, like game.history."""

    def __init__(self, base: Sequence[BattleRecord], length: int) -> None:
        self.base, self.length = list(base), length

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, i):  # type: ignore[override]
        record = self.base[i % len(self.base)]
        return record._replace(number=i + 1)


@pytest.mark.slow
def test_the_model_holds_nothing_per_battle(qapp):
    game = Game.new(2, 7)
    game.play_to_end()
    source = Endless(game.history[:], 0)
    model = BattleLogModel()
    model.set_game(source, 2, NAMES[2])
    for row in range(50):  # warm up: fonts, brushes, translations
        for column in range(4):
            model.data(model.index(row % 1, column))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    source.length = 20_000
    model.follow()
    for row in range(0, 20_000, 7):
        for column in range(4):
            for role in (Role.DisplayRole, Role.ToolTipRole, Role.FontRole):
                model.data(model.index(row, column), role)
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    grown = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    assert model.rowCount() == 20_000
    assert grown / 20_000 < 1.0, f"{grown} bytes kept for 20,000 battles"


def test_the_view_follows_the_bottom_only_when_there(qtbot):
    game = Game.new(2, 7)
    model = BattleLogModel()
    model.set_game(game.history, 2, NAMES[2])
    view = BattleLogView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(420, 200)
    view.show()
    qtbot.waitExposed(view)
    assert view.objectName() == "battleLog"
    for _ in range(60):
        game.play_battle()
        model.follow()
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0 and view.at_bottom()
    bar.setValue(0)  # the user scrolls back
    for _ in range(10):
        game.play_battle()
        model.follow()
    assert bar.value() == 0 and not view.at_bottom()
    view.scrollToBottom()
    game.play_battle()
    model.follow()
    assert view.at_bottom()
    heights = {view.rowHeight(row) for row in range(model.rowCount())}
    assert len(heights) == 1


def test_click_and_enter_name_the_battle(qtbot):
    game = Game.new(2, 7)
    game.play_to_end(max_battles=8)
    model = BattleLogModel()
    model.set_game(game.history, 2, NAMES[2])
    view = BattleLogView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    index = model.index(4, 1)
    with qtbot.waitSignal(view.battleActivated) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.visualRect(index).center())
    assert clicked.args == [5]
    view.setCurrentIndex(model.index(2, 0))
    with qtbot.waitSignal(view.battleActivated) as entered:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert entered.args == [3]
    assert not model.index(0, 0).parent().isValid() and model.rowCount(QModelIndex()) == 8
