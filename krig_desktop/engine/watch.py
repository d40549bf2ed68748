"""Repetition under fixed gathering, found in constant memory and declared exactly.

With fixed gathering a game after its deal is a pure function of its position, so the
positions at battle starts p0, p1, ... either reach an end (a win, a draw) or run into
a cycle: p(mu) == p(mu + lam). The rules end the game at the first battle whose position
came before, R = mu + lam. Remembering every position costs ~130 bytes a battle, and a
legal deal can run for hundreds of millions of battles; instead a *scout*, a light copy
started from the game's origin, plays ahead of the live game and proves it clear:

1. Search (Brent's method): a tortoise position jumps to the scout at indices 2**k - 1;
   between jumps the scout is compared with it after every battle. Window k (tortoise
   t = 2**k - 1, scout up to 2t + 1) not matching proves: t < mu, or lam > 2**k. Either
   way R > 2**k, and the window in progress proves a little more: `search_clear`.
   A match at scout index h gives lam = h - t exactly.
2. Meet: two copies lam battles apart step together until their positions agree; they
   do so first at mu, and every step before proves R > a + lam. They start where mu can
   be: at the previous tortoise when lam <= 2**(k-1) (window k-1 would have matched if
   mu were before it), else at the origin.
3. Found: R is known; the live game ends as a repetition when it gets there.

The live game asks (`turn`) only every STRIDE battles, or when it passes what is proven.
The work is spread evenly: the scout keeps SEARCH_PACE times the live battle count (the
search proves at least a third of the scout's index, so this leaves room), and the
meeting pair's setup (lam battles that prove nothing yet) is paid SETUP_PACE battles per
live battle of the room the search left, so no single battle waits for a long
computation. A game that is played to its end in one call (`run_out`) needs no pacing:
the scout simply runs, and its final state becomes the game's.
"""

from __future__ import annotations

from collections import deque
from enum import StrEnum
from typing import Final

from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.origin import Origin, Position
from krig_desktop.engine.state import GameState

STRIDE: Final = 1024  # the live game asks at most this many battles apart
SEARCH_PACE: Final = 4  # scout battles per live battle while searching
SETUP_PACE: Final = 6  # meeting-pair setup battles per live battle of room left
# The most battles one turn may owe (checked on loading): a version-1 save's scout
# starts again from the origin, at most 1,000,000 battles behind (serial_v1).
CATCH_UP: Final = SEARCH_PACE * 1_000_000 + 8 * STRIDE


class Stage(StrEnum):
    SEARCH = "search"
    MEET = "meet"
    FOUND = "found"
    NEVER = "never"  # the scout reached the end of the game: it never repeats


def search_clear(n: int) -> int:
    """The largest b for which a search with its scout at index n (no match yet)
    proves R > b."""
    if n <= 0:
        return 0
    power = 1 << ((n + 1).bit_length() - 1)  # the tortoise is at power - 1
    return max(power >> 1, min(power, n - power + 1))


def search_needed(clear: int) -> int:
    """The smallest scout index n with search_clear(n) >= clear."""
    if clear <= 0:
        return 0
    if clear & (clear - 1) == 0:  # a power of two: the start of a window proves it
        return 2 * clear - 1
    return clear + (1 << clear.bit_length()) - 1


def scout(origin: Origin, position: Position) -> FastGame:
    """A light game at `position` that checks nothing itself and follows no end option
    (a repetition is a matter of the hands alone; the live game counts its own wars)."""
    game = object.__new__(FastGame)
    game._begin(origin, position, ends=False)
    return game


def position_of(game: GameState) -> Position:
    """The position of a game between two battles (a copy)."""
    return Position(game._battles, game._war_steps, game._war_battles,
                    [deque(hand) for hand in game._hands])


class Watch:
    """The repetition watch of one fixed-gathering game: a few positions, a few numbers."""

    __slots__ = ("ahead", "behind", "held", "lam", "origin", "previous", "repeats_at",
                 "scout", "stage", "stop", "tortoise")
    origin: Origin
    stage: Stage
    scout: FastGame | None  # search: the scout, at index n
    tortoise: Position | None  # search: at 2**k - 1
    previous: Position | None  # search: the tortoise before, at 2**(k-1) - 1
    lam: int  # meet: the cycle's length
    stop: int  # meet: the tortoise where the cycle was found (mu is at most this)
    held: int  # meet: what the search had proven (R > held)
    behind: FastGame | None  # meet: the copy behind, at a
    ahead: FastGame | None  # meet: the copy ahead, at most lam battles further
    repeats_at: int | None  # found: R

    def __init__(self, origin: Origin) -> None:
        """A new search from battle 0 of `origin`."""
        start = origin.position()
        self._set(origin, Stage.SEARCH)
        self.scout, self.tortoise = scout(origin, start), start

    def _set(self, origin: Origin, stage: Stage) -> None:
        self.origin = origin
        self.stage = stage
        self.scout = self.behind = self.ahead = None
        self.tortoise = self.previous = None
        self.lam = self.stop = self.held = 0
        self.repeats_at = None

    @classmethod
    def searching(cls, origin: Origin, at: Position, tortoise: Position,
                  previous: Position | None) -> Watch:
        watch = object.__new__(cls)
        watch._set(origin, Stage.SEARCH)
        watch.scout, watch.tortoise, watch.previous = scout(origin, at), tortoise, previous
        return watch

    @classmethod
    def meeting(cls, origin: Origin, lam: int, stop: int, held: int, behind: Position,
                ahead: Position) -> Watch:
        watch = object.__new__(cls)
        watch._set(origin, Stage.MEET)
        watch.lam, watch.stop, watch.held = lam, stop, held
        watch.behind, watch.ahead = scout(origin, behind), scout(origin, ahead)
        return watch

    @classmethod
    def found(cls, origin: Origin, repeats_at: int) -> Watch:
        watch = object.__new__(cls)
        watch._set(origin, Stage.FOUND)
        watch.repeats_at = repeats_at
        return watch

    def copy(self) -> Watch:
        """An independent watch in the same state (positions are never changed, so
        they are shared)."""
        if self.stage is Stage.SEARCH:
            assert self.scout is not None and self.tortoise is not None
            return Watch.searching(self.origin, position_of(self.scout), self.tortoise,
                                   self.previous)
        if self.stage is Stage.MEET:
            assert self.behind is not None and self.ahead is not None
            return Watch.meeting(self.origin, self.lam, self.stop, self.held,
                                 position_of(self.behind), position_of(self.ahead))
        assert self.repeats_at is not None
        return Watch.found(self.origin, self.repeats_at)

    # ----- what is known

    @property
    def never(self) -> bool:
        """The game ends without any repetition."""
        return self.stage is Stage.NEVER

    def clear(self) -> int | None:
        """The largest b for which R > b is proven (None: there is no R)."""
        if self.stage is Stage.SEARCH:
            assert self.scout is not None
            return search_clear(self.scout._battles)
        if self.stage is Stage.MEET:
            assert self.behind is not None and self.ahead is not None
            if self.ahead._battles - self.behind._battles < self.lam:
                return self.held
            return max(self.held, self.behind._battles + self.lam)
        if self.stage is Stage.FOUND:
            assert self.repeats_at is not None
            return self.repeats_at - 1
        return None

    def check_at(self, battles: int) -> int:
        """The live game needs to ask again once its battle count passes this: the end
        of its STRIDE block (so asking is regular, and the same after a save and load),
        or what is proven if that is less."""
        if self.repeats_at is not None:
            return self.repeats_at - 1
        block_end = ((battles - 1) // STRIDE + 1) * STRIDE
        clear = self.clear()
        return block_end if clear is None else min(clear, block_end)

    # ----- work

    def turn(self, battles: int) -> None:
        """The live game is at the start of battle `battles + 1`: prove it STRIDE battles
        ahead (or find R), and do this turn's share of the pacing."""
        want = battles + STRIDE
        if self.stage is Stage.SEARCH:
            self._search(max(SEARCH_PACE * battles, search_needed(want)))
        if self.stage is Stage.MEET:
            self._meet(battles, want)

    def run_out(self) -> FastGame | None:
        """Work to the end; the game's final state if it is known now: the scout at the
        end of the game, or the meeting copy at battle R. None when only R is known."""
        if self.stage is Stage.SEARCH:
            self._search(float("inf"))
        if self.stage is Stage.MEET:
            self._meet(0, float("inf"))
        if self.stage is Stage.NEVER:
            return self.scout
        return self.ahead if self.stage is Stage.FOUND else None

    def _search(self, until: float) -> None:
        """Brent's search until the scout's index reaches `until`, a match, or the end."""
        scout_ = self.scout
        assert scout_ is not None and self.tortoise is not None
        hands = scout_._hands
        battle = scout_._fast_battle
        tortoise = self.tortoise.hands
        n = scout_._battles
        power = 1 << ((n + 1).bit_length() - 1)
        jump_at = 2 * power - 1  # where the tortoise jumps to the scout next
        while n < until:
            battle()
            if scout_._outcome is not None:  # won or drawn: no position ever comes back
                self.stage = Stage.NEVER
                self.tortoise = self.previous = None
                return
            n += 1
            if hands == tortoise:
                self._begin_meeting(n, power)
                return
            if n == jump_at:
                self.previous = self.tortoise
                self.tortoise = position_of(scout_)
                tortoise = self.tortoise.hands
                power <<= 1
                jump_at = 2 * power - 1

    def _begin_meeting(self, found_at: int, power: int) -> None:
        lam = found_at - (power - 1)
        start = self.previous if lam <= power >> 1 else self.origin.position()
        assert start is not None
        self.stage = Stage.MEET
        self.lam, self.stop, self.held = lam, power - 1, search_clear(found_at - 1)
        self.behind, self.ahead = scout(self.origin, start), scout(self.origin, start)
        self.scout = None
        self.tortoise = self.previous = None

    def _meet(self, battles: int, want: float) -> None:
        """Step the meeting pair until R > want is proven or R is found."""
        behind, ahead, lam = self.behind, self.ahead, self.lam
        assert behind is not None and ahead is not None
        todo = lam - (ahead._battles - behind._battles)
        if todo:  # setting up: the copy ahead walks lam battles ahead of the other
            if self.held >= want:  # room left: pay only the pacing's share now
                todo = max(0, todo - SETUP_PACE * (self.held - battles))
            for _ in range(todo):
                ahead._fast_battle()
                if ahead._outcome is not None:
                    self._give_up()
                    return
            if ahead._battles - behind._battles < lam:
                return
            if behind._hands == ahead._hands:
                self._found()
                return
        back, front = behind._hands, ahead._hands
        step_back, step_front = behind._fast_battle, ahead._fast_battle
        stop = self.stop
        while behind._battles + lam < want and self.held < want:
            step_back()
            step_front()
            if behind._outcome is not None or ahead._outcome is not None or (
                    behind._battles > stop):
                self._give_up()
                return
            if back == front:
                self._found()
                return

    def _found(self) -> None:
        assert self.ahead is not None
        self.stage = Stage.FOUND
        self.repeats_at = self.ahead._battles
        self.behind = None

    def _give_up(self) -> None:
        """Only reached from crafted data (the pair can never meet): give no answer
        rather than a wrong one; the game plays on without a repetition."""
        self.stage = Stage.NEVER
        self.behind = self.ahead = self.scout = None
