"""Fixed gathering ends by repetition at exactly the battle the exact method finds.

The reference (engine_helpers.reference_end) keeps every position, as 0.1.0 did; the
engine keeps a few (watch.py). They must agree on the outcome and every counter, by
every way of playing: whole games, slices, single steps, and across saving and loading.
"""

from __future__ import annotations

import json

import pytest
from engine_helpers import end_of, reference_end
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import CARDS, Game, Rules

LIMIT = 25_000  # deals whose reference ends later are left to the long-game tests


def dealt(players: int, face_down: int, numbers: range) -> list[tuple[Game, tuple]]:
    games = []
    for number in numbers:
        game = Game.new(players, number, Rules(face_down, "fixed"))
        expected = reference_end(game, LIMIT)
        if expected is not None:
            games.append((game, expected))
    return games


def sliced(game: Game, size: int) -> Game:
    while game.play_to_end(max_battles=size) is None:
        pass
    return game


def stepped(game: Game) -> Game:
    while not game.over:
        game.step()
    return game


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("face_down", [1, 2, 3])
def test_dealt_games_end_where_the_exact_method_ends(players, face_down):
    games = dealt(players, face_down, range(1, 26))
    assert len(games) >= 10
    repetitions = 0
    for game, expected in games:
        whole = game.copy()
        whole.play_to_end()
        assert end_of(whole) == expected, (game.seed, expected)
        for size in (1, 97, 5000):
            assert sliced(game.copy(), size) == whole, (game.seed, size)
        repetitions += expected[0] == "repetition"
    if players == 2:
        assert repetitions > 0  # the case that matters is really there


@pytest.mark.parametrize(("players", "face_down"), [(2, 1), (3, 2), (4, 3), (2, 3)])
def test_stepping_ends_where_the_exact_method_ends(players, face_down):
    for game, expected in dealt(players, face_down, range(30, 38)):
        if expected[1] <= 6000:
            assert end_of(stepped(game.copy())) == expected


@st.composite
def small_fixed_games(draw) -> Game:
    """Few cards of few ranks: cycles of every length, wars, runners out, draws."""
    players = draw(st.integers(2, 4))
    count = draw(st.integers(players, 24))
    chosen = draw(st.permutations(CARDS[:28]))[:count]
    hands = [chosen[seat::players] for seat in range(players)]
    return Game.from_hands(hands, Rules(draw(st.integers(1, 3)), "fixed"))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(small_fixed_games(), st.integers(1, 60))
def test_small_games_by_every_way_of_playing(game, size):
    expected = reference_end(game)
    whole = game.copy()
    whole.play_to_end()
    assert end_of(whole) == expected
    assert sliced(game.copy(), size) == whole
    assert stepped(game.copy()) == whole


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.integers(2, 4), st.integers(1, 3), st.integers(1, 10**6), st.data())
def test_saving_and_loading_anywhere_keeps_the_end(players, face_down, number, data):
    game = Game.new(players, number, Rules(face_down, "fixed"))
    expected = reference_end(game, LIMIT)
    if expected is None:
        return
    stops = sorted(data.draw(st.lists(st.integers(0, expected[1] + 2), min_size=1,
                                      max_size=3)))
    for stop in stops:
        game.play_to_end(max_battles=max(0, stop - game.battles))
        for _ in range(data.draw(st.integers(0, 6))):  # maybe stop mid-battle
            game.step()
        loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
        assert loaded == game and loaded.to_dict() == game.to_dict()
        game = loaded
    if data.draw(st.booleans()):
        game.play_to_end()
    else:
        sliced(game, data.draw(st.integers(1, 3000)))
    assert end_of(game) == expected


def test_a_known_repetition_by_steps():
    game = Game.from_hands([["2S", "3H"], ["3S", "2H"]], Rules(gathering="fixed"))
    assert reference_end(game) == ("repetition", 6, 0, 0)
    assert end_of(stepped(game)) == ("repetition", 6, 0, 0)


def test_the_origin_game_is_battle_zero():
    game = Game.new(3, 77, Rules(2, "fixed"))
    game.play_to_end(max_battles=300)
    assert game.origin_game() == Game.new(3, 77, Rules(2, "fixed"))
    built = Game.from_hands([["2S", "9H", "4H"], ["AC", "3C"], ["5D"]], Rules(1, "fixed"),
                            seed=5, set_aside="KS")
    built.play_to_end(max_battles=3)
    again = built.origin_game()
    assert again.battles == 0 and again.hands == Game.from_hands(
        [["2S", "9H", "4H"], ["AC", "3C"], ["5D"]], seed=5, set_aside="KS").hands
    assert again.origin == built.origin and again.set_aside == built.set_aside


def test_the_watch_is_where_it_would_be_whatever_the_slices_and_saves():
    """It is asked at fixed battle counts, so its state (saved with the game) depends on
    the battle count alone, not on how the game got there."""
    plain = Game.new(2, 18, Rules(2, "fixed"))  # repeats after 20,860 battles
    other = plain.copy()
    other.play_to_end(max_battles=4321)
    other = Game.from_dict(json.loads(json.dumps(other.to_dict())))
    for _ in range(101):
        other.step()
    for battles, stage in ((9000, "search"), (15000, "meet")):
        plain.play_to_end(max_battles=battles - plain.battles)
        other = Game.from_dict(json.loads(json.dumps(other.to_dict())))
        while other.battles < battles:
            other.play_to_end(max_battles=min(777, battles - other.battles))
        assert other.to_dict() == plain.to_dict()
        assert plain.to_dict()["watch"]["stage"] == stage
