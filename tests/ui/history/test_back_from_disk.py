"""Issue 40, point 7's second bullet: a game that comes back from disk counts as played.

Resumed at start (or loaded, or brought back from a crash's put-away file) and left
before another battle, it is still recorded, once: before, resume → Today's Deal →
quit lost it (reliability-2.md, N2: 11 of the 14 games missing in the signal loops).
"""

from __future__ import annotations

import pytest
from history_rows import rows

from krig_desktop.engine import Rules
from krig_desktop.today import local_day, todays_game_number

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


@pytest.fixture
def built(open_window):
    def make(*argv: str):
        window = open_window("--speed", "instant", *argv)
        window.finish_start()  # the recorder follows from now on
        return window
    return make


def test_a_resumed_game_left_for_todays_deal_at_once_is_recorded_at_quit(built):
    first = built("--game", "477081")
    play(first, 9)
    kept_key, battles = first.controller.game_key, first.controller.game.battles
    first.close()  # kept for the next start: not left, not recorded
    assert rows() == []
    window = built()
    assert window.controller.game_key == kept_key  # resumed
    window.controller.new_game(2, todays_game_number(local_day()), Rules())  # Today's Deal at once
    window.close()
    (row,) = rows()
    assert row.game_key == kept_key and row.outcome == "abandoned"
    assert row.battles == battles


def test_a_loaded_game_left_twice_over_is_recorded_once(built, tmp_path):
    other = built("--game", "78")
    play(other, 6)
    path = tmp_path / "other.krig"
    assert other.save_flow.save_to(path)
    saved_key = other.controller.game_key
    other.controller.set_autoplay(False)
    window = built("--game", "77")
    assert window.save_flow.load_path(path)
    window.controller.new_game(2, 5, Rules())  # put away: it can still come back
    play(window, 2)
    window.controller.new_game(2, 6, Rules())  # now it cannot
    recorded = [row for row in rows() if row.game_key == saved_key]
    assert len(recorded) == 1 and recorded[0].outcome == "abandoned"
