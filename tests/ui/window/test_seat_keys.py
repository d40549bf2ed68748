"""Issue 27, point 2, in a real window: the people's keys are window-wide shortcuts
(Z and M by default), a key in use is refused with a reason, a click on a seat's own
deck counts as its key, and every "you" becomes the person's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from krig_desktop.engine import Rules
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.window.new_game_dialog import NewGameDialog
from krig_desktop.ui.window.seat_keys import SeatKeys

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def seat_keys(window) -> SeatKeys:
    """What main_window.py will make (the lead wires it): made here by hand."""
    keys = getattr(window, "seat_keys", None)
    if keys is None:
        keys = SeatKeys(window, window.controller, window.scene, window.save_flow.settings)
        window.seat_keys = keys
    return keys


def click_deck(qtbot, window, seat: int) -> None:
    view = window.view
    item = window.scene.deck_item(seat)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def test_the_keys_z_and_m_turn_only_when_both_are_pressed(qtbot, open_window):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--players", "3",
                         "--speed", "fast", "--game", "7")
    keys = seat_keys(window)
    c = window.controller
    assert c.human_names == ("Ada", "Bo")
    assert [key.toString() for key in keys.keys] == ["Z", "M"]
    assert all(action.isEnabled() and not action.autoRepeat() for action in keys.actions)
    plates = [window.scene.seat_label(seat) for seat in range(3)]
    assert [plate.key() for plate in plates] == ["Z", "M", ""]
    window.windowHandle().requestActivate()  # shortcuts go to the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    qtbot.keyClick(window.view, Qt.Key.Key_Z)  # window-wide: the table has the focus
    assert c.game.battles == 0 and not c.busy and plates[0].ready and not plates[1].ready
    assert "Waiting for Bo" in window.scene.hint.text()
    with qtbot.waitSignal(c.stepFinished, timeout=10_000):
        qtbot.keyClick(window.view, Qt.Key.Key_M)
    assert c.game.battles == 1 and not plates[0].ready


def test_a_click_on_a_seats_own_deck_counts_as_its_key(qtbot, open_window):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--speed", "fast",
                         "--game", "7")
    c = window.controller
    click_deck(qtbot, window, 1)
    assert window.scene.seat_label(1).ready and c.game.battles == 0
    with qtbot.waitSignal(c.stepFinished, timeout=10_000):
        click_deck(qtbot, window, 0)


def test_a_seat_key_never_takes_a_key_in_use(qtbot, open_window):
    window = open_window("--humans", "2")
    keys = seat_keys(window)
    for taken in ("Space", "Return", "P", "Esc", "A", "Shift+1", "Shift+4", "Ctrl+N"):
        problem = keys.problem(0, QKeySequence(taken))
        assert problem is not None and "in use" in problem, taken
    assert keys.problem(0, QKeySequence("M")) == "M is the other player's key already."
    assert keys.problem(0, QKeySequence("Q")) is None
    assert keys.set_keys([QKeySequence("A"), QKeySequence("M")]) is not None
    assert keys.keys[0].toString() == "Z"  # refused: nothing changed
    assert keys.set_keys([QKeySequence("Q"), QKeySequence("L")]) is None
    assert window.scene.seat_label(0).key() == "Q"
    assert Settings().seat_keys == ("Q", "L")


def test_one_person_plays_as_before_and_the_keys_do_nothing(qtbot, open_window):
    window = open_window("--speed", "fast", "--game", "7")
    keys = seat_keys(window)
    assert not any(action.isEnabled() for action in keys.actions)
    assert window.scene.seat_label(0).key() == ""
    assert window.scene.seat_label(0).text()[0] == "You"


def test_every_you_says_the_persons_name(qtbot, open_window):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--players", "3",
                         "--speed", "instant", "--game", "7")
    c = window.controller
    texts = window.scene.texts
    assert [texts.seat_name(seat) for seat in range(3)] == ["Ada", "Bo", "CPU 2"]
    assert window.scene.seat_label(0).text()[0] == "Ada"
    assert "Ada" in window.status_label.text() or "Ada" in window.statusBar().currentMessage() \
        or any("Ada" in label.text() for label in window.statusBar().findChildren(type(
            window.status_label)))
    while not c.game.over and c.game.battles < 40:
        c.request_step()
    line = window.scene.result_line()
    assert line and "you" not in line.lower().split()
    assert "You" not in texts.description(c.model, line)


def test_two_unnamed_people_are_player_1_and_player_2(qtbot, open_window):
    window = open_window("--humans", "2")
    texts = window.scene.texts
    assert (texts.seat_name(0), texts.seat_name(1)) == ("Player 1", "Player 2")



def test_a_person_is_player_n_in_every_string_that_numbers_them(qtbot, open_window):
    """T4-E6: the table's "Player 2" is "player 2" in New Game's labels and the key's
    action too, never "person 2"."""
    window = open_window("--humans", "2")
    assert [a.text() for a in window.seat_keys.actions] == ["Turn for Player 1",
                                                           "Turn for Player 2"]
    dialog = NewGameDialog(None, 2, Rules(), people=("", ""), seat_keys=window.seat_keys)
    qtbot.addWidget(dialog)
    fields = dialog.people
    assert [label.text() for label in fields.name_labels] == ["Name of player &1:",
                                                              "Name of player &2:"]
    assert [label.text() for label in fields.key_labels] == ["Key of player 1:",
                                                             "Key of player 2:"]
    assert [edit.placeholderText() for edit in fields.name_edits] == ["Player 1", "Player 2"]
    assert fields.humans.itemText(0) == "One (you against the CPU players)"


def test_a_click_on_a_name_plate_is_no_play_click(qtbot, open_window):
    window = open_window("--humans", "2", "--speed", "fast", "--game", "7")
    scene, view = window.scene, window.view
    plates: list[int] = []
    decks: list[int] = []
    scene.plateClicked.connect(plates.append)
    scene.deckClicked.connect(decks.append)
    label = scene.seat_label(1)
    point = view.mapFromScene(label.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert plates == [1] and decks == []
    assert not window.controller.model.pressed and window.controller.game.battles == 0
