"""A game dealt by hand (`Game.from_hands`, seed 0: tests and tools only) has no game
number, and a save holds only dealt games (game_number from 1), so the keeper leaves it
out quietly, and Undo does not put it away: nothing is logged, nothing written. A hand-
built game given a seed (a game number) is kept like any other.

Before, every window test that put such a game on the table logged the keeper's failed
write ("game_number has an impossible value").
"""

from __future__ import annotations

import logging

import pytest

from krig_desktop.engine import Game
from krig_desktop.storage import paths
from krig_desktop.storage.save_format import read_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
HANDS = [["KS", "2C", "AH", "AD", "5S"], ["KH", "3C", "4D", "6S", "2D"]]


def test_a_hand_built_game_is_not_kept_and_nothing_is_logged(open_window, qtbot, caplog):
    window = open_window("--game", "9", "--speed", "instant")
    c, keeper = window.controller, window.save_flow.keeper
    with qtbot.waitSignal(keeper.kept, timeout=10_000):
        c.request_step()
    dealt = read_save(paths.resume_path())
    with caplog.at_level(logging.WARNING):
        c.replace_game(Game.from_hands(HANDS))
        c.request_step()
        assert keeper.keep(wait=True)  # nothing to keep: not a failure
        assert not keeper.writing
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    window.put_away.settle()  # (written on its own thread)
    assert not paths.left_path().exists() or read_save(paths.left_path()).game_key \
        == dealt.game_key  # the dealt game put away; the hand-built one never
    assert read_save(paths.resume_path()).game_key == dealt.game_key  # left as it was
    with caplog.at_level(logging.WARNING):
        c.new_game(2, 5, c.game.rules)  # the hand-built game left: not put away
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert "could not be kept" not in window.statusBar().currentMessage()


def test_a_hand_built_game_with_a_game_number_is_kept(open_window, qtbot):
    window = open_window("--speed", "instant")
    c = window.controller
    c.replace_game(Game.from_hands(HANDS, seed=7))

    def kept() -> bool:
        path = paths.resume_path()
        return path.is_file() and read_save(path).game_key == c.game_key

    qtbot.waitUntil(kept, timeout=10_000)  # kept as it came to the table
    assert read_save(paths.resume_path()).game_number == 7
