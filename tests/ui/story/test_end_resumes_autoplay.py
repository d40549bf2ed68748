"""Issue 42 (ux-2 D12): looking back stops autoplay; End (Back to the Present) brings
back the present and autoplay as it was before looking back. Pause (Esc) returns
without it, and End after a look taken with autoplay off starts nothing."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def look_back_during_autoplay(qtbot, window) -> None:
    c = window.controller
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: c.story.shown >= 2, timeout=20_000)
    action(window, "actionLookBack").trigger()
    assert not c.autoplay and not action(window, "actionAutoplay").isChecked()
    qtbot.waitUntil(lambda: c.looking_back is not None, timeout=10_000)


def test_end_resumes_autoplay_that_looking_back_stopped(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "veryfast")
    c = window.controller
    look_back_during_autoplay(qtbot, window)
    action(window, "actionLookReturn").trigger()  # End
    assert c.looking_back is None and c.autoplay
    assert action(window, "actionAutoplay").isChecked()
    battles = c.game.battles
    qtbot.waitUntil(lambda: c.game.battles > battles, timeout=20_000)  # it plays on
    c.set_autoplay(False)


def test_pause_returns_without_autoplay_and_end_starts_nothing_new(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "veryfast")
    c = window.controller
    look_back_during_autoplay(qtbot, window)
    action(window, "actionEscape").trigger()  # back to the present, still paused
    assert c.looking_back is None and not c.autoplay
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    action(window, "actionLookBack").trigger()  # autoplay off: End leaves it off
    assert c.looking_back is not None
    action(window, "actionLookReturn").trigger()
    assert c.looking_back is None and not c.autoplay
