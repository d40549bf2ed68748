"""The game's story for the log, the chart and the highlights, kept up with the table.

The log lists the battles the table has *reached* (not the engine's count, which runs
one step ahead while cards move), and only those the history can read at once. After
a load or Finish game of millions of battles the history must first replay the game:
that runs here in slices of about SLICE_MS on a zero-length timer, the window live in
between, and the log then takes in all the new rows at once (one insertion). The same
slices read the records in order (`history.scan`) into the highlights tracker and the
chart's count series, which in play take one battle at a time.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import overload

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.engine import BattleRecord, Game, History
from krig_desktop.model import TableModel
from krig_desktop.model.count_series import CountSeries
from krig_desktop.model.highlights import Highlights, HighlightsTracker

SLICE_MS = 8.0  # one slice of catching up: the window stays smooth
FIRST_CHUNK = 4_096  # battles the replay plays per slice at first (then adapted)
CHUNK_RANGE = (256, 1_000_000)
CHECK_EVERY = 128  # records read between two looks at the clock


class ShownBattles(Sequence[BattleRecord]):
    """The battles the log lists: the first `size` of a game's history."""

    __slots__ = ("_history", "size")

    def __init__(self, history: History) -> None:
        self._history = history
        self.size = 0

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> BattleRecord: ...

    @overload
    def __getitem__(self, index: slice) -> list[BattleRecord]: ...

    def __getitem__(self, index: int | slice) -> BattleRecord | list[BattleRecord]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.size))]
        i = index + self.size if index < 0 else index
        if not 0 <= i < self.size:
            raise IndexError(f"battle index {index} out of range for {self.size} battles")
        return self._history[i]


class Story(QObject):
    """Follows one game: which battles the log shows, the chart's series, the highlights."""

    gameChanged = Signal(object, int, object)  # ShownBattles, players, CountSeries
    battlesShown = Signal(int)  # the log may list this many battles now
    seriesGrew = Signal()  # the count series took in more battles
    highlightsChanged = Signal(object)  # Highlights of a game over, all counted (None: new game)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)
        self._chunk = FIRST_CHUNK
        self._history: History | None = None
        self._shown: ShownBattles | None = None
        self._tracker = HighlightsTracker(2)
        self._series: CountSeries | None = None
        self._scan: Iterator[BattleRecord] | None = None
        self._reached = 0
        self._over = False
        self._players = 2

    # ----- state

    @property
    def shown(self) -> int:
        """Battles the log lists (and looking back may show)."""
        return 0 if self._shown is None else self._shown.size

    @property
    def catching_up(self) -> bool:
        return self._timer.isActive()

    @property
    def series(self) -> CountSeries | None:
        return self._series

    def highlights(self) -> Highlights:
        """The highlights of the battles counted so far."""
        return self._tracker.snapshot()

    def record(self, number: int) -> BattleRecord:
        """Battle `number` (1 to `shown`): cheap, the history has caught up to it."""
        assert self._shown is not None
        return self._shown[number - 1]

    # ----- following the game

    def set_game(self, game: Game) -> None:
        """A new, restarted or loaded game: start over with nothing shown."""
        self._timer.stop()
        start = tuple(game.origin_game().hand_sizes)
        self._history = game.history
        self._shown = ShownBattles(game.history)
        self._tracker = HighlightsTracker(game.players, start)
        self._series = CountSeries(start)
        self._scan = None
        self._reached = 0
        self._over = False
        self._chunk = FIRST_CHUNK
        self._players = game.players
        self.highlightsChanged.emit(None)
        self.announce()

    def announce(self) -> None:
        """Say everything again (for a panel that connects late)."""
        if self._shown is not None:
            self.gameChanged.emit(self._shown, self._players, self._series)
            self.battlesShown.emit(self._shown.size)
            self.seriesGrew.emit()
            if self._over and self._tracker.battles >= self._reached:
                self.highlightsChanged.emit(self._tracker.snapshot())

    def reach(self, model: TableModel) -> None:
        """The table reached `model`: catch up to its battles (at once when that is
        cheap, as in play; else in slices)."""
        self._reached, self._over = model.battles, model.over
        self._slice()

    def stop(self) -> None:
        """Catch up no further (the window closes)."""
        self._timer.stop()

    def _slice(self) -> None:
        history, shown = self._history, self._shown
        if history is None or shown is None:
            return
        began = time.perf_counter()
        deadline = began + SLICE_MS / 1000.0
        if not self._prepare(history, began):
            self._timer.start()
            return
        if history.broken is not None:  # a made-up game: no story to tell
            return
        if shown.size < self._reached:
            shown.size = self._reached
            self.battlesShown.emit(shown.size)
        if not self._count(history, deadline):
            self._timer.start()
            return
        if self._over:
            self.highlightsChanged.emit(self._tracker.snapshot())

    def _prepare(self, history: History, began: float) -> bool:
        """Replay towards the battles reached; True once there (or broken)."""
        if history.broken is not None or history.prepared >= self._reached:
            return True
        history.prepare(self._chunk)
        spent = max((time.perf_counter() - began) * 1000.0, 0.5)
        low, high = CHUNK_RANGE
        self._chunk = int(max(low, min(high, self._chunk * SLICE_MS / spent,
                                       self._chunk * 4)))
        return history.broken is not None or history.prepared >= self._reached

    def _count(self, history: History, deadline: float) -> bool:
        """Feed the highlights and the series up to the battles reached; True when done."""
        tracker, series = self._tracker, self._series
        assert series is not None
        if tracker.battles >= self._reached:
            return True
        if self._scan is None:
            self._scan = history.scan(tracker.battles + 1)
        scan, read = self._scan, 0
        while tracker.battles < self._reached:
            record = next(scan, None)
            if record is None:  # (the game is never behind the table; just in case)
                break
            tracker.add(record)
            series.add(record)
            read += 1
            if read % CHECK_EVERY == 0 and time.perf_counter() > deadline:
                break
        self.seriesGrew.emit()
        return tracker.battles >= self._reached
