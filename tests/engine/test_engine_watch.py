"""The repetition watch: sound proofs, the exact battle R, and work spread evenly.

The watch runs unchanged on a stand-in for a game whose positions follow any chosen
shape (mu battles before a cycle of lam), so every shape can be tried, including the
edges of Brent's windows; then on real deals against the exact method 0.1.0 used.
"""

from __future__ import annotations

from collections import deque

import pytest

from krig_desktop.engine import watch as watch_module
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.origin import Position
from krig_desktop.engine.watch import (
    SEARCH_PACE,
    STRIDE,
    Stage,
    Watch,
    search_clear,
    search_needed,
)


def test_search_clear_and_search_needed_agree():
    previous = 0
    for n in range(70_000):
        clear = search_clear(n)
        assert clear >= previous  # a longer search never proves less
        assert clear >= (n + 1) // 3  # at least a third: what SEARCH_PACE relies on
        assert search_needed(clear) <= n
        previous = clear
    for clear in range(1, 30_000):
        n = search_needed(clear)
        assert search_clear(n) >= clear > search_clear(n - 1)


class Shape:
    """Positions 0, 1, 2, ...: after `mu` of them a cycle of `lam` (or, with `end`, the
    game ends after that many battles). `work` counts the battles played by copies."""

    def __init__(self, mu: int, lam: int, end: int | None = None) -> None:
        self.mu, self.lam, self.end = mu, lam, end
        self.work = 0

    def next(self, state: int) -> int:
        state += 1
        return self.mu if self.end is None and state == self.mu + self.lam else state

    def position(self) -> Position:
        return Position(0, 0, 0, [deque([0])])


class Copy:
    """Stands in for a scout: what the watch reads and calls, nothing else."""

    def __init__(self, shape: Shape, position: Position) -> None:
        self.shape = shape
        self._hands = [deque(position.hands[0])]
        self._battles, self._war_steps, self._war_battles = position.battles, 0, 0
        self._outcome = None

    def _fast_battle(self) -> None:
        self.shape.work += 1
        self._battles += 1
        self._hands[0][0] = self.shape.next(self._hands[0][0])
        if self._battles == self.shape.end:
            self._outcome = Outcome.WIN


@pytest.fixture
def shaped(monkeypatch):
    monkeypatch.setattr(watch_module, "scout", lambda shape, position: Copy(shape, position))
    return Shape


def live(shape: Shape) -> tuple[int | None, int]:
    """Play a stand-in live game against the watch as GameState does: ask whenever the
    battle count passes `check_at`. Returns (the battle it ends by repetition or None,
    the most work one turn did), checking every battle is proven before it is played."""
    watch = Watch(shape)
    check_at = watch.check_at(0)
    most = 0
    battles = 0
    while shape.end is None or battles < shape.end:
        battles += 1
        if battles > check_at:
            before = shape.work
            watch.turn(battles)
            most = max(most, shape.work - before)
            if watch.repeats_at == battles:
                return battles, most
            if watch.never:
                return None, most
            check_at = watch.check_at(battles)
        # Nothing is declared here, so it must be proven clear.
        clear = watch.clear()
        assert clear is None or battles <= clear, (battles, clear)
    return None, most


@pytest.mark.parametrize("mu", [0, 1, 2, 3, 5, 7, 8, 9, 30, 31, 32, 33, 100])
@pytest.mark.parametrize("lam", [1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 33, 64, 65, 200])
def test_every_small_shape_repeats_exactly_at_mu_plus_lam(shaped, mu, lam):
    ended, _ = live(shaped(mu, lam))
    assert ended == mu + lam


@pytest.mark.parametrize(("mu", "lam"), [
    (0, 40_000), (40_000, 1), (60_000, 65_537), (65_535, 65_536), (131_071, 3),
    (5, 131_073), (100_000, 30_000), (30_000, 100_000), (262_143, 131_072),
    (70_000, 190_000),
])
def test_large_shapes_repeat_exactly_and_no_turn_does_much(shaped, mu, lam):
    shape = shaped(mu, lam)
    ended, most = live(shape)
    assert ended == mu + lam
    # No battle waits for a long computation: a turn's work is a few strides of
    # battles, whatever the shape. At most: the search's pace (4 strides), the meeting's
    # setup owed once the cycle is found (6 strides: the search left room for the rest),
    # and the meeting's steps (2 strides).
    assert most <= 12 * STRIDE + 64, most
    assert shape.work <= 6 * (mu + lam) + 4 * STRIDE


def test_a_game_that_ends_is_never_a_repetition(shaped):
    shape = shaped(10**9, 1, end=50_000)
    assert live(shape)[0] is None
    assert shape.work <= 50_000  # the scout stops at the end


def test_run_out_finds_r_without_pacing(shaped):
    for mu, lam in [(0, 1), (3, 5), (1000, 70), (70, 1000), (12_345, 6_789)]:
        shape = shaped(mu, lam)
        watch = Watch(shape)
        end = watch.run_out()
        assert watch.stage is Stage.FOUND and watch.repeats_at == mu + lam
        assert end is not None and end._battles == mu + lam


def test_the_scout_keeps_its_pace(shaped):
    shape = shaped(10**7, 1)
    watch = Watch(shape)
    for battles in range(1, 40 * STRIDE, STRIDE):
        watch.turn(battles)
        assert watch.scout._battles >= SEARCH_PACE * battles
        assert watch.clear() >= battles + STRIDE
