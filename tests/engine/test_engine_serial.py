"""to_dict / from_dict: exact round trips, and every kind of bad data refused clearly."""

from __future__ import annotations

import base64
import copy
import json
import random
import tracemalloc
import zlib
from pathlib import Path

import pytest
from engine_helpers import FIXED
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from krig_desktop.engine import (
    MAX_GAME_NUMBER,
    RANDOM_GAME_NUMBERS,
    Card,
    Game,
    GameDataError,
    Outcome,
    Rules,
)
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.serial_checks import MAX_BATTLES
from krig_desktop.engine.serial_v1 import MAX_POSITIONS
from krig_desktop.engine.watch import CATCH_UP, SEARCH_PACE, STRIDE


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
    # The end option (RULES.md "Ending early"): mid-war counting wars, an early win, a
    # shared win, a fixed game counting wars with its repetition watch.
    wars_war = step_to_phase(Game.new(3, 4, Rules(end="wars:3")), "war")
    while wars_war.battles_with_war == 0 or wars_war.phase != "war":
        wars_war.step()
    early = Game.new(2, 6, Rules(end="battles:40"))
    early.play_to_end()
    shared = Game.from_hands([["AS", "2S"], ["KH", "3H", "4H", "5H"]], Rules(end="battles:1"))
    shared.play_to_end()
    fixed_wars = Game.new(2, 13, Rules(1, "fixed", "wars:5"))
    fixed_wars.play_to_end(max_battles=100)
    return [fresh, war, gather, won, drawn, repeated, fixed_mid, wars_war, early, shared,
            fixed_wars]


@pytest.mark.parametrize("index", range(11))
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


def test_a_fixed_game_saves_in_constant_size():
    game = Game.new(2, 1, Rules(2, "fixed"))  # repeats after 233,419 battles
    sizes = []
    for battles in (0, 1_000, 30_000, 200_000):
        game.play_to_end(max_battles=battles - game.battles)
        sizes.append(len(json.dumps(game.to_dict())))
        assert through_json(game) == game
    # At most three positions of 52 cards and a few numbers, however long the game.
    assert max(sizes) < 3_000, sizes


def test_shuffled_data_holds_the_generator_and_fixed_data_does_not():
    assert Game.new(2, 1).to_dict()["rng"]["version"] == 3
    data = Game.new(2, 1, Rules(gathering="fixed")).to_dict()
    assert data["rng"] is None and data["start"] is None
    built = Game.from_hands([["AS", "2S"], ["KD", "4D"]], Rules(gathering="fixed"), seed=9)
    assert built.to_dict()["start"] == [["AS", "2S"], ["KD", "4D"]]


def valid() -> dict:
    game = step_to_phase(Game.new(3, 21, Rules(1, "fixed")), "war")
    return game.to_dict()


def changed(**fields) -> dict:
    data = valid()
    data.update(fields)
    return data


def shuffled(**fields) -> dict:
    data = step_to_phase(Game.new(3, 21), "war").to_dict()
    data.update(fields)
    return data


@pytest.mark.parametrize(("data", "words"), [
    ([], "JSON object"),
    ({}, "missing fields"),
    (changed(extra=1), "unknown fields"),
    (changed(format="chess"), "format"),
    (changed(version=3), "version"),
    (changed(version="2"), "version"),
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
    (changed(rng=Game.new(3, 21, Rules(1, "fixed")).to_dict()["rng"] or 1), "rng"),
    (shuffled(rng={"version": 3, "state": [0] * 625, "gauss": None}), "rng.state"),
    (shuffled(rng={"version": 3, "state": [1] * 624 + [625], "gauss": None}), "rng.state"),
    (shuffled(rng=[]), "rng"),
    (shuffled(rng=None), "rng"),
    (changed(seen=None), "unknown fields"),
    (changed(start=[["AS"], [], []]), "start"),
    (changed(origin="hands"), "start"),
    (changed(origin="deck"), "origin"),
    (changed(seed=10**4300), "seed: must be from 1 to a number of 4300 digits, not a "
                             "number of 4301 digits"),
    (changed(table_seats=None), "table_seats"),
    (changed(round=10**12), "round"),
    (changed(war_steps=10**12), "war_steps"),
    (changed(war_battles=10**12), "war_battles"),
    (changed(watch=None, phase="over"), "outcome"),
    (changed(watch={"stage": "found", "repeats_at": 3}), "repeats_at"),
    (changed(watch={"stage": "lost"}), "stage"),
    (changed(watch=[]), "watch"),
    (shuffled(watch={"stage": "found", "repeats_at": 10**6}), "watch"),
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


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_mutated_saves_load_equal_or_raise_game_data_error(data):
    base = data.draw(st.sampled_from(BASES))
    path = data.draw(st.sampled_from(list(_paths(base))))
    action = data.draw(st.sampled_from(["set", "delete", "append"]))
    value = data.draw(json_values | st.sampled_from(
        ["AS", "TS", "2C", 0, 1, 2, 3, -1, [], "flip", "war", "gather", "over", "win", "draw",
         "repetition", "fixed", "shuffled", "shared", "wars:3", "battles:40", None]))
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


# ----- crafted numbers: refused at once, or accepted with bounded work


def war_data(**fields) -> dict:
    """A 2-player game in a war, as data."""
    data = step_to_phase(Game.new(2, 5), "war").to_dict()
    data.update(fields)
    return data


def test_the_crafted_war_of_issue_9_is_refused_at_once():
    """round and war_steps of 10**12 and no table_seats made the old loader lay out a
    trillion seats; now the data is refused before anything is built from it."""
    version_2 = war_data(round=10**12, war_steps=10**12)
    version_1 = {key: value for key, value in version_2.items() if key not in (
        "start", "watch")}
    version_1.update(version=1, seen=None)
    Game.from_dict(war_data())  # (imports and caches first, outside the measurement)
    for data in (version_2, version_1):
        del data["table_seats"]
        tracemalloc.start()
        with pytest.raises(GameDataError, match="missing fields: table_seats"):
            Game.from_dict(data)
        with pytest.raises(GameDataError, match="round"):
            Game.from_dict({**data, "table_seats": [0, 1]})
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 1_000_000


def test_counters_go_up_to_what_the_window_can_show():
    """Up to MAX_BATTLES (2**31 - 1) battles load (too many to replay at load: the
    history checks those as it is prepared), and the game plays and saves on."""
    game = step_to_phase(Game.new(2, 5, Rules(1, "fixed")), "war")
    data = game.to_dict()
    far = MAX_BATTLES - 100
    data.update(battles=data["battles"] + far, war_steps=data["war_steps"] + far,
                war_battles=data["war_battles"] + far)
    data["watch"] = {"stage": "found", "repeats_at": MAX_BATTLES + 1}
    loaded = Game.from_dict(data)
    assert loaded.battles == game.battles + far
    loaded.play_to_end(max_battles=20)
    again = through_json(loaded)  # and it can still be saved a battle later
    assert again == loaded and again.battles > far


@pytest.mark.parametrize("field", ["battles", "war_steps", "war_battles", "repeats_at",
                                   "scout", "lam"])
@pytest.mark.parametrize("huge", [MAX_BATTLES + 2, 10**30, 10**4000])
def test_huge_counters_are_refused_with_a_readable_message(field, huge):
    """Crafted counters used to load and then raise OverflowError far away (the window's
    32-bit numbers, a history replaying them): now refused here, naming the field."""
    data = step_to_phase(Game.new(2, 5, Rules(1, "fixed")), "war").to_dict()
    if field in ("battles", "war_steps", "war_battles"):
        data[field] = huge
    elif field == "repeats_at":
        data["watch"] = {"stage": "found", "repeats_at": huge}
    elif field == "scout":
        data["watch"]["scout"]["battles"] = huge
    else:
        data["watch"] = {"stage": "meet", "lam": huge, "stop": 1, "held": 0,
                         "behind": data["watch"]["tortoise"], "ahead": data["watch"]["scout"]}
    with pytest.raises(GameDataError, match=f"{field}.*must be from") as refused:
        Game.from_dict(json.loads(json.dumps(data)))
    assert len(str(refused.value)) < 200


def test_a_generator_that_can_only_give_zeros_is_refused():
    # The low 31 bits of word 0 never feed the twist: with everything else zero the
    # generator is stuck at zero whatever they say, and shuffles would never shuffle.
    state = [0x7FFF_FFFF] + [0] * 623 + [624]
    with pytest.raises(GameDataError, match="only ever generates zeros"):
        Game.from_dict(shuffled(rng={"version": 3, "state": state, "gauss": None}))
    stuck = random.Random()
    stuck.setstate((3, tuple(state), None))
    assert {stuck.getrandbits(32) for _ in range(2000)} == {0}
    state[0] = 0x8000_0000  # the top bit alone makes a working generator
    edited = shuffled(rng={"version": 3, "state": state, "gauss": None})
    loaded = Game.from_dict(edited, replay_check=False)
    assert loaded.phase == "war"
    with pytest.raises(GameDataError, match="generator before battle"):
        Game.from_dict(edited)  # a working generator, but not the one the game has


def test_a_set_aside_card_only_with_three_players():
    for hands in ([["AS"], ["2S"]], [["AS"], ["2S"], ["3S"], ["4S"]]):
        with pytest.raises(ValueError, match="only with 3 players"):
            Game.from_hands(hands, set_aside="KD")
        data = Game.from_hands(hands).to_dict()
        data["set_aside"] = "KD"
        with pytest.raises(GameDataError, match="set_aside"):
            Game.from_dict(data)
    assert Game.from_hands([["AS"], ["2S"], ["3S"]], set_aside="KD").set_aside == Card.parse(
        "KD")


def test_game_numbers_up_to_4300_digits():
    largest = Game.new(2, MAX_GAME_NUMBER, Rules(1, "fixed"))
    assert through_json(largest) == largest
    with pytest.raises(ValueError, match=r"from 1 to 10\*\*4300 - 1, not a number of 4301"):
        Game.new(2, MAX_GAME_NUMBER + 1)
    low, high = RANDOM_GAME_NUMBERS
    assert (low, high) == (1, 1_000_000)


class _Meter:
    """Counts the battles the watch's copies play, and stops a runaway."""

    def __init__(self, monkeypatch, limit: int) -> None:
        self.count, self.limit = 0, limit
        original = FastGame._fast_battle

        def counted(game):
            if type(game) is FastGame:
                self.count += 1
                assert self.count <= self.limit, "the watch is doing unbounded work"
            return original(game)

        monkeypatch.setattr(FastGame, "_fast_battle", counted)


HUGE = st.one_of(st.integers(0, 3000), st.integers(10**9, 10**30), st.sampled_from(
    [2**31, 2**63, 10**12, 10**4200]))


def _at(position: dict, battles: int) -> None:
    position.update(battles=battles, war_steps=0, war_battles=0)


@st.composite
def crafted_games(draw) -> dict:
    """Game data with the counters and the watch's numbers made up: sometimes wildly,
    sometimes consistent with each other (those load, and then must play cheaply)."""
    kind = draw(st.sampled_from(["search", "meet", "found", "war", "never"]))
    data = copy.deepcopy(WATCHES["war" if kind == "never" else kind])
    consistent = draw(st.integers(0, 3)) > 0  # counters that agree with each other
    if consistent:
        battles = draw(HUGE)
        data.update(battles=battles, war_battles=min(battles, 1),
                    war_steps=data["round"] + min(battles, 1))
    else:
        for field in ("battles", "war_steps", "war_battles", "round"):
            if draw(st.booleans()):
                data[field] = draw(HUGE)
    watch = data["watch"]
    if kind == "never":
        data["watch"] = None  # claimed never to repeat: it plays on, endlessly perhaps
    elif kind == "search":
        n = draw(HUGE)
        power = 1 << ((n + 1).bit_length() - 1)
        _at(watch["scout"], n)
        _at(watch["tortoise"], power - 1)
        if power == 1:
            watch["previous"] = None
        else:
            watch["previous"] = watch["previous"] or copy.deepcopy(watch["tortoise"])
            _at(watch["previous"], power // 2 - 1)
    elif kind == "meet":
        k = draw(st.integers(2, 80))
        lam = draw(st.integers(1, 2**k))
        places = st.sampled_from([2**k // 2 - 1, 2**k - 1])
        behind = draw(st.one_of(places, places, places, HUGE))
        watch.update(lam=lam, stop=2**k - 1, held=draw(st.integers(0, 2**k + lam) | HUGE))
        _at(watch["behind"], behind)
        _at(watch["ahead"], behind + draw(st.integers(0, lam - 1) | st.just(lam)))
        if consistent:  # the game where the meeting's proof covers it
            battles = draw(st.integers(1, max(1, watch["held"], behind + lam)))
            data.update(battles=battles, war_battles=1, war_steps=data["round"] + 1)
    elif kind == "found":
        watch["repeats_at"] = data["battles"] + draw(st.integers(-2, 5000) | HUGE)
    return data


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@pytest.mark.slow
@given(crafted_games())
def test_crafted_counters_load_and_play_with_bounded_work(crafted):
    Game.from_dict(WATCHES["war"])  # (imports and caches first, outside the measurement)
    tracemalloc.start()
    try:
        game = Game.from_dict(crafted)
    except GameDataError:
        game = None
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 2_000_000
    if game is None:
        return
    with pytest.MonkeyPatch.context() as patch:
        meter = _Meter(patch, CATCH_UP + 16 * STRIDE)
        for _ in range(3):
            game.play_to_end(max_battles=1500)
    assert meter.count <= CATCH_UP + 16 * STRIDE
    assert through_json(game) == game


def _watch_of_stage(stage: str) -> dict:
    game = Game.new(2, 18, Rules(2, "fixed"))  # repeats after 20,860 battles
    while game.to_dict()["watch"]["stage"] != stage:
        game.play_to_end(max_battles=64)
    return game.to_dict()


WATCHES = {
    "search": Game.new(2, 1, Rules(2, "fixed")).to_dict(),
    "war": step_to_phase(Game.new(3, 4, Rules(1, "fixed")), "war").to_dict(),
}
WATCHES["meet"] = _watch_of_stage("meet")
WATCHES["found"] = _watch_of_stage("found")


# ----- version 1, as 0.1.0 wrote it

DATA = Path(__file__).parent / "data"
V1_ENDS = json.loads((DATA / "v1_expected_ends.json").read_text())


def v1(name: str) -> dict:
    return json.loads((DATA / f"v1_{name}.json").read_text())


@pytest.mark.parametrize("name", sorted(set(V1_ENDS) - {"hands_shuffled"}))
def test_version_1_data_loads_and_ends_as_it_did(name):
    data = v1(name)
    game = Game.from_dict(data)
    for field in ("hands", "table", "table_seats", "in_play", "battles", "war_steps",
                  "war_battles", "phase", "round", "taker", "outcome", "winner"):
        assert game.to_dict()[field] == data[field], field
    assert game.to_dict()["version"] == 2 and through_json(game) == game
    game.play_to_end()
    assert [str(game.outcome), game.battles, game.war_steps, game.battles_with_war,
            game.winner] == V1_ENDS[name]


def test_version_1_scout_catches_up_once_after_loading(monkeypatch):
    game = Game.from_dict(v1("fixed_flip"))  # 5,000 battles, version 1
    meter = _Meter(monkeypatch, 10**6)
    game.play_battle()
    first = meter.count
    assert SEARCH_PACE * 5_000 <= first <= SEARCH_PACE * 5_001 + 4 * STRIDE
    game.play_to_end(max_battles=10 * STRIDE)
    assert meter.count - first <= 10 * SEARCH_PACE * STRIDE + 4 * STRIDE  # paced again


def test_version_1_of_a_hand_built_game_keeps_its_starting_hands():
    game = Game.from_dict(v1("hands_fixed"))
    assert game.origin.kind == "hands" and game.battles == 4
    assert game.origin_game().hands == [
        [Card.parse(c) for c in hand]
        for hand in (["2S", "9H", "4H", "KD", "7C"], ["AC", "3C", "9S", "5D"],
                     ["5H", "6S", "QC", "2D"])]


def test_version_1_cannot_give_the_start_of_a_hand_built_shuffled_game():
    with pytest.raises(GameDataError, match="starting hands"):
        Game.from_dict(v1("hands_shuffled"))


def _reseen(data: dict, raw: bytes) -> dict:
    return {**data, "seen": base64.b64encode(zlib.compress(raw)).decode()}


def test_version_1_positions_are_checked_and_read_in_bounded_memory():
    data = v1("fixed_war")
    raw = zlib.decompress(base64.b64decode(data["seen"]))
    size = 51 + 2  # 3 players: 51 cards and two marks
    count = data["battles"] + 1
    assert len(raw) == count * size
    Game.from_dict(data)  # (imports and caches first, outside the measurement)
    cases = [
        (_reseen(data, raw[:-size]), f"expected {count} positions seen, whole; found "
                                     f"{count - 1}"),
        (_reseen(data, raw + raw[-size:]), "more positions than"),
        (_reseen(data, raw[size:] + raw[:size]), "first position is not the game's deal"),
        (_reseen(data, b"\0" * 10**8), "more positions than"),  # a zip bomb
        ({**data, "seen": "!!"}, "not valid compressed data"),
        ({**data, "seen": None}, "base64"),
        ({**data, "battles": 10**6}, f"more than {MAX_POSITIONS} positions"),
    ]
    for bad, words in cases:
        tracemalloc.start()
        with pytest.raises(GameDataError, match=words):
            Game.from_dict(bad)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 8_000_000, words  # pieces of a megabyte, never the whole run
    flip = v1("fixed_flip")
    raw = zlib.decompress(base64.b64decode(flip["seen"]))
    with pytest.raises(GameDataError, match="last position"):
        Game.from_dict(_reseen(flip, raw[:-53] + raw[:53]))
    rep = v1("fixed_repetition")
    raw = zlib.decompress(base64.b64decode(rep["seen"]))
    current = Game.from_dict(rep).to_dict()["hands"]
    key = bytes(Card.parse(c).index for c in current[0]) + b"\xff" + bytes(
        Card.parse(c).index for c in current[1])
    assert key in raw
    with pytest.raises(GameDataError, match="came back"):
        Game.from_dict(_reseen(rep, raw.replace(key, raw[53:106])))
