"""The help's section on the keyboard, screen readers and Reduce Motion names the keys
the window really binds."""

from __future__ import annotations

from PySide6.QtGui import QAction

from krig_desktop.app import create_main_window
from krig_desktop.ui.help import help_text


def test_the_by_ear_section_names_the_keys_the_window_binds(qtbot):
    section = next(s for s in help_text.help_sections() if s.anchor == "access")
    assert "<b>F6</b>" in section.html and "<b>C</b>" in section.html
    assert "Reduce Motion" in section.html
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    for name, key in (("actionFocusTable", help_text.TABLE_KEY),
                      ("actionSpeakCounts", help_text.COUNTS_KEY)):
        action = window.findChild(QAction, name)
        assert [s.toString() for s in action.shortcuts()] == [key]
