"""A history row in SQL and back: the columns, the recording upsert, and which rows can
be read at all.

The file is the player's and any SQLite tool can change it, so a row may hold anything:
text where a count belongs, an impossible outcome, a value of a hundred megabytes. One
such row must not take the list, the statistics or the export down with it. So every
query asks SQLite first whether the row is sound (`SOUND`: each column of the right
type and range, the text columns short), and no value over VALUE_LIMIT is ever read
(the reader's connection refuses it, and the row is read alone to find which): an
unsound one comes back as its id alone (`DamagedRow`), shown as damaged. A row that
passes SQL's check but not GameRecord's own (a win with no winner, an impossible date)
is a DamagedRow as well. That is the one definition of a damaged row: the History
list, the export, the statistics and `--stats` all leave out exactly the rows
`from_row` refuses (history_reader finds them among the few the strict test of
history_folds doubts), and count the rest that are no repeat (COUNTED).

Recording is an upsert on `game_key` (unique): recording a game again never adds a
row. A finished result replaces an "abandoned" one (the game was resumed and ended),
a later "abandoned" one with more battles replaces an earlier one (resumed and left
again), and nothing replaces a finished one. The first start and the deal's chance,
once known, are kept; the play time is the larger (the same game written twice, say
after a crash between writing it and forgetting it, is counted once).
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import END_OUT
from krig_desktop.storage.history_record import (
    GATHERINGS,
    HUMANS_MAX,
    KEY_LENGTH,
    NAME_LENGTH,
    OUTCOMES,
    GameRecord,
    from_text,
    to_text,
)

INT64_MAX: Final = 2**63 - 1
VALUE_LIMIT: Final = 1024 * 1024  # bytes: no value larger is read (a game's are tiny)
DIGITS_LIMIT: Final = 5_000  # a game number's digits (Python's own int-string bound)

COLUMNS: Final = tuple(name for name in GameRecord.FIELDS if name != "id")
DB_COLUMNS: Final = tuple(
    part for name in COLUMNS
    for part in (("game_number", "game_number_digits") if name == "game_number" else (name,))
)


def _quoted(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{value}'" for value in values)


def _count(name: str, nullable: bool = False) -> str:
    sound = f"(typeof({name}) = 'integer' AND {name} >= 0)"
    return f"(typeof({name}) = 'null' OR {sound})" if nullable else sound


# (Each check asks typeof() first: it reads no value, so a huge one is never loaded
# to be looked at; `x IS NULL` would load it.)


_KEY_SOUND: Final = (f"(typeof(game_key) = 'null' OR (typeof(game_key) = 'text'"
                     f" AND length(game_key) <= {KEY_LENGTH}))")
# (A JSON list of at most two names, quoted and escaped: well under this.)
HUMANS_TEXT_LIMIT: Final = HUMANS_MAX * (6 * NAME_LENGTH + 4) + 2
_CALLS: Final = ("calls_made", "calls_right", "calls_counter_right", "calls_run")
ENDING_LENGTH: Final = len("battles:10000")  # the longest end there is
SHARERS_LENGTH: Final = len("0,1,2,3")
SEATS_BETWEEN: Final = ","  # between two sharers' seats in `sharers` ("0,2")
# The checks of the columns a later version added (left out for an older file, whose
# rows have NULL there).
_LATER_SOUND: Final = {
    "game_key": _KEY_SOUND,
    "humans": (f"(typeof(humans) = 'null' OR (typeof(humans) = 'text'"
               f" AND length(humans) <= {HUMANS_TEXT_LIMIT}))"),
    "fewest_cards": _count("fewest_cards", True),
    **{name: _count(name) for name in _CALLS},
    "ending": f"(typeof(ending) = 'text' AND length(ending) <= {ENDING_LENGTH})",
    "sharers": (f"(typeof(sharers) = 'null' OR (typeof(sharers) = 'text'"
                f" AND length(sharers) <= {SHARERS_LENGTH}))"),
}
# What the statistics read; every column here is in the index games_by_rules.
COUNTABLE: Final = " AND ".join((
    # (+: no range seek, so a rule set's games are read by equality, in time order)
    "typeof(players) = 'integer' AND +players BETWEEN 2 AND 4",
    "typeof(face_down) = 'integer' AND +face_down BETWEEN 1 AND 3",
    f"typeof(gathering) = 'text' AND +gathering IN ({_quoted(GATHERINGS)})",
    f"typeof(outcome) = 'text' AND outcome IN ({_quoted(OUTCOMES)})",
    "typeof(winner) IN ('null', 'integer')",
    "typeof(ended_at) = 'text'",
    _count("battles"), _count("deepest_war", True), _count("seconds_played"),
))
# Everything a GameRecord needs, cheaply: types, ranges, and short texts.
SOUND: Final = " AND ".join((
    COUNTABLE,
    "typeof(started_at) = 'text' AND length(started_at) = 24 AND length(ended_at) = 24",
    "typeof(your_place) IN ('null', 'integer')",
    _count("war_steps"), _count("biggest_pile", True), _count("lead_changes", True),
    "typeof(game_number) IN ('null', 'integer')",
    "(typeof(game_number_digits) = 'null' OR (typeof(game_number_digits) = 'text'"
    f" AND length(game_number_digits) <= {DIGITS_LIMIT}))",
    "typeof(start_chance) IN ('null', 'real', 'integer')",
    *_LATER_SOUND.values(),
))
_SOUND_BEFORE: Final = SOUND.split(f" AND {_KEY_SOUND}")[0]  # every version's checks
# The later columns: those checked above, and `repeat` (any value but 1 is no repeat,
# read alike by SQL's COUNTED and Python's `from_row`, so it needs no check).
_LATER: Final = frozenset({*_LATER_SOUND, "repeat"})

# The one definition of the rows every statistic counts (totals, streaks, days in a
# row, luck, names, calls, achievements): not a repeat. (GameRecord.counted says the
# same of a game in Python.) A file from before repeats has none: `counted`.
COUNTED: Final = "+repeat IS NOT 1"


def counted(present: frozenset[str] | None = None) -> str:
    """COUNTED for the file's table (`present`, as `select`): "1" in a file without
    the column, whose every row counts."""
    return "1" if present is not None and "repeat" not in present else COUNTED


# Whether a game has been recorded as finished by another game: the new row is then a
# repeat (the index games_by_deal finds the deal's few rows). The end is part of the
# game: it never changes the deal, but a deal played to the most cards after 50
# battles is another contest than the same deal played out. Its arguments: the row's
# game_number, game_number_digits, players, face_down, gathering, ending and game_key.
REPEAT_OF: Final = (
    "SELECT EXISTS (SELECT 1 FROM games WHERE game_number IS ? AND game_number_digits IS ?"
    " AND players = ? AND face_down = ? AND gathering = ? AND ending = ?"
    " AND outcome <> 'abandoned' AND game_key IS NOT ?)")
SAME_GAME_COLUMNS: Final = ("game_number", "game_number_digits", "players", "face_down",
                            "gathering", "ending")


def with_repeat(conn: sqlite3.Connection, record: GameRecord) -> GameRecord:
    """The record marked as a repeat when its deal was recorded as finished by another
    game (a game from given hands, without a number, is never one); inside the
    caller's write transaction, so two windows cannot both record a deal's first."""
    if record.repeat or record.game_number is None:
        return record
    values = dict(zip(DB_COLUMNS, to_row(record), strict=True))
    (found,) = conn.execute(REPEAT_OF, tuple(values[name] for name in (
        *SAME_GAME_COLUMNS, "game_key"))).fetchone()
    return record._replace(repeat=True) if found else record


def select(present: frozenset[str] | None = None) -> str:
    """Every column of a sound row; of an unsound one, the id and NULLs. `present`:
    the columns of the file's table (None: today's); the columns a later version
    added that are not there are read as NULL (a file of an older version, read as it
    is: `--stats`, an import)."""
    missing = set() if present is None else _LATER - present
    cells = ", ".join("NULL" if name in missing else name for name in DB_COLUMNS)
    return f"SELECT id, ({sound(present)}) AS sound, {cells} FROM games"


def sound(present: frozenset[str] | None = None) -> str:
    """SOUND over the columns of the file's table (`present`, as `select`)."""
    missing = set() if present is None else set(_LATER_SOUND) - present
    return " AND ".join([_SOUND_BEFORE, *(check for name, check in _LATER_SOUND.items()
                                          if name not in missing)])


def cell(name: str, present: frozenset[str] | None) -> str:
    """The column `name` in a query, or NULL where the file's table has none."""
    return "NULL" if present is not None and name in _LATER and name not in present \
        else name


_UPDATED: Final = tuple(name for name in DB_COLUMNS if name not in (
    "game_key", "started_at", "seconds_played", "start_chance"))
INSERT: Final = (  # (the benchmark's fill goes through it too, with executemany)
    f"INSERT INTO games ({', '.join(DB_COLUMNS)}) "
    f"VALUES ({', '.join('?' * len(DB_COLUMNS))}) "
    "ON CONFLICT (game_key) DO UPDATE SET "
    + ", ".join(f"{name} = excluded.{name}" for name in _UPDATED)
    + ", started_at = min(games.started_at, excluded.started_at)"
    ", seconds_played = max(games.seconds_played, excluded.seconds_played)"
    ", start_chance = coalesce(games.start_chance, excluded.start_chance)"
    " WHERE games.outcome = 'abandoned' AND (excluded.outcome <> 'abandoned'"
    " OR excluded.battles > games.battles)"
)
UPSERT: Final = INSERT + " RETURNING id"  # no row back: the row there was kept


class HistoryFilter(Frozen):
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


class DamagedRow(Frozen):
    """A row that cannot be read as a game: shown as such, never counted."""

    id: int
    why: str


def to_row(record: GameRecord) -> tuple[object, ...]:
    values: list[object] = []
    for name in COLUMNS:
        value = getattr(record, name)
        if name == "game_number":
            fits = value is None or value <= INT64_MAX
            values += [value, None] if fits else [None, str(value)]
        elif isinstance(value, datetime):
            values.append(to_text(value))
        elif name == "humans":
            values.append(json.dumps(list(value), ensure_ascii=False))
        elif name == "sharers":
            values.append(seats_text(value) if value else None)
        else:
            values.append(value)
    return tuple(values)


def from_row(row: tuple[object, ...]) -> GameRecord | DamagedRow:
    """A row of `select()`: the game, or DamagedRow when it cannot be one."""
    row_id, sound, *cells = row
    if not isinstance(row_id, int):
        return DamagedRow(-1, "no row id")
    if not sound:
        return DamagedRow(row_id, "a value of the wrong type, out of range or too long")
    data: dict[str, object] = dict(zip(DB_COLUMNS, cells, strict=True))
    digits = data.pop("game_number_digits")
    try:
        if digits is not None:
            data["game_number"] = int(str(digits))
        for name in ("started_at", "ended_at"):
            data[name] = from_text(str(data[name]))
        data["humans"] = names_of(data["humans"])
        for name in _CALLS:  # (NULL: a file from before calls were recorded)
            data[name] = 0 if data[name] is None else data[name]
        data["ending"] = END_OUT if data["ending"] is None else str(data["ending"])
        data["sharers"] = seats_of(data["sharers"])
        repeat = data["repeat"]  # (as COUNTED reads it: only a 1 is a repeat)
        data["repeat"] = isinstance(repeat, int | float) and repeat == 1
        data["id"] = row_id
        return GameRecord(*map(data.__getitem__, GameRecord.FIELDS))  # type: ignore[arg-type]
    except (TypeError, ValueError) as exc:
        return DamagedRow(row_id, str(exc)[:200])


def seats_text(seats: tuple[int, ...]) -> str:
    """Seats as the `sharers` column and the CSV export write them: "0,2"."""
    return SEATS_BETWEEN.join(str(seat) for seat in seats)


def seats_of(cell: object) -> tuple[int, ...]:
    """The `sharers` column (or CSV cell) as seats: NULL or empty, none; ValueError
    for anything but single digits between commas (checked further by GameRecord)."""
    if cell is None or cell == "":
        return ()
    parts = str(cell).split(SEATS_BETWEEN)
    if not all(len(part) == 1 and part.isdecimal() and part.isascii() for part in parts):
        raise ValueError("sharers is not a list of seats")
    return tuple(int(part) for part in parts)


def names_of(cell: object) -> tuple[str, ...]:
    """The `humans` column as names (NULL: a row from before names, one unnamed
    player); ValueError for anything but a JSON list of texts (checked further by
    GameRecord)."""
    if cell is None:
        return ("",)
    names = json.loads(str(cell))
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ValueError("humans is not a list of names")
    return tuple(names)


TOO_BIG: Final = sqlite3.SQLITE_TOOBIG
# The text columns the queries compare, group or sort by (where a huge value would be
# read); the others are looked at through typeof() only.
_COMPARED: Final = ("gathering", "outcome", "ended_at", "started_at", "game_key")


def find_oversized(conn: sqlite3.Connection) -> frozenset[int]:
    """The rows holding a value the connection refuses to read (over VALUE_LIMIT).

    Only called once a query met one ("too big"): one pass by id reading the compared
    columns; where SQLite refuses a row, the next id is taken (reading no value) as
    that row, and the pass goes on after it. The queries then leave these rows out
    (`exclusion`), so no value over the limit is ever read."""
    found: set[int] = set()
    last = -(2**63)
    columns = ", ".join(_COMPARED)
    while True:
        try:
            for row_id, *_values in conn.execute(
                    f"SELECT id, {columns} FROM games WHERE id > ? ORDER BY id", (last,)):
                last = int(row_id)
            return frozenset(found)
        except sqlite3.DataError:  # in one of the next rows (the cursor reads ahead)
            refused = _refused_after(conn, last, columns)
            if refused is None:
                return frozenset(found)
            found.add(refused)
            last = refused


def _refused_after(conn: sqlite3.Connection, last: int, columns: str) -> int | None:
    """The first row after `last` whose values SQLite refuses to read, row by row
    (reading no value of it); None if there is none."""
    while True:
        (row_id,) = conn.execute("SELECT min(id) FROM games WHERE id > ?",
                                 (last,)).fetchone()
        if row_id is None:
            return None
        try:
            conn.execute(f"SELECT {columns} FROM games WHERE id = ?", (row_id,)).fetchall()
        except sqlite3.DataError:
            return int(row_id)
        last = int(row_id)


def exclusion(ids: frozenset[int]) -> str:
    """A WHERE term leaving the rows `ids` out, to put first (evaluated first)."""
    return f"id NOT IN ({', '.join(str(i) for i in sorted(ids))})" if ids else ""
