"""Opening the history database safely: checked, set up, or moved aside; never deleted.

What can be wrong with the file at our path, and what happens:
- nothing there, or an empty file: set up as a new history;
- ours, older schema: migrated in one transaction;
- ours, newer schema (a newer Krig Desktop wrote it): left alone, HistoryError
  NEWER_VERSION, and this program records nothing;
- damaged (not SQLite, truncated, failing `PRAGMA quick_check`), foreign (another
  program's SQLite file), or not an ordinary file (a folder, a FIFO: opening a FIFO
  would block): moved aside to `history.sqlite3.<local date-time>` with its `-wal`,
  `-shm` and `-journal` companions renamed the same way (so the moved copy still opens
  with its last transactions), and a new history is started;
- a file marked as ours but with a foreign `games` table, a negative version, or a
  schema object its version did not make (a trigger, a view, another table or index:
  history_schema.foreign_objects): not ours, moved aside like any foreign file;
- ours alone, but not with its `-wal` (a file-sync tool or a restore put another
  database's log beside it): only the `-wal` and `-shm` are set aside, renamed
  `history.sqlite3-wal.<local date-time>`, and the history goes on as the file holds it;
- the file is judged before anything may change it: alone with `immutable=1`, then with
  its log on a `mode=ro` connection, so no checkpoint can merge a foreign log into it
  (a read-write connection checkpoints as it closes);
- the folder cannot be looked into (NO_ACCESS), cannot be written (READ_ONLY), the
  file itself is read-only (READ_ONLY_FILE), the disk is full (DISK_FULL), another
  program holds the lock (BUSY: the window opens with no busy timeout, so that is
  found at once): HistoryError with the reason; the recorder tells the player once,
  keeps the games that end meanwhile, and writes them once the file can be written.

Errors carry a reason code, not a message: the window translates it.
"""

from __future__ import annotations

import errno
import logging
import os
import shutil
import sqlite3
import time
from enum import StrEnum
from pathlib import Path

from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.config_home import file_in_the_way
from krig_desktop.storage.file_check import Kind, look_at
from krig_desktop.storage.history_folds import make_doubted_index

_LOG = logging.getLogger(__name__)

# How long a writer waits for another program's transaction (a record takes ms).
BUSY_TIMEOUT_SECONDS = 10.0
COMPANIONS = ("-wal", "-shm", "-journal")

_BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}
_DAMAGED = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_READ_ONLY = {sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH}
_ROOM = 1024 * 1024  # free bytes below which a failed write is taken for a full disk


class Reason(StrEnum):
    """Why the history cannot be used; the window turns this into a message."""

    READ_ONLY = "read-only"  # the folder may not be written in
    READ_ONLY_FILE = "read-only-file"  # the file itself may not be written (its folder may)
    NO_ACCESS = "no-access"  # the folder may not even be looked into (locked)
    DISK_FULL = "disk-full"
    BUSY = "busy"  # another program holds the database (its write lock)
    DAMAGED = "damaged"  # not an SQLite file, truncated, or failing its check
    NEWER_VERSION = "newer-version"  # made by a newer Krig Desktop: left alone
    NOT_HISTORY = "not-history"  # read-only access found another program's database
    NOT_A_FILE = "not-a-file"  # a folder, a FIFO or a link loop where the file should be
    NOT_A_FOLDER = "not-a-folder"  # a file stands where its folder (or one above) should be
    UNAVAILABLE = "unavailable"  # any other failure of the file system


class HistoryError(Exception):
    """The history could not be opened or written; nothing the player had was lost."""

    def __init__(self, reason: Reason, path: Path, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {path}" + (f" ({detail})" if detail else ""))
        self.reason = reason
        self.path = path
        self.detail = detail


class Unusable(Exception):
    """The file at the path is damaged or foreign: to be moved aside."""


def _low_on_room(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < _ROOM
    except OSError:
        return False


def from_sqlite(exc: sqlite3.Error, path: Path) -> HistoryError:
    """The reason behind an sqlite3 error (its extended code, then the disk's room)."""
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    detail = str(exc)
    if code == sqlite3.SQLITE_CANTOPEN and file_in_the_way(path.parent) is not None:
        return HistoryError(Reason.NOT_A_FOLDER, path, detail)
    if code == sqlite3.SQLITE_FULL:
        return HistoryError(Reason.DISK_FULL, path, detail)
    if code in _READ_ONLY:
        return HistoryError(_read_only_reason(path), path, detail)
    if code in _BUSY:
        return HistoryError(Reason.BUSY, path, detail)
    if code in _DAMAGED:
        return HistoryError(Reason.DAMAGED, path, detail)
    if code == sqlite3.SQLITE_CANTOPEN:
        if not os.access(path.parent, os.X_OK):
            return HistoryError(Reason.NO_ACCESS, path, detail)
        if not os.access(path.parent, os.W_OK):
            return HistoryError(Reason.READ_ONLY, path, detail)
    if _low_on_room(path.parent):
        return HistoryError(Reason.DISK_FULL, path, detail)
    return HistoryError(Reason.UNAVAILABLE, path, detail)


def _read_only_reason(path: Path) -> Reason:
    """A locked folder, a read-only folder or a read-only file: three different fixes."""
    if not os.access(path.parent, os.X_OK):
        return Reason.NO_ACCESS
    if os.path.lexists(path) and not os.access(path, os.W_OK) and os.access(
            path.parent, os.W_OK):
        return Reason.READ_ONLY_FILE
    return Reason.READ_ONLY


def from_os(exc: OSError, path: Path) -> HistoryError:
    if exc.errno in (errno.EEXIST, errno.ENOTDIR) and file_in_the_way(path.parent):
        return HistoryError(Reason.NOT_A_FOLDER, path, str(exc))
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return HistoryError(Reason.DISK_FULL, path, str(exc))
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return HistoryError(_read_only_reason(path), path, str(exc))
    return HistoryError(Reason.UNAVAILABLE, path, str(exc))


def connect(path: Path, busy_timeout: float = BUSY_TIMEOUT_SECONDS,
            how: str | None = None) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), with a busy timeout
    (0 for the window: a locked database fails at once, and the recorder keeps the game
    and tries again later, instead of freezing the GUI thread).

    `how`, a URI parameter, reads without writing: `mode=ro` never creates the file or
    writes into it; `immutable=1` reads the main file alone, without a lock or its log.
    """
    target = str(path) if how is None else f"{path.absolute().as_uri()}?{how}"
    conn = sqlite3.connect(target, timeout=busy_timeout, uri=how is not None,
                           isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    return conn


def _check(conn: sqlite3.Connection, path: Path, deep: bool = True) -> None:
    """Raise Unusable for a damaged or foreign file, HistoryError for a newer one.
    Without `deep`, no `quick_check` (the file was judged whole a moment ago)."""
    try:
        if schema.is_blank(conn):
            return
        if not schema.is_ours(conn):
            raise Unusable("not Krig Desktop's history")
        version = schema.user_version(conn)
        if version > schema.SCHEMA_VERSION:
            raise HistoryError(Reason.NEWER_VERSION, path, f"schema version {version}")
        if not deep:
            return
        verdict = conn.execute("PRAGMA quick_check(1)").fetchone()
    except sqlite3.DatabaseError as exc:
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGED:
            raise Unusable(str(exc)) from exc
        raise
    if verdict is None or verdict[0] != "ok":
        raise Unusable(f"quick_check: {verdict}")


def _judged(path: Path, how: str, busy_timeout: float) -> Unusable | bool:
    """Unusable when the file read `how` (`immutable=1`: the main file alone, no lock,
    no log; `mode=ro`: with its log) is damaged or not ours; else whether it holds a
    history (False: blank). Reads only: nothing this connection does can write the
    file or its log. HistoryError NEWER_VERSION for a newer one."""
    conn = connect(path, busy_timeout, how)
    try:
        if schema.is_blank(conn):
            return False
        _check(conn, path)
    except Unusable as exc:
        return exc
    except sqlite3.DatabaseError as exc:
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGED:
            return Unusable(str(exc))
        raise
    finally:
        conn.close()
    return True


def _companion(path: Path, end: str) -> Path:
    return Path(f"{path}{end}")


def _judge_untouched(path: Path, busy_timeout: float) -> bool:
    """Raise Unusable for a file not ours even alone; set aside a log not its own.
    Whether it was judged (False: a rollback journal is there, see below).

    The main file alone and the file with its log are judged apart. Fine with its log
    (whether or not alone: a main file not checkpointed yet, or one read without a
    lock as it was being checkpointed): fine. A history of ours alone but not with the
    log: the log is another database's, set aside. Not ours alone (blank alone counts
    as nothing of ours) nor with the log: the caller moves the whole aside, untouched.
    A hot rollback journal is left to SQLite (a file of ours in WAL mode has none)."""
    if os.path.lexists(_companion(path, "-journal")):
        return False
    if _log_without_file(path):
        raise Unusable("an empty file with another database's log")
    alone = _judged(path, "immutable=1", busy_timeout)
    if not isinstance(alone, Unusable) and not os.path.lexists(_companion(path, "-wal")):
        return True
    whole = _judged(path, "mode=ro", busy_timeout)
    if not isinstance(whole, Unusable):
        return True
    if alone is True:
        kept = set_log_aside(path)
        _LOG.warning("history log not the history's own (%s): set aside as %s", whole, kept)
        return True
    raise whole if alone is False else alone


def _log_without_file(path: Path) -> bool:
    """An empty main file beside a log that holds something: never ours (ours has its
    header written before its first log), and SQLite would delete that log as it opens
    the file, even read-only: so it is never opened."""
    try:
        return path.stat().st_size == 0 and _companion(path, "-wal").stat().st_size > 0
    except OSError:
        return False


def set_log_aside(path: Path) -> Path:
    """Rename the `-wal` and `-shm` to `<name>-wal.<date-time>` (and `-shm.`): the log
    is another database's; the main file stays. The `-wal`'s new name."""
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    wal, shm = _companion(path, "-wal"), _companion(path, "-shm")
    suffix, number = stamp, 1
    while any(os.path.lexists(f"{name}.{suffix}") for name in (wal, shm)):
        number += 1
        suffix = f"{stamp}-{number}"
    target = Path(f"{wal}.{suffix}")
    if os.path.lexists(wal):
        os.rename(wal, target)
    if os.path.lexists(shm):
        os.rename(shm, f"{shm}.{suffix}")
    return target


def _locked_folder(path: Path, found_reason: str) -> HistoryError | None:
    if file_in_the_way(path.parent) is not None:
        return HistoryError(Reason.NOT_A_FOLDER, path, found_reason)
    if not os.access(path.parent, os.X_OK):
        return HistoryError(Reason.NO_ACCESS, path, found_reason)
    return None


def _open_checked(path: Path, busy_timeout: float) -> sqlite3.Connection:
    found = look_at(path)
    if found.kind is Kind.UNREACHABLE:
        locked = _locked_folder(path, found.reason)
        if locked is not None:
            raise locked
    if found.kind not in (Kind.MISSING, Kind.FILE):
        raise Unusable(f"not an ordinary file ({found.kind.value})")
    judged = found.kind is Kind.FILE and _judge_untouched(path, busy_timeout)
    conn = connect(path, busy_timeout)
    try:
        _check(conn, path, deep=not judged)
        conn.execute("PRAGMA journal_mode = WAL")
        # Each game is fsynced as it is recorded: a crash or power cut keeps every game
        # that ended before it (a record costs one fsync of the log).
        conn.execute("PRAGMA synchronous = FULL")
        schema.migrate(conn)
        if _few_rows(conn):  # a bigger one gets it off the GUI thread (index_doubted_rows)
            make_doubted_index(conn)
    except schema.NewerSchema as exc:
        conn.close()
        raise HistoryError(Reason.NEWER_VERSION, path, str(exc)) from exc
    except sqlite3.DatabaseError as exc:
        conn.close()
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGED:
            raise Unusable(str(exc)) from exc
        raise
    except BaseException:
        conn.close()
        raise
    return conn


# Rows up to which the doubted rows' index is made as the history opens (a few ms).
INDEX_AT_OPEN_ROWS = 1_000


def _few_rows(conn: sqlite3.Connection) -> bool:
    (count,) = conn.execute("SELECT count(*) FROM (SELECT 1 FROM games LIMIT ?)",
                            (INDEX_AT_OPEN_ROWS + 1,)).fetchone()
    return bool(count <= INDEX_AT_OPEN_ROWS)


def index_doubted_rows(path: Path, busy_timeout: float = 0.0) -> bool:
    """Make the doubted rows' index (history_folds.make_doubted_index) in the history at
    `path` if it lacks it: for a thread of its own (it tests every row once), never the
    GUI thread. Writes nothing else, creates nothing, and
    touches only a file of ours of today's version; False when it could not (no such
    file, another's, busy: the folds read it without, as before)."""
    if look_at(path).kind is not Kind.FILE:
        return False
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=rw", uri=True,
                               timeout=busy_timeout, isolation_level=None,
                               check_same_thread=False)
    except sqlite3.Error:
        return False
    try:
        if not schema.is_ours(conn) or schema.user_version(conn) != schema.SCHEMA_VERSION:
            return False
        make_doubted_index(conn)
        return True
    except sqlite3.Error:
        return False
    finally:
        conn.close()


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{stamp}")
    number = 1
    while any(os.path.lexists(f"{candidate}{end}") for end in ("", *COMPANIONS)):
        number += 1
        candidate = path.with_name(f"{path.name}.{stamp}-{number}")
    return candidate


def move_aside(path: Path) -> Path:
    """Rename the file (and its companions) to `<name>.<date-time>`; the new name."""
    target = _aside_name(path)
    os.rename(path, target)
    for end in COMPANIONS:
        companion = Path(f"{path}{end}")
        if os.path.lexists(companion):
            os.rename(companion, f"{target}{end}")
    return target


def open_writable(path: Path, busy_timeout: float = BUSY_TIMEOUT_SECONDS
                  ) -> tuple[sqlite3.Connection, Path | None]:
    """A checked, migrated connection, and where an unusable file was moved (or None)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise from_os(exc, path) from exc
    moved: Path | None = None
    try:
        try:
            conn = _open_checked(path, busy_timeout)
        except Unusable:
            moved = move_aside(path)
            conn = _open_checked(path, busy_timeout)
    except Unusable as exc:  # a file appeared again and is unusable too: give up
        raise HistoryError(Reason.UNAVAILABLE, path, str(exc)) from exc
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path) from exc
    except OSError as exc:
        raise from_os(exc, path) from exc
    return conn, moved


def open_read_only(path: Path, busy_timeout: float = BUSY_TIMEOUT_SECONDS
                   ) -> sqlite3.Connection | None:
    """A read-only connection, or None when there is no history yet (no file, or blank).

    Never creates, migrates, moves or changes anything; something that is not a
    current history raises HistoryError (NOT_HISTORY, NEWER_VERSION). A history that is
    ours alone but not with its `-wal` (another database's log, which the window sets
    aside) is read alone, as the window will have it.
    """
    found = look_at(path)
    if found.kind is Kind.MISSING:
        return None
    if found.kind is Kind.UNREACHABLE:
        raise _locked_folder(path, found.reason) or HistoryError(
            Reason.UNAVAILABLE, path, found.reason)
    if found.kind is not Kind.FILE:
        raise HistoryError(Reason.NOT_A_FILE, path, found.kind.value)
    if _log_without_file(path):
        raise HistoryError(Reason.NOT_HISTORY, path, "an empty file with a log")
    try:
        return _read_only_checked(path, "mode=ro", busy_timeout)
    except HistoryError as error:
        if not _readable_alone(path, error):
            raise
        try:
            return _read_only_checked(path, "immutable=1", busy_timeout)
        except HistoryError:
            raise error from None


def _readable_alone(path: Path, error: HistoryError) -> bool:
    """Whether the main file alone may be read (`immutable=1`) where reading it with its
    log failed: a file not ours (or damaged) only with its `-wal` (another database's
    log, set aside by the window); or a folder that may be read but not written, where
    SQLite cannot make the `-shm` it reads a log with, and no log holds anything (no
    writer can work in such a folder either)."""
    wal = _companion(path, "-wal")
    if error.reason in (Reason.NOT_HISTORY, Reason.DAMAGED):
        return os.path.lexists(wal)
    if error.reason is Reason.READ_ONLY:
        try:
            return not os.path.lexists(wal) or os.path.getsize(wal) == 0
        except OSError:
            return False
    return False


def _read_only_checked(path: Path, how: str, busy_timeout: float
                       ) -> sqlite3.Connection | None:
    """open_read_only's connection, read `how` (a URI parameter), checked."""
    try:
        conn = connect(path, busy_timeout, how)
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path) from exc
    try:
        if schema.is_blank(conn):
            conn.close()
            return None
        if not schema.is_ours(conn):
            raise HistoryError(Reason.NOT_HISTORY, path)
        version = schema.user_version(conn)
        if version > schema.SCHEMA_VERSION:
            raise HistoryError(Reason.NEWER_VERSION, path, f"schema version {version}")
    except HistoryError:
        conn.close()
        raise
    except sqlite3.Error as exc:
        conn.close()
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF in _DAMAGED:
            raise HistoryError(Reason.DAMAGED, path, str(exc)) from exc
        raise from_sqlite(exc, path) from exc
    return conn
