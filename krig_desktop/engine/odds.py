"""Each seat's chance to win from the present moment, as a perfect card counter sees it.

A perfect card counter has watched every card: it knows which cards each hand holds
and the cards on the table, but not the order of any hand (gathered piles go under
face down, and with shuffled gathering they are shuffled first). So a *play-out* deals
each hand's cards in a random order and plays the game to its end; the chances are the
shares of the play-outs each seat wins (`estimate`). Where the answer is cheap to know
exactly it is given exactly (`odds_exact.py`: a game that is over, a seat that must win,
a last battle).

- Each play-out has its own generator, seeded from (`seed`, its number), which orders
  the hands and seeds the gathering. So the answer depends on the seed alone, and
  play-outs 0..n can be split over slices of time or over processes in any way and
  still add up to exactly the same tally. The game's own generator is never used: the
  counter cannot know it, and using it would make every play-out gather alike.
- In the middle of a battle the cards on the table stay where they are; the rest of
  each hand is ordered at random and the battle is finished (a shuffled pile gathered
  by the play-out's generator), then every hand is ordered afresh, as at any battle's
  start: so the chances mid-battle are the average of those the counter will give
  once the battle is over.
- Under fixed gathering the piles go under in the rule's order, and a play-out ends in
  a repetition once a position at a battle's start comes back (Brent's search, counted
  from the play-out's start: the counter cannot compare with the game's past orders,
  which it never knew). A play-out that has neither ended nor repeated after `cap`
  battles is *cut* and counted with the draws, as undecided; `Odds.cut` says how many.
  That is rare with shuffled gathering and with 1 or 3 face-down cards, but with 2
  face-down cards and 2 or 4 players about half the play-outs of a deal run past
  10,000 battles, and many of those end in a win much later: show `cut` to the player
  rather than read it as a draw.
- The cap bounds the work: a refinement of 1,200 play-outs all cut costs 1,200 caps.
  With shuffled gathering it is CAP (10,000), which play-outs do not reach (none of
  1,800 from mid-game positions of 2 to 4 players passed 3,000 battles), so it changes
  nothing. With fixed gathering it is FIXED_CAP (2,000): at 10,000, two thirds of game
  21's play-outs ran to the cap and the meter kept a core busy for seconds after every
  battle; at 2,000 the work for any position stays bounded (`benchmarks/odds_settle.py`
  measures it). Most of those play-outs never end anyway (with 2 face-down cards 65 %
  pass 2,000 battles, 57 % pass 10,000); with 1 face-down card and 2 or 4 players about
  30 % more are now undecided (the price of a meter that settles). A play-out that
  ends within the cap ends exactly as before.

- Under an early end (RULES.md "Ending early") the chance is the chance to win under
  that end: a play-out stops where the game would (battle N, counted from the game's
  own battle count; the K-th war, counted on from the wars each seat has won), and a
  shared win is credited 1/k to each of its k sharers (`Tally.shares`). Under
  "battles:N" a play-out looks for no repetition: the rule does not apply there.

Two forms for a caller that must not block: `Estimator` accumulates play-outs a slice
at a time (`advance(battles)`), and `play_outs(data, seed, start, stop)` is a pure
function of picklable arguments for a worker process, whose `Tally`s add up.
"""

from __future__ import annotations

import math
import random
from collections import deque
from fractions import Fraction
from typing import Any, Final

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.fate import FateSearch, fate
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.game import Game
from krig_desktop.engine.odds_exact import Chances, exact_chances
from krig_desktop.engine.origin import Origin, Position
from krig_desktop.engine.rules import Rules
from krig_desktop.engine.state import Phase

__all__ = ["CAP", "FIXED_CAP", "Estimator", "FateSearch", "Odds", "Tally", "cap_for",
           "estimate", "fate", "play_outs"]

CAP: Final = 10_000  # battles a play-out may run before it is cut (shuffled gathering)
FIXED_CAP: Final = 2_000  # the same with fixed gathering (see the module's docstring)
_SEED_LIMIT: Final = 2**64


class Odds(Frozen):
    """The chances from one moment.

    `win`: one chance per seat (0 for a seat that is out); `draw`: a draw, a repetition
    or a cut play-out (undecided); together they sum to 1. `samples`: the play-outs they come from
    (0 when `exact`). `stderr`: the largest standard error among these chances, i.e.
    that of the chance nearest one half, sqrt(p (1 - p) / samples); it bounds the
    standard error of every chance given (0 when exact). `cut`: play-outs stopped at
    the cap and counted as draws.
    """

    win: tuple[float, ...]
    draw: float
    samples: int
    stderr: float
    cut: int = 0
    exact: bool = False

    @classmethod
    def of_chances(cls, chances: Chances) -> Odds:
        win, draw = chances
        return cls(tuple(float(w) for w in win), float(draw), 0, 0.0, 0, True)


class Tally(Frozen):
    """Play-outs counted by how they ended; tallies of disjoint play-outs add up.

    `shares`: each seat's credit from shared wins (an early end), 1/k of a play-out for
    each of its k sharers, kept exact so that tallies still add up exactly; () is none.
    """

    wins: tuple[int, ...]
    draws: int = 0  # draws and repetitions
    cut: int = 0  # stopped at the cap, undecided (counted with the draws in the odds)
    shares: tuple[Fraction, ...] = ()

    @classmethod
    def empty(cls, players: int) -> Tally:
        return cls((0,) * players)

    @property
    def samples(self) -> int:
        return sum(self.wins) + self.draws + self.cut + int(sum(self.shares))

    def credit(self) -> tuple[Fraction, ...]:
        """Each seat's wins, shared ones counted in part."""
        shares = self.shares or (Fraction(0),) * len(self.wins)
        return tuple(w + s for w, s in zip(self.wins, shares, strict=True))

    def __add__(self, other: Tally) -> Tally:
        if len(other.wins) != len(self.wins):
            raise ValueError("tallies of games with different numbers of seats")
        shares: tuple[Fraction, ...] = ()
        if self.shares or other.shares:
            zero = (Fraction(0),) * len(self.wins)
            shares = tuple(a + b for a, b in zip(self.shares or zero, other.shares or zero,
                                                 strict=True))
        return Tally(tuple(a + b for a, b in zip(self.wins, other.wins, strict=True)),
                     self.draws + other.draws, self.cut + other.cut, shares)

    def odds(self) -> Odds | None:
        """The chances these play-outs give; None before the first one."""
        n = self.samples
        if n == 0:
            return None
        win = tuple(float(w / n) for w in self.credit())
        draw = (self.draws + self.cut) / n
        stderr = max(math.sqrt(p * (1 - p) / n) for p in (*win, draw))
        return Odds(win, draw, n, stderr, self.cut)


def cap_for(rules: Rules) -> int:
    """The battles a play-out of a game under `rules` may run before it is cut."""
    return FIXED_CAP if rules.fixed else CAP


def _whole(value: object, name: str, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value >= high):
        span = f"from {low}" if high is None else f"from {low} to 2**64 - 1"
        raise ValueError(f"{name} must be a whole number {span}, not {value!r}")
    return value


class _PlayOut:
    """One play-out in progress: a light game (no events, no watch of its own) and, under
    fixed gathering, Brent's search for a position that comes back.

    A play-out only needs to know *that* its game repeats, not the battle the rules
    would declare it at, so the plain search (the scout of `watch.py`, without its live
    game and pacing) is enough, and costs a fraction of playing on to that battle.
    """

    __slots__ = ("game", "jump_at", "power", "repeated", "start", "tortoise")

    def __init__(self, game: FastGame, fixed: bool) -> None:
        self.game = game
        self.start = game._battles  # the game's own count: an end at battle N needs it
        self.tortoise = [deque(hand) for hand in game._hands] if fixed else None
        self.power = self.jump_at = 1  # the tortoise is at 2**k - 1, jumps at 2**(k+1) - 1
        self.repeated = False

    @property
    def ended(self) -> bool:
        return self.repeated or self.game._outcome is not None

    @property
    def played(self) -> int:
        """Battles this play-out has played (the cap counts these)."""
        return self.game._battles - self.start

    def play(self, budget: int) -> int:
        """Play at most `budget` battles (it has not ended); how many were played."""
        game = self.game
        if self.tortoise is None:
            return game._fast_run(budget)
        hands, battle, tortoise = game._hands, game._fast_battle, self.tortoise
        n = self.played
        stop = n + budget
        while n < stop:
            battle()
            n += 1
            if game._outcome is not None:
                break
            if hands == tortoise:
                self.repeated = True
                break
            if n == self.jump_at:
                tortoise = self.tortoise = [deque(hand) for hand in hands]
                self.power <<= 1
                self.jump_at = 2 * self.power - 1
        return n - (stop - budget)


class _PlayOuts:
    """Play-outs `first`, `first + 1`, ... of one moment, a battle budget at a time."""

    __slots__ = (
        "at",
        "cap",
        "current",
        "cut",
        "draws",
        "hands",
        "moment",
        "next",
        "played",
        "players",
        "rules",
        "seed",
        "set_aside",
        "shares",
        "wins",
    )

    def __init__(self, game: Game, seed: int, first: int, cap: int) -> None:
        self.seed = _whole(seed, "seed", 0, _SEED_LIMIT)
        self.next = _whole(first, "first", 0)
        self.cap = _whole(cap, "cap", 1)
        self.players, self.rules, self.set_aside = game.players, game.rules, game._set_aside
        # At a battle's start the hands are all a play-out starts from; otherwise the
        # moment itself, without its watch (a play-out looks for repetitions itself).
        self.hands = [list(hand) for hand in game._hands]
        # The battle count and wars won a play-out starts from (its end counts on).
        won = game._wars_won
        self.at: tuple[int, tuple[int, ...] | None] = (
            game._battles, None if won is None else tuple(won))  # a copy: the game goes on
        self.moment: Game | None = None
        if game._phase is not Phase.FLIP:
            self.moment = game.copy()
            self.moment._watch = None
        self.current: _PlayOut | None = None
        self.wins = [0] * game.players
        self.shares = [Fraction(0)] * game.players
        self.draws = self.cut = 0
        self.played = 0  # battles played (a play-out begun counts as one), all told

    def tally(self) -> Tally:
        shares = tuple(self.shares) if any(self.shares) else ()
        return Tally(tuple(self.wins), self.draws, self.cut, shares)

    def _begin(self) -> _PlayOut:
        """Play-out number `next`: every hand in its own random order, its own generator."""
        rng = random.Random(f"krig-odds:{self.seed}:{self.next}")
        self.next += 1
        hands, at = self.hands, self.at
        if self.moment is not None:  # finish the battle on the table first
            twin = self.moment.copy()
            for held in twin._hands:
                rest = list(held)
                rng.shuffle(rest)
                held.clear()
                held.extend(rest)
            twin._rng = rng
            twin.play_battle()
            if twin.over:  # over already, or ended by this battle
                return _PlayOut(twin, False)
            hands = [list(hand) for hand in twin._hands]
            at = twin._battles, None if twin._wars_won is None else tuple(twin._wars_won)
        # A fresh order at the battle's start, also after a battle just finished: so the
        # chances mid-battle are the average of the chances the counter will see after it.
        order = []
        for hand in hands:
            shuffled = list(hand)
            rng.shuffle(shuffled)
            order.append(tuple(shuffled))
        game = object.__new__(FastGame)
        battles, won = at  # where the end option counts from (battle N, K wars)
        game._begin(Origin(self.players, self.rules, 0, tuple(order), self.set_aside),
                    Position(battles, 0, 0, [deque(hand) for hand in order],
                             None if won is None else tuple(won)))
        game._rng = rng
        return _PlayOut(game, self.rules.fixed and self.rules.end_battles is None)

    def _count(self, play: _PlayOut) -> None:
        game = play.game
        if game._outcome is Outcome.WIN:
            assert game._winner is not None
            self.wins[game._winner] += 1
        elif game._outcome is Outcome.SHARED:
            sharers = game.winners
            for seat in sharers:
                self.shares[seat] += Fraction(1, len(sharers))
        elif play.ended:
            self.draws += 1
        else:
            self.cut += 1

    def advance(self, battles: int, most: int | None = None) -> int:
        """Play at most `battles` battles (counting at least one per play-out begun) and
        finish at most `most` play-outs; how many were finished. A play-out may stop
        part-way and go on at the next call, with the same result as in one go."""
        left, finished = battles, 0
        while left > 0 and (most is None or finished < most):
            play = self.current
            if play is None:
                play = self.current = self._begin()
            if play.ended:
                left -= 1
            else:
                left -= max(1, play.play(min(left, self.cap - play.played)))
            if play.ended or play.played >= self.cap:
                self._count(play)
                self.current = None
                finished += 1
        self.played += battles - left
        return finished

    def run(self, samples: int) -> None:
        """Finish `samples` more play-outs (one left part-way first, if any)."""
        done = 0
        while done < samples:
            done += self.advance(self.cap, samples - done)


class Estimator:
    """`estimate` a slice at a time: a GUI refines the odds between frames with
    `advance(battles)`, or adds tallies that worker processes played (`add`).

    The play-outs are numbered from 0, so after any mix of `run` and `advance` that
    finishes n of them, `result()` equals `estimate(game, n, seed)`. The game is read
    once, here; changing it afterwards does not change the estimator.
    """

    __slots__ = ("_exact", "_extra", "_play")

    def __init__(self, game: Game, seed: int, *, cap: int | None = None) -> None:
        chances = exact_chances(game)
        self._exact = None if chances is None else Odds.of_chances(chances)
        self._play = _PlayOuts(game, seed, 0, cap_for(game.rules) if cap is None else cap)
        self._extra = Tally.empty(game.players)

    @property
    def exact(self) -> bool:
        """The answer is exact: nothing to play."""
        return self._exact is not None

    @property
    def played(self) -> int:
        """Battles played here so far (a play-out begun counts as one): the work done,
        at most `cap` per play-out."""
        return self._play.played

    @property
    def tally(self) -> Tally:
        """The play-outs counted so far (here and added)."""
        return self._play.tally() + self._extra

    def run(self, samples: int) -> None:
        """Finish `samples` more play-outs (none when the answer is exact)."""
        _whole(samples, "samples", 0)
        if self._exact is None:
            self._play.run(samples)

    def advance(self, battles: int) -> int:
        """Play at most `battles` battles of play-outs; how many were finished.

        The work is proportional to `battles` (a play-out begun counts as one battle;
        under fixed gathering a position is copied now and then for the search), so a
        GUI can size its slices by the time per battle."""
        _whole(battles, "battles", 1)
        return 0 if self._exact is not None else self._play.advance(battles)

    def add(self, tally: Tally) -> None:
        """Count play-outs played elsewhere (`play_outs` in a worker process)."""
        self._extra = self._extra + tally

    def result(self) -> Odds | None:
        """The chances so far: exact, or from the play-outs; None before the first."""
        return self._exact if self._exact is not None else self.tally.odds()


def estimate(game: Game, samples: int, seed: int, *, cap: int | None = None) -> Odds:
    """Each seat's chance to win from this moment, and of a draw (see the module's
    docstring); `game` is not changed. `samples` play-outs (at least 1), unless the
    answer is exact (then `samples` is 0 in the result). The same `seed` (0 .. 2**64 - 1)
    gives the same answer. `cap`: battles before a play-out is cut (`cap_for` the
    game's rules if None)."""
    _whole(samples, "samples", 1)
    estimator = Estimator(game, seed, cap=cap)
    estimator.run(samples)
    result = estimator.result()
    assert result is not None
    return result


def play_outs(data: dict[str, Any], seed: int, start: int, stop: int,
              cap: int | None = None) -> Tally:
    """Play-outs `start` .. `stop - 1` of the game `data` (its `to_dict()`), for a worker
    process: picklable in and out, and the tallies of disjoint ranges add up to what one
    process gets. No exact shortcut here; `Estimator` decides that in the caller."""
    game = Game.from_dict(data, replay_check=False)  # a live game's to_dict()
    play = _PlayOuts(game, seed, start, cap_for(game.rules) if cap is None else cap)
    play.run(_whole(stop, "stop", start) - start)
    return play.tally()
