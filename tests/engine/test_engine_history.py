"""`game.history`: one record per completed battle, recomputed from the game's origin.

The records must say what `step()` said while the battle was played, for any deal and
rules, whenever they are read; survive saving (without the save growing); be the same
for the same game number; and refuse to tell the story of another game when a save was
made up.
"""

from __future__ import annotations

import json
import sys

import pytest
from engine_helpers import cards
from game_strategies import dealt_games, rules_st, small_games
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import (
    BattleRecord,
    Game,
    GameDataError,
    Gathered,
    HistoryUnavailable,
    Laid,
    Out,
    Rules,
    Tie,
    Won,
)
from krig_desktop.engine.game import CHECKED_AT_LOAD
from krig_desktop.engine.history import WINDOW, History
from krig_desktop.engine.serial_checks import MAX_BATTLES

FIXED = Rules(gathering="fixed")
any_game = st.one_of(small_games(most=20, pool=24), dealt_games())


class Recorder:
    """Steps a game and writes down each battle from the events alone."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.records: list[BattleRecord] = []
        self._new_battle()

    def _new_battle(self) -> None:
        self.laid: list[list] = [[] for _ in range(self.game.players)]
        self.wars, self.taker, self.out = 0, None, []

    def step(self) -> None:
        gathered = False
        for event in self.game.step():
            if isinstance(event, Laid):
                self.laid[event.seat].append(event.card)
            elif isinstance(event, Out):
                self.laid[event.seat].extend(event.cards)
                self.out.append(event.seat)
            elif isinstance(event, Tie):
                self.wars += 1
            elif isinstance(event, Won):
                self.taker = event.seat
            elif isinstance(event, Gathered):
                gathered = True
                assert event.seat == self.taker
        if gathered:
            self.records.append(BattleRecord(
                len(self.records) + 1, tuple(map(tuple, self.laid)), self.wars, self.taker,
                tuple(self.out), tuple(self.game.hand_sizes)))
            self._new_battle()


def stepped(game: Game, steps: int = 10**9) -> list[BattleRecord]:
    """Step `game` to its end (or `steps` steps); the records its events describe."""
    recorder = Recorder(game)
    for _ in range(steps):
        if game.over:
            break
        recorder.step()
    return recorder.records


# ----- the records say what the events said


@settings(max_examples=80, deadline=None, derandomize=True)
@given(game=any_game, looks=st.sets(st.integers(0, 400), max_size=6),
       data=st.data())
@pytest.mark.slow
def test_records_agree_with_the_events_of_every_step(game, looks, data):
    recorder = Recorder(game)
    step = 0
    while not game.over and step < 1500:
        recorder.step()
        step += 1
        assert len(game.history) == game.battles == len(recorder.records)
        if step in looks:  # read at random points while the game goes on
            assert list(game.history) == recorder.records
            if recorder.records:
                i = data.draw(st.integers(0, len(recorder.records) - 1))
                assert game.history[i] == recorder.records[i]
                assert game.history[-1] == recorder.records[-1]
    assert len(game.history) == game.battles
    assert list(game.history) == recorder.records
    assert game.history[:] == recorder.records
    assert not game.history.broken


@pytest.mark.slow
@settings(max_examples=30, deadline=None, derandomize=True)
@given(game=dealt_games(), order=st.randoms(use_true_random=False))
def test_records_read_in_any_order_are_those_of_a_scan(game, order):
    game.play_to_end(max_battles=3000)
    expected = list(game.history.scan())
    fresh = Game.from_dict(game.to_dict()).history
    indices = list(range(len(expected)))
    order.shuffle(indices)
    assert all(fresh[i] == expected[i] for i in indices)
    assert [r.number for r in expected] == list(range(1, game.battles + 1))


def test_each_record_is_laid_cards_war_steps_taker_out_and_counts():
    # Seats 0 and 2 tie on kings; everyone goes to war; seat 1 cannot and is out.
    game = Game.from_hands([cards("KS 2S 3S 4S"), cards("5H"), cards("KD 9D TD JD")])
    records = stepped(game, steps=3)
    first = game.history[0]
    assert first == records[0]
    assert first.number == 1
    assert first.laid == (tuple(cards("KS 2S 3S")), tuple(cards("5H")),
                          tuple(cards("KD 9D TD")))
    assert (first.war_steps, first.taker, first.out, first.counts) == (1, 2, (1,), (1, 0, 8))
    assert first.pile == 7


def test_seats_out_in_a_war_and_after_the_battle_with_four_players():
    # Battle 1: all four flip; 0 and 1 tie on aces. Seat 3 flipped its last card: it is
    # in the war with nothing to lay (out in the war). Seat 2 holds one card: out too.
    # Seat 1's war card wins. Battle 2: seat 0 loses its last card: out after it.
    game = Game.from_hands([cards("AS 2S 4S 3C"), cards("AH 3H KH 6H"), cards("5D 6D"),
                            cards("7C")])
    records = stepped(game)
    history = game.history
    assert list(history) == records
    assert history[0].laid == (tuple(cards("AS 2S 4S")), tuple(cards("AH 3H KH")),
                               tuple(cards("5D 6D")), tuple(cards("7C")))
    assert (history[0].taker, history[0].out) == (1, (2, 3))
    assert history[0].counts == (1, 10, 0, 0)
    assert (history[1].laid[2], history[1].laid[3]) == ((), ())
    assert (history[1].taker, history[1].out, history[1].counts) == (1, (0,), (0, 11, 0, 0))
    assert game.over and game.winner == 1 and len(history) == game.battles == 2


def test_a_battle_that_ends_in_a_draw_is_not_a_record():
    game = Game.from_hands([cards("KS 2S 9S AS"), cards("KH 4H 9H")])
    records = stepped(game)
    assert game.outcome == "draw"
    assert game.battles == len(game.history) == len(records) == 0
    assert list(game.history) == []
    with pytest.raises(IndexError):
        game.history[0]


def test_a_draw_after_battles_keeps_their_records():
    game = Game.from_hands([cards("AS 9H 9S"), cards("3H KH 2H KS 3S 4H 2S")], FIXED)
    records = stepped(game)
    assert game.outcome == "draw" and game.battles == 4 and game.table
    assert list(game.history) == records and len(records) == 4
    assert not game.history.broken


def test_a_repetition_keeps_every_battle_up_to_it():
    game = Game.from_hands([cards("2S 3S 4S 5S 6S"), cards("7S")], FIXED)
    records = stepped(game)
    assert game.outcome == "repetition" and game.battles == 18
    assert list(game.history) == records and len(records) == 18


# ----- the same game, the same records


@settings(max_examples=25, deadline=None, derandomize=True)
@given(game=any_game, steps=st.integers(0, 600))
def test_records_survive_saving_and_loading_and_the_save_does_not_grow(game, steps):
    stepped(game, steps)
    before = json.dumps(game.to_dict())
    records = list(game.history)
    after = json.dumps(game.to_dict())
    assert after == before  # reading the history changes nothing that is saved
    loaded = Game.from_dict(json.loads(before))
    assert loaded.history.prepare()
    assert loaded.history.broken is None
    assert list(loaded.history) == records
    for _ in range(50):  # both go on alike, mid-battle or not
        game.step()
        loaded.step()
    assert list(loaded.history) == list(game.history)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(1, 10**6), rules=rules_st)
def test_the_same_game_number_and_rules_give_the_same_records(players, seed, rules):
    one, two = Game.new(players, seed, rules), Game.new(players, seed, rules)
    one.play_to_end(max_battles=2000)
    stepped(two, 4000)
    two.play_to_end(max_battles=one.battles - two.battles)
    assert one.battles == two.battles
    assert list(one.history) == list(two.history)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(game=any_game)
def test_a_replay_from_the_origin_gives_the_same_records(game):
    game.play_to_end(max_battles=2000)
    replay = game.origin_game()
    recorder = Recorder(replay)
    while replay.battles < game.battles:
        recorder.step()
    assert list(game.history) == recorder.records
    assert list(replay.history) == list(game.history)


def test_a_copy_has_its_own_history_with_the_same_records():
    game = Game.new(2, 77)
    game.play_to_end(max_battles=40)
    assert len(game.history) == 40
    twin = game.copy()
    assert twin.history is not game.history
    assert list(twin.history) == list(game.history)
    twin.play_to_end(max_battles=5)
    assert (len(twin.history), len(game.history)) == (45, 40)


# ----- reading: indices, slices, scans, slices of preparation


def test_indices_slices_and_scans():
    game = Game.new(2, 5)
    records = stepped(game)
    history = game.history
    assert len(records) > 2 * WINDOW
    assert history[-1] == records[-1] and history[-len(records)] == records[0]
    assert history[10:20] == records[10:20]
    assert history[::-7] == records[::-7]
    assert list(history.scan(WINDOW + 3)) == records[WINDOW + 2:]
    assert list(history.scan(len(records) + 1)) == []
    assert records[5] in history and history.index(records[5]) == 5
    for bad in (len(records), -len(records) - 1):
        with pytest.raises(IndexError):
            history[bad]
    for bad in (0, len(records) + 2, True):
        with pytest.raises(IndexError):
            history.scan(bad)


def test_a_scan_follows_the_live_game():
    game = Game.new(2, 9)
    game.play_to_end(max_battles=10)
    scan = game.history.scan()
    seen = [next(scan) for _ in range(10)]
    game.play_to_end(max_battles=3)
    seen.extend(scan)
    assert len(seen) == 13 and seen == list(game.history)


def test_prepare_runs_in_slices_and_reading_finishes_it():
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(max_battles=5000)
    # replay_check=False: a load would prepare it (the replay check at load).
    history = Game.from_dict(game.to_dict(), replay_check=False).history
    assert history.prepared == 0
    slices = 0
    while not history.prepare(700):
        slices += 1
        assert history.prepared == 700 * slices
    assert slices == 7 and history.prepared == 5000
    assert history.prepare(0) and history.prepare()
    other = Game.from_dict(game.to_dict(), replay_check=False).history
    assert other.prepare(0) is False
    assert other[4321] == history[4321]  # read before preparing: it finishes first
    assert other.prepared == 5000
    with pytest.raises(ValueError):
        other.prepare(-1)


def test_thinned_checkpoints_give_the_same_records():
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(max_battles=20_000)
    plain = History(game)
    thin = History(game, every=8, budget=2000)  # a few dozen checkpoints at most
    assert thin.prepare() and plain.prepare()
    assert thin.every > 8 * 16 and thin.every & (thin.every - 1) == 0
    assert thin._points.nbytes <= 2000 + thin._points.width + 16
    for i in (0, 1, 7, 8, 9, 4095, 4096, 12_345, 19_999):
        assert thin[i] == plain[i]


def test_thinned_checkpoints_of_a_shuffled_game_keep_its_generator():
    game = Game.new(4, 3)
    game.play_to_end()
    plain = History(game)
    thin = History(game, every=2, budget=12_000)
    assert thin.prepare() and thin.every > 2
    assert [thin[i] for i in range(0, game.battles, 3)] == [
        plain[i] for i in range(0, game.battles, 3)]


def test_loaded_v1_saves_have_their_history():
    from pathlib import Path

    for path in sorted((Path(__file__).parent / "data").glob("v1_*.json")):
        data = json.loads(path.read_text())
        try:
            game = Game.from_dict(data)
        except GameDataError:  # (the refused ones are there for the loader's tests)
            continue
        assert game.history.prepare(), path.name
        assert game.history.broken is None, (path.name, game.history.broken)
        assert len(list(game.history)) == game.battles


# ----- a crafted or edited save gets no history of another game


def saved_at(game: Game, battles: int) -> dict:
    game.play_to_end(max_battles=battles)
    return game.to_dict()


def unavailable(data: dict) -> str:
    """Why the history of `data` cannot be told. A game of up to CHECKED_AT_LOAD battles
    is refused at load for the same reason; a longer one is found by its history."""
    if data["battles"] <= CHECKED_AT_LOAD:
        with pytest.raises(GameDataError, match="does not follow from its origin") as refused:
            Game.from_dict(data)
    game = Game.from_dict(data, replay_check=False)
    assert game.history.prepare(10_000)  # found out within a bounded replay
    reason = game.history.broken
    assert reason is not None
    with pytest.raises(HistoryUnavailable) as caught:
        game.history[0]
    assert caught.value.reason == reason
    with pytest.raises(HistoryUnavailable):
        game.history.scan()
    assert len(game.history) == min(game.battles, sys.maxsize)  # still the game's count
    if data["battles"] <= CHECKED_AT_LOAD:
        assert str(refused.value).endswith(reason)
    return reason


def test_edited_hands_are_found():
    data = saved_at(Game.new(2, 40), 30)
    hands = data["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    assert "hands at the start of battle 31" in unavailable(data)


def test_edited_counters_are_found():
    game = Game.new(2, 40)
    while game.battles_with_war == 0:
        game.play_battle()
    data = game.to_dict()
    data["war_steps"] += 1
    assert "war counts" in unavailable(data)


def test_an_edited_generator_is_found():
    data = saved_at(Game.new(3, 41), 12)
    data["rng"]["state"][100] ^= 1
    assert "generator" in unavailable(data)


def test_an_edited_battle_on_the_table_is_found():
    game = Game.new(2, 42)
    game.play_to_end(max_battles=20)
    while game.phase != "gather":
        game.step()
    data = game.to_dict()
    unedited = Game.from_dict(data).history
    assert unedited.prepare() and unedited.broken is None
    data["taker"] = 1 - data["taker"]
    assert "battle 21 on the table" in unavailable(data)


def test_more_battles_than_the_origin_plays_are_found():
    game = Game.new(2, 43)
    data = saved_at(game.copy(), 10)
    game.play_to_end()
    data["battles"] = game.battles + 5
    assert f"plays only {game.battles} battles" in unavailable(data)


def test_a_fixed_game_claiming_battles_past_its_repetition_is_found_quickly():
    game = Game.from_hands([cards("2S 3S 4S 5S 6S"), cards("7S")], FIXED)
    data = saved_at(game, 9)
    data["battles"] = MAX_BATTLES  # the hands, the counters and the watch all look fine
    data["watch"] = None
    assert "repeats a position" in unavailable(data)


def test_a_mid_war_save_that_is_the_game_is_accepted():
    game = Game.from_hands([cards("KS 2S 3S 4S 5S"), cards("5H 6H 7H"),
                            cards("KD 9D TD JD QD")])
    game.step()
    game.step()
    assert game.phase in ("war", "gather")
    loaded = Game.from_dict(game.to_dict())
    assert loaded.history.prepare() and loaded.history.broken is None
    while not loaded.over:
        loaded.step()
    assert list(loaded.history) == stepped(game.origin_game())
