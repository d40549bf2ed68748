"""Schema version 4: a version 3 history migrates keeping its games (one unnamed player,
no calls, fewest cards not known); the names and the calls are stored and read back as
every column is (a damaged one makes a damaged row); achievements are stored once and
forgotten with the games; `--stats` reads a version 3 file as it is."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import stats_report
from krig_desktop.model.achievements import Earned
from krig_desktop.storage import history_rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    DamagedRow,
    GameRecord,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.history_pending import load_pending, merge_pending

T0 = datetime(2026, 11, 30, 12, tzinfo=UTC)


def record(k: int = 1, **changes: object) -> GameRecord:
    data: dict[str, object] = dict(
        started_at=T0, ended_at=T0 + timedelta(minutes=k), players=2, game_number=k,
        face_down=1, gathering="shuffled", outcome="win", winner=0, your_place=1,
        battles=100, war_steps=4, deepest_war=1, biggest_pile=6, lead_changes=1,
        seconds_played=30, game_key=f"{k:032x}")
    data.update(changes)
    return GameRecord(**data)  # type: ignore[arg-type]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "history.sqlite3"


def _version_3_file(db: Path, games: list[GameRecord]) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:3])
    for game in games:
        cells = {name: value for name, value in zip(
            history_rows.DB_COLUMNS, history_rows.to_row(game), strict=True)
            if name in schema.READ_COLUMNS | {"game_number_digits", "game_key"}}
        conn.execute(f"INSERT INTO games ({', '.join(cells)}) VALUES "
                     f"({', '.join('?' * len(cells))})", tuple(cells.values()))
    conn.close()


def test_a_version_3_history_migrates_keeping_every_game(db: Path) -> None:
    old = [record(k, start_chance=0.25 * k) for k in (1, 2, 3)]
    _version_3_file(db, old)
    report = stats_report(db)  # read as it is, never migrated by --stats
    assert report["games"] == 3 and report["luck"] == {"wins": 3, "expected_wins": 1.5}
    with open_history(db).history as history:
        assert schema.user_version(history._conn) == schema.SCHEMA_VERSION
        assert "achievements" in schema.table_names(history._conn)
        back = list(history.records())
    assert back == [GameRecord(**{**{f: getattr(g, f) for f in g.__slots__},
                                  "id": k}) for k, g in enumerate(old, start=1)]
    assert all(g.humans == ("",) and g.calls_made == 0 and g.fewest_cards is None
               for g in back)


def test_the_names_and_the_calls_are_stored_and_read_back(db: Path) -> None:
    game = record(humans=("Åse", "Ben \"B\""), fewest_cards=2, calls_made=7,
                  calls_right=4, calls_counter_right=5, calls_run=3)
    with open_history(db).history as history:
        history.put(game)
        (back,) = history.records()
        (cell,) = history._conn.execute("SELECT humans FROM games").fetchone()
    assert json.loads(cell) == ["Åse", "Ben \"B\""]
    assert back == GameRecord(**{**{f: getattr(game, f) for f in game.__slots__}, "id": 1})


@pytest.mark.parametrize("cell", ['"Ana"', '[1, 2]', "not json", '["a", "b", "c"]',
                                  json.dumps(["x" * 41])])
def test_a_names_cell_that_is_no_list_of_names_is_a_damaged_row(db: Path, cell: str) -> None:
    with open_history(db).history as history:
        history.put(record(1))
        history.put(record(2))
        history._conn.execute("UPDATE games SET humans = ? WHERE id = 2", (cell,))
        rows = history.page(sort="ended_at", descending=False)
    assert isinstance(rows[0], GameRecord) and isinstance(rows[1], DamagedRow)


def test_calls_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ValueError, match="calls"):
        record(calls_made=2, calls_right=3)
    with pytest.raises(ValueError, match="calls"):
        record(calls_made=5, calls_right=2, calls_run=3)
    with pytest.raises(ValueError, match="humans"):
        record(humans=())


def test_an_achievement_is_stored_once_and_forgotten_with_the_games(db: Path) -> None:
    first = Earned("war_x3", T0, 1)
    with open_history(db).history as history:
        history.put(record(1, game_number=777))
        assert history.award([first]) == [first]
        assert history.award([Earned("war_x3", T0 + timedelta(days=1), 2)]) == []
        history._conn.execute("DROP TABLE achievements")  # by hand: made again
        assert history.earned() == []
        assert history.award([first]) == [first]
        history._conn.execute("INSERT INTO achievements VALUES ('unknown', ?, 1)",
                              (history_rows.to_text(T0),))
        history._conn.execute("INSERT INTO achievements VALUES ('games_10', 'soon', 1)")
        assert history.earned() == [Earned("war_x3", T0, 1, 777)]  # read with its number
        history.reset()
        assert history.earned() == []
    reader = open_history_read_only(db)
    assert reader is not None
    with reader:
        assert reader.earned() == []


def test_games_kept_pending_by_an_older_version_are_still_recorded(tmp_path: Path) -> None:
    path = tmp_path / "history-pending.json"
    merge_pending(path, [record(1, humans=("Ana", "Ben"), calls_made=1)])
    entries = json.loads(path.read_text())
    assert entries[0]["humans"] == ["Ana", "Ben"]
    assert load_pending(path)[0].humans == ("Ana", "Ben")
    for name in ("humans", "fewest_cards", "calls_made", "calls_right",
                 "calls_counter_right", "calls_run"):
        del entries[0][name]
    path.write_text(json.dumps(entries))
    (kept,) = load_pending(path)
    assert kept.humans == ("",) and kept.calls_made == 0


def _without(text: str, names: frozenset[str]) -> str:
    """A CSV export with the columns `names` left out."""
    lines = list(csv.reader(io.StringIO(text)))
    keep = [i for i, name in enumerate(lines[0]) if name not in names]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for line in lines:
        writer.writerow([line[i] for i in keep])
    return out.getvalue()


def test_an_older_history_and_an_older_export_are_imported(db: Path, tmp_path: Path) -> None:
    from krig_desktop.storage.history_import import import_history
    from krig_desktop.ui.history.history_export import csv_text

    old = tmp_path / "old" / "history.sqlite3"
    old.parent.mkdir()
    _version_3_file(old, [record(1), record(2)])
    assert import_history(old, db).imported == 2
    named = record(3, humans=("Ana", "Ben"), calls_made=2, calls_right=1, calls_run=1)
    text = csv_text([named])
    assert ",Ana; Ben," in text  # the names, as a person reads them
    new_csv = tmp_path / "new.csv"
    new_csv.write_text(text, encoding="utf-8")
    old_csv = tmp_path / "old.csv"  # an export from before names and calls
    old_csv.write_text(_without(csv_text([record(4)]), schema.LATER_COLUMNS - {"game_key"}),
                       encoding="utf-8")
    assert import_history(new_csv, db).imported == 1
    assert import_history(old_csv, db).imported == 1
    with open_history(db).history as history:
        games = {g.game_number: g for g in history.records()}
    assert games[3].humans == ("Ana", "Ben") and games[3].calls_right == 1
    assert games[4].humans == ("",) and games[4].calls_made == 0
    assert games[1].humans == ("",)
