"""The odds meter's click and the battle log's link open the help at the section on
reading the story and the odds. They only ask (a signal): the window, the room above
both, opens the help, so neither the odds nor the story imports the help."""

from __future__ import annotations

from PySide6.QtCore import Qt

from krig_desktop.ui.help import help_window as help_module


def test_the_meter_and_the_log_open_the_story_help(qtbot, open_window, monkeypatch):
    opened: list[str | None] = []
    monkeypatch.setattr(help_module, "show_help",
                        lambda parent, anchor=None: opened.append(anchor))
    window = open_window()
    meter = window.odds.meter
    qtbot.waitUntil(meter.isVisible, timeout=5000)
    qtbot.mouseClick(meter, Qt.MouseButton.LeftButton)
    window.story_dock.help_link.linkActivated.emit("help:story")
    from krig_desktop.ui.help.help_story import STORY_ANCHOR

    assert opened == [STORY_ANCHOR, STORY_ANCHOR]
