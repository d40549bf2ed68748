"""Reading the history (`HistoryReader`): the sums SQL makes, the list's pages, the
rows streamed for the export and the folds, and the achievements stored.

What `--stats` gets (opened read-only) and what the window's GameHistory
(game_history.py, which writes) builds on. A row that cannot be read (a value of the
wrong type, out of range, or too big to read) is left out of the sums and shown as a
DamagedRow in the list (history_rows.py says how each is found).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Final, TypeVar

from krig_desktop.engine.rules import END_OUT
from krig_desktop.model.achievements import Earned
from krig_desktop.model.statistics import GroupStatistics, RuleSet, Totals, combine_codes
from krig_desktop.storage import history_achievements as achievements
from krig_desktop.storage import history_file
from krig_desktop.storage import history_folds as folds
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.history_file import HistoryError, Reason
from krig_desktop.storage.history_folds import Folded
from krig_desktop.storage.history_record import GameRecord
from krig_desktop.storage.history_rows import DamagedRow, HistoryFilter

_T = TypeVar("_T")
_SLICE: Final = 1_000  # rows read at a time when streaming
# Columns the history list may sort by (a whitelist: never format a caller's text in).
SORT_KEYS: Final = frozenset({"ended_at", "started_at", "players", "game_number",
                              "face_down", "gathering", "outcome", "battles",
                              "war_steps", "deepest_war", "seconds_played",
                              "start_chance", "repeat"})


# A game's code for the streaks (model/statistics.Result): a win you shared is
# NEITHER, one shared without you a LOSS.
_CODE: Final = """CASE WHEN outcome = 'win' THEN CASE WHEN winner = 0 THEN 1 ELSE 2 END
                   WHEN outcome = 'shared' THEN CASE WHEN {you_shared} THEN 0 ELSE 2 END
                   ELSE 0 END"""
_TOTALS: Final = """
    SELECT players, face_down, gathering, {ending}, COUNT(*),
           SUM(outcome = 'win' AND winner = 0), SUM(outcome = 'win' AND winner <> 0),
           SUM(outcome = 'draw'), SUM(outcome = 'repetition'),
           SUM(outcome = 'abandoned'),
           MIN(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(deepest_war), SUM(battles), SUM(seconds_played),
           SUM(outcome = 'shared'), SUM(outcome = 'shared' AND {you_shared})
    FROM {src} WHERE {ex}{counted} AND {countable}
    GROUP BY players, face_down, gathering, {ending}
"""
# One code per game, each rule set in time order (the index games_by_rules walks it).
_RESULTS: Final = """
    SELECT players, face_down, gathering, {ending}, {code}
    FROM {src} WHERE {ex}{counted} AND {countable}
    ORDER BY players, face_down, gathering, {ending}, ended_at, id
"""
# The same codes joined into one text, for one rule set (the index walks it in order).
_CODES: Final = """
    SELECT group_concat(code, '') FROM (
        SELECT {code} AS code
        FROM {src} WHERE {ex}{counted} AND {countable}
            AND players = ? AND face_down = ? AND gathering = ? AND {ending} = ?
        ORDER BY ended_at, id)
"""

# SQLite's virtual machine steps between two looks at an interrupt: a look costs a
# Python call, and a few thousand steps take next to no time.
INTERRUPT_CHECK_EVERY = 1000


class _TooBig(Exception):
    """A query met a value over VALUE_LIMIT (SQLite refused to read it)."""


def _whole(value: int | None) -> int:
    return 0 if value is None else value


class HistoryReader:
    """Queries on the history; what `--stats` gets (read-only) and the window's base."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        try:
            present = frozenset(schema.column_names(conn))
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, path) from exc
        self._present = present
        self._select = rows.select(present)
        self._oversized: frozenset[int] = frozenset()  # rows with a value too big to read
        # The damaged rows, by the rows too big to read left out, inside `counted`.
        self._damaged_now: dict[frozenset[int], frozenset[int]] | None = None
        # No value bigger than this is ever read into memory (SQLite refuses it:
        # "too big"); the statistics lift it (they only compare, in SQLite).
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, rows.VALUE_LIMIT)
        # Once interrupted, every statement stops, also one that starts after the call
        # (sqlite3_interrupt alone misses a statement not yet running when it comes).
        self._interrupted = threading.Event()
        conn.set_progress_handler(self._interrupted.is_set, INTERRUPT_CHECK_EVERY)

    def interrupt(self) -> None:
        """Stop the queries running or still to come in another thread (they raise
        there): the window closes."""
        self._interrupted.set()
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
            raise self._error(exc) from exc

    def _error(self, exc: sqlite3.Error) -> Exception:
        if getattr(exc, "sqlite_errorcode", 0) == rows.TOO_BIG:
            return _TooBig()
        return history_file.from_sqlite(exc, self.path)

    def _guarded(self, query: Callable[[], _T]) -> _T:
        """`query()`; if it met a value too big to read, once more, leaving out every
        row that holds one (found by rows.find_oversized: they are damaged)."""
        try:
            return query()
        except _TooBig:
            pass
        try:
            found = rows.find_oversized(self._conn)
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc
        if found <= self._oversized:  # (cannot be: nothing more to leave out)
            raise HistoryError(Reason.DAMAGED, self.path, "a value too big to read")
        self._oversized = self._oversized | found
        try:
            return query()
        except _TooBig as exc:
            raise HistoryError(Reason.DAMAGED, self.path, "a value too big to read") from exc

    def _from(self) -> dict[str, str]:
        """Where the statistics read from, leaving out rows too big to read: then the
        table itself, by rowid (its covering index would read the huge value, in the
        middle of its entry, to get at the rowid after it)."""
        ex = rows.exclusion(self._oversized)
        counted = rows.counted(self._present)  # (every statistic leaves repeats out)
        # (a file from before the end option: every game played to the end, none shared)
        ending = rows.cell("ending", self._present).replace("NULL", f"'{END_OUT}'")
        you_shared = "sharers LIKE '0,%'" if rows.cell("sharers", self._present) != "NULL" \
            else "0"
        columns = {"ending": ending, "you_shared": you_shared,
                   "code": _CODE.format(you_shared=you_shared)}
        if not ex:
            return {"src": "games", "ex": "", "counted": counted, **columns}
        return {"src": "games NOT INDEXED", "ex": f"{ex} AND ", "counted": counted,
                **columns}

    def _counted_from(self) -> dict[str, str]:
        """`_from()` and the test of the rows the sums count (`countable`): every row
        but the damaged ones (`_damaged`), left out by id."""
        return {**self._from(), "countable": rows.exclusion(self._damaged()) or "1"}

    def _damaged(self) -> frozenset[int]:
        """The one definition of a damaged row, shared by `--stats`, the statistics,
        the History list and the export: a row `from_row` cannot make a GameRecord of
        (history_rows.py), the rows too big to read aside. Only the rows the strict
        test doubts are read (through their index where the file has it; every row it
        passes is a GameRecord), so a win with no winner or an impossible date is
        damaged here exactly as in the list."""
        known = self._damaged_now
        if known is not None and self._oversized in known:
            return known[self._oversized]  # (the sums ask once per rule set)
        doubt = folds.doubt(self._present)
        ex = rows.exclusion(self._oversized)
        try:
            found = frozenset(int(str(row[0])) for row in self._conn.execute(
                f"{self._select} WHERE {ex + ' AND ' if ex else ''}{doubt}")
                if isinstance(rows.from_row(row), DamagedRow))
        except sqlite3.Error as exc:
            raise self._error(exc) from exc
        if known is not None:
            known[self._oversized] = found
        return found

    def _plain_first(self, query: Callable[[bool], _T]) -> _T:
        """`query(False)`: every row; only if it met a value too big to read,
        `query(True)`, leaving those rows out (`_guarded`). The list and its count
        show a row with a huge value as damaged where it stands, when they can."""
        try:
            return query(False)
        except _TooBig:
            return self._guarded(lambda: query(True))

    def _where(self, clause: str, leave_out: bool = True) -> str:
        """A WHERE clause (or "") with the rows too big to read left out first."""
        ex = rows.exclusion(self._oversized) if leave_out else ""
        if not ex:
            return clause
        return f" WHERE {ex}" + (clause.replace(" WHERE ", " AND ", 1) if clause else "")

    def count(self, ended_only: bool = False, where: HistoryFilter | None = None) -> int:
        """Recorded games (only those played to the end with `ended_only`)."""
        clause, args = (where or HistoryFilter()).where()
        if ended_only:
            clause += (" AND" if clause else " WHERE") + " outcome <> 'abandoned'"
        (total,) = self._plain_first(lambda leave_out: self._query(
            f"SELECT COUNT(*) FROM games{self._where(clause, leave_out)}", args))[0]
        assert isinstance(total, int)
        return total

    def totals(self) -> list[Totals]:
        """The sums of each rule set, made by SQL."""
        found = []
        for row in self._query(_TOTALS.format(**self._counted_from())):
            players, face_down, gathering, ending, *counts = row
            n = [None if value is None else int(str(value)) for value in counts]
            found.append(Totals(
                RuleSet(int(str(players)), int(str(face_down)), str(gathering), str(ending)),
                games=_whole(n[0]), your_wins=_whole(n[1]), cpu_wins=_whole(n[2]),
                draws=_whole(n[3]), repetitions=_whole(n[4]), abandoned=_whole(n[5]),
                shortest_game=n[6], longest_game=n[7], deepest_war=n[8],
                total_battles=_whole(n[9]), seconds_played=_whole(n[10]),
                shared=_whole(n[11]), you_shared=_whole(n[12])))
        return found

    def results(self) -> Iterator[tuple[RuleSet, int]]:
        """Each game's `Result` code, rule set by rule set, in time order (streamed)."""
        try:
            cursor = self._conn.execute(_RESULTS.format(**self._counted_from()))
            last: tuple[object, ...] = ()
            rules = RuleSet(0, 0, "")
            for players, face_down, gathering, ending, code in cursor:
                if (players, face_down, gathering, ending) != last:
                    last = (players, face_down, gathering, ending)
                    rules = RuleSet(players, face_down, gathering, ending)
                yield rules, code
        except sqlite3.Error as exc:
            raise self._error(exc) from exc

    def codes(self, rules: RuleSet) -> str:
        """One rule set's `Result` codes in time order, as one text ("1102")."""
        found = self._query(_CODES.format(**self._counted_from()),
                            (rules.players, rules.face_down, rules.gathering, rules.end))
        return str(found[0][0] or "") if found else ""

    def uncountable(self) -> int:
        """Rows the statistics skip: damaged ones (`_damaged`: what the History list
        shows as damaged), and those holding a value too big to read."""
        found = self._guarded(self._damaged)
        return len(found) + len(self._oversized)

    def statistics(self) -> list[GroupStatistics]:
        """Every rule set's statistics, read in one transaction (one consistent view).
        The streaks come from each rule set's codes joined by SQL (`codes`), far
        quicker than a Python step per game (`results`)."""
        return self.counted(lambda: combine_codes(self.totals(), self.codes))

    def counted(self, count: Callable[[], _T]) -> _T:
        """`count()` inside one read transaction (a row with a value too big to read
        left out, see `_guarded`)."""
        self._query("BEGIN")
        self._damaged_now = {}  # found once in this transaction (one consistent view)
        try:
            return self._guarded(count)
        finally:
            self._damaged_now = None
            if self._conn.in_transaction:
                self._conn.execute("COMMIT")

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
        if rows.cell(sort, self._present) == "NULL":  # (an older file: not there)
            sort = "ended_at"
        clause, args = (where or HistoryFilter()).where()
        order = "DESC" if descending else "ASC"
        def ids(leave_out: bool) -> list[int]:
            return self._ids(f"SELECT id FROM games{self._where(clause, leave_out)} "
                             f"ORDER BY {sort} {order}, id {order} LIMIT ? OFFSET ?",
                             (*args, limit, offset))

        return self._by_id(self._plain_first(ids))

    def first_play(self, game_number: int, rules: RuleSet) -> GameRecord | None:
        """The first game of a deal played to its end and counted (no repeat), or
        None: how today's deal went, when it is dealt again (the index games_by_deal
        finds the deal's few rows)."""
        counted = rows.counted(self._present)
        ending = rows.cell("ending", self._present).replace("NULL", f"'{END_OUT}'")
        found = self._ids(
            f"SELECT id FROM games WHERE game_number = ? AND players = ? AND face_down = ?"
            f" AND gathering = ? AND {ending} = ? AND outcome <> 'abandoned' AND {counted}"
            " ORDER BY ended_at, id LIMIT 1",
            (game_number, rules.players, rules.face_down, rules.gathering, rules.end))
        return self.get(found[0]) if found else None

    def get(self, game_id: int) -> GameRecord | None:
        """One recorded game (Play This Deal Again), or None if it is not there (or
        cannot be read)."""
        found = self._by_id(self._ids("SELECT id FROM games WHERE id = ?", (game_id,)))
        return found[0] if found and isinstance(found[0], GameRecord) else None

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
            clause, args = "", ()
            if after is not None:
                clause = " WHERE (ended_at, id) > (?, ?)"
                args = after  # type: ignore[assignment]
            ids = self._plain_first(partial(self._slice_ids, clause, args, size))
            if not ids:
                return
            yield from self._by_id(ids)
            if left is not None:
                left -= len(ids)
            after = self.position(ids[-1])

    def _slice_ids(self, clause: str, args: tuple[object, ...], size: int,
                   leave_out: bool) -> list[int]:
        return self._ids(f"SELECT id FROM games{self._where(clause, leave_out)} ORDER BY "
                         f"ended_at, id LIMIT {int(size)}", args)

    def records(self) -> Iterator[GameRecord]:
        """Every game that can be read, oldest first, streamed."""
        return (row for row in self.rows() if isinstance(row, GameRecord))

    def folded(self, whole: bool = True) -> Folded:
        """The luck, the names, the calls and the achievements' fold, in one read
        transaction: made by SQL (history_folds.py), or from the rows as GameRecords
        where SQL cannot make them as Python would. The achievements stored are taken
        as they are (not searched for again); without `whole`, only the achievements'
        fold is made (see fold_rows)."""
        def fold() -> Folded:
            try:
                stored = {e.key: e for e in achievements.earned(self._conn)}
                return folds.fold_rows(self._conn, self._present, self._oversized,
                                       stored, whole)
            except sqlite3.Error as exc:
                raise history_file.from_sqlite(exc, self.path) from exc

        try:
            return self.counted(fold)
        except folds.NeedsRows:
            return folds.fold_records(self.records())

    def earned(self) -> list[Earned]:
        """The achievements awarded, oldest first (history_achievements.py)."""
        try:
            return achievements.earned(self._conn)
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc
