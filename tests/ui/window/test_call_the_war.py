"""Game → Call the War in a real main window (`create_main_window`): the option,
Shift+N, a click on a name plate, the call and its score on the felt, the option
remembered, the waiting war's line asking for the call."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAction

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.model.war_call import WarCall
from krig_desktop.ui.window.call_the_war import CallTheWar

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
# Kings tie at once; seat 0's ace of hearts takes the 6 cards of the war.
SEAT_0_TAKES = [["KS", "2C", "AH", "AD", "5S"], ["KH", "3C", "4D", "6S", "2D"]]


class EnglishPlurals(QTranslator):
    """English plural forms for this module's words, as krig_en.ts will give them once
    the lead adds them: "%n card(s)" counts only when the count reaches the translator
    (tr(s, "", n)); without one the text keeps its "(s)"."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "CallTheWar" or n < 0 or "(s)" not in source:
            return None
        return source.replace("(s)", "" if n == 1 else "s")

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def english(qapp):
    i18n.apply_language("en")
    plurals = EnglishPlurals()
    QCoreApplication.installTranslator(plurals)
    yield
    QCoreApplication.removeTranslator(plurals)
    i18n.reset_language()


def calling(window, on: bool = True) -> CallTheWar:
    ctw = window.call_the_war
    ctw.action.setChecked(on)
    return ctw


def war_waits(window, hands=SEAT_0_TAKES) -> None:
    c = window.controller
    c.replace_game(Game.from_hands(hands))
    c.request_step()  # instant: the flip, which ties
    assert c.model.tied == (0, 1) and not c.busy


def test_the_action_is_a_checkable_option_off_by_default(open_window, english):
    window = open_window("--speed", "instant")
    ctw = calling(window, on=False)
    action = window.findChild(QAction, "actionCallTheWar")
    assert action is ctw.action and action.isCheckable() and not action.isChecked()
    assert action.text() == "&Call the War" and "Shift+1" in action.statusTip()
    assert action in window.actions()  # its keys work window-wide
    war_waits(window)
    assert not ctw.call_seat(0)  # off: no call


def test_shift_and_a_number_calls_the_seat_in_that_place(qtbot, open_window, english):
    window = open_window("--speed", "instant")
    ctw = calling(window)
    war_waits(window)
    window.activateWindow()  # window-wide shortcuts need the active window
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(ctw.calls.callMade) as made:
        qtbot.keyClick(window.view, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    assert made.args == [1]
    assert "You call CPU 1" in ctw.note.texts()
    qtbot.keyClick(window.view, Qt.Key.Key_3, Qt.KeyboardModifier.ShiftModifier)  # no seat 3
    assert ctw.calls.pending is not None and ctw.calls.pending.called == 1


def test_a_click_on_a_name_plate_calls_that_seat(qtbot, open_window, english):
    window = open_window("--speed", "instant")
    ctw = calling(window)
    war_waits(window)
    view = window.view
    plate = window.scene.seat_label(1).sceneBoundingRect().center()
    with qtbot.waitSignal(ctw.calls.callMade) as made:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(plate))
    assert made.args == [1]
    assert window.controller.model.tied  # a click on a plate plays nothing
    deck = window.scene.deck_item(0).sceneBoundingRect().center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(deck))
    assert window.controller.model.battles == 1  # the deck still plays


def test_the_score_is_said_on_the_felt_right_and_wrong(qtbot, open_window, english):
    window = open_window("--speed", "instant")
    ctw = calling(window)
    war_waits(window)
    assert ctw.call_seat(0)
    assert "You call yourself" in ctw.note.texts()
    with qtbot.waitSignal(ctw.calls.callScored):
        window.game_actions.play.trigger()
    assert "Called it: you take 6 cards" in ctw.note.texts()
    assert "You call yourself" not in ctw.note.texts()  # the score takes its place
    war_waits(window)
    assert ctw.call_seat(1)
    with qtbot.waitSignal(ctw.calls.callScored):
        window.game_actions.play.trigger()
    assert "Not this time: you take 6 cards" in ctw.note.texts()
    war_waits(window)
    assert ctw.call_seat(1) and "You call CPU 1" in ctw.note.texts()
    window.controller.restart()  # another game: the call not scored goes, and its note
    assert ctw.calls.pending is None and "You call CPU 1" not in ctw.note.texts()


def test_no_call_while_looking_back(qtbot, open_window, english):
    window = open_window("--speed", "instant")
    ctw = calling(window)
    c = window.controller
    game = Game.new(2, 14)  # its second battle opens with a war
    c.replace_game(game)
    while not c.model.tied:
        c.request_step()
    assert c.model.battles == 1
    c.looking.look_at(1)
    assert c.looking_back == 1 and not ctw.call_seat(0)
    c.looking.back()
    assert ctw.call_seat(0)


def test_the_option_is_remembered(open_window, english):
    window = open_window("--speed", "instant")
    assert not window.call_the_war.action.isChecked()  # off by default
    window.call_the_war.action.setChecked(True)
    window.close()
    again = open_window("--speed", "instant")
    assert again.call_the_war.action.isChecked()
    again.call_the_war.action.setChecked(False)
    again.close()
    assert not open_window("--speed", "instant").call_the_war.action.isChecked()


def test_the_texts_count_cards_in_the_language(open_window, english):
    window = open_window("--speed", "instant", "--players", "3")
    ctw = calling(window)
    assert ctw.score_text(WarCall(1, 2, 2, None), 14) == "Called it: CPU 2 takes 14 cards"
    assert ctw.score_text(WarCall(1, 2, 1, None), 1) == "Not this time: CPU 1 takes 1 card"
    assert ctw.score_text(WarCall(1, 0, None, None), 4) == (
        "Not this time: the war ended the game in a draw, and nobody takes the 4 cards")


def test_the_waiting_war_asks_for_a_call_while_one_can_be_made(open_window, english):
    """Through TableScene.set_war_hint: the line of the war says how to call it."""
    window = open_window("--speed", "instant")
    hints: list[str] = []
    real = window.scene.set_war_hint
    window.scene.set_war_hint = lambda text: (hints.append(text), real(text))
    ctw = calling(window)
    asking = "Who takes it? Shift+1 … Shift+2"
    war_waits(window)
    assert hints[-1] == asking
    assert asking in window.scene.result_line()  # said on the felt, after the war line
    assert ctw.call_seat(1)
    assert hints[-1] == ""  # called: nothing more to ask
    window.game_actions.play.trigger()
    war_waits(window)
    assert hints[-1] == asking
    ctw.action.setChecked(False)
    assert hints[-1] == ""
