"""The history of every game that ended or was left: `history.sqlite3`, one row a game.

Each game is written in its own transaction the moment it ends (or is left for a new
one), never at exit, so a crash loses at most the game in play. WAL mode and a busy
timeout let two running windows and `--stats` use the file at once; `BEGIN IMMEDIATE`
takes the write lock up front, so a writer waits its turn instead of failing with
"database is locked". The sums are made by SQL; only the streaks, which need the games
in order, walk one small code per game (see model/statistics.py).

Use `open_history()` in the window (it sets up, migrates, or moves a damaged file
aside) and `open_history_read_only()` for `--stats` (never creates or changes a thing).
Both raise HistoryError (a `Reason` code) when the file cannot be used.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Final, TypeVar

from krig_desktop.model.statistics import GroupStatistics, RuleSet, Totals, combine
from krig_desktop.storage import history_file
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.history_file import BUSY_TIMEOUT_SECONDS, HistoryError, Reason
from krig_desktop.storage.history_record import (
    OUTCOMES,
    GameRecord,
    from_text,
    to_text,
)
from krig_desktop.storage.history_rows import DamagedRow
from krig_desktop.storage.paths import history_path

__all__ = ["OUTCOMES", "SORT_KEYS", "DamagedRow", "GameHistory", "GameRecord",
           "HistoryError", "HistoryFilter", "HistoryReader", "OpenedHistory", "Reason",
           "Stored", "from_text", "open_history", "open_history_read_only", "to_text"]

_T = TypeVar("_T")
_SLICE: Final = 1_000  # rows read at a time when streaming
# For the benchmark's fill and the migration tests: the statement and the row it takes.
_INSERT: Final = rows.INSERT
_to_row = rows.to_row
# Columns the history list may sort by (a whitelist: never format a caller's text in).
SORT_KEYS: Final = frozenset({"ended_at", "started_at", "players", "game_number",
                              "face_down", "gathering", "outcome", "battles",
                              "war_steps", "deepest_war", "seconds_played",
                              "start_chance"})


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """What the history list shows: None in a field lets every value through."""

    players: int | None = None
    face_down: int | None = None
    gathering: str | None = None
    outcome: str | None = None

    def where(self) -> tuple[str, tuple[object, ...]]:
        pairs = [(name, value) for name, value in (
            ("players", self.players), ("face_down", self.face_down),
            ("gathering", self.gathering), ("outcome", self.outcome)) if value is not None]
        if not pairs:
            return "", ()
        return (" WHERE " + " AND ".join(f"{name} = ?" for name, _ in pairs),
                tuple(value for _, value in pairs))


_TOTALS: Final = f"""
    SELECT players, face_down, gathering, COUNT(*),
           SUM(outcome = 'win' AND winner = 0), SUM(outcome = 'win' AND winner <> 0),
           SUM(outcome = 'draw'), SUM(outcome = 'repetition'),
           SUM(outcome = 'abandoned'),
           MIN(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(deepest_war), SUM(battles), SUM(seconds_played)
    FROM games WHERE {rows.COUNTABLE} GROUP BY players, face_down, gathering
"""
# One code per game, each rule set in time order (the index games_by_rules walks it).
_RESULTS: Final = f"""
    SELECT players, face_down, gathering,
           CASE WHEN outcome <> 'win' THEN 0 WHEN winner = 0 THEN 1 ELSE 2 END
    FROM games WHERE {rows.COUNTABLE} ORDER BY players, face_down, gathering, ended_at, id
"""
_UNCOUNTABLE: Final = f"SELECT COUNT(*) FROM games WHERE NOT ({rows.COUNTABLE})"


def _whole(value: int | None) -> int:
    return 0 if value is None else value


class HistoryReader:
    """Queries on the history; what `--stats` gets (read-only) and the window's base."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        try:
            has_key = "game_key" in schema.column_names(conn)
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, path) from exc
        self._select = rows.select(has_key)
        # No value bigger than this is ever read into memory (SQLite refuses it:
        # "too big"); the statistics lift it (they only compare, in SQLite).
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, rows.VALUE_LIMIT)

    def interrupt(self) -> None:
        """Stop a query running in another thread (it raises there): the window closes."""
        self._conn.interrupt()

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> HistoryReader:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def _query(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        try:
            return self._conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc

    def count(self, ended_only: bool = False, where: HistoryFilter | None = None) -> int:
        """Recorded games (only those played to the end with `ended_only`)."""
        clause, args = (where or HistoryFilter()).where()
        if ended_only:
            clause += (" AND" if clause else " WHERE") + " outcome <> 'abandoned'"
        (total,) = self._query(f"SELECT COUNT(*) FROM games{clause}", args)[0]
        assert isinstance(total, int)
        return total

    def totals(self) -> list[Totals]:
        """The sums of each rule set, made by SQL."""
        found = []
        for row in self._query(_TOTALS):
            players, face_down, gathering, *counts = row
            n = [None if value is None else int(str(value)) for value in counts]
            found.append(Totals(
                RuleSet(int(str(players)), int(str(face_down)), str(gathering)),
                games=_whole(n[0]), your_wins=_whole(n[1]), cpu_wins=_whole(n[2]),
                draws=_whole(n[3]), repetitions=_whole(n[4]), abandoned=_whole(n[5]),
                shortest_game=n[6], longest_game=n[7], deepest_war=n[8],
                total_battles=_whole(n[9]), seconds_played=_whole(n[10])))
        return found

    def results(self) -> Iterator[tuple[RuleSet, int]]:
        """Each game's `Result` code, rule set by rule set, in time order (streamed)."""
        try:
            cursor = self._conn.execute(_RESULTS)
            last: tuple[object, ...] = ()
            rules = RuleSet(0, 0, "")
            for players, face_down, gathering, code in cursor:
                if (players, face_down, gathering) != last:
                    last = (players, face_down, gathering)
                    rules = RuleSet(players, face_down, gathering)
                yield rules, code
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc

    def uncountable(self) -> int:
        """Rows the statistics skip: a counted column of the wrong type or range."""
        (total,) = self._query(_UNCOUNTABLE)[0]
        assert isinstance(total, int)
        return total

    def statistics(self) -> list[GroupStatistics]:
        """Every rule set's statistics, read in one transaction (one consistent view)."""
        return self.counted(lambda: combine(self.totals(), self.results()))

    def counted(self, count: Callable[[], _T]) -> _T:
        """`count()` inside one read transaction. (A huge value in a counted column is
        compared inside SQLite, which reads it once; Python never sees it.)"""
        bound = self._conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 2**31 - 1)
        self._query("BEGIN")
        try:
            return count()
        finally:
            if self._conn.in_transaction:
                self._conn.execute("COMMIT")
            self._conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, bound)

    def _by_id(self, ids: list[int]) -> list[GameRecord | DamagedRow]:
        """The rows `ids`, in that order. A row with a value too big to read is a
        DamagedRow, found by reading the rows one by one when the batch is refused."""
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        try:
            found = {row[0]: rows.from_row(row) for row in self._conn.execute(
                f"{self._select} WHERE id IN ({marks})", ids)}
        except sqlite3.DataError:  # too big: which one?
            found = {}
            for row_id in ids:
                try:
                    for row in self._conn.execute(f"{self._select} WHERE id = ?",
                                                  (row_id,)):
                        found[row_id] = rows.from_row(row)
                except sqlite3.DataError:
                    found[row_id] = DamagedRow(row_id, "a value too large to read")
                except sqlite3.Error as exc:
                    raise history_file.from_sqlite(exc, self.path) from exc
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc
        return [found.get(row_id, DamagedRow(row_id, "gone")) for row_id in ids]

    def _ids(self, sql: str, args: tuple[object, ...]) -> list[int]:
        return [int(str(row_id)) for (row_id,) in self._query(sql, args)]

    def page(self, offset: int = 0, limit: int = 100, sort: str = "ended_at",
             descending: bool = True, where: HistoryFilter | None = None
             ) -> list[GameRecord | DamagedRow]:
        """One page of the history list, sorted by a column of SORT_KEYS; a row that
        cannot be read is there as a DamagedRow (so the offsets stay the database's)."""
        if sort not in SORT_KEYS:
            raise ValueError(f"cannot sort the history by {sort!r}")
        clause, args = (where or HistoryFilter()).where()
        order = "DESC" if descending else "ASC"
        sql = f"SELECT id FROM games{clause} ORDER BY {sort} {order}, id {order} LIMIT ? OFFSET ?"
        return self._by_id(self._ids(sql, (*args, limit, offset)))

    def get(self, game_id: int) -> GameRecord | None:
        """One recorded game (Play This Deal Again), or None if it is not there (or
        cannot be read)."""
        found = self._by_id(self._ids("SELECT id FROM games WHERE id = ?", (game_id,)))
        return found[0] if found and isinstance(found[0], GameRecord) else None

    def key_row(self, game_key: str) -> GameRecord | DamagedRow | None:
        """The row recorded for the game `game_key`, or None."""
        found = self._by_id(self._ids("SELECT id FROM games WHERE game_key = ?",
                                      (game_key,)))
        return found[0] if found else None

    def position(self, row_id: int) -> tuple[object, int]:
        """Where a row stands in the export's order (ended_at, id), whatever it holds."""
        found = self._query("SELECT ended_at FROM games WHERE id = ?", (row_id,))
        return (found[0][0] if found else None), row_id

    def rows(self, after: tuple[object, int] | None = None,
             limit: int | None = None) -> Iterator[GameRecord | DamagedRow]:
        """Every row, oldest first, streamed a slice at a time (the CSV export);
        `after` (ended_at, id) and `limit` read one slice of it."""
        left = limit
        while left is None or left > 0:
            size = _SLICE if left is None else min(left, _SLICE)
            sql, args = "SELECT id FROM games", ()
            if after is not None:
                sql += " WHERE (ended_at, id) > (?, ?)"
                args = after  # type: ignore[assignment]
            ids = self._ids(sql + f" ORDER BY ended_at, id LIMIT {size}", args)
            if not ids:
                return
            yield from self._by_id(ids)
            if left is not None:
                left -= len(ids)
            after = self.position(ids[-1])

    def records(self) -> Iterator[GameRecord]:
        """Every game that can be read, oldest first, streamed."""
        return (row for row in self.rows() if isinstance(row, GameRecord))


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
        there by its key is replaced or kept, never doubled). HistoryError on failure
        (nothing was written; the history is as it was)."""
        def upsert(conn: sqlite3.Connection) -> Stored:
            returned = conn.execute(rows.UPSERT, rows.to_row(game)).fetchall()
            if returned:
                return Stored(int(returned[0][0]), True)
            (kept,) = conn.execute("SELECT id FROM games WHERE game_key = ?",
                                   (game.game_key,)).fetchone()
            return Stored(int(kept), False)

        return self._write(upsert)

    def record(self, game: GameRecord) -> int:
        """`put`, giving the id of the row that holds the game."""
        return self.put(game).id

    def reset(self) -> int:
        """Forget every recorded game (Reset in the statistics window, after asking);
        how many there were."""
        return self._write(lambda conn: conn.execute("DELETE FROM games").rowcount)


@dataclass(frozen=True, slots=True)
class Stored:
    """Where a game was recorded, and whether the row changed (False: a row for its
    key was there already and kept)."""

    id: int
    changed: bool


@dataclass(frozen=True, slots=True)
class OpenedHistory:
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
