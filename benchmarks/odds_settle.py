"""CPU seconds for the odds meter to settle after a battle (run by hand, never in CI).

    .venv/bin/python benchmarks/odds_settle.py [--before]

For a few moments of game 21 (2 players, 2 face-down cards, fixed gathering: it runs for
hundreds of millions of battles) and of ordinary games, an `Estimator` is advanced in
the feed's slices until the feed's own rule says it has enough (`OddsFeed._enough`),
as the meter does after each battle. Printed: CPU seconds (process time), play-outs,
how many were cut, battles played. `--before` also runs every moment with the old cap
of 10,000 battles for every gathering, to compare. The machine is shared: compare the
two columns of one run, not runs.
"""

from __future__ import annotations

import sys
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.controller.odds_feed import SLICE_BATTLES, OddsFeed
from krig_desktop.engine import Game, Rules
from krig_desktop.engine.odds import CAP, Estimator

MOMENTS = [
    ("game 21, 2 face-down, fixed", 2, 21, Rules(2, "fixed"), 30),
    ("game 21, 2 face-down, fixed", 2, 21, Rules(2, "fixed"), 5_000),
    ("game 21, 2 face-down, fixed", 2, 21, Rules(2, "fixed"), 200_000),
    ("game 5, 2 players, shuffled", 2, 5, Rules(), 30),
    ("game 5, 4 players, shuffled", 4, 5, Rules(), 30),
    ("game 5, 2 players, 1 face-down, fixed", 2, 5, Rules(1, "fixed"), 30),
]


def settle(game: Game, cap: int | None) -> tuple[float, Estimator]:
    began = time.process_time()
    estimator = Estimator(game, 0, cap=cap)
    while not OddsFeed._enough(estimator):
        estimator.advance(SLICE_BATTLES)
    return time.process_time() - began, estimator


def main() -> None:
    caps: list[tuple[str, int | None]] = [("now", None)]
    if "--before" in sys.argv[1:]:
        caps.insert(0, (f"cap {CAP:,}", CAP))
    for label, players, number, rules, battles in MOMENTS:
        game = Game.new(players, number, rules)
        game.play_to_end(battles)
        for name, cap in caps:
            cpu, estimator = settle(game, cap)
            tally = estimator.tally
            odds = estimator.result()
            assert odds is not None
            print(f"{label} at battle {game.battles:,} [{name}]: {cpu:.2f} s CPU, "
                  f"{tally.samples} play-outs, {tally.cut} cut, "
                  f"{estimator.played:,} battles; seat 0 {100 * odds.win[0]:.1f} %, "
                  f"undecided/draw {100 * odds.draw:.1f} %", flush=True)


if __name__ == "__main__":
    main()
