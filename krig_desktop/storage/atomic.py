"""Crash-safe writing: a file is either the old one or the complete new one, never half.

QSaveFile writes into a temporary file beside the target, fsyncs it and renames it over
the target only on commit(); a process killed in between leaves the old file whole.

A full disk must be called a full disk: QSaveFile says "No space left on device" when a
write fails and "Unknown error" when its buffered data cannot be flushed at commit, so
every failure is also checked against the free space of the folder.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import time
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from krig_desktop.storage import errors
from krig_desktop.storage.errors import SaveError

_CHUNK = 64 * 1024
# A temporary file older than this beside its target was left by a killed writer.
STALE_SECONDS = 60.0
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
_FULL_TEXTS = frozenset(os.strerror(number).lower() for number in _FULL_ERRNOS)
# Room a file system needs beyond the bytes of a file (its blocks, the folder entry).
ROOM_MARGIN = 64 * 1024


def _write_all(handle: QSaveFile, data: bytes) -> None:
    """Write every byte or raise OSError (a separate function so tests can make it fail)."""
    view = memoryview(data)
    while view:
        written = handle.write(bytes(view[:_CHUNK]))
        if written <= 0:
            raise OSError(errno.EIO, handle.errorString() or "write failed")
        view = view[written:]


def _abandon(handle: QSaveFile) -> None:
    handle.cancelWriting()
    handle.commit()  # with writing cancelled this only removes the temporary file


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _disk_full(folder: Path, size: int, reason: str, number: int | None = None) -> bool:
    """Whether a failed write of `size` bytes into `folder` was for want of room."""
    if number in _FULL_ERRNOS or reason.strip().lower() in _FULL_TEXTS:
        return True
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return False
    return free < size + ROOM_MARGIN


def _failure(path: Path, size: int, reason: str, number: int | None = None) -> SaveError:
    if _disk_full(path.parent, size, reason, number):
        return SaveError(errors.DISK_FULL, path)
    return SaveError(errors.WRITE_FAILED, path, reason=reason)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every file system allows it)."""
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


def remove_stale_temporaries(path: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete QSaveFile's temporaries ("<name>.XXXXXX") left by a writer that was killed.

    Only old ones: a young one may belong to another running copy of the program.
    They never end in ".krig", so they are never offered or taken as saves anyway.
    """
    pattern = re.compile(re.escape(path.name) + r"\.[A-Za-z0-9]{6}")
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return removed
    for candidate in candidates:
        if not pattern.fullmatch(candidate.name):
            continue
        try:
            if candidate.is_file() and now - candidate.stat().st_mtime > older_than:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically, or raise SaveError leaving `path` as it was."""
    write_atomic_stream(path, (data,), len(data))


def write_atomic_stream(path: Path, chunks: Iterable[bytes], expected: int = 0) -> None:
    """Replace `path` with the bytes `chunks` gives, one after another, atomically: what
    is too big to hold at once (the history's CSV export at a million games). Raises
    SaveError leaving `path` as it was; so does anything `chunks` raises (a cancel, a
    read that failed), which goes on up as it is. `expected`: the size, if known (a
    failure is also weighed against the free space)."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        if exc.errno in _FULL_ERRNOS:
            raise SaveError(errors.DISK_FULL, path) from exc
        raise SaveError(errors.NO_FOLDER, path, reason=_reason(exc)) from exc
    try:
        is_folder = path.is_dir()
    except OSError as exc:
        raise SaveError(errors.WRITE_FAILED, path, reason=_reason(exc)) from exc
    if is_folder:
        raise SaveError(errors.TARGET_IS_FOLDER, path)
    handle = QSaveFile(str(path))
    if not handle.open(QIODevice.OpenModeFlag.WriteOnly):
        raise _failure(path, expected, handle.errorString())
    written = 0
    pieces = iter(chunks)
    while True:
        try:
            chunk = next(pieces)
        except StopIteration:
            break
        except BaseException:
            _abandon(handle)
            raise
        try:
            _write_all(handle, chunk)
        except OSError as exc:
            _abandon(handle)
            raise _failure(path, max(expected, written + len(chunk)), _reason(exc),
                           exc.errno) from exc
        written += len(chunk)
    if not handle.commit():
        raise _failure(path, max(expected, written), handle.errorString())
    _sync_folder(path.parent)
    remove_stale_temporaries(path)


def move_atomic(source: Path, target: Path) -> None:
    """Rename `source` over `target` in one step, durably (both in one folder): the
    target holds the old file or the new one, never neither. Raises OSError."""
    os.replace(source, target)
    _sync_folder(target.parent)
