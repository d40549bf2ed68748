"""Fixtures shared by the window tests, and their helper modules (`table_models`,
`story_helpers`, `history_rows`, `deck_folders`) made importable from every room below."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def deck_folder(tmp_path, monkeypatch):
    """Only the test's decks are installed (see `deck_folders`); nothing is remembered
    as broken yet, and no deck parsed before the test is reused."""
    from deck_folders import make_deck_folder

    from krig_desktop.ui.cards import deck_svg, decks

    data = make_deck_folder(tmp_path / "share")
    monkeypatch.setenv("XDG_DATA_DIRS", str(data))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setattr(decks, "_rejected", {})
    deck_svg.forget_loaded()
    yield data
    deck_svg.forget_loaded()


@pytest.fixture
def asked():
    """Counts every QMessageBox that shows (and closes it, as Cancel would): leaving a
    game must never ask. A polling timer, so a modal question cannot hang the test.
    Start-up notices (a damaged settings file...) are told, not asked: not counted."""

    class Asked:
        count = 0

    def poll() -> None:
        for widget in QApplication.topLevelWidgets():
            if (isinstance(widget, QMessageBox) and widget.isVisible()
                    and widget.objectName() != "startupNotice"):
                Asked.count += 1
                widget.reject()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(20)
    yield Asked
    timer.stop()
