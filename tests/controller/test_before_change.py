"""Issue 40, point 7: what must see every change of the game (the history's recorder) is
built before the game first changes. `Controller.before_change` runs once, before the
first step, Finish Game or another game, and sees the game as it was."""

from __future__ import annotations

import pytest

from krig_desktop.controller import Controller
from krig_desktop.engine import Rules
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed
from tests.controller.test_controller_core import FakeTable


def first_change(change: str) -> list[tuple[int, int]]:
    """What `before_change` saw (game number, battles), and how often, for `change`."""
    c = Controller(FakeTable(), GameSetup(2, 18, Speed.INSTANT, Rules()))
    seen: list[tuple[int, int]] = []
    c.before_change.append(lambda: seen.append((c.game.seed, c.game.battles)))
    {"step": c.request_step, "autoplay": lambda: c.set_autoplay(True),
     "finish": c.finish_game, "restart": c.restart, "watch": c.watch_replay,
     "new_game": lambda: c.new_game(2, 19, Rules())}[change]()
    c.set_autoplay(False)
    for _ in range(3):
        c.request_step()
    c.new_game(2, 20, Rules())
    return seen


@pytest.mark.parametrize("change", ["step", "autoplay", "finish", "restart", "watch",
                                    "new_game"])
def test_before_change_runs_once_before_the_game_first_changes(qapp, change):
    assert first_change(change) == [(18, 0)]
