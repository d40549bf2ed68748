"""Memory of a long fixed-gathering game, and the cost of saving it (run by hand).

    .venv/bin/python benchmarks/memory.py [--battles N] [--chunk K] [--save-at M]

Plays game 21 (2 players, 2 face-down cards, fixed gathering: it runs for hundreds of
millions of battles) the way Finish game does, `play_to_end(max_battles=K)` slice after
slice, under tracemalloc, and prints the memory the engine holds after each million
battles and the bytes per battle it grew by. Then plays a fresh copy of the game to M
battles and times `json.dumps(game.to_dict())` and `Game.from_dict(json.loads(...))`.

Uses only the public surface, so it measures any checkout: run it with that checkout's
interpreter (e.g. `/work/main/.venv/bin/python benchmarks/memory.py`). The smallest run
(the smoke test's): `--battles 10000 --chunk 1000 --save-at 1000`.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
import tracemalloc

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Rules

GAME = (2, 21, Rules(face_down=2, gathering="fixed"))
MIB = 1024 * 1024


def rss_mib() -> float:
    """Peak resident memory of this process so far (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def growth(battles: int, chunk: int) -> None:
    game = Game.new(*GAME)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    began = time.perf_counter()
    print(f"game 21, 2 players, face_down 2, fixed; play_to_end(max_battles={chunk}) slices")
    print(f"{'battles':>10} {'traced MiB':>11} {'peak MiB':>9} {'bytes/battle':>13} "
          f"{'RSS MiB':>8} {'seconds':>8}")
    mark = 1_000_000 if battles >= 1_000_000 else max(1, battles // 4)
    shown = 0
    while game.battles < battles and not game.over:
        game.play_to_end(max_battles=min(chunk, battles - game.battles))
        if game.battles // mark > shown or game.battles >= battles or game.over:
            shown = game.battles // mark
            now, peak = tracemalloc.get_traced_memory()
            per = (now - base) / max(1, game.battles)
            print(f"{game.battles:>10} {now / MIB:>11.2f} {peak / MIB:>9.2f} {per:>13.1f} "
                  f"{rss_mib():>8.1f} {time.perf_counter() - began:>8.1f}", flush=True)
    tracemalloc.stop()
    if game.over:
        print(f"the game ended: {game.outcome} after {game.battles} battles")


def save_cost(at: int) -> None:
    game = Game.new(*GAME)
    game.play_to_end(max_battles=at)
    began = time.perf_counter()
    text = json.dumps(game.to_dict())
    saved = time.perf_counter() - began
    began = time.perf_counter()
    try:
        loaded = Game.from_dict(json.loads(text))
    except ValueError as exc:
        print(f"at {game.battles} battles: {len(text)} bytes, to_dict+dumps {saved * 1000:.1f} ms;"
              f" from_dict REFUSED: {str(exc)[:120]}")
        return
    load = time.perf_counter() - began
    assert loaded == game
    print(f"at {game.battles} battles: {len(text)} bytes of JSON, "
          f"to_dict+dumps {saved * 1000:.1f} ms, loads+from_dict {load * 1000:.1f} ms")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--battles", type=int, default=3_000_000)
    parser.add_argument("--chunk", type=int, default=20_000)
    parser.add_argument("--save-at", type=int, default=1_000_001)
    args = parser.parse_args(argv)
    if args.battles:
        growth(args.battles, args.chunk)
    if args.save_at:
        save_cost(args.save_at)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
