"""The table in the accessibility tree and by ear (issue 43): each deck a button named
with its count, over its deck, pressed as a click on it; the table's description
beginning with the last battle's sentence; F6 to the table; a focus ring; Reduce Motion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPropertyAnimation, Qt
from PySide6.QtGui import QAccessible, QAction, QImage
from PySide6.QtWidgets import QApplication

from krig_desktop.engine import Game
from krig_desktop.speed import Speed
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.help.shortcut_list import shortcut_groups

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
MOVING = {b"pos", b"scale", b"xScale"}


def names(window) -> list[str]:
    return [b.accessibleName() for b in window.view.deck_buttons.buttons]


def test_each_deck_is_a_button_named_with_its_count(qtbot, open_window):
    window = open_window("--game", "18", "--players", "3", "--speed", "instant")
    buttons = window.view.deck_buttons.buttons
    assert names(window) == ["Your deck, 17 cards", "CPU 1's deck, 17 cards",
                             "CPU 2's deck, 17 cards"]
    for button in buttons:
        face = QAccessible.queryAccessibleInterface(button)
        assert face.role() == QAccessible.Role.Button
        assert button.parentWidget() is window.view.viewport()  # in the card table
        assert button.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert window.view.accessibleName() == "Card table"
    window.controller.replace_game(Game.from_hands([["AS", "2C", "3C"], ["KH", "4D"],
                                                    ["QH", "5D"]]))
    assert names(window)[1] == "CPU 1's deck, 2 cards"
    window.game_actions.play.trigger()
    counts = window.controller.model.counts
    assert names(window) == [f"Your deck, {counts[0]} cards", "CPU 1's deck, 1 card",
                             "CPU 2's deck, 1 card"]
    window.game_actions.play.trigger()
    assert window.controller.model.out  # someone ran out: their deck says so
    assert any(name.endswith(", Out") for name in names(window))


def test_the_decks_are_named_in_the_language_of_the_moment(open_window):
    window = open_window("--game", "18", "--players", "3", "--lang", "uk",
                         "--speed", "instant")
    said = names(window)
    assert all("17 карт" in name for name in said)  # the plates' own plural forms
    assert "Комп’ютер 1" in said[1] and "Комп’ютер 2" in said[2]


def test_two_people_each_have_their_own_deck_by_name(open_window):
    window = open_window("--game", "18", "--humans", "2", "--names", "Ada,Bo",
                         "--speed", "instant")
    assert names(window) == ["Ada's deck, 26 cards", "Bo's deck, 26 cards"]


def test_the_buttons_lie_on_the_decks_at_every_size(qtbot, open_window):
    window = open_window("--game", "18", "--players", "4", "--speed", "instant")
    view, scene = window.view, window.scene

    def on_decks() -> bool:
        return all(view.mapFromScene(seat.deck.sceneBoundingRect()).boundingRect()
                   == button.geometry()
                   for seat, button in zip(scene.seats, view.deck_buttons.buttons,
                                           strict=True))

    assert len(view.deck_buttons.buttons) == 4 and on_decks()
    before = view.deck_buttons.buttons[0].geometry()
    window.resize(1400, 950)
    qtbot.waitUntil(lambda: view.deck_buttons.buttons[0].geometry() != before)
    assert on_decks()
    window.controller.replace_game(Game.new(2, 5))  # two seats: two buttons
    assert len(view.deck_buttons.buttons) == 2 and on_decks()


def test_a_deck_pressed_by_key_or_by_its_action_plays_as_a_click(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    c, button = window.controller, window.view.deck_buttons.buttons[0]
    c.replace_game(Game.from_hands([["AS", "KS", "QS"], ["2H", "3H", "4H"]]))  # no war
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    with qtbot.waitSignal(window.scene.deckClicked, check_params_cb=lambda s: s == 0):
        qtbot.keyClick(button, Qt.Key.Key_Space)
    assert c.game.battles == 1
    actions = QAccessible.queryAccessibleInterface(button).actionInterface()
    assert "Press" in actions.actionNames()
    actions.doAction("Press")  # what a screen reader's "Press" does
    qtbot.waitUntil(lambda: c.game.battles == 2)


def test_with_two_people_a_deck_turns_for_its_own_person_only(qtbot, open_window):
    window = open_window("--game", "18", "--humans", "2", "--names", "Ada,Bo",
                         "--speed", "instant")
    c, button = window.controller, window.view.deck_buttons.buttons[1]
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    with qtbot.waitSignal(c.pressed, check_params_cb=lambda seat: seat == 1):
        qtbot.keyClick(button, Qt.Key.Key_Space)  # not the window's Play: everyone
    assert c.game.battles == 0 and 1 in c.model.pressed


def test_the_description_begins_with_the_last_battle_sentence(open_window):
    window = open_window("--game", "18", "--speed", "instant")
    view, scene = window.view, window.scene
    window.controller.replace_game(Game.from_hands([["AS", "KS"], ["2H", "3H"]]))
    window.game_actions.play.trigger()
    line = scene.result_line()
    assert line and view.accessibleDescription().startswith(line + " Battle 2.")
    counts = window.controller.model.counts
    assert f"You: {counts[0]} cards." in view.accessibleDescription()
    # A focused deck tells the same: a reader hears the battle where the focus is.
    assert view.deck_buttons.buttons[0].accessibleDescription() == view.accessibleDescription()


def test_a_replay_and_the_game_over_are_in_the_description(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    c, view = window.controller, window.view
    c.replace_game(Game.from_hands([["2S"], ["5H", "6H"], ["7C", "8C"]]))
    c.finish_game()
    assert view.accessibleDescription().startswith("Game over. CPU 2 wins the game")
    window.watch_replay()
    assert c.replaying
    assert "Replay — Esc to return to your game" in view.accessibleDescription()


def test_f6_takes_the_focus_to_the_table_and_the_help_lists_it(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    action = window.findChild(QAction, "actionFocusTable")
    assert [s.toString() for s in action.shortcuts()] == ["F6"]
    window.statusBar().setFocus()
    action.trigger()
    qtbot.waitUntil(window.view.hasFocus)
    rows = [row for group in shortcut_groups(window, "Other") for row in group.rows]
    assert any(row.keys == ("F6",) and "Card Table" in row.text for row in rows)


def test_the_table_with_focus_shows_a_ring(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    view = window.view
    corner = QPoint(3, view.viewport().height() // 2)  # on the ring, clear of any card

    def colour_at() -> int:
        image: QImage = view.viewport().grab().toImage()
        return image.pixel(corner)

    window.statusBar().setFocus()
    QApplication.processEvents()
    plain = colour_at()
    window.findChild(QAction, "actionFocusTable").trigger()
    qtbot.waitUntil(view.hasFocus)
    qtbot.waitUntil(lambda: colour_at() != plain)


def _moving_animations(window) -> set[bytes]:
    return {bytes(a.propertyName().data()) for a in
            window.scene.findChildren(QPropertyAnimation)} & MOVING


@pytest.mark.parametrize("reduce", [False, True])
def test_reduce_motion_lays_cards_without_flying(qtbot, open_window, reduce):
    window = open_window("--game", "18", "--speed", "normal")
    c = window.controller
    action = window.findChild(QAction, "actionReduceMotion")
    assert action.isCheckable() and not action.isChecked()  # off unless chosen
    action.setChecked(reduce)
    c.replace_game(Game.from_hands([["9S", "2C", "AS", "4C"], ["9H", "2D", "KD", "5D"]]))
    steps = 0
    while c.game.battles < 1:  # the flip (a tie: War!), the war cards, the pile swept
        c.request_step()
        assert c.busy
        moving = _moving_animations(window)
        assert (moving == set()) if reduce else bool(moving & {b"pos", b"xScale"})
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
        steps += 1
    assert steps >= 2 and c.game.battles == 1  # the same steps, played to their end


def test_reduce_motion_is_remembered(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    window.findChild(QAction, "actionReduceMotion").setChecked(True)
    assert window.scene.reduce_motion
    path = window.save_flow.settings.path
    window.close()
    assert Settings(path).reduce_motion is True
    again = open_window("--game", "18", "--speed", "instant")
    assert again.findChild(QAction, "actionReduceMotion").isChecked()
    assert again.scene.reduce_motion


def test_reduce_motion_unset_is_none_and_a_bad_value_is_off(tmp_path):
    settings = Settings(tmp_path / "settings.ini")
    assert settings.reduce_motion is None
    settings.set_value("ui/reduce_motion", "maybe")
    assert settings.reduce_motion is False
    settings.reduce_motion = True
    assert settings.reduce_motion is True


def test_the_pace_is_kept_with_reduce_motion(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "fast")
    window.findChild(QAction, "actionReduceMotion").setChecked(True)
    c = window.controller
    c.set_speed(Speed.FAST)
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert c.game.battles >= 1
    assert all(s.opacity() == 1.0 for s in window.scene.visible_sprites())


class Heard:
    """What the window's spoken results say (the real announcer's place taken)."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def announce(self, text: str, assertive: bool = False) -> None:
        self.said.append(text)


def test_a_war_waiting_a_replay_and_a_call_are_heard(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    c, heard = window.controller, Heard()
    window.desktop.announcements.announcer = heard
    c.replace_game(Game.from_hands([["9S", "2C", "AS", "4C"], ["9H", "2D", "KD", "5D"]]))
    c.request_step()  # a tie: the war waits for a click
    assert heard.said == [window.scene.result_line()]
    assert heard.said[0].startswith("War! Click your deck")
    c.request_step()
    qtbot.waitUntil(lambda: c.game.battles == 1)
    assert heard.said.count(heard.said[0]) == 1  # said once
    window.watch_replay()
    assert "Replay — Esc to return to your game" in heard.said
    window.watch_replay()  # (stops it)
    assert heard.said[-1] == "The replay ended — this is your game"
    window.call_the_war.note.say("You call CPU 1")
    assert heard.said[-1] == "You call CPU 1"


def test_the_medals_on_the_panel_are_in_the_description(open_window):
    window = open_window("--game", "18", "--speed", "instant")
    c, view = window.controller, window.view
    c.replace_game(Game.from_hands([["AS", "AH"], ["2S"]]))
    c.finish_game()
    assert view.panel.isVisible()
    assert view.show_medals(["first_win"])
    assert view.accessibleDescription().endswith(" Achievement: First Win.")
    assert view.accessibleDescription().startswith("Game over. You win")
    c.replace_game(Game.new(2, 3))  # a new game: the medals were the last one's
    assert "Achievement" not in view.accessibleDescription()
