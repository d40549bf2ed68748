"""Issue 24 point 4: autoplay that looking back paused goes on when End returns to the
present; Esc (Pause) returns without it."""

from __future__ import annotations

import pytest

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def autoplay_then_look(qtbot, window):
    c = window.controller
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: c.story.shown >= 2, timeout=30_000)
    c.looking.look_at(1)
    qtbot.waitUntil(lambda: c.looking_back == 1, timeout=10_000)
    assert not c.autoplay
    return c


def test_end_resumes_the_autoplay_looking_back_stopped(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "fast")
    c = autoplay_then_look(qtbot, window)
    c.looking.back()  # End
    assert c.looking_back is None and c.autoplay
    c.set_autoplay(False)


def test_esc_returns_without_autoplay(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "fast")
    c = autoplay_then_look(qtbot, window)
    c.looking.back(resume=False)  # Esc is Pause
    assert c.looking_back is None and not c.autoplay


def test_end_does_not_start_autoplay_that_was_off(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c = window.controller
    for _ in range(3):
        c.request_step()
    c.looking.look_at(1)
    c.looking.back()
    assert c.looking_back is None and not c.autoplay
