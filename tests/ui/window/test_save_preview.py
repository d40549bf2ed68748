"""A save says what it holds in Load From's dialog (issue 22, "a save says what it
holds"): a preview beside Qt's own file dialog shows the game number, players, battle,
rules and when it was saved, read as a load reads it; a damaged file is said to be
damaged, and a FIFO is never opened."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QFileDialog

from krig_desktop.engine import Game, Rules
from krig_desktop.storage import save_format
from krig_desktop.storage.save_format import write_save
from krig_desktop.ui.window.save_preview import SavePreview

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def dialog(open_window):
    window = open_window("--speed", "instant")
    made = window.save_flow.make_file_dialog(saving=False)
    yield made
    made.deleteLater()


def preview_of(dialog: QFileDialog) -> SavePreview:
    preview = dialog.findChild(SavePreview, "savePreview")
    assert preview is not None
    return preview


def test_the_preview_shows_what_the_save_holds(dialog, tmp_path):
    game = Game.new(3, 1234, Rules(face_down=2, gathering="fixed"))
    for _ in range(7):
        game.play_battle()
    path = tmp_path / "some.krig"
    write_save(path, game)
    dialog.currentChanged.emit(str(path))  # what moving to the file in the list does
    text = preview_of(dialog).text()
    # The battle on the table, as the status bar says it: 7 played, the 8th's turn.
    for piece in ("Game 1234", "3 players", "Battle 8", "2 face-down cards", "fixed", "Saved "):
        assert piece in text
    assert not preview_of(dialog).damaged


def test_a_damaged_save_is_listed_as_damaged(dialog, tmp_path):
    path = tmp_path / "broken.krig"
    path.write_text('{"format": "krig-desktop-save", "version": 3, "game"')
    dialog.currentChanged.emit(str(path))
    assert preview_of(dialog).damaged
    assert "Damaged" in preview_of(dialog).text()


def test_a_save_past_the_load_bound_is_not_read_whole(dialog, tmp_path, monkeypatch):
    path = tmp_path / "big.krig"
    write_save(path, Game.new(2, 9, Rules()))
    monkeypatch.setattr(save_format, "MAX_SAVE_BYTES", 64)  # the load's bound, made small
    dialog.currentChanged.emit(str(path))
    assert preview_of(dialog).damaged


def test_a_fifo_named_like_a_save_is_never_opened(dialog, tmp_path):
    path = tmp_path / "pipe.krig"
    os.mkfifo(path)
    dialog.currentChanged.emit(str(path))  # opening it would block here for good
    assert preview_of(dialog).text() == "" and not preview_of(dialog).damaged


def test_save_as_has_no_preview(open_window):
    window = open_window("--speed", "instant")
    made = window.save_flow.make_file_dialog(saving=True)
    try:
        assert made.findChild(SavePreview) is None
    finally:
        made.deleteLater()


def test_load_from_starts_at_the_games_own_file_described(open_window, monkeypatch, tmp_path):
    window = open_window("--speed", "instant", "--game", "4321")
    path = tmp_path / "mine.krig"
    monkeypatch.setattr(window.save_flow, "choose_file", lambda saving: path)
    assert window.save_flow.save_as()
    made = window.save_flow.make_file_dialog(saving=False)
    try:
        assert "Game 4321" in preview_of(made).text()
    finally:
        made.deleteLater()


def test_the_preview_names_an_early_end(dialog, tmp_path):
    game = Game.new(2, 99, Rules(end="battles:100"))
    game.play_battle()
    path = tmp_path / "early.krig"
    write_save(path, game)
    dialog.currentChanged.emit(str(path))
    lines = preview_of(dialog).text().split("\n")
    assert lines[4].replace("(s)", "s") == "Most cards after 100 battles"  # under the rules
    played_out = tmp_path / "out.krig"
    write_save(played_out, Game.new(2, 99))
    dialog.currentChanged.emit(str(played_out))
    assert "Most cards" not in preview_of(dialog).text()
    assert "When one player" not in preview_of(dialog).text()
