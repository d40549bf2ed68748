"""Today's deal number and a called war's score: the shapes the wave builds on."""

from __future__ import annotations

import datetime

from krig_desktop.model.war_call import WarCall
from krig_desktop.today import day_of_game_number, local_day, todays_game_number


def test_todays_number_is_the_date() -> None:
    assert todays_game_number(datetime.date(2026, 12, 1)) == 20261201
    assert todays_game_number(datetime.date(2027, 1, 9)) == 20270109


def test_a_number_reads_back_as_its_day_or_none() -> None:
    day = datetime.date(2026, 2, 28)
    assert day_of_game_number(todays_game_number(day)) == day
    assert day_of_game_number(20260230) is None  # no 30 February
    assert day_of_game_number(12) is None


def test_the_local_day_is_the_clocks() -> None:
    before = datetime.date.today()
    day = local_day()
    assert type(day) is datetime.date and day in (before, datetime.date.today())


def test_a_call_is_right_only_when_its_seat_took_the_war() -> None:
    assert WarCall(battle=3, called=1, taker=1, counter=0).right
    assert not WarCall(battle=3, called=1, taker=0, counter=0).right
    assert WarCall(battle=3, called=1, taker=0, counter=0).counter_right
    assert not WarCall(battle=3, called=1, taker=None, counter=None).right
