"""What `--simulate` adds up: counts per game length, never a list of games.

Histograms (length -> games) keep the memory flat in N: a game lasts a few thousand
battles at most, so the distinct lengths stay few however many games are played, and
the mean, median and percentiles come out exact from the counts. Tallies from worker
processes merge by adding, so `--jobs K` gives the same figures as one process.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from krig_desktop.engine import Game, Outcome, Rules

PERCENTILES = (5, 25, 75, 95)


@dataclass(frozen=True)
class GameCount:
    """One game's lengths in the three published units, and how it ended."""

    battles: int
    war_steps: int
    battles_with_war: int
    first_battle_war: bool
    outcome: Outcome | None  # None: undecided (stopped at --max-plays)
    winner: int | None

    def plays(self, face_down: int) -> int:
        """Cards laid per player (Norvig's unit): one per battle, face_down + 1 per war step."""
        return self.battles + self.war_steps * (face_down + 1)

    @property
    def turns(self) -> int:
        """Battles plus war steps (erikras's unit)."""
        return self.battles + self.war_steps


def _plays(game: Game, face_down: int) -> int:
    return game.battles + game.war_steps * (face_down + 1)


def play_game(players: int, rules: Rules, number: int, max_plays: int | None = None) -> GameCount:
    """Game `number` played to its end, or until it has laid `max_plays` cards per player.

    A game whose last battle runs past `max_plays` is undecided even if that battle ends it:
    the cap is on plays, so no decided game is longer than the cap."""
    game = Game.new(players, number, rules)
    first = game.play_battle()
    assert first is not None  # a new game always has a first battle
    if max_plays is None:
        game.play_to_end()
    else:
        # Every battle lays at least one card per player, so this never runs past the cap
        # by more than the last battle's war steps.
        while game.outcome is None and _plays(game, rules.face_down) < max_plays:
            game.play_to_end(max_plays - _plays(game, rules.face_down))
    over = game.outcome is not None and (
        max_plays is None or _plays(game, rules.face_down) <= max_plays)
    return GameCount(game.battles, game.war_steps, game.battles_with_war,
                     first.war_steps > 0, game.outcome if over else None,
                     game.winner if over else None)


def _percentile(hist: Counter[int], games: int, pct: float) -> int:
    """Nearest-rank percentile: a length some game really had."""
    return _percentile_rank(hist, max(1, math.ceil(pct / 100 * games)))


def _median(hist: Counter[int], games: int) -> float:
    """The median as statistics.median gives it (the mean of the two middle ones)."""
    low = _percentile_rank(hist, (games - 1) // 2 + 1)
    high = _percentile_rank(hist, games // 2 + 1)
    return low if low == high else (low + high) / 2


def _percentile_rank(hist: Counter[int], rank: int) -> int:
    """The length of the game at `rank` (from 1) when they are sorted by length."""
    seen = 0
    for value in sorted(hist):
        seen += hist[value]
        if seen >= rank:
            return value
    raise ValueError("rank past the end")


@dataclass
class Tally:
    """What the games added up to, in memory that does not grow with their number."""

    players: int
    face_down: int = 1
    battles: Counter[int] = field(default_factory=Counter)  # decided games only
    plays: Counter[int] = field(default_factory=Counter)
    turns: Counter[int] = field(default_factory=Counter)
    games: int = 0
    battles_played: int = 0  # over every game, undecided ones too
    war_steps: int = 0
    war_battles: int = 0
    first_wars: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    repetitions: int = 0
    shared: int = 0  # an early end (--end) found two or more with the most cards
    undecided: int = 0

    def __post_init__(self) -> None:
        if not self.wins:
            self.wins = [0] * self.players

    def add(self, game: GameCount) -> None:
        self.games += 1
        self.battles_played += game.battles
        self.war_steps += game.war_steps
        self.war_battles += game.battles_with_war
        self.first_wars += game.first_battle_war
        if game.outcome is None:
            self.undecided += 1
            return
        self.battles[game.battles] += 1
        self.plays[game.plays(self.face_down)] += 1
        self.turns[game.turns] += 1
        if game.outcome is Outcome.WIN:
            assert game.winner is not None
            self.wins[game.winner] += 1
        elif game.outcome is Outcome.DRAW:
            self.draws += 1
        elif game.outcome is Outcome.SHARED:
            self.shared += 1
        else:
            self.repetitions += 1

    def merge(self, other: Tally) -> None:
        """Add the games another tally counted (a worker's): exact, order-free."""
        self.battles += other.battles
        self.plays += other.plays
        self.turns += other.turns
        self.games += other.games
        self.battles_played += other.battles_played
        self.war_steps += other.war_steps
        self.war_battles += other.war_battles
        self.first_wars += other.first_wars
        self.wins = [mine + theirs for mine, theirs in zip(self.wins, other.wins, strict=True)]
        self.draws += other.draws
        self.repetitions += other.repetitions
        self.shared += other.shared
        self.undecided += other.undecided

    def figures(self) -> dict[str, object]:
        """The JSON figures (all but the run's settings and its time)."""
        out: dict[str, object] = {"games": self.games}
        decided = self.games - self.undecided
        for unit, hist in (("battles", self.battles), ("plays", self.plays),
                           ("turns", self.turns)):
            out[f"{unit}_histogram"] = {str(k): hist[k] for k in sorted(hist)}
            if decided:
                total = sum(k * n for k, n in hist.items())
                out[f"mean_{unit}"] = round(total / decided, 2)
                out[f"median_{unit}"] = _median(hist, decided)
                for pct in PERCENTILES:
                    out[f"p{pct}_{unit}"] = _percentile(hist, decided, pct)
                out[f"min_{unit}"] = min(hist)
                out[f"max_{unit}"] = max(hist)
            else:
                for key in ("mean", "median", *(f"p{p}" for p in PERCENTILES), "min", "max"):
                    out[f"{key}_{unit}"] = None
        battles = self.battles_played
        out.update({
            "war_steps_per_battle": round(self.war_steps / battles, 5) if battles else 0.0,
            "war_share": round(self.war_battles / battles, 5) if battles else 0.0,
            "first_battle_war_share": round(self.first_wars / self.games, 5)
            if self.games else 0.0,
            "wins": list(self.wins),
            "draws": self.draws,
            "repetitions": self.repetitions,
            "shared": self.shared,
            "undecided": self.undecided,
        })
        return out
