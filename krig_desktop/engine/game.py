"""`Game`: a game of Krig, dealt from a game number or built from given hands.

The public face of the engine. Construction and validation live here; the rules are
played by `steps.py` (one visible step, with events) and `fast.py` (whole battles, no
events); saving and loading by `serial.py`.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from krig_desktop.engine.cards import CARDS, Card, to_card
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.origin import MAX_GAME_NUMBER, Origin, number_text
from krig_desktop.engine.rules import Rules
from krig_desktop.engine.state import GameState, Phase
from krig_desktop.engine.steps import SteppingGame

# The history, the repetition watch and the save format are imported where first used:
# a new game with shuffled gathering needs none of them before its first battle is read
# back or saved (ARCHITECTURE.md lists the imports kept local, and why).
if TYPE_CHECKING:
    from krig_desktop.engine.history import History

PLAYERS_RANGE: Final = (2, 4)
# A loaded game of at most this many battles is replayed from its origin before it is
# accepted; a longer one is checked by its history as it is prepared, in slices
# (`history.broken`).
CHECKED_AT_LOAD: Final = 100_000


class BattleReport(Frozen):
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


def _check_seed(seed: object, low: int, what: str) -> int:
    if type(seed) is not int or not low <= seed <= MAX_GAME_NUMBER:
        shown = number_text(seed) if type(seed) is int else repr(seed)[:40]
        raise ValueError(f"{what} must be a whole number from {low} to 10**4300 - 1, "
                         f"not {shown}")
    return seed


class Game(SteppingGame, FastGame):
    """A game of Krig. Seats are 0-based; seat 0 is the person at the computer."""

    __slots__ = ("_history",)
    _history: History

    @property
    def history(self) -> History:
        """One record per completed battle (`len(history) == battles`), recomputed from
        the origin when read, so playing and saving cost nothing (history.py)."""
        try:
            return self._history
        except AttributeError:  # made on first use; a copy or a loaded game makes its own
            from krig_desktop.engine.history import History  # (here: start-up time)

            self._history = History(self)
            return self._history

    def __init__(self) -> None:
        raise TypeError("use Game.new(players, seed), Game.from_hands(...) or Game.from_dict(...)")

    @classmethod
    def _blank(cls) -> Game:
        return object.__new__(cls)

    @classmethod
    def _start(cls, origin: Origin) -> Game:
        """The game at battle 0 of `origin`, with its repetition watch (none under
        "battles:N": the repetition rule does not apply there)."""
        game = cls._blank()
        game._begin(origin)
        if origin.rules.fixed and origin.rules.end_battles is None and not game.over:
            from krig_desktop.engine.watch import Watch  # (here: start-up time)

            game._watch = Watch(origin)
            game._aim()
        return game

    @classmethod
    def new(cls, players: int, seed: int, rules: Rules = Rules()) -> Game:  # noqa: B008
        """Deal game number `seed` for `players` (2..4); the same triple replays exactly.

        Game numbers run from 1 to MAX_GAME_NUMBER (10**4300 - 1)."""
        _check_players(players)
        _check_rules(rules)
        _check_seed(seed, 1, "the game number")
        return cls._start(Origin(players, rules, seed))

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
        `seed` seeds the generator that shuffles gathered piles. A set-aside card exists
        only with 3 players.
        """
        _check_rules(rules)
        if isinstance(hands, str | bytes) or not isinstance(hands, Sequence):
            raise ValueError("hands must be a list with one list of cards per seat")
        players = _check_players(len(hands))
        _check_seed(seed, 0, "seed")
        if set_aside is not None and players != 3:
            raise ValueError(f"a card is set aside only with 3 players, not {players}")
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
        return cls._start(Origin(players, rules, seed, tuple(map(tuple, built)), aside))

    def origin_game(self) -> Game:
        """This game as it was at battle 0: a fresh game from the same origin."""
        return self._start(self._origin)

    def copy(self) -> Game:
        """An independent game at this same moment, with the same future."""
        twin = self._blank()
        for name in GameState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin._hands = [deque(h) for h in self._hands]
        twin._table, twin._table_seats = list(self._table), list(self._table_seats)
        twin._in_play, twin._battle_out = list(self._in_play), list(self._battle_out)
        twin._wars_won = None if self._wars_won is None else list(self._wars_won)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        twin._watch = None if self._watch is None else self._watch.copy()
        return twin

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
        from krig_desktop.engine.serial import game_to_dict  # (here: start-up time)

        return game_to_dict(self)

    @classmethod
    def from_dict(cls, data: object, *, replay_check: bool = True) -> Game:
        """The game `to_dict` described; GameDataError (a ValueError) on any bad data.

        Every field is checked alone and against the others, but only a replay from the
        origin shows whether the moment is one the origin really plays to (an edited
        battle count or hand passes every other check, and its history then cannot be
        told: it used to fail later, out of the window's slots). So a game of up to
        CHECKED_AT_LOAD battles is replayed here, and refused if it does not follow; its
        history, prepared by that replay, is kept. `replay_check=False` is for data this
        program just wrote (a worker's copy of a live game).
        """
        from krig_desktop.engine.history import History  # (here: start-up time)
        from krig_desktop.engine.serial import GameDataError, game_from_dict

        game = game_from_dict(cls, data)
        if replay_check and game._battles <= CHECKED_AT_LOAD:
            history = History(game)
            history.prepare()
            if history.broken is not None:
                raise GameDataError(f"the game does not follow from its origin: "
                                    f"{history.broken}")
            game._history = history
        return game

    def _key(self) -> tuple[object, ...]:
        """Everything that makes the game: its origin and this moment. Not the watch,
        which is a proof in progress about the game's future, not part of it."""
        return (
            self._origin, [tuple(h) for h in self._hands], self._table, self._table_seats,
            self._set_aside, self._in_play,
            self._battles, self._war_steps, self._war_battles, self._wars_won, self._phase,
            self._round, self._taker, self._battle_out, self._outcome, self._winner,
            self._rng.getstate(),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable: equal now, different later

    def __repr__(self) -> str:
        return (
            f"<Game players={self.players} seed={self.seed} rules={self.rules} "
            f"battles={self._battles} phase={self._phase.value} "
            f"cards={self.hand_sizes} outcome={self._outcome}>"
        )
