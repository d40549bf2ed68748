"""The highlights of a game, gathered battle by battle: what the game-over panel, the log
and the statistics database tell (deepest war, biggest pile, lead changes, winning
streaks, the comeback, battles with a war).

`HighlightsTracker` is fed the records of `game.history` in order: live, one per battle,
or from `game.history.scan()` after a load. It keeps a few numbers per seat, never
anything per battle, so a game of any length costs the same. `snapshot()` gives the
frozen `Highlights` a panel renders. Pure Python, no Qt.

Ties are settled the same way everywhere: the first battle to reach a value keeps it
(the deepest war, the biggest pile, the longest streak, each seat's lowest count).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from krig_desktop.engine import BattleRecord
from krig_desktop.engine.frozen import Frozen


class DeepestWar(Frozen):
    war_steps: int
    battle: int


class BiggestPile(Frozen):
    cards: int
    battle: int
    taker: int | None


class Streak(Frozen):
    """`seat` took `length` battles in a row, the last of them battle `last`."""

    seat: int
    length: int
    last: int

    @property
    def first(self) -> int:
        return self.last - self.length + 1


class Low(Frozen):
    """The fewest cards a seat held after a battle, and the (first) battle it was so."""

    cards: int
    battle: int


class Highlights(Frozen):
    """The highlights of the battles so far (a snapshot)."""

    players: int
    battles: int
    battles_with_war: int
    war_steps: int  # in completed battles (a war that ends the game in a draw is not one)
    deepest_war: DeepestWar | None  # None: no war yet
    biggest_pile: BiggestPile | None  # None: no battle yet
    lead_changes: int
    leader: int | None  # the seat holding strictly the most cards now, if one does
    streaks: tuple[int, ...]  # each seat's longest run of battles taken
    longest_streak: Streak | None
    lows: tuple[Low | None, ...]  # each seat's fewest cards after any battle

    def comeback(self, winner: int | None) -> Low | None:
        """The fewest cards the game's winner held after any battle (None: no winner,
        or no battle yet): "came back from 3 cards"."""
        return None if winner is None else self.lows[winner]


def strict_leader(counts: Sequence[int]) -> int | None:
    """The seat holding more cards than every other, or None when the most are shared."""
    most = max(counts)
    holders = [seat for seat, count in enumerate(counts) if count == most]
    return holders[0] if len(holders) == 1 else None


class HighlightsTracker:
    """Highlights gathered from battle records fed in order, in O(players) memory.

    A lead change is a seat taking the lead (strictly the most cards) from another seat:
    the lead passing through a tie back to the same seat is no change. With `start`
    (each seat's cards at the deal) a seat leading from the deal counts as the leader.
    """

    __slots__ = ("_battles", "_best", "_biggest", "_deepest", "_last_leader",
                 "_lead_changes", "_leader", "_lows", "_players", "_run", "_run_seat",
                 "_streaks", "_war_battles", "_war_steps")

    def __init__(self, players: int, start: Sequence[int] | None = None) -> None:
        if start is not None and len(start) != players:
            raise ValueError(f"expected {players} starting counts, not {len(start)}")
        self._players = players
        self._battles = self._war_battles = self._war_steps = self._lead_changes = 0
        self._deepest: DeepestWar | None = None
        self._biggest: BiggestPile | None = None
        self._leader = None if start is None else strict_leader(start)
        self._last_leader = self._leader  # the last seat that held the lead alone
        self._run_seat: int | None = None  # who took the last battles, and how many
        self._run = 0
        self._streaks = [0] * players
        self._best: Streak | None = None
        self._lows: list[Low | None] = [None] * players

    @property
    def battles(self) -> int:
        """Records fed so far."""
        return self._battles

    def add(self, record: BattleRecord) -> None:
        """Take in the next battle; its number must follow the last one's."""
        if record.number != self._battles + 1 or len(record.counts) != self._players:
            raise ValueError(f"expected battle {self._battles + 1} of {self._players} "
                             f"seats, not battle {record.number} of {len(record.counts)}")
        number = self._battles = record.number
        if record.war_steps:
            self._war_battles += 1
            self._war_steps += record.war_steps
            if self._deepest is None or record.war_steps > self._deepest.war_steps:
                self._deepest = DeepestWar(record.war_steps, number)
        pile = record.pile
        if self._biggest is None or pile > self._biggest.cards:
            self._biggest = BiggestPile(pile, number, record.taker)
        self._follow_lead(record.counts)
        self._follow_streak(record.taker, number)
        for seat, count in enumerate(record.counts):
            low = self._lows[seat]
            if low is None or count < low.cards:
                self._lows[seat] = Low(count, number)

    def extend(self, records: Iterable[BattleRecord]) -> None:
        for record in records:
            self.add(record)

    def _follow_lead(self, counts: Sequence[int]) -> None:
        leader = self._leader = strict_leader(counts)
        if leader is None:
            return
        if self._last_leader is not None and leader != self._last_leader:
            self._lead_changes += 1
        self._last_leader = leader

    def _follow_streak(self, taker: int | None, number: int) -> None:
        if taker is None:  # (a completed battle always has a taker)
            self._run_seat, self._run = None, 0
            return
        self._run = self._run + 1 if taker == self._run_seat else 1
        self._run_seat = taker
        if self._run > self._streaks[taker]:
            self._streaks[taker] = self._run
        if self._best is None or self._run > self._best.length:
            self._best = Streak(taker, self._run, number)

    def snapshot(self) -> Highlights:
        return Highlights(
            self._players, self._battles, self._war_battles, self._war_steps,
            self._deepest, self._biggest, self._lead_changes, self._leader,
            tuple(self._streaks), self._best, tuple(self._lows))
