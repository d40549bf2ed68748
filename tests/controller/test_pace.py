"""Issue 42, item 4: a pace worth watching. The one table of speeds (speed.py) goes
slowest first, Very Fast still animates every card, and a war of two or more steps is
shown at Normal pace, with Normal's pause after it, at the speeds faster than Normal."""

from __future__ import annotations

import pytest

from krig_desktop.controller.pace import Pace
from krig_desktop.engine import Game
from krig_desktop.options import parse_options
from krig_desktop.speed import BIG_WAR, Speed
from krig_desktop.ui.table.step_animation import Timing

DOUBLE_WAR = [["9S", "2C", "KS", "3C", "AS"], ["9H", "3D", "KD", "4D", "QD"]]


def test_the_speeds_go_slowest_first_and_very_fast_sits_between_fast_and_instant():
    assert Speed.names() == ("slow", "normal", "fast", "veryfast", "instant")
    animated = [speed for speed in Speed if speed.factor is not None]
    assert animated == [Speed.SLOW, Speed.NORMAL, Speed.FAST, Speed.VERY_FAST]
    factors = [speed.factor for speed in animated]
    gaps = [speed.autoplay_gap_ms for speed in Speed]
    assert factors == sorted(factors, reverse=True) and len(set(factors)) == 4
    assert gaps == sorted(gaps, reverse=True) and len(set(gaps)) == 5
    assert Speed.INSTANT.factor is None
    assert parse_options(["--speed", "veryfast"]).speed is Speed.VERY_FAST


def test_very_fast_moves_every_card_in_frames_of_its_own():
    """Every card still flies and turns over: a few frames each, never a jump."""
    timing = Timing.for_speed(Speed.VERY_FAST)
    assert 2 * 16 <= timing.fly < Timing.for_speed(Speed.FAST).fly
    assert timing.sweep >= 2 * 16 and not timing.drama


@pytest.mark.parametrize("speed", [Speed.FAST, Speed.VERY_FAST])
def test_a_war_of_two_steps_goes_at_normal_pace_with_normals_pause_after(speed):
    game = Game.from_hands(DOUBLE_WAR)
    pace = Pace()
    shown = []
    while not game.over:
        events = game.step()
        shown.append(pace.step(events, speed))
        gap = pace.gap_ms(speed)
    # the flip (a tie), the first war step (a tie again: War ×2), the second, the gathering
    assert shown == [speed, Speed.NORMAL, Speed.NORMAL, Speed.NORMAL]
    assert gap == Speed.NORMAL.autoplay_gap_ms
    battle = Game.from_hands([["AS", "2C"], ["KH", "3D"]])
    assert [pace.step(battle.step(), speed) for _ in range(2)] == [speed, speed]  # reset
    assert pace.gap_ms(speed) == speed.autoplay_gap_ms


def test_a_single_war_and_the_other_speeds_keep_their_pace():
    for speed in Speed:
        assert speed.at_war_depth(1) is speed
    assert Speed.SLOW.at_war_depth(BIG_WAR) is Speed.SLOW  # already slower
    assert Speed.NORMAL.at_war_depth(BIG_WAR + 3) is Speed.NORMAL
    assert Speed.INSTANT.at_war_depth(BIG_WAR) is Speed.INSTANT  # no cards at all
