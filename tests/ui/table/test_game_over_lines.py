"""The game-over panel's luck lines: each line whole where the table has room (it left
"to win." alone on a line), a percentage never broken before its sign, and an estimate
that the game proved uncertain never called "100 %"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from krig_desktop.model.luck import Luck, Swing
from krig_desktop.ui.odds.odds_texts import OddsTexts
from krig_desktop.ui.table.game_over_panel import MAX_WIDTH, GameOverPanel

LUCK = ("You won a deal in which your chance to win was 35%.\n"
        "Biggest swing: battle 180, your chance went from 97% to 90%.")


def place(panel: GameOverPanel) -> None:
    """As the felt's layout would, with room for its first shape in the middle."""
    width, height = panel.shapes()[0]
    parent = panel.parentWidget()
    panel.put(QRectF((parent.width() - width) / 2, (parent.height() - height) / 2,
                     width, height), 0)


def lines_shown(panel: GameOverPanel) -> int:
    label = panel.luck
    return round(label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing())


@pytest.fixture
def panel(qtbot):
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1180, 740)
    panel = GameOverPanel(table)
    table.show()
    panel.reason.setText("You took every card.")
    panel.set_luck(LUCK)
    panel.show()
    place(panel)
    panel.table = table  # kept alive with the panel for the test
    return panel


def test_each_line_is_whole_on_a_wide_table(panel):
    assert lines_shown(panel) == 2
    assert panel.width() <= MAX_WIDTH + 8  # a long line wraps past the cap


def test_a_narrow_table_wraps_inside_the_panel(panel):
    panel.parentWidget().resize(420, 600)
    place(panel)
    assert panel.width() <= 380
    assert lines_shown(panel) > 2
    assert panel.height() >= panel.heightForWidth(panel.width())


@pytest.mark.parametrize("chance", [0.0, 0.003, 0.35, 0.998, 1.0])
def test_a_percentage_never_breaks_before_its_sign(qapp, chance):
    text = OddsTexts(lambda seat: f"Seat {seat}").percent(chance)
    assert text.endswith("%") and " %" not in text


def test_a_chance_that_swung_or_was_contradicted_is_not_called_certain(qapp):
    """Every play-out of an estimate can go one way ("100 %"); the game then showed it
    was not certain: the swing's start and a deal lost "at 100 %" say ">99 %"."""
    texts = OddsTexts(lambda seat: f"Seat {seat}")
    swung = texts.luck_text(Luck(1.0, "lost", Swing(188, 1.0, 0.95)))
    assert ">99%" in swung.splitlines()[0]
    assert "from >99% to 95%" in swung.splitlines()[1]
    won = texts.luck_text(Luck(1.0, "won", Swing(9, 0.4, 0.0)))
    assert "to win was 100%" in won and "to 0%" in won
