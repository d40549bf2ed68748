"""`Game`: a game of Krig, dealt from a game number or built from given hands.

The public face of the engine. Construction and validation live here; the rules are
played by `steps.py` (one visible step, with events) and `fast.py` (whole battles, no
events); saving and loading by `serial.py`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from krig_desktop.engine.cards import CARDS, Card, to_card
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.rules import Rules
from krig_desktop.engine.state import Phase
from krig_desktop.engine.steps import SteppingGame

PLAYERS_RANGE = (2, 4)


@dataclass(frozen=True, slots=True)
class BattleReport:
    """What one battle did: who took the pile (None: a draw), the pile in the order it
    went under the hand (empty for a draw), its war steps, and the seats that left."""

    winner: int | None
    cards: tuple[Card, ...]
    war_steps: int
    out: tuple[int, ...]


def _check_players(players: object) -> int:
    low, high = PLAYERS_RANGE
    if type(players) is not int or not low <= players <= high:
        raise ValueError(f"players must be a whole number from {low} to {high}, not {players!r}")
    return players


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be a Rules object, not {type(rules).__name__}")
    return rules


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


class Game(SteppingGame, FastGame):
    """A game of Krig. Seats are 0-based; seat 0 is the person at the computer."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("use Game.new(players, seed), Game.from_hands(...) or Game.from_dict(...)")

    @classmethod
    def _blank(cls) -> Game:
        return object.__new__(cls)

    @classmethod
    def new(cls, players: int, seed: int, rules: Rules = Rules()) -> Game:  # noqa: B008
        """Deal game number `seed` for `players` (2..4); the same triple replays exactly."""
        _check_players(players)
        _check_rules(rules)
        if type(seed) is not int or seed < 1:
            raise ValueError(f"the game number must be a positive whole number, not {seed!r}")
        rng = random.Random(deal_seed(seed, players, rules))
        hands, set_aside = deal(rng, players)
        game = cls._blank()
        game._init_state(players, seed, rules, "new", rng, hands, set_aside)
        return game

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Sequence[Card | str]],
        rules: Rules = Rules(),  # noqa: B008
        seed: int = 0,
        set_aside: Card | str | None = None,
    ) -> Game:
        """A game from given hands (top card first; Cards or notation like "TS").

        Fewer than 52 cards are allowed; a card may appear only once. Seats with empty
        hands are out from the start; if only one seat holds cards, that seat has won.
        `seed` seeds the generator that shuffles gathered piles.
        """
        _check_rules(rules)
        if isinstance(hands, str | bytes) or not isinstance(hands, Sequence):
            raise ValueError("hands must be a list with one list of cards per seat")
        players = _check_players(len(hands))
        if type(seed) is not int or seed < 0:
            raise ValueError(f"seed must be a whole number 0 or more, not {seed!r}")
        seen: set[int] = set()
        built: list[list[int]] = []
        for seat, hand in enumerate(hands):
            if isinstance(hand, str | bytes) or not isinstance(hand, Sequence):
                raise ValueError(f"hand {seat} must be a list of cards, not {hand!r}")
            row = []
            for value in hand:
                card = to_card(value).index
                if card in seen:
                    raise ValueError(f"the card {CARDS[card]} appears more than once")
                seen.add(card)
                row.append(card)
            built.append(row)
        aside = None
        if set_aside is not None:
            aside = to_card(set_aside).index
            if aside in seen:
                raise ValueError(f"the set-aside card {CARDS[aside]} is also in a hand")
            seen.add(aside)
        if not any(built):
            raise ValueError("no seat holds any cards")
        rng = random.Random(deal_seed(seed, players, rules))
        game = cls._blank()
        game._init_state(players, seed, rules, "hands", rng, built, aside)
        return game

    # ----- playing

    def play_battle(self) -> BattleReport | None:
        """Play one whole battle (or finish the one in progress); None if the game is over."""
        phase = self._phase
        if phase is Phase.OVER:
            return None
        if phase is Phase.FLIP:
            taker, pile, wars, out, gone = self._fast_battle()
            return BattleReport(taker, tuple(CARDS[c] for c in pile), wars, (*out, *gone))
        while True:  # mid-battle: finish it step by step, silently
            finished = self._advance(None)
            if finished is not None:
                taker, pile, wars, out = finished
                return BattleReport(taker, tuple(CARDS[c] for c in pile), wars, tuple(out))
            if self._phase is Phase.OVER:  # a draw in a war step
                return BattleReport(None, (), self._round, tuple(self._battle_out))

    def play_to_end(self, max_battles: int | None = None) -> Outcome | None:
        """Play until the game ends, or at most `max_battles` more battles (a battle in
        progress counts as one). Returns the outcome, None if not over yet."""
        if max_battles is not None and (type(max_battles) is not int or max_battles < 0):
            raise ValueError(f"max_battles must be a whole number 0 or more, not {max_battles!r}")
        limit = max_battles
        if self._phase in (Phase.WAR, Phase.GATHER) and (limit is None or limit > 0):
            self.play_battle()
            if limit is not None:
                limit -= 1
        self._fast_run(limit)
        return self._outcome

    # ----- saving, comparing

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe data for this exact moment (mid-war included); see serial.py."""
        from krig_desktop.engine.serial import game_to_dict

        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """The game `to_dict` described; GameDataError (a ValueError) on any bad data."""
        from krig_desktop.engine.serial import game_from_dict

        return game_from_dict(cls, data)

    def _key(self) -> tuple[object, ...]:
        return (
            self._players, self._seed, self._rules, self._origin,
            [tuple(h) for h in self._hands], self._table, self._table_seats, self._set_aside,
            self._in_play,
            self._battles, self._war_steps, self._war_battles, self._phase, self._round,
            self._taker, self._battle_out, self._outcome, self._winner, self._seen,
            self._rng.getstate(),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable: equal now, different later

    def __repr__(self) -> str:
        return (
            f"<Game players={self._players} seed={self._seed} rules={self._rules} "
            f"battles={self._battles} phase={self._phase.value} "
            f"cards={self.hand_sizes} outcome={self._outcome}>"
        )
