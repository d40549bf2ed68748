"""The game-over panel's highlights name a war's depth one way (translations-2 T4-E12):
"Longest war", and "war ×3" as the table's banner and the log write it."""

from __future__ import annotations

import pytest
from table_models import table_model

from krig_desktop.engine import Outcome
from krig_desktop.model.highlights import DeepestWar, Highlights
from krig_desktop.ui.table.game_over_panel import GameOverPanel

NAMES = ["You", "CPU 1"]


@pytest.mark.parametrize(("steps", "line"), [
    (1, "Longest war: a single war in battle 5."),
    (3, "Longest war: war ×3 in battle 5."),
])
def test_the_panel_names_the_longest_war_by_its_depth(qtbot, steps, line):
    """T4-E12 and one way to write a war's depth: "Longest war", "war ×3"."""
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    h = Highlights(2, 10, 1, steps, DeepestWar(steps, 5), None, 0, None, (0, 0), None,
                   (None, None))
    model = table_model(2, (52, 0), out=(1,), outcome=Outcome.WIN, winner=0, battles=10)
    assert panel.highlight_lines(h, model, lambda seat: NAMES[seat])[0] == line
