"""Issue 44, items 3 and 4, in New Game: the third rule option, "Game ends:", beside
the face-down count and the gathering (captioned, remembered like the others), and the
line under the rules that says what the measured figures say of the rules chosen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from krig_desktop.engine import END_CHOICES, Rules
from krig_desktop.model.fair_share import first_seat_share
from krig_desktop.options import Options
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.window import new_game_dialog
from krig_desktop.ui.window.new_game_dialog import NewGameDialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def dialog_for(qtbot, rules: Rules, players: int = 2) -> NewGameDialog:
    dialog = NewGameDialog(None, players, rules)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(dialog: NewGameDialog, end: str) -> None:
    dialog.end.setCurrentIndex(dialog.end.findData(end))


def test_the_end_is_a_captioned_choice_of_the_dialogs_ends(qtbot):
    dialog = dialog_for(qtbot, Rules())
    assert [dialog.end.itemData(i) for i in range(dialog.end.count())] == list(END_CHOICES)
    assert dialog.end.currentData() == "out"  # the default: played to the end
    assert dialog.end.currentText() == "When one player has all the cards"
    captions = [label for label in dialog.findChildren(QLabel) if label.buddy() is dialog.end]
    assert [label.text() for label in captions] == ["Game &ends:"]
    choose(dialog, "battles:100")
    assert dialog.values()[2] == Rules(end="battles:100")
    choose(dialog, "wars:5")
    assert dialog.values()[2].end_wars == 5


def test_the_dialog_starts_from_the_games_end_even_a_rarer_one(qtbot):
    assert dialog_for(qtbot, Rules(end="wars:3")).end.currentData() == "wars:3"
    rare = dialog_for(qtbot, Rules(end="battles:37"))  # --end battles:37
    assert rare.end.currentData() == "battles:37"
    assert rare.values()[2].end_battles == 37


def test_fixed_order_with_two_down_played_to_the_end_is_warned_of(qtbot):
    dialog = dialog_for(qtbot, Rules(face_down=2, gathering="fixed"))
    warning = dialog.warning
    assert warning.isVisible()
    assert "almost never ends" in warning.text()
    assert "early end" in warning.text()  # and what to do about it
    choose(dialog, "battles:100")  # an early end: it ends at battle 100 anyway
    assert "almost never ends" not in warning.text()
    choose(dialog, "out")
    dialog.face_down.setValue(1)
    assert "almost never ends" not in warning.text()
    dialog.face_down.setValue(2)
    dialog.gathering.setCurrentIndex(dialog.gathering.findData("shuffled"))
    assert not warning.isVisible() and warning.text() == ""


def test_fixed_order_says_the_first_seats_measured_share(qtbot, monkeypatch):
    monkeypatch.setattr(new_game_dialog, "first_seat_share", lambda players, rules: 0.568)
    dialog = dialog_for(qtbot, Rules(gathering="fixed"))
    assert dialog.warning.isVisible()
    assert "first seat" in dialog.warning.text()
    assert "57%" in dialog.warning.text() and "50%" in dialog.warning.text()
    assert "favours" in dialog.warning.text() and "games someone wins" in dialog.warning.text()
    monkeypatch.setattr(new_game_dialog, "first_seat_share", lambda players, rules: 0.21)
    dialog.players.setValue(4)  # a share under 1/N: against the first seat
    assert "is against the first seat" in dialog.warning.text()
    assert "21%" in dialog.warning.text() and "25%" in dialog.warning.text()
    monkeypatch.setattr(new_game_dialog, "first_seat_share", lambda players, rules: None)
    dialog.players.setValue(3)  # nothing measured apart from 1/N: nothing said
    assert not dialog.warning.isVisible()


def test_the_share_comes_from_the_measured_table(qtbot):
    """No figure in the dialog's code: what the table says (or nothing) is shown."""
    rules = Rules(gathering="fixed")
    share = first_seat_share(2, rules)
    text = dialog_for(qtbot, rules).warning.text()
    if share is None:
        assert "first seat" not in text
    else:
        assert f"{round(share * 100)}%" in text


def test_the_end_chosen_is_remembered_and_dealt(qtbot, open_window, monkeypatch):
    window = open_window("--speed", "instant")
    chosen = Rules(end="battles:50")
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "values",
                        lambda self: (2, 77, chosen))
    window.new_game()
    assert window.controller.game.rules == chosen
    assert Settings().end == "battles:50"


def test_settings_keep_only_an_end_the_rules_take():
    settings = Settings()
    settings.remember(end="wars:3")
    assert Settings().end == "wars:3"
    settings.remember(end="battles:0")  # not an end: not kept
    assert Settings().end is None
    settings.remember(end="battles:10000")  # --end takes the whole range
    assert Settings().end == "battles:10000"


def test_the_command_lines_end_wins_over_the_remembered_one():
    Settings().remember(end="wars:3")
    assert Settings().apply_to(Options()).end == "wars:3"
    assert Settings().apply_to(Options(end="battles:50")).end == "battles:50"
    Settings().remember_chosen(Options(end="battles:200"))
    assert Settings().end == "battles:200"
