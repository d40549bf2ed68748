"""The folds made by SQL (storage/history_folds.py) are the folds of the rows as
GameRecords, exactly: the same achievements (each at the same game and moment), the
same tallies the achievement fold goes on from, the same luck, names, calls and
today's deals, on histories of every kind of game with rows damaged in every way
(each skipped exactly as `records()` skips it), rows SQL's strict test doubts but
Python reads (kept), and an older file without the later columns."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.model.achievements import Earned
from krig_desktop.storage import history_file
from krig_desktop.storage import history_folds as folds
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import (
    DamagedRow,
    GameRecord,
    open_history,
    open_history_read_only,
    to_text,
)

T0 = datetime(2026, 1, 27, 11, 0, tzinfo=UTC)  # days 27 to 31 and into February

# (column, value): a row damaged (skipped) or only doubted (read, and kept).
DAMAGE = (
    ("winner", 7), ("winner", None), ("players", "x"), ("players", 2.5), ("battles", -1),
    ("started_at", "2026-02-31T00:00:00.000Z"), ("ended_at", "2026-13-01T00:00:00.000Z"),
    ("ended_at", "2026-01-28T24:00:00.000Z"), ("ended_at", "0000-01-28T10:00:00.000Z"),
    ("started_at", "2026-W05-3T10:00:00.000Z"),  # ISO week: Python reads it (kept)
    ("humans", '["a\\"b"]'), ("humans", "[1]"), ("humans", "[]"), ("humans", '["x", "y"'),
    ("humans", '["' + "n" * 41 + '"]'), ("game_key", ""), ("calls_run", 9),
    ("calls_counter_right", 9), ("fewest_cards", 53), ("start_chance", 1.5),
    ("your_place", 9), ("game_number", 0), ("game_number_digits", "123456789012345678901"),
    ("game_number_digits", "12x"), ("gathering", "fixed "), ("outcome", "won"),
    ("deepest_war", "deep"), ("humans", '["Åsa", "Bo"]'),
)


@st.composite
def histories(draw: st.DrawFn) -> list[GameRecord]:
    count = draw(st.integers(0, 40))
    found = []
    for k in range(count):
        players = draw(st.integers(2, 4))
        outcome = draw(st.sampled_from(("win", "win", "win", "draw", "repetition",
                                        "abandoned")))
        humans = draw(st.sampled_from((("",), ("",), ("Anna",), ("Anna", "Bo"))))
        if len(humans) >= players:
            humans = ("",)
        winner = draw(st.integers(0, players - 1)) if outcome == "win" else None
        ended = T0 + timedelta(hours=draw(st.integers(0, 24 * 9)), minutes=k)
        deal = draw(st.booleans())
        number = (ended.year * 10_000 + ended.month * 100 + ended.day if deal
                  else draw(st.sampled_from((None, 7, 20260128, 10**25))))
        made = draw(st.integers(0, 6))
        right = draw(st.integers(0, made))
        found.append(GameRecord(
            started_at=ended - timedelta(minutes=5), ended_at=ended,
            players=2 if deal else players, game_number=number,
            face_down=1 if deal else draw(st.integers(1, 3)),
            gathering="shuffled" if deal else draw(st.sampled_from(("shuffled", "fixed"))),
            outcome=outcome, winner=min(winner, 1) if deal and winner is not None else winner,
            your_place=None, battles=draw(st.sampled_from((10, 300, 1200))), war_steps=3,
            deepest_war=draw(st.sampled_from((None, 1, 3, 4))), biggest_pile=None,
            lead_changes=None, seconds_played=60,
            start_chance=draw(st.sampled_from((None, 0.05, 0.5))),
            game_key=f"{k:032x}", humans=humans if not deal else ("",),
            fewest_cards=draw(st.sampled_from((None, 1, 8))), calls_made=made,
            calls_right=right, calls_counter_right=draw(st.integers(0, made)),
            calls_run=draw(st.integers(0, right))))
    return found


def _same(path: Path) -> list[object]:
    with open_history_read_only(path) as reader:
        reader._query("BEGIN")
        by_sql = folds.fold_rows(reader._conn, reader._present, frozenset())
        reader._query("COMMIT")
        by_rows = folds.fold_records(list(reader.records()))
    _same_folds(by_sql, by_rows)
    with open_history_read_only(path) as reader:  # through the doubted rows' index or not
        # (one definition of a damaged row: the list's, issue 41 point 4)
        damaged = sum(isinstance(row, DamagedRow) for row in reader.rows())
        assert reader.uncountable() == damaged
        sums = list(reader.statistics())
    # The check at start: half of them stored already (taken as they are, not searched
    # for), and only the achievements' fold: the same fold.
    keys = sorted(by_rows.fold.earned)
    stored = {key: by_rows.fold.earned[key] for key in keys[::2]}
    with open_history_read_only(path) as reader:
        reader._query("BEGIN")
        partly = folds.fold_rows(reader._conn, reader._present, frozenset(), stored,
                                 whole=False)
        reader._query("COMMIT")
    _same_folds(partly, by_rows, whole=False)
    return sums


def _same_folds(by_sql: folds.Folded, by_rows: folds.Folded, whole: bool = True) -> None:
    assert by_sql.fold.earned == by_rows.fold.earned
    assert by_sql.fold._ended == by_rows.fold._ended
    assert by_sql.fold.wins() == by_rows.fold.wins()
    assert {r: (w.runs, w.breaks) for r, w in by_sql.fold._runs.items()} == {
        r: (w.runs, w.breaks) for r, w in by_rows.fold._runs.items()}
    assert by_sql.fold._left == by_rows.fold._left
    assert by_sql.fold.daily.days == by_rows.fold.daily.days
    assert by_sql.fold.daily._results == by_rows.fold.daily._results
    if whole:
        assert (by_sql.luck, by_sql.names, by_sql.shared, by_sql.calls) == (
            by_rows.luck, by_rows.names, by_rows.shared, by_rows.calls)
    else:
        assert (by_sql.luck, by_sql.names) == ([], [])


def test_an_achievement_stored_is_taken_as_stored(tmp_path: Path) -> None:
    """What the table holds is not searched for again: its moment and game stay, even
    where the rows would say otherwise (every reader puts the stored one first)."""
    path = tmp_path / "history.sqlite3"
    win = GameRecord(started_at=T0, ended_at=T0 + timedelta(minutes=1), players=2,
                     game_number=5, face_down=1, gathering="shuffled", outcome="win",
                     winner=0, your_place=1, battles=30, war_steps=1, deepest_war=3,
                     biggest_pile=4, lead_changes=0, seconds_played=5, game_key="k")
    earlier = Earned("first_win", T0 - timedelta(days=3), None)
    with open_history(path).history as history:
        win_id = history.record(win)
        history.award([earlier])
    with open_history_read_only(path) as reader:
        earned = reader.folded().fold.earned
    assert earned["first_win"] == earlier
    assert earned["war_x3"] == Earned("war_x3", win.ended_at, win_id, 5)  # its game number


@settings(derandomize=True, max_examples=60, deadline=None)
@given(games=histories(), damage=st.lists(st.tuples(st.integers(1, 40),
                                                    st.sampled_from(DAMAGE)), max_size=6))
def test_sql_folds_the_rows_records_gives(tmp_path_factory, games, damage) -> None:
    path = tmp_path_factory.mktemp("folds") / "history.sqlite3"
    with open_history(path).history as history:
        for g in games:
            history.record(g)
    conn = sqlite3.connect(path, isolation_level=None)
    for row_id, (column, value) in damage:
        conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, row_id))
    conn.close()
    _same(path)


def test_every_damage_is_told_apart_as_python_tells_it(tmp_path: Path) -> None:
    """Each damage alone on a game that earns much: the folds still agree."""
    win = GameRecord(started_at=T0, ended_at=T0 + timedelta(days=4), players=4,
                     game_number=20260131, face_down=3, gathering="fixed", outcome="win",
                     winner=0, your_place=1, battles=40, war_steps=9, deepest_war=4,
                     biggest_pile=30, lead_changes=3, seconds_played=600, start_chance=0.05,
                     game_key="k", fewest_cards=1, calls_made=5, calls_right=5,
                     calls_counter_right=2, calls_run=5)
    for n, (column, value) in enumerate(DAMAGE):
        path = tmp_path / f"{n}.sqlite3"
        with open_history(path).history as history:
            history.record(win)
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute(f"UPDATE games SET {column} = ?", (value,))
        conn.close()
        indexed = _same(path)
        conn = sqlite3.connect(path, isolation_level=None)  # a file without the index
        conn.execute(f"DROP INDEX {folds.DOUBTED_INDEX}")
        conn.close()
        assert _same(path) == indexed  # the sums too: the same rows counted


def three_wins(path: Path) -> None:
    """Three won games of one rule set, written to the history at `path`."""
    with open_history(path).history as history:
        for k in range(3):
            history.record(GameRecord(
                started_at=T0, ended_at=T0 + timedelta(minutes=k), players=2,
                game_number=5, face_down=1, gathering="shuffled", outcome="win", winner=0,
                your_place=1, battles=30, war_steps=1, deepest_war=1, biggest_pile=4,
                lead_changes=0, seconds_played=5, game_key=f"{k:032x}"))


def test_the_doubted_rows_are_read_through_their_index(tmp_path: Path) -> None:
    """A current file gets the partial index of the doubted rows, the folds' query
    uses it (it must repeat the index's test term for term), and it holds exactly the
    rows the strict test doubts."""
    path = tmp_path / "history.sqlite3"
    three_wins(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE games SET started_at = '2026-W05-3T10:00:00.000Z' WHERE id = 2")
    present = frozenset(schema.column_names(conn))
    q = folds._Query(present, frozenset())
    plan = conn.execute(f"EXPLAIN QUERY PLAN {q.select} WHERE {q.where()} AND {q.doubt}"
                        ).fetchall()
    assert any(folds.DOUBTED_INDEX in str(step) for step in plan)
    doubt = folds.indexed_doubt(conn, present)
    assert doubt == q.doubt
    plan = conn.execute(f"EXPLAIN QUERY PLAN SELECT COUNT(*) FROM games WHERE {doubt}"
                        f" AND NOT ({rows.COUNTABLE})").fetchall()
    assert any(folds.DOUBTED_INDEX in str(step) for step in plan)
    held = conn.execute(f"SELECT id FROM games INDEXED BY {folds.DOUBTED_INDEX}"
                        f" WHERE {q.doubt}").fetchall()
    assert held == [(2,)]
    conn.close()


def test_an_older_file_without_the_later_columns(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:3])  # version 3: no names, calls, fewest
    for k, (outcome, winner) in enumerate((("win", 0), ("abandoned", None), ("win", 1),
                                           ("draw", None), ("win", 0))):
        conn.execute("INSERT INTO games (started_at, ended_at, players, game_number,"
                     " face_down, gathering, outcome, winner, battles, war_steps,"
                     " deepest_war, seconds_played, game_key) VALUES (?, ?, 2, 5, 1,"
                     " 'shuffled', ?, ?, 30, 1, 3, 5, ?)",
                     (to_text(T0), to_text(T0 + timedelta(minutes=k)), outcome, winner,
                      f"{k:032x}"))
    conn.close()
    _same(path)
    with open_history_read_only(path) as reader:
        assert "war_x3" in reader.folded().fold.earned


def test_the_fold_sql_made_goes_on_as_the_rows_would(tmp_path: Path) -> None:
    """The window keeps the fold made at start and feeds it each game recorded: a game
    it read as left and now finished takes its break back, one it read as ended (fed
    again: recorded while the rows were read) is not counted twice."""
    path = tmp_path / "history.sqlite3"

    def g(k: int, outcome: str = "win", winner: int | None = 0) -> GameRecord:
        return GameRecord(started_at=T0, ended_at=T0 + timedelta(minutes=k), players=2,
                          game_number=k, face_down=1, gathering="shuffled",
                          outcome=outcome, winner=winner, your_place=None, battles=300,
                          war_steps=1, deepest_war=1, biggest_pile=4, lead_changes=0,
                          seconds_played=5, game_key=f"{k:032x}")

    with open_history(path).history as history:
        ids = [history.record(g(k, winner=1 if k <= 5 else 0)) for k in range(1, 10)]
        left = history.record(g(10, "abandoned", None))
        with open_history_read_only(path) as reader:
            fold = reader.folded().fold
        assert fold.add(g(9)._replace(id=ids[-1])) == []
        finished = g(10)._replace(ended_at=T0 + timedelta(minutes=11))
        assert history.put(finished).id == left
    assert {e.key for e in fold.add(finished._replace(id=left))} >= {"games_10",
                                                                     "hot_streak"}
    with open_history_read_only(path) as reader:
        again = reader.folded().fold
    assert fold.earned == again.earned and fold.wins() == again.wins()


def test_a_bigger_history_gets_the_index_off_the_opening(tmp_path, monkeypatch) -> None:
    """Opening a history past INDEX_AT_OPEN_ROWS makes no index (it would hold the GUI
    thread); index_doubted_rows makes it, and never creates a file."""
    monkeypatch.setattr(history_file, "INDEX_AT_OPEN_ROWS", 2)
    path = tmp_path / "history.sqlite3"
    three_wins(path)

    def indexes() -> set[str]:
        conn = sqlite3.connect(path)
        try:
            return {name for (name,) in conn.execute(
                "SELECT name FROM sqlite_schema WHERE type = 'index'")}
        finally:
            conn.close()

    conn = sqlite3.connect(path, isolation_level=None)  # as a file older than the index
    conn.execute(f"DROP INDEX {folds.DOUBTED_INDEX}")
    conn.close()
    open_history(path).history.close()
    assert folds.DOUBTED_INDEX not in indexes()
    assert history_file.index_doubted_rows(path)
    assert folds.DOUBTED_INDEX in indexes()
    missing = tmp_path / "none.sqlite3"
    assert not history_file.index_doubted_rows(missing)
    assert not missing.exists()
