"""Each seat's share of decided games under fixed gathering: the fair-share table
(run by hand, never in CI).

    .venv/bin/python benchmarks/fair_share.py [--games 8000] [--jobs 2] [--max-plays 5000]
        [--players 2,3,4] [--face-down 1,2,3] [--ends out,battles:50,...] [--write]

With fixed gathering the order the pile goes under favours some seats (seat 0 wins about
57 % of decided 2-player games), so the statistics' fair share cannot be 1/N there. This
plays games 1..GAMES of every fixed-gathering cell (players x face-down x end), counts
each seat's wins among the games decided within --max-plays (a shared win counts 1/k to
each of its k sharers; draws, repetitions and undecided games count for nobody), and
prints the table as markdown with each share's standard error. `--write` replaces
krig_desktop/resources/fair_share.json, which `krig_desktop.model.fair_share` reads.
Shuffled gathering is symmetric between seats (1/N), so it has no rows. The game numbers
fix every deal: the same arguments print the same table.
The smallest run (the smoke test's): `--games 20 --players 2 --face-down 1 --ends out`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.commands.sim_workers import run_tasks
from krig_desktop.engine import END_CHOICES, Game, Outcome, Rules
from krig_desktop.model.fair_share import FAIR_SHARE_FILE, FORMAT, VERSION, parse_table

CHUNK = 250  # games per task: enough tasks for two workers to share the slow cells
UNITS = 12  # a shared win is split into twelfths: 1/2, 1/3 and 1/4 are whole
MIN_DECIDED = 200  # fewer decided games than this: no row (the share stays 1/N)
COUNTS = ("games", "decided", "shared", "draws", "repetitions", "undecided")

Cell = tuple[int, int, str]  # players, face_down, end


def _plays(game: Game, face_down: int) -> int:
    """Cards laid per player, the unit of --max-plays (as sim_tally counts it)."""
    return game.battles + game.war_steps * (face_down + 1)


def play_chunk(index: int, cell: Cell, first: int, count: int,
               max_plays: int) -> tuple[int, list[int]]:
    """Games first..first+count-1 of one cell: (index, COUNTS then each seat's twelfths)."""
    players, face_down, end = cell
    rules = Rules(face_down, "fixed", end)
    counts = dict.fromkeys(COUNTS, 0)
    units = [0] * players
    for number in range(first, first + count):
        game = Game.new(players, number, rules)
        while game.outcome is None and _plays(game, face_down) < max_plays:
            game.play_to_end(max_plays - _plays(game, face_down))
        counts["games"] += 1
        if game.outcome is None or _plays(game, face_down) > max_plays:
            counts["undecided"] += 1
        elif game.outcome is Outcome.WIN:
            assert game.winner is not None
            counts["decided"] += 1
            units[game.winner] += UNITS
        elif game.outcome is Outcome.SHARED:
            counts["decided"] += 1
            counts["shared"] += 1
            sharers = game.winners
            for seat in sharers:
                units[seat] += UNITS // len(sharers)
        elif game.outcome is Outcome.DRAW:
            counts["draws"] += 1
        else:
            counts["repetitions"] += 1
    return index, [counts[name] for name in COUNTS] + units


def measure(cells: list[Cell], games: int, jobs: int,
            max_plays: int) -> list[dict[str, int | list[int]]]:
    """Every cell's counts, its games spread over `jobs` worker processes."""
    totals = [[0] * (len(COUNTS) + players) for players, _, _ in cells]
    tasks = ((index, cell, first, min(CHUNK, games + 1 - first), max_plays)
             for index, cell in enumerate(cells) for first in range(1, games + 1, CHUNK))
    with contextlib.closing(run_tasks(play_chunk, tasks, jobs)) as done:
        for index, part in done:
            totals[index] = [mine + theirs for mine, theirs in zip(totals[index], part,
                                                                  strict=True)]
    return [{**dict(zip(COUNTS, row, strict=False)), "units": row[len(COUNTS):]}
            for row in totals]


def row_of(cell: Cell, counts: dict[str, int | list[int]]) -> dict[str, object]:
    """One cell of the JSON table: the shares the model reads, the counts behind them."""
    players, face_down, end = cell
    decided = counts["decided"]
    units = counts["units"]
    assert isinstance(decided, int) and isinstance(units, list)
    shares = [round(u / (UNITS * decided), 4) if decided else 0.0 for u in units]
    se = [round(math.sqrt(s * (1 - s) / decided), 4) if decided else None for s in shares]
    return {"players": players, "face_down": face_down, "gathering": "fixed", "end": end,
            **{name: counts[name] for name in COUNTS}, "shares": shares, "se": se}


def markdown(rows: list[dict[str, object]]) -> str:
    """The table docs/statistics.md shows: each seat's share (se), and the gap to 1/N."""
    lines = ["| players | face down | end | decided / games | repetitions | draws | "
             "seat shares (se) | seat 0 - 1/N |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        shares, se = row["shares"], row["se"]
        assert isinstance(shares, list) and isinstance(se, list)
        players = row["players"]
        assert isinstance(players, int)
        if row["decided"]:
            text = ", ".join(f"{s:.3f} ({e:.3f})" for s, e in zip(shares, se, strict=True))
            gap = f"{shares[0] - 1 / players:+.3f}"
        else:
            text, gap = "none decided", "-"
        lines.append(f"| {players} | {row['face_down']} | {row['end']} | {row['decided']} / "
                     f"{row['games']} | {row['repetitions']} | {row['draws']} | {text} | {gap} |")
    return "\n".join(lines)


def _list(text: str) -> list[str]:
    return [part for part in text.split(",") if part]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8000, help="games per cell (default 8000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--max-plays", type=int, default=5000,
                        help="a game still going after this many plays is undecided (5000)")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--face-down", default="1,2,3")
    parser.add_argument("--ends", default=",".join(END_CHOICES),
                        help="comma-separated ends (default: the New Game dialog's)")
    parser.add_argument("--write", action="store_true",
                        help="replace the shipped table, krig_desktop/resources/fair_share.json")
    args = parser.parse_args()
    cells = [(int(p), int(d), end) for p in _list(args.players)
             for d in _list(args.face_down) for end in _list(args.ends)]
    began = time.perf_counter()
    counts = measure(cells, args.games, args.jobs, args.max_plays)
    seconds = time.perf_counter() - began
    rows = [row_of(cell, c) for cell, c in zip(cells, counts, strict=True)]
    print(f"fixed gathering, games 1-{args.games} per cell, capped at {args.max_plays} plays, "
          f"{len(cells)} cells in {seconds:.1f} s with {args.jobs} jobs")
    print(markdown(rows))
    kept = [row for row in rows if isinstance(row["decided"], int)
            and row["decided"] >= MIN_DECIDED]
    print(f"rows kept (at least {MIN_DECIDED} decided games): {len(kept)} of {len(rows)}")
    table = {"format": FORMAT, "version": VERSION, "games": args.games,
             "max_plays": args.max_plays, "made_by": "benchmarks/fair_share.py",
             "cells": kept}
    parse_table(table)  # what the model will read back: checked before it is written
    if args.write:
        # Whole or not at all: a run stopped mid-write must not leave half a table.
        part = FAIR_SHARE_FILE.with_suffix(".json.part")
        part.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
        os.replace(part, FAIR_SHARE_FILE)
        print(f"written: {FAIR_SHARE_FILE}")


if __name__ == "__main__":
    main()
