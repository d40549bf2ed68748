"""The result line laid out while no view shows the table (a game resumed at start, laid
out at the scene's first size, or a hidden window) is placed when the view shows: a
layout for a size never shown was work wasted before a resumed start's first frame.
Placed then, it is where the felt's layout at the shown size puts it."""

from __future__ import annotations

import pytest
from window_steps import play

from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def _placed(scene) -> bool:
    """The caption is where the felt's layout, arranged for its words and the table's
    size, put it."""
    plan, caption, layout = scene.layers.plan, scene.caption, scene.table_layout
    if plan is None or not caption.isVisible():
        return False
    rect = plan.rect(caption.layer_name())
    return (rect is not None and layout.rect.contains(rect)
            and caption.pos() == rect.center())


def test_a_resumed_games_words_are_placed_when_the_window_shows(qtbot, open_window):
    first = open_window("--game", "12345", "--speed", "instant")
    play(qtbot, first, 3)
    first.close()  # kept: the next start resumes it
    window = build_window(parse_options(["--speed", "instant"]), staged=True)
    qtbot.addWidget(window)
    scene = window.scene
    assert window.controller.game.battles == 3 and scene.caption.text()
    assert scene.layers.plan is None  # no arranging for the size before the window's
    window.show()
    qtbot.waitExposed(window)
    assert _placed(scene)
    window.finish_start()


def test_words_of_a_hidden_window_are_placed_when_it_shows_again(qtbot, open_window):
    """Shown again at the same size: no resize places them; the showing does."""
    window = open_window("--game", "12345", "--speed", "instant")
    play(qtbot, window, 1)
    scene, words = window.scene, window.scene.caption.text()
    window.hide()
    plan = scene.layers.plan
    play(qtbot, window, 1)
    assert scene.caption.text() != words and scene.layers.plan is plan
    window.show()
    qtbot.waitExposed(window)
    assert scene.layers.plan is not plan and _placed(scene)
