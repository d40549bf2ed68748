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
from collections.abc import Iterator
from dataclasses import astuple, dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Final

from krig_desktop.model.statistics import GroupStatistics, RuleSet, Totals, combine
from krig_desktop.storage import history_file
from krig_desktop.storage.history_file import HistoryError, Reason
from krig_desktop.storage.paths import history_path

__all__ = ["OUTCOMES", "SORT_KEYS", "GameHistory", "GameRecord", "HistoryError",
           "HistoryFilter", "HistoryReader", "OpenedHistory", "Reason", "open_history",
           "open_history_read_only"]

OUTCOMES: Final = ("win", "draw", "repetition", "abandoned")
GATHERINGS: Final = ("shuffled", "fixed")
_INT64_MAX: Final = 2**63 - 1
# Columns the history list may sort by (a whitelist: never format a caller's text in).
SORT_KEYS: Final = frozenset({"ended_at", "started_at", "players", "game_number",
                              "face_down", "gathering", "outcome", "battles",
                              "war_steps", "deepest_war", "seconds_played",
                              "start_chance"})


def to_text(moment: datetime) -> str:
    """ISO-8601 UTC with milliseconds and "Z": fixed width, so text order is time order."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def from_text(text: str) -> datetime:
    """The moment `to_text` wrote; ValueError for any other text. (`fromisoformat` is
    about 20 times quicker than `strptime`: a page of the list reads 200 rows.)"""
    if len(text) != 24 or text[10] != "T" or text[-1] != "Z":
        raise ValueError(f"not a recorded time: {text!r}")
    return datetime.fromisoformat(text).astimezone(UTC)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRecord:
    """One game as recorded. Seat 0 is you.

    `game_number` is None for a game not dealt from a number (built from given hands),
    which cannot be dealt again. `winner` is set exactly when the outcome is "win".
    `your_place`: 1 for the winner; a seat that went out is placed after every seat that
    stayed in longer, seats going out in the same battle sharing a place; in a draw or a
    repetition every seat still in shares place 1; None for a game left unfinished.
    `deepest_war`, `biggest_pile` and `lead_changes` are None when not known (a game
    too long for the recorder to measure). `seconds_played` counts whole seconds of
    play; `start_chance` is your chance of winning at the deal (0 to 1) when the odds
    were seen at the deal, else None.
    """

    started_at: datetime
    ended_at: datetime
    players: int
    game_number: int | None
    face_down: int
    gathering: str
    outcome: str
    winner: int | None
    your_place: int | None
    battles: int
    war_steps: int
    deepest_war: int | None
    biggest_pile: int | None
    lead_changes: int | None
    seconds_played: int
    start_chance: float | None = None
    id: int | None = None  # the row's id once recorded

    def __post_init__(self) -> None:
        problems = [
            (not 2 <= self.players <= 4, "players"),
            (not 1 <= self.face_down <= 3, "face_down"),
            (self.gathering not in GATHERINGS, "gathering"),
            (self.outcome not in OUTCOMES, "outcome"),
            ((self.outcome == "win") != (self.winner is not None), "winner"),
            (self.winner is not None and not 0 <= self.winner < self.players, "winner"),
            (self.your_place is not None and not 1 <= self.your_place <= self.players,
             "your_place"),
            (self.game_number is not None and self.game_number < 1, "game_number"),
            (min(self.battles, self.war_steps, self.seconds_played,
                 *(n for n in (self.deepest_war, self.biggest_pile, self.lead_changes)
                   if n is not None)) < 0, "counts"),
            (self.start_chance is not None and not 0 <= self.start_chance <= 1,
             "start_chance"),
            (self.started_at.tzinfo is None or self.ended_at.tzinfo is None, "times"),
        ]
        wrong = [name for bad, name in problems if bad]
        if wrong:
            raise ValueError(f"impossible game record ({', '.join(wrong)}): {self!r}")

    @property
    def rules(self) -> RuleSet:
        return RuleSet(self.players, self.face_down, self.gathering)


_COLUMNS: Final = tuple(f.name for f in fields(GameRecord) if f.name != "id")
_DB_COLUMNS: Final = tuple(
    part for name in _COLUMNS
    for part in (("game_number", "game_number_digits") if name == "game_number" else (name,))
)
_INSERT: Final = (f"INSERT INTO games ({', '.join(_DB_COLUMNS)}) "
                  f"VALUES ({', '.join('?' * len(_DB_COLUMNS))})")
_SELECT: Final = f"SELECT id, {', '.join(_DB_COLUMNS)} FROM games"


def _to_row(record: GameRecord) -> tuple[object, ...]:
    values: list[object] = []
    for name, value in zip(_COLUMNS, astuple(record), strict=False):
        if name == "game_number":
            fits = value is None or value <= _INT64_MAX
            values += [value, None] if fits else [None, str(value)]
        elif isinstance(value, datetime):
            values.append(to_text(value))
        else:
            values.append(value)
    return tuple(values)


def _from_row(row: tuple[object, ...], path: Path) -> GameRecord:
    data = dict(zip(("id", *_DB_COLUMNS), row, strict=True))
    digits = data.pop("game_number_digits")
    try:
        if digits is not None:
            data["game_number"] = int(str(digits))
        for name in ("started_at", "ended_at"):
            data[name] = from_text(str(data[name]))
        return GameRecord(**data)  # type: ignore[arg-type]
    except (TypeError, ValueError) as exc:
        raise HistoryError(Reason.DAMAGED, path, f"row {data.get('id')}: {exc}") from exc


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


_TOTALS: Final = """
    SELECT players, face_down, gathering, COUNT(*),
           SUM(outcome = 'win' AND winner = 0), SUM(outcome = 'win' AND winner <> 0),
           SUM(outcome = 'draw'), SUM(outcome = 'repetition'),
           SUM(outcome = 'abandoned'),
           MIN(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(CASE WHEN outcome <> 'abandoned' THEN battles END),
           MAX(deepest_war), SUM(battles), SUM(seconds_played)
    FROM games GROUP BY players, face_down, gathering
"""
# One code per game, each rule set in time order (the index games_by_rules walks it).
_RESULTS: Final = """
    SELECT players, face_down, gathering,
           CASE WHEN outcome <> 'win' THEN 0 WHEN winner = 0 THEN 1 ELSE 2 END
    FROM games ORDER BY players, face_down, gathering, ended_at, id
"""


def _whole(value: int | None) -> int:
    return 0 if value is None else value


class HistoryReader:
    """Queries on the history; what `--stats` gets (read-only) and the window's base."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path

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

    def statistics(self) -> list[GroupStatistics]:
        """Every rule set's statistics, read in one transaction (one consistent view)."""
        self._query("BEGIN")
        try:
            return combine(self.totals(), self.results())
        finally:
            self._query("COMMIT")

    def page(self, offset: int = 0, limit: int = 100, sort: str = "ended_at",
             descending: bool = True, where: HistoryFilter | None = None) -> list[GameRecord]:
        """One page of the history list, sorted by a column of SORT_KEYS."""
        if sort not in SORT_KEYS:
            raise ValueError(f"cannot sort the history by {sort!r}")
        clause, args = (where or HistoryFilter()).where()
        order = "DESC" if descending else "ASC"
        sql = f"{_SELECT}{clause} ORDER BY {sort} {order}, id {order} LIMIT ? OFFSET ?"
        return [_from_row(row, self.path) for row in self._query(sql, (*args, limit, offset))]

    def get(self, game_id: int) -> GameRecord | None:
        """One recorded game (Play This Deal Again), or None if it is not there."""
        rows = self._query(f"{_SELECT} WHERE id = ?", (game_id,))
        return _from_row(rows[0], self.path) if rows else None

    def records(self) -> Iterator[GameRecord]:
        """Every game, oldest first, streamed (for the CSV export)."""
        try:
            for row in self._conn.execute(f"{_SELECT} ORDER BY ended_at, id"):
                yield _from_row(row, self.path)
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc


class GameHistory(HistoryReader):
    """The window's history: queries, and recording each game as it ends."""

    def __enter__(self) -> GameHistory:
        return self

    def _write(self, sql: str, args: tuple[object, ...]) -> sqlite3.Cursor:
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                cursor = conn.execute(sql, args)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise history_file.from_sqlite(exc, self.path) from exc
        return cursor

    def record(self, game: GameRecord) -> int:
        """Write one game in its own transaction; its row id. HistoryError on failure
        (the game was not recorded; the history is as it was)."""
        row_id = self._write(_INSERT, _to_row(game)).lastrowid
        assert row_id is not None
        return row_id

    def reset(self) -> int:
        """Forget every recorded game (Reset in the statistics window, after asking);
        how many there were."""
        return self._write("DELETE FROM games", ()).rowcount


@dataclass(frozen=True, slots=True)
class OpenedHistory:
    """The history, and where a damaged or foreign file was moved (tell the player once)."""

    history: GameHistory
    moved_aside: Path | None


def open_history(path: Path | None = None) -> OpenedHistory:
    """Open (making, migrating or replacing) the history for recording.

    Raises HistoryError: READ_ONLY, DISK_FULL, BUSY, NEWER_VERSION or UNAVAILABLE; the
    game plays on without recording then.
    """
    path = history_path() if path is None else path
    conn, moved = history_file.open_writable(path)
    return OpenedHistory(GameHistory(conn, path), moved)


def open_history_read_only(path: Path | None = None) -> HistoryReader | None:
    """The history for reading only (`--stats`), or None when there is none yet.

    Opens with `mode=ro`: never creates the file, migrates or moves nothing, and reads
    while a window writes. Raises HistoryError (NOT_HISTORY, NEWER_VERSION, ...).
    """
    path = history_path() if path is None else path
    conn = history_file.open_read_only(path)
    return None if conn is None else HistoryReader(conn, path)
