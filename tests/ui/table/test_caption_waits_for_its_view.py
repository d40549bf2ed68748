"""The result line laid out while no view shows the table (a game resumed at start, laid
out at the scene's first size, or a hidden window) is placed when the view shows: a
search for a size never shown was work wasted before a resumed start's first frame.
Placed then, it is where a search at the shown size puts it."""

from __future__ import annotations

import pytest
from window_steps import play

from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def _searched_for(scene) -> bool:
    """The caption's words and the table's size had a search (each is kept)."""
    caption, layout = scene.caption, scene.table_layout
    return any(key[:4] == (layout.width, layout.height, len(layout.seats), caption.text())
               for key in caption._spots)


def _placed_as_searched(scene) -> bool:
    caption, layout = scene.caption, scene.table_layout
    return (caption.isVisible() and _searched_for(scene)
            and caption.pos() == caption._search(layout)[2])



def test_a_resumed_games_words_are_placed_when_the_window_shows(qtbot, open_window):
    first = open_window("--game", "12345", "--speed", "instant")
    play(qtbot, first, 3)
    first.close()  # kept: the next start resumes it
    window = build_window(parse_options(["--speed", "instant"]), staged=True)
    qtbot.addWidget(window)
    scene = window.scene
    assert window.controller.game.battles == 3 and scene.caption.text()
    assert scene.caption._spots == {}  # no search for the size before the window's
    window.show()
    qtbot.waitExposed(window)
    assert _placed_as_searched(scene)
    window.finish_start()


def test_words_of_a_hidden_window_are_placed_when_it_shows_again(qtbot, open_window):
    """Shown again at the same size: no resize places them; the showing does."""
    window = open_window("--game", "12345", "--speed", "instant")
    play(qtbot, window, 1)
    scene, words = window.scene, window.scene.caption.text()
    window.hide()
    play(qtbot, window, 1)
    assert scene.caption.text() != words and not _searched_for(scene)
    window.show()
    qtbot.waitExposed(window)
    assert _placed_as_searched(scene)
