"""Issue 27: --humans N, --names A,B and --today on the command line."""

from __future__ import annotations

import datetime

import pytest

from krig_desktop.engine import Rules
from krig_desktop.options import parse_options, resolve_options
from krig_desktop.storage.settings import Settings
from krig_desktop.today import TODAYS_PLAYERS, todays_game_number


def error_of(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as info:
        parse_options(list(argv))
    assert info.value.code == 2
    return capsys.readouterr().err


def test_two_people_with_names_are_seated_from_seat_0():
    options = parse_options(["--humans", "2", "--names", "Ada, Bo", "--players", "3"])
    assert options.humans == 2 and options.names == ("Ada", "Bo")
    setup = resolve_options(options)
    assert setup.people == ("Ada", "Bo") and setup.humans == 2 and setup.players == 3


def test_by_default_one_unnamed_person_plays():
    setup = resolve_options(parse_options([]))
    assert setup.people == ("",) and setup.humans == 1


def test_two_people_without_names_are_unnamed():
    assert resolve_options(parse_options(["--humans", "2"])).people == ("", "")


@pytest.mark.parametrize(("argv", "message"), [
    (["--humans", "3"], "--humans must be from 1 to 2, not 3"),
    (["--humans", "0"], "--humans must be from 1 to 2, not 0"),
    (["--humans", "two"], "--humans must be a whole number"),
    (["--humans", "2", "--names", "Ada,"], "a name cannot be empty"),
    (["--humans", "2", "--names", "A" * 41 + ",Bo"], "at most 40 characters"),
    (["--humans", "2", "--names", "Ada,B\x07o"], "control characters"),
    (["--humans", "1", "--names", "Ada,Bo"], "--names gives 2 names for 1 person"),
    (["--names", "Ada,Bo"], "add --humans 2"),
    (["--humans", "2", "--names", "Ada,Bo,Cy"], "--names gives 3 names for 2 people"),
    (["--humans", "2", "--names", "Ada,ada"], "the same name"),
    (["--humans", "2", "--simulate", "5"], "--humans opens a window"),
    (["--today", "--game", "5"], "it does not go with --game"),
    (["--today", "--players", "3"], "it does not go with --players"),
    (["--today", "--gathering", "fixed"], "it does not go with --gathering"),
    (["--today", "--stats"], "--today opens a window"),
])
def test_mistakes_end_in_a_clear_message(capsys, argv, message):
    assert message in error_of(capsys, *argv)


def test_today_deals_the_days_game_for_two_players_with_the_default_rules():
    options = parse_options(["--today"])
    assert options.today
    setup = resolve_options(options)
    assert setup.game == todays_game_number(datetime.date.today())
    assert setup.players == TODAYS_PLAYERS == 2 and setup.rules == Rules()


def test_today_ignores_the_remembered_players_and_rules():
    settings = Settings()
    settings.remember(players=4, face_down=3, gathering="fixed")
    setup = resolve_options(settings.apply_to(parse_options(["--today"])))
    assert setup.players == 2 and setup.rules == Rules()


def test_today_with_two_people():
    setup = resolve_options(parse_options(["--today", "--humans", "2", "--names", "Ada,Bo"]))
    assert setup.people == ("Ada", "Bo") and setup.players == 2


def test_the_people_are_remembered_as_the_other_choices_are():
    settings = Settings()
    settings.remember(humans=2, names=("Ada", "Bo"))
    again = Settings()
    assert again.humans == 2 and again.names == ("Ada", "Bo")
    assert resolve_options(again.apply_to(parse_options([]))).people == ("Ada", "Bo")
    # the command line wins over what is remembered
    setup = resolve_options(again.apply_to(parse_options(["--humans", "1"])))
    assert setup.people == ("Ada",)


def test_a_hand_edited_name_that_no_one_could_type_reads_as_no_name():
    settings = Settings()
    settings.set_value("people/names", ["Ada\x1b", "Bo"])
    assert settings.names == ("", "Bo")


def test_today_on_a_given_day_is_that_days_number(monkeypatch):
    import krig_desktop.options as options_module

    monkeypatch.setattr(options_module, "local_day", lambda: datetime.date(2026, 12, 1))
    setup = resolve_options(parse_options(["--today"]))
    assert setup.game == 20261201 and setup.players == 2
