"""What the GUI thread did in the long frames of benchmarks/frames.py (`--breakdown MS`).

Every event the GUI thread handles (timed in QApplication.notify, nested events
indented), every `Call` step of the table's animations by name, every paint of a table
item by class, the keeper's encode, check and write (on its own thread) and every
garbage collection are noted; then, for each frame of MS milliseconds or more, what
happened in it, and where the time of all the frames went. A long frame can so be told
apart: a paint too dear, a timer's work, a layout, a collection, the animation timer
itself (a tick that comes late), or nothing at all (the thread did not run: the
machine's other work). Timing every event costs a little: the frame figures of a run
with it are not those of a run without.
"""

from __future__ import annotations

import gc
import importlib
import pkgutil
import sys
import time
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

MIN_S = 0.00005  # events shorter than this are not noted
BEFORE_S = 0.004  # what ended this long before a frame began is shown with it
QUIET = ("ChildAdded", "ChildRemoved", "DynamicPropertyChange")  # not shown if short

Frame = tuple[float, float, int, int, int]  # start, end, step, its place in the step, of


class Breakdown:
    """Notes what the GUI thread does (see the module); `app()` is the application."""

    def __init__(self) -> None:
        self.events: list[tuple[float, float, int, str]] = []  # start, end, depth, what
        self.collections: list[tuple[float, float, int]] = []  # start, end, generation
        self._depth = 0
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)
        self._note_calls()
        self._note_paints()
        self._note_keeper()

    def _note(self, start: float, what: str, depth: int | None = None) -> None:
        self.events.append((start, time.perf_counter(),
                            self._depth if depth is None else depth, what))

    def _note_calls(self) -> None:
        from krig_desktop.ui.table import card_sprite

        run = card_sprite.Call.updateState

        def noted(call: Any, new: Any, old: Any) -> None:
            start = time.perf_counter()
            run(call, new, old)
            if new == card_sprite.QAbstractAnimation.State.Running:
                fn = call._fn
                name = getattr(fn, "__qualname__", None) or getattr(
                    getattr(fn, "func", None), "__qualname__", "?")
                self._note(start, f"Call {name}")

        card_sprite.Call.updateState = noted  # type: ignore[method-assign]

    def _note_paints(self) -> None:
        """Each table item's paint (and the felt's), by class."""
        from krig_desktop.ui import table

        for info in pkgutil.iter_modules(table.__path__):
            module = importlib.import_module(f"{table.__name__}.{info.name}")
            for cls in list(vars(module).values()):
                if not isinstance(cls, type) or cls.__module__ != module.__name__:
                    continue
                for name in ("paint", "drawBackground"):
                    method = cls.__dict__.get(name)
                    if method is not None:
                        setattr(cls, name, self._timed(method, f"{cls.__name__}.{name}"))

    def _timed(self, method: Callable[..., Any], what: str) -> Callable[..., Any]:
        def timed(*args: Any) -> Any:
            start = time.perf_counter()
            result = method(*args)
            outlined = getattr(args[0], "highlighted", False) is True  # a card's outline
            self._note(start, f"{what} (outlined)" if outlined else what, self._depth + 1)
            return result

        return timed

    def _note_keeper(self) -> None:
        """The keeper's encode, check and write, on its writer thread (the GIL)."""
        from krig_desktop.storage import save_format

        for name in ("encode", "decode", "write_atomic"):
            original = getattr(save_format, name)

            def on_thread(*args: Any, _original: Any = original, _name: str = name) -> Any:
                start = time.perf_counter()
                result = _original(*args)
                self._note(start, f"keeper {_name} (its thread)", 0)
                return result

            setattr(save_format, name, on_thread)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.collections.append((self._gc_start, time.perf_counter(),
                                     info["generation"]))

    def app(self) -> QApplication:
        """The application, every event it delivers timed."""
        breakdown = self

        class TimedApplication(QApplication):
            def notify(self, receiver: QObject, event: QEvent) -> bool:
                start = time.perf_counter()
                kind = event.type()
                breakdown._depth += 1
                try:
                    return super().notify(receiver, event)
                finally:
                    breakdown._depth -= 1
                    if time.perf_counter() - start > MIN_S:
                        what = kind.name
                        if shiboken6.isValid(receiver):
                            what += f" {receiver.metaObject().className()}"
                            if receiver.objectName():
                                what += f" {receiver.objectName()}"
                        breakdown._note(start, what)

        return TimedApplication(sys.argv[:1])

    def report(self, frames: list[Frame], steps: list[str], longer_ms: float,
               pause_ms: float) -> None:
        """Where the frames' time went; each frame of `longer_ms` or more (below
        `pause_ms`, a still pause), event by event."""
        if not frames:
            return
        first, last = frames[0][0], frames[-1][1]
        totals: dict[str, list[float]] = {}
        for start, end, _depth, what in self.events:
            if first <= start <= last:
                totals.setdefault(what, []).append(end - start)
        print(f"time in the {len(frames)} frames ({(last - first) * 1000:.0f} ms), by what "
              "took it (total, count x mean):")
        for what, spans in sorted(totals.items(), key=lambda kv: -sum(kv[1]))[:14]:
            print(f"  {sum(spans) * 1000:7.1f} ms {len(spans):5d} x "
                  f"{sum(spans) / len(spans) * 1000:5.2f} ms  {what}")
        spans = [(end - start, generation) for start, end, generation in self.collections
                 if first <= start <= last]
        for generation in sorted({g for _s, g in spans}):
            these = [s for s, g in spans if g == generation]
            print(f"  {len(these)} collections of generation {generation} in the frames, "
                  f"the longest {max(these) * 1000:.2f} ms")
        long = [f for f in frames if longer_ms <= (f[1] - f[0]) * 1000 < pause_ms]
        print(f"the {len(long)} frames of {longer_ms:g} ms or more:")
        for a, b, step, place, of in long:
            print(f"  frame of {(b - a) * 1000:.1f} ms: step {step + 1} of {len(steps)} "
                  f"(to {steps[step]}), frame {place + 1} of {of}; from its start:")
            busy = 0.0
            for start, end, depth, what in self.events:
                if end <= a - BEFORE_S or start >= b:
                    continue
                if what.startswith(QUIET) and end - start < 0.0005:
                    continue
                if depth == 0:
                    busy += max(0.0, min(end, b) - max(start, a))
                print(f"    {'  ' * depth}{(start - a) * 1000:6.1f} +"
                      f"{(end - start) * 1000:5.1f} ms  {what}")
            for start, end, generation in self.collections:
                if end > a and start < b:
                    print(f"    {(start - a) * 1000:6.1f} +{(end - start) * 1000:5.1f} ms  "
                          f"garbage collection, generation {generation}")
            print(f"    in events: {busy * 1000:.1f} of {(b - a) * 1000:.1f} ms")
