"""Issue 24 points 3 and 4, the window's side (put it at
tests/ui/window/test_window_ribbon_and_counts.py with main_window.patch): looking back
and a replay put their ribbon on the felt, and it goes when the table is back at your
game; at 800×600 with four players every count stays in the status bar."""

from __future__ import annotations

import re

import pytest
from window_steps import play

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)



def test_looking_back_puts_its_ribbon_on_the_felt(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    play(qtbot, window, 6)
    ribbon, look = window.scene.ribbon, window.controller.looking
    with qtbot.waitSignal(look.changed, timeout=5000):
        look.look_at(3)
    assert ribbon.isVisible()
    assert ribbon.text() == f"Battle 3 of {window.controller.story.shown} — End to return"
    with qtbot.waitSignal(look.changed, timeout=5000):
        look.back()
    assert not ribbon.isVisible()


def test_a_replay_puts_its_ribbon_on_the_felt(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    play(qtbot, window, 4)
    c = window.controller
    window.watch_replay()
    qtbot.waitUntil(lambda: c.replaying, timeout=5000)
    assert window.scene.ribbon.text() == "Replay — Esc to return to your game"
    c.stop_replay()
    qtbot.waitUntil(lambda: not c.replaying, timeout=5000)
    # Back in the game, the felt says the replay ended until the next step is played.
    assert window.scene.ribbon.text() == "The replay ended — this is your game"
    c.request_step()
    qtbot.waitUntil(lambda: not window.scene.ribbon.isVisible(), timeout=5000)


@pytest.fixture
def english_afterwards(qapp):
    from krig_desktop import i18n

    yield
    i18n.reset_language()  # no translator may leak into the next test (it did: Ukrainian)


def test_the_window_keeps_every_count_at_800x600(qtbot, open_window, english_afterwards):
    window = open_window("--game", "12345", "--players", "4", "--lang", "uk",
                         size=(800, 600))
    label = window.status_label
    qtbot.waitUntil(lambda: label.width() > 0, timeout=5000)
    shown = label.shown()
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert len(re.findall(r"\d+ карт", shown)) == 4, shown
