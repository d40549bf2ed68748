"""The wars called travel with their game (issue 27, point 3): a save and its load, the
resume file and a new window resuming it, Undo's put-away game brought back, each come
back with the game's calls, so the history (which reads `WarCalls.calls`) counts them
all, not only those made since the game came to the table. A replay keeps them.

Before, the calls lived only in memory: every load or resume started them empty.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from krig_desktop.engine import Game
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage import paths
from krig_desktop.storage.save_format import read_save
from krig_desktop.ui.window.call_the_war import CallTheWar

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
# Kings tie at once; seat 0's ace of hearts takes the 6 cards of the war.
SEAT_0_TAKES = [["KS", "2C", "AH", "AD", "5S"], ["KH", "3C", "4D", "6S", "2D"]]
CALLED = WarCall(1, 0, 0, 0)


def calling(window) -> CallTheWar:
    """The window's Call the War, on."""
    ctw = window.call_the_war
    ctw.action.setChecked(True)
    return ctw


def called_game(open_window):
    """A window whose game (dealt by hand, game number 7) has one call, scored right."""
    window = open_window("--speed", "instant")
    ctw = calling(window)
    c = window.controller
    c.replace_game(Game.from_hands(SEAT_0_TAKES, seed=7))
    c.request_step()  # the flip ties
    assert ctw.call_seat(0)
    c.request_step()  # the war: seat 0 takes it
    assert ctw.calls.calls() == (CALLED,)
    return window, ctw


def test_a_saved_game_loads_with_its_calls(open_window, tmp_path):
    window, _ = called_game(open_window)
    path = tmp_path / "called.krig"
    window.controller.save_to(path)
    assert read_save(path).calls == (CALLED,)
    other = open_window("--speed", "instant")
    calls = calling(other).calls
    assert calls.calls() == ()
    other.controller.load(read_save(path))
    assert calls.calls() == (CALLED,)
    other.controller.restart()  # another game (a new key): its calls start afresh
    assert calls.calls() == ()


def test_the_kept_game_resumes_in_a_new_window_with_its_calls(open_window, qtbot):
    window, _ = called_game(open_window)
    assert window.save_flow.keeper.keep(wait=True)
    assert read_save(paths.resume_path()).calls == (CALLED,)
    window.close()  # (the next start owns the config folder once this window closed)
    again = open_window("--speed", "instant")  # resumed before the calls are installed
    assert again.controller.game_key == window.controller.game_key
    assert calling(again).calls.calls() == (CALLED,)


def test_a_game_put_away_comes_back_with_its_calls(open_window, qtbot):
    window, ctw = called_game(open_window)
    window.controller.new_game(2, 1234, window.controller.game.rules)
    assert ctw.calls.calls() == ()
    window.put_away.settle()  # (written on its own thread)
    assert read_save(paths.left_path()).calls == (CALLED,)
    window.findChild(QAction, "actionUndo").trigger()
    assert ctw.calls.calls() == (CALLED,)


def test_a_replay_keeps_the_calls_and_the_save_meanwhile_has_them(open_window, qtbot,
                                                                  tmp_path):
    window, ctw = called_game(open_window)
    c = window.controller
    c.watch_replay()
    assert c.replaying and ctw.calls.calls() == (CALLED,)
    c.save_to(tmp_path / "meanwhile.krig")
    assert read_save(tmp_path / "meanwhile.krig").calls == (CALLED,)
