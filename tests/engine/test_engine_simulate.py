"""The --simulate command: its numbers come from the games it says it played."""

from __future__ import annotations

import json
import statistics

import pytest

from krig_desktop.app import main
from krig_desktop.commands.simulate import run_cli, simulate
from krig_desktop.engine import Game, Outcome, Rules
from krig_desktop.options import Options, resolve_options


def test_json_summary_matches_the_games_played(capsys):
    setup = resolve_options(Options(simulate=12, players=3, game=5))
    assert run_cli(setup, 12, as_json=True) == 0
    out, err = capsys.readouterr()
    summary = json.loads(out)
    assert err == ""  # no progress bar when stderr is not a terminal
    games = [Game.new(3, n) for n in range(5, 17)]
    for game in games:
        game.play_to_end()
    lengths = sorted(g.battles for g in games)
    assert summary["games"] == 12 and summary["first_game"] == 5
    assert summary["mean_battles"] == round(statistics.mean(lengths), 2)
    assert summary["median_battles"] == statistics.median(lengths)
    assert summary["max_battles"] == lengths[-1]
    assert summary["p95_battles"] == lengths[11]  # nearest rank: ceil(0.95 * 12) = 12th
    wins = [sum(g.winner == s for g in games) for s in range(3)]
    assert summary["wins"] == wins
    assert sum(wins) + summary["draws"] + summary["repetitions"] == 12
    steps = sum(g.war_steps for g in games)
    assert abs(summary["war_steps_per_battle"] - steps / sum(lengths)) < 1e-4
    assert 0 < summary["war_share"] <= summary["war_steps_per_battle"]


def test_text_summary_via_the_command_line(capsys):
    assert main(["--simulate", "4", "--players", "2", "--face-down", "2"]) == 0
    text = capsys.readouterr().out
    assert "4 games (numbers 1-4), 2 players, 2 face down per war" in text
    for words in ("mean", "median", "95th percentile", "longest", "war steps per battle",
                  "battles with a war", "wins per seat", "draws", "repetitions",
                  "games per second"):
        assert words in text


def test_fixed_gathering_counts_repetitions():
    summary = simulate(2, Rules(1, "fixed"), 1, 30)
    outcomes = []
    for number in range(1, 31):
        game = Game.new(2, number, Rules(1, "fixed"))
        outcomes.append(game.play_to_end())
    assert summary["repetitions"] == outcomes.count(Outcome.REPETITION) > 0
    assert sum(summary["wins"]) == outcomes.count(Outcome.WIN)


def test_progress_bar_goes_to_the_given_stream(tmp_path):
    with open(tmp_path / "progress.txt", "w+") as stream:
        simulate(2, Rules(), 1, 3, progress=stream)
        stream.seek(0)
        assert "3/3 games" in stream.read()


def _games(players, rules, first, count):
    games = [Game.new(players, n, rules) for n in range(first, first + count)]
    for game in games:
        game.play_to_end()
    return games


def test_histograms_count_every_game_in_three_units():
    rules = Rules(3)
    summary = simulate(2, rules, 1, 25)
    games = _games(2, rules, 1, 25)
    battles = sorted(g.battles for g in games)
    plays = sorted(g.battles + 4 * g.war_steps for g in games)  # 3 down + 1 up per war step
    turns = sorted(g.battles + g.war_steps for g in games)
    for unit, lengths in (("battles", battles), ("plays", plays), ("turns", turns)):
        hist = summary[f"{unit}_histogram"]
        assert sum(hist.values()) == 25
        assert sorted(int(k) for k, n in hist.items() for _ in range(n)) == lengths
        assert summary[f"mean_{unit}"] == round(statistics.mean(lengths), 2)
        assert summary[f"median_{unit}"] == statistics.median(lengths)
        # nearest rank: ceil(p / 100 * 25)-th game
        assert [summary[f"p{p}_{unit}"] for p in (5, 25, 75, 95)] == [
            lengths[1], lengths[6], lengths[18], lengths[23]]
    assert summary["undecided"] == 0


def test_first_battle_war_share_counts_games_opening_with_a_war():
    summary = simulate(2, Rules(), 1, 200)
    firsts = 0
    for number in range(1, 201):
        report = Game.new(2, number).play_battle()
        firsts += report.war_steps > 0
    assert 0 < firsts < 200
    assert summary["first_battle_war_share"] == round(firsts / 200, 5)


def test_memory_is_counts_not_one_entry_per_game():
    # Many games of few lengths: the histogram holds each length once.
    summary = simulate(2, Rules(), 1, 300)
    assert len(summary["battles_histogram"]) < 300
    assert sum(summary["battles_histogram"].values()) == 300


def test_max_plays_stops_long_games_as_undecided(capsys):
    games = _games(2, Rules(), 1, 40)
    plays = sorted(g.battles + 2 * g.war_steps for g in games)
    cap = plays[19]  # about half the games are longer
    assert main(["--simulate", "40", "--max-plays", str(cap), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    longer = sum(p > cap for p in plays)
    assert 0 < longer < 40
    assert summary["undecided"] == longer
    assert sum(summary["wins"]) + summary["draws"] + summary["repetitions"] == 40 - longer
    assert max(int(k) for k in summary["plays_histogram"]) <= cap
    assert sum(summary["plays_histogram"].values()) == 40 - longer


def test_max_plays_goes_only_with_simulate(capsys):
    with pytest.raises(SystemExit):
        main(["--max-plays", "10", "--stats"])
    assert "--max-plays only goes with --simulate" in capsys.readouterr().err


def test_jobs_merge_tallies_exactly():
    def figures(jobs):
        result = simulate(3, Rules(2), 11, 60, jobs=jobs, max_plays=500)
        return {k: v for k, v in result.items() if k not in ("seconds", "games_per_second")}

    one, two = figures(1), figures(2)
    assert one == two
    assert json.dumps(one) == json.dumps(two)  # the same keys in the same order too
    assert one["undecided"] > 0
