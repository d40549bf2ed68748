"""The history database's schema and its migrations, counted in `PRAGMA user_version`.

`MIGRATIONS[i]` takes a database from version i to version i + 1 (version 0 is a new,
empty file), so a database of any older version is brought up to `SCHEMA_VERSION` one
step at a time, all inside one transaction: a crash halfway leaves the old version.
A migration is a tuple of single SQL statements (not a script: `executescript` would
commit the surrounding transaction).

Version 2 lets the highlight columns (deepest war, biggest pile, lead changes) be NULL,
"not known": the recorder measures them only for games of up to 5,000 battles, and
version 1 stored 0 for the longer ones. SQLite cannot drop NOT NULL in place, so the
table is rebuilt (new table, copy, drop, rename, indexes again), in the migration's one
transaction. The copy turns version 1's "not measured" rows into NULLs: a game with a
battle always had a pile of at least two cards, so `biggest_pile = 0` with battles
played is exactly the recorder's old stand-in, never a measured value.

Version 3 adds `game_key`, the identity of the game the row records (the controller's
`game_key`, carried by its saves and its resume file), with a unique index: the history
holds at most one row per game, however often it is loaded, resumed, killed or replayed.
Rows recorded before version 3 have no key (NULL; a unique index lets NULLs repeat).

Version 4 (issue 27) adds what the achievements, the luck and the two people at one
keyboard need: `humans` (the people's names, a JSON list from seat 0; NULL in older
rows: one unnamed player), `fewest_cards` (the fewest cards seat 0 held; NULL: not
measured), the calls of "Call the war" (`calls_made`, `calls_right`,
`calls_counter_right`, `calls_run`; 0 in older rows), and the table `achievements`
(`key`, `earned_at`, `game_id`): each achievement earned once, with the moment and
the game that earned it (model/achievements.py says what each takes).

Version 5 (issue 40) adds `repeat`: 1 for a game whose deal (game number, players,
face-down count, gathering) was recorded as finished before it. War has no decisions,
so a deal played again ends as before: a repeat is recorded and listed, and counts in
no statistic. The migration marks the repeats among the games already recorded, and
indexes the deal so that the check as each game is written reads a few rows.

Version 6 (issue 44) adds the rule option "end" and the shared win: `ending` ("out",
"battles:N" or "wars:K"; every older row was played to the end, so "out"), and
`sharers` (the seats that shared the win, ascending, as "0,2", exactly when `outcome`
is "shared"; NULL otherwise). The statistics count each end apart, so their covering
index learns `ending` (and `sharers`, which tells a win you shared from one you did
not); a repeat is the same game number, players and rules with the same end.

`PRAGMA application_id` marks the file as ours, so a foreign SQLite file that happens
to sit at our path is recognised and moved aside rather than written into.

Times are ISO-8601 UTC text with milliseconds and a "Z" ("2026-05-09T07:35:25.123Z"):
readable in any SQLite tool and in a CSV export, understood by SQLite's date functions,
and, being fixed-width, sorted by time when sorted as text.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from functools import cache
from typing import Final

# "Krig" in ASCII: the file is Krig Desktop's history.
APPLICATION_ID = 0x4B726967
TABLE = "games"

Migration = tuple[str, ...]

_COLUMNS_V1 = """
    (
        id INTEGER PRIMARY KEY,
        started_at TEXT NOT NULL,
        ended_at TEXT NOT NULL,
        players INTEGER NOT NULL,
        game_number INTEGER,
        game_number_digits TEXT,
        face_down INTEGER NOT NULL,
        gathering TEXT NOT NULL,
        outcome TEXT NOT NULL,
        winner INTEGER,
        your_place INTEGER,
        battles INTEGER NOT NULL,
        war_steps INTEGER NOT NULL,
        deepest_war INTEGER NOT NULL,
        biggest_pile INTEGER NOT NULL,
        lead_changes INTEGER NOT NULL,
        seconds_played INTEGER NOT NULL,
        start_chance REAL
    )
"""
_INDEXES: Migration = (
    # The history list, newest first, and the CSV export.
    "CREATE INDEX games_by_end ON games (ended_at, id)",
    # The statistics: one rule set after another, each in time order (the streaks),
    # covering every column the sums and the streaks read, so they never visit the
    # table (benchmarks/history_db.py measures it).
    """
    CREATE INDEX games_by_rules ON games (players, face_down, gathering, ended_at,
        outcome, winner, battles, deepest_war, seconds_played)
    """,
)
_VERSION_1: Migration = ("CREATE TABLE games" + _COLUMNS_V1, *_INDEXES)

_HIGHLIGHTS = ("deepest_war", "biggest_pile", "lead_changes")


def _nullable(columns: str, names: tuple[str, ...]) -> str:
    for name in names:
        columns = columns.replace(f"{name} INTEGER NOT NULL", f"{name} INTEGER")
    return columns


_COLUMNS_V2 = _nullable(_COLUMNS_V1, _HIGHLIGHTS)
_KEPT = ("id, started_at, ended_at, players, game_number, game_number_digits, face_down, "
         "gathering, outcome, winner, your_place, battles, war_steps")
_UNMEASURED = "biggest_pile = 0 AND battles > 0"
_VERSION_2: Migration = (
    "CREATE TABLE games_v2" + _COLUMNS_V2,
    f"INSERT INTO games_v2 ({_KEPT}, {', '.join(_HIGHLIGHTS)}, seconds_played, "
    f"start_chance) SELECT {_KEPT}, "
    + ", ".join(f"CASE WHEN {_UNMEASURED} THEN NULL ELSE {name} END"
                for name in _HIGHLIGHTS)
    + ", seconds_played, start_chance FROM games",
    "DROP TABLE games",  # (its indexes go with it)
    "ALTER TABLE games_v2 RENAME TO games",
    *_INDEXES,
)

_VERSION_3: Migration = (
    "ALTER TABLE games ADD COLUMN game_key TEXT",
    "CREATE UNIQUE INDEX games_by_key ON games (game_key)",
)

ACHIEVEMENTS = "achievements"
CREATE_ACHIEVEMENTS = (f"CREATE TABLE IF NOT EXISTS {ACHIEVEMENTS} (key TEXT PRIMARY KEY,"
                       " earned_at TEXT NOT NULL, game_id INTEGER)")
_VERSION_4: Migration = (
    "ALTER TABLE games ADD COLUMN humans TEXT",
    "ALTER TABLE games ADD COLUMN fewest_cards INTEGER",
    *(f"ALTER TABLE games ADD COLUMN {name} INTEGER NOT NULL DEFAULT 0"
      for name in ("calls_made", "calls_right", "calls_counter_right", "calls_run")),
    CREATE_ACHIEVEMENTS,
)

# The rows of one deal (game number, players, rules) in time order: a deal's repeats.
_DEAL: Final = ("PARTITION BY game_number, game_number_digits, players, face_down,"
                " gathering ORDER BY ended_at, id")
_VERSION_5: Migration = (
    "ALTER TABLE games ADD COLUMN repeat INTEGER NOT NULL DEFAULT 0",
    # The statistics' covering index learns the column that leaves repeats out.
    "DROP INDEX games_by_rules",
    """
    CREATE INDEX games_by_rules ON games (players, face_down, gathering, ended_at,
        outcome, winner, battles, deepest_war, seconds_played, repeat)
    """,
    # Whether a deal was recorded as finished before (history_rows.REPEAT_OF).
    "CREATE INDEX games_by_deal ON games (game_number, players, face_down, gathering)",
    # The games played before repeats were known: each after the deal's first finished
    # game is one (a streak farmed on one winning deal stops counting).
    f"""
    UPDATE games SET repeat = 1 WHERE id IN (
        SELECT id FROM (
            SELECT id, count(CASE WHEN outcome <> 'abandoned' THEN 1 END) OVER (
                {_DEAL} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
            FROM games WHERE game_number IS NOT NULL OR game_number_digits IS NOT NULL)
        WHERE before > 0)
    """,
)

_VERSION_6: Migration = (
    "ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT 'out'",
    "ALTER TABLE games ADD COLUMN sharers TEXT",
    "DROP INDEX games_by_rules",
    """
    CREATE INDEX games_by_rules ON games (players, face_down, gathering, ending, ended_at,
        outcome, winner, sharers, battles, deepest_war, seconds_played, repeat)
    """,
)

MIGRATIONS: tuple[Migration, ...] = (_VERSION_1, _VERSION_2, _VERSION_3, _VERSION_4,
                                     _VERSION_5, _VERSION_6)
# The columns of today's table, by which a file marked as ours but holding another
# `games` table (a foreign one) is recognised as not ours.
COLUMNS: frozenset[str] = frozenset({
    "id", "started_at", "ended_at", "players", "game_number", "game_number_digits",
    "face_down", "gathering", "outcome", "winner", "your_place", "battles", "war_steps",
    "deepest_war", "biggest_pile", "lead_changes", "seconds_played", "start_chance",
    "game_key", "humans", "fewest_cards", "calls_made", "calls_right",
    "calls_counter_right", "calls_run", "repeat", "ending", "sharers"})
# Columns a later version added: an older file is read with NULL in their place.
LATER_COLUMNS: frozenset[str] = frozenset({
    "game_key", "humans", "fewest_cards", "calls_made", "calls_right",
    "calls_counter_right", "calls_run", "repeat", "ending", "sharers"})
# The columns every version has (what --stats reads, without migrating).
READ_COLUMNS: frozenset[str] = COLUMNS - LATER_COLUMNS
SCHEMA_VERSION = len(MIGRATIONS)


class NewerSchema(Exception):
    """The file was made by a newer Krig Desktop: left alone, never migrated down."""

    def __init__(self, version: int, current: int) -> None:
        super().__init__(f"history schema version {version}, this version knows {current}")
        self.version = version
        self.current = current


def user_version(conn: sqlite3.Connection) -> int:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    assert isinstance(version, int)
    return version


def application_id(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA application_id").fetchone()[0]
    assert isinstance(value, int)
    return value


def table_names(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'").fetchall()
    return {str(name) for (name,) in rows}


def is_blank(conn: sqlite3.Connection) -> bool:
    """A new or empty file: no tables, no version, no owner (safe to set up as ours)."""
    return (user_version(conn) == 0 and application_id(conn) == 0
            and not table_names(conn))


def column_names(conn: sqlite3.Connection) -> set[str]:
    return {str(row[1]) for row in conn.execute(f"PRAGMA table_info({TABLE})")}


# Indexes a version of ours may hold besides its migrations' (history_folds makes it
# as the history opens: outside the version, see make_doubted_index).
EXTRA_INDEXES: Final = frozenset({"games_doubted_1", "games_doubted_2"})


def _objects(conn: sqlite3.Connection) -> set[tuple[str, str]]:
    rows = conn.execute("SELECT type, name FROM sqlite_schema"
                        " WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").fetchall()
    return {(str(kind), str(name)) for kind, name in rows}


@cache
def objects_of(version: int) -> frozenset[tuple[str, str]]:
    """The (type, name) of every schema object our migrations up to `version` make:
    found by running them on an empty database in memory, so it never drifts from
    MIGRATIONS."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in MIGRATIONS[:version]:
            for statement in step:
                conn.execute(statement)
        return frozenset(_objects(conn))
    finally:
        conn.close()


def foreign_objects(conn: sqlite3.Connection, version: int) -> set[tuple[str, str]]:
    """Schema objects no version of ours up to `version` made: any trigger or view
    (SQLite would run it as we record or read), a table or index outside that
    version's schema. SQLite's own `sqlite_*` objects are excepted."""
    allowed = objects_of(version) | {("index", name) for name in EXTRA_INDEXES}
    return _objects(conn) - allowed


def is_ours(conn: sqlite3.Connection) -> bool:
    """Marked as Krig Desktop's history, of a version that can be (0 to SCHEMA_VERSION,
    or newer), holding a games table with the columns its version had (at least
    READ_COLUMNS) and no schema object that version did not make (a trigger, a view,
    another table or index): a file marked as ours with a foreign table, a trigger or
    a negative version is not ours. A newer version's file is ours, left alone: its
    objects are its own business."""
    if application_id(conn) != APPLICATION_ID or TABLE not in table_names(conn):
        return False
    version = user_version(conn)
    if version < 1:
        return False
    if version > SCHEMA_VERSION:
        return True  # a newer Krig Desktop's: left alone (NEWER_VERSION), never moved
    needed = COLUMNS if version >= SCHEMA_VERSION else READ_COLUMNS
    return needed <= column_names(conn) and not foreign_objects(conn, version)


def migrate(conn: sqlite3.Connection,
            migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring the database up to `len(migrations)` in one transaction; the new version.

    The version is read inside the write transaction, so two programs opening the same
    new file at once do not both create the table. `conn` must be in autocommit mode
    (isolation_level None). Raises NewerSchema for a file newer than `migrations`.
    """
    target = len(migrations)
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = user_version(conn)
        if version > target:
            raise NewerSchema(version, target)
        for step in migrations[version:]:
            for statement in step:
                conn.execute(statement)
        if version != target:
            conn.execute(f"PRAGMA user_version = {int(target)}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return target
