"""Schema version 2: the highlights of a game too long to measure are NULL, "not known",
not 0. A version 1 file with real games (one too long, stored with version 1's zeros)
is migrated keeping every game; a long game is recorded with NULLs; the statistics,
`--stats` and the CSV say "not known" rather than 0."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import format_text, stats_report
from krig_desktop.controller.recorder import HIGHLIGHTS_LIMIT, game_record
from krig_desktop.engine import Game, Rules
from krig_desktop.storage import history_rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    GameRecord,
    open_history,
    open_history_read_only,
)
from krig_desktop.ui.history.history_export import csv_text

T0 = datetime(2026, 4, 2, 18, 0, tzinfo=UTC)
HIGHLIGHTS = ("deepest_war", "biggest_pile", "lead_changes")
# Game 148 for two players under fixed gathering is won after 5,374 battles.
LONG = (2, 148, Rules(gathering="fixed"))


def played(players: int, number: int, rules: Rules = Rules(), k: int = 0,  # noqa: B008
           battles: int | None = None) -> GameRecord:
    """The recorder's row for a real game, played to its end (or `battles`, left)."""
    game = Game.new(players, number, rules)
    game.play_to_end(battles)
    when = T0 + timedelta(minutes=10 * k)
    return game_record(game, when, when + timedelta(minutes=4), 240,
                       abandoned=battles is not None)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    folder = tmp_path / "history"
    folder.mkdir()
    return folder / "history.sqlite3"


@pytest.fixture
def long_game() -> GameRecord:
    record = played(*LONG, k=3)
    assert record.battles > HIGHLIGHTS_LIMIT and record.outcome == "win"
    return record


def _version_1_file(db: Path, records: list[GameRecord]) -> None:
    """A history as version 1 wrote it: its schema, and 0 for highlights not measured."""
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:1])
    conn.execute("PRAGMA journal_mode = WAL")
    for record in records:
        if record.deepest_war is None:
            record = record._replace(deepest_war=0, biggest_pile=0, lead_changes=0)
        # (version 1 had none of the columns later versions added)
        cells = {name: value for name, value in zip(
            history_rows.DB_COLUMNS, history_rows.to_row(record), strict=True)
            if name not in schema.LATER_COLUMNS}
        conn.execute(f"INSERT INTO games ({', '.join(cells)}) "
                     f"VALUES ({', '.join('?' * len(cells))})", tuple(cells.values()))
    assert schema.user_version(conn) == 1
    conn.close()


def _not_null(db: Path) -> dict[str, int]:
    conn = sqlite3.connect(db)
    try:
        return {row[1]: row[3] for row in conn.execute("PRAGMA table_info(games)")}
    finally:
        conn.close()


def test_a_long_game_is_recorded_with_its_highlights_not_known(db: Path,
                                                               long_game: GameRecord) -> None:
    assert all(getattr(long_game, name) is None for name in HIGHLIGHTS)
    with open_history(db).history as history:
        row_id = history.record(long_game)
        assert history.get(row_id) == long_game._replace(id=row_id)
        (group,) = history.statistics()
    assert group.totals.deepest_war is None  # not 0: nothing is known
    report = stats_report(db)
    assert report["groups"][0]["deepest_war"] is None  # type: ignore[index]
    assert json.loads(json.dumps(report)) == report
    assert "longest war not known" in format_text(report)
    header, line = csv_text([long_game]).splitlines()
    cells = dict(zip(header.split(","), line.split(","), strict=True))
    assert [cells[name] for name in HIGHLIGHTS] == ["", "", ""]
    assert cells["battles"] == str(long_game.battles)


def test_version_1_is_migrated_keeping_every_game_and_its_zeros_become_not_known(
        db: Path, long_game: GameRecord) -> None:
    short = [played(2, 5, k=0), played(3, 11, Rules(face_down=2), k=1),
             played(2, 7, Rules(gathering="fixed"), k=2), long_game,
             played(4, 9, k=4, battles=40)]
    assert short[2].outcome == "repetition" and short[4].outcome == "abandoned"
    _version_1_file(db, short)
    assert _not_null(db)["deepest_war"] == 1
    with open_history(db).history as history:
        assert schema.user_version(history._conn) == schema.SCHEMA_VERSION == 6
        back = list(history.records())
        indexes = {name for (name,) in history._conn.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'index'")}
        groups = history.statistics()
    # (version 1 kept no fewest cards: not known after the migration)
    assert back == [record._replace(id=k + 1, fewest_cards=None)
                    for k, record in enumerate(short)]
    assert all(getattr(back[3], name) is None for name in HIGHLIGHTS)
    assert all(getattr(back[0], name) is not None for name in HIGHLIGHTS)
    assert {"games_by_end", "games_by_rules"} <= indexes
    assert all(_not_null(db)[name] == 0 for name in HIGHLIGHTS)
    fixed = next(g for g in groups if g.rules.gathering == "fixed")
    assert fixed.totals.deepest_war == short[2].deepest_war  # the long game's is unknown


def test_stats_reads_a_version_1_file_without_changing_it(db: Path,
                                                          long_game: GameRecord) -> None:
    _version_1_file(db, [played(2, 5), long_game])
    before = db.read_bytes()
    reader = open_history_read_only(db)
    assert reader is not None
    with reader:
        assert sum(g.ended for g in reader.statistics()) == 2
    assert db.read_bytes() == before
    assert schema.user_version(sqlite3.connect(db)) == 1


def test_a_failing_rebuild_leaves_version_1_whole(db: Path, long_game: GameRecord) -> None:
    _version_1_file(db, [played(2, 5), long_game])
    broken = (*schema.MIGRATIONS[1][:-1], "INSERT INTO no_such_table VALUES (1)")
    conn = sqlite3.connect(db, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(conn, (schema.MIGRATIONS[0], broken))
    assert schema.user_version(conn) == 1
    assert conn.execute("SELECT COUNT(*), SUM(biggest_pile = 0) FROM games").fetchone() == (2, 1)
    assert "games_v2" not in schema.table_names(conn)
    conn.close()
    assert _not_null(db)["deepest_war"] == 1
