"""--end on the command line: the window's first game and --simulate follow it, and
the simulator counts shared wins."""

from __future__ import annotations

import json

import pytest

from krig_desktop.app import main
from krig_desktop.commands.simulate import simulate
from krig_desktop.engine import Game, Outcome, Rules
from krig_desktop.options import Options, parse_options, resolve_options


def test_end_on_the_command_line_reaches_the_rules():
    options = parse_options(["--end", "battles:100"])
    assert options.end == "battles:100"
    assert resolve_options(options).rules == Rules(end="battles:100")
    assert resolve_options(Options()).rules.end == "out"


def test_todays_deal_is_always_played_to_the_end(capsys):
    assert resolve_options(Options(today=True)).rules.end == "out"
    with pytest.raises(SystemExit) as stop:
        parse_options(["--today", "--end", "wars:3"])
    assert stop.value.code == 2
    assert "does not go with --end" in capsys.readouterr().err


@pytest.mark.parametrize("bad", ["battles:0", "wars:21", "battles:", "all", "Wars:3",
                                 "battles:010", "x" * 500])
def test_a_bad_end_is_a_usage_error(bad, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_options(["--end", bad])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "--end must be out, battles:N" in err and len(err) < 1000


def test_simulate_counts_shared_wins_apart():
    rules = Rules(end="battles:30")
    summary = simulate(3, rules, 1, 60)
    games = [Game.new(3, n, rules) for n in range(1, 61)]
    outcomes = [g.play_to_end() for g in games]
    assert summary["shared"] == outcomes.count(Outcome.SHARED) > 0
    assert summary["wins"] == [sum(g.winner == s for g in games) for s in range(3)]
    assert sum(summary["wins"]) + summary["draws"] + summary["repetitions"] \
        + summary["shared"] == 60
    assert summary["end"] == "battles:30" and summary["max_battles"] == 30


def test_simulate_json_has_shared_and_the_end(capsys):
    assert main(["--simulate", "20", "--players", "4", "--end", "wars:2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["end"] == "wars:2" and summary["shared"] == 0
    assert sum(summary["wins"]) + summary["draws"] == 20


def test_jobs_merge_shared_wins_exactly():
    rules = Rules(end="battles:20")
    one = simulate(4, rules, 3, 200)
    many = simulate(4, rules, 3, 200, jobs=2)
    for key in ("seconds", "games_per_second"):
        one.pop(key)
        many.pop(key)
    assert one == many and one["shared"] > 0
