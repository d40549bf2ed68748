"""What odds and fate cost, for the meter's design (run by hand, never in CI).

    .venv/bin/python benchmarks/odds.py [DEALS] [--quick]

1. Play-outs per second from mid-game positions (battle 30 of DEALS deals, default 6),
   2, 3 and 4 players, shuffled and fixed gathering, with the battles per second they
   play: a GUI slice is sized in battles (`Estimator.advance(battles)`).
2. One `estimate` of 200 and of 1000 play-outs (2 players, shuffled), as the meter
   would run after each battle: mean and slowest.
3. Slices in the GUI thread: `Estimator.advance(B)` for several B, mean and slowest
   time per slice; and what setting up an `Estimator` costs (its exact check).
4. A process pool: start-up of `ProcessPoolExecutor(2)` with the spawn and forkserver
   contexts until its first answer, the round trip of a game's `to_dict()` to a worker,
   and 1000 play-outs on two workers against the same in this process.
5. Fate: `fate(game)` of ordinary deals; `FateSearch` slices on game 21 (2 players, 2
   face-down cards, fixed: hundreds of millions of battles), and FateSearch against
   fate on fixed deals that end.

The machine is shared: compare ratios between runs, not single numbers. `--quick` (the
smoke test's run, with DEALS 1) goes through every part with the fewest rounds and deals.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import multiprocessing
import statistics
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.odds import Estimator, FateSearch, Tally, estimate, fate, play_outs

SHUFFLED, FIXED = Rules(), Rules(1, "fixed")


def mid_games(players: int, rules: Rules, deals: int) -> list[Game]:
    games = []
    number = 1
    while len(games) < deals:
        game = Game.new(players, number, rules)
        game.play_to_end(max_battles=30)
        if not game.over and Estimator(game, 0).exact is False:
            games.append(game)
        number += 1
    return games


def play_out_speed(deals: int, wanted: int) -> None:
    print(f"1. play-outs from battle 30 ({wanted} each)")
    print("   players gathering  play-outs/s  ms/play-out  battles/s   cut")
    for rules in (SHUFFLED, FIXED):
        for players in (2, 3, 4):
            samples = battles = cut = 0
            seconds = 0.0
            for game in mid_games(players, rules, deals):
                estimator = Estimator(game, 1)
                start = time.perf_counter()
                while estimator.tally.samples < wanted:
                    battles += 1000
                    estimator.advance(1000)
                seconds += time.perf_counter() - start
                samples += estimator.tally.samples
                cut += estimator.tally.cut
            print(f"   {players:7} {rules.gathering:10} {samples / seconds:11.0f} "
                  f"{1000 * seconds / samples:12.2f} {battles / seconds:10.0f} {cut:5}")


def estimate_cost(deals: int, sizes: tuple[int, ...]) -> None:
    print("2. one estimate, 2 players, shuffled, battle 30")
    games = mid_games(2, SHUFFLED, deals)
    for samples in sizes:
        times = []
        for game in games:
            start = time.perf_counter()
            estimate(game, samples, 5)
            times.append(time.perf_counter() - start)
        print(f"   {samples:5} play-outs: mean {1000 * statistics.mean(times):7.1f} ms, "
              f"slowest {1000 * max(times):7.1f} ms")


def slice_cost(deals: int, quick: bool) -> None:
    print("3. Estimator.advance(B) slices in this thread (2 and 4 players, both gatherings)")
    games = [g for p in (2, 4) for r in (SHUFFLED, FIXED) for g in mid_games(p, r, deals)]
    for budget in (250, 1000, 4000):
        times = []
        for game in games:
            estimator = Estimator(game, 2)
            for _ in range(3 if quick else 20):
                start = time.perf_counter()
                estimator.advance(budget)
                times.append(time.perf_counter() - start)
        times.sort()
        print(f"   B={budget:5}: mean {1000 * statistics.mean(times):6.2f} ms, "
              f"p99 {1000 * times[int(len(times) * 0.99)]:6.2f} ms, "
              f"slowest {1000 * times[-1]:6.2f} ms")
    setups = []
    for players in (2, 3, 4):
        for number in range(1, 8 if quick else 60):
            game = Game.new(players, number)
            for battles in (0, 40, 40, 40, 40, 40):
                game.play_to_end(max_battles=battles)
                if game.over:
                    break
                start = time.perf_counter()
                Estimator(game, 0)
                setups.append(time.perf_counter() - start)
    print(f"   Estimator(game, seed) set-up over {len(setups)} positions: mean "
          f"{1e6 * statistics.mean(setups):.0f} us, slowest {1e6 * max(setups):.0f} us")


def _ready() -> int:
    return 0


def pool_cost(rounds: int, outs: int) -> None:
    print("4. process pools (2 workers)")
    game = mid_games(2, SHUFFLED, 1)[0]
    data = game.to_dict()
    print(f"   game data: {len(json.dumps(data))} bytes of JSON")
    for method in ("spawn", "forkserver"):
        context = multiprocessing.get_context(method)
        start = time.perf_counter()
        with cf.ProcessPoolExecutor(2, mp_context=context) as pool:
            pool.submit(_ready).result()
            ready = time.perf_counter() - start
            list(pool.map(play_outs, [data] * 2, [1, 1], [0, 0], [0, 0]))  # warm both
            trips = []
            for _ in range(rounds):
                start = time.perf_counter()
                pool.submit(play_outs, data, 1, 0, 0).result()
                trips.append(time.perf_counter() - start)
            start = time.perf_counter()
            half = outs // 2
            halves = pool.map(play_outs, [data] * 2, [1, 1], [0, half], [half, outs])
            split = sum(halves, Tally.empty(2))
            two = time.perf_counter() - start
        start = time.perf_counter()
        one = play_outs(data, 1, 0, outs)
        here = time.perf_counter() - start
        assert one == split
        print(f"   {method:10}: first answer after {1000 * ready:6.0f} ms; round trip of "
              f"the game {1000 * statistics.median(trips):5.2f} ms (median); {outs} "
              f"play-outs {1000 * two:5.0f} ms on 2 workers vs {1000 * here:5.0f} ms here "
              f"(x{here / two:.2f})")


def fate_cost(quick: bool) -> None:
    print("5. fate")
    for rules in (SHUFFLED, FIXED):
        for players in (2, 3, 4):
            times = []
            for number in range(1, 6 if quick else 41):
                game = Game.new(players, number, rules)
                if rules.fixed and game.copy().play_to_end(max_battles=200_000) is None:
                    continue  # the long ones are FateSearch's
                start = time.perf_counter()
                fate(game)
                times.append(time.perf_counter() - start)
            print(f"   fate(), {players} players, {rules.gathering:8}: {len(times)} deals, "
                  f"mean {1000 * statistics.mean(times):6.2f} ms, "
                  f"slowest {1000 * max(times):6.1f} ms")
    search = FateSearch(Game.new(2, 21, Rules(2, "fixed")))
    slices = []
    for _ in range(3 if quick else 30):
        start = time.perf_counter()
        search.advance(10_000)
        slices.append(time.perf_counter() - start)
    print(f"   FateSearch game 21 (2 face-down, fixed), slices of 10,000 battles: mean "
          f"{1000 * statistics.mean(slices):.1f} ms, slowest {1000 * max(slices):.1f} ms, "
          f"{search.progress / sum(slices):.0f} battles/s")
    whole = sliced = 0.0
    count = 0
    for number in range(1, 200):
        game = Game.new(2, number, Rules(2, "fixed"))
        copy = game.copy()
        cap = 20_000 if quick else 300_000
        if copy.play_to_end(max_battles=cap) is None or copy.battles < 2_000:
            continue
        start = time.perf_counter()
        told = fate(game)
        whole += time.perf_counter() - start
        start = time.perf_counter()
        search = FateSearch(game)
        while search.advance(10_000) is None:
            pass
        sliced += time.perf_counter() - start
        assert search.fate == told
        count += 1
        if count == (1 if quick else 8):
            break
    print(f"   {count} fixed deals of 2,000+ battles: FateSearch in 10,000-battle slices "
          f"takes x{sliced / whole:.2f} the time of fate()")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", nargs="?", type=int, default=6,
                        help="mid-game deals per kind of game (default 6)")
    parser.add_argument("--quick", action="store_true",
                        help="the fewest rounds and deals in every part (for the smoke test)")
    args = parser.parse_args()
    quick = args.quick
    play_out_speed(args.deals, 10 if quick else 200)
    estimate_cost(args.deals, (10,) if quick else (200, 1000))
    slice_cost(1 if quick else max(2, args.deals // 2), quick)
    pool_cost(2 if quick else 20, 20 if quick else 1000)
    fate_cost(args.quick)


if __name__ == "__main__":
    main()
