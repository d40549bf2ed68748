"""`--stats` (run_stats, hooked into the command line later): zeros with no history,
the recorded games in text and JSON, nothing created or changed, a clear message for a
file that is not a history."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, date, datetime, timedelta

from krig_desktop.commands.stats_text import format_text, run_stats, stats_report
from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.paths import config_dir, history_path
from krig_desktop.today import todays_game_number

T0 = datetime(2026, 4, 1, 20, 0, tzinfo=UTC)


def game(k: int, outcome: str, winner: int | None, players: int = 2) -> GameRecord:
    return GameRecord(started_at=T0 + timedelta(minutes=10 * k),
                      ended_at=T0 + timedelta(minutes=10 * k + 7), players=players,
                      game_number=k, face_down=1, gathering="shuffled", outcome=outcome,
                      winner=winner, your_place=None if outcome == "abandoned" else 1,
                      battles=100 * k, war_steps=k, deepest_war=k, biggest_pile=4,
                      lead_changes=1, seconds_played=420)


def test_no_history_prints_zeros_and_creates_nothing(capsys) -> None:
    folder = config_dir(create=False)
    assert not history_path().exists()
    assert run_stats(json=True) == 0
    assert json.loads(capsys.readouterr().out) == {
        "games": 0, "unreadable": 0, "recorded": 0, "seconds_played": 0, "groups": [],
        "achievements": [], "luck": {"wins": 0, "expected_wins": 0.0},
        "todays_deal": {"in_a_row": 0, "date": date.today().isoformat(), "played": False,
                        "result": None},
        "calls": {"made": 0, "right": 0, "counter_right": 0}}
    assert run_stats(json=False) == 0
    assert capsys.readouterr().out.startswith("0 games played to the end")
    assert not history_path().exists()
    assert not folder.exists() or list(folder.iterdir()) == []


def test_recorded_games_in_json_and_text(capsys) -> None:
    with open_history().history as history:
        for k, (outcome, winner) in enumerate(
                [("win", 0), ("win", 0), ("win", 1), ("abandoned", None), ("win", 0)],
                start=1):
            history.record(game(k, outcome, winner))
        history.record(game(6, "draw", None, players=3))
    before = hashlib.sha256(history_path().read_bytes()).hexdigest()
    assert run_stats(json=True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 5 and report["recorded"] == 6
    two = report["groups"][0]
    assert (two["players"], two["games"], two["recorded"], two["your_wins"],
            two["cpu_wins"], two["abandoned"]) == (2, 4, 5, 3, 1, 1)
    assert two["win_rate"] == 0.75 and two["fair_share"] == 0.5
    assert (two["current_win_streak"], two["longest_win_streak"],
            two["longest_loss_streak"]) == (1, 2, 1)
    assert (two["shortest_game"], two["longest_game"]) == (100, 500)
    assert report["groups"][1]["draws"] == 1
    text = format_text(stats_report())
    assert "2 players, 1 face down per war, shuffled gathering, to the end: 4 games" in text
    assert "your win rate: 75.0 % (fair share 50.0 %)" in text
    assert "current 1 win; longest 2 wins, 1 loss" in text
    # a war's depth as the window writes it; numbers grouped as the window groups them
    assert "  longest war ×5, 1,500 battles in all, time played" in text
    assert hashlib.sha256(history_path().read_bytes()).hexdigest() == before


def test_a_file_that_is_not_a_history_is_reported_not_touched(capsys) -> None:
    path = history_path()
    config_dir().mkdir(exist_ok=True)
    path.write_bytes(b"not a database at all, just some text " * 200)
    before = path.read_bytes()
    assert run_stats(json=True) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "cannot be shown" in captured.err
    assert path.read_bytes() == before


def test_the_achievements_and_the_luck_in_json_and_text(capsys) -> None:

    from krig_desktop.model.achievements import Earned

    with open_history().history as history:
        history.record(game(1, "win", 0)._replace(start_chance=0.05, deepest_war=3))
        history.record(game(2, "win", 1)._replace(start_chance=0.5))
        history.record(game(3, "win", 0)._replace(calls_made=4, calls_right=2,
                               calls_counter_right=3, calls_run=1))  # no chance known
        # Awarded by an older window for a row since changed by hand: still listed.
        history.award([Earned("marathon", T0 + timedelta(hours=1), 2)])
    assert run_stats(json=True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["achievements"] == ["first_win", "long_odds", "war_x3", "called_it",
                                      "marathon"]
    assert report["luck"] == {"wins": 1, "expected_wins": 0.55}
    assert report["todays_deal"] == {"in_a_row": 0, "date": date.today().isoformat(),
                                     "played": False, "result": None}
    assert report["calls"] == {"made": 4, "right": 2, "counter_right": 3}
    text = format_text(report)
    assert "wars called: 4, 2 right (a card counter would have got 3 right)" in text
    assert "luck: you won 1 game where the chances at the deal expected 0.6" in text
    assert ("achievements: 5 of 20 (First Win, Against the Odds, War ×3, Called It, "
            "Marathon)") in text


def test_todays_deal_in_json_says_the_day_and_its_first_play(capsys) -> None:
    today = date.today()
    now = datetime.now(UTC)
    first = GameRecord(started_at=now - timedelta(minutes=5), ended_at=now, players=2,
                       game_number=todays_game_number(today), face_down=1,
                       gathering="shuffled", outcome="win", winner=0, your_place=1,
                       battles=552, war_steps=30, deepest_war=2, biggest_pile=8,
                       lead_changes=3, seconds_played=300, start_chance=0.33,
                       game_key="a" * 32)
    with open_history().history as history:
        history.record(first)
        # Played again: a repeat, which changes nothing (not even the result shown).
        again = first._replace(game_key="b" * 32, battles=553, start_chance=0.5,
                               ended_at=now + timedelta(seconds=1))
        assert history.put(again).repeat
    assert run_stats(json=True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["todays_deal"] == {
        "in_a_row": 1, "date": today.isoformat(), "played": True,
        "result": {"outcome": "win", "winner": 0, "battles": 552, "start_chance": 0.33}}
    assert report["games"] == 1 and report["recorded"] == 1


def test_a_shared_win_lowers_the_fair_share_and_an_unmeasured_one_has_none(capsys) -> None:
    """Under the most cards after N battles a shared win is no win, so the fair share is
    the measured outright share, under 1/N; where nothing was measured, none is given."""
    with open_history().history as history:
        for k, ending in enumerate(("battles:50", "battles:73"), start=1):
            history.record(game(k, "win", 0)._replace(ending=ending))
    assert run_stats(json=True) == 0
    groups = {g["end"]: g for g in json.loads(capsys.readouterr().out)["groups"]}
    assert 0.4 < groups["battles:50"]["fair_share"] < 0.49
    assert groups["battles:73"]["fair_share"] is None
    text = format_text(stats_report())
    assert text.count("your win rate: 100.0 % (fair share 4") == 1
    assert "  your win rate: 100.0 %" in text.splitlines()
