"""The history's `achievements` table: each achievement earned once, with the moment
and the game that earned it (model/achievements.py says what each takes).

`award` inserts with the key as the primary key and `INSERT OR IGNORE`, in the caller's
transaction, and gives back only the rows it added: two windows, or one game recorded
twice, never earn an achievement twice, and only what is new is announced. A table
dropped by hand is made again when something is next awarded. A row changed by hand
into something that is not an achievement (a key we do not know, a time that is no
time, a value of the wrong type) is skipped when read, never a failure.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Final

from krig_desktop.model.achievements import BY_KEY, Earned
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.history_folds import game_number
from krig_desktop.storage.history_record import from_text, to_text

KEY_LIMIT: Final = 40
_READ: Final = (
    "SELECT a.key, a.earned_at, a.game_id, CASE WHEN typeof(g.game_number_digits) = 'text'"
    " THEN g.game_number_digits WHEN typeof(g.game_number) = 'integer'"
    " AND g.game_number > 0 THEN g.game_number END"
    f" FROM {schema.ACHIEVEMENTS} AS a LEFT JOIN {schema.TABLE} AS g ON g.id = a.game_id"
    f" WHERE typeof(a.key) = 'text' AND length(a.key) <= {KEY_LIMIT}"
    " AND typeof(a.earned_at) = 'text' AND length(a.earned_at) = 24"
    " AND typeof(a.game_id) IN ('integer', 'null') ORDER BY a.earned_at, a.key")


def earned(conn: sqlite3.Connection) -> list[Earned]:
    """The achievements awarded in this history, oldest first (none when the file has
    no such table: a version before achievements, read as it is)."""
    if schema.ACHIEVEMENTS not in schema.table_names(conn):
        return []
    found = []
    for key, moment, game_id, number in conn.execute(_READ):
        if key not in BY_KEY:
            continue  # a newer version's, or changed by hand
        try:
            found.append(Earned(str(key), from_text(str(moment)), game_id,
                                game_number(number)))
        except ValueError:
            continue
    return found


def award(conn: sqlite3.Connection, found: Iterable[Earned]) -> list[Earned]:
    """Store the achievements `found` that are not stored yet (inside the caller's
    transaction); the ones this added."""
    conn.execute(schema.CREATE_ACHIEVEMENTS)
    added = []
    for item in found:
        cursor = conn.execute(
            f"INSERT OR IGNORE INTO {schema.ACHIEVEMENTS} (key, earned_at, game_id)"
            " VALUES (?, ?, ?)", (item.key, to_text(item.earned_at), item.game_id))
        if cursor.rowcount == 1:
            added.append(item)
    return added


def forget(conn: sqlite3.Connection) -> None:
    """Every achievement forgotten with the games that earned them (Reset)."""
    if schema.ACHIEVEMENTS in schema.table_names(conn):
        conn.execute(f"DELETE FROM {schema.ACHIEVEMENTS}")
