"""The --simulate command: its numbers come from the games it says it played."""

from __future__ import annotations

import json
import statistics

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
