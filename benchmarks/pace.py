"""Battles a second at each speed, and how well the odds meter keeps up (run by hand).

    .venv/bin/python benchmarks/pace.py [--seconds S] [--players N] [--game N]
                                        [--speeds slow,normal,...] [--quick]

Opens the real main window (offscreen unless DISPLAY is set and QT_QPA_PLATFORM says
otherwise), and for each speed deals game `--game` afresh and lets autoplay run for
`--seconds` (default 20) of wall-clock time, as a player watching would. A game that
ends is followed by the next game number, so Instant measures something too. Printed
per speed: battles played, battles a second, what that makes of a median 2-player game
(353 battles, `--simulate 1000 --players 2`), and the odds meter sampled every 50 ms:
the share of samples in which it showed "…" (`OddsModel.pending`), its longest blank
stretch, and how many battles its figures lagged the table (mean and max).
`--quick`: one second at Fast and Very Fast (the smoke test's run).

The machine is shared: compare speeds within one run, not runs. It runs in a temporary
config folder (benchmarks/_temp_config.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from krig_desktop.app import create_main_window
from krig_desktop.engine import Rules
from krig_desktop.speed import Speed

MEDIAN_GAME = 353  # battles of a median 2-player game
SAMPLE_MS = 50


def pump(app: QApplication, seconds: float) -> None:
    """Run the event loop for `seconds` of wall-clock time."""
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def measure(app: QApplication, window, speed: Speed, seconds: float, players: int,
            game: int) -> None:
    controller = window.controller
    meter = window.odds.meter
    controller.set_autoplay(False)
    controller.set_speed(speed)
    controller.new_game(players, game, Rules())
    pump(app, 0.3)
    played = 0
    number = game
    blank = 0
    samples = 0
    stretch = longest = 0.0
    lags: list[int] = []

    def sample() -> None:
        nonlocal blank, samples, stretch, longest
        samples += 1
        odds = meter.odds()
        if odds is None or odds.pending:
            blank += 1
            stretch += SAMPLE_MS / 1000
            longest = max(longest, stretch)
        else:
            stretch = 0.0
            lags.append(controller.model.battles - odds.battle)

    def next_game(_model: object) -> None:
        nonlocal played, number
        played += controller.game.battles
        number += 1
        QTimer.singleShot(0, lambda: (controller.new_game(players, number, Rules()),
                                      controller.set_autoplay(True)))

    timer = QTimer()
    timer.timeout.connect(sample)
    controller.gameOver.connect(next_game)
    began = time.perf_counter()
    controller.set_autoplay(True)
    timer.start(SAMPLE_MS)
    pump(app, seconds)
    timer.stop()
    controller.set_autoplay(False)
    elapsed = time.perf_counter() - began
    controller.gameOver.disconnect(next_game)
    played += controller.game.battles
    rate = played / elapsed
    minutes = MEDIAN_GAME / rate / 60 if rate else float("inf")
    lag = (f"mean {statistics.fmean(lags):.1f}, max {max(lags)}" if lags else "none shown")
    print(f"{speed.value:>9}: {played} battles in {elapsed:.1f} s, {rate:.2f} battles/s, "
          f"median game {minutes:.1f} min; meter blank {100 * blank / max(1, samples):.0f} %"
          f" of samples, longest blank {longest:.1f} s, lag in battles {lag}", flush=True)
    pump(app, 0.5)  # the step moving ends


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--game", type=int, default=1)
    parser.add_argument("--speeds", default=",".join(Speed.names()))
    parser.add_argument("--quick", action="store_true",
                        help="one second at Fast and Very Fast (for the smoke test)")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.speeds = 1.0, "fast,veryfast"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = create_main_window(["--players", str(args.players), "--game", str(args.game)])
    window.resize(1280, 720)
    window.show()
    pump(app, 0.5)
    print(f"platform: {app.platformName()}, {args.players} players, game {args.game}, "
          f"{args.seconds:g} s a speed")
    for name in args.speeds.split(","):
        measure(app, window, Speed(name), args.seconds, args.players, args.game)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
