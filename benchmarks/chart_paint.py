"""Milliseconds per paint of the card-count chart (run by hand, never in CI).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/chart_paint.py \
        [--sizes 10000,1000000] [--width 400] [--height 200] [--paints 200] [--grow 50]

A series of game 21's first N battles (2 players, fixed gathering, fed from the engine's
fast path) is drawn at the given size, `--paints` times each way:

- cold: the series took in one more battle (not timed) and `series_grew()` before each
  `render_into` of a QImage, which always shows the latest battle: what a frame costs
  when the plot is drawn afresh (the worst frame);
- warm: nothing changed, the picture is painted again;
- hover: the pointer moved to another battle (a mouse-move event), then a paint;
- live: the shown widget, paced at 60 frames a second, takes in `--grow` more battles
  of the same game before each frame and lets the event loop paint it: what the chart
  costs per frame during Finish or a fast replay (the time of one pass of the loop).
  `rebuilds/s` is how often the plot was drawn afresh, where the chart counts it.

Prints the mean and the 99th percentile per paint. The smallest run (the smoke test's):
`--sizes 1000 --paints 5 --grow 5`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import _temp_config  # noqa: F401  (first: a temporary config folder)
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from krig_desktop.engine import Game, Rules
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.story.card_chart import CardChart

LONG_GAME = (2, 21, Rules(face_down=2, gathering="fixed"))
FRAME = 1 / 60


def grow(game: Game, series: CountSeries, battles: int) -> None:
    hands = game._hands
    for _ in range(battles):
        wars = game._fast_battle()[2]
        series.add_counts(tuple(map(len, hands)), wars)


def series_of(battles: int) -> tuple[Game, CountSeries]:
    game = Game.new(*LONG_GAME)
    series = CountSeries([len(hand) for hand in game._hands])
    grow(game, series, battles)
    return game, series


def move_pointer(chart: CardChart, x: float) -> None:
    point = QPointF(x, chart.height() / 2)
    chart.mouseMoveEvent(QMouseEvent(QEvent.Type.MouseMove, point, chart.mapToGlobal(point),
                                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                     Qt.KeyboardModifier.NoModifier))


def paint_times(chart: CardChart, game: Game, paints: int, mode: str) -> list[float]:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32_Premultiplied)
    series = chart.series()
    assert series is not None
    times = []
    for paint in range(paints):
        image.fill(chart.palette().color(QPalette.ColorRole.Window))
        if mode == "cold":
            grow(game, series, 1)
        began = time.perf_counter()
        if mode == "cold":
            chart.series_grew()
        elif mode == "hover":
            move_pointer(chart, 40 + paint % (chart.width() - 80))
        painter = QPainter(image)
        chart.render_into(painter)
        painter.end()
        times.append((time.perf_counter() - began) * 1e3)
    return times


def live_times(app: QApplication, chart: CardChart, game: Game, frames: int,
               battles: int) -> tuple[list[float], float]:
    series = chart.series()
    assert series is not None
    chart.show()
    app.processEvents()
    rebuilt = getattr(chart, "plot_rebuilds", 0)
    times = []
    began = next_frame = time.perf_counter()
    for _ in range(frames):
        grow(game, series, battles)
        chart.series_grew()
        start = time.perf_counter()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1e3)
        next_frame += FRAME
        time.sleep(max(0.0, next_frame - time.perf_counter()))
    rate = (getattr(chart, "plot_rebuilds", 0) - rebuilt) / (time.perf_counter() - began)
    chart.hide()
    return times, rate


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
    parser.add_argument("--grow", type=int, default=50, help="battles per live frame")
    args = parser.parse_args()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setStyle("Fusion")
    for size in (int(s) for s in args.sizes.split(",") if s):
        chart = CardChart()
        chart.set_names(["You", "CPU 1"])
        chart.resize(args.width, args.height)
        game, series = series_of(size)
        chart.set_series(series)
        chart.set_marked(size // 3)
        paint_times(chart, game, 5, "cold")  # warm up fonts and caches
        print(f"{size:>10,} battles at {args.width}x{args.height}:", flush=True)
        for mode in ("cold", "warm", "hover"):
            print(f"    {mode:<5} {summary(paint_times(chart, game, args.paints, mode))}",
                  flush=True)
        times, rate = live_times(app, chart, game, args.paints, args.grow)
        print(f"    live  {summary(times)}  (+{args.grow} battles a frame, "
              f"{rate:.1f} rebuilds/s)", flush=True)


if __name__ == "__main__":
    main()
