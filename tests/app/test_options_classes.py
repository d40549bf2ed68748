"""An empty command line is its defaults without argparse (start-up time, issue 25),
and the options' classes keep the frozen dataclasses' ways."""

from __future__ import annotations

import pytest

from krig_desktop import options
from krig_desktop.engine import Rules
from krig_desktop.options import GameSetup, Options, parse_options
from krig_desktop.speed import Speed


def test_an_empty_command_line_is_what_argparse_makes_of_it(monkeypatch):
    by_argparse = options._parse([], lenient=False)
    assert by_argparse == options._parse([], lenient=True) == Options()
    monkeypatch.setattr(options, "build_parser", lambda lenient=False: pytest.fail("asked"))
    assert parse_options([]) == parse_options([], lenient=True) == by_argparse


def test_any_other_command_line_is_parsed(monkeypatch):
    asked: list[bool] = []
    build = options.build_parser
    monkeypatch.setattr(options, "build_parser",
                        lambda lenient=False: asked.append(lenient) or build(lenient))
    assert parse_options(["--players", "3"]).players == 3
    assert asked == [False]
    with pytest.raises(SystemExit):
        parse_options(["--players", "9"])


def test_the_options_are_frozen_compared_and_hashed_by_their_fields():
    chosen = Options(players=3, speed=Speed.FAST, names=("Ann",))
    assert chosen == Options(players=3, speed=Speed.FAST, names=("Ann",)) != Options()
    assert hash(chosen) == hash(Options(players=3, speed=Speed.FAST, names=("Ann",)))
    with pytest.raises(AttributeError):
        chosen.players = 4  # type: ignore[misc]
    assert chosen._replace(players=4) == Options(players=4, speed=Speed.FAST, names=("Ann",))
    assert repr(Options()).startswith("Options(players=None, game=None,")
    assert Options().jobs == 1 and Options().opens_window and not Options(stats=True).opens_window


def test_a_setup_is_frozen_and_counts_its_people():
    setup = GameSetup(2, 5, Speed.INSTANT, Rules())
    assert setup == GameSetup(players=2, game=5, speed=Speed.INSTANT, rules=Rules())
    assert setup.people == ("",) and setup.humans == 1
    assert GameSetup(2, 5, Speed.INSTANT, Rules(), ("A", "B")).humans == 2
    with pytest.raises(AttributeError):
        setup.game = 6  # type: ignore[misc]
    assert hash(setup) == hash(GameSetup(2, 5, Speed.INSTANT, Rules()))
