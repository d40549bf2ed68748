"""Each achievement is earned by the game that first passes its test, exactly once, from
crafted history rows; a game that passes nothing earns nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest
from history_games import T0, deal_of, game

from krig_desktop.model.achievements import ACHIEVEMENTS, AchievementFold, earned_by
from krig_desktop.storage.game_history import open_history, open_history_read_only

# For each achievement: the game (after 3 plain losses) that earns it; a near miss
# that does not.
EARNERS = {
    "first_win": (game(4, won=True), game(4, outcome="draw", winner=None)),
    "long_odds": (game(4, won=True, start_chance=0.09),
                  game(4, won=True, start_chance=0.10)),
    "war_x3": (game(4, deepest_war=3), game(4, deepest_war=2)),
    "war_x4": (game(4, deepest_war=4), game(4, deepest_war=3)),
    "single_card": (game(4, won=True, fewest_cards=1), game(4, fewest_cards=1)),
    "beat_three": (game(4, won=True, players=4, your_place=1),
                   game(4, won=True, players=4, humans=("A", "B"))),
    "quick_win": (game(4, won=True, battles=49), game(4, won=True, battles=50)),
    "marathon": (game(4, battles=1001), game(4, battles=1000)),
    "three_down": (game(4, won=True, face_down=3), game(4, face_down=3)),
    "fixed_win": (game(4, won=True, gathering="fixed"), game(4, gathering="fixed")),
    "stalemate": (game(4, outcome="repetition", winner=None, gathering="fixed"),
                  game(4, outcome="abandoned", winner=None, your_place=None)),
    "called_it": (game(4, calls_made=2, calls_right=1),
                  game(4, calls_made=2, calls_counter_right=2)),
    "five_calls": (game(4, calls_made=6, calls_right=5, calls_run=5),
                   game(4, calls_made=9, calls_right=8, calls_run=4)),
    "kitchen_table": (game(4, humans=("Ana", "Ben")),
                      game(4, humans=("Ana", "Ben"), outcome="abandoned", winner=None,
                           your_place=None)),
}
LOSSES = [game(k) for k in (1, 2, 3)]


@pytest.mark.parametrize("key", sorted(EARNERS))
def test_a_game_earns_it_once_and_a_near_miss_does_not(key: str) -> None:
    earner, near = EARNERS[key]
    assert key not in earned_by([*LOSSES, near])
    fold = AchievementFold()
    for loss in LOSSES:
        assert key not in {e.key for e in fold.add(loss)}
    assert key in {e.key for e in fold.add(earner)}
    assert fold.earned[key].game_id == earner.id and fold.earned[key].earned_at == earner.ended_at
    # The same game again (recorded twice), and another like it: not earned again.
    assert key not in {e.key for e in fold.add(earner)}
    later = game(9, **{name: getattr(earner, name) for name in (
        "players", "face_down", "gathering", "outcome", "winner", "your_place", "battles",
        "deepest_war", "fewest_cards", "start_chance", "humans", "calls_made",
        "calls_right", "calls_run")})
    assert key not in {e.key for e in fold.add(later)}
    assert fold.earned[key].game_id == earner.id


def test_the_habits_are_earned_at_the_game_that_reached_them() -> None:
    games = [game(k, won=k > 20) for k in range(1, 1001)]
    games.insert(50, game(5000, outcome="abandoned", winner=None, your_place=None))
    earned = earned_by(games)
    assert earned["games_10"].game_id == 10
    assert earned["games_100"].game_id == 100  # (the game left unfinished not counted)
    assert earned["games_1000"].game_id == 1000
    assert earned["hot_streak"].game_id == 25  # wins 21..25
    assert "deal_week" not in earned and "todays_deal" not in earned


def test_a_week_of_todays_deals_needs_seven_days_each_on_its_day() -> None:
    days = [T0 + timedelta(days=d) for d in range(10)]
    # Days 0-2, a gap at day 3, then days 4-10: the week is reached on day 10.
    games = [deal_of(day, k) for k, day in enumerate(days[:3], start=1)]
    games += [deal_of(day, 10 + k) for k, day in enumerate(days[4:], start=1)]
    late = deal_of(days[3], 30)  # day 3's deal played a week later fills nothing
    games.insert(5, type(late)(**{**{f: getattr(late, f) for f in late.__slots__},
                                  "started_at": days[9], "ended_at": days[9]}))
    earned = earned_by(games)
    assert earned["todays_deal"].game_id == 1
    assert "deal_week" not in earned
    games.append(deal_of(days[9] + timedelta(days=1), 40))
    assert earned_by(games)["deal_week"].game_id == 40


def test_there_are_at_least_twelve_each_with_its_own_key_title_and_words() -> None:
    assert len(ACHIEVEMENTS) >= 12
    for field in ("key", "title", "how"):
        assert len({getattr(a, field) for a in ACHIEVEMENTS}) == len(ACHIEVEMENTS)


def test_a_game_left_then_finished_is_counted_once_as_its_row_is() -> None:
    """Recorded as left, then (resumed) as finished: its row is replaced, so the fold
    goes on as a fold of the rows would, the break the left game made taken back; a
    game fed again that had ended (recorded while the rows were read) counts once."""
    losses = [game(k) for k in range(1, 6)]
    wins = [game(k, won=True) for k in range(6, 10)]
    left = game(10, outcome="abandoned", winner=None, your_place=None)
    finished = game(10, won=True, when=T0 + timedelta(minutes=11))
    fold = AchievementFold()
    for g in [*losses, *wins, left]:
        fold.add(g)
    assert fold.add(wins[-1]) == []  # already folded: not a tenth game, nor a fifth win
    assert {e.key for e in fold.add(finished)} >= {"games_10", "hot_streak"}
    assert fold.earned == earned_by([*losses, *wins, finished])
    assert fold.wins() == {finished.rules: 5}


@pytest.mark.parametrize(("ending", "battles", "earned"), [
    ("out", 40, True),
    ("battles:100", 40, True),  # every card taken before battle 100: a real Blitz
    ("battles:30", 30, False),  # the most cards at battle 30: no Blitz
    ("battles:10", 9, True),
    ("wars:3", 40, False),  # three wars first: a different contest
])
def test_blitz_needs_a_win_by_every_card(ending, battles, earned, tmp_path) -> None:
    """A win under an early end (RULES.md, "Ending early") is no quick win by itself,
    in the Python fold and in the history's SQL fold alike."""
    win = game(4, won=True, battles=battles, ending=ending)
    assert ("quick_win" in earned_by([*LOSSES, win])) is earned
    path = tmp_path / "history.sqlite3"
    with open_history(path).history as history:
        for g in (*LOSSES, win):
            history.record(g)
    with open_history_read_only(path) as reader:
        assert ("quick_win" in reader.folded().fold.earned) is earned
