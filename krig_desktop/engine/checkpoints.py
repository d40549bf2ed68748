"""Positions of a game every so many battles, packed, in bounded memory.

A history (`history.py`) recomputes any battle by replaying from the checkpoint before
it, so the checkpoints decide both its memory and the cost of reading a battle. Between
two battles every card in play is in a hand, so each position packs into the same number
of bytes: each hand's length, then the cards (0..51). The counters go in an unsigned
array, and with shuffled gathering the generator's 625 state words too (2.5 kB: a
checkpoint of a shuffled game is mostly its generator).

When the checkpoints pass their byte budget every other one is dropped and the spacing
doubles, so a game of hundreds of millions of battles keeps a few MB at most, and
reading a battle costs at most `every` battles of replay.
"""

from __future__ import annotations

from array import array
from collections import deque
from typing import Final

from krig_desktop.engine.origin import Position
from krig_desktop.engine.state import GameState

RNG_WORDS: Final = 625  # Random.getstate()[1]: 624 Mersenne Twister words and a position
COUNTERS: Final = 2  # war steps and battles with a war, per checkpoint
# (and under "wars:K" each seat's wars won after them)


class Checkpoints:
    """Positions at battles 0, every, 2 * every, ... of one game, packed."""

    __slots__ = ("_cards", "_counters", "_rng", "cap", "counters", "every", "players",
                 "wars", "width")

    def __init__(self, players: int, cards: int, shuffled: bool, every: int,
                 budget: int, wars: bool = False) -> None:
        """For a game of `players` seats and `cards` cards in play, one checkpoint every
        `every` battles at first, in at most about `budget` bytes. `wars`: the game
        counts each seat's wars won ("wars:K"), which a replay needs to end right."""
        self.players = players
        self.wars = wars
        self.counters = COUNTERS + (players if wars else 0)
        self.width = players + cards  # bytes per position
        self.every = every
        self._cards = bytearray()
        self._counters = array("Q")
        self._rng = array("I") if shuffled else None
        size = self.width + self.counters * 8 + (RNG_WORDS * 4 if shuffled else 0)
        self.cap = max(4, budget // size)  # thin out once there are more than this

    def __len__(self) -> int:
        return len(self._counters) // self.counters

    @property
    def next_at(self) -> int:
        """The battle count at which the next checkpoint is due."""
        return len(self) * self.every

    @property
    def nbytes(self) -> int:
        """The bytes the packed checkpoints hold (not counting spare capacity)."""
        words = 0 if self._rng is None else len(self._rng) * self._rng.itemsize
        return len(self._cards) + len(self._counters) * self._counters.itemsize + words

    def add(self, game: GameState) -> None:
        """Keep `game`'s position; it is between battles, at battle `next_at`."""
        assert game._battles == self.next_at and not game._table
        hands = game._hands
        self._cards += bytes(map(len, hands))
        for hand in hands:
            self._cards += bytes(hand)
        self._counters.append(game._war_steps)
        self._counters.append(game._war_battles)
        if self.wars:
            assert game._wars_won is not None
            self._counters.extend(game._wars_won)
        if self._rng is not None:
            _, words, gauss = game._rng.getstate()
            assert gauss is None  # shuffling never draws a gaussian
            self._rng.extend(words)
        if len(self) > self.cap:
            self._thin()

    def _thin(self) -> None:
        """Keep every other checkpoint (battles 0, 2 * every, ...); double the spacing."""
        width, kept = self.width, range(0, len(self), 2)
        self._cards = bytearray().join(self._cards[i * width:(i + 1) * width] for i in kept)
        step = self.counters
        self._counters = array("Q", (v for i in kept for v in
                                     self._counters[i * step:(i + 1) * step]))
        if self._rng is not None:
            rng = self._rng
            self._rng = array("I")
            for i in kept:
                self._rng.extend(rng[i * RNG_WORDS:(i + 1) * RNG_WORDS])
        self.every *= 2

    def get(self, index: int) -> tuple[Position, tuple[object, ...] | None]:
        """Checkpoint `index` (at battle index * every): the position, and the generator
        state with shuffled gathering."""
        raw = self._cards[index * self.width:(index + 1) * self.width]
        hands: list[deque[int]] = []
        at = self.players
        for length in raw[:self.players]:
            hands.append(deque(raw[at:at + length]))
            at += length
        step = self.counters
        war_steps, war_battles, *won = self._counters[index * step:(index + 1) * step]
        rng = None
        if self._rng is not None:
            rng = (3, tuple(self._rng[index * RNG_WORDS:(index + 1) * RNG_WORDS]), None)
        return Position(index * self.every, war_steps, war_battles, hands,
                        tuple(won) if self.wars else None), rng
