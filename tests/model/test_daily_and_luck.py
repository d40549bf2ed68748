"""Today's deal's days in a row and today's result, the luck over time, and the results
per name, from crafted history rows."""

from __future__ import annotations

from datetime import timedelta

from history_games import T0, deal_of, game

from krig_desktop.model.daily import daily_of
from krig_desktop.model.luck_over_time import LUCK_MIN_GAMES, POINTS, luck_of, total
from krig_desktop.model.statistics import NameFold, NameResult

DAY = T0.date()


def test_the_run_of_days_ends_today_or_yesterday_and_a_gap_breaks_it() -> None:
    days = [T0 + timedelta(days=d) for d in (0, 1, 3, 4, 5)]  # a gap at day 2
    games = [deal_of(day, k) for k, day in enumerate(days, start=1)]
    today = DAY + timedelta(days=5)
    shown = daily_of(games, today)
    assert shown.in_a_row == 3 and shown.days_played == 5
    assert shown.today is not None and shown.today.game_id == 5
    # The next day, today's deal not played yet: the run is still alive, no result.
    tomorrow = daily_of(games, today + timedelta(days=1))
    assert tomorrow.in_a_row == 3 and tomorrow.today is None
    # A day later still, with nothing played yesterday: the run is over.
    assert daily_of(games, today + timedelta(days=2)).in_a_row == 0


def test_only_the_days_deal_played_on_its_day_to_its_end_counts() -> None:
    base = deal_of(T0, 1)
    others = [
        game(2, game_number=base.game_number, when=T0, players=3),  # other players
        game(3, game_number=base.game_number, when=T0, face_down=2),  # other rules
        game(4, game_number=base.game_number, when=T0 + timedelta(days=2)),  # late
        game(5, game_number=base.game_number, when=T0, outcome="abandoned",
             winner=None, your_place=None),
    ]
    assert daily_of(others, DAY).days_played == 0
    first = daily_of([base, deal_of(T0, 6, won=False)], DAY).today
    assert first is not None and first.game_id == 1 and first.winner == 0


def test_the_luck_sums_the_chances_of_the_games_that_ended_per_player_count() -> None:
    games = [game(1, won=True, start_chance=0.5), game(2, start_chance=0.25),
             game(3, won=True, start_chance=0.75), game(4, won=True),  # no chance: out
             game(5, start_chance=0.9, outcome="abandoned", winner=None, your_place=None),
             game(6, won=True, players=4, start_chance=0.2, your_place=1)]
    two, four = luck_of(games)
    assert (two.players, two.games, two.wins, two.expected) == (2, 3, 2, 1.5)
    assert two.points == ((1, 1, 0.5), (2, 1, 0.75), (3, 2, 1.5))
    assert round(two.ratio or 0, 4) == 0.3333
    assert (four.players, four.wins, four.expected, four.ratio) == (4, 1, 0.2, None)
    assert total([two, four]) == (3, 1.7)


def test_a_long_luck_series_is_thinned_but_ends_with_the_whole_sum() -> None:
    games = [game(k, won=k % 3 == 0, start_chance=0.25) for k in range(1, 10_001)]
    (series,) = luck_of(games)
    assert len(series.points) <= POINTS
    assert series.points[-1] == (10_000, 3_333, 2_500.0)
    assert [p[0] for p in series.points] == sorted(p[0] for p in series.points)


def test_results_per_name_count_each_person_at_the_table() -> None:
    fold = NameFold()
    fold.add(("",), "win", 0)
    assert not fold.shared
    fold.add(("Ana", "Ben"), "win", 1)
    fold.add(("Ana", "Ben"), "win", 0)
    fold.add(("Ben", "Ana"), "draw", None)
    fold.add(("Ana", "Ben"), "abandoned", None)
    assert fold.shared
    assert fold.results() == [NameResult("Ana", 3, 1), NameResult("Ben", 3, 1),
                              NameResult("", 1, 1)]


def test_two_people_who_left_their_names_blank_are_players_1_and_2_not_you() -> None:
    """translations-2.md §7: one game alone and one for two with default names read
    "You: 3 games" (both blank seats counted as the one unnamed player)."""
    fold = NameFold()
    fold.add(("",), "win", 0)
    fold.add(("", ""), "win", 1)
    fold.add(("", ""), "abandoned", None)  # put away: counts for nobody
    assert fold.results() == [NameResult("", 1, 1), NameResult("", 1, 0, player=1),
                              NameResult("", 1, 1, player=2)]


def test_the_luck_waits_for_enough_games_with_the_odds_on() -> None:
    """No percentage before LUCK_MIN_GAMES games with a chance at the deal: the series
    says how many are still to play."""
    few = luck_of([game(k, start_chance=0.5, won=True) for k in range(LUCK_MIN_GAMES - 1)])
    assert few[0].games_to_wait == 1
    enough = luck_of([game(k, start_chance=0.5, won=True) for k in range(LUCK_MIN_GAMES)])
    assert enough[0].games_to_wait == 0 and LUCK_MIN_GAMES == 20
