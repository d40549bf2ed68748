"""The table's words, built from models alone: no scene, no window."""

from __future__ import annotations

import pytest
from table_models import pile, table_model

from krig_desktop import i18n
from krig_desktop.engine import Card, Outcome
from krig_desktop.model import Hint
from krig_desktop.ui.table.table_texts import TableTexts


@pytest.fixture
def texts(qapp):
    i18n.apply_language("en")  # English plurals ("1 card", "5 cards") come from a file too
    yield TableTexts()
    i18n.reset_language()  # a translator left installed would follow the next test


def test_seat_names_and_plates(texts):
    model = table_model(3, [17, 1, 0], out=[2])
    assert [texts.seat_name(seat) for seat in range(3)] == ["You", "CPU 1", "CPU 2"]
    assert [texts.seat_detail(model, seat) for seat in range(3)] == [
        "17 cards", "1 card", "Out"]
    assert texts.out_mark(0) == texts.out_mark(2) == "Out"


def test_your_own_plate_agrees_with_you_in_ukrainian(qapp):
    i18n.apply_language("uk")
    try:
        texts = TableTexts()
        model = table_model(3, [0, 30, 22], out=[0])
        yours, theirs = texts.out_mark(0), texts.out_mark(2)
        assert texts.seat_detail(model, 0) == yours
        assert yours != theirs  # "Ви вибули", not the masculine "вибув" of "Комп'ютер"
    finally:
        i18n.reset_language()


def test_deck_tips_say_whose_deck_and_how_many_cards(texts):
    model = table_model(3, [1, 20, 0], out=[2])
    assert texts.deck_tip(model, 0) == "Your deck: 1 card — click to play"
    assert texts.deck_tip(model, 1) == "CPU 1's deck: 20 cards"
    assert texts.deck_tip(model, 2) == "CPU 2: out of the game"


def test_a_card_tip_never_names_a_hidden_card(texts):
    queen = Card.parse("QH")
    assert texts.card_tip(queen, True) == "Queen of hearts"
    assert texts.card_tip(queen, False) == "Face-down card"


def test_banner_hint_and_set_aside_texts(texts):
    assert [texts.war_text(depth) for depth in (0, 1, 2)] == ["War!", "War again!",
                                                             "War again!"]
    assert "Space" in texts.hint(Hint.START)
    assert texts.hint(Hint.WATCH).startswith("You are out.")
    assert texts.hint(None) == ""
    assert texts.set_aside() == ("Set aside", "out of play")


def test_the_description_between_battles_counts_cards(texts):
    model = table_model(3, [30, 21, 0], out=[2], battles=11)
    assert texts.description(model) == "Battle 12. You: 30 cards. CPU 1: 21 cards. CPU 2: out."


def test_the_description_names_the_face_up_cards_and_the_tie(texts):
    laid = pile((0, "9S", True), (1, "9H", True), (2, "4H", True),
                (0, "2C", False), (0, "KS", True), (1, "3D", False), (1, "KD", True),
                (2, "5H", False), (2, "7H", True))
    model = table_model(3, [5, 5, 5], laid=laid, tied=[0, 1], war_depth=1)
    assert texts.description(model) == (
        "Battle 1. You: King of spades. CPU 1: King of diamonds. CPU 2: Seven of hearts. "
        "War again!")
    flip = table_model(2, [25, 25], laid=pile((0, "9S", True), (1, "9H", True)), tied=[0, 1])
    assert texts.description(flip).endswith("Nine of hearts. War!")


def test_the_description_says_who_takes_the_pile_and_when_the_game_is_over(texts):
    laid = pile((0, "AS", True), (1, "2H", True))
    taken = table_model(2, [25, 25], laid=laid, taker=0, battles=4)
    assert texts.description(taken) == (
        "Battle 5. You: Ace of spades. CPU 1: Two of hearts. You take the pile.")
    lost = table_model(2, [25, 25], laid=laid, taker=1, battles=4)
    assert texts.description(lost).endswith(" CPU 1 takes the pile.")
    over = table_model(2, [52, 0], out=[1], battles=40, outcome=Outcome.WIN, winner=0)
    assert texts.description(over) == "Battle 40. You: 52 cards. CPU 1: out. Game over."


def test_a_seat_out_with_cards_on_the_table_is_left_out_of_the_summary(texts):
    laid = pile((0, "9S", True), (1, "9H", True), (2, "4H", True), (1, "3D", False))
    model = table_model(3, [10, 0, 10], out=[1], laid=laid)
    assert "CPU 1: Nine of hearts." in texts.description(model)  # it laid a face-up card
    unseen = table_model(3, [10, 0, 10], out=[1], laid=pile((0, "9S", True), (2, "4H", True)))
    assert "CPU 1" not in texts.description(unseen)


def test_texts_follow_the_language(texts):
    model = table_model(2, [26, 26])
    i18n.apply_language("uk")
    assert texts.seat_name(0) == "Ви"
    assert texts.seat_detail(model, 1) == "26 карт"
    assert texts.war_text(0) == "Війна!"
    i18n.apply_language("nb")
    assert texts.seat_detail(model, 0) == "26 kort"
    i18n.apply_language("en")
    assert texts.seat_detail(model, 0) == "26 cards"


def test_a_line_on_the_felt_never_breaks_inside_a_seats_name(texts):
    line = "CPU 2 beats CPU 1 and You"
    kept = texts.names_kept_whole(line, 3)
    assert kept == "CPU\u00a02 beats CPU\u00a01 and You"
    assert kept.replace("\u00a0", " ") == line  # the words themselves are unchanged
    texts.people = ("Kari Z", "Ola M")  # two people: their names too
    assert texts.names_kept_whole("Kari Z takes 4 cards from Ola M", 2) == \
        "Kari\u00a0Z takes 4 cards from Ola\u00a0M"
