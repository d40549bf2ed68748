"""Your luck over time: the wins you had against the wins the deals' chances predicted
(issue 27, point 5).

Each game played to its end whose chance at the deal was recorded (`start_chance`,
seat 0's chance to win, worked out by the odds when the deal was shown) adds that
chance to the wins expected, and 1 to the wins when you won. Over many games the two
lines run together, since War is pure chance; the gap between them is luck. The
series is kept per player count (a 25 % chance at four players and a 50 % one at two
are not the same game), each as cumulative pairs after every such game, thinned to at
most POINTS pairs so a chart of 100,000 games stays small.

Pure values, no Qt; the statistics window draws it, `--stats` prints its sums.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.daily import Played

POINTS = 2_000  # pairs kept per series at most (a chart is never wider)
# Games with the odds on before your luck is put in a percentage: over a few games the
# gap between wins and expected wins is noise (a 50 % chance won 3 times in 4 reads
# "50 % luckier"); after about 20 a percentage starts to mean something.
LUCK_MIN_GAMES = 20


class LuckSeries(Frozen):
    """One player count's luck: after game k (of those with a chance), the wins so far
    and the wins expected so far (`points`, thinned: (games, wins, expected))."""

    players: int
    games: int
    wins: int
    expected: float
    points: tuple[tuple[int, int, float], ...]

    @property
    def ratio(self) -> float | None:
        """Wins over expected wins, less 1 (0.13: 13 % luckier); None when too few
        wins were expected to say (under one)."""
        return self.wins / self.expected - 1 if self.expected >= 1 else None

    @property
    def games_to_wait(self) -> int:
        """Games with the odds on still to play before the luck is put in a
        percentage (0: it is)."""
        return max(0, LUCK_MIN_GAMES - self.games)


@dataclass(slots=True)
class _Growing:
    games: int = 0
    wins: int = 0
    expected: float = 0.0
    points: list[tuple[int, int, float]] = field(default_factory=list)
    every: int = 1  # keep one pair in so many

    def add(self, won: bool, chance: float) -> None:
        self.games += 1
        self.wins += won
        self.expected += chance
        if self.games % self.every == 0:
            self.points.append((self.games, self.wins, self.expected))
            if len(self.points) >= POINTS:  # thin: keep every other one, twice as sparse
                self.points = self.points[1::2]
                self.every *= 2


class LuckFold:
    """The luck series folded from the games in the order they ended."""

    def __init__(self) -> None:
        self._series: dict[int, _Growing] = {}

    def add(self, game: Played) -> None:
        if game.outcome == "abandoned" or game.start_chance is None:
            return
        self.add_chance(game.players, game.outcome == "win" and game.winner == 0,
                        float(game.start_chance))

    def add_chance(self, players: int, won: bool, chance: float) -> None:
        """A game played to its end with its chance at the deal (what SQL reads of it)."""
        growing = self._series.get(players)
        if growing is None:
            growing = self._series[players] = _Growing()
        growing.add(won, chance)

    def series(self) -> list[LuckSeries]:
        """Each player count's series, fewest players first; the last pair is always
        the whole sum."""
        found = []
        for players in sorted(self._series):
            g = self._series[players]
            points = list(g.points)
            if not points or points[-1][0] != g.games:
                points.append((g.games, g.wins, g.expected))
            found.append(LuckSeries(players, g.games, g.wins, g.expected, tuple(points)))
        return found


def luck_of(games: Iterable[Played]) -> list[LuckSeries]:
    fold = LuckFold()
    for game in games:
        fold.add(game)
    return fold.series()


def total(series: Iterable[LuckSeries]) -> tuple[int, float]:
    """(wins, expected wins) over every player count."""
    found = list(series)
    return sum(s.wins for s in found), sum(s.expected for s in found)
