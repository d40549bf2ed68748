"""Highlights gathered battle by battle: handmade games with known answers, and every
figure checked against a brute-force count over recorded games."""

from __future__ import annotations

import itertools
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import CARDS, BattleRecord, Card, Game, Rules
from krig_desktop.model import highlights
from krig_desktop.model.highlights import (
    BiggestPile,
    DeepestWar,
    HighlightsTracker,
    Low,
    Streak,
    strict_leader,
)


def record(number: int, taker: int, counts: tuple[int, ...], wars: int = 0,
           pile: int = 2) -> BattleRecord:
    """A made-up record: `pile` cards, all laid by the taker (only their number counts)."""
    laid = tuple(tuple(CARDS[:pile]) if seat == taker else () for seat in range(len(counts)))
    return BattleRecord(number, laid, wars, taker, (), counts)


def made_up(players: int, rows: list[tuple[int, tuple[int, ...], int, int]]) -> list:
    return [record(n, taker, counts, wars, pile)
            for n, (taker, counts, wars, pile) in enumerate(rows, start=1)]


def test_a_handmade_game_with_known_highlights():
    rows = [  # taker, counts after, war steps, pile
        (0, (27, 25), 0, 2),
        (0, (28, 24), 0, 2),
        (1, (23, 29), 1, 6),   # 1 takes the lead from 0
        (1, (22, 30), 0, 2),
        (1, (21, 31), 2, 10),  # deepest war, biggest pile
        (0, (26, 26), 1, 10),  # a tie: nobody leads
        (1, (24, 28), 2, 4),   # back to 1: the lead did not change hands
        (0, (30, 22), 0, 6),   # 0 takes it back
        (0, (40, 12), 2, 10),
        (0, (52, 0), 0, 12),
    ]
    tracker = HighlightsTracker(2, start=(26, 26))
    tracker.extend(made_up(2, rows))
    h = tracker.snapshot()
    assert (h.battles, h.battles_with_war, h.war_steps) == (10, 5, 8)
    assert h.deepest_war == DeepestWar(2, 5)
    assert h.biggest_pile == BiggestPile(12, 10, 0)
    assert (h.lead_changes, h.leader) == (2, 0)
    assert h.streaks == (3, 3)
    assert h.longest_streak == Streak(1, 3, 5) and h.longest_streak.first == 3
    assert h.lows == (Low(21, 5), Low(0, 10))
    assert h.comeback(0) == Low(21, 5)
    assert h.comeback(None) is None


def test_a_seat_leading_from_the_deal_counts_when_the_start_is_given():
    rows = [(1, (20, 22), 0, 2), (1, (19, 23), 0, 2)]
    with_start = HighlightsTracker(2, start=(21, 21 + 1))
    with_start.extend(made_up(2, rows))
    assert with_start.snapshot().lead_changes == 0
    led_by_0 = HighlightsTracker(2, start=(23, 19))
    led_by_0.extend(made_up(2, rows))
    assert led_by_0.snapshot().lead_changes == 1
    without = HighlightsTracker(2)
    without.extend(made_up(2, rows))
    assert without.snapshot().lead_changes == 0


def test_three_seats_ties_for_the_lead_and_streaks():
    rows = [
        (2, (16, 16, 19), 0, 3),
        (0, (19, 15, 17), 1, 9),
        (1, (17, 18, 16), 0, 3),
        (1, (16, 20, 15), 0, 3),
        (0, (19, 19, 13), 0, 5),   # 0 and 1 share the lead
        (0, (21, 18, 12), 0, 3),
    ]
    tracker = HighlightsTracker(3, start=(17, 17, 17))
    tracker.extend(made_up(3, rows))
    h = tracker.snapshot()
    assert h.lead_changes == 3  # (none) -> 2 -> 0 -> 1 -> (tie) -> 0
    assert h.streaks == (2, 2, 1)
    assert h.longest_streak == Streak(1, 2, 4)  # reached first by seat 1
    assert h.lows == (Low(16, 1), Low(15, 2), Low(12, 6))


def test_no_battles_yet():
    h = HighlightsTracker(4).snapshot()
    assert (h.battles, h.deepest_war, h.biggest_pile, h.longest_streak) == (0, None, None, None)
    assert h.lows == (None,) * 4 and h.comeback(2) is None and h.lead_changes == 0


def test_records_must_come_in_order_and_fit_the_players():
    tracker = HighlightsTracker(2)
    tracker.add(record(1, 0, (27, 25)))
    with pytest.raises(ValueError):
        tracker.add(record(3, 0, (28, 24)))
    with pytest.raises(ValueError):
        tracker.add(record(2, 0, (28, 12, 12)))
    with pytest.raises(ValueError):
        HighlightsTracker(3, start=(26, 26))
    assert tracker.battles == 1


def held_by_highlights() -> int:
    """Bytes still held that were allocated in highlights.py."""
    here = tracemalloc.Filter(True, highlights.__file__)
    return sum(stat.size for stat in
               tracemalloc.take_snapshot().filter_traces([here]).statistics("filename"))


def test_the_tracker_keeps_nothing_per_battle():
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(max_battles=5000)
    records = list(game.history)
    tracemalloc.start()
    try:
        tracker = HighlightsTracker(2)
        tracker.extend(records[:100])
        early = held_by_highlights()
        tracker.extend(records[100:])
        late = held_by_highlights()
    finally:
        tracemalloc.stop()
    assert tracker.battles == 5000
    assert late - early < 1000  # a few replaced values, not 4,900 battles' worth


# ----- against brute force over recorded games


def brute_force(records: list[BattleRecord], players: int, start: tuple[int, ...]) -> dict:
    """Every figure straight from the whole list of records."""
    wars = [r for r in records if r.war_steps]
    deepest = max((r.war_steps for r in wars), default=None)
    biggest = max((r.pile for r in records), default=None)
    leaders = [strict_leader(start)] + [strict_leader(r.counts) for r in records]
    held = [seat for seat in leaders if seat is not None]
    runs = [(seat, len(list(group)), 0) for seat, group in
            itertools.groupby(r.taker for r in records)]
    ends = list(itertools.accumulate(length for _, length, _ in runs))
    runs = [(seat, length, end) for (seat, length, _), end in zip(runs, ends, strict=True)]
    longest = max((length for _, length, _ in runs), default=None)
    lows = []
    for seat in range(players):
        fewest = min((r.counts[seat] for r in records), default=None)
        lows.append(None if fewest is None else Low(fewest, next(
            r.number for r in records if r.counts[seat] == fewest)))
    return {
        "battles_with_war": len(wars),
        "war_steps": sum(r.war_steps for r in wars),
        "deepest_war": None if deepest is None else DeepestWar(deepest, next(
            r.number for r in wars if r.war_steps == deepest)),
        "biggest_pile": None if biggest is None else next(
            BiggestPile(r.pile, r.number, r.taker) for r in records if r.pile == biggest),
        "lead_changes": sum(a != b for a, b in itertools.pairwise(held)),
        "leader": leaders[-1],
        "streaks": tuple(max((n for s, n, _ in runs if s == seat), default=0)
                         for seat in range(players)),
        "longest_streak": None if longest is None else next(
            Streak(s, n, end) for s, n, end in runs if n == longest),
        "lows": tuple(lows),
    }


rules_st = st.builds(Rules, st.integers(1, 3), st.sampled_from(["shuffled", "fixed"]))


@st.composite
def games(draw: st.DrawFn) -> Game:
    players = draw(st.integers(2, 4))
    if draw(st.booleans()):
        return Game.new(players, draw(st.integers(1, 10**9)), draw(rules_st))
    count = draw(st.integers(players, 30))
    chosen: list[Card] = draw(st.permutations(CARDS[:32]))[:count]
    cuts = sorted(draw(st.lists(st.integers(0, count), min_size=players - 1,
                                max_size=players - 1)))
    bounds = [0, *cuts, count]
    hands = [chosen[bounds[i]:bounds[i + 1]] for i in range(players)]
    if sum(1 for hand in hands if hand) < 2:
        hands = [chosen[seat::players] for seat in range(players)]
    return Game.from_hands(hands, draw(rules_st), seed=draw(st.integers(0, 99)))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(game=games(), cut=st.integers(0, 3000))
def test_every_figure_matches_a_brute_force_count(game, cut):
    start = tuple(game.hand_sizes)
    game.play_to_end(max_battles=3000)
    records = list(game.history)
    expected = brute_force(records[:cut], game.players, start)
    tracker = HighlightsTracker(game.players, start=start)
    tracker.extend(records[:cut])  # as it goes: the figures so far
    h = tracker.snapshot()
    assert {name: getattr(h, name) for name in expected} == expected
    tracker.extend(game.history.scan(min(cut, len(records)) + 1))
    final = tracker.snapshot()
    whole = brute_force(records, game.players, start)
    assert {name: getattr(final, name) for name in whole} == whole
    assert final.battles == game.battles == len(records)
    if game.winner is not None and records:
        assert final.comeback(game.winner) == whole["lows"][game.winner]
