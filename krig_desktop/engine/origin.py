"""Where a game comes from: its origin (battle 0) and positions between battles.

A game is determined by its origin: the game number, players and rules (the deal is
recomputed from them), or the starting hands a game was built from. Under fixed
gathering the generator is never used after the deal, so a position between battles
(`Position`) determines the rest of the game: the repetition watch (`watch.py`) replays
from these, and so can anything that wants a battle again (a history, a replay) without
the game keeping its past.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import Rules

# The largest game number: str() and int() of it work under Python's default limit of
# 4300 digits, which is what 0.1.0 accepted on its command line.
MAX_GAME_NUMBER: Final = 10**4300 - 1
# Game numbers chosen at random (a new game without one) come from this range.
RANDOM_GAME_NUMBERS: Final = (1, 1_000_000)


def number_text(value: int) -> str:
    """A whole number for a message: in full when short, else how many digits it has
    (str() of a number past 4300 digits raises, and a long one buries the message)."""
    if value.bit_length() <= 100:
        return str(value)
    size = abs(value)
    digits = int(size.bit_length() * 0.30102999566398)  # at most one short
    if size >= 10**digits:
        digits += 1
    return f"a {'negative ' if value < 0 else ''}number of {digits} digits"


def deal_seed(seed: int, players: int, rules: Rules) -> str:
    """The text the game's generator is seeded with: game number, players and rules.

    A str seed is hashed (SHA-512) by random.Random, so it is stable across runs and
    Python versions, and different settings of the same game number deal differently.
    """
    return f"krig:{seed}:{players}:{rules.face_down}:{rules.gathering}"


def deal(rng: random.Random, players: int) -> tuple[list[list[int]], int | None]:
    """Shuffle the 52 cards and deal them face down, one at a time, from seat 0.

    The shuffled deck is dealt from its front; each card lands on top of that seat's
    pile, so the last card dealt to a seat is its top card. With 3 players the 52nd
    card is set aside.
    """
    deck = list(range(52))
    rng.shuffle(deck)
    per_seat = 52 // players
    dealt = deck[: per_seat * players]
    hands = [dealt[seat::players][::-1] for seat in range(players)]
    set_aside = deck[51] if per_seat * players == 51 else None
    return hands, set_aside


class Origin(Frozen):
    """What battle 0 of a game follows from; a few bytes, whatever the game's length.

    `start` is None for a game dealt from its number (`Game.new`), else the starting
    hands (card indices, top first) and `set_aside` the card put aside with them.
    """

    players: int
    rules: Rules
    seed: int
    start: tuple[tuple[int, ...], ...] | None = None
    set_aside: int | None = None

    @property
    def kind(self) -> str:
        """"new" (dealt from the game number) or "hands" (built from given hands)."""
        return "new" if self.start is None else "hands"

    def begin(self) -> tuple[list[list[int]], int | None, random.Random]:
        """The hands and set-aside card at battle 0, and the generator as it is then."""
        rng = random.Random(deal_seed(self.seed, self.players, self.rules))
        if self.start is None:
            hands, aside = deal(rng, self.players)
            return hands, aside, rng
        return [list(hand) for hand in self.start], self.set_aside, rng

    def position(self) -> Position:
        """The position at battle 0 (without wars won: as the repetition watch keeps it)."""
        hands, _, _ = self.begin()
        return Position(0, 0, 0, [deque(hand) for hand in hands])


class Position:
    """A moment between two battles: every hand (top first) and the counters so far.

    Under fixed gathering this and the origin determine everything that follows. The
    hands are deques so they compare directly with a running game's (lengths first).
    `wars_won` (each seat's wars won) only under the "wars:K" end, which needs them to
    know when the game ends; None otherwise, and in the repetition watch, whose light
    copies play without an end (RULES.md: a repetition is a matter of the hands alone).
    """

    __slots__ = ("battles", "hands", "war_battles", "war_steps", "wars_won")

    def __init__(self, battles: int, war_steps: int, war_battles: int,
                 hands: list[deque[int]], wars_won: tuple[int, ...] | None = None) -> None:
        self.battles = battles
        self.war_steps = war_steps
        self.war_battles = war_battles
        self.hands = hands
        self.wars_won = wars_won

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self.battles, self.war_steps, self.war_battles, self.hands,
                self.wars_won) == (other.battles, other.war_steps, other.war_battles,
                                   other.hands, other.wars_won)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Position battles={self.battles} cards={[len(h) for h in self.hands]}>"
