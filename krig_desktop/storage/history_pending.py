"""Games that ended while the history could not be written, kept until it can.

When another program holds the database, the disk is full or the file cannot be
written, the recorder keeps the game's row here, in `history-pending.json` next to the
database, written atomically (storage/atomic.py) the moment the write failed: a crash
or a quit before the history is back loses none. When the history can be written
again, every kept game is recorded (by its key, so a game written twice is one row,
see history_rows.py) and taken out of the file (removed once empty).

The file is merged, never overwritten: every change (`merge_pending`)
reads it, changes only the games it names and writes it back, under a QLockFile beside
it, so two processes keeping games at once both keep theirs (issue 40: a second window
once overwrote the first's kept game).

Where the config folder cannot be written (read-only, disk full), the games travel in
a spare file of the same form in the temp folder (`spare_path`, one per history and
user, in a folder only the user can open): the next start records them from there too.

The file is read bounded (a FIFO or a huge file there cannot hang or fill memory); an
entry that is not a game is dropped, the others kept. JSON, never pickle.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import QLockFile

from krig_desktop.storage.atomic import write_atomic
from krig_desktop.storage.bounded_read import read_bounded
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.history_record import GameRecord, from_text, to_text

NAME: Final = "history-pending.json"
LIMIT: Final = 8 * 1024 * 1024  # bytes; tens of thousands of games
LOCK_SUFFIX: Final = ".lock"
# How long a change waits for another process's change (each takes milliseconds).
LOCK_WAIT_MS: Final = 2_000
_FIELDS: Final = tuple(name for name in GameRecord.FIELDS if name != "id")
# Fields a later version added: an entry kept by an older version has none of them.
_LATER: Final = frozenset({"humans", "fewest_cards", "calls_made", "calls_right",
                           "calls_counter_right", "calls_run", "repeat", "ending",
                           "sharers"})


def pending_path(history: Path) -> Path:
    return history.with_name(NAME)


def spare_path(history: Path) -> Path:
    """The last resort for the games kept for `history`: the temp folder, in a folder
    of this user's (its name tells one config folder's games from another's)."""
    user = os.getuid() if hasattr(os, "getuid") else 0
    tag = hashlib.sha256(str(history.absolute()).encode("utf-8", "surrogatepass"))
    return (Path(tempfile.gettempdir()) / f"krig-desktop-{user}"
            / f"history-pending-{tag.hexdigest()[:16]}.json")


def make_spare_folder(spare: Path) -> None:
    """The spare file's folder, made for this user alone (OSError: it cannot be, or
    another user owns it)."""
    folder = spare.parent
    folder.mkdir(mode=0o700, exist_ok=True)
    if hasattr(os, "getuid") and folder.stat().st_uid != os.getuid():
        raise PermissionError(f"{folder} belongs to another user")


def _entry(record: GameRecord) -> dict[str, object]:
    data: dict[str, object] = {}
    for name in _FIELDS:
        value = getattr(record, name)
        if isinstance(value, datetime):
            value = to_text(value)
        elif isinstance(value, tuple):  # the names, the sharers' seats
            value = list(value)
        data[name] = value
    return data


def _record(entry: object) -> GameRecord | None:
    if not isinstance(entry, dict) or not set(_FIELDS) - _LATER <= set(entry) <= set(_FIELDS):
        return None
    data = dict(entry)
    try:
        for name in ("started_at", "ended_at"):
            data[name] = from_text(str(data[name]))
        for name in ("humans", "sharers"):
            if name in data:
                listed = data[name]
                data[name] = tuple(listed) if isinstance(listed, list) else listed
        return GameRecord(**data)
    except (TypeError, ValueError):
        return None


def load_pending(path: Path) -> list[GameRecord]:
    """The games kept at `path` (none when there is no file or it is unreadable)."""
    try:
        raw = read_bounded(path, LIMIT)
    except LoadError:
        return []
    try:
        entries = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return []
    if not isinstance(entries, list):
        return []
    return [record for record in map(_record, entries) if record is not None]


def _same(record: GameRecord) -> Callable[[GameRecord], bool]:
    """Whether a kept game is `record`: by its key (written twice it is one row anyway),
    else (a game recorded before keys) by every field."""
    if record.game_key:
        return lambda other: other.game_key == record.game_key
    return lambda other: other == record


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the file's lock (TimeoutError, an OSError, if another process holds it on
    past LOCK_WAIT_MS; a lock left by a killed process is taken over)."""
    lock = QLockFile(str(path) + LOCK_SUFFIX)
    if not lock.tryLock(LOCK_WAIT_MS):
        raise TimeoutError(f"{path.name} is locked by another process")
    try:
        yield
    finally:
        lock.unlock()


def _change(path: Path, change: Callable[[list[GameRecord]], list[GameRecord]]) -> None:
    """Read the kept games, `change` them, write them back: all under the lock."""
    with _locked(path):
        records = change(load_pending(path))
        if not records:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
            return
        text = json.dumps([_entry(record) for record in records], indent=0)
        write_atomic(path, text.encode("utf-8"))


def merge_pending(path: Path, kept: Iterable[GameRecord] = (),
                  written: Iterable[GameRecord] = ()) -> None:
    """Change the file at `path` by what this process knows: the games `kept` join the
    ones there already (a game there already is there once), the games `written` to
    the history are taken out, and the games another process keeps there stay. The file
    goes once it holds none. SaveError or OSError if it cannot be written."""
    joining = list(kept)
    done = [_same(record) for record in written]
    if not joining and not done:
        return

    def merge(there: list[GameRecord]) -> list[GameRecord]:
        for record in joining:
            same = _same(record)
            there = [other for other in there if not same(other)] + [record]
        return [other for other in there if not any(same(other) for same in done)]

    _change(path, merge)
