"""The state a game of Krig is made of, and the end-of-battle bookkeeping both paths share.

Cards are held as their `index` (0..51; `index >> 2` orders like the rank) in deques, so
the hot loop never touches a Card object. The event-producing path (`steps.py`) and the
fast path (`fast.py`) both finish a battle through `_end_battle`, so gathering, who is out,
the win and the repetition check are written exactly once.
"""

from __future__ import annotations

import random
import sys
from collections import deque
from enum import StrEnum
from typing import Final, Protocol

from krig_desktop.engine.cards import CARDS, Card
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.origin import Origin, Position
from krig_desktop.engine.rules import Rules

# `_check_at` of a game with nothing to ask about between battles: never passed.
NEVER: Final = sys.maxsize


class Watch(Protocol):
    """The repetition watch (engine/watch.py) as the game asks it: named here, so the
    state needs nothing of the watch, which plays ahead on a FastGame of this state."""

    @property
    def repeats_at(self) -> int | None: ...

    @property
    def never(self) -> bool: ...

    def turn(self, battles: int) -> None: ...

    def check_at(self, battles: int) -> int: ...

    def run_out(self) -> GameState | None: ...

    def copy(self) -> Watch: ...


class Phase(StrEnum):
    """What the next `step()` does."""

    FLIP = "flip"  # no battle in progress: everyone in play turns a card
    WAR = "war"  # the last round tied: the next war step follows
    GATHER = "gather"  # the pile is decided (`taker`): it goes under that hand next
    OVER = "over"  # the game has ended


def lay_order(start: list[int], wars: int, face_down: int,
              short: dict[int, tuple[int, int]]) -> list[int]:
    """Who laid each card of a battle's pile, in table order.

    `start` are the seats that flipped (ascending), `wars` the war steps laid, and
    `short` maps a seat that ran out in a war to (its war step, the cards it left on the
    pile). The fast path keeps no per-card record (that would slow every battle); it
    rebuilds the order with this only when a pile stays on the table (a draw).
    """
    seats = list(start)
    playing = list(start)
    for step in range(1, wars + 1):
        for seat in tuple(playing):
            gone = short.get(seat)
            if gone is not None and gone[0] == step:
                seats.extend([seat] * gone[1])
                playing.remove(seat)
            else:
                seats.extend([seat] * (face_down + 1))
        if len(playing) < 2:
            break
    return seats


def battle_on_table(battles: int, over: bool) -> int:
    """The one battle number every word for the player uses (the status bar, notices,
    file names, save previews, the log): the battle on the table, counting from 1, the
    one being played or the next to be laid ("Battle 1" before any card), and the last
    one once the game is over. `battles`: the battles completed."""
    return battles if over else battles + 1


class GameState:
    """All the fields of a game; behaviour lives in the subclasses."""

    __slots__ = (
        "_battle_out",
        "_battles",
        "_check_at",
        "_hands",
        "_in_play",
        "_origin",
        "_outcome",
        "_phase",
        "_rng",
        "_round",
        "_set_aside",
        "_shuffle",
        "_table",
        "_table_seats",
        "_taker",
        "_war_battles",
        "_war_steps",
        "_wars_won",
        "_watch",
        "_winner",
    )

    def _begin(self, origin: Origin, position: Position | None = None,
               ends: bool = True) -> None:
        """The game at battle 0 of `origin`, or at `position` (between two battles).

        No repetition watch: the caller sets one up (`Game`) or needs none (a scout).
        `ends=False`: the rules' end option is not followed (the watch's light copies,
        which follow the hands alone, as a repetition does).
        """
        hands, set_aside, rng = origin.begin()
        self._origin = origin
        self._rng: random.Random = rng
        self._shuffle = not origin.rules.fixed
        self._set_aside = set_aside
        if position is None:
            self._hands = [deque(h) for h in hands]
            self._battles = self._war_steps = self._war_battles = 0
        else:
            self._hands = [deque(h) for h in position.hands]
            self._battles = position.battles
            self._war_steps = position.war_steps
            self._war_battles = position.war_battles  # battles gathered with a war step
        self._table: list[int] = []
        self._table_seats: list[int] = []  # who laid each table card (parallel to _table)
        self._in_play = [s for s in range(origin.players) if self._hands[s]]
        self._phase = Phase.FLIP
        self._round = 0  # the last round laid in this battle: 0 flip, k war step k
        self._taker: int | None = None
        self._battle_out: list[int] = []
        self._outcome: Outcome | None = None
        self._winner: int | None = None
        self._watch: Watch | None = None  # fixed gathering: the repetition watch
        # "wars:K": each seat's wars won (battles with a war step whose pile it took).
        self._wars_won: list[int] | None = None
        rules = origin.rules
        if ends and rules.end_wars is not None:
            won = None if position is None else position.wars_won
            self._wars_won = [0] * origin.players if won is None else list(won)
        # Ask `_check` once the battle count passes this: the watch's next turn, or
        # battle N of "battles:N" (never, for a copy that does not follow the end).
        self._check_at = NEVER if not ends else self._end_check_at()
        if len(self._in_play) == 1:
            self._finish(Outcome.WIN, self._in_play[0])

    def _end_check_at(self) -> int:
        """`_check_at` with no watch: the battle before the last under "battles:N"."""
        last = self._origin.rules.end_battles
        return NEVER if last is None else last - 1

    def _finish(self, outcome: Outcome, winner: int | None) -> None:
        self._outcome = outcome
        self._winner = winner
        self._phase = Phase.OVER
        self._taker = None
        self._watch = None

    def _end_battle(self, taker: int, wars: int) -> tuple[list[int], tuple[int, ...]]:
        """Put the table under `taker`'s hand; settle who is out and whether it is over.

        Returns (the pile in the order it went under, seats out after this battle). The
        hot path of every game, hence the plain loops. The caller resets the per-battle
        fields (phase, round, taker) if it changed them.
        """
        pile = self._table
        if self._shuffle:
            self._rng.shuffle(pile)
        hands = self._hands
        hands[taker].extend(pile)
        self._table = []
        self._battles += 1
        if wars:
            self._war_battles += 1
            if self._wars_won is not None:
                self._wars_won[taker] += 1
        in_play = self._in_play
        gone: tuple[int, ...] = ()
        for seat in in_play:
            if not hands[seat]:
                gone = tuple(s for s in in_play if not hands[s])
                for s in gone:
                    in_play.remove(s)
                break
        if len(in_play) == 1 or (wars and self._wars_won is not None
                                 and self._won_wars(taker)):
            self._finish(Outcome.WIN, taker)
        elif self._battles > self._check_at:
            self._check()
        return pile, gone

    def _won_wars(self, taker: int) -> bool:
        """Under "wars:K": `taker` has just won its K-th war (RULES.md "Ending early")."""
        assert self._wars_won is not None
        return self._wars_won[taker] >= (self._origin.rules.end_wars or 0)

    def _check(self) -> None:
        """Battle N of "battles:N" is gathered, or the watch is due: is the position
        now, at the start of the next battle, a repetition?

        Only asked when the battle count passed `_check_at`: the watch has proved every
        battle up to there clear, and is asked again at least every STRIDE battles so its
        work stays spread evenly over the game. Under "battles:N" there is no watch (the
        repetition rule does not apply: the game ends at battle N anyway).
        """
        watch = self._watch
        if watch is None:  # battle N, or a watch dropped from a copy (odds): aim again
            if self._battles > self._end_check_at():
                self._finish_by_count()
            else:
                self._aim()
            return
        watch.turn(self._battles)
        if watch.repeats_at == self._battles:
            self._finish(Outcome.REPETITION, None)
            return
        self._aim()

    def _finish_by_count(self) -> None:
        """Battle N of "battles:N" is gathered with more than one seat in: the most cards
        in hand win, two or more with the same most share (the set-aside card counts
        for nobody)."""
        hands = self._hands
        most = max(len(hands[seat]) for seat in self._in_play)
        best = [seat for seat in self._in_play if len(hands[seat]) == most]
        if len(best) == 1:
            self._finish(Outcome.WIN, best[0])
        else:
            self._finish(Outcome.SHARED, None)

    def _aim(self) -> None:
        """Set when to ask the watch next; drop it once it has nothing more to say."""
        watch, battles = self._watch, self._battles
        if watch is not None and (watch.never or (
                watch.repeats_at is not None and watch.repeats_at < battles)):
            self._watch = watch = None  # (a repetition already past: crafted data only)
        self._check_at = self._end_check_at() if watch is None else watch.check_at(battles)

    # ----- read-only views for the outside world (cards as Card objects)

    @property
    def players(self) -> int:
        """The number of seats (2..4), including those already out."""
        return self._origin.players

    @property
    def seed(self) -> int:
        """The game number this game was dealt from (0 for hand-built games)."""
        return self._origin.seed

    @property
    def rules(self) -> Rules:
        return self._origin.rules

    @property
    def origin(self) -> Origin:
        """What battle 0 of this game follows from (game number or starting hands)."""
        return self._origin

    @property
    def hands(self) -> list[list[Card]]:
        """One list per seat, top card first; [] once the seat is out."""
        return [[CARDS[c] for c in hand] for hand in self._hands]

    @property
    def hand_sizes(self) -> list[int]:
        """How many cards each seat holds (cheaper than `hands` for a display)."""
        return [len(hand) for hand in self._hands]

    @property
    def table(self) -> list[Card]:
        """The cards on the table now, in the order they were laid."""
        return [CARDS[c] for c in self._table]

    @property
    def table_seats(self) -> list[int]:
        """The seat that laid each card of `table` (same order, same length)."""
        return list(self._table_seats)

    @property
    def set_aside(self) -> Card | None:
        """The unseen 3-player card (out of play all game), or None."""
        return None if self._set_aside is None else CARDS[self._set_aside]

    @property
    def in_play(self) -> list[int]:
        """Seats still in the game, ascending."""
        return list(self._in_play)

    @property
    def battles(self) -> int:
        """Battles completed (piles gathered)."""
        return self._battles

    @property
    def battle(self) -> int:
        """The battle on the table (`battle_on_table`): what the player reads."""
        return battle_on_table(self._battles, self.over)

    @property
    def untouched(self) -> bool:
        """Nothing played yet: no battle completed and no card on the table (the deal as
        dealt; a game left so has nothing to bring back, its number deals it again)."""
        return self._battles == 0 and not self._table

    @property
    def war_steps(self) -> int:
        """War steps played in the whole game."""
        return self._war_steps

    @property
    def battles_with_war(self) -> int:
        """Completed battles that had at least one war step."""
        return self._war_battles

    @property
    def over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def winner(self) -> int | None:
        """The seat that won the game, or None (still playing, or a draw)."""
        return self._winner

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won: (winner,) for a win, the sharing seats (ascending) for a
        shared win, () for a draw, a repetition or a game still being played."""
        if self._outcome is Outcome.WIN:
            assert self._winner is not None
            return (self._winner,)
        if self._outcome is Outcome.SHARED:
            hands = self._hands
            most = max(len(hands[seat]) for seat in self._in_play)
            return tuple(seat for seat in self._in_play if len(hands[seat]) == most)
        return ()

    @property
    def wars_won(self) -> tuple[int, ...]:
        """Each seat's wars won (battles with a war step whose pile it took), counted
        under the "wars:K" end; all zeros under the others."""
        won = self._wars_won
        return tuple(won) if won is not None else (0,) * self._origin.players

    @property
    def outcome(self) -> Outcome | None:
        """None while playing, else Outcome.WIN / DRAW / REPETITION / SHARED."""
        return self._outcome

    @property
    def phase(self) -> Phase:
        """What the next step() does: FLIP, WAR, GATHER or OVER (a StrEnum: == "war")."""
        return self._phase

    @property
    def war_seats(self) -> tuple[int, ...]:
        """Who lays war cards at the next step: every seat still in the battle, while a
        war is due (phase WAR); () otherwise."""
        return tuple(self._in_play) if self._phase is Phase.WAR else ()

    @property
    def tied(self) -> tuple[int, ...]:
        """The seats whose face-up cards tie for the highest, while the war they call for
        is due (phase WAR); () otherwise.

        Worked out from the table when asked (each seat in the war laid its face-up card
        last), so playing pays nothing for it.
        """
        if self._phase is not Phase.WAR:
            return ()
        last: dict[int, int] = {}
        for card, seat in zip(reversed(self._table), reversed(self._table_seats), strict=True):
            last.setdefault(seat, card >> 2)
        ranks = {seat: last[seat] for seat in self._in_play if seat in last}
        top = max(ranks.values(), default=-1)
        return tuple(seat for seat, rank in ranks.items() if rank == top)

    @property
    def round(self) -> int:
        """The last round laid in the current battle: 0 the flip, k the k-th war step."""
        return self._round

    @property
    def taker(self) -> int | None:
        """The seat that has won the pile on the table and gathers it next, if decided."""
        return self._taker
