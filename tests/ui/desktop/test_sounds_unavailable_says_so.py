"""A disabled Mute item says in its own text that there is no sound.

Qt shows no status tip for a disabled menu item, so a greyed "Mute Sounds" gave no reason
at all; the item now reads "Sounds Unavailable", the reason stays in its tool tip.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from krig_desktop.ui.desktop import sound as sound_module
from krig_desktop.ui.desktop.sound import INSTALL_HINT, Sound, SoundActions


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
