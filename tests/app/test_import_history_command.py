"""Issue 26 point 5: `krig-desktop --import-history FILE` prints one line and exits 0, or
prints why the file was refused and exits 2 with the history unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from krig_desktop.options import parse_options
from krig_desktop.storage.game_history import GameRecord, open_history

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def game(n: int) -> GameRecord:
    return GameRecord(
        started_at=T0 + timedelta(minutes=10 * n), ended_at=T0 + timedelta(minutes=10 * n + 5),
        players=2, game_number=100 + n, face_down=1, gathering="shuffled", outcome="draw",
        winner=None, your_place=1, battles=50, war_steps=3, deepest_war=1, biggest_pile=6,
        lead_changes=2, seconds_played=60, game_key=f"{n:032x}")


def run(config: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config))
    return subprocess.run([sys.executable, "-m", "krig_desktop", *args], capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL, env=env)


def test_the_command_merges_and_says_so_in_one_line(tmp_path: Path) -> None:
    config = tmp_path / "config"
    ours = config / "krig-desktop" / "history.sqlite3"
    with open_history(ours).history as history:
        history.record(game(1))
    theirs = tmp_path / "theirs.sqlite3"
    with open_history(theirs).history as history:
        for n in (1, 2, 3):
            history.record(game(n))
    first = run(config, "--import-history", str(theirs))
    assert (first.returncode, first.stdout, first.stderr) == (
        0, "imported 2 games, 1 already there\n", "")
    again = run(config, "--import-history", str(theirs))
    assert (again.returncode, again.stdout) == (0, "imported 0 games, 3 already there\n")


def test_a_refused_file_exits_2_with_the_reason(tmp_path: Path) -> None:
    config = tmp_path / "config"
    noise = tmp_path / "noise.csv"
    noise.write_bytes(b"\xff\xfe\x00garbage" * 100)
    result = run(config, "--import-history", str(noise))
    assert result.returncode == 2 and result.stdout == ""
    assert "not imported" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not (config / "krig-desktop" / "history.sqlite3").exists()


def test_a_missing_file_is_a_usage_error(tmp_path: Path) -> None:
    result = run(tmp_path, "--import-history", str(tmp_path / "nothing.csv"))
    assert result.returncode == 2 and "no such file" in result.stderr


def test_the_option_is_a_console_command() -> None:
    options = parse_options(["--import-history", __file__])
    assert options.import_history == Path(__file__) and not options.opens_window


def test_the_command_loads_no_widgets(tmp_path: Path) -> None:
    csv_file = tmp_path / "empty.csv"
    csv_file.write_text("started_at\n", encoding="utf-8")
    code = ("import sys; from krig_desktop.app import main; code = main(sys.argv[1:]); "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt')), code)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", code, "--import-history", str(csv_file)],
                            capture_output=True, text=True, timeout=60, env=env)
    last = result.stdout.strip().splitlines()[-1]
    assert last.endswith(" 2") and "QtWidgets" not in last and "QtGui" not in last
