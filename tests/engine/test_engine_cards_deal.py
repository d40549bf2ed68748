"""Cards, rule options, the deal and game-number reproducibility."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter

import pytest

from krig_desktop.engine import CARDS, Card, Game, Rules, full_deck
from krig_desktop.engine.origin import deal


@pytest.mark.parametrize(("text", "rank", "suit"), [
    ("TS", 10, "S"), ("10S", 10, "S"), ("ts", 10, "S"), ("10h", 10, "H"), ("2C", 2, "C"),
    ("AD", 14, "D"), ("kh", 13, "H"), ("qs", 12, "S"), ("JC", 11, "C"), (" 9d ", 9, "D"),
])
def test_card_parse(text, rank, suit):
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert Card.parse(str(card)) is card
    assert card is Card(rank, suit)


@pytest.mark.parametrize("bad", ["", "1S", "11S", "TX", "T", "10", "S", "AAS", "1 0S", "♠A"])
def test_card_parse_rejects_bad_notation(bad):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(bad)


@pytest.mark.parametrize("bad", [None, 10, b"TS", ["T", "S"]])
def test_card_parse_rejects_non_text(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


@pytest.mark.parametrize(("rank", "suit"), [(15, "S"), (1, "S"), (10, "X"), (True, "S"),
                                            (10.0, "S"), (10, ["S"])])
def test_card_constructor_validates(rank, suit):
    with pytest.raises(ValueError, match="no such card"):
        Card(rank, suit)


def test_cards_are_immutable_hashable_interned():
    card = Card.parse("QH")
    with pytest.raises(AttributeError):
        card.rank = 3
    assert {card, Card(12, "H")} == {card}
    assert copy.copy(card) is card and copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert repr(card) == "Card('QH')" and str(Card(10, "C")) == "TC"


def test_full_deck():
    deck = full_deck()
    assert len(deck) == 52 == len(set(deck))
    assert Counter(c.rank for c in deck) == dict.fromkeys(range(2, 15), 4)
    assert Counter(c.suit for c in deck) == dict.fromkeys("SHDC", 13)
    assert deck == list(CARDS) and deck is not full_deck()
    assert all(Card.from_index(c.index) is c for c in deck)
    # The index orders like the rank, which is what the engine compares.
    assert all((a.index >> 2 < b.index >> 2) == (a.rank < b.rank) for a in deck for b in deck)


def test_rules_defaults_and_validation():
    assert Rules() == Rules(1, "shuffled")
    assert Rules(3, "fixed").fixed and not Rules().fixed
    for bad in ({"face_down": 0}, {"face_down": 4}, {"face_down": True}, {"face_down": "2"},
                {"face_down": 2.0}, {"gathering": "random"}, {"gathering": None},
                {"gathering": "Fixed"}):
        with pytest.raises(ValueError):
            Rules(**bad)
    with pytest.raises(AttributeError):
        Rules().face_down = 2


@pytest.mark.parametrize(("players", "size"), [(2, 26), (3, 17), (4, 13)])
def test_deal_sizes(players, size):
    game = Game.new(players, 11)
    assert [len(h) for h in game.hands] == [size] * players
    assert (game.set_aside is not None) == (players == 3)
    dealt = [c for h in game.hands for c in h] + ([game.set_aside] if game.set_aside else [])
    assert sorted(dealt) == sorted(CARDS)
    assert game.in_play == list(range(players))
    assert (game.players, game.seed, game.battles, game.war_steps) == (players, 11, 0, 0)
    assert (game.over, game.winner, game.outcome, game.table) == (False, None, None, [])


class _NoShuffle(random.Random):
    def shuffle(self, x):  # leave the deck in order, to watch the dealing itself
        pass


def test_deal_is_round_robin_from_seat_zero_last_card_set_aside():
    hands, aside = deal(_NoShuffle(), 3)
    # Card i of the deck goes to seat i % 3; the last card dealt to a seat is its top.
    assert hands[0] == list(range(0, 51, 3))[::-1]
    assert hands[1] == list(range(1, 51, 3))[::-1]
    assert hands[2] == list(range(2, 51, 3))[::-1]
    assert aside == 51
    hands, aside = deal(_NoShuffle(), 4)
    assert hands[3] == list(range(3, 52, 4))[::-1] and aside is None


def test_game_number_players_and_rules_replay_exactly():
    first, again = Game.new(3, 42), Game.new(3, 42)
    assert first == again
    assert [first.step() for _ in range(300)] == [again.step() for _ in range(300)]
    first.play_to_end()
    again.play_to_end()
    assert first == again and first.battles == again.battles
    assert Game.new(3, 43).hands != Game.new(3, 42).hands
    assert Game.new(2, 42).hands[0][:13] != Game.new(4, 42).hands[0]
    assert Game.new(2, 42, Rules(face_down=2)).hands != Game.new(2, 42).hands


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (5, 1), (True, 1), ("2", 1), (2, 0),
                                               (2, -3), (2, 1.5), (2, True), (2, "7")])
def test_new_rejects_bad_players_and_game_numbers(players, seed):
    with pytest.raises(ValueError):
        Game.new(players, seed)


def test_new_rejects_rules_of_the_wrong_type():
    with pytest.raises(ValueError, match="Rules"):
        Game.new(2, 1, {"face_down": 1})


def test_game_cannot_be_built_without_a_constructor():
    with pytest.raises(TypeError):
        Game()
