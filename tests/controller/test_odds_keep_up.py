"""Issue 42: the odds meter keeps up at Fast and Very Fast. A moment's work is never
thrown away before it is shown (the newest moment waits its turn), the figures shown
stay up a battle or two while the next are worked out, and a step's pauses, in which
nothing moves, are rest for the refinement. At Instant every moment is worked out or
pending, never a battle gone by (tests/ui/odds/test_meter_never_stale.py)."""

from __future__ import annotations

import pytest
from test_odds_feed import FakeTable, make, settle

from krig_desktop.controller import odds_feed
from krig_desktop.speed import Speed

pytestmark = pytest.mark.usefixtures("small_odds_target")


def next_battle(controller, table: FakeTable) -> None:
    """Play to the start of the next battle without letting the event loop run (the
    feed gets no time in between, as at Very Fast)."""
    battles = controller.model.battles
    while controller.model.battles == battles and not controller.game.over:
        if table.busy:
            table.arrive()
        else:
            controller.request_step()


@pytest.mark.parametrize("speed", [Speed.FAST, Speed.VERY_FAST])
def test_the_meter_lags_a_battle_or_two_and_never_blanks(qtbot, speed):
    controller, table, feed, published = make(speed=speed, game=3)
    settle(qtbot, feed)
    assert published[-1].battle == 0 and not published[-1].pending
    seen = len(published)
    next_battle(controller, table)  # battle 1: nothing worked out yet
    next_battle(controller, table)  # battle 2 comes before battle 1 was shown
    assert controller.model.battles == 2
    assert all(not odds.pending for odds in published[seen:])  # battle 0's stay up
    qtbot.waitUntil(lambda: published[-1].battle == 2 and not published[-1].pending,
                    timeout=30_000)
    shown = [odds.battle for odds in published[seen:]]
    assert 1 in shown  # battle 1's work was finished and shown, not thrown away
    assert shown == sorted(shown)
    assert all(not odds.pending for odds in published[seen:])
    settle(qtbot, feed)


def test_figures_more_than_two_battles_old_give_way_to_dots(qtbot):
    controller, table, feed, published = make(speed=Speed.FAST, game=3)
    settle(qtbot, feed)
    for _ in range(odds_feed.MAX_LAG + 2):
        next_battle(controller, table)
    qtbot.waitUntil(lambda: published[-1].battle == controller.model.battles
                    and not published[-1].pending, timeout=30_000)
    now = controller.model.battles
    assert now == odds_feed.MAX_LAG + 2
    assert any(odds.pending and odds.battle == now for odds in published)  # "…" a moment
    settle(qtbot, feed)


def test_a_pause_in_a_step_is_rest_for_the_odds(qtbot):
    controller, table, feed, published = make(speed=Speed.FAST, game=3)
    settle(qtbot, feed)
    table.still = False
    next_battle(controller, table)
    controller.request_step()  # the next flip moves: the feed waits
    assert table.busy
    qtbot.wait(100)
    before = len(published)
    assert all(odds.battle == 0 for odds in published)
    table.still = True  # the flip's pause: nothing moves
    qtbot.waitUntil(lambda: len(published) > before and published[-1].battle == 1,
                    timeout=30_000)
    assert table.busy  # worked out while the step still ran
    table.arrive()
