"""The end option in words (RULES.md, "Ending early"): the result line, the announcer's
game over and the game-over panel say a shared win and an early-end win; a game under
an end option that ended the usual way keeps its usual words; the status bar's progress."""

from __future__ import annotations

import re

import pytest
from table_models import table_model

from krig_desktop.engine import Outcome, Rules
from krig_desktop.ui.table.end_texts import EndTexts, ended_early
from krig_desktop.ui.table.game_over_panel import GameOverPanel
from krig_desktop.ui.table.result_line import game_over

NAMES = ["You", "CPU 1", "CPU 2"]


def en(text: str) -> str:
    """English plural forms come from krig_en.qm, made by the translation pass after
    a merge: until then a new "%n card(s)" reads "card(s)". Counts here are never 1."""
    return re.sub(r"\(s\)", "s", text)


def _over(rules: Rules, counts, outcome, winner, winners, battles=100, out=(),
          wars_won=()):
    return table_model(3, counts, out=out, outcome=outcome, winner=winner,
                       battles=battles, rules=rules)._replace(winners=winners,
                                                              wars_won=wars_won)


def test_a_shared_win_names_the_sharers_and_their_cards(qapp):
    model = _over(Rules(end="battles:100"), (19, 14, 19), Outcome.SHARED, None, (0, 2))
    assert ended_early(model)
    assert en(game_over(model, NAMES, 0)) == "A shared win: You and CPU 2, 19 cards each."


def test_three_sharers_are_listed_with_and(qapp):
    model = _over(Rules(end="battles:50"), (17, 17, 17), Outcome.SHARED, None, (0, 1, 2),
                  battles=50)
    assert en(game_over(model, NAMES, 0)) == ("A shared win: You, CPU 1 and CPU 2, 17 cards "
                                          "each.")


def test_the_most_cards_after_n_battles(qapp):
    model = _over(Rules(end="battles:100"), (31, 10, 10), Outcome.WIN, 0, (0,))
    assert en(game_over(model, NAMES, 0)) == "After 100 battles you have the most cards: 31."
    model = _over(Rules(end="battles:100"), (10, 31, 10), Outcome.WIN, 1, (1,))
    assert en(game_over(model, NAMES, 0)) == "After 100 battles CPU 1 has the most cards: 31."


def test_the_first_to_k_wars(qapp):
    model = _over(Rules(end="wars:3"), (20, 15, 16), Outcome.WIN, 2, (2,), battles=61,
                  wars_won=(1, 0, 3))
    assert en(game_over(model, NAMES, 0)) == "CPU 2 is the first to win 3 wars and wins the game."
    model = model._replace(winner=0, winners=(0,), wars_won=(3, 0, 1))
    assert en(game_over(model, NAMES, 0)) == "You are the first to win 3 wars: the game is yours!"


def test_a_game_under_an_end_that_ended_the_usual_way_says_so_the_usual_way(qapp):
    """One player took every card before battle N: a win like any other."""
    model = _over(Rules(end="battles:100"), (52, 0), Outcome.WIN, 0, (0,), battles=80,
                  out=(1,))._replace(players=2, counts=(52, 0))
    assert not ended_early(model)
    assert en(game_over(model, NAMES, 0)) == "You win the game after 80 battles!"


def test_played_to_the_end_nothing_changes(qapp):
    model = table_model(2, (52, 0), out=(1,), outcome=Outcome.WIN, winner=1, battles=300)
    assert not ended_early(model)
    assert EndTexts().over_line(model, NAMES, 0) == ""
    assert EndTexts().panel(model, NAMES, 0) is None


def test_the_panel_says_a_shared_win_and_an_early_win(qtbot):
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    shared = _over(Rules(end="battles:100"), (19, 14, 19), Outcome.SHARED, None, (0, 2))
    panel.show_model(shared, lambda seat: NAMES[seat])
    assert panel.title.text() == "A shared win"
    assert en(panel.reason.text()) == ("You and CPU 2 share the win: the most cards after 100 "
                                   "battles, 19 each.")
    early = _over(Rules(end="battles:100"), (10, 31, 11), Outcome.WIN, 1, (1,))
    panel.show_model(early, lambda seat: NAMES[seat])
    assert panel.title.text() == "CPU 1 wins"
    assert en(panel.reason.text()) == "After 100 battles CPU 1 has the most cards: 31."
    mine = _over(Rules(end="battles:100"), (31, 10, 11), Outcome.WIN, 0, (0,))
    panel.show_model(mine, lambda seat: NAMES[seat])
    assert (panel.title.text(), en(panel.reason.text())) == (
        "You win!", "After 100 battles you have the most cards: 31.")
    assert "every card" not in panel.reason.text()


@pytest.mark.parametrize(("end", "words"), [
    ("out", "When one player has all the cards"),
    ("battles:50", "Most cards after 50 battles"),
    ("wars:3", "First to win 3 wars"),
])
def test_each_end_has_its_words(qapp, end, words):
    assert en(EndTexts().choice(end)) == words


def test_the_progress_of_an_early_end(qapp):
    texts = EndTexts()
    playing = table_model(2, (30, 22), battles=36, rules=Rules(end="battles:100"))
    assert texts.battle_of(playing) == "Battle 37 of 100"
    assert texts.battle_of(table_model(2, battles=36)) == ""  # the status bar's own
    wars = table_model(3, (20, 15, 16), battles=40,
                       rules=Rules(end="wars:3"))._replace(wars_won=(2, 1, 0))
    assert texts.wars_won(wars, NAMES) == "Wars won: You 2, CPU 1 1, CPU 2 0 — first to 3"
    assert texts.wars_won(playing, NAMES) == ""
