"""What odds and fate cost, for the meter's design (run by hand, never in CI).

    .venv/bin/python benchmarks/odds.py [DEALS]

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

The machine is shared: compare ratios between runs, not single numbers.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import multiprocessing
import statistics
import sys
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


def play_out_speed(deals: int) -> None:
    print("1. play-outs from battle 30 (200 each)")
    print("   players gathering  play-outs/s  ms/play-out  battles/s   cut")
    for rules in (SHUFFLED, FIXED):
        for players in (2, 3, 4):
            samples = battles = cut = 0
            seconds = 0.0
            for game in mid_games(players, rules, deals):
                estimator = Estimator(game, 1)
                start = time.perf_counter()
                while estimator.tally.samples < 200:
                    battles += 1000
                    estimator.advance(1000)
                seconds += time.perf_counter() - start
                samples += estimator.tally.samples
                cut += estimator.tally.cut
            print(f"   {players:7} {rules.gathering:10} {samples / seconds:11.0f} "
                  f"{1000 * seconds / samples:12.2f} {battles / seconds:10.0f} {cut:5}")


def estimate_cost(deals: int) -> None:
    print("2. one estimate, 2 players, shuffled, battle 30")
    games = mid_games(2, SHUFFLED, deals)
    for samples in (200, 1000):
        times = []
        for game in games:
            start = time.perf_counter()
            estimate(game, samples, 5)
            times.append(time.perf_counter() - start)
        print(f"   {samples:5} play-outs: mean {1000 * statistics.mean(times):7.1f} ms, "
              f"slowest {1000 * max(times):7.1f} ms")


def slice_cost(deals: int) -> None:
    print("3. Estimator.advance(B) slices in this thread (2 and 4 players, both gatherings)")
    games = [g for p in (2, 4) for r in (SHUFFLED, FIXED) for g in mid_games(p, r, deals)]
    for budget in (250, 1000, 4000):
        times = []
        for game in games:
            estimator = Estimator(game, 2)
            for _ in range(20):
                start = time.perf_counter()
                estimator.advance(budget)
                times.append(time.perf_counter() - start)
        times.sort()
        print(f"   B={budget:5}: mean {1000 * statistics.mean(times):6.2f} ms, "
              f"p99 {1000 * times[int(len(times) * 0.99)]:6.2f} ms, "
              f"slowest {1000 * times[-1]:6.2f} ms")
    setups = []
    for players in (2, 3, 4):
        for number in range(1, 60):
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


def pool_cost() -> None:
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
            for _ in range(20):
                start = time.perf_counter()
                pool.submit(play_outs, data, 1, 0, 0).result()
                trips.append(time.perf_counter() - start)
            start = time.perf_counter()
            halves = pool.map(play_outs, [data] * 2, [1, 1], [0, 500], [500, 1000])
            split = sum(halves, Tally.empty(2))
            two = time.perf_counter() - start
        start = time.perf_counter()
        one = play_outs(data, 1, 0, 1000)
        here = time.perf_counter() - start
        assert one == split
        print(f"   {method:10}: first answer after {1000 * ready:6.0f} ms; round trip of "
              f"the game {1000 * statistics.median(trips):5.2f} ms (median); 1000 "
              f"play-outs {1000 * two:5.0f} ms on 2 workers vs {1000 * here:5.0f} ms here "
              f"(x{here / two:.2f})")


def fate_cost() -> None:
    print("5. fate")
    for rules in (SHUFFLED, FIXED):
        for players in (2, 3, 4):
            times = []
            for number in range(1, 41):
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
    for _ in range(30):
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
        if copy.play_to_end(max_battles=300_000) is None or copy.battles < 2_000:
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
        if count == 8:
            break
    print(f"   {count} fixed deals of 2,000+ battles: FateSearch in 10,000-battle slices "
          f"takes x{sliced / whole:.2f} the time of fate()")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    play_out_speed(deals)
    estimate_cost(deals)
    slice_cost(max(2, deals // 2))
    pool_cost()
    fate_cost()


if __name__ == "__main__":
    main()
