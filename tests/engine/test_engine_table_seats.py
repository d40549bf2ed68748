"""`game.table_seats`: who laid each card on the table, kept by both paths and by saves."""

from __future__ import annotations

import pytest
from engine_helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.events import Laid, Out
from krig_desktop.engine.serial import GameDataError


def mid_war_game() -> Game:
    """Three seats; seats 0 and 2 tie on kings, everyone goes to war."""
    return Game.from_hands([
        cards("KS 2S 3S 4S"),
        cards("5H 6H 7H 8H"),
        cards("KD 9D TD JD"),
    ])


def test_each_step_records_the_seat_of_every_card_it_lays():
    game = mid_war_game()
    laid: list[int] = []
    while game.phase != "gather":
        for ev in game.step():
            if isinstance(ev, Laid):
                laid.append(ev.seat)
            elif isinstance(ev, Out):
                laid.extend([ev.seat] * len(ev.cards))
        assert game.table_seats == laid
        assert len(game.table_seats) == len(game.table)
    assert laid == [0, 1, 2, 0, 0, 1, 1, 2, 2]
    game.step()  # the gathering clears the table and its seats
    assert game.table == [] and game.table_seats == []


def test_a_seat_that_runs_short_is_recorded_with_the_cards_it_left():
    game = Game.from_hands([cards("KS 2S 3S 4S"), cards("KH 5H")], Rules(face_down=2))
    game.step()  # tie on kings
    game.step()  # seat 1 holds one card: out, it goes on the pile; seat 0 takes it
    assert game.table_seats == [0, 1, 0, 0, 0, 1]


def test_the_fast_path_leaves_the_seats_of_a_drawn_pile():
    hands = [cards("KS 2S"), cards("KH 4H"), cards("2D 3D")]
    stepped, fast = Game.from_hands(hands), Game.from_hands(hands)
    while not stepped.over:
        stepped.step()
    fast.play_to_end()
    assert stepped.outcome == "draw" and fast.outcome == "draw"
    assert fast.table_seats == stepped.table_seats
    assert len(fast.table_seats) == len(fast.table)
    assert fast == stepped


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(1, 10**6), steps=st.integers(0, 120), players=st.integers(2, 4),
       face_down=st.integers(1, 3))
def test_round_trip_keeps_the_table_seats(seed, steps, players, face_down):
    game = Game.new(players, seed, Rules(face_down=face_down))
    for _ in range(steps):
        game.step()
    data = game.to_dict()
    loaded = Game.from_dict(data)
    assert loaded.table_seats == game.table_seats == data["table_seats"]
    assert loaded == game


def test_round_trip_mid_war_keeps_the_table_seats():
    game = mid_war_game()
    game.step()
    game.step()
    assert game.phase == "gather" and len(game.table) == 9
    loaded = Game.from_dict(game.to_dict())
    assert loaded.table_seats == [0, 1, 2, 0, 0, 1, 1, 2, 2]


def test_data_without_table_seats_is_refused():
    """0.1.0 always wrote them; deriving them was the way in for a crafted round."""
    game = mid_war_game()
    game.step()
    game.step()
    data = game.to_dict()
    del data["table_seats"]
    with pytest.raises(GameDataError, match="missing fields: table_seats"):
        Game.from_dict(data)


@pytest.mark.parametrize("seats, message", [
    ([0, 1], "one seat per table card"),
    ([0, 1, 2, 0, 0, 1, 1, 2, 7], "from 0 to 2"),
    ([0, 0, 0, 0, 0, 0, 0, 0, 0], "seats of this battle"),
    ([1, 0, 2, 0, 0, 1, 1, 2, 2], "each turning one card first"),
    ("012", "list of seat numbers"),
    ([0, 1, 2, 0, 0, 1, 1, 2, True], "list of seat numbers"),
])
def test_bad_table_seats_are_refused(seats, message):
    game = mid_war_game()
    game.step()
    game.step()
    data = game.to_dict()
    data["table_seats"] = seats
    with pytest.raises(GameDataError, match=message):
        Game.from_dict(data)


def test_table_seats_is_a_copy():
    game = mid_war_game()
    game.step()
    game.table_seats.append(3)
    assert game.table_seats == [0, 1, 2]
