"""Statistics arithmetic: streaks against a naive count of runs, in pure Python and as the
database orders and groups the games; win rate against the fair share."""

from __future__ import annotations

import itertools
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.model.statistics import (
    GroupStatistics,
    Result,
    RuleSet,
    Streaks,
    Totals,
    combine,
    streaks_of,
    streaks_of_codes,
)
from krig_desktop.storage.game_history import GameRecord, open_history

results = st.lists(st.sampled_from(list(Result)), max_size=60)


def naive_streaks(games: list[Result]) -> Streaks:
    """Cut the games into runs of equal results and read the streaks off the runs."""
    runs = [(result, len(list(group))) for result, group in itertools.groupby(games)]
    longest = {kind: max((n for r, n in runs if r is kind), default=0)
               for kind in (Result.WIN, Result.LOSS)}
    last_kind, last_length = runs[-1] if runs else (Result.NEITHER, 0)
    return Streaks(current_wins=last_length if last_kind is Result.WIN else 0,
                   current_losses=last_length if last_kind is Result.LOSS else 0,
                   longest_wins=longest[Result.WIN], longest_losses=longest[Result.LOSS])


@settings(derandomize=True, max_examples=300)
@given(results)
def test_streaks_match_the_runs(games: list[Result]) -> None:
    assert streaks_of(games) == naive_streaks(games)


@settings(derandomize=True, max_examples=300)
@given(results)
def test_streaks_of_the_codes_text_match_the_runs(games: list[Result]) -> None:
    """The text SQL joins ("1102") gives the streaks a step per game gives."""
    assert streaks_of_codes("".join(str(int(r)) for r in games)) == naive_streaks(games)


def test_streaks_by_hand() -> None:
    W, L, N = Result.WIN, Result.LOSS, Result.NEITHER
    assert streaks_of([W, W, N, W, L, L, L, W, W]) == Streaks(2, 0, 2, 3)
    assert streaks_of([W, W, W, N]) == Streaks(0, 0, 3, 0)  # a draw ends a streak
    assert streaks_of([]) == Streaks()


RULES = [RuleSet(2, 1, "shuffled"), RuleSet(3, 1, "shuffled"), RuleSet(2, 2, "fixed")]


def totals(rules: RuleSet, games: int = 0) -> Totals:
    return Totals(rules, games, 0, 0, 0, 0, 0, None, None, 0, 0, 0)


@settings(derandomize=True, max_examples=200)
@given(st.lists(st.tuples(st.sampled_from(RULES), st.sampled_from(list(Result))),
                max_size=80))
def test_interleaved_rule_sets_are_counted_apart(games: list[tuple[RuleSet, Result]]) -> None:
    found = combine([totals(rules) for rules in RULES], games)
    assert [g.rules for g in found] == sorted(RULES)
    for group in found:
        own = [result for rules, result in games if rules == group.rules]
        assert group.streaks == naive_streaks(own)


def record(rules: RuleSet, result: Result, ended: datetime, number: int) -> GameRecord:
    winner = {Result.WIN: 0, Result.LOSS: rules.players - 1, Result.NEITHER: None}[result]
    outcome = "win" if winner is not None else ("draw", "repetition", "abandoned")[number % 3]
    return GameRecord(started_at=ended - timedelta(minutes=5), ended_at=ended,
                      players=rules.players, game_number=number, face_down=rules.face_down,
                      gathering=rules.gathering, outcome=outcome, winner=winner,
                      your_place=None if outcome == "abandoned" else 1, battles=number,
                      war_steps=0, deepest_war=number % 5, biggest_pile=2, lead_changes=0,
                      seconds_played=60)


@settings(derandomize=True, max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(RULES), st.sampled_from(list(Result)),
                          st.integers(0, 40)), max_size=40))
def test_the_database_orders_groups_and_sums_like_the_naive_count(
        games: list[tuple[RuleSet, Result, int]]) -> None:
    """Games recorded out of time order (the minute each ended is drawn) come back in
    time order, ties in the order recorded, each rule set apart."""
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    with (tempfile.TemporaryDirectory() as folder,
          open_history(Path(folder) / "history.sqlite3").history as history):
        for number, (rules, result, minute) in enumerate(games, start=1):
            history.record(record(rules, result, t0 + timedelta(minutes=minute), number))
        found = {g.rules: g for g in history.statistics()}
    assert set(found) == {rules for rules, _, _ in games}
    for rules, group in found.items():
        own = sorted(((minute, number, result) for number, (r, result, minute)
                      in enumerate(games, start=1) if r == rules))
        assert group.streaks == naive_streaks([result for _, _, result in own])
        assert group.totals.games == len(own)
        assert group.totals.your_wins == sum(r is Result.WIN for _, _, r in own)
        assert group.totals.cpu_wins == sum(r is Result.LOSS for _, _, r in own)
        neither = [n for n, (r, res, _) in enumerate(games, start=1)
                   if r == rules and res is Result.NEITHER]
        assert group.totals.abandoned == sum(n % 3 == 2 for n in neither)
        ended = [n for _, n, _ in own if n not in neither or n % 3 != 2]
        assert group.totals.shortest_game == (min(ended) if ended else None)
        assert group.totals.longest_game == (max(ended) if ended else None)
        assert group.totals.total_battles == sum(n for _, n, _ in own)
        assert group.totals.deepest_war == max(n % 5 for _, n, _ in own)


def test_win_rate_counts_only_games_that_ended() -> None:
    base = Totals(RuleSet(4, 1, "shuffled"), games=10, your_wins=2, cpu_wins=5, draws=1,
                  repetitions=0, abandoned=2, shortest_game=10, longest_game=900,
                  deepest_war=3, total_battles=4000, seconds_played=600)
    group = GroupStatistics(base, Streaks())
    assert group.ended == 8
    assert group.win_rate == 2 / 8
    assert group.fair_share == 1 / 4
    none_ended = GroupStatistics(Totals(RuleSet(2, 1, "fixed"), 3, 0, 0, 0, 0, 3, None,
                                        None, 0, 10, 5), Streaks())
    assert none_ended.win_rate is None


def test_rule_sets_differ_and_sort_by_their_end_too() -> None:
    """To the end first, then the most cards after N battles by N, then the first to K
    wars by K (the statistics window's order); the default end is "out"."""
    ends = ["wars:5", "battles:200", "out", "wars:3", "battles:50", "battles:100"]
    ordered = sorted(RuleSet(2, 1, "shuffled", end) for end in ends)
    assert [r.end for r in ordered] == ["out", "battles:50", "battles:100", "battles:200",
                                        "wars:3", "wars:5"]
    assert RuleSet(2, 1, "shuffled") == RuleSet(2, 1, "shuffled", "out")
    assert RuleSet(2, 1, "shuffled") != RuleSet(2, 1, "shuffled", "battles:50")
    assert RuleSet(2, 1, "fixed", "wars:3").rules.end_wars == 3
    assert RuleSet(2, 3, "shuffled", "out") < RuleSet(3, 1, "shuffled", "battles:50")
