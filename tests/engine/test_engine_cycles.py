"""The constant-memory repetition finder agrees with the engine's exact history."""

from __future__ import annotations

import pytest
from engine_helpers import FIXED
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import CARDS, Game, Outcome, Rules
from krig_desktop.engine.cycles import Result, play_out_light


def plain(game: Game) -> Result:
    copy = Game.from_dict(game.to_dict())
    copy.play_to_end()
    return Result.of(copy)


@pytest.mark.parametrize(("players", "face_down"), [(2, 1), (3, 1), (4, 1), (2, 3), (4, 3)])
def test_dealt_fixed_games_give_the_same_result(players, face_down):
    outcomes = set()
    for number in range(1, 16):
        game = Game.new(players, number, Rules(face_down, "fixed"))
        light = play_out_light(game)
        assert game.battles == 0  # the game itself is left alone
        assert light == plain(game)
        outcomes.add(light.outcome)
    assert Outcome.WIN in outcomes


def test_a_known_repetition():
    game = Game.from_hands([["2S", "3H"], ["3S", "2H"]], Rules(**FIXED))
    assert play_out_light(game) == Result(6, 0, 0, Outcome.REPETITION, None)


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 4), st.permutations(CARDS[:24]), st.integers(4, 24),
       st.integers(1, 3), st.data())
def test_small_fixed_games_agree(players, deck, count, face_down, data):
    cards = deck[:count]
    hands = [cards[seat::players] for seat in range(players)]
    game = Game.from_hands(hands, Rules(face_down, "fixed"))
    assert play_out_light(game) == plain(game)
    # Part-way through, or with shuffled gathering, it falls back to plain play.
    game.play_to_end(max_battles=data.draw(st.integers(0, 5)))
    if not game.over:
        assert play_out_light(game) == plain(game)
    shuffled = Game.from_hands(hands, Rules(face_down), seed=1)
    assert play_out_light(shuffled) == plain(shuffled)
