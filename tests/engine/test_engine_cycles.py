"""The simulator's play-out agrees with the exact method and leaves the game alone."""

from __future__ import annotations

import pytest
from engine_helpers import FIXED, reference_end
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import CARDS, Game, Outcome, Rules
from krig_desktop.engine.cycles import Result, play_out_light


def as_result(end: tuple[str, int, int, int], winner: int | None) -> Result:
    outcome, battles, war_steps, war_battles = end
    return Result(battles, war_steps, war_battles, Outcome(outcome), winner,
                  () if winner is None else (winner,))


@pytest.mark.parametrize(("players", "face_down"), [(2, 1), (3, 1), (4, 1), (2, 3), (4, 3)])
def test_dealt_fixed_games_give_the_exact_result(players, face_down):
    outcomes = set()
    for number in range(1, 16):
        game = Game.new(players, number, Rules(face_down, "fixed"))
        light = play_out_light(game)
        assert game.battles == 0  # the game itself is left alone
        end = reference_end(game)
        assert end is not None
        assert light == as_result(end, light.winner)
        outcomes.add(light.outcome)
    assert Outcome.WIN in outcomes


def test_a_known_repetition():
    game = Game.from_hands([["2S", "3H"], ["3S", "2H"]], Rules(**FIXED))
    assert play_out_light(game) == Result(6, 0, 0, Outcome.REPETITION, None)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.integers(2, 4), st.permutations(CARDS[:24]), st.integers(4, 24),
       st.integers(1, 3), st.integers(0, 5))
def test_part_way_and_shuffled_games_give_what_play_to_end_gives(
        players, deck, count, face_down, battles):
    cards = deck[:count]
    hands = [cards[seat::players] for seat in range(players)]
    for rules in (Rules(face_down, "fixed"), Rules(face_down)):
        game = Game.from_hands(hands, rules, seed=1)
        game.play_to_end(max_battles=battles)
        before = game.to_dict()
        light = play_out_light(game)
        assert game.to_dict() == before
        game.play_to_end()
        assert light == Result.of(game)
