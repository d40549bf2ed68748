"""Issue 40, point 7's third bullet: the history's recorder exists before the first step
can run. The command's window builds the history among its later parts, after the first
paint; a game that ended or was left before then (0.2-1.5 s) was never recorded once
another game followed (reliability-2.md, N3). Now the game's first change builds it.

The windows here are staged and never shown, so their later parts never come by
themselves: only the game's change can build the history.
"""

from __future__ import annotations

import pytest
from history_rows import rows

from krig_desktop.commands.window_start import build_window
from krig_desktop.engine import Rules
from krig_desktop.options import parse_options

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def staged(qtbot):
    windows = []

    def make(*argv: str):
        window = build_window(parse_options(["--speed", "instant", *argv]), staged=True)
        windows.append(window)
        assert window.later.built_history is None
        return window

    yield make
    for window in windows:
        window.close()
        window.deleteLater()


def test_a_game_finished_at_once_then_replaced_is_recorded(staged):
    window = staged("--game", "5")
    c = window.controller
    c.finish_game()  # Ctrl+E before the first frame
    assert window.later.built_history is not None
    ended_key = c.game_key
    c.new_game(2, 6, Rules())
    (row,) = rows()
    assert row.game_key == ended_key and row.outcome != "abandoned"


def test_a_game_left_at_once_is_recorded_when_it_can_no_longer_come_back(staged):
    window = staged("--game", "5")
    c = window.controller
    for _ in range(4):
        c.request_step()  # the first step builds the history
    assert window.later.built_history is not None
    left_key = c.game_key
    c.new_game(2, 6, Rules())  # put away: Undo could bring it back
    c.request_step()
    c.new_game(2, 7, Rules())  # out of reach now: left for good
    assert [row.game_key for row in rows() if row.outcome == "abandoned"] == [left_key]


def test_a_window_closed_before_any_change_builds_no_history(staged):
    window = staged("--game", "5")
    window.close()
    assert window.later.built_history is None
