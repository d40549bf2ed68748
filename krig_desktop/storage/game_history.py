"""The history of every game that ended or was left: `history.sqlite3`, one row a game.

Each game is written in its own transaction the moment it ends (or is left for a new
one), never at exit, so a crash loses at most the game in play. WAL mode and a busy
timeout let two running windows and `--stats` use the file at once; `BEGIN IMMEDIATE`
takes the write lock up front, so a writer waits its turn instead of failing with
"database is locked". The queries are HistoryReader's (history_reader.py); this
module records, opens, and re-exports what the callers use.

Use `open_history()` in the window (it sets up, migrates, or moves a damaged file
aside) and `open_history_read_only()` for `--stats` (never creates or changes a thing).
Both raise HistoryError (a `Reason` code) when the file cannot be used.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Final, TypeVar

from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.achievements import Earned
from krig_desktop.storage import history_achievements as achievements
from krig_desktop.storage import history_file
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage.history_file import BUSY_TIMEOUT_SECONDS, HistoryError, Reason
from krig_desktop.storage.history_reader import SORT_KEYS, HistoryReader
from krig_desktop.storage.history_record import (
    OUTCOMES,
    GameRecord,
    from_text,
    to_text,
)
from krig_desktop.storage.history_rows import DamagedRow, HistoryFilter
from krig_desktop.storage.paths import history_path

__all__ = ["OUTCOMES", "SORT_KEYS", "DamagedRow", "GameHistory", "GameRecord",
           "HistoryError", "HistoryFilter", "HistoryReader", "OpenedHistory", "Reason",
           "Stored", "from_text", "open_history", "open_history_read_only", "to_text"]

_T = TypeVar("_T")
# For the benchmark's fill and the migration tests: the statement and the row it takes.
_INSERT: Final = rows.INSERT
_to_row = rows.to_row


class GameHistory(HistoryReader):
    """The window's history: queries, and recording each game as it ends."""

    def __enter__(self) -> GameHistory:
        return self

    def _write(self, work: Callable[[sqlite3.Connection], _T]) -> _T:
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                done = work(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc
        return done

    def put(self, game: GameRecord) -> Stored:
        """Write one game in its own transaction (see history_rows: a game already
        there by its key is replaced or kept, never doubled; a deal recorded as
        finished by another game before is marked a repeat). HistoryError on failure
        (nothing was written; the history is as it was)."""
        def upsert(conn: sqlite3.Connection) -> Stored:
            record = rows.with_repeat(conn, game)
            returned = conn.execute(rows.UPSERT, rows.to_row(record)).fetchall()
            if returned:
                return Stored(int(returned[0][0]), True, record.repeat)
            (kept, repeat) = conn.execute("SELECT id, repeat FROM games WHERE game_key = ?",
                                          (game.game_key,)).fetchone()
            return Stored(int(kept), False, repeat == 1)

        return self._write(upsert)

    def record(self, game: GameRecord) -> int:
        """`put`, giving the id of the row that holds the game."""
        return self.put(game).id

    def award(self, found: list[Earned]) -> list[Earned]:
        """Store the achievements not stored yet, in one transaction; the ones added."""
        return self._write(lambda conn: achievements.award(conn, found))

    def reset(self) -> int:
        """Forget every recorded game and the achievements they earned (Reset in the
        statistics window, after asking); how many games there were."""
        def forget(conn: sqlite3.Connection) -> int:
            achievements.forget(conn)
            return int(conn.execute("DELETE FROM games").rowcount)

        return self._write(forget)


class Stored(Frozen):
    """Where a game was recorded, whether the row changed (False: a row for its key
    was there already and kept), and whether the row is a repeat (counts for nothing:
    the recorder hands the achievements the record with it)."""

    id: int
    changed: bool
    repeat: bool = False


class OpenedHistory(Frozen):
    """The history, and where a damaged or foreign file was moved (tell the player once)."""

    history: GameHistory
    moved_aside: Path | None


def open_history(path: Path | None = None,
                 busy_timeout: float = BUSY_TIMEOUT_SECONDS) -> OpenedHistory:
    """Open (making, migrating or replacing) the history for recording. The window
    passes `busy_timeout=0`: a database another program holds fails at once (BUSY)
    rather than freezing the window while it waits.

    Raises HistoryError (READ_ONLY, NO_ACCESS, DISK_FULL, BUSY, NEWER_VERSION, ...);
    the game plays on, and the recorder keeps its games until the file can be written.
    """
    path = history_path() if path is None else path
    conn, moved = history_file.open_writable(path, busy_timeout)
    return OpenedHistory(GameHistory(conn, path), moved)


def open_history_read_only(path: Path | None = None,
                           busy_timeout: float = BUSY_TIMEOUT_SECONDS
                           ) -> HistoryReader | None:
    """The history for reading only (`--stats`), or None when there is none yet.

    Opens with `mode=ro`: never creates the file, migrates or moves nothing, and reads
    while a window writes (the window's list passes `busy_timeout=0`: never waits).
    Raises HistoryError (NOT_HISTORY, NEWER_VERSION, ...).
    """
    path = history_path() if path is None else path
    conn = history_file.open_read_only(path, busy_timeout)
    if conn is None:
        return None
    try:
        return HistoryReader(conn, path)
    except HistoryError:
        conn.close()
        raise
