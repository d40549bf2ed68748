"""File → Open Recent (issue 22 points 2 and 6): the last ten saves opened or saved,
remembered, missing files left out, a Clear entry, and the `game.krig` of today's File →
Save offered after the update."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from krig_desktop.engine import Game, Rules
from krig_desktop.storage import paths
from krig_desktop.storage.save_format import write_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def save_as(window, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(window.save_flow, "choose_file", lambda saving: path)
    assert window.save_flow.save_as() is True


def offered(window) -> list[Path]:
    menu = window.findChild(QMenu, "menuRecent")
    menu.aboutToShow.emit()
    return [Path(a.data()) for a in menu.actions() if a.objectName().startswith("actionRecent")]


def test_open_recent_lists_saves_newest_first_and_is_remembered(open_window, monkeypatch,
                                                                 tmp_path):
    window = open_window("--speed", "instant", "--game", "3")
    menu = window.findChild(QMenu, "menuRecent")
    assert menu is not None and menu.menuAction() in window.file_menu.actions()
    files = [tmp_path / f"save{n}.krig" for n in range(12)]
    for path in files:
        save_as(window, monkeypatch, path)
    assert offered(window) == list(reversed(files))[:10]
    files[10].unlink()  # gone: left out
    assert files[10] not in offered(window)
    window.close()
    again = open_window("--speed", "instant")
    assert offered(again)[0] == files[11]


def test_choosing_a_recent_save_opens_it(open_window, monkeypatch, tmp_path):
    window = open_window("--speed", "instant", "--game", "40")
    first = tmp_path / "first.krig"
    save_as(window, monkeypatch, first)
    window.play_again()
    menu = window.findChild(QMenu, "menuRecent")
    menu.aboutToShow.emit()
    entry = next(a for a in menu.actions() if a.objectName() == "actionRecent1")
    assert "first.krig" in entry.text()
    entry.trigger()
    assert window.controller.model.game_number == 40
    assert window.current_file == first


def test_clear_empties_the_list_for_good(open_window, monkeypatch, tmp_path):
    window = open_window("--speed", "instant", "--game", "41")
    save_as(window, monkeypatch, tmp_path / "a.krig")
    assert window.save_flow.save()  # the standard save too
    menu = window.findChild(QMenu, "menuRecent")
    clear = next(a for a in menu.actions() if a.objectName() == "actionClearRecent")
    clear.trigger()
    assert offered(window) == []
    window.close()
    assert offered(open_window("--speed", "instant")) == []  # not the standard save again


def test_the_standard_save_of_before_the_update_is_offered(open_window):
    path = paths.standard_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, Game.new(2, 77, Rules()), "a" * 32)
    window = open_window("--speed", "instant")
    assert offered(window) == [path]
