"""Frame timing of the table while a war animates (run by hand, never in CI).

    .venv/bin/python benchmarks/frames.py [--players N] [--game N] [--size WxH] [--log]
                                          [--speed SPEED] [--settle S]
                                          [--deck NAME_OR_PATH] [--odds on|off] [--quick]
                                          [--gap MS|auto] [--breakdown MS]

A 4K screen is `QT_SCALE_FACTOR=2` with `--size 1920x1080`.

Starts the real main window (offscreen unless DISPLAY is set and QT_QPA_PLATFORM says
otherwise; under Xvfb: QT_QPA_PLATFORM=xcb DISPLAY=:99 ...), waits for the first painted
frame, then plays steps until a battle with a war has been animated from the flip to the
gathering, timing every repaint of the table. Prints frames per second, the median and
99th percentile frame time, and the time from launch to the first painted frame
(measured from the start of this script, imports included). Goal: >= 58 fps and
p99 <= 25 ms. Finally it times "Finish game" on a long game. `--deck` draws the cards
from a system deck that `available_decks()` finds, named by its key (kde:svg-dondorf,
aisleriot:anglo), its name ("Oxygen White"), its file's name (anglo.svgz, svg-dondorf)
or its path; `--deck list` prints them. It reports how long choosing it took. `--log` shows the
battle log and chart. With `--odds on` (the default) the odds feed refines its estimate
between frames as in the window; `--odds off` stops it, for comparison. After the last battle it
measures the process's CPU time (resource.getrusage) over the next two seconds and the
second after: the odds must leave the CPU idle within about two seconds. `--quick` is
the smallest run that still goes through every part (the smoke test's): one war at Fast
speed, a shorter CPU watch, fewer repaints, a shorter search for the long game.
`--gap MS` (or `auto`, the speed's autoplay gap) waits between two steps, as autoplay
does. By default the next step is asked for as soon as one ends: the first frame of a
step then runs from the last step's final repaint (its new words) to the first moving
one, which Qt's animation timer, started only after that repaint, holds back (longest
at 4K); with a gap that repaint falls in the gap, as in the window.
`--breakdown MS` says what the GUI thread did in each frame of MS ms or more, and where
the time of all the frames went (benchmarks/_frame_breakdown.py; it slows the run a little).

It runs in a temporary config folder (benchmarks/_temp_config.py): the window's games,
settings and history never reach the real one.
"""

from __future__ import annotations

import argparse
import itertools
import os
import resource
import statistics
import sys
import time

LAUNCH = time.perf_counter()
import _temp_config  # noqa: E402, F401  (first: a temporary config folder)

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class PaintClock(QObject):
    """Notes the time of every paint of the table's viewport."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []
        self.first: float | None = None
        # Every frame of the steps played (start, end, step, its place in the step, of),
        # and the phase each step led to: for --breakdown.
        self.frames: list[tuple[float, float, int, int, int]] = []
        self.steps: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            now = time.perf_counter()
            self.times.append(now)
            if self.first is None:
                self.first = now
        return False


def wait_until(app: QApplication, done, limit: float = 60.0) -> None:
    end = time.perf_counter() + limit
    while not done() and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


PAUSE_MS = 120


def full_repaint_ms(app: QApplication, window, rounds: int) -> float:
    """Median time to paint the whole table once, synchronously (the headroom)."""
    from krig_desktop.engine import Phase
    from krig_desktop.speed import Speed

    controller = window.controller
    controller.set_speed(Speed.INSTANT)
    for _ in range(400):  # leave a war pile on the table
        if controller.game.phase == Phase.WAR or controller.game.over:
            break
        controller.request_step()
    viewport = window.view.viewport()
    costs = []
    for _ in range(rounds):
        start = time.perf_counter()
        viewport.repaint()
        costs.append((time.perf_counter() - start) * 1000)
    return statistics.median(costs)


def deck_named(wanted: str):
    """The deck `available_decks()` offers under `wanted`: its key, its name (any case),
    its file's or folder's name, or its path; None if none is."""
    from krig_desktop.ui.cards.decks import available_decks

    path = Path(wanted).expanduser()
    for deck in available_decks():
        names = {deck.key, deck.name.casefold()}
        if deck.path is not None:
            names |= {deck.path.name, deck.path.stem, deck.path.parent.name}
            if path.exists() and deck.path.resolve() in (path.resolve(),
                                                         (path / deck.path.name).resolve()):
                return deck
        if wanted in names or wanted.casefold() in names:
            return deck
    return None


def choose_deck(window, wanted: str) -> str | None:
    """Draw from deck `wanted` (as the deck chooser would); a line saying what it cost."""
    from krig_desktop.ui.cards.decks import available_decks

    if wanted == "list":
        print("\n".join(f"{d.key:40} {d.name:30} {d.path or ''}" for d in available_decks()))
        return None
    deck = deck_named(wanted)
    if deck is None:
        print(f"no usable deck {wanted!r}; --deck list shows them")
        return None
    key = deck.key
    started = time.perf_counter()
    window.art.set_deck(deck)
    chose_ms = (time.perf_counter() - started) * 1000
    if window.art.deck.key != key:
        print(f"deck {key!r} could not be used (see the log line above)")
        return None
    return f"deck: {deck.name} ({deck.key}), parsed in {chose_ms:.0f} ms"
def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def idle_cpu(app: QApplication, window, seconds: float) -> None:
    """CPU used by the process in the `seconds` after the last battle (2 s), and in the
    half as long after (the event loop runs as in the window: nothing here spins)."""
    from PySide6.QtCore import QTimer

    marks: list[tuple[float, float]] = [(time.perf_counter(), cpu_seconds())]

    def mark() -> None:
        marks.append((time.perf_counter(), cpu_seconds()))
        if len(marks) == 3:
            app.exit(0)

    QTimer.singleShot(round(1000 * seconds), mark)
    QTimer.singleShot(round(1500 * seconds), mark)
    app.exec()
    (t0, c0), (t1, c1), (t2, c2) = marks
    feed = getattr(getattr(window, "odds", None), "feed", None)
    still = feed is not None and feed.refining
    end = 1.5 * seconds
    print(f"CPU after the last battle: {100 * (c1 - c0) / (t1 - t0):.0f} % of a core over "
          f"0-{seconds:g} s, {100 * (c2 - c1) / (t2 - t1):.0f} % over {seconds:g}-{end:g} s; "
          f"odds still refining at {end:g} s: {still}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--game", type=int, default=20)  # 4 players: a war at once
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--speed", default=None,
                        help="animation speed (default normal; fast with --quick)")
    parser.add_argument("--deck", default="own",
                        help="deck key, name, file name or path; 'list' prints them")
    parser.add_argument("--log", action="store_true",
                        help="show the battle log dock (log and chart) while playing")
    parser.add_argument("--settle", type=float, default=0.3,
                        help="seconds to wait after the first frame before playing")
    parser.add_argument("--odds", choices=("on", "off"), default="on")
    parser.add_argument("--quick", action="store_true",
                        help="the smallest run through every part (for the smoke test)")
    parser.add_argument("--breakdown", type=float, default=None, metavar="MS",
                        help="time every event, paint and collection; say what each "
                             "frame of MS ms or more spent its time on")
    parser.add_argument("--gap", default="0", metavar="MS|auto",
                        help="wait between two steps (auto: the speed's autoplay gap); "
                             "0, the default, asks for the next step at once")
    args = parser.parse_args()
    args.speed = args.speed or ("fast" if args.quick else "normal")
    width, height = (int(v) for v in args.size.split("x"))

    breakdown = None
    if args.breakdown is not None:
        from _frame_breakdown import Breakdown

        breakdown = Breakdown()
    app = QApplication.instance() or (QApplication(sys.argv[:1]) if breakdown is None
                                      else breakdown.app())
    from krig_desktop.app import create_main_window
    from krig_desktop.engine import Game, Phase

    window = create_main_window(["--players", str(args.players), "--game", str(args.game),
                                 "--speed", args.speed])
    deck_note = choose_deck(window, args.deck)
    if deck_note is None:
        return 0
    if args.log:
        from PySide6.QtWidgets import QDockWidget

        dock = window.findChild(QDockWidget, "battleLogDock")
        assert dock is not None
        dock.show()
    clock = PaintClock()
    window.view.viewport().installEventFilter(clock)
    if args.odds == "off":
        window.odds.feed.stop()
        window.odds.meter.hide()
    window.resize(width, height)
    window.show()
    wait_until(app, lambda: clock.first is not None, 20)
    if clock.first is None:
        print("no frame was painted (is the platform plugin working?)")
        return 1
    first_frame_ms = (clock.first - LAUNCH) * 1000
    wait_until(app, lambda: False, args.settle)  # let start-up settle

    controller = window.controller
    from krig_desktop.speed import Speed

    gap_s = (Speed(args.speed).autoplay_gap_ms if args.gap == "auto" else float(args.gap)) / 1000
    samples: list[float] = []
    animated_ms = 0.0
    # The GUI thread's own CPU time while the steps play: what a frame costs, whatever
    # else the machine runs (its wall-clock time is what a shared machine leaves it).
    thread_cpu = time.thread_time()
    wars = 0
    for _ in range(200):
        clock.times = []
        started = time.perf_counter()
        before = controller.game.war_steps
        controller.request_step()
        wait_until(app, lambda: not controller.busy)
        animated_ms += (time.perf_counter() - started) * 1000
        times = clock.times
        clock.frames += [(a, b, len(clock.steps), i, len(times) - 1)
                         for i, (a, b) in enumerate(itertools.pairwise(times))]
        clock.steps.append(controller.game.phase.name)
        samples += [(b - a) * 1000 for a, b in itertools.pairwise(times)]
        if controller.game.phase == Phase.FLIP and controller.game.war_steps > before:
            wars += 1
        if (wars and controller.game.phase == Phase.FLIP) or controller.game.over:
            break
        if gap_s:  # as autoplay would: the step's last words painted before the next
            resting = time.thread_time()
            wait_until(app, lambda: False, gap_s)
            thread_cpu += time.thread_time() - resting  # the gap's work is no frame's
    thread_cpu = time.thread_time() - thread_cpu
    # The step's designed pauses (the look at the battle cards, the banner holding
    # still) repaint nothing because nothing changes: those gaps are not frames.
    pauses = [v for v in samples if v >= PAUSE_MS]
    samples = [v for v in samples if v < PAUSE_MS]
    frames = len(samples) + 1
    print(f"platform: {QApplication.platformName()}, window {width}x{height}, "
          f"{args.players} players, game {args.game}, speed {args.speed}, odds {args.odds}")
    print(deck_note + ("; battle log and chart shown" if args.log else ""))
    print(f"launch to first painted frame: {first_frame_ms:.0f} ms")
    if samples:
        fps = 1000 / statistics.mean(samples)
        print(f"animated: {animated_ms:.0f} ms, {frames} frames, {fps:.1f} fps "
              f"(goal >= 58); GUI thread CPU {thread_cpu * 1000 / frames:.1f} ms a frame")
        print(f"frame time: median {statistics.median(samples):.1f} ms, "
              f"p99 {percentile(samples, 99):.1f} ms (goal <= 25), "
              f"max {max(samples):.1f} ms; {len(pauses)} still pauses "
              f"(>= {PAUSE_MS} ms, nothing moving) left out")
    if breakdown is not None:
        breakdown.report(clock.frames, clock.steps, args.breakdown, PAUSE_MS)
    idle_cpu(app, window, 0.2 if args.quick else 2.0)
    repaint_ms = full_repaint_ms(app, window, 5 if args.quick else 60)
    print(f"cost of one full repaint of the war table: {repaint_ms:.2f} ms")
    # Finish game on a long game: one redraw at the end, however many battles.
    longest, length = 1, 0
    for number in range(1, 20 if args.quick else 300):
        game = Game.new(2, number)
        game.play_to_end()
        if game.battles > length:
            longest, length = number, game.battles
    controller.new_game(2, longest, controller.game.rules)
    wait_until(app, lambda: False, 0.2)
    timer = QElapsedTimer()
    timer.start()
    controller.finish_game()
    app.processEvents()
    print(f"finish game #{longest} ({length} battles) incl. redraw: "
          f"{timer.elapsed()} ms")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
