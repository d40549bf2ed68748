"""Help → About: the version, licence and address of this copy (from its metadata), the
saves folder wrapped only at separators, and About Qt."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QFont, QGuiApplication, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QMessageBox

from krig_desktop.storage.paths import config_dir
from krig_desktop.ui.help.about_dialog import AboutDialog, LicenceDialog, about_box
from krig_desktop.ui.help.about_info import about_facts, breakable_path

ROOT = Path(__file__).resolve().parents[3]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
LONG = "/home/someone-with-a-long-name/.config/krig-desktop/games of 2024/krig-desktop"


@pytest.fixture
def box(qtbot):
    dialog = about_box(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_about_shows_the_version_from_the_package_metadata(box):
    version = importlib.metadata.version("krig-desktop")
    assert version == PROJECT["version"]
    assert version in box.version.text()
    assert box.windowTitle() == "About Krig"


def test_about_names_the_licence_and_shows_its_full_text(box, qtbot):
    assert about_facts().licence == PROJECT["license"] == "GPL-3.0-or-later"
    assert "GNU General Public License, version 3 or later" in box.licence.text()
    box.read_licence.click()
    dialog = box.findChild(LicenceDialog)
    assert dialog is not None and dialog.isVisible()
    shown = dialog.view.toPlainText()
    assert shown == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in shown and "Version 3" in shown
    dialog.reject()


def test_licence_dialog_without_the_text_points_to_it(qtbot):
    dialog = LicenceDialog(None)
    qtbot.addWidget(dialog)
    assert "https://www.gnu.org/licenses/gpl-3.0.html" in dialog.view.toPlainText()


def test_about_shows_the_projects_address(box):
    assert box.homepage is not None and box.homepage.isVisible()
    assert box.homepage.text() == PROJECT["urls"]["Homepage"]


def test_about_shows_the_saves_folder_and_copies_the_real_path(box):
    folder = str(config_dir(create=False))
    shown = box.path.text()
    assert shown.replace("\u200b", "").replace("\u2060", "") == folder
    assert box.path.toolTip() == folder
    box.copy_path.click()
    assert QGuiApplication.clipboard().text() == folder  # no break marks in the copy
    assert box.open_folder.isEnabled() == Path(folder).is_dir()


def _lines(text: str, width: float) -> list[str]:
    """`text` laid out as a word-wrapped label lays it out, `width` pixels wide."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("width", [120, 160, 220, 300])
def test_long_paths_wrap_only_after_a_separator(qapp, width):
    lines = _lines(breakable_path(LONG), width)
    assert len(lines) > 1
    for line in lines[:-1]:
        assert line.endswith("/\u200b"), lines
    assert "".join(lines).replace("\u200b", "").replace("\u2060", "") == LONG.replace(
        " ", "\u00a0")


def test_the_wrap_check_catches_a_path_broken_inside_a_name(qapp):
    """Without the break marks Qt breaks at the hyphen and the space: the check fails."""
    lines = _lines(LONG, 160)
    assert any(not line.endswith("/") for line in lines[:-1])


def test_the_path_label_in_the_box_wraps_at_separators(qtbot):
    dialog = AboutDialog(None, folder=Path(LONG))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    label = dialog.path
    assert label.wordWrap()
    assert label.heightForWidth(label.width()) <= label.height() + 1  # nothing cut off
    for line in _lines(label.text(), label.contentsRect().width())[:-1]:
        assert line.endswith("/\u200b")


def test_about_qt_button_opens_qts_own_box(box, monkeypatch):
    calls = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda parent, title="": calls.append(parent))
    assert box.about_qt.isVisible() and box.about_qt.text().replace("&", "") == "About Qt"
    box.about_qt.click()
    assert calls == [box]


def test_help_about_action_opens_the_box(qtbot, open_window):
    window = open_window("--speed", "instant")
    seen = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(10, look)
            return
        seen.append(modal)
        modal.reject()

    QTimer.singleShot(0, look)
    window.findChild(QAction, "actionAbout").trigger()
    assert len(seen) == 1 and isinstance(seen[0], AboutDialog)
