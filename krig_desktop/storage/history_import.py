"""Import History: another `history.sqlite3`, or a CSV export of one, merged into ours.

A Flatpak keeps its config in a folder of its own and a new computer starts empty, so
the player brings the games along (Statistics → Import History…, or
`krig-desktop --import-history FILE`). What must hold:

- a game already here is never added again: where both rows have a game key, the key
  says whether it is the same game (recording's own upsert, history_rows.INSERT: a
  finished result may replace an "abandoned" one, nothing else changes); where either
  has none (recorded before keys), the same deal (players, rules, game number), the
  same start and end times and the same result make it the same game. Importing the
  same file again imports nothing;
- a damaged or foreign file is refused with its reason and nothing changes: the whole
  merge is one transaction, rolled back at the first problem, and our history is as it
  was. The other file is only read: SQLite with `mode=ro` through the same checks as
  `--stats` (history_file.open_read_only: ours, not newer, then `quick_check`), its
  rows through the reader's own row checks (a damaged row is left out and counted, as
  the export does); a CSV line by line, each line a whole GameRecord or the file is
  refused, naming the line. The file must be an ordinary one (not a FIFO or a device,
  opened without blocking) of at most MAX_SOURCE_BYTES; no value over the reader's
  VALUE_LIMIT, no CSV field over csv's own limit is read;
- our own history is opened as the recorder opens it (set up, migrated, or moved
  aside when damaged: `moved_aside` says where).

No Qt: the command runs without it, and the window runs `import_history` on a thread.
"""

from __future__ import annotations

import csv
import io
import math
import os
import sqlite3
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import END_OUT
from krig_desktop.storage import history_file
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage.file_check import Kind, look_at
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    HistoryReader,
    Reason,
    from_text,
)
from krig_desktop.storage.history_file import BUSY_TIMEOUT_SECONDS
from krig_desktop.storage.paths import history_path

MAX_SOURCE_BYTES: Final = 4 * 1024**3  # a million games is ~200 MB of SQLite or CSV
MAX_LINE: Final = 64 * 1024  # characters: a CSV line is ~200 (a game number up to 5,000)
SQLITE_MAGIC: Final = b"SQLite format 3\x00"
# The export's columns (ui/history/history_export.CSV_COLUMNS, which is Qt's side).
CSV_COLUMNS: Final = (*rows.COLUMNS, "id")
_OPTIONAL_COLUMNS: Final = frozenset({"game_key", "id", "start_chance", "humans",
                                      "fewest_cards", "calls_made", "calls_right",
                                      "calls_counter_right", "calls_run", "repeat",
                                      "ending", "sharers"})
_INTS: Final = ("players", "face_down", "battles", "war_steps", "seconds_played")
_MAYBE_INTS: Final = ("game_number", "winner", "your_place", "deepest_war",
                      "biggest_pile", "lead_changes", "fewest_cards")
_CALLS: Final = ("calls_made", "calls_right", "calls_counter_right", "calls_run")
_SAME_GAME: Final = (
    "SELECT 1 FROM games WHERE ended_at = ? AND started_at = ? AND players = ?"
    " AND face_down = ? AND gathering = ? AND ending = ? AND outcome = ? AND winner IS ?"
    " AND game_number IS ? AND game_number_digits IS ?"
    " AND (game_key IS NULL OR ? IS NULL) LIMIT 1")


class Refusal(StrEnum):
    """Why a file was not imported; the window turns this into a message."""

    NOT_A_FILE = "not-a-file"  # missing, a folder, a FIFO, a device
    UNREADABLE = "unreadable"
    TOO_LARGE = "too-large"
    SAME_FILE = "same-file"  # the history itself
    FOREIGN = "foreign"  # neither a Krig Desktop history nor its CSV export
    DAMAGED = "damaged"
    NEWER_VERSION = "newer-version"  # a newer Krig Desktop's history


class ImportRefused(Exception):
    """The file was not imported; the history is as it was."""

    def __init__(self, why: Refusal, path: Path, detail: str = "") -> None:
        super().__init__(f"{why.value}: {path}" + (f" ({detail})" if detail else ""))
        self.why = why
        self.path = path
        self.detail = detail


class ImportResult(Frozen):
    """Games added, games found already there, damaged rows of the file left out."""

    imported: int
    already: int
    damaged: int = 0
    moved_aside: Path | None = None  # where our own damaged history was moved


# The command's words (console output is plain English, as --stats'); the window has
# its own, translated (ui/history/history_import_flow.py).
_REFUSALS: Final = {
    Refusal.NOT_A_FILE: "it is not an ordinary file",
    Refusal.UNREADABLE: "it cannot be read",
    Refusal.TOO_LARGE: "it is too large to be a game history",
    Refusal.SAME_FILE: "it is your game history itself",
    Refusal.FOREIGN: "it is neither a Krig Desktop history nor a CSV export of one",
    Refusal.DAMAGED: "it is damaged",
    Refusal.NEWER_VERSION: "a newer version of Krig Desktop wrote it",
}
_TARGET_REASONS: Final = {
    Reason.READ_ONLY: "its folder is read-only",
    Reason.READ_ONLY_FILE: "the file is read-only",
    Reason.NO_ACCESS: "its folder cannot be opened",
    Reason.DISK_FULL: "the disk is full",
    Reason.BUSY: "another program keeps it locked",
    Reason.NEWER_VERSION: "a newer version of Krig Desktop wrote it",
}


def refusal_text(refused: ImportRefused) -> str:
    """Why the file was refused, in plain English, with the detail when there is one."""
    text = _REFUSALS[refused.why]
    return f"{text} ({refused.detail[:200]})" if refused.detail else text


def target_text(error: HistoryError) -> str:
    """Why our own history cannot be written, in plain English."""
    return _TARGET_REASONS.get(error.reason, f"it cannot be used: {error.detail[:200]}")


# ------------------------------------------------------------------ reading the file
def _open_source(path: Path) -> int:
    """A descriptor on an ordinary file of at most MAX_SOURCE_BYTES (never blocking)."""
    found = look_at(path)
    if found.kind is not Kind.FILE:
        why = Refusal.UNREADABLE if found.kind is Kind.UNREACHABLE else Refusal.NOT_A_FILE
        raise ImportRefused(why, path, found.reason or found.kind.value)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise ImportRefused(Refusal.UNREADABLE, path, exc.strerror or str(exc)) from exc
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ImportRefused(Refusal.NOT_A_FILE, path)
    if info.st_size > MAX_SOURCE_BYTES:
        os.close(fd)
        raise ImportRefused(Refusal.TOO_LARGE, path, f"{info.st_size} bytes")
    return fd


def _refusal(error: HistoryError) -> ImportRefused:
    why = {Reason.NOT_HISTORY: Refusal.FOREIGN, Reason.NEWER_VERSION: Refusal.NEWER_VERSION,
           Reason.NOT_A_FILE: Refusal.NOT_A_FILE, Reason.DAMAGED: Refusal.DAMAGED,
           }.get(error.reason, Refusal.UNREADABLE)
    return ImportRefused(why, error.path, error.detail)


def _sqlite_reader(path: Path) -> HistoryReader:
    """The other history, read-only, checked as `--stats` checks ours, then whole."""
    try:
        conn = history_file.open_read_only(path)
    except HistoryError as error:
        raise _refusal(error) from error
    if conn is None:  # an empty SQLite file: nobody's history
        raise ImportRefused(Refusal.FOREIGN, path, "no tables")
    try:
        verdict = conn.execute("PRAGMA quick_check(1)").fetchone()
        if verdict is None or verdict[0] != "ok":
            raise ImportRefused(Refusal.DAMAGED, path, f"quick_check: {verdict}")
        return HistoryReader(conn, path)
    except sqlite3.Error as exc:
        conn.close()
        raise _refusal(history_file.from_sqlite(exc, path)) from exc
    except HistoryError as error:
        conn.close()
        raise _refusal(error) from error
    except BaseException:
        conn.close()
        raise


def _names(cell: str) -> tuple[str, ...]:
    """The `humans` cell: names between "; " as the export writes them (empty: the one
    unnamed player), or the JSON list earlier exports wrote."""
    if cell.startswith("["):
        try:
            return rows.names_of(cell)
        except ValueError:
            pass  # a name that begins with "["
    return tuple(cell.split("; "))


def _number(text: str, name: str) -> int | None:
    if text == "":
        return None
    if len(text) > rows.DIGITS_LIMIT or not text.lstrip("-").isdecimal():
        raise ValueError(f"{name} is not a whole number")
    return int(text)


def _record(cells: dict[str, str]) -> GameRecord:
    """One CSV line as a GameRecord (ValueError, TypeError when it cannot be one)."""
    values: dict[str, object] = {}
    for name in _INTS:
        value = _number(cells[name], name)
        if value is None:
            raise ValueError(f"{name} is empty")
        values[name] = value
    for name in _MAYBE_INTS:
        values[name] = _number(cells.get(name, ""), name)
    for name in _CALLS:  # (an export from before calls: none made)
        values[name] = _number(cells.get(name, ""), name) or 0
    values["humans"] = _names(cells.get("humans", ""))
    chance = cells.get("start_chance", "")
    values["start_chance"] = None if chance == "" else float(chance)
    if values["start_chance"] is not None and not math.isfinite(float(chance)):
        raise ValueError("start_chance is not a number")
    values["started_at"] = from_text(cells["started_at"])
    values["ended_at"] = from_text(cells["ended_at"])
    values["gathering"] = cells["gathering"]
    values["outcome"] = cells["outcome"]
    values["game_key"] = cells.get("game_key") or None
    values["repeat"] = cells.get("repeat", "") in ("1", "True")
    # (an export from before the end option: every game played to the end)
    values["ending"] = cells.get("ending") or END_OUT
    values["sharers"] = rows.seats_of(cells.get("sharers", ""))
    return GameRecord(**values)  # type: ignore[arg-type]


def _csv_source(text: io.TextIOWrapper, path: Path) -> Iterator[GameRecord]:
    """The games of an export, its header checked now (before our history is opened),
    each line as it is read: ImportRefused at the first one that is not a game."""
    reader = csv.reader(_bounded_lines(text, path))
    with _csv_errors(reader, path):
        header = next(reader, None)
    known = set(CSV_COLUMNS)
    if (header is None or len(set(header)) != len(header) or not set(header) <= known
            or not known - _OPTIONAL_COLUMNS <= set(header)):
        raise ImportRefused(Refusal.FOREIGN, path, "not the history's CSV columns")
    return _csv_lines(reader, header, path)


def _bounded_lines(text: io.TextIOWrapper, path: Path) -> Iterator[str]:
    """The file's lines, none longer than MAX_LINE (a file with no line breaks is
    never read whole into memory)."""
    number = 0
    while True:
        line = text.readline(MAX_LINE + 1)
        if not line:
            return
        number += 1
        if len(line) > MAX_LINE:
            raise ImportRefused(Refusal.DAMAGED, path, f"line {number} is too long")
        yield line


def _csv_lines(reader: Any, header: list[str], path: Path) -> Iterator[GameRecord]:
    with _csv_errors(reader, path):
        for cells in reader:
            if not cells:
                continue
            if len(cells) != len(header):
                raise ImportRefused(Refusal.DAMAGED, path,
                                    f"line {reader.line_num}: {len(cells)} fields")
            try:
                game = _record(dict(zip(header, cells, strict=True)))
            except (TypeError, ValueError) as exc:
                raise ImportRefused(Refusal.DAMAGED, path,
                                    f"line {reader.line_num}: {str(exc)[:200]}") from exc
            yield game


@contextmanager
def _csv_errors(reader: Any, path: Path) -> Iterator[None]:
    """The text's and csv's own errors as refusals."""
    try:
        yield
    except UnicodeDecodeError as exc:
        raise ImportRefused(Refusal.FOREIGN, path, "not UTF-8 text") from exc
    except csv.Error as exc:
        raise ImportRefused(Refusal.DAMAGED, path,
                            f"line {reader.line_num}: {exc}") from exc
    except OSError as exc:
        raise ImportRefused(Refusal.UNREADABLE, path, exc.strerror or str(exc)) from exc


# ------------------------------------------------------------------ merging
def _found(conn: sqlite3.Connection, game: GameRecord) -> str | None:
    """"key": a row with this game's key is there; "same": a row of the same deal,
    times and result where either has no key; None: a game not here yet."""
    if game.game_key is not None and conn.execute(
            "SELECT 1 FROM games WHERE game_key = ?", (game.game_key,)).fetchone():
        return "key"
    values = dict(zip(rows.DB_COLUMNS, rows.to_row(game), strict=True))
    same = conn.execute(_SAME_GAME, tuple(values[name] for name in (
        "ended_at", "started_at", "players", "face_down", "gathering", "ending", "outcome",
        "winner", "game_number", "game_number_digits", "game_key"))).fetchone()
    return None if same is None else "same"


def _merge(conn: sqlite3.Connection, games: Iterator[GameRecord]) -> tuple[int, int]:
    imported = already = 0
    for game in games:
        found = _found(conn, game)
        if found is None:
            conn.execute(rows.INSERT, rows.to_row(rows.with_repeat(conn, game)))
            imported += 1
            continue
        already += 1
        if found == "key":  # recording's upsert: a finished result replaces "abandoned"
            conn.execute(rows.INSERT, rows.to_row(rows.with_repeat(conn, game)))
    return imported, already


def _same_file(source: Path, target: Path) -> bool:
    try:
        return os.path.samefile(source, target)
    except OSError:
        return False


def import_history(source: Path, target: Path | None = None,
                   busy_timeout: float = BUSY_TIMEOUT_SECONDS) -> ImportResult:
    """Merge the history or CSV export at `source` into the history at `target` (ours
    by default), in one transaction.

    Raises ImportRefused (the file is damaged, foreign, odd or too large) or
    HistoryError (our own history cannot be written); either way nothing changed.
    """
    target = history_path() if target is None else target
    if _same_file(source, target):
        raise ImportRefused(Refusal.SAME_FILE, source)
    fd = _open_source(source)
    try:
        magic = os.read(fd, len(SQLITE_MAGIC))
    except OSError as exc:
        os.close(fd)
        raise ImportRefused(Refusal.UNREADABLE, source, exc.strerror or str(exc)) from exc
    reader: HistoryReader | None = None
    text: io.TextIOWrapper | None = None
    games: Iterable[GameRecord]
    try:
        if magic == SQLITE_MAGIC:
            reader = _sqlite_reader(source)
            games = _good_rows(reader)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            text = open(fd, encoding="utf-8-sig", newline="", closefd=False)  # noqa: SIM115
            games = _csv_source(text, source)
        return _merge_into(target, games, busy_timeout)
    finally:
        if text is not None:
            text.close()
        os.close(fd)
        if reader is not None:
            reader.close()


class _GoodRows:
    """The readable games of the other history; its damaged rows counted, left out."""

    def __init__(self, reader: HistoryReader) -> None:
        self.reader = reader
        self.damaged = 0

    def __iter__(self) -> Iterator[GameRecord]:
        try:
            for row in self.reader.rows():
                if isinstance(row, GameRecord):
                    yield row
                else:
                    self.damaged += 1
        except HistoryError as error:  # the other file, failing mid-way
            raise _refusal(error) from error


def _good_rows(reader: HistoryReader) -> _GoodRows:
    return _GoodRows(reader)


def _merge_into(target: Path, games: Iterable[GameRecord],
                busy_timeout: float) -> ImportResult:
    conn, moved = history_file.open_writable(target, busy_timeout)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            imported, already = _merge(conn, iter(games))
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    except sqlite3.Error as exc:
        raise history_file.from_sqlite(exc, target) from exc
    finally:
        conn.close()
    damaged = games.damaged if isinstance(games, _GoodRows) else 0
    return ImportResult(imported, already, damaged, moved)
