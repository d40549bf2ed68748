"""benchmarks/startup.py runs: its children reach their first paint and report it.

No time is asserted (speed belongs to the benchmark's own numbers); this only keeps the
measurement working, e.g. when the table view's name or the start-up path changes."""

from __future__ import annotations

import importlib.util
import itertools
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from krig_desktop.storage.save_format import read_save

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "startup.py"


@pytest.fixture(scope="module")
def startup():
    # As when run as a script: its folder first on sys.path, for benchmarks/_temp_config.py,
    # whose change of the config folder is undone afterwards (the tests set their own).
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(BENCHMARK.parent))
        patch.setenv("XDG_CONFIG_HOME", os.environ.get("XDG_CONFIG_HOME", ""))
        patch.setenv("KRIG_BENCHMARK_CONFIG", "")  # so that the undo removes it
        spec = importlib.util.spec_from_file_location("startup_benchmark", BENCHMARK)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def children(startup):
    """benchmarks/_children.py, as the benchmark imported it."""
    return sys.modules["_children"]


def test_each_child_reports_its_first_paint(startup):
    assert startup.launch(startup.KRIG, "offscreen") > 0
    assert startup.launch(startup.BARE, "offscreen") > 0
    assert startup.launch(startup.FLOOR, "offscreen") > 0


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_each_child_comes_first_and_after_each_other_equally_often(startup, count):
    """A launch is slowed by the one before it: no child may always follow the same one."""
    rows = startup.orders(count)
    assert all(sorted(row) == list(range(count)) for row in rows)
    firsts = Counter(row[0] for row in rows)
    neighbours = Counter(pair for row in rows for pair in itertools.pairwise(row))
    assert len(set(firsts.values())) == 1 and len(firsts) == count
    assert len(set(neighbours.values())) == 1 and len(neighbours) == count * (count - 1)


def test_a_child_that_never_paints_is_told(startup):
    """The control: a launch that shows nothing ends in a message, not a number."""
    with pytest.raises(SystemExit, match="never painted"):
        startup.launch("import sys; sys.exit(0)", "offscreen")


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="--instructions needs valgrind")
def test_instructions_are_counted_to_the_first_paint(startup):
    """--instructions: a child's count runs to its first paint, where it ends."""
    painted = startup.instructions(startup.BARE)
    # The control: a child that ends before it imports Qt counts a fraction of that.
    started = startup.instructions(f"print({startup.BUILT_EARLY!r}, 'nothing', flush=True)"
                                   "\nimport os; os._exit(0)")
    assert painted.built_early == started.built_early == ()
    assert 0 < 3 * started.instructions < painted.instructions


def test_a_later_part_built_before_the_first_paint_is_told(startup, children):
    """The program's child names the later parts already built at its first paint: none
    on a start as it should be; the history when it was built first (the control)."""
    assert startup.built_early(startup.to_first_paint(startup.KRIG).stdout) == ()
    history = children.LATER_PARTS["the history"]
    early = startup.to_first_paint(f"import {history}\n{startup.KRIG}")
    assert startup.built_early(early.stdout) == ("the history",)


def test_each_later_part_is_known_by_a_module_of_the_program(children):
    """A part's module renamed would leave its check finding nothing, always."""
    missing = [module for module in children.LATER_PARTS.values()
               if importlib.util.find_spec(module) is None]
    assert missing == []


@pytest.mark.parametrize("early", [(), ("the odds",)])
def test_a_count_past_the_first_frame_fails_the_run(startup, monkeypatch, capsys, early):
    """--instructions prints every count, then exits 1 if one ran past the first frame."""
    counts = iter([startup.Count(800, ()), startup.Count(900, early)])
    monkeypatch.setattr(startup, "instructions", lambda *args, **kwargs: next(counts))
    monkeypatch.setattr(startup.shutil, "which", lambda command: f"/usr/bin/{command}")
    if early:
        with pytest.raises(SystemExit, match="not the first frame's"):
            startup.count_instructions(None)
    else:  # the control: a clean count passes
        startup.count_instructions(None)
    said = capsys.readouterr().out
    assert "ratio 1.125" in said
    assert ("NOT THE FIRST FRAME'S COUNT (this checkout): the odds built" in said) == bool(early)


# Prints "painted" only when the settings file is where the program reads it.
READS_SETTINGS = """
import os
path = os.path.join(os.environ["XDG_CONFIG_HOME"], "krig-desktop", "settings.ini")
with open(path, encoding="utf-8") as file:
    print("painted" if file.read() == {text!r} else "other", flush=True)
"""


def test_settings_are_copied_into_each_runs_config_folder(startup, tmp_path):
    text = "[ui]\ndeck=system-example\n"
    settings = tmp_path / "chosen.ini"
    settings.write_text(text, encoding="utf-8")
    child = READS_SETTINGS.format(text=text)
    assert startup.launch(child, "offscreen", settings) > 0
    with pytest.raises(SystemExit, match="never painted"):  # the control: no file, no copy
        startup.launch(child, "offscreen")


# Prints "painted" only when a game is kept where the program looks for one.
READS_KEPT_GAME = """
import os
path = os.path.join(os.environ["XDG_CONFIG_HOME"], "krig-desktop", "resume.krig")
print("painted" if os.path.isfile(path) else "none", flush=True)
"""


def test_resumed_runs_start_with_a_game_kept_by_a_session(startup, tmp_path):
    """--resumed: a session of the program keeps a game once; each run gets a copy of
    its config folder, and the program resumes it before its first paint."""
    folder = tmp_path / "kept"
    folder.mkdir()
    kept = startup.keep_a_game(folder)
    game = read_save(kept / "krig-desktop" / "resume.krig").game
    assert game.seed == 14 and game.battles == startup.KEPT_BATTLES
    assert startup.launch(READS_KEPT_GAME, "offscreen", kept=kept) > 0
    with pytest.raises(SystemExit, match="never painted"):  # the control: a first start
        startup.launch(READS_KEPT_GAME, "offscreen")
    assert startup.launch(startup.KRIG, "offscreen", kept=kept) > 0


def test_a_tiny_run_prints_both_medians_and_their_ratio(tmp_path):
    settings = tmp_path / "settings.ini"
    settings.write_text("[game]\nspeed=fast\n", encoding="utf-8")
    result = subprocess.run([sys.executable, str(BENCHMARK), "--runs", "1",
                             "--settings", str(settings)],
                            capture_output=True, text=True, timeout=300,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert f"settings from {settings}" in result.stdout
    assert "bare PySide6 QMainWindow, first paint:" in result.stdout
    assert re.search(r"^ratio: \d+\.\d\d ", result.stdout, re.MULTILINE)


def test_a_missing_settings_file_is_told(tmp_path):
    result = subprocess.run([sys.executable, str(BENCHMARK), "--settings",
                             str(tmp_path / "none.ini")], capture_output=True, text=True,
                            timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 2
    assert "no such file" in result.stderr


# Prints "painted" only when run in the folder it is given, as the program's child is.
RUNS_IN = """
import os
print("painted" if os.getcwd() == {folder!r} else "elsewhere", flush=True)
"""


def test_a_child_runs_in_the_checkout_it_is_given(startup, tmp_path):
    """--against DIR times the program of DIR: its child runs there, DIR first on
    sys.path, so it imports that checkout's krig_desktop."""
    child = RUNS_IN.format(folder=str(tmp_path))
    assert startup.launch(child, "offscreen", root=tmp_path) > 0
    with pytest.raises(SystemExit, match="never painted"):  # the control: our own folder
        startup.launch(child, "offscreen")


def test_against_a_folder_without_the_program_is_refused(tmp_path):
    result = subprocess.run([sys.executable, str(BENCHMARK), "--against", str(tmp_path)],
                            capture_output=True, text=True, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 2 and "no krig_desktop folder" in result.stderr


def test_the_turns_after_the_first_paint_are_timed_until_all_is_built(startup):
    turns, longest = startup.longest_turn("offscreen")
    assert turns >= 5 and longest > 0  # one turn per later part at least: they are sliced


def test_the_floor_is_the_window_the_issue_names(startup):
    """Five menus, six text tools, a status line, four captioned cards (issue 25)."""
    assert startup.FLOOR.count('"&') == 5 and "range(6)" in startup.FLOOR
    assert "showMessage" in startup.FLOOR and "range(4)" in startup.FLOOR


def test_missing_peers_are_told_with_how_to_install_them(startup, monkeypatch, tmp_path):
    """--peers installs nothing: it names the Debian packages and the command."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(startup._peers, "GAMES_FOLDER", str(tmp_path))
    said = startup._peers.missing()
    assert said is not None
    assert "apt-get install -y --no-install-recommends kpat aisleriot" in said


# A window that stays until it is ended, as a program's does.
SHOWS_A_WINDOW = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(400, 300)
window.show()
app.exec()
"""


@pytest.mark.skipif(shutil.which("Xvfb") is None or shutil.which("dbus-daemon") is None,
                    reason="--peers needs Xvfb and dbus-daemon")
def test_a_window_is_timed_from_the_x_servers_events(startup):
    """--peers: a program's window is seen mapped, then drawn, then its memory read."""
    with startup._peers.display() as shown_on:
        watch = startup.WindowWatch(shown_on)
        try:
            with startup._peers.session(shown_on) as env:
                sample = startup._peers.launch([sys.executable, "-c", SHOWS_A_WINDOW],
                                               watch, env)
            # The control: a process that shows no window is not taken for one.
            quiet = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
            try:
                assert watch.appeared(quiet.pid, startup.time.perf_counter(), 0.5) is None
            finally:
                quiet.kill()
                quiet.wait()
        finally:
            watch.close()
    assert 0 < sample.mapped <= sample.drawn < startup._peers.APPEAR_TIMEOUT_S
    assert 0 < sample.pss <= sample.rss
