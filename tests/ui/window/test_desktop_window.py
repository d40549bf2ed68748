"""The window at home on the desktop: full screen, Esc, bars, toolbar, looks, sound and
spoken results, all through the real main window."""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

import pytest
from announcer_fakes import RecordingAnnouncer
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QImage
from PySide6.QtWidgets import QDialog, QToolBar, QToolButton, QWidget

from krig_desktop import i18n
from krig_desktop.app import create_main_window
from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards import deck_chooser
from krig_desktop.ui.desktop import sound as sound_module
from krig_desktop.ui.desktop.appearance import Mode, apply_appearance, is_dark
from krig_desktop.ui.desktop.sound import Sound, sound_for
from krig_desktop.ui.window import full_screen
from krig_desktop.ui.window.announcer import COUNTS_KEY
from krig_desktop.ui.window.later_parts import FirstPaint

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def full(window) -> bool:
    return bool(window.windowState() & Qt.WindowState.WindowFullScreen)


def leave_button(window) -> QToolButton:
    button = window.findChild(QToolButton, "leaveFullScreenButton")
    assert button is not None
    return button


def press(qtbot, window, key: Qt.Key) -> None:
    """A key as the player presses it: the window active, the table focused."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, key)


# ----------------------------------------------------------------- full screen
def test_full_screen_by_action_f11_esc_and_the_button(qtbot, open_window):
    window = open_window("--speed", "instant")
    fs = action(window, "actionFullScreen")
    assert not full(window) and not leave_button(window).isVisible()
    fs.trigger()
    assert full(window) and fs.isChecked() and leave_button(window).isVisible()
    qtbot.mouseClick(leave_button(window), Qt.MouseButton.LeftButton)
    assert not full(window) and not fs.isChecked() and not leave_button(window).isVisible()
    press(qtbot, window, Qt.Key.Key_F11)
    assert full(window) and fs.isChecked()
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not full(window) and not fs.isChecked()
    press(qtbot, window, Qt.Key.Key_F11)
    press(qtbot, window, Qt.Key.Key_F11)
    assert not full(window)


def test_esc_pauses_when_not_full_screen_and_only_leaves_when_full(qtbot, open_window):
    window = open_window("--speed", "slow")
    c = window.controller
    action(window, "actionFullScreen").trigger()
    c.set_autoplay(True)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not full(window) and c.autoplay  # the first Esc only leaves full screen
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not c.autoplay and not full(window)  # the next one pauses, as before


def test_full_screen_by_other_means_is_followed_and_the_button_keeps_its_corner(qtbot):
    """The window tells its full-screen part of each change of state and size (no
    filter on the window): made full screen by the desktop, not by the action, the
    action and the button follow, the button in the top right corner of the screen-wide
    window."""
    window = shown_window(qtbot)
    fs, button = action(window, "actionFullScreen"), leave_button(window)
    before = window.width()
    window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
    qtbot.waitUntil(lambda: full(window) and window.width() != before)
    assert fs.isChecked() and button.isVisible()
    assert window.width() - button.geometry().right() - 1 == full_screen.MARGIN
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowFullScreen)
    qtbot.waitUntil(lambda: not full(window))
    assert not fs.isChecked() and not button.isVisible()


@pytest.mark.parametrize("resumed", [False, True], ids=["first start", "resumed"])
def test_the_first_frame_filters_no_widgets_events_but_the_first_paint(
        qtbot, monkeypatch, open_window, resumed):
    """A filter on a widget sees its every event (the window's: ~200 before its first
    frame, a Python call each): the parts built before the first frame hear what they
    follow otherwise (the window tells them; a widget hands its helper the language
    switch), the first paint's own watch on the table aside (it goes at that paint).
    Resumed, the start's message waits for the window's showing the same way."""

    if resumed:
        first = open_window("--game", "9", "--speed", "instant")  # a battle in 1 step
        with qtbot.waitSignal(first.save_flow.keeper.kept, timeout=10_000):
            first.controller.request_step()
        first.close()  # kept: the start below resumes it

    filtered: list[tuple[QObject, QObject]] = []
    install = QObject.installEventFilter

    def recording(target: QObject, watcher: QObject) -> None:
        filtered.append((target, watcher))
        install(target, watcher)

    monkeypatch.setattr(QObject, "installEventFilter", recording)
    window = build_window(parse_options(["--speed", "instant"]), staged=True)
    qtbot.addWidget(window)
    monkeypatch.undo()
    assert (window.controller.game.battles > 0) == resumed
    assert filtered, "the recording sees the filters the window's objects install"
    on_widgets = [(type(t).__name__, type(w).__name__) for t, w in filtered
                  if isinstance(t, QWidget) and not isinstance(w, FirstPaint)]
    assert on_widgets == []
    window.finish_start()
    i18n.apply_language("nb")  # the words follow all the same
    try:
        assert action(window, "actionFullScreen").text() == "Fullsk&jerm"
        assert window.menus.file_menu.title() != "&File"
    finally:
        i18n.reset_language()
    assert action(window, "actionFullScreen").text() == "F&ull Screen"


def test_no_two_actions_share_a_shortcut(open_window):
    window = open_window("--speed", "instant")
    keys = Counter(sequence.toString() for a in window.findChildren(QAction)
                   for sequence in a.shortcuts() if not sequence.isEmpty())
    assert keys, "the window binds keys"
    assert {k for k, n in keys.items() if n > 1} == set()
    assert action(window, "actionPause").shortcuts()[0].toString() == "P"
    assert "F11" in keys and "Esc" in keys and COUNTS_KEY in keys


def shown_window(qtbot):
    """A window as the program opens it (no resize first: that would end full screen)."""
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_full_screen_and_the_bars_are_remembered(qtbot):
    window = shown_window(qtbot)
    action(window, "actionFullScreen").trigger()
    action(window, "actionShowToolbar").trigger()
    action(window, "actionShowStatusBar").trigger()
    assert not window.findChild(QToolBar, "mainToolbar").isVisible()
    assert not window.statusBar().isVisible()
    window.close()
    again = shown_window(qtbot)
    assert full(again) and action(again, "actionFullScreen").isChecked()
    assert leave_button(again).isVisible()
    assert not again.findChild(QToolBar, "mainToolbar").isVisible()
    assert not action(again, "actionShowToolbar").isChecked()
    assert not again.statusBar().isVisible()
    assert not action(again, "actionShowStatusBar").isChecked()
    action(again, "actionFullScreen").trigger()
    action(again, "actionShowToolbar").trigger()
    action(again, "actionShowStatusBar").trigger()
    again.close()
    third = shown_window(qtbot)
    assert not full(third) and third.statusBar().isVisible()
    assert third.findChild(QToolBar, "mainToolbar").isVisible()


# ----------------------------------------------------------------- toolbar
def test_the_toolbar_has_six_controls_and_shows_autoplay(qtbot, open_window):
    window = open_window("--speed", "slow")
    bar = window.findChild(QToolBar, "mainToolbar")
    assert bar is not None and bar.isVisible()
    names = [a.objectName() for a in bar.actions() if a.objectName()]
    assert names[:5] == ["actionPlay", "toolbarAutoplay", "actionPause", "actionFinish",
                         "actionNew"]
    buttons = bar.buttons()
    assert len(buttons) == 6 and buttons[-1].objectName() == "speedButton"
    assert all(not b.icon().isNull() and b.toolTip() for b in buttons)
    assert "Slow" in buttons[-1].text()
    autoplay, indicator = buttons[1], window.findChild(object, "autoplayIndicator")
    assert autoplay.isCheckable() and not autoplay.isChecked()
    assert not indicator.isVisible()
    window.controller.set_autoplay(True)
    assert autoplay.isChecked() and indicator.isVisible() and indicator.text()
    window.controller.set_autoplay(False)
    assert not autoplay.isChecked() and not indicator.isVisible()
    window.controller.set_speed(window.controller.speed.__class__("fast"))
    assert "Fast" in buttons[-1].text()


# ----------------------------------------------------------------- looks
def table_image(window) -> QImage:
    window.view.viewport().repaint()
    return window.view.viewport().grab().toImage()


def choose(monkeypatch, deck_key: str, felt_key: str) -> None:
    """The chooser answers OK with `deck_key` and `felt_key` picked."""

    def exec_(dialog) -> int:
        for row in range(dialog.decks.count()):
            if dialog.decks.item(row).data(deck_chooser.DECK_ROLE).key == deck_key:
                dialog.decks.setCurrentRow(row)
        dialog.felts.setCurrentIndex(dialog.felts.findData(felt_key))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(deck_chooser.DeckChooser, "exec", exec_)


def test_choosing_a_deck_and_felt_redraws_the_table(qtbot, open_window, deck_folder,
                                                     monkeypatch):
    window = open_window("--speed", "fast", "--game", "18")
    window.controller.request_step()  # game 18 opens with a tie: two cards face up
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=10_000)
    assert window.scene.visible_sprites()
    before = table_image(window)
    corner = QColor(before.pixel(3, 3))
    sprite = window.scene.visible_sprites()[0]
    centre = window.view.mapFromScene(sprite.sceneBoundingRect().center())
    card_before = QColor(before.pixel(centre))
    choose(monkeypatch, "kde:svg-good", "burgundy")
    action(window, "actionCardsAndTable").trigger()
    assert window.scene.art.deck.key == "kde:svg-good"
    after = table_image(window)
    assert QColor(after.pixel(centre)) != card_before  # the card drawn from the new deck
    assert QColor(after.pixel(3, 3)) != corner  # the burgundy felt
    assert QColor(after.pixel(3, 3)).red() > QColor(after.pixel(3, 3)).green()
    settings = Settings()
    assert (settings.deck, settings.felt) == ("kde:svg-good", "burgundy")


def test_the_remembered_deck_comes_after_the_first_frame(qtbot, deck_folder):
    settings = Settings()
    settings.deck, settings.felt = "aisleriot:plain_test", "blue"
    settings.sync()
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    assert window.scene.art.deck.is_own  # not parsed on the way to the first frame
    assert window.view.felt == "blue"
    window.show()
    qtbot.waitUntil(lambda: window.scene.art.deck.key == "aisleriot:plain_test")


@pytest.fixture
def system_afterwards(qapp):
    yield qapp
    apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def test_appearance_actions_switch_the_palette(qtbot, open_window, system_afterwards):
    window = open_window("--speed", "instant")
    view_menu = [a.objectName() for a in window.view_menu.actions()]
    assert "actionFullScreen" in view_menu and "actionMute" in view_menu
    action(window, "actionAppearanceDark").trigger()
    assert is_dark(QGuiApplication.palette())
    qtbot.waitUntil(lambda: is_dark(window.palette()))
    action(window, "actionAppearanceLight").trigger()
    assert not is_dark(QGuiApplication.palette())
    assert Settings().appearance == "light"


# ----------------------------------------------------------------- sound, speech
class RecordingSound(Sound):
    """Silent, but keeps every step it was asked to sound."""

    heard: ClassVar[list[list[object]]] = []

    def __init__(self, parent=None, *, muted=False, backend=None) -> None:
        super().__init__(parent, muted=muted, backend=None)
        RecordingSound.heard = []

    def play_for(self, events) -> None:
        RecordingSound.heard.append(list(events))


def test_each_animated_step_reaches_the_sound(qtbot, open_window, monkeypatch):
    monkeypatch.setattr(sound_module, "Sound", RecordingSound)
    window = open_window("--speed", "fast", "--game", "18")
    c = window.controller
    c.request_step()  # game 18 opens with a tie
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert RecordingSound.heard and sound_for(RecordingSound.heard[0]) is not None
    assert {sound_for(events).value for events in RecordingSound.heard} >= {"war"}
    c.set_speed(c.speed.__class__("instant"))
    heard = len(RecordingSound.heard)
    c.request_step()
    assert len(RecordingSound.heard) == heard  # no sound at instant speed


def test_announcements_reach_the_announcer_through_the_window(qtbot, open_window):
    window = open_window("--speed", "fast", "--game", "5")
    c = window.controller
    recorder = RecordingAnnouncer()
    window.desktop.announcements.announcer = recorder
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert c.model.battles >= 1
    assert len(recorder.said) == c.model.battles  # one result sentence a battle
    assert not any(a.assertive for a in recorder.said)
    press(qtbot, window, Qt.Key.Key_C)
    assert recorder.said[-1].assertive
    assert recorder.said[-1].text == window.desktop.announcements.counts_text(c.model)
