"""The statistics of the recorded games, per rule set: pure arithmetic, no Qt, no SQL.

The database adds up the counts (`Totals`, one per rule set); the streaks need the games
in order, so they are folded here from one small result code per game.

Streaks, precisely: within one rule set (players, face-down cards, gathering, end), the
games are taken in the order they ended (end time, then the order they were recorded).
Each game is a WIN (you, seat 0, won), a LOSS (a computer seat won, alone or sharing the
win without you) or NEITHER (a draw, a repetition, a win you shared, or a game left
unfinished). A shared win (RULES.md, "Ending early": the most cards after N battles,
held by two or more) is no win: it is counted apart (`Totals.shared`, and
`Totals.you_shared` when you were among the sharers) and shown as such. A winning streak
is a run of WINs with nothing between them; any other game ends it, and a losing streak
likewise. So a draw, a repetition or a game left for a new one breaks both streaks: a
streak means games in a row, and if leaving a game did not count, leaving every game
that went badly would keep a winning streak alive for ever (KPatience and Aisleriot end
a streak on a game not won, too). The current streak is the run at the end (0 when the
last game was something else); the longest is the longest run anywhere.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from enum import IntEnum

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import END_OUT, Rules, parse_end
from krig_desktop.model.fair_share import win_rate_shares


class Result(IntEnum):
    """One game as the streaks see it (the database hands out these codes)."""

    NEITHER = 0
    WIN = 1
    LOSS = 2


_END_ORDER = {"out": 0, "battles": 1, "wars": 2}


def end_order(end: str) -> tuple[int, int]:
    """Where an end stands among the others: to the end first, then the most cards
    after N battles by N, then the first to K wars by K."""
    kind, count = parse_end(end)
    return _END_ORDER[kind], count


class RuleSet(Frozen):
    """One set of rules the history counts apart; sorted by players, then face-down
    cards, then gathering, then end (the statistics window's order). `end` is the
    rule option "end" ("out", "battles:N", "wars:K"): a game played to the most cards
    after 100 battles is not the same contest as one played to the last card."""

    players: int
    face_down: int
    gathering: str
    end: str = END_OUT

    def __lt__(self, other: RuleSet) -> bool:
        return ((self.players, self.face_down, self.gathering, end_order(self.end))
                < (other.players, other.face_down, other.gathering, end_order(other.end)))

    @property
    def rules(self) -> Rules:
        """The engine's rules of these games (what a fair share is measured under)."""
        return Rules(face_down=self.face_down, gathering=self.gathering, end=self.end)


class Totals(Frozen):
    """What the database adds up for one rule set. Game lengths are in battles and only
    of games that ended (a game left early is not short); `None` when none ended."""

    rules: RuleSet
    games: int  # every recorded game, the ones left unfinished included
    your_wins: int
    cpu_wins: int
    draws: int
    repetitions: int
    abandoned: int
    shortest_game: int | None
    longest_game: int | None
    deepest_war: int | None  # None when no game's deepest war is known
    total_battles: int
    seconds_played: int
    shared: int = 0  # games whose win was shared (under an early end), you in or not
    you_shared: int = 0  # of those, the ones you shared


class Streaks(Frozen):
    current_wins: int = 0
    current_losses: int = 0
    longest_wins: int = 0
    longest_losses: int = 0


class StreakCounter:
    """Streaks folded from results fed in time order, in constant memory."""

    __slots__ = ("_best_losses", "_best_wins", "_losses", "_wins")

    def __init__(self) -> None:
        self._wins = self._losses = self._best_wins = self._best_losses = 0

    def add(self, result: Result | int) -> None:
        if result == Result.WIN:
            self._wins += 1
            self._losses = 0
            self._best_wins = max(self._best_wins, self._wins)
        elif result == Result.LOSS:
            self._losses += 1
            self._wins = 0
            self._best_losses = max(self._best_losses, self._losses)
        else:
            self._wins = self._losses = 0

    def snapshot(self) -> Streaks:
        return Streaks(self._wins, self._losses, self._best_wins, self._best_losses)


def streaks_of(results: Iterable[Result | int]) -> Streaks:
    counter = StreakCounter()
    for result in results:
        counter.add(result)
    return counter.snapshot()


_WIN_RUNS = re.compile(f"{Result.WIN.value}+")
_LOSS_RUNS = re.compile(f"{Result.LOSS.value}+")


def streaks_of_codes(codes: str) -> Streaks:
    """`streaks_of` of one rule set's results written as a text of their codes, one
    digit a game ("1102"): what SQL joins in time order, folded by string methods (at
    C speed, where a Python step per game was slow on a long history)."""
    win, loss = str(Result.WIN.value), str(Result.LOSS.value)
    return Streaks(len(codes) - len(codes.rstrip(win)), len(codes) - len(codes.rstrip(loss)),
                   max(map(len, _WIN_RUNS.findall(codes)), default=0),
                   max(map(len, _LOSS_RUNS.findall(codes)), default=0))


class GroupStatistics(Frozen):
    """Everything the statistics window shows for one rule set."""

    totals: Totals
    streaks: Streaks

    @property
    def rules(self) -> RuleSet:
        return self.totals.rules

    @property
    def ended(self) -> int:
        """Games played to their end (wins, draws and repetitions)."""
        return self.totals.games - self.totals.abandoned

    @property
    def win_rate(self) -> float | None:
        """Your wins among the games that ended (None before the first); a game left
        unfinished has no result, so it counts in neither the wins nor the games."""
        return self.totals.your_wins / self.ended if self.ended else None

    @property
    def fair_share(self) -> float | None:
        """What your win rate tends to, counted as it counts (outright wins among the
        games that ended; a draw, a repetition or a shared win is no win): 1 / players
        when the piles are shuffled and no win can be shared; otherwise as measured
        (model/fair_share.py's table), as fixed gathering favours the first seat and
        the most cards after N battles is sometimes shared. None where a win can be
        shared but nothing was measured: 1 / players would be too high."""
        rules = self.totals.rules
        shares = win_rate_shares(rules.players, rules.rules)
        return None if shares is None else shares[0]


def combine_codes(totals: Iterable[Totals], codes: Callable[[RuleSet], str]
                  ) -> list[GroupStatistics]:
    """Join the totals with the streaks of each rule set's codes (`codes(rules)`, see
    `streaks_of_codes`). Sorted by rule set."""
    groups = [GroupStatistics(t, streaks_of_codes(codes(t.rules))) for t in totals]
    return sorted(groups, key=lambda group: group.rules)


def combine(totals: Iterable[Totals],
            results: Iterable[tuple[RuleSet, Result | int]]) -> list[GroupStatistics]:
    """Join the totals with the streaks folded from `results` (in time order within each
    rule set; rule sets may interleave). Sorted by rule set."""
    counters: dict[RuleSet, StreakCounter] = {}
    for rules, result in results:
        counter = counters.get(rules)
        if counter is None:
            counter = counters[rules] = StreakCounter()
        counter.add(result)
    groups = [GroupStatistics(t, counters[t.rules].snapshot() if t.rules in counters
                              else Streaks()) for t in totals]
    return sorted(groups, key=lambda group: group.rules)


class NameResult(Frozen):
    """One person's games played to the end and wins, over every rule set ("": the
    unnamed player, "You"; with `player` N, the person at seat N - 1 of a game for two
    who left the name blank: "Player N", as the table called them, never "You")."""

    name: str
    games: int
    wins: int
    player: int = 0


class NameFold:
    """The results per name, when people named themselves (two at one keyboard): each
    game played to its end counts for every person at it, a win for the one whose
    seat won. A row has its people's names from seat 0 (`humans`)."""

    def __init__(self) -> None:
        self._found: dict[tuple[str, int], list[int]] = {}
        self.shared = False  # any game was played by two people

    def add(self, humans: tuple[str, ...], outcome: str, winner: int | None) -> None:
        if outcome == "abandoned":
            return
        shared = len(humans) > 1
        self.shared = self.shared or shared
        for seat, name in enumerate(humans):
            # (blank names of two people are two people, neither of them "You")
            key = (name, seat + 1 if shared and not name else 0)
            counts = self._found.setdefault(key, [0, 0])
            counts[0] += 1
            counts[1] += outcome == "win" and winner == seat

    def results(self) -> list[NameResult]:
        """Most games first, then by name."""
        return sorted_names(self._found)


def sorted_names(found: dict[tuple[str, int], list[int]]) -> list[NameResult]:
    """The results counted by (name, player), most games first, then by name."""
    results = [NameResult(name, games, wins, player)
               for (name, player), (games, wins) in found.items()]
    return sorted(results, key=lambda r: (-r.games, r.name, r.player))


class CallTotals(Frozen):
    """The wars called over every game (Call the War): how many, how many the seat
    called took, and how many a card counter's favourite took (so a lucky caller can
    tell luck from judgement)."""

    made: int = 0
    right: int = 0
    counter_right: int = 0
