"""A disabled Mute item says in its own text that there is no sound.

Qt shows no status tip for a disabled menu item, so a greyed "Mute Sounds" gave no reason
at all; the item now reads "Sounds Unavailable", the reason stays in its tool tip.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolTip, QWidget

from krig_desktop.ui.desktop import sound as sound_module
from krig_desktop.ui.desktop.sound import INSTALL_HINT, Sound, SoundActions

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints()")


def test_without_the_extra_the_item_says_sounds_unavailable(qtbot, monkeypatch):
    window = QWidget()
    qtbot.addWidget(window)
    monkeypatch.setattr(sound_module, "multimedia", lambda: None)
    actions = SoundActions(window, Sound(window))
    assert not actions.mute.isEnabled()
    assert actions.mute.text() == "Sounds Unavailable"
    assert INSTALL_HINT in actions.mute.toolTip()


def test_with_sound_the_item_is_mute_sounds(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    sound = Sound(window, backend=None)
    sound._effects = {"flip": object()}  # available without loading a backend
    actions = SoundActions(window, sound)
    assert actions.mute.text() == "&Mute Sounds"


def test_the_view_menu_shows_why_when_the_item_is_pointed_at(qtbot, open_window,
                                                              monkeypatch):
    """ux-2 D17: the greyed item gave no reason a player could see; the View menu now
    shows its tool tips, so pointing at the item shows how to get sound."""
    monkeypatch.setattr(sound_module, "multimedia", lambda: None)
    window = open_window("--speed", "instant")
    assert not window.desktop.sound.available  # built now (else after the first paint)
    menu = window.findChild(QMenu, "menuView")
    assert menu.toolTipsVisible()
    mute = next(a for a in menu.actions() if a.objectName() == "actionMute")
    assert not mute.isEnabled() and INSTALL_HINT in mute.statusTip()
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    spot = menu.actionGeometry(mute).center()
    QApplication.sendEvent(menu, QHelpEvent(QEvent.Type.ToolTip, spot, menu.mapToGlobal(spot)))
    qtbot.waitUntil(lambda: INSTALL_HINT in QToolTip.text())
    menu.hide()
