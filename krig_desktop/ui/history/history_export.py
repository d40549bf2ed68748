"""Export as CSV: every recorded game, one line each, written atomically, off the GUI thread.

The columns are the database's own (English names, ISO dates, plain numbers), so the
file reads the same in any spreadsheet whatever the window's language; `humans` holds
the people's names as a person reads them ("Ada; Bo", empty for the one unnamed
player), not the database's JSON, and `start_chance` is rounded to CHANCE_PLACES. A
damaged row (history_rows.py) is left out and counted, never a reason to fail.

At a million games the export takes tens of seconds, so it runs on a thread of its own
(`CsvExport`), with its own read-only connection (an sqlite3 connection belongs to one
thread), reading SLICE rows at a time by the (ended_at, id) order and streaming them
through the one atomic writer (storage/atomic.write_atomic_stream, as saves are
written): memory stays that of one slice, the file is the old one or the complete new
one (committed only at the end, the folder synced; a full disk called a full disk),
and Cancel between two slices leaves the old file as it was. The dialog shows progress
and Cancel (statistics_dialog.py) and waits for the thread when it closes.
"""

from __future__ import annotations

import csv
import io
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from krig_desktop.storage.atomic import write_atomic_stream
from krig_desktop.storage.errors import SaveError
from krig_desktop.storage.game_history import (
    DamagedRow,
    GameRecord,
    HistoryError,
    HistoryReader,
    Reason,
    open_history_read_only,
    to_text,
)
from krig_desktop.storage.history_rows import seats_text

log = logging.getLogger(__name__)

CSV_COLUMNS = GameRecord.FIELDS
SLICE = 2_000  # rows read and written at a time (a few hundred kilobytes)
NAMES_BETWEEN = "; "  # between two people's names in the `humans` column
CHANCE_PLACES = 4  # as the story's chances are kept (storage/story_format.PLACES)

Progress = Callable[[int], None]


def _cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, bool):  # (repeat: 0 or 1, as the database keeps it)
        return int(value)
    if isinstance(value, datetime):
        return to_text(value)
    if isinstance(value, tuple):  # the people's names, or the sharers' seats
        if all(isinstance(item, int) for item in value):
            return seats_text(value)
        return NAMES_BETWEEN.join(value)
    if isinstance(value, float):  # start_chance: a row left unfinished was not rounded
        return round(value, CHANCE_PLACES)
    return value


def csv_text(records: Iterable[GameRecord], header: bool = True) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    if header:
        writer.writerow(CSV_COLUMNS)
    for record in records:
        writer.writerow([_cell(getattr(record, name)) for name in CSV_COLUMNS])
    return out.getvalue()


class Cancelled(Exception):
    """The export was cancelled; the file at the path is as it was."""


class ExportResult:
    """What an export did: games written, damaged rows left out."""

    def __init__(self, games: int, damaged: int) -> None:
        self.games = games
        self.damaged = damaged


def export_rows(reader: HistoryReader, path: Path, progress: Progress | None = None,
                cancel: threading.Event | None = None) -> ExportResult:
    """Write every readable game to `path`, a slice at a time. Raises HistoryError,
    SaveError, or Cancelled (`cancel` set between two slices)."""
    games = damaged = 0

    def chunks() -> Iterator[bytes]:
        nonlocal games, damaged
        yield csv_text(()).encode("utf-8")
        after: tuple[object, int] | None = None
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled
            rows = list(reader.rows(after, SLICE))
            if not rows:
                return
            good = [row for row in rows if isinstance(row, GameRecord)]
            damaged += len(rows) - len(good)
            games += len(good)
            last = rows[-1]
            if isinstance(last, DamagedRow):  # (its ended_at is not known: look it up)
                after = reader.position(last.id)
            else:
                after = (to_text(last.ended_at), int(last.id or 0))
            yield csv_text(good, header=False).encode("utf-8")
            if progress is not None:
                progress(games + damaged)

    write_atomic_stream(path, chunks())
    return ExportResult(games, damaged)


class _Bridge(QObject):
    progressed = Signal(int)  # rows done
    done = Signal(object)  # ExportResult, HistoryError, SaveError or Cancelled


class _ExportJob(QRunnable):
    def __init__(self, history: Path, target: Path, cancel: threading.Event,
                 bridge: _Bridge) -> None:
        super().__init__()
        self._history, self._target = history, target
        self._cancel, self._bridge = cancel, bridge

    def run(self) -> None:
        result: object
        try:
            reader = open_history_read_only(self._history)
            if reader is None:
                result = ExportResult(0, 0)
            else:
                with reader:
                    result = export_rows(reader, self._target, self._bridge.progressed.emit,
                                         self._cancel)
        except (HistoryError, SaveError, Cancelled) as error:
            result = error
        except Exception as error:  # a bug: told as "cannot be read", logged in full
            log.exception("the history could not be exported")
            result = HistoryError(Reason.UNAVAILABLE, self._history, repr(error))
        self._bridge.done.emit(result)


class CsvExport(QObject):
    """One export running on its own thread; `progressed(rows)`, then `done(result)`
    in the GUI thread. `cancel()` stops it between two slices; `wait()` blocks until
    the thread is done (the dialog closes: a slice is short)."""

    progressed = Signal(int)
    done = Signal(object)

    def __init__(self, history: Path, target: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self._cancel = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.progressed.connect(self.progressed)
        self._bridge.done.connect(self._finish)
        self.running = True
        self._pool.start(_ExportJob(history, target, self._cancel, self._bridge))

    def _finish(self, result: object) -> None:
        self.running = False
        self.done.emit(result)

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self) -> None:
        self._pool.waitForDone()
