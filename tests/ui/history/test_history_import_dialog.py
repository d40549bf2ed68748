"""Issue 26 point 5 in the window: Statistics → Import History… merges the chosen file,
says what it imported, refreshes the list; a refused file is told, the history unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPushButton
from test_statistics_dialog import fill, made_up_games

from krig_desktop.storage.game_history import open_history
from krig_desktop.storage.history_import import ImportResult
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history.history_import_flow import ImportTexts, choose_import_file

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def plain(text: str) -> str:
    """The text with a plural "(s)" as the English translation gives it for n > 1."""
    return text.replace("(s)", "s")


def open_dialog(open_window):
    window = open_window("--game", "18", "--speed", "instant")
    window.game_actions.statistics.trigger()
    dialog = window.findChild(QDialog, "statisticsDialog")
    assert dialog is not None and dialog.isVisible()
    return window, dialog


def told(qtbot, dialog, name: str) -> QMessageBox:
    qtbot.waitUntil(lambda: dialog.importing is None
                    and dialog.findChild(QMessageBox, name) is not None, timeout=10_000)
    box = dialog.findChild(QMessageBox, name)
    assert box is not None
    return box


def test_import_history_merges_and_says_how_many(qtbot, open_window, tmp_path: Path,
                                                 monkeypatch) -> None:
    games = made_up_games(30)
    fill(games[:20])
    other = tmp_path / "other.sqlite3"
    with open_history(other).history as history:
        for game in games[10:]:
            history.record(game)
    _window, dialog = open_dialog(open_window)
    qtbot.waitUntil(lambda: dialog.history_page.model.total == 20)
    button = dialog.findChild(QPushButton, "importHistory")
    assert button is not None and button.text() == "&Import History…"
    monkeypatch.setattr(dialog, "choose_import_path", lambda: other)
    button.click()
    box = told(qtbot, dialog, "historyImported")
    # (English plurals come from krig_en.ts, where the lead puts this string's forms)
    assert plain(box.text()) == ("10 games imported. 10 games were already in your "
                                 "history and were not added again.")
    qtbot.waitUntil(lambda: dialog.history_page.model.total == 30)


def test_a_refused_file_is_told_and_nothing_changes(qtbot, open_window, tmp_path: Path,
                                                    monkeypatch) -> None:
    fill(made_up_games(5))
    noise = tmp_path / "noise.csv"
    noise.write_bytes(bytes(range(256)) * 10)
    _window, dialog = open_dialog(open_window)
    before = history_path().read_bytes()
    monkeypatch.setattr(dialog, "choose_import_path", lambda: noise)
    dialog.import_button.click()
    box = told(qtbot, dialog, "historyProblem")
    assert box.text().startswith("noise.csv was not imported, because it is neither")
    assert box.text().endswith("Your game history is unchanged.")
    assert history_path().read_bytes() == before
    assert dialog.import_button.isEnabled()


def test_the_file_dialog_is_qt_s_own_and_keeps_its_settings_in_our_folder(
        qtbot, open_window, monkeypatch) -> None:
    seen: list[QFileDialog] = []

    def refuse(dialog: QFileDialog) -> int:
        seen.append(dialog)
        return QFileDialog.DialogCode.Rejected

    monkeypatch.setattr(QFileDialog, "exec", refuse)
    _window, dialog = open_dialog(open_window)
    assert choose_import_file(dialog, "t", "All files (*)") is None
    (file_dialog,) = seen
    assert file_dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
    assert file_dialog.fileMode() is QFileDialog.FileMode.ExistingFile


def test_the_result_words_count_each_kind(qtbot) -> None:
    texts = ImportTexts()
    assert plain(texts.result_text(ImportResult(1, 0))) in ("1 game imported.",
                                                           "1 games imported.")
    assert plain(texts.result_text(ImportResult(0, 2, 3))) == (
        "0 games imported. 2 games were already in your history and were not added "
        "again. 3 damaged rows of the file could not be read and were left out.")
