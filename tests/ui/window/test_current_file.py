"""One current file per game (issue 22 point 1): Save writes the file the game was last
saved to or opened from, Load reopens the file last saved or opened, Save As suggests a
name that says which game, the title names the file, and a resumed game keeps its file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from krig_desktop.storage import paths
from krig_desktop.storage.save_format import read_save
from krig_desktop.ui.window import save_flow

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def errors_shown(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(save_flow, "show_error", lambda parent, title, text: shown.append(text))
    return shown


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


def save_as(window, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(window.save_flow, "choose_file", lambda saving: path)
    assert window.save_flow.save_as() is True


def test_a_new_game_has_no_file_and_save_makes_the_standard_save_its_file(open_window):
    window = open_window("--speed", "instant", "--game", "5")
    assert window.current_file is None
    assert "—" not in window.windowTitle().split("Krig")[0]
    assert window.save_flow.save()
    assert window.current_file == paths.standard_save_path().absolute()
    assert window.windowTitle().startswith("game.krig")


def test_after_save_as_save_and_load_use_that_file(open_window, monkeypatch, asked,
                                                    errors_shown, tmp_path):
    window = open_window("--speed", "instant", "--game", "31")
    play(window, 6)
    mine = tmp_path / "mygame.krig"
    save_as(window, monkeypatch, mine)
    assert window.current_file == mine
    assert "mygame.krig" in window.windowTitle()
    play(window, 10)
    at = window.controller.game.battles
    assert window.save_flow.save()  # Ctrl+S: mygame.krig, not a hidden game.krig
    assert read_save(mine).game.battles == at
    assert not paths.standard_save_path().exists()
    play(window, 10)
    assert window.save_flow.revert() is True  # Ctrl+O: reopens mygame.krig, asking nothing
    assert window.controller.game.battles == at
    assert errors_shown == [] and asked.count == 0


def test_load_from_makes_the_opened_file_current(open_window, monkeypatch, tmp_path):
    first = open_window("--speed", "instant", "--game", "8")
    other = tmp_path / "other.krig"
    save_as(first, monkeypatch, other)
    window = open_window("--speed", "instant", "--game", "9")
    monkeypatch.setattr(window.save_flow, "choose_file", lambda saving: other)
    assert window.save_flow.open_file()
    assert window.current_file == other
    play(window, 4)
    assert window.save_flow.save()
    assert read_save(other).game.battles == window.controller.game.battles


def test_a_file_on_the_command_line_is_the_current_file(open_window, monkeypatch, tmp_path):
    first = open_window("--speed", "instant", "--game", "12")
    given = tmp_path / "given.krig"
    save_as(first, monkeypatch, given)
    window = open_window("--speed", "instant", str(given))
    assert window.current_file == given
    assert window.windowTitle().startswith("given.krig")


def test_a_new_game_leaves_the_file_behind(open_window, monkeypatch, tmp_path):
    window = open_window("--speed", "instant", "--game", "14")
    mine = tmp_path / "kept.krig"
    save_as(window, monkeypatch, mine)
    before = mine.read_bytes()
    window.play_again()  # another game: not this file's
    assert window.current_file is None
    assert "kept.krig" not in window.windowTitle()
    play(window, 3)
    assert window.save_flow.save()  # the new game goes to the standard save
    assert mine.read_bytes() == before
    assert window.current_file == paths.standard_save_path().absolute()


def test_a_resumed_game_keeps_its_file(open_window, monkeypatch, tmp_path):
    window = open_window("--speed", "instant", "--game", "21")
    mine = tmp_path / "resumed.krig"
    save_as(window, monkeypatch, mine)
    play(window, 5)
    window.close()
    again = open_window("--speed", "instant")
    assert again.controller.model.game_number == 21
    assert again.current_file == mine
    assert again.windowTitle().startswith("resumed.krig")


def test_save_as_suggests_the_game_and_battle_in_the_saves_folder(open_window):
    window = open_window("--speed", "instant", "--game", "1234")
    play(window, 7)
    battle = window.controller.model.battle
    dialog = window.save_flow.make_file_dialog(saving=True)
    try:
        chosen = dialog.selectedFiles()
        assert Path(chosen[0]).name == f"Krig game 1234, battle {battle}.krig"
        assert Path(dialog.directory().absolutePath()) == paths.saves_dir()
        assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
    finally:
        dialog.deleteLater()
