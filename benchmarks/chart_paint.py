"""Milliseconds per paint of the card-count chart (run by hand, never in CI).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/chart_paint.py \
        [--sizes 10000,1000000] [--width 400] [--height 200] [--paints 200]

A series of game 21's first N battles (2 players, fixed gathering, fed from the engine's
fast path) is drawn into a QImage of the given size, `--paints` times:

- cold: the series grew since the last paint, so the envelope (one column per pixel) is
  asked for again: what every frame costs while the game runs or Finish is playing;
- warm: nothing changed but the picture is painted again (hover, a marker move).

Prints the mean and the 99th percentile per paint.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from krig_desktop.engine import Game, Rules
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.card_chart import CardChart

LONG_GAME = (2, 21, Rules(face_down=2, gathering="fixed"))


def series_of(battles: int) -> CountSeries:
    game = Game.new(*LONG_GAME)
    hands = game._hands
    series = CountSeries([len(hand) for hand in hands])
    for _ in range(battles):
        wars = game._fast_battle()[2]
        series.add_counts(tuple(map(len, hands)), wars)
    return series


def paint_times(chart: CardChart, paints: int, cold: bool) -> list[float]:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(paints):
        image.fill(chart.palette().color(QPalette.ColorRole.Window))
        began = time.perf_counter()
        if cold:
            chart.series_grew()
        painter = QPainter(image)
        chart.render_into(painter)
        painter.end()
        times.append((time.perf_counter() - began) * 1e3)
    return times


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"mean {statistics.fmean(times):6.2f} ms, p99 {p99:6.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,1000000")
    parser.add_argument("--width", type=int, default=400)
    parser.add_argument("--height", type=int, default=200)
    parser.add_argument("--paints", type=int, default=200)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    app.setStyle("Fusion")
    for size in (int(s) for s in args.sizes.split(",") if s):
        chart = CardChart()
        chart.set_names(["You", "CPU 1"])
        chart.resize(args.width, args.height)
        chart.set_series(series_of(size))
        chart.set_marked(size // 3)
        paint_times(chart, 5, cold=True)  # warm up fonts and caches
        cold = paint_times(chart, args.paints, cold=True)
        warm = paint_times(chart, args.paints, cold=False)
        print(f"{size:>10,} battles at {args.width}x{args.height}: "
              f"cold {summary(cold)} | warm {summary(warm)}", flush=True)


if __name__ == "__main__":
    main()
