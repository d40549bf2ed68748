"""Memory and feeding time of the chart's `CountSeries` (run by hand, never in CI).

    .venv/bin/python benchmarks/count_series.py [--sizes 10000,1000000] [--long 20000000]
        [--long-source synthetic|engine]

Game 21 (2 players, 2 face-down cards, fixed gathering: it runs for hundreds of millions
of battles) is played on the engine's fast path (`_fast_battle`, no records) and each
battle's counts and war steps are fed to a series with `add_counts`, as the chart's
feeder does live. Memory is what tracemalloc finds still allocated by
model/count_series.py afterwards (the series' arrays and objects; the engine's own
allocations are filtered out), in bytes per battle, next to `nbytes()` (the arrays'
used part).

`--long` feeds one long game past the exact cap (2**20 battles) to show memory stop
growing once the series coarsens. tracemalloc would make it many times slower, so there the
bytes are the arrays' allocated size (`sys.getsizeof`, spare room included) and the
growth of the resident set. Its counts come from the engine by default for the
sizes, and for the long run from a synthetic random walk (`--long-source synthetic`,
faster to feed: the series neither knows nor cares where counts come from);
`--long-source engine` plays game 21 for real instead.
The smallest run (the smoke test's): `--sizes 1000 --long 1000`.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterator

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Rules
from krig_desktop.model import count_series
from krig_desktop.model.count_series import CountSeries

LONG_GAME = (2, 21, Rules(face_down=2, gathering="fixed"))

Feed = Callable[[int], Iterator[tuple[tuple[int, ...], int]]]


def engine_battles(battles: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """(counts, war steps) after each battle of game 21, from the engine's fast path."""
    game = Game.new(*LONG_GAME)
    hands = game._hands
    for _ in range(battles):
        if game.over:
            raise SystemExit(f"game 21 ended after {game.battles} battles")
        wars = game._fast_battle()[2]
        yield tuple(map(len, hands)), wars


def synthetic_battles(battles: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """A random walk of 52 cards between 2 seats, a war one battle in 17."""
    pick = random.Random(21)
    count = 26
    for _ in range(battles):
        count = max(1, min(51, count + pick.choice((-1, 1))))
        yield (count, 52 - count), (pick.random() < 1 / 17)


def allocated(series: CountSeries) -> int:
    """Bytes the series' arrays have allocated (spare room included)."""
    arrays = [*series._last, series._war.base, *series._war.levels]
    for pyramid in (*series._low, *series._high):
        arrays.extend(pyramid.levels)
        if pyramid.base not in series._last:
            arrays.append(pyramid.base)
    return sum(map(sys.getsizeof, arrays))


def resident() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def measure(battles: int, feed: Feed, label: str, traced: bool) -> str:
    """Feed `battles` battles; with `traced`, under tracemalloc (much slower)."""
    if traced:
        tracemalloc.start()
    rss = resident()
    began = time.perf_counter()
    series = CountSeries((26, 26))
    for counts, wars in feed(battles):
        series.add_counts(counts, wars)
    seconds = time.perf_counter() - began
    assert series.battles == battles
    if traced:
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(True, count_series.__file__)])
        tracemalloc.stop()
        held = sum(stat.size for stat in snapshot.statistics("filename"))
        how = "traced"
    else:
        held = allocated(series)
        how = "arrays"
    return (f"{battles:>11,} battles ({label:9}) | {how} {held / 1e6:6.2f} MB = "
            f"{held / battles:5.2f} B/battle | used {series.nbytes() / 1e6:6.2f} MB | "
            f"RSS +{(resident() - rss) / 1e6:6.1f} MB | bucket {series.bucket_size:>3} | "
            f"fed in {seconds:6.1f} s{' (under tracemalloc)' if traced else ''}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,1000000")
    parser.add_argument("--long", type=int, default=20_000_000)
    parser.add_argument("--long-source", choices=("synthetic", "engine"),
                        default="synthetic")
    args = parser.parse_args()
    for size in (int(s) for s in args.sizes.split(",") if s):
        print(measure(size, engine_battles, "engine", traced=True), flush=True)
    if args.long:
        feed = engine_battles if args.long_source == "engine" else synthetic_battles
        print(measure(args.long, feed, args.long_source, traced=False), flush=True)


if __name__ == "__main__":
    main()
