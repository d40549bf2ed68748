"""The result line in each language, for battles the engine really played: a plain
battle, a war, a double war, a player going out (in a war, and after losing the last
card), a war of four, a waiting war, and a draw. Every expectation comes from the
record (its cards, pile, taker, war steps, who went out) and from how each language
writes cards and counts, not from the sentences in the code."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from story_helpers import (
    NAMES,
    cards_taken,
    records_by_kind,
    step_to_war,
    table_model,
    tied,
    war_seats,
    written,
)

from krig_desktop import i18n
from krig_desktop.engine import Game, Outcome
from krig_desktop.ui.table.result_line import battle_result, battle_summary, game_over, war_waiting

LANGUAGES = ("en", "uk", "nb", "fil")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.reset_language()


def clean(text: str) -> None:
    assert text and "%" not in text and "(s)" not in text


def english(make) -> str:
    i18n.reset_language()
    return make()


@pytest.mark.parametrize("language", LANGUAGES)
def test_plain_battle(language):
    record, players = records_by_kind()["plain"]
    names = NAMES[players]
    i18n.apply_language(language)
    other = battle_result(record, names, players)  # seat 1 took it
    clean(other)
    assert names[1] in other
    assert written(record.laid[1][0], language) in other
    for seat in range(players):
        if seat != 1:
            assert written(record.laid[seat][0], language) in other
    assert cards_taken(record.pile, language) in other
    yours = battle_result(record, names, players, your_seat=1)
    clean(yours)
    assert yours != other and names[1] not in yours  # "you take", not "CPU 1 takes"
    assert cards_taken(record.pile, language) in yours
    if language != "en":
        assert other != english(lambda: battle_result(record, names, players))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ["war", "double war"])
def test_war_names_its_depth_the_winning_card_and_the_pile(language, kind):
    record, players = records_by_kind()[kind]
    names = NAMES[players]
    taker = record.taker
    i18n.apply_language(language)
    text = battle_result(record, names, players, your_seat=None)
    clean(text)
    assert names[taker] in text
    assert written(record.laid[taker][-1], language) in text  # the card that won it
    assert cards_taken(record.pile, language) in text
    assert (f"×{record.war_steps}" in text) == (record.war_steps > 1)
    yours = battle_result(record, names, players, your_seat=taker)
    assert names[taker] not in yours and written(record.laid[taker][-1], language) in yours
    summary = battle_summary(record, names, players, your_seat=None)
    assert names[taker] in summary and cards_taken(record.pile, language) in summary


@pytest.mark.parametrize("language", LANGUAGES)
def test_going_out_in_a_war_and_after_the_last_card_read_differently(language):
    short, short_players = records_by_kind()["ran short"]
    emptied, emptied_players = records_by_kind()["lost last card"]
    i18n.apply_language(language)
    short_text = battle_result(short, NAMES[short_players], short_players, your_seat=None)
    emptied_text = battle_result(emptied, NAMES[emptied_players], emptied_players,
                                 your_seat=None)
    clean(short_text)
    clean(emptied_text)
    for record, text, players in ((short, short_text, short_players),
                                  (emptied, emptied_text, emptied_players)):
        for seat in record.out:
            assert NAMES[players][seat] in text
    # The sentence after the take differs: too few for the war vs no cards left.
    short_tail = short_text.split(".")[-2]
    emptied_tail = emptied_text.split(".")[-2]
    assert (short_tail.replace(NAMES[short_players][short.out[-1]], "")
            != emptied_tail.replace(NAMES[emptied_players][emptied.out[-1]], ""))
    # A seat going out is "you" when it is yours, never named.
    seat = emptied.out[0]
    mine = battle_result(emptied, NAMES[emptied_players], emptied_players, your_seat=seat)
    assert NAMES[emptied_players][seat] not in mine and mine != emptied_text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_war_of_four_says_everyone_joined(language):
    record, players = records_by_kind()["war of four"]
    i18n.apply_language(language)
    text = battle_result(record, NAMES[players], players, your_seat=None)
    ranks = [record.laid[s][0].rank for s in range(players) if record.laid[s]]
    tied = ranks.count(max(ranks))
    two = records_by_kind()["war"]
    two_text = battle_result(two[0], NAMES[two[1]], two[1], your_seat=None)
    sentences = text.count(".") - len(record.out)
    if tied < len(ranks):  # not everyone tied: one more sentence says all joined
        assert sentences == two_text.count(".") + 1
    else:
        assert sentences == two_text.count(".")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
def test_a_waiting_war_asks_for_a_click_with_depth_and_stake(language, players):
    game = step_to_war(players)
    model = table_model(game)
    i18n.apply_language(language)
    yours = war_waiting(model, NAMES[players])
    watching = war_waiting(model, NAMES[players], your_seat=None)
    clean(yours)
    clean(watching)
    assert yours != watching
    n = len(game.table)
    stake = cards_taken(n, language)
    if language == "uk":  # "на кону": the nominative, 1 карта, 2–4 карти, 5+ карт
        stake = stake.replace("карту", "карта")
    assert stake in yours
    assert "×" not in yours
    everyone = len(war_seats(game)) > len(tied(game))
    two = war_waiting(table_model(step_to_war(2)), NAMES[2])
    assert yours.count(".") == two.count(".") + everyone  # "everyone lays" sentence
    deeper = war_waiting(table_model(step_to_war(2, depth=2)), NAMES[2])
    assert "×2" in deeper


def test_no_war_no_waiting_line(qapp):
    assert war_waiting(table_model(Game.new(2, 1)), NAMES[2]) == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_draw_and_a_win(language):
    draw = Game.from_hands([["5H", "2C"], ["5S", "3C"]])
    draw.play_to_end()
    assert draw.outcome is Outcome.DRAW
    won = Game.new(2, 7)
    won.play_to_end()
    assert won.outcome is Outcome.WIN
    i18n.apply_language(language)
    draw_text = game_over(table_model(draw), NAMES[2])
    win_text = game_over(table_model(won), NAMES[2], your_seat=None)
    clean(draw_text)
    clean(win_text)
    assert str(len(draw.table)) in draw_text
    assert NAMES[2][won.winner] in win_text and str(won.battles) in win_text
    assert game_over(table_model(won), NAMES[2], your_seat=won.winner) != win_text
    if language != "en":
        assert draw_text != english(lambda: game_over(table_model(draw), NAMES[2]))
    assert game_over(table_model(Game.new(2, 1)), NAMES[2]) == ""


def test_the_plurals_reach_the_translation_files():
    """lupdate saw every counted sentence as a plural (numerus) entry."""
    root = Path(__file__).resolve().parents[3]
    spec = importlib.util.spec_from_file_location(
        "update_translations_for_log", root / "scripts" / "update_translations.py")
    assert spec and spec.loader
    script = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, script)  # its dataclasses look themselves up there
    spec.loader.exec_module(script)
    entries = [e for e in script.read_ts(script.ts_path("uk")) if e.context == "ResultLine"]
    counted = [e for e in entries if "%n" in e.source]
    assert counted and all(e.numerus and len(e.translations) == 3 for e in counted)
