"""`krig-desktop --simulate N`: play N numbered games with no window and print statistics.

Console output, not a widget, so plain English. The games are game numbers START ..
START+N-1 (START is --game, default 1), so every run can be repeated exactly. Ctrl+C
stops a run with one line saying how far it got, and exit code 130 (128 + SIGINT).
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import TextIO

from krig_desktop.engine import Game, Outcome, Rules
from krig_desktop.engine.cycles import Result, play_out_light
from krig_desktop.options import INTERRUPTED_EXIT, GameSetup

# Redraw the progress bar at most this often (and after the last game).
PROGRESS_SECONDS = 0.2


@dataclass
class Tally:
    """What the games added up to."""

    players: int
    lengths: list[int] = field(default_factory=list)  # battles per game
    war_steps: int = 0
    war_battles: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    repetitions: int = 0

    def __post_init__(self) -> None:
        self.wins = [0] * self.players

    def add(self, game: Result) -> None:
        self.lengths.append(game.battles)
        self.war_steps += game.war_steps
        self.war_battles += game.battles_with_war
        if game.outcome is Outcome.WIN:
            assert game.winner is not None
            self.wins[game.winner] += 1
        elif game.outcome is Outcome.DRAW:
            self.draws += 1
        else:
            self.repetitions += 1

    def summary(self, seconds: float, rules: Rules, start: int) -> dict[str, object]:
        ordered = sorted(self.lengths)
        battles = sum(ordered)
        games = len(ordered)
        # Nearest-rank percentile: a battle count some game really had.
        p95 = ordered[max(0, math.ceil(0.95 * games) - 1)]
        return {
            "games": games,
            "players": self.players,
            "face_down": rules.face_down,
            "gathering": rules.gathering,
            "first_game": start,
            "mean_battles": round(battles / games, 2),
            "median_battles": statistics.median(ordered),
            "p95_battles": p95,
            "max_battles": ordered[-1],
            "war_steps_per_battle": round(self.war_steps / battles, 5) if battles else 0.0,
            "war_share": round(self.war_battles / battles, 5) if battles else 0.0,
            "wins": list(self.wins),
            "draws": self.draws,
            "repetitions": self.repetitions,
            "seconds": round(seconds, 3),
            "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
        }


def simulate(players: int, rules: Rules, start: int, count: int,
             progress: TextIO | None = None, tally: Tally | None = None) -> dict[str, object]:
    """Play games START..START+count-1 to the end; the statistics as a dict.

    `tally` (a fresh one if None) collects the games as they end, so a caller that is
    interrupted still knows how many were played.
    """
    tally = tally if tally is not None else Tally(players)
    began = time.perf_counter()
    next_draw = began  # the bar appears after the first game, then every PROGRESS_SECONDS
    for number in range(start, start + count):
        game = Game.new(players, number, rules)
        if rules.fixed:
            # Some fixed games run for millions of battles before a position comes back:
            # find the repetition without remembering every position.
            tally.add(play_out_light(game))
        else:
            game.play_to_end()
            tally.add(Result.of(game))
        done = number - start + 1
        if progress is not None and (done == count or time.perf_counter() >= next_draw):
            filled = 30 * done // count
            progress.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{count} games")
            progress.flush()
            next_draw = time.perf_counter() + PROGRESS_SECONDS
    if progress is not None:
        progress.write("\n")
    return tally.summary(time.perf_counter() - began, rules, start)


def format_text(s: dict[str, object]) -> str:
    wins = s["wins"]
    assert isinstance(wins, list)
    games, first = s["games"], s["first_game"]
    assert isinstance(games, int) and isinstance(first, int)
    lines = [
        f"{games} games (numbers {first}-{first + games - 1}), "
        f"{s['players']} players, {s['face_down']} face down per war, "
        f"{s['gathering']} gathering",
        f"battles per game: mean {s['mean_battles']}, median {s['median_battles']}, "
        f"95th percentile {s['p95_battles']}, longest {s['max_battles']}",
        f"war steps per battle: {s['war_steps_per_battle']:.4f}",
        f"battles with a war: {100 * float(s['war_share']):.2f} %",  # type: ignore[arg-type]
        "wins per seat: " + ", ".join(
            f"seat {seat} {n} ({100 * n / games:.1f} %)" for seat, n in enumerate(wins)),
        f"draws: {s['draws']}",
        f"repetitions: {s['repetitions']}",
        f"games per second: {s['games_per_second']}",
    ]
    return "\n".join(lines)


def run_cli(setup: GameSetup, count: int, as_json: bool = False) -> int:
    """Run the --simulate command: `count` games from game `setup.game` with the
    players and rules of `setup` (resolved by app.py); returns the exit code."""
    players, rules, start = setup.players, setup.rules, setup.game
    progress = sys.stderr if sys.stderr.isatty() else None
    tally = Tally(players)
    try:
        summary = simulate(players, rules, start, count, progress, tally)
        print(json.dumps(summary) if as_json else format_text(summary))
        sys.stdout.flush()  # a closed pipe shows here, inside the try, not at exit
    except BrokenPipeError:
        # Whoever read the output went away (`| head -0`): nothing left to say. Point
        # stdout at the null device so Python's own flush at exit finds no pipe either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        games = len(tally.lengths)
        lead = "\n" if progress is not None else ""  # off the progress bar's line
        print(f"{lead}interrupted after {games} game{'' if games == 1 else 's'}",
              file=sys.stderr)
        return INTERRUPTED_EXIT
    return 0
