"""Issue 42 (ux-2 N19): the 3–4 player war prompt says its rule ("Everyone in the
battle lays war cards…") once a game, at the first war, then one short line; with Call
the War's question after it, it no longer runs to six lines."""

from __future__ import annotations

import pytest

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.model.build import table_model
from krig_desktop.ui.table.result_line import war_waiting

NAMES = ["You", "CPU 1", "CPU 2"]
# Two battles, each a tie of seats 0 and 1 with seat 2 lower: all three lay war cards.
HANDS = [["9S", "2C", "AS", "8S", "2S", "TS"],
         ["9H", "3D", "KD", "8H", "3S", "JS"],
         ["5C", "4H", "QH", "6C", "4S", "7S"]]
RULE = "Everyone in the battle lays war cards"
CALL = "Who takes it? Shift+1 … Shift+3"


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.apply_language("en")
    yield
    i18n.reset_language()


def wars() -> list[tuple[str, str]]:
    """The prompt (yours, watching) at each war of the game, in order."""
    game, seen = Game.from_hands(HANDS), []
    while not game.over and game.battles < 2:
        game.step()
        model = table_model(game)
        if model.tied:
            seen.append((war_waiting(model, NAMES), war_waiting(model, NAMES, None)))
    return seen


def test_the_rule_is_said_at_the_first_war_only_then_one_short_line():
    (first, first_watching), (second, second_watching) = wars()
    assert RULE in first and RULE in first_watching
    assert RULE not in second and RULE not in second_watching
    # ("3 cards" once the English plurals are in the translation files)
    assert second.startswith("War! 3 card") and second.endswith(" at stake — click your deck.")
    assert second_watching.endswith(" at stake — click a deck or press Space.")
    assert len(f"{second_watching} {CALL}") < 90  # two short lines on the felt, not six


def test_the_short_line_counts_the_war_and_the_stake():
    game = Game.from_hands([["9S", "2C", "AS", "8S", "4C", "QS", "6C", "JS"],
                            ["9H", "3D", "KD", "8H", "5D", "QH", "7D", "TD"]])
    prompts = []
    for _ in range(12):  # battle 1: a war; battle 2: a war, then a war ×2
        game.step()
        model = table_model(game)
        if model.tied:
            prompts.append(war_waiting(model, NAMES[:2]))
    assert len(prompts) == 3
    assert prompts[1].startswith("War! ") and prompts[2].startswith("War ×2! ")
    assert prompts[2].endswith(" at stake — click your deck.")
