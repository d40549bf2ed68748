"""Issue 27, point 2: New Game seats one or two people, with names and keys."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox

from krig_desktop.people import MAX_NAME_CHARS
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.window.new_game_dialog import NewGameDialog, ask_new_game
from tests.ui.window.test_seat_keys import seat_keys

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def ok_enabled(dialog: NewGameDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_the_dialog_seats_two_people_and_refuses_a_key_in_use(qtbot, open_window):
    window = open_window()
    keys = seat_keys(window)
    dialog = NewGameDialog(window, 2, window.controller.model.rules, keys, ("",))
    qtbot.addWidget(dialog)
    fields = dialog.people
    assert fields.count == 1 and not fields.key_edits[0].isVisibleTo(dialog)
    fields.humans.setCurrentIndex(1)
    assert fields.count == 2 and fields.key_edits[1].isVisibleTo(dialog)
    assert [key.toString() for key in fields.chosen_keys()] == ["Z", "M"]
    fields.name_edits[0].setText("Ada")
    fields.name_edits[1].setText("Bo")
    assert ok_enabled(dialog) and dialog.chosen_people() == ("Ada", "Bo")
    fields.key_edits[1].setKeySequence(QKeySequence("Space"))
    assert not ok_enabled(dialog) and "in use" in fields.problem.text()
    fields.key_edits[1].setKeySequence(QKeySequence("Z"))
    assert not ok_enabled(dialog)
    assert fields.problem.text() == "Z is the other player's key already."
    fields.key_edits[1].setKeySequence(QKeySequence("L"))
    assert ok_enabled(dialog)
    fields.name_edits[1].setText("ada")
    assert not ok_enabled(dialog)
    fields.name_edits[0].setMaxLength(100)  # (typed text is capped at MAX_NAME_CHARS anyway)
    fields.name_edits[1].setText("Bo")
    assert fields.name_edits[1].maxLength() == MAX_NAME_CHARS


def test_new_game_deals_with_the_people_chosen_and_remembers_them(qtbot, open_window,
                                                                   monkeypatch):
    window = open_window()
    settings = window.save_flow.settings
    keys = seat_keys(window)

    def chosen(dialog: NewGameDialog) -> int:
        dialog.players.setValue(3)
        dialog.people.humans.setCurrentIndex(1)
        dialog.people.name_edits[0].setText("Ada")
        dialog.people.name_edits[1].setText("Bo")
        dialog.people.key_edits[0].setKeySequence(QKeySequence("Q"))
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", chosen)
    assert ask_new_game(window, window.controller, keys, settings)
    c = window.controller
    assert c.human_names == ("Ada", "Bo") and c.game.players == 3
    assert window.scene.seat_label(0).text()[0] == "Ada"
    assert window.scene.seat_label(0).key() == "Q" and all(a.isEnabled() for a in keys.actions)
    again = Settings()
    assert again.humans == 2 and again.names == ("Ada", "Bo") and again.seat_keys == ("Q", "M")
