#!/usr/bin/env python3
"""Adversarial checks of the history file: logs that are not its own, and schema objects
no version of Krig Desktop made (issue 41; reliability-2.md N5 and N7).

    .venv/bin/python scripts/history_edges.py [--keep]

Each case crafts a history folder in a temp folder, then does what `--stats` does (open
it read-only: nothing may change) and what the window does (open it to record: the
file is judged without being written, then kept, set aside or moved aside whole), and
checks that no game already recorded is lost and nothing crafted is ever run or merged.
Prints one line per case and exits 1 if any fails. tests/storage/test_history_edges.py
runs `run_all` in CI. `--keep` leaves the temp folders for a look.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import sqlite3
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)

GAMES = 3  # recorded in each crafted history before it is tampered with


def _record(k: int) -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(started_at=now, ended_at=now, players=2, game_number=7_000 + k,
                      face_down=1, gathering="shuffled", outcome="win", winner=k % 2,
                      your_place=1 + k % 2, battles=10 + k, war_steps=1, deepest_war=1,
                      biggest_pile=4, lead_changes=0, seconds_played=30,
                      game_key=f"{k:032x}")


def _history(path: Path, games: int = GAMES) -> None:
    with open_history(path, busy_timeout=0).history as history:
        for k in range(1, games + 1):
            history.record(_record(k))


def _foreign_log(folder: Path, name: str = "other.db") -> bytes:
    """Another database's WAL holding a transaction never checkpointed."""
    other = folder / name
    conn = sqlite3.connect(other, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("CREATE TABLE t (x)")
    conn.execute("INSERT INTO t VALUES ('theirs')")
    log = Path(f"{other}-wal").read_bytes()
    conn.close()
    return log


def _tamper(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        conn.execute(statement)
    conn.close()


def _snapshot(folder: Path) -> dict[str, str]:
    """Each file's digest; the `-shm` and an empty `-wal` left out (SQLite makes them for
    a read-only connection to a WAL file: the `-shm` is an index of the log that SQLite
    makes again from it, no data)."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir()) if p.is_file() and not (
                p.name.endswith("-shm")
                or (p.name.endswith("-wal") and p.stat().st_size == 0))}


def _count(path: Path) -> int:
    reader = open_history_read_only(path)
    if reader is None:
        return 0
    with reader:
        return reader.count()


@dataclass
class Outcome:
    name: str
    failures: list[str]


class Case:
    """One crafted folder: `make` tampers, `expect` says what the window must do."""

    def __init__(self, name: str, make: Callable[[Path], None], expect: str) -> None:
        self.name, self.make, self.expect = name, make, expect  # kept / log-aside / moved / left

    def run(self, base: Path) -> Outcome:
        folder = base / self.name.replace(" ", "-")
        folder.mkdir()
        path = folder / "history.sqlite3"
        self.make(path)
        failures: list[str] = []
        before = _snapshot(folder)
        with contextlib.suppress(HistoryError):  # (a reason is fine: `--stats` says it)
            reader = open_history_read_only(path)
            if reader is not None:
                reader.close()
        if _snapshot(folder) != before:
            failures.append("--stats changed the folder")
        failures += getattr(self, f"_{self.expect.replace('-', '_')}")(path, before)
        return Outcome(self.name, failures)

    def _kept(self, path: Path, before: dict[str, str]) -> list[str]:
        opened = open_history(path, busy_timeout=0)
        with opened.history as history:
            history.record(_record(GAMES + 1))
            found = history.count()
        failures = [] if opened.moved_aside is None else ["moved aside"]
        return failures + ([] if found == GAMES + 1 else [f"{found} games, not {GAMES + 1}"])

    def _log_aside(self, path: Path, before: dict[str, str]) -> list[str]:
        failures = self._kept(path, before)
        aside = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}-wal.")]
        if len(aside) != 1 or hashlib.sha256(aside[0].read_bytes()).hexdigest() != before[
                f"{path.name}-wal"]:
            failures.append("the foreign log was not set aside byte for byte")
        return failures

    def _moved(self, path: Path, before: dict[str, str]) -> list[str]:
        opened = open_history(path, busy_timeout=0)
        failures = []
        with opened.history as history:
            history.record(_record(GAMES + 1))
            history.record(_record(GAMES + 2))
            if history.count() != 2:
                failures.append(f"the new history holds {history.count()} games, not 2")
        moved = opened.moved_aside
        if moved is None:
            return [*failures, "not moved aside"]
        for end in ("", "-wal"):
            name = f"{path.name}{end}"
            if name in before and hashlib.sha256(
                    Path(f"{moved}{end}").read_bytes()).hexdigest() != before[name]:
                failures.append(f"{name} changed as it was moved aside")
        return failures

    def _left(self, path: Path, before: dict[str, str]) -> list[str]:
        try:
            open_history(path, busy_timeout=0).history.close()
        except HistoryError as error:
            if error.reason is not Reason.NEWER_VERSION:
                return [f"refused as {error.reason.value}, not newer-version"]
            return [] if _snapshot(path.parent) == before else ["a newer file changed"]
        return ["a newer file was opened for recording"]


def _foreign_log_beside(path: Path) -> None:
    _history(path)
    Path(f"{path}-wal").write_bytes(_foreign_log(path.parent.parent, f"{path.parent.name}.db"))


def _foreign_log_beside_a_blank_file(path: Path) -> None:
    path.write_bytes(b"")
    Path(f"{path}-wal").write_bytes(_foreign_log(path.parent.parent, f"{path.parent.name}.db"))


def _own_stale_log(path: Path) -> None:
    """The control: a log of this very file, left by a crash (replayed, not set aside)."""
    _history(path, GAMES - 1)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    main = path.read_bytes()
    with open_history(path, busy_timeout=0).history as history:
        conn.execute("BEGIN")  # a reader holding the log back from a checkpoint
        conn.execute("SELECT count(*) FROM games").fetchone()
        history.record(_record(GAMES))
        log = Path(f"{path}-wal").read_bytes()
    conn.execute("COMMIT")
    conn.close()
    path.write_bytes(main)
    Path(f"{path}-wal").write_bytes(log)


def _foreign_file_with_its_log(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("PRAGMA wal_checkpoint")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("INSERT INTO notes VALUES ('theirs')")
    main, log = path.read_bytes(), Path(f"{path}-wal").read_bytes()
    conn.close()
    path.write_bytes(main)
    Path(f"{path}-wal").write_bytes(log)


def _tampered(*statements: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        _history(path)
        _tamper(path, *statements)
    return make


def _newer_with_a_trigger(path: Path) -> None:
    _history(path)
    _tamper(path, "CREATE TRIGGER t AFTER INSERT ON games BEGIN DELETE FROM games; END",
            f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")


CASES = (
    Case("foreign log", _foreign_log_beside, "log-aside"),
    Case("foreign log, blank file", _foreign_log_beside_a_blank_file, "moved"),
    Case("own stale log", _own_stale_log, "kept"),
    Case("foreign file and log", _foreign_file_with_its_log, "moved"),
    Case("wiping trigger", _tampered(
        "CREATE TRIGGER wipe AFTER INSERT ON games BEGIN"
        " DELETE FROM games WHERE id <> new.id; END"), "moved"),
    Case("slow trigger", _tampered(
        "CREATE TRIGGER slow AFTER INSERT ON games BEGIN SELECT count(*) FROM ("
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c"
        " WHERE x < 30000000) SELECT x FROM c); END"), "moved"),
    Case("aborting trigger", _tampered(
        "CREATE TRIGGER no BEFORE INSERT ON games BEGIN SELECT raise(ABORT, 'no'); END"),
        "moved"),
    Case("view", _tampered("CREATE VIEW v AS SELECT * FROM games"), "moved"),
    Case("extra table", _tampered("CREATE TABLE extra (x)"), "moved"),
    Case("extra index", _tampered("CREATE INDEX extra ON games (battles)"), "moved"),
    Case("newer with a trigger", _newer_with_a_trigger, "left"),
)


def run_all(base: Path) -> list[Outcome]:
    """Every case, each in a folder of its own under `base`."""
    return [case.run(base) for case in CASES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="keep the temp folders")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="krig-history-edges-"))
    outcomes = run_all(base)
    for outcome in outcomes:
        verdict = "ok" if not outcome.failures else "FAIL: " + "; ".join(outcome.failures)
        print(f"{outcome.name:28} {verdict}")
    if args.keep:
        print(f"folders kept in {base}")
    else:
        for place in sorted(base.rglob("*"), reverse=True):
            place.rmdir() if place.is_dir() else os.remove(place)
        base.rmdir()
    return 1 if any(outcome.failures for outcome in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
