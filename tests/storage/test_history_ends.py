"""The end option in the history (issue 44): each row records the end its game was
played under and, for a shared win, the seats that shared it; the statistics count each
end apart and a shared win apart from the wins; a history of version 5 is migrated
with every game "out"; a row whose end or sharers are impossible is damaged; CSV,
import and the pending file carry both; the same deal under another end is no repeat."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import stats_report
from krig_desktop.model.statistics import RuleSet
from krig_desktop.storage import history_rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import DamagedRow, GameRecord, open_history
from krig_desktop.storage.history_folds import DOUBTED_INDEX, doubt, fold_records
from krig_desktop.storage.history_import import import_history
from krig_desktop.storage.history_pending import load_pending, merge_pending
from krig_desktop.today import TODAYS_PLAYERS, todays_game_number
from krig_desktop.ui.history.history_export import csv_text

NOW = datetime.now(UTC).replace(microsecond=0)


def game(k: int, **changes: object) -> GameRecord:
    data: dict[str, object] = dict(
        started_at=NOW - timedelta(hours=3) + timedelta(minutes=k),
        ended_at=NOW - timedelta(hours=3) + timedelta(minutes=k, seconds=30), players=3,
        game_number=k, face_down=1, gathering="shuffled", outcome="win", winner=0,
        your_place=1, battles=100, war_steps=6, deepest_war=2, biggest_pile=9,
        lead_changes=3, seconds_played=30, start_chance=0.3, game_key=f"{k:032x}")
    data.update(changes)
    return GameRecord(**data)  # type: ignore[arg-type]


def shared(k: int, sharers: tuple[int, ...], **changes: object) -> GameRecord:
    return game(k, outcome="shared", winner=None, sharers=sharers, ending="battles:100",
                your_place=1 if 0 in sharers else 3, **changes)


def test_a_shared_win_must_name_two_or_more_seats_of_the_table() -> None:
    assert shared(1, (0, 2)).rules == RuleSet(3, 1, "shuffled", "battles:100")
    for bad in [(), (0,), (2, 0), (0, 0), (0, 3), (-1, 0), (0, True)]:
        with pytest.raises(ValueError, match="sharers"):
            shared(1, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="sharers"):
        game(1, sharers=(0, 1))  # a win is no shared win
    for end in ["battles:0", "battles:010", "wars:21", "most", "", "battles:10001"]:
        with pytest.raises(ValueError, match="ending"):
            game(1, ending=end)


def test_each_end_is_a_rule_set_of_its_own_and_a_shared_win_is_no_win(
        tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    games = [game(1), game(2, ending="battles:100"), shared(3, (0, 1)),
             shared(4, (1, 2)), game(5, ending="battles:100", winner=2, your_place=2),
             game(6, ending="wars:3")]
    with open_history(db).history as history:
        for record in games:
            history.record(record)
        back = [row for row in history.records()]
        groups = {g.rules: g for g in history.statistics()}
    assert [(r.ending, r.sharers) for r in back] == [(g.ending, g.sharers) for g in games]
    assert list(groups) == [RuleSet(3, 1, "shuffled"), RuleSet(3, 1, "shuffled", "battles:100"),
                            RuleSet(3, 1, "shuffled", "wars:3")]  # sorted: out, N, K
    early = groups[RuleSet(3, 1, "shuffled", "battles:100")]
    t = early.totals
    assert (t.games, t.your_wins, t.cpu_wins, t.shared, t.you_shared) == (4, 1, 1, 2, 1)
    assert early.win_rate == 1 / 4  # a win you shared is not a win
    # win, shared with you (neither), shared without you (a loss), a loss
    assert (early.streaks.current_losses, early.streaks.longest_wins) == (2, 1)
    report = stats_report(db)
    by_end = {g["end"]: g for g in report["groups"]}  # type: ignore[attr-defined]
    assert set(by_end) == {"out", "battles:100", "wars:3"}
    assert (by_end["battles:100"]["shared"], by_end["battles:100"]["you_shared"]) == (2, 1)
    assert by_end["out"]["shared"] == 0


def test_the_same_deal_under_another_end_is_no_repeat(tmp_path: Path) -> None:
    with open_history(tmp_path / "history.sqlite3").history as history:
        assert not history.put(game(1)).repeat
        assert not history.put(game(2, game_number=1, ending="battles:50")).repeat
        assert not history.put(game(3, game_number=1, ending="wars:3")).repeat
        assert history.put(game(4, game_number=1, ending="battles:50")).repeat
        assert history.put(game(5, game_number=1)).repeat


def _version_5_file(db: Path, records: list[GameRecord]) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:5])
    for record in records:
        cells = dict(zip(history_rows.DB_COLUMNS, history_rows.to_row(record), strict=True))
        del cells["ending"], cells["sharers"]
        conn.execute(f"INSERT INTO games ({', '.join(cells)}) VALUES "
                     f"({', '.join('?' * len(cells))})", tuple(cells.values()))
    conn.close()


def test_a_version_5_history_is_read_as_it_is_then_migrated_every_game_out(
        tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    _version_5_file(db, [game(1), game(2, winner=1, your_place=2), game(3, outcome="draw",
                                                                        winner=None)])
    before = stats_report(db)  # (read-only: not migrated)
    assert [g["end"] for g in before["groups"]] == ["out"]  # type: ignore[index]
    with open_history(db).history as history:
        assert schema.user_version(history._conn) == schema.SCHEMA_VERSION == 6
        assert {(r.ending, r.sharers) for r in history.records()} == {("out", ())}
        (index,) = history._conn.execute(
            "SELECT sql FROM sqlite_schema WHERE name = 'games_by_rules'").fetchone()
        assert "gathering, ending, ended_at" in index
    assert stats_report(db) == before


@pytest.mark.parametrize(("column", "value"), [
    ("ending", "battles:0"), ("ending", "battles:010"), ("ending", "wars:21"),
    ("ending", "Battles:5"), ("ending", 7), ("ending", "battles:1x"),
    ("sharers", "0,1"),  # on a win
    ("outcome_shared", "0"), ("outcome_shared", "1,0"), ("outcome_shared", "0,3"),
    ("outcome_shared", None),
])
def test_an_impossible_end_or_sharers_is_a_damaged_row_counted_nowhere(
        tmp_path: Path, column: str, value: object) -> None:
    db = tmp_path / "history.sqlite3"
    with open_history(db).history as history:
        history.record(game(1))
        history.record(shared(2, (0, 2)))
        history.record(game(3, ending="battles:100"))
    before = stats_report(db)
    conn = sqlite3.connect(db, isolation_level=None)
    if column == "outcome_shared":
        conn.execute("UPDATE games SET sharers = ? WHERE id = 2", (value,))
    else:
        conn.execute(f"UPDATE games SET {column} = ? WHERE id = 3", (value,))
    conn.close()
    with open_history(db).history as history:
        rows = list(history.rows())
        damaged = [row.id for row in rows if isinstance(row, DamagedRow)]
        present = frozenset(schema.column_names(history._conn))
        doubted = {row_id for (row_id,) in history._conn.execute(
            f"SELECT id FROM games WHERE {doubt(present)}")}
        assert history._conn.execute(  # the strict test's index holds the doubted rows
            "SELECT 1 FROM sqlite_schema WHERE name = ?", (DOUBTED_INDEX,)).fetchone()
    assert damaged == [2 if column == "outcome_shared" else 3]
    assert set(damaged) <= doubted == set(damaged)  # the strict test doubts exactly it
    report = stats_report(db)
    assert report["unreadable"] == 1 and report["games"] == before["games"] - 1


def test_an_older_doubted_index_is_replaced_by_todays(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    with open_history(db).history as history:
        history.record(game(1))
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute(f"DROP INDEX {DOUBTED_INDEX}")
    conn.execute("CREATE INDEX games_doubted_1 ON games (id) WHERE players > 9")
    conn.close()
    with open_history(db).history as history:
        names = {name for (name,) in history._conn.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'index'")}
    assert DOUBTED_INDEX in names and "games_doubted_1" not in names


def test_csv_import_and_the_pending_file_carry_the_end_and_the_sharers(
        tmp_path: Path) -> None:
    games = [game(1), shared(2, (0, 2)), game(3, ending="wars:5", winner=1, your_place=2)]
    text = csv_text(games)
    header, *lines = text.splitlines()
    assert "ending" in header.split(",") and "sharers" in header.split(",")
    assert ',battles:100,"0,2"' in lines[1]  # readable as written
    source = tmp_path / "export.csv"
    source.write_text(text, encoding="utf-8")
    db = tmp_path / "history.sqlite3"
    assert import_history(source, db).imported == 3
    assert import_history(source, db).imported == 0  # the same games: none again
    with open_history(db).history as history:
        back = [row._replace(id=None) for row in history.records()]
    assert back == games
    # An export from before the end option: every game played to the end.
    old = "\n".join(",".join(cells for k, cells in enumerate(line.split(","))
                             if header.split(",")[k] not in ("ending", "sharers"))
                    for line in [header, csv_text([game(4)], header=False).strip()])
    (tmp_path / "old.csv").write_text(old + "\n", encoding="utf-8")
    assert import_history(tmp_path / "old.csv", db).imported == 1
    pending = tmp_path / "history-pending.json"
    merge_pending(pending, kept=games)
    assert json.loads(pending.read_text())[1]["sharers"] == [0, 2]
    assert load_pending(pending) == games


def test_the_folds_in_python_and_in_sql_agree_on_shared_games(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    games = [game(1), shared(2, (0, 2)), shared(3, (1, 2)), game(4, ending="battles:100")]
    with open_history(db).history as history:
        for record in games:
            history.record(record)
        sql = history.folded()
        python = fold_records(history.records())
    assert sql.luck == python.luck and sql.names == python.names
    assert sql.fold.earned.keys() == python.fold.earned.keys()


def test_todays_number_under_an_early_end_is_not_todays_deal(tmp_path: Path) -> None:
    """Today's deal is played to the end: its number dealt to the most cards after 50
    battles is another game, in SQL's fold and in Python's alike."""
    db = tmp_path / "history.sqlite3"
    today = NOW.astimezone().date()
    number = todays_game_number(today)
    now = dict(started_at=NOW - timedelta(minutes=2), ended_at=NOW - timedelta(minutes=1))
    with open_history(db).history as history:
        history.record(game(1, game_number=number, players=TODAYS_PLAYERS,
                            ending="battles:50", **now))
        early = history.folded().fold.daily.daily(today)
        python = fold_records(history.records()).fold.daily.daily(today)
        history.record(game(2, game_number=number, players=TODAYS_PLAYERS, **now))
        out = history.folded().fold.daily.daily(today)
    assert early == python and early.today is None and early.in_a_row == 0
    assert out.today is not None and out.in_a_row == 1


def test_wins_in_a_row_are_counted_per_end_in_sql_and_in_python(tmp_path: Path) -> None:
    """Hot Streak's five wins in a row are five in one rule set, its end included: wins
    spread over two ends are two runs (the folds in SQL and in Python agree)."""
    db = tmp_path / "history.sqlite3"
    games = [game(k, ending="battles:50" if k % 2 else "out", start_chance=None)
             for k in range(1, 9)]
    with open_history(db).history as history:
        for record in games:
            history.record(record)
        sql = history.folded().fold
        python = fold_records(history.records()).fold
    assert sql.wins() == python.wins() == {RuleSet(3, 1, "shuffled", "out"): 4,
                                           RuleSet(3, 1, "shuffled", "battles:50"): 4}
    assert "hot_streak" not in sql.earned and "hot_streak" not in python.earned
