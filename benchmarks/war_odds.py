"""What the card counter of a war costs (run by hand, never in CI).

    .venv/bin/python benchmarks/war_odds.py [--wars N] [--quick]

`war_odds(game)` runs on the GUI thread at the moment a war is called (once per war
step: the call may change, the counter's answer is kept), so its time per call is the
pause a call could add. For 2, 3 and 4 players, shuffled and fixed gathering, it takes
the first war of N deals (default 20; wars at any depth of a game's first 200 battles)
and prints the mean and the slowest milliseconds per call at the default number of
samples, then the mean at 100 and 1,600 samples (the time grows with the samples; the
standard error shrinks with their square root). `--quick` (the smoke test's run) takes
two wars of each kind.

The machine is shared: compare ratios between runs, not single numbers.
"""

from __future__ import annotations

import argparse
import statistics
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.engine.war_odds import SAMPLES, counter_pick, war_odds

KINDS = {"shuffled": Rules(), "fixed": Rules(1, "fixed")}


def first_wars(players: int, rules: Rules, wanted: int) -> list[Game]:
    """Games at their first war, one per deal, from deal 1 on."""
    wars: list[Game] = []
    number = 1
    while len(wars) < wanted:
        game = Game.new(players, number, rules)
        number += 1
        while not game.over and game.battles < 200:
            game.step()
            if game.phase is Phase.WAR:
                wars.append(game)
                break
    return wars


def per_call_ms(games: list[Game], samples: int) -> list[float]:
    times = []
    for game in games:
        start = time.perf_counter()
        war_odds(game, samples=samples)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wars", type=int, default=20)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    wanted = 2 if args.quick else args.wars
    print(f"war_odds per call, {SAMPLES} samples (default), first wars of {wanted} deals")
    print("   players gathering   mean ms/call  slowest ms   100 samples  1600 samples")
    for kind, rules in KINDS.items():
        for players in (2, 3, 4):
            games = first_wars(players, rules, wanted)
            times = per_call_ms(games, SAMPLES)
            few = statistics.fmean(per_call_ms(games, 100))
            many = statistics.fmean(per_call_ms(games[:2], 1600))
            print(f"   {players:7} {kind:9}   {statistics.fmean(times):12.2f}  "
                  f"{max(times):10.2f}   {few:11.2f}  {many:12.2f}")
    game = first_wars(4, Rules(), 1)[0]
    start = time.perf_counter()
    seat = counter_pick(game)
    print(f"counter_pick of a 4-player war: seat {seat} in "
          f"{(time.perf_counter() - start) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
