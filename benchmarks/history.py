"""Memory and reading time of `game.history` (run by hand, never in CI).

    .venv/bin/python benchmarks/history.py [--sizes 10000,100000,1000000]
        [--long 12000000] [--every 512] [--reads 200] [--shuffled 300]

For each size N, game 21 (2 players, 2 face-down cards, fixed gathering: it runs for
hundreds of millions of battles) is played to N battles with `play_to_end`, then a fresh
history of it is measured twice:

- time: `prepare()` (the whole replay, checkpoints laid), a read of a random battle
  (cold: its window is not kept; mean and worst of --reads), a log screen (30 battles
  in a row after a random seek), and a scan of every battle (up to 1,000,000);
- memory, under tracemalloc: what the history holds after preparing and reading
  (checkpoints, the two kept windows, the replay cursors), in bytes per battle.

`--long` does the same for one long game (memory and random reads; no full scan).
`--shuffled S` measures the longest default 2-player game among game numbers 1..S: with
shuffled gathering a checkpoint also holds the generator (2.5 kB). `--every` takes a
comma list to compare checkpoint spacings (how CHECKPOINT_EVERY was chosen). The
smallest run (the smoke test's): `--sizes 1000 --long 0 --reads 5 --shuffled 5`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc

import _temp_config  # noqa: F401  (first: a temporary config folder)
from _long_games import longest_shuffled

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.history import CHECKPOINT_EVERY, History

LONG_GAME = (2, 21, Rules(face_down=2, gathering="fixed"))
SCAN_UP_TO = 1_000_000
SCREEN = 30


def played(battles: int) -> Game:
    game = Game.new(*LONG_GAME)
    game.play_to_end(max_battles=battles)
    return game


def timings(game: Game, every: int, reads: int, scan: bool) -> str:
    history = History(game, every=every)
    began = time.perf_counter()
    history.prepare()
    prepare_s = time.perf_counter() - began
    pick = random.Random(1)
    times = []
    for _ in range(reads):
        i = pick.randrange(len(history))
        began = time.perf_counter()
        history[i]
        times.append(time.perf_counter() - began)
    i = pick.randrange(max(1, len(history) - SCREEN))
    began = time.perf_counter()
    for j in range(i, min(len(history), i + SCREEN)):
        history[j]
    screen_s = time.perf_counter() - began
    text = (f"prepare {prepare_s:7.2f} s ({prepare_s / max(1, len(history)) * 1e6:4.2f} us/battle)"
            f" | random read mean {sum(times) / len(times) * 1e3:5.2f} ms,"
            f" max {max(times) * 1e3:5.2f} ms | screen of {SCREEN} {screen_s * 1e3:5.2f} ms")
    if scan:
        began = time.perf_counter()
        count = sum(1 for _ in history.scan())
        scan_s = time.perf_counter() - began
        assert count == len(history)
        text += f" | scan all {scan_s:6.2f} s ({scan_s / count * 1e6:4.2f} us/battle)"
    return text


def memory(game: Game, every: int, reads: int) -> str:
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    history = History(game, every=every)
    history.prepare()
    pick = random.Random(2)
    for _ in range(reads):
        history[pick.randrange(len(history))]
    held = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    points = history._points
    return (f"held {held / 1024:8.1f} KiB = {held / len(history):6.2f} bytes/battle"
            f" | {len(points)} checkpoints every {points.every} battles,"
            f" {points.nbytes / 1024:.1f} KiB packed")


def measure(label: str, game: Game, every: int, reads: int) -> None:
    scan = game.battles <= SCAN_UP_TO
    print(f"{label}: {game.battles} battles, every={every}", flush=True)
    print("  " + timings(game, every, reads, scan), flush=True)
    print("  " + memory(game, every, reads), flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--long", type=int, default=12_000_000)
    parser.add_argument("--every", default=str(CHECKPOINT_EVERY))
    parser.add_argument("--reads", type=int, default=200)
    parser.add_argument("--shuffled", type=int, default=300)
    args = parser.parse_args(argv)
    spacings = [int(k) for k in args.every.split(",")]
    sizes = [int(n) for n in args.sizes.split(",") if n]
    if args.long:
        sizes.append(args.long)
    for size in sizes:
        game = played(size)
        for every in spacings:
            measure("game 21 fixed", game, every, args.reads)
    if args.shuffled:
        game = longest_shuffled(args.shuffled)
        for every in spacings:
            measure(f"longest shuffled of games 1..{args.shuffled} (game {game.seed})",
                    game, every, args.reads)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
