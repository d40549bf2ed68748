"""Export as CSV: every recorded game, one line each, written atomically, off the GUI thread.

The columns are the database's own (English names, ISO dates, plain numbers), so the
file reads the same in any spreadsheet whatever the window's language. A damaged row
(history_rows.py) is left out and counted, never a reason to fail.

At a million games the export takes tens of seconds, so it runs on a thread of its own
(`CsvExport`), with its own read-only connection (an sqlite3 connection belongs to one
thread), reading SLICE rows at a time by the (ended_at, id) order and streaming them
into a QSaveFile: memory stays that of one slice, the file is the old one or the
complete new one (committed only at the end, the folder synced), and Cancel between
two slices leaves the old file as it was. The dialog shows progress and Cancel
(statistics_dialog.py) and waits for the thread when it closes.

(storage/atomic.write_atomic takes the whole text at once, which at a million games
would be hundreds of megabytes: this streams through the same QSaveFile instead.)
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import threading
from collections.abc import Callable, Iterable
from dataclasses import fields
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QIODevice, QObject, QRunnable, QSaveFile, QThreadPool, Signal

from krig_desktop.storage import errors
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

log = logging.getLogger(__name__)

CSV_COLUMNS = tuple(f.name for f in fields(GameRecord))
SLICE = 2_000  # rows read and written at a time (a few hundred kilobytes)

Progress = Callable[[int], None]


def _cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return to_text(value)
    if isinstance(value, tuple):  # the people's names, as the database keeps them
        return json.dumps(list(value), ensure_ascii=False)
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


def _save_error(path: Path, handle: QSaveFile) -> SaveError:
    return SaveError(errors.WRITE_FAILED, path, reason=handle.errorString())


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def export_rows(reader: HistoryReader, path: Path, progress: Progress | None = None,
                cancel: threading.Event | None = None) -> ExportResult:
    """Write every readable game to `path`, a slice at a time. Raises HistoryError,
    SaveError, or Cancelled (`cancel` set between two slices)."""
    if path.is_dir():
        raise SaveError(errors.TARGET_IS_FOLDER, path)
    handle = QSaveFile(str(path))
    if not handle.open(QIODevice.OpenModeFlag.WriteOnly):
        raise _save_error(path, handle)
    games = damaged = 0
    try:
        chunk = csv_text(()).encode("utf-8")
        after: tuple[object, int] | None = None
        while True:
            if handle.write(chunk) != len(chunk):
                raise _save_error(path, handle)
            if cancel is not None and cancel.is_set():
                raise Cancelled
            rows = list(reader.rows(after, SLICE))
            if not rows:
                break
            good = [row for row in rows if isinstance(row, GameRecord)]
            damaged += len(rows) - len(good)
            games += len(good)
            last = rows[-1]
            if isinstance(last, DamagedRow):  # (its ended_at is not known: look it up)
                after = reader.position(last.id)
            else:
                after = (to_text(last.ended_at), int(last.id or 0))
            chunk = csv_text(good, header=False).encode("utf-8")
            if progress is not None:
                progress(games + damaged)
    except BaseException:
        handle.cancelWriting()
        handle.commit()  # with writing cancelled this only removes the temporary file
        raise
    if not handle.commit():
        raise _save_error(path, handle)
    _sync_folder(path.parent)
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
    the thread is done (the dialog closes: a slice is a few milliseconds)."""

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
