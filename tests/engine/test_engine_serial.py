"""to_dict / from_dict: exact round trips, and every kind of bad data refused clearly."""

from __future__ import annotations

import base64
import copy
import json
import zlib

import pytest
from engine_helpers import FIXED
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Game, GameDataError, Outcome, Rules


def through_json(game: Game) -> Game:
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


def step_to_phase(game: Game, phase: str, limit: int = 100_000) -> Game:
    for _ in range(limit):
        if game.phase == phase:
            return game
        game.step()
    raise AssertionError(f"never reached {phase}")


def moments() -> list[Game]:
    """Games at every kind of moment: fresh, mid-war, pile decided, each outcome."""
    fresh = Game.new(3, 9, Rules(2, "fixed"))
    war = step_to_phase(Game.new(2, 5), "war")
    gather = step_to_phase(Game.new(4, 5), "gather")
    won = Game.new(2, 8)
    won.play_to_end()
    drawn = Game.from_hands([["9S", "2S"], ["9H"]])
    drawn.play_to_end()
    repeated = Game.from_hands([["4S", "2H"], ["3S", "5H"]], Rules(**FIXED), seed=4)
    repeated.play_to_end()
    fixed_mid = Game.new(2, 3, Rules(1, "fixed"))
    fixed_mid.play_to_end(max_battles=200)
    step_to_phase(fixed_mid, "war")
    return [fresh, war, gather, won, drawn, repeated, fixed_mid]


@pytest.mark.parametrize("index", range(7))
def test_round_trip_gives_an_equal_game_with_the_same_future(index):
    game = moments()[index]
    copy_ = through_json(game)
    assert copy_ == game
    assert copy_.to_dict() == game.to_dict()
    for _ in range(60):
        assert copy_.step() == game.step()
    copy_.play_to_end()
    game.play_to_end()
    assert copy_ == game


def test_outcomes_survive_the_round_trip():
    games = moments()
    assert [g.outcome for g in games[3:6]] == [Outcome.WIN, Outcome.DRAW, Outcome.REPETITION]
    for game in games[3:6]:
        back = through_json(game)
        assert (back.over, back.outcome, back.winner) == (True, game.outcome, game.winner)


def test_fixed_gathering_still_catches_a_repetition_after_loading():
    game = Game.from_hands([["2S", "3H"], ["3S", "2H"]], Rules(**FIXED))
    game.play_to_end(max_battles=4)
    loaded = through_json(game)
    assert loaded.play_to_end() is Outcome.REPETITION and loaded.battles == 6


def test_a_long_fixed_game_saves_compactly():
    game = Game.new(3, 1, Rules(1, "fixed"))
    game.play_to_end()
    size = len(json.dumps(game.to_dict()))
    assert game.battles > 500
    # Each position is 54 bytes raw; compressed history must be far smaller than that.
    assert size < 54 * game.battles


def valid() -> dict:
    game = step_to_phase(Game.new(3, 21, Rules(1, "fixed")), "war")
    return game.to_dict()


def changed(**fields) -> dict:
    data = valid()
    data.update(fields)
    return data


@pytest.mark.parametrize(("data", "words"), [
    ([], "JSON object"),
    ({}, "missing fields"),
    (changed(extra=1), "unknown fields"),
    (changed(format="chess"), "format"),
    (changed(version=2), "version"),
    (changed(players=5), "players"),
    (changed(players="3"), "players"),
    (changed(seed=0), "seed"),
    (changed(rules={"face_down": 9, "gathering": "fixed"}), "rules"),
    (changed(hands=[["AS"], [], []]), "52"),
    (changed(table=["ZZ"]), r"table\[0\]: .ZZ. is not a card"),
    (changed(set_aside=5), "set_aside"),
    (changed(in_play=[0, 0]), "in_play"),
    (changed(in_play=[2, 1, 0]), "ascending"),
    (changed(phase="dance"), "phase"),
    (changed(phase="flip"), "table is empty"),
    (changed(outcome="win"), "outcome"),
    (changed(taker=1), "taker"),
    (changed(battles=-1), "battles"),
    (changed(round=True), "round"),
    (changed(rng={"version": 3, "state": [0] * 625, "gauss": None}), "rng.state"),
    (changed(rng={"version": 3, "state": [1] * 624 + [625], "gauss": None}), "rng.state"),
    (changed(rng=[]), "rng"),
    (changed(seen=None), "seen"),
    (changed(seen="!!!"), "seen"),
    (changed(seen=base64.b64encode(zlib.compress(b"x" * 10**6)).decode()), "seen"),
])
def test_bad_data_is_refused_with_a_readable_message(data, words):
    with pytest.raises(GameDataError, match=words):
        Game.from_dict(data)


def test_a_card_twice_or_missing_is_refused():
    data = valid()
    card = data["hands"][0][0]
    data["hands"][1].append(card)
    with pytest.raises(GameDataError, match=f"more than once: {card}"):
        Game.from_dict(data)
    data = valid()
    data["hands"][0].pop()
    with pytest.raises(GameDataError, match="all 52 cards"):
        Game.from_dict(data)


def test_a_seat_that_is_out_cannot_hold_cards():
    game = Game.from_hands([["AS", "2S"], [], ["KD", "4D"]])
    data = game.to_dict()
    data["hands"][1] = ["3C"]
    with pytest.raises(GameDataError, match=r"hands\[1\]"):
        Game.from_dict(data)


def test_a_win_must_give_the_winner_every_card():
    game = Game.new(2, 8)
    game.play_to_end()
    data = game.to_dict()
    data["winner"] = 1 - data["winner"]
    with pytest.raises(GameDataError, match="winner"):
        Game.from_dict(data)


def test_shuffled_games_keep_no_positions():
    data = Game.new(2, 1).to_dict()
    assert data["seen"] is None
    data["seen"] = valid()["seen"]
    with pytest.raises(GameDataError, match="only kept with fixed"):
        Game.from_dict(data)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(), inner, max_size=6),
    max_leaves=30,
)


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_fuzz_any_json_value_only_raises_game_data_error(value):
    with pytest.raises(GameDataError):
        Game.from_dict(value)


BASES = [g.to_dict() for g in moments()]


def _paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:30]):
            yield from _paths(value, (*prefix, i))


def _mutate(data, path, action, value):
    data = copy.deepcopy(data)
    if not path:
        return value
    *head, last = path
    parent = data
    for key in head:
        parent = parent[key]
    if action == "delete":
        if isinstance(parent, dict):
            del parent[last]
        else:
            parent.pop(last)
    elif action == "append" and isinstance(parent, list):
        parent.append(value)
    else:
        parent[last] = value
    return data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_mutated_saves_load_equal_or_raise_game_data_error(data):
    base = data.draw(st.sampled_from(BASES))
    path = data.draw(st.sampled_from(list(_paths(base))))
    action = data.draw(st.sampled_from(["set", "delete", "append"]))
    value = data.draw(json_values | st.sampled_from(
        ["AS", "TS", "2C", 0, 1, 2, 3, -1, [], "flip", "war", "gather", "over", "win", "draw",
         "repetition", "fixed", "shuffled", None]))
    mutated = _mutate(base, path, action, value)
    try:
        game = Game.from_dict(mutated)
    except GameDataError as exc:
        assert str(exc)
        return
    # Whatever loaded must be a sound game: it saves and loads back to itself and plays on.
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again == game
    for _ in range(20):
        game.step()


def test_deeply_nested_or_huge_values_give_a_short_message():
    nested: list = []
    for _ in range(5000):
        nested = [nested]
    for field, value in (("format", nested), ("table", nested), ("seed", "9" * 5000)):
        with pytest.raises(GameDataError, match=field) as caught:
            Game.from_dict(changed(**{field: value}))
        assert len(str(caught.value)) < 200
