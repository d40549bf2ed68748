"""Each seat's share of decided games and its outright wins among ended games: the
fair-share table (run by hand, never in CI).

    .venv/bin/python benchmarks/fair_share.py [--games 8000] [--shuffled-games 20000]
        [--jobs 2] [--max-plays 5000] [--players 2,3,4] [--face-down 1,2,3]
        [--ends out,battles:50,...] [--gatherings fixed,shuffled] [--write]

With fixed gathering the order the pile goes under favours some seats (seat 0 wins about
57 % of decided 2-player games), so the statistics' fair share cannot be 1/N there; and
under "the most cards after N battles" some games end shared, which the statistics' win
rate does not count as a win, so even shuffled gathering's fair share is under 1/N
there. This plays games 1..GAMES of every fixed-gathering cell (players x face-down x
end) and games 1..SHUFFLED_GAMES of every shuffled cell whose end can be shared
(battles:N; shuffled "out" and wars:K are 1/N by symmetry and never share: no rows).
Per cell it counts each seat's wins among the games decided within --max-plays (a
shared win counts 1/k to each of its k sharers; draws, repetitions and undecided games
count for nobody) and each seat's outright wins (alone) among the games that ended,
and prints the tables as markdown with each share's standard error. `--write` replaces
krig_desktop/resources/fair_share.json, which `krig_desktop.model.fair_share` reads.
The game numbers fix every deal: the same arguments print the same table.
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
from krig_desktop.engine import END_CHOICES, Game, Outcome, Rules, parse_end
from krig_desktop.model.fair_share import COUNTS, FAIR_SHARE_FILE, FORMAT, VERSION, parse_table

CHUNK = 250  # games per task: enough tasks for two workers to share the slow cells
UNITS = 12  # a shared win is split into twelfths: 1/2, 1/3 and 1/4 are whole
MIN_DECIDED = 200  # fewer decided games than this: no row (the share stays 1/N)

Cell = tuple[int, int, str, str]  # players, face_down, gathering, end
Row = dict[str, object]


def _plays(game: Game, face_down: int) -> int:
    """Cards laid per player, the unit of --max-plays (as sim_tally counts it)."""
    return game.battles + game.war_steps * (face_down + 1)


def play_chunk(index: int, cell: Cell, first: int, count: int,
               max_plays: int) -> tuple[int, list[int]]:
    """Games first..first+count-1 of one cell: (index, COUNTS, then each seat's
    twelfths of decided games, then each seat's outright wins)."""
    players, face_down, gathering, end = cell
    rules = Rules(face_down, gathering, end)
    counts = dict.fromkeys(COUNTS, 0)
    units = [0] * players
    outright = [0] * players
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
            outright[game.winner] += 1
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
    return index, [counts[name] for name in COUNTS] + units + outright


def measure(cells: list[tuple[Cell, int]], jobs: int, max_plays: int) -> list[list[int]]:
    """Every cell's counts (games 1..its count), spread over `jobs` worker processes."""
    totals = [[0] * (len(COUNTS) + 2 * cell[0]) for cell, _ in cells]
    tasks = ((index, cell, first, min(CHUNK, games + 1 - first), max_plays)
             for index, (cell, games) in enumerate(cells)
             for first in range(1, games + 1, CHUNK))
    with contextlib.closing(run_tasks(play_chunk, tasks, jobs)) as done:
        for index, part in done:
            totals[index] = [mine + theirs for mine, theirs in zip(totals[index], part,
                                                                  strict=True)]
    return totals


def row_of(cell: Cell, totals: list[int]) -> Row:
    """One cell of the JSON table: the shares the model reads, the counts behind them."""
    players, face_down, gathering, end = cell
    counts = dict(zip(COUNTS, totals, strict=False))
    units = totals[len(COUNTS):len(COUNTS) + players]
    decided = counts["decided"]
    shares = [round(u / (UNITS * decided), 4) if decided else 0.0 for u in units]
    se = [round(math.sqrt(s * (1 - s) / decided), 4) if decided else None for s in shares]
    return {"players": players, "face_down": face_down, "gathering": gathering, "end": end,
            **counts, "shares": shares, "se": se,
            "outright": totals[len(COUNTS) + players:]}


def _ended(row: Row) -> int:
    return sum(int(str(row[key])) for key in ("decided", "draws", "repetitions"))


def _ints(row: Row, key: str) -> list[int]:
    values = row[key]
    assert isinstance(values, list)
    return [int(value) for value in values]


def fixed_markdown(rows: list[Row]) -> str:
    """Fixed gathering: each seat's share of decided games (se), seat 0's gap to 1/N,
    and each seat's outright wins among ended games (what the win rate tends to)."""
    lines = ["| players | face down | end | decided / games | repetitions | draws | shared | "
             "seat shares of decided (se) | seat 0 - 1/N | outright of ended |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        shares, se = row["shares"], row["se"]
        assert isinstance(shares, list) and isinstance(se, list)
        players = int(str(row["players"]))
        ended = _ended(row)
        if row["decided"]:
            text = ", ".join(f"{s:.3f} ({e:.3f})" for s, e in zip(shares, se, strict=True))
            gap = f"{shares[0] - 1 / players:+.3f}"
            won = ", ".join(f"{wins / ended:.3f}" for wins in _ints(row, "outright"))
        else:
            text, gap, won = "none decided", "-", "-"
        lines.append(f"| {players} | {row['face_down']} | {row['end']} | {row['decided']} / "
                     f"{row['games']} | {row['repetitions']} | {row['draws']} | "
                     f"{row['shared']} | {text} | {gap} | {won} |")
    return "\n".join(lines)


def shuffled_markdown(rows: list[Row]) -> str:
    """Shuffled gathering under battles:N: the shared games, each seat's outright share
    of ended games (and their mean, which the model uses: the seats are symmetric) and
    how far that mean falls short of 1/N."""
    lines = ["| players | face down | end | games | shared (%) | seats' outright of ended | "
             "mean (se) | mean - 1/N |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        players, ended = int(str(row["players"])), _ended(row)
        outright = _ints(row, "outright")
        # The games won outright are a binomial count; the mean is that part over N.
        alone = sum(outright) / ended
        mean, se = alone / players, math.sqrt(alone * (1 - alone) / ended) / players
        shared = int(str(row["shared"]))
        lines.append(
            f"| {players} | {row['face_down']} | {row['end']} | {row['games']} | {shared} "
            f"({100 * shared / ended:.1f}) | "
            f"{', '.join(f'{wins / ended:.3f}' for wins in outright)} | "
            f"{mean:.4f} ({se:.4f}) | {mean - 1 / players:+.4f} |")
    return "\n".join(lines)


def _list(text: str) -> list[str]:
    return [part for part in text.split(",") if part]


def cells_of(args: argparse.Namespace) -> list[tuple[Cell, int]]:
    """Each cell with its games: every fixed cell, and the shuffled ones that can share."""
    cells: list[tuple[Cell, int]] = []
    for gathering in _list(args.gatherings):
        for players in map(int, _list(args.players)):
            for face_down in map(int, _list(args.face_down)):
                for end in _list(args.ends):
                    if gathering == "fixed":
                        cells.append(((players, face_down, gathering, end), args.games))
                    elif parse_end(end)[0] == "battles":
                        cells.append(((players, face_down, gathering, end),
                                      args.shuffled_games))
    return cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8000,
                        help="games per fixed-gathering cell (default 8000)")
    parser.add_argument("--shuffled-games", type=int, default=20000,
                        help="games per shuffled cell, short ones (default 20000)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--max-plays", type=int, default=5000,
                        help="a game still going after this many plays is undecided (5000)")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--face-down", default="1,2,3")
    parser.add_argument("--ends", default=",".join(END_CHOICES),
                        help="comma-separated ends (default: the New Game dialog's)")
    parser.add_argument("--gatherings", default="fixed,shuffled",
                        help="shuffled cells are measured for the battles:N ends only")
    parser.add_argument("--write", action="store_true",
                        help="replace the shipped table, krig_desktop/resources/fair_share.json")
    args = parser.parse_args()
    cells = cells_of(args)
    began = time.perf_counter()
    totals = measure(cells, args.jobs, args.max_plays)
    seconds = time.perf_counter() - began
    rows = [row_of(cell, t) for (cell, _), t in zip(cells, totals, strict=True)]
    print(f"fixed gathering, games 1-{args.games} per cell, capped at {args.max_plays} plays; "
          f"shuffled battles:N, games 1-{args.shuffled_games} per cell; "
          f"{len(cells)} cells in {seconds:.1f} s with {args.jobs} jobs")
    fixed = [row for row in rows if row["gathering"] == "fixed"]
    shuffled = [row for row in rows if row["gathering"] == "shuffled"]
    if fixed:
        print(fixed_markdown(fixed))
    if shuffled:
        print(shuffled_markdown(shuffled))
    kept = [row for row in rows if int(str(row["decided"])) >= MIN_DECIDED]
    print(f"rows kept (at least {MIN_DECIDED} decided games): {len(kept)} of {len(rows)}")
    table = {"format": FORMAT, "version": VERSION, "games": args.games,
             "shuffled_games": args.shuffled_games, "max_plays": args.max_plays,
             "made_by": "benchmarks/fair_share.py", "cells": kept}
    parse_table(table)  # what the model will read back: checked before it is written
    if args.write:
        # Whole or not at all: a run stopped mid-write must not leave half a table.
        part = FAIR_SHARE_FILE.with_suffix(".json.part")
        part.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
        os.replace(part, FAIR_SHARE_FILE)
        print(f"written: {FAIR_SHARE_FILE}")


if __name__ == "__main__":
    main()
