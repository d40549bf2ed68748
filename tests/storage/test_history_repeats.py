"""A repeat counts for nothing (issue 40): a deal whose game number, players and rules
match a game recorded as finished is recorded, marked a repeat, listed, and changes no
statistic: totals, streaks, days in a row, luck, names, calls, achievements."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from krig_desktop.commands.stats_text import stats_report
from krig_desktop.model.achievements import AchievementFold
from krig_desktop.storage import history_rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.history_folds import fold_records
from krig_desktop.storage.history_summary import summarize
from krig_desktop.today import todays_game_number

NOW = datetime.now(UTC).replace(microsecond=0)
TODAY = NOW.astimezone().date()


def game(k: int, number: int | None = None, **changes: object) -> GameRecord:
    data: dict[str, object] = dict(
        started_at=NOW - timedelta(hours=2) + timedelta(minutes=k),
        ended_at=NOW - timedelta(hours=2) + timedelta(minutes=k, seconds=30), players=2,
        game_number=k if number is None else number, face_down=1, gathering="shuffled",
        outcome="win", winner=0, your_place=1, battles=100 + k, war_steps=4,
        deepest_war=3, biggest_pile=6, lead_changes=1, seconds_played=30,
        start_chance=0.05, game_key=f"{k:032x}", humans=("Ann",), fewest_cards=1,
        calls_made=2, calls_right=2, calls_counter_right=1, calls_run=2)
    data.update(changes)
    return GameRecord(**data)  # type: ignore[arg-type]


def _everything(db: Path) -> tuple[object, ...]:
    """Every statistic the history gives: --stats' report and the summary's folds."""
    with open_history(db).history as history:
        summary = summarize(history, TODAY)
    return (stats_report(db), summary.groups, summary.luck, summary.daily,
            summary.names, summary.shared, summary.calls,
            [(e.key, e.game_id) for e in summary.earned])


def test_a_repeated_deal_changes_no_statistic(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    today = todays_game_number(TODAY)
    played = [game(1), game(2, outcome="draw", winner=None, your_place=1),
              game(3, today), game(4), game(5, outcome="abandoned", winner=None,
                                               your_place=None)]
    with open_history(db).history as history:
        for record in played:
            history.record(record)
    before = _everything(db)
    assert before[0]["games"] == 4  # type: ignore[index]
    # Each finished deal again, and the first again twice (a winning deal farmed):
    # won by another seat, longer, with other chances, calls, names, two people.
    again = [record._replace(game_key=f"{90 + k:032x}", battles=record.battles + 900,
                             ended_at=NOW - timedelta(minutes=30 - k), humans=("Bo", "Cy"),
                             start_chance=0.9, calls_made=5, calls_right=0, calls_run=0,
                             calls_counter_right=0)
             for k, record in enumerate(played[:4] + played[:1])]
    with open_history(db).history as history:
        stored = [history.put(record) for record in again]
        assert all(s.repeat and s.changed for s in stored)
        assert history.count() == len(played) + len(again)  # listed, all of them
        listed = [row for row in history.page() if isinstance(row, GameRecord)]
        assert sum(row.repeat for row in listed) == len(again)
    assert _everything(db) == before


def test_a_repeat_wins_no_streak_and_no_achievement(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    plain = dict(start_chance=None, deepest_war=1, fewest_cards=5, calls_made=0,
                 calls_right=0, calls_counter_right=0, calls_run=0)
    with open_history(db).history as history:
        for k in range(1, 5):
            history.record(game(k, **plain))  # four wins in a row
        fifth = history.put(game(9, 1, **plain))  # deal 1 again, won again
    assert fifth.repeat
    report = stats_report(db)
    assert report["groups"][0]["current_win_streak"] == 4  # type: ignore[index]
    assert "hot_streak" not in report["achievements"]  # type: ignore[operator]
    fold = AchievementFold()
    for k in range(1, 5):
        fold.add(game(k, **plain)._replace(id=k))
    assert fold.add(game(9, 1, **plain)._replace(id=9, repeat=True)) == []
    assert "hot_streak" not in fold.earned
    assert fold.add(game(10, **plain)._replace(id=10))[0].key == "hot_streak"


def test_only_a_finished_deal_makes_a_repeat(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    left = game(1, outcome="abandoned", winner=None, your_place=None)
    with open_history(db).history as history:
        assert not history.put(left).repeat
        assert not history.put(game(2, 1)).repeat  # the first to finish deal 1
        assert history.put(game(3, 1)).repeat
        # The game left, resumed and finished later: a repeat of game 2 now.
        assert history.put(left._replace(outcome="win", winner=0, your_place=1)).repeat
        assert not history.put(game(4, 1, players=3)).repeat  # other players
        assert not history.put(game(5, 1, face_down=2)).repeat  # other rules
        assert not history.put(game(6, 1, gathering="fixed")).repeat
        assert not history.put(game(7, number=0, game_number=None)).repeat  # no number
        assert not history.put(game(8, number=0, game_number=None)).repeat
        assert not history.put(game(2, 1)).repeat  # the same game again: still itself


def test_the_folds_in_python_leave_repeats_out_as_sql_does(tmp_path: Path) -> None:
    games = [game(1)._replace(id=1), game(2, 1)._replace(id=2, repeat=True)]
    folded = fold_records(games)
    assert folded.calls.made == 2 and folded.names[0].games == 1
    assert [g.counted for g in games] == [True, False]


def test_a_version_4_history_is_migrated_and_its_past_repeats_marked(tmp_path: Path
                                                                     ) -> None:
    db = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(db, isolation_level=None)
    schema.migrate(conn, schema.MIGRATIONS[:4])
    old = [game(1, outcome="abandoned", winner=None, your_place=None), game(2, 1),
           game(3, 1), game(4, 2), game(5, 1, players=3)]
    for record in old:
        cells = dict(zip(history_rows.DB_COLUMNS, history_rows.to_row(record),
                         strict=True))
        for later in ("repeat", "ending", "sharers"):  # (versions 5 and 6)
            del cells[later]
        conn.execute(f"INSERT INTO games ({', '.join(cells)}) VALUES "
                     f"({', '.join('?' * len(cells))})", tuple(cells.values()))
    conn.close()
    assert stats_report(db)["games"] == 4  # read as it is: every row counts
    with open_history(db).history as history:
        assert schema.user_version(history._conn) == schema.SCHEMA_VERSION
        marked = {row.game_key: row.repeat for row in history.records()}
    assert marked == {f"{k:032x}": k == 3 for k in range(1, 6)}
    assert stats_report(db)["games"] == 3
