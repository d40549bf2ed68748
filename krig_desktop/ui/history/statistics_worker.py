"""The statistics, counted off the GUI thread: ~0.6 s at 100,000 games would freeze it.

A `StatisticsJob` runs on the window's own QThreadPool with its own read-only
connection (sqlite3 connections belong to one thread), and hands the result back
through a QObject that lives in the GUI thread (`StatisticsCounter.counted`). The pool
is waited on when the window closes (`wait`), so no thread outlives the program.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from krig_desktop.model.statistics import GroupStatistics
from krig_desktop.storage.game_history import HistoryError, Reason, open_history_read_only

log = logging.getLogger(__name__)


class _Bridge(QObject):
    done = Signal(int, object)  # (request number, list[GroupStatistics] or HistoryError)


class StatisticsJob(QRunnable):
    def __init__(self, path: Path, number: int, bridge: _Bridge) -> None:
        super().__init__()
        self._path = path
        self._number = number
        self._bridge = bridge

    def run(self) -> None:
        result: list[GroupStatistics] | HistoryError
        try:
            reader = open_history_read_only(self._path)
            if reader is None:
                result = []
            else:
                with reader:
                    result = reader.statistics()
        except HistoryError as error:
            result = error
        except Exception as error:  # a bug: told as "cannot be read", logged in full
            log.exception("the statistics could not be counted")
            result = HistoryError(Reason.UNAVAILABLE, self._path, repr(error))
        self._bridge.done.emit(self._number, result)


class StatisticsCounter(QObject):
    """Counts the statistics of the history at `path` in the background; `counted`
    gives the newest request's result (older ones are dropped)."""

    counted = Signal(object)  # list[GroupStatistics] or HistoryError

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._latest = 0

    @property
    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def start(self) -> None:
        self._latest += 1
        self._pool.start(StatisticsJob(self._path, self._latest, self._bridge))

    def wait(self) -> None:
        """Block until no count runs (the window closes)."""
        self._pool.waitForDone()

    def _on_done(self, number: int, result: object) -> None:
        if number == self._latest:
            self.counted.emit(result)
