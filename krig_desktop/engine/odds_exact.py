"""Exact chances, where they cost next to nothing: so the meter says 100 %, not 99.8 %.

Three cases are decided without sampling, each from what a perfect card counter knows
(every hand's cards, not their order; the cards on the table):

- the game is over;
- one seat wins every battle that is left: at a battle's start its lowest card beats
  every other seat's highest card and it holds at least as many cards as any other
  seat. It then turns only cards it holds now until the others are out (each loses one
  card a battle and no battle ties), so it wins whatever the order and the gathering;
- the battle in progress (or about to start) ends the game on every course it can take:
  the courses are enumerated by the ranks of the face-up cards, with their exact
  probabilities, until one of them lets the game go on (then it is not the last battle)
  or there are too many to be cheap.

Under an early end (RULES.md "Ending early") the same cases hold for the chance to win
under it: a battle ends the game also when it is battle N of "battles:N" (the most cards
win, a share of 1/k to each of k equals) or when its taker wins its K-th war; a seat
that wins every battle left wins under any end (it gains cards every battle and no
battle is a war).

Suits never matter, so only ranks are enumerated. A face-up card in a war is equally
likely to be any of the hand's cards not yet seen face up: the face-down cards laid
before it are unseen, so they change how many cards are left, not the odds.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Final

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.game import Game

# Each seat's chance to win, then the chance of a draw or a repetition.
Chances = tuple[tuple[Fraction, ...], Fraction]

# Rounds (flips and war steps) the enumeration may look at before it gives up.
ROUNDS: Final = 2000
# Courses (face-up ranks of one round) it may follow before it gives up: at battle N
# of "battles:N" every course ends the game, so nothing stops it early; this keeps
# the exact case cheap there too (the play-outs answer otherwise).
COURSES: Final = 500

_ONE, _ZERO = Fraction(1), Fraction(0)


def exact_chances(game: Game) -> Chances | None:
    """The exact chances from this moment, or None when they are not cheap to know."""
    if game.over:
        if game.outcome is Outcome.WIN or game.outcome is Outcome.SHARED:
            return _shared(game.players, game.winners), _ZERO
        return _certain(game.players, None), _ONE
    if game.phase == "gather":  # the pile is decided; who is left after it is known
        taker = game.taker
        assert taker is not None
        sizes = game.hand_sizes
        sizes[taker] += len(game.table)
        winners = _Ending(game).winners(taker, sizes, game.round > 0)
        return None if winners is None else (_shared(game.players, winners), _ZERO)
    if game.phase == "flip":
        seat = dominant_seat(game)
        if seat is not None:
            return _certain(game.players, seat), _ZERO
    return _LastBattle(game).chances()


def _certain(players: int, winner: int | None) -> tuple[Fraction, ...]:
    return tuple(_ONE if seat == winner else _ZERO for seat in range(players))


def _shared(players: int, winners: tuple[int, ...]) -> tuple[Fraction, ...]:
    """1/k to each of k winners (one winner: a certain win)."""
    return tuple(Fraction(1, len(winners)) if seat in winners else _ZERO
                 for seat in range(players))


class _Ending:
    """Whether a gathering ends the game, and who wins then, under the game's end."""

    def __init__(self, game: Game) -> None:
        rules = game.rules
        self.seats = game.in_play
        self.last = rules.end_battles == game.battles + 1  # this battle is battle N
        self.goal = rules.end_wars
        self.wars_won = game.wars_won

    def winners(self, taker: int, sizes: list[int], war: bool) -> tuple[int, ...] | None:
        """The winners once `taker` gathered, each seat then holding `sizes`; None
        when the game goes on. `war`: the battle had a war step."""
        left = [seat for seat in self.seats if sizes[seat]]
        if left == [taker]:
            return (taker,)
        if war and self.goal is not None and self.wars_won[taker] + 1 >= self.goal:
            return (taker,)
        if self.last:
            most = max(sizes[seat] for seat in left)
            return tuple(seat for seat in left if sizes[seat] == most)
        return None


def dominant_seat(game: Game) -> int | None:
    """The seat that wins every battle left (see the module's docstring), if one does."""
    hands = game.hands
    seats = game.in_play
    for seat in seats:
        others = [hands[s] for s in seats if s != seat]
        lowest = min(c.rank for c in hands[seat])
        if lowest > max((c.rank for h in others for c in h), default=0) and (
                len(hands[seat]) >= max(len(h) for h in others)):
            return seat
    return None


class _NotLast(Exception):
    """Some course of the battle lets the game go on, or there are too many courses."""


class _LastBattle:
    """The courses of one battle, by the ranks turned face up, with their probabilities.

    `unseen[seat][rank]` counts the cards of that rank the seat holds that have not been
    turned face up in the courses followed so far; `sizes[seat]` is how many it still
    holds. Both are changed while a course is followed and restored after it.
    """

    def __init__(self, game: Game) -> None:
        self.players = game.players
        self.face_down = game.rules.face_down
        self.war = game.phase == "war"
        self.seats = game.in_play
        self.sizes = game.hand_sizes
        self.unseen = [[0] * 15 for _ in range(self.players)]
        for seat, hand in enumerate(game.hands):
            for card in hand:
                self.unseen[seat][card.rank] += 1
        self.rounds = self.courses = 0
        self.wins = [_ZERO] * self.players
        self.draw = _ZERO
        self.ending = _Ending(game)
        self.cards = sum(self.sizes) + len(game.table)  # every card in play

    def chances(self) -> Chances | None:
        try:
            self._round(self.seats, self.war, _ONE)
        except _NotLast:
            return None
        return tuple(self.wins), self.draw

    def _round(self, seats: list[int], war: bool, chance: Fraction) -> None:
        """One flip (or war step) by `seats`, and every course that follows from it."""
        self.rounds += 1
        if self.rounds > ROUNDS:
            raise _NotLast
        sizes = self.sizes
        before = list(sizes)
        laying = seats
        if war:  # those who cannot lay every card are out, their cards on the pile
            laying = [s for s in seats if sizes[s] > self.face_down]
            for seat in seats:
                sizes[seat] = sizes[seat] - self.face_down - 1 if seat in laying else 0
        else:
            for seat in seats:
                sizes[seat] -= 1
        if not laying:
            self.draw += chance
        elif len(laying) == 1:  # the last one in the war takes the pile at once
            self._gathered(laying[0], war, chance)
        else:
            for ranks, course in self._face_ups(laying, 0, [], chance):
                best = max(ranks)
                top = [seat for seat, rank in zip(laying, ranks, strict=True) if rank == best]
                if len(top) == 1:
                    self._gathered(top[0], war, course)
                else:
                    self._round(laying, True, course)
        sizes[:] = before

    def _face_ups(self, seats: list[int], i: int, ranks: list[int],
                  chance: Fraction) -> Iterator[tuple[list[int], Fraction]]:
        """Every rank each of `seats[i:]` can turn, with the chance of the whole course."""
        if i == len(seats):
            self.courses += 1
            if self.courses > COURSES:
                raise _NotLast
            yield ranks, chance
            return
        unseen = self.unseen[seats[i]]
        total = sum(unseen)
        for rank in range(2, 15):
            count = unseen[rank]
            if count:
                unseen[rank] -= 1
                ranks.append(rank)
                yield from self._face_ups(seats, i + 1, ranks, chance * Fraction(count, total))
                ranks.pop()
                unseen[rank] += 1

    def _gathered(self, taker: int, war: bool, chance: Fraction) -> None:
        """`taker` gathers the pile (every card not in a hand); `war`: the battle had a
        war step. The course must end the game, or this is not the last battle."""
        sizes = list(self.sizes)
        sizes[taker] = self.cards - sum(s for seat, s in enumerate(sizes) if seat != taker)
        winners = self.ending.winners(taker, sizes, war)
        if winners is None:
            raise _NotLast
        for seat in winners:
            self.wins[seat] += chance / len(winners)
