"""`krig-desktop --simulate N`: play N numbered games with no window and print statistics.

Console output, not a widget, so plain English. The games are game numbers START ..
START+N-1 (START is --game, default 1), so every run can be repeated exactly. Ctrl+C
stops a run with one line saying how far it got, and exit code 130 (128 + SIGINT);
SIGTERM the same with exit code 143 (128 + SIGTERM).

`--jobs K` spreads the games over K worker processes (`sim_workers.py`). The game number
alone decides a game, so the statistics are the same as from one process (all but
`seconds`). However the run ends, no worker outlives it (not even a SIGKILL of it).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from typing import TextIO

from krig_desktop.commands.sim_tally import Tally, play_game
from krig_desktop.commands.sim_workers import run_tasks
from krig_desktop.engine import Rules
from krig_desktop.options import INTERRUPTED_EXIT, GameSetup

TERMINATED_EXIT = 128 + signal.SIGTERM  # the exit code of a program ended by SIGTERM

# Redraw the progress bar at most this often (and after the last game).
PROGRESS_SECONDS = 0.2


def play_range(players: int, rules: Rules, start: int, count: int,
               max_plays: int | None = None) -> Tally:
    """Games start..start+count-1 in one worker process (picklable in and out)."""
    tally = Tally(players, rules.face_down)
    for number in range(start, start + count):
        tally.add(play_game(players, rules, number, max_plays))
    return tally


def summary(tally: Tally, seconds: float, rules: Rules, start: int) -> dict[str, object]:
    """The JSON object: the run's settings, then the tally's figures, then its speed."""
    games = tally.games
    return {
        "players": tally.players,
        "face_down": rules.face_down,
        "gathering": rules.gathering,
        "end": rules.end,
        "first_game": start,
        **tally.figures(),
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
    }


class _Progress:
    """The bar on stderr, redrawn at most every PROGRESS_SECONDS (and at the end)."""

    def __init__(self, out: TextIO | None, count: int) -> None:
        self.out, self.count = out, count
        self.next_draw = time.perf_counter()

    def show(self, done: int) -> None:
        if self.out is None or (done < self.count and time.perf_counter() < self.next_draw):
            return
        filled = 30 * done // self.count
        self.out.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{self.count} games")
        self.out.flush()
        self.next_draw = time.perf_counter() + PROGRESS_SECONDS

    def end(self) -> None:
        if self.out is not None:
            self.out.write("\n")


def _chunk_size(count: int, jobs: int) -> int:
    """Games per chunk: several chunks per process, so they share the work evenly and
    the bar moves."""
    return max(1, min(1000, count // (jobs * 8)))


def _chunks(start: int, count: int, size: int) -> Iterator[tuple[int, int]]:
    """(first, count) ranges of `size` games, made as the workers ask for them: a list
    of them all grew with N (1.9 GB after 5 s for N = 10^23, then out of memory)."""
    for first in range(start, start + count, size):
        yield first, min(size, start + count - first)


def simulate(players: int, rules: Rules, start: int, count: int,
             progress: TextIO | None = None, tally: Tally | None = None,
             jobs: int = 1, max_plays: int | None = None) -> dict[str, object]:
    """Play games START..START+count-1 to the end; the statistics as a dict.

    `tally` (a fresh one if None) collects the games as they end, so a caller that is
    interrupted still knows how many were played. `jobs` > 1: in that many processes.
    `max_plays`: a game still going after that many plays is stopped as undecided.
    """
    tally = tally if tally is not None else Tally(players, rules.face_down)
    began = time.perf_counter()
    bar = _Progress(progress, count)
    if jobs == 1 or count == 1:
        for number in range(start, start + count):
            tally.add(play_game(players, rules, number, max_plays))
            bar.show(number - start + 1)
    else:
        size = _chunk_size(count, jobs)
        chunks = ((players, rules, first, games, max_plays)
                  for first, games in _chunks(start, count, size))
        # run_tasks draws a chunk only when a worker is free, so at most `jobs` are in
        # flight. closing(): the workers are stopped here even when Ctrl+C comes while a
        # result is being added, not when the generator happens to be collected.
        workers = min(jobs, -(-count // size))  # no more processes than chunks
        with contextlib.closing(run_tasks(play_range, chunks, workers)) as done:
            for part in done:
                tally.merge(part)
                bar.show(tally.games)
    bar.end()
    return summary(tally, time.perf_counter() - began, rules, start)


def format_text(s: dict[str, object]) -> str:
    wins = s["wins"]
    assert isinstance(wins, list)
    games, first = s["games"], s["first_game"]
    assert isinstance(games, int) and isinstance(first, int)
    lines = [
        f"{games} games (numbers {first}-{first + games - 1}), "
        f"{s['players']} players, {s['face_down']} face down per war, "
        f"{s['gathering']} gathering, end: {s['end']}",
        f"battles per game: mean {s['mean_battles']}, median {s['median_battles']}, "
        f"95th percentile {s['p95_battles']}, longest {s['max_battles']}",
        f"plays per game: mean {s['mean_plays']}, median {s['median_plays']}",
        f"turns per game: mean {s['mean_turns']}, median {s['median_turns']}",
        f"war steps per battle: {s['war_steps_per_battle']:.4f}",
        f"battles with a war: {100 * float(s['war_share']):.2f} %",  # type: ignore[arg-type]
        f"first battle a war: {100 * float(s['first_battle_war_share']):.2f} %",  # type: ignore[arg-type]
        "wins per seat: " + ", ".join(
            f"seat {seat} {n} ({100 * n / games:.1f} %)" for seat, n in enumerate(wins)),
        f"draws: {s['draws']}",
        f"repetitions: {s['repetitions']}",
        f"shared wins (--end): {s['shared']}",
        f"undecided (--max-plays): {s['undecided']}",
        f"games per second: {s['games_per_second']}",
    ]
    return "\n".join(lines)


def run_cli(setup: GameSetup, count: int, as_json: bool = False, jobs: int = 1,
            max_plays: int | None = None) -> int:
    """Run the --simulate command: `count` games from game `setup.game` with the
    players and rules of `setup` (resolved by app.py), in `jobs` processes; returns the
    exit code."""
    players, rules, start = setup.players, setup.rules, setup.game
    progress = sys.stderr if sys.stderr.isatty() else None
    tally = Tally(players, rules.face_down)
    with _stopped_once():
        try:
            result = simulate(players, rules, start, count, progress, tally, jobs, max_plays)
            print(json.dumps(result) if as_json else format_text(result))
            sys.stdout.flush()  # a closed pipe shows here, inside the try, not at exit
        except BrokenPipeError:
            # Whoever read the output went away (`| head -0`): nothing left to say. Point
            # stdout at the null device so Python's own flush at exit finds no pipe either.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        except (KeyboardInterrupt, Terminated) as stop:
            games = tally.games
            lead = "\n" if progress is not None else ""  # off the progress bar's line
            how = "interrupted" if isinstance(stop, KeyboardInterrupt) else "terminated"
            print(f"{lead}{how} after {games} game{'' if games == 1 else 's'}",
                  file=sys.stderr)
            return INTERRUPTED_EXIT if isinstance(stop, KeyboardInterrupt) else TERMINATED_EXIT
    return 0


class Terminated(BaseException):
    """SIGTERM came: raised in the main thread like KeyboardInterrupt for Ctrl+C, so the
    run stops the same way (workers killed, the count said) instead of dying mid-run."""


_STOPPING_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def _stopped_once() -> Iterator[None]:
    """While the run lasts, the first Ctrl+C raises KeyboardInterrupt and the first
    SIGTERM Terminated; from then on both are ignored, to the end of the process.

    The handler ignores them itself, before it raises, and they stay ignored after the
    run: what is left is printing how far it got and exiting. A second Ctrl+C a few ms
    after the first used to come once the handlers were given back (Python's exit sets
    SIGINT to its default), and killed the simulator after it had printed its line:
    exit -2, not 130. A run that ends any other way gives the handlers back."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signals only reach the main thread
        return
    before = {sig: signal.getsignal(sig) for sig in _STOPPING_SIGNALS}
    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        if stopping:  # one more came before SIG_IGN took hold: already on its way out
            return
        stopping = True
        for sig in _STOPPING_SIGNALS:
            signal.signal(sig, signal.SIG_IGN)
        raise KeyboardInterrupt if signum == signal.SIGINT else Terminated

    # A SIGINT ignored from the start (a shell's background job) stays ignored.
    if before[signal.SIGINT] is signal.default_int_handler:
        signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        if not stopping:
            for sig, handler in before.items():
                signal.signal(sig, handler)
