"""The command line as a person meets it: the real `python -m krig_desktop` in a subprocess.

A mistake on the command line must end in one clear line on stderr and exit code 2,
never in a traceback and never in a window that opens anyway.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from krig_desktop import __version__
from krig_desktop.engine import MAX_GAME_NUMBER
from krig_desktop.options import ECHO_LIMIT, parse_options

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the program as `python -m krig_desktop ARGS`, offscreen, with no input."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "krig_desktop", *args],
        capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        cwd=cwd, env=env,
    )


def assert_usage_error(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert result.stderr.startswith("usage: krig-desktop")
    message = result.stderr.strip().splitlines()[-1]
    assert message.startswith("krig-desktop: error: "), message
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--frobnicate"], ["unrecognized arguments", "--frobnicate"]),
        (["--players", "7"], ["--players", "from 2 to 4", "7"]),
        (["--players", "1"], ["--players", "from 2 to 4", "1"]),
        (["--players", "two"], ["--players", "whole number", "two"]),
        (["--game", "-3"], ["--game", "-3"]),
        (["--game", "0"], ["--game", "from 1 to 4300 nines", "0"]),
        (["--lang", "xx"], ["unknown language", "xx", "uk", "fil", "nb"]),
        (["--speed", "warp"], ["--speed", "warp"]),
        (["--face-down", "4"], ["--face-down", "from 1 to 3"]),
        (["--gathering", "sorted"], ["--gathering", "sorted"]),
        (["--simulate", "0"], ["--simulate", "from 1 to 4300 nines"]),
        (["--smoke", "-1"], ["--smoke"]),
        (["--json"], ["--json", "--simulate"]),
    ],
)
def test_bad_option_is_a_clear_usage_error(args, words, tmp_path):
    assert_usage_error(run_cli(*args, cwd=tmp_path), *words)


def test_two_files_are_a_clear_usage_error(tmp_path):
    for name in ("a.krig", "b.krig"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    result = run_cli("a.krig", "b.krig", cwd=tmp_path)
    assert_usage_error(result, "unrecognized arguments", "b.krig")


def test_missing_file_is_a_clear_usage_error(tmp_path):
    missing = tmp_path / "nowhere" / "game.krig"
    assert_usage_error(run_cli(str(missing), cwd=tmp_path), "no such file", str(missing))


def test_folder_given_as_file_is_a_clear_usage_error(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    assert_usage_error(run_cli(str(folder), cwd=tmp_path), "not a file", str(folder))


def test_unreadable_file_is_a_clear_usage_error(tmp_path, monkeypatch, capsys):
    # As root, chmod 000 does not stop reading, so the permission check is made to say no.
    save = tmp_path / "game.krig"
    save.write_text("{}", encoding="utf-8")
    real_access = os.access

    def access(path, mode, *args, **kwargs):
        if Path(path) == save and mode & os.R_OK:
            return False
        return real_access(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)
    with pytest.raises(SystemExit) as stop:
        parse_options([str(save)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last == f"krig-desktop: error: argument FILE: cannot read the file: {save}"


def test_readable_file_is_accepted(tmp_path):
    save = tmp_path / "game.krig"
    save.write_text("{}", encoding="utf-8")
    assert parse_options([str(save), "--players", "3", "--lang", "nb-NO"]).file == save


@pytest.mark.parametrize(
    ("code", "expected"),
    [("uk", "uk"), ("uk_UA.UTF-8", "uk"), ("tl", "fil"), ("fil", "fil"), ("nb", "nb"),
     ("no", "nb"), ("en_GB", "en")],
)
def test_language_codes_and_aliases(code, expected):
    assert parse_options(["--lang", code]).lang == expected


def test_help_lists_every_option_and_exits_zero(tmp_path):
    result = run_cli("--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    for option in ("--players", "--game", "--speed", "--lang", "--face-down", "--gathering",
                   "--simulate", "--json", "--smoke", "--version", "FILE"):
        assert option in result.stdout, option
    for choice in ("slow", "normal", "fast", "instant", "shuffled", "fixed"):
        assert choice in result.stdout, choice


def test_version_matches_the_package_metadata(tmp_path):
    result = run_cli("--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"krig-desktop {__version__}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == __version__


# ------------------------------------------------------------------ huge game numbers
NINES = "9" * 4300  # MAX_GAME_NUMBER, the largest game number


def test_the_largest_game_number_fits_pythons_digit_limit():
    assert MAX_GAME_NUMBER == int(NINES) == 10**4300 - 1
    assert str(MAX_GAME_NUMBER) == NINES  # both ways within the 4300-digit limit
    assert parse_options(["--game", NINES]).game == MAX_GAME_NUMBER


def test_simulating_past_the_largest_game_number_is_a_usage_error(tmp_path):
    # Game numbers NINES and NINES + 1: the second has 4301 digits (was a traceback).
    result = run_cli("--simulate", "2", "--game", NINES, cwd=tmp_path)
    assert_usage_error(result, "--simulate 2", "largest game number", "4300 nines")
    assert len(result.stderr) < 1000


def test_simulating_up_to_the_largest_game_number_works(tmp_path):
    result = run_cli("--simulate", "1", "--game", NINES, "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout)["first_game"] == MAX_GAME_NUMBER


@pytest.mark.parametrize("start", ["2", str(10**4299)])
def test_simulate_count_and_start_are_checked_together(start, capsys):
    count = MAX_GAME_NUMBER - int(start) + 1
    assert parse_options(["--simulate", str(count), "--game", start]).simulate == count
    with pytest.raises(SystemExit) as stop:
        parse_options(["--simulate", str(count + 1), "--game", start])
    assert stop.value.code == 2
    assert "largest game number" in capsys.readouterr().err


def test_a_game_number_past_4300_digits_says_so(capsys):
    with pytest.raises(SystemExit) as stop:
        parse_options(["--game", NINES + "9"])
    assert stop.value.code == 2
    message = capsys.readouterr().err.strip().splitlines()[-1]
    assert "from 1 to 4300 nines" in message and "(4301 digits)" in message
    assert "whole number" not in message  # it is one, only too long
    assert len(message) < 200


# ------------------------------------------------------------------ over-long values
HUGE = "x" * 100_000


def usage_message(argv: list[str], capsys) -> str:
    """The error line parse_options prints for `argv` (it must exit with code 2)."""
    with pytest.raises(SystemExit) as stop:
        parse_options(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        (["--lang", HUGE], "unknown language"),
        (["--players", HUGE], "--players"),
        (["--game", HUGE], "--game"),
        (["--game", "9" * 100_000], "(100000 digits)"),
        (["--simulate", HUGE], "--simulate"),
        (["--speed", HUGE], "--speed must be one of slow, normal, fast, veryfast, instant"),
        (["--gathering", HUGE], "--gathering must be one of shuffled, fixed"),
        (["--frob" + HUGE], "unrecognized arguments"),
        (["--s=" + HUGE], "ambiguous option"),
        (["--simulate", "1", "--json=" + HUGE], "--json"),
        ([HUGE], "FILE"),
        (["-" * 2, "/" + HUGE], "FILE"),
    ],
)
def test_an_over_long_value_is_quoted_only_in_part(argv, word, capsys):
    message = usage_message(argv, capsys)
    assert word in message
    assert "xxx" in message or "999" in message  # the value is quoted, shortened
    assert len(message) < 400, len(message)


def test_values_are_cut_at_the_echo_limit_with_an_ellipsis(capsys):
    value = "y" * ECHO_LIMIT
    assert f"'{value}'" in usage_message(["--lang", value], capsys)  # at the limit: whole
    message = usage_message(["--lang", value + "z"], capsys)
    assert f"'{value[:-1]}…'" in message and "z" not in message.split("'")[1]


def test_a_long_missing_path_keeps_its_file_name(tmp_path, capsys):
    missing = tmp_path / ("deep" * 60) / "my-game.krig"  # 240 characters of folder name
    message = usage_message([str(missing)], capsys)
    assert message.endswith("no such file: …" + str(missing)[-119:])
    assert "my-game.krig" in message


def test_a_file_name_too_long_for_the_system_is_a_usage_error(tmp_path):
    # The system refuses names over 255 bytes (ENAMETOOLONG): this was an OSError traceback.
    result = run_cli("a" * 300 + ".krig", cwd=tmp_path)
    assert_usage_error(result, "FILE", "cannot read the file", "aaaa")
    assert len(result.stderr) < 1000


def test_a_100000_character_language_is_not_echoed_whole(tmp_path):
    result = run_cli("--lang", HUGE, cwd=tmp_path)
    assert_usage_error(result, "unknown language", "xxxx…")
    assert len(result.stderr) < 1000, len(result.stderr)
