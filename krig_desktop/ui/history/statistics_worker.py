"""The statistics, counted off the GUI thread: a long history's count would freeze it.

A `StatisticsJob` (the sums, and the rest of the figures: storage/history_summary.py)
runs on the window's own QThreadPool with its own read-only
connection (sqlite3 connections belong to one thread), and hands the result back
through a QObject that lives in the GUI thread (`StatisticsCounter.counted`). When the
window closes, a count still running is interrupted (`sqlite3.Connection.interrupt`,
made for being called from another thread: the query stops within milliseconds) and
then waited on (`wait`), so no thread outlives the program and closing never waits
for a count of a million games.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from krig_desktop.model.daily import Daily
from krig_desktop.model.statistics import CallTotals
from krig_desktop.storage.game_history import (
    HistoryError,
    HistoryReader,
    Reason,
    open_history_read_only,
)
from krig_desktop.storage.history_summary import Summary, summarize

log = logging.getLogger(__name__)

EMPTY = Summary([], [], Daily(0, None, 0), [], False, [], CallTotals())  # no history yet


class _Bridge(QObject):
    # (request number, Summary or HistoryError; or first the sums alone, a list)
    done = Signal(int, object)


class StatisticsJob(QRunnable):
    def __init__(self, path: Path, number: int, bridge: _Bridge) -> None:
        super().__init__()
        self._path = path
        self._number = self.number = number
        self._bridge = bridge
        self._lock = threading.Lock()
        self._reader: HistoryReader | None = None
        self._stopped = False
        self.setAutoDelete(False)  # the counter keeps it, to stop it

    def stop(self) -> None:
        """Interrupt the count (from the GUI thread); it ends at once, telling nothing."""
        with self._lock:
            self._stopped = True
            if self._reader is not None:
                with contextlib.suppress(sqlite3.Error):  # (closed meanwhile: ending anyway)
                    self._reader.interrupt()

    def run(self) -> None:
        result: Summary | HistoryError
        try:
            reader = open_history_read_only(self._path)
            if reader is None:
                result = EMPTY
            else:
                with self._lock:
                    self._reader = reader
                    stopped = self._stopped
                try:
                    result = EMPTY if stopped else summarize(
                        reader, date.today(),
                        lambda sums: self._bridge.done.emit(self._number, sums))
                finally:
                    with self._lock:
                        self._reader = None
                    reader.close()
        except HistoryError as error:
            result = error
        except Exception as error:  # a bug: told as "cannot be read", logged in full
            log.exception("the statistics could not be counted")
            result = HistoryError(Reason.UNAVAILABLE, self._path, repr(error))
        if not self._stopped:
            self._bridge.done.emit(self._number, result)


class StatisticsCounter(QObject):
    """Counts the statistics of the history at `path` in the background; `counted`
    gives the newest request's result (older ones are dropped)."""

    counted = Signal(object)  # the sums (a list) first, then the Summary or HistoryError

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._latest = 0
        self._jobs: list[StatisticsJob] = []  # started, not yet done

    @property
    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def start(self) -> None:
        self._latest += 1
        job = StatisticsJob(self._path, self._latest, self._bridge)
        self._jobs.append(job)
        self._pool.start(job)

    def wait(self) -> None:
        """Block until no count runs."""
        self._pool.waitForDone()

    def stop(self) -> None:
        """The window closes: the count running (if any) interrupted and waited for."""
        self._pool.clear()  # (a count queued behind it never starts)
        for job in self._jobs:
            job.stop()
        self._pool.waitForDone()
        self._jobs = []

    def _on_done(self, number: int, result: object) -> None:
        if not isinstance(result, list):  # (the sums alone come first: not done yet)
            self._jobs = [job for job in self._jobs if job.number > number]
        if number == self._latest:
            self.counted.emit(result)
