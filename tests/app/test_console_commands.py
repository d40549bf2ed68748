"""The command line's two halves: Qt's own options reach QApplication when a window
opens, and the console commands (--simulate [--jobs], --stats, --odds, --help) run
without one. The real program runs in a subprocess, as a person starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from krig_desktop.commands.odds_cli import run_odds
from krig_desktop.commands.simulate import simulate
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.save_format import write_save

TIMEOUT = 120  # seconds: only so that a broken build fails instead of hanging


def run(*args: str, config: Path, code: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    command = ([sys.executable, "-c", code, *args] if code is not None
               else [sys.executable, "-m", "krig_desktop", *args])
    return subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT,
                          stdin=subprocess.DEVNULL, env=env)


# --- Qt's own options ----------------------------------------------------------------
def test_smoke_runs_with_qt_platform_option(tmp_path):
    """The public surface: `krig-desktop --smoke N -platform offscreen` runs. Before,
    "xcb"/"offscreen" was read as a FILE: "argument FILE: no such file"."""
    env_free = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path))
    env_free.pop("QT_QPA_PLATFORM", None)  # the option alone must choose the platform
    result = subprocess.run(
        [sys.executable, "-m", "krig_desktop", "--smoke", "2", "--speed", "instant",
         "-platform", "offscreen"],
        capture_output=True, text=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL,
        env=env_free)
    assert result.returncode == 0, result.stderr
    assert "smoke: ok" in result.stderr and "no such file" not in result.stderr


# Reports what QApplication made of the command line, once the window is up.
PROBE = """
import sys
from krig_desktop.commands import smoke
from krig_desktop.app import main
from PySide6.QtWidgets import QApplication

real = smoke.start_smoke
def probe(window, steps):
    app = QApplication.instance()
    print(app.style().name(), app.layoutDirection().name, window.options.players, flush=True)
    return real(window, steps)
smoke.start_smoke = probe
sys.exit(main(sys.argv[1:]))
"""


def test_style_and_reverse_reach_qt_and_ours_still_count(tmp_path):
    result = run("-style", "fusion", "--players", "3", "-reverse", "--smoke", "1",
                 "--speed", "instant", config=tmp_path, code=PROBE)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["fusion", "RightToLeft", "3"]


def test_without_reverse_the_table_reads_left_to_right(tmp_path):
    """The control: the language (English) does not turn the layout round by itself."""
    result = run("--smoke", "1", "--speed", "instant", config=tmp_path, code=PROBE)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[1] == "LeftToRight"


def test_our_mistakes_are_told_before_qt_loads(tmp_path):
    result = run("-platform", "offscreen", "--players", "9", config=tmp_path)
    assert result.returncode == 2
    assert "--players must be from 2 to 4" in result.stderr


def test_help_documents_qt_options(tmp_path):
    result = run("--help", config=tmp_path)
    assert result.returncode == 0
    for word in ("-platform", "-style", "-reverse", "--stats", "--odds", "--jobs"):
        assert word in result.stdout


# Which parts of Qt a command loaded.
LOADED = """
import sys
from krig_desktop.app import main
try:
    code = main(sys.argv[1:])
except SystemExit as exit:
    code = exit.code
print("QT-LOADED:", sorted(m for m in sys.modules if m.startswith("PySide6.Qt")), code,
      file=sys.stderr)
"""


@pytest.mark.parametrize("args", [("--help",), ("--version",), ("--simulate", "2"),
                                  ("--stats",), ("--players", "7")])
def test_console_commands_need_no_widgets(tmp_path, args):
    result = run(*args, config=tmp_path, code=LOADED)
    line = result.stderr.strip().splitlines()[-1]
    assert line.startswith("QT-LOADED:")
    assert "QtWidgets" not in line and "QtGui" not in line
    if args[0] in ("--help", "--version", "--simulate", "--stats", "--players"):
        assert "PySide6" not in line  # not even QtCore


# --- --simulate --jobs ---------------------------------------------------------------
@pytest.mark.parametrize("rules", [Rules(), Rules(face_down=2, gathering="fixed")])
def test_jobs_give_the_statistics_of_one_process(rules):
    one = simulate(3, rules, 40, 37, jobs=1)
    two = simulate(3, rules, 40, 37, jobs=2)
    for timing in ("seconds", "games_per_second"):
        one.pop(timing)
        two.pop(timing)
    assert two == one and one["games"] == 37


def test_jobs_on_the_command_line(tmp_path):
    outputs = []
    for jobs in ("1", "2"):
        result = run("--simulate", "25", "--game", "7", "--jobs", jobs, "--json",
                     config=tmp_path)
        assert result.returncode == 0, result.stderr
        summary = json.loads(result.stdout)
        summary.pop("seconds")
        summary.pop("games_per_second")
        outputs.append(summary)
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize("args, words", [
    (("--jobs", "2"), "--jobs only goes with --simulate"),
    (("--json",), "--json only goes with"),
    (("--stats", "--simulate", "3"), "do not go together"),
    (("--simulate", "3", "--jobs", "0"), "--jobs must be from 1"),
])
def test_command_mistakes_are_usage_errors(tmp_path, args, words):
    result = run(*args, config=tmp_path)
    assert result.returncode == 2 and words in result.stderr


# --- --stats -------------------------------------------------------------------------
def test_stats_with_no_history_prints_zeros_and_creates_nothing(tmp_path):
    result = run("--stats", "--json", config=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 0
    assert not (tmp_path / "krig-desktop" / "history.sqlite3").exists()
    text = run("--stats", config=tmp_path)
    assert text.returncode == 0 and "0 games" in text.stdout


# --- --odds --------------------------------------------------------------------------
def _saved(tmp_path: Path, steps: int, players: int = 3) -> Path:
    game = Game.new(players, 5)
    for _ in range(steps):
        game.step()
    path = tmp_path / "game.krig"
    write_save(path, game)
    return path


@pytest.mark.slow
def test_odds_of_a_saved_game(tmp_path):
    path = _saved(tmp_path, 40)
    result = run("--odds", str(path), "--json", config=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["players"] == 3 and len(report["win"]) == 3
    assert abs(sum(report["win"]) + report["draw"] - 1) < 1e-3
    assert report["samples"] == 2000 or report["exact"]
    again = run("--odds", str(path), "--json", config=tmp_path)
    assert json.loads(again.stdout) == report  # a fixed seed: the same answer
    text = run("--odds", str(path), config=tmp_path)
    assert text.returncode == 0 and "\nYou: " in text.stdout and "\nCPU 2: " in text.stdout
    assert "seat" not in text.stdout  # named as the window names them


def test_odds_name_two_people_as_the_window_does(tmp_path, capsys):
    game = Game.new(3, 11)
    game.play_to_end()  # (exact: no play-outs to wait for)
    path = tmp_path / "two.krig"
    write_save(path, game, people=("Alexandrina", ""))
    assert run_odds(path) == 0
    names = [line.split(":")[0] for line in capsys.readouterr().out.splitlines()[1:4]]
    assert names == ["Alexandrina", "Player 2", "CPU 2"]


def test_odds_of_a_finished_game_are_exact(tmp_path):
    game = Game.new(2, 11)
    game.play_to_end()
    path = tmp_path / "over.krig"
    write_save(path, game)
    report = json.loads(run("--odds", str(path), "--json", config=tmp_path).stdout)
    assert report["exact"] and report["over"]
    assert report["win"][game.winner] == 1.0 or game.winner is None


@pytest.mark.parametrize("content, words", [
    (b"{}", "not a Krig Desktop save"),
    (b'{"format": "krig-desktop-save", "version": 1, "players": ', "cannot use the saved game"),
])
def test_odds_of_a_bad_file_is_one_line_and_code_2(tmp_path, content, words):
    path = tmp_path / "bad.krig"
    path.write_bytes(content)
    result = run("--odds", str(path), config=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_odds_of_a_missing_file_is_told_like_file(tmp_path):
    result = run("--odds", str(tmp_path / "gone.krig"), config=tmp_path)
    assert result.returncode == 2 and "no such file" in result.stderr
