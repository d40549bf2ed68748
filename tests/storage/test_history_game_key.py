"""Issue 20 point 2 (history side): one game, one row. Recording the same game_key again
never adds a row; a finished result replaces an "abandoned" one, nothing replaces a
finished one; a file of schema 2 is migrated keeping its rows (with no key)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import GameRecord, open_history

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
KEY = "0f" * 16


def game(outcome: str = "abandoned", battles: int = 40, key: str | None = KEY,
         minutes: int = 0, seconds: int = 60, chance: float | None = None) -> GameRecord:
    won = outcome == "win"
    return GameRecord(
        started_at=T0 + timedelta(minutes=minutes),
        ended_at=T0 + timedelta(minutes=minutes + 5), players=2, game_number=7,
        face_down=1, gathering="shuffled", outcome=outcome, winner=0 if won else None,
        your_place=1 if won else None, battles=battles, war_steps=3, deepest_war=1,
        biggest_pile=6, lead_changes=2, seconds_played=seconds, start_chance=chance,
        game_key=key)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "history.sqlite3"


def stored(db: Path) -> list[GameRecord]:
    with open_history(db).history as history:
        return list(history.records())


def test_the_same_game_recorded_twice_is_one_row(db: Path) -> None:
    with open_history(db).history as history:
        first = history.put(game("win", 120))
        again = history.put(game("win", 120))
    assert first.changed and not again.changed and first.id == again.id
    (row,) = stored(db)
    assert (row.outcome, row.battles, row.game_key) == ("win", 120, KEY)


def test_a_finished_result_replaces_an_abandoned_one_keeping_its_start(db: Path) -> None:
    with open_history(db).history as history:
        left = history.put(game("abandoned", 40, seconds=90, chance=0.42))
        ended = history.put(game("win", 300, minutes=60, seconds=30))
    assert ended.changed and ended.id == left.id
    (row,) = stored(db)
    assert (row.outcome, row.battles, row.winner) == ("win", 300, 0)
    assert row.started_at == T0  # the game began when it was first shown
    assert row.ended_at == T0 + timedelta(minutes=65)
    assert row.start_chance == 0.42  # known at the deal, kept
    assert row.seconds_played == 90


def test_nothing_replaces_a_finished_game(db: Path) -> None:
    with open_history(db).history as history:
        history.put(game("win", 300))
        assert not history.put(game("abandoned", 500)).changed
        assert not history.put(game("draw", 301)).changed
    (row,) = stored(db)
    assert (row.outcome, row.battles) == ("win", 300)


def test_a_game_left_again_later_keeps_the_longer_row(db: Path) -> None:
    with open_history(db).history as history:
        history.put(game("abandoned", 40))
        assert history.put(game("abandoned", 90)).changed
        assert not history.put(game("abandoned", 60)).changed
    (row,) = stored(db)
    assert row.battles == 90


def test_games_without_a_key_and_different_keys_are_separate_rows(db: Path) -> None:
    with open_history(db).history as history:
        history.put(game(key=None))
        history.put(game(key=None))
        history.put(game(key="a" * 32))
    assert len(stored(db)) == 3


def test_a_schema_2_file_is_migrated_with_a_unique_key_index(db: Path) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:2])
    columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")][1:]
    conn.execute(f"INSERT INTO games ({', '.join(columns)}) VALUES "
                 "('2026-05-01T12:00:00.000Z', '2026-05-01T12:05:00.000Z', 2, 7, NULL,"
                 " 1, 'shuffled', 'win', 0, 1, 10, 1, 1, 4, 0, 60, NULL)")
    conn.close()
    with open_history(db).history as history:
        assert schema.user_version(history._conn) == schema.SCHEMA_VERSION == 6
        indexes = {row[1]: row[2] for row in history._conn.execute(
            "PRAGMA index_list(games)")}
        assert indexes["games_by_key"] == 1  # unique
        history.put(game("win", 50))
    old, new = stored(db)
    assert (old.game_key, old.battles) == (None, 10)
    assert new.game_key == KEY


def test_a_key_that_is_not_a_short_text_is_refused_before_writing() -> None:
    with pytest.raises(ValueError, match="game_key"):
        game()._replace(game_key="x" * 200)
    with pytest.raises(ValueError, match="game_key"):
        game()._replace(game_key="")
