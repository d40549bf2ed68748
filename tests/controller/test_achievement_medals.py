"""What a game earned goes to its panel's medals (issue 40), also when it was recorded
while the start's fold was still being made; the past games' summary stays a note."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from krig_desktop.controller.achievement_check import AchievementCheck
from krig_desktop.storage.game_history import GameRecord, open_history

T0 = datetime(2026, 12, 1, 12, tzinfo=UTC)


def game(k: int, **changes: object) -> GameRecord:
    data: dict[str, object] = dict(
        started_at=T0 + timedelta(minutes=k), ended_at=T0 + timedelta(minutes=k, seconds=30),
        players=2, game_number=k, face_down=1, gathering="shuffled", outcome="win",
        winner=0, your_place=1, battles=300, war_steps=4, deepest_war=1, biggest_pile=6,
        lead_changes=1, seconds_played=30, game_key=f"{k:032x}")
    data.update(changes)
    return GameRecord(**data)  # type: ignore[arg-type]


def test_a_game_recorded_during_the_start_fold_gets_its_medals(qtbot, tmp_path: Path
                                                                ) -> None:
    history = open_history(tmp_path / "history.sqlite3").history
    history.record(game(1))  # a past win: First Win, for the summary
    check = AchievementCheck(history.path, lambda: history)
    notes: list[str] = []
    medals: list[list[str]] = []
    check.notify = notes.append
    check.medals = lambda keys: medals.append(keys) or True
    check.check(catch_up=True)
    drawn = game(2, outcome="draw", winner=None)
    drawn = drawn._replace(id=history.record(drawn))
    check.add(drawn)  # before the fold is back (it comes through the event loop)
    qtbot.waitUntil(lambda: not check.busy, timeout=10_000)
    assert medals == [["stalemate"]]
    assert len(notes) == 1 and "1 achievement" in notes[0]  # the past game's First Win
    check.stop()
    history.close()


def test_without_a_panel_the_medals_are_a_note(qtbot, tmp_path: Path) -> None:
    history = open_history(tmp_path / "history.sqlite3").history
    check = AchievementCheck(history.path, lambda: history)
    notes: list[str] = []
    check.notify = notes.append
    check.medals = lambda keys: False  # no game-over panel shown
    check.check()
    qtbot.waitUntil(lambda: not check.busy, timeout=10_000)
    record = game(3, outcome="draw", winner=None)
    check.add(record._replace(id=history.record(record)))
    assert notes == ["Achievement: Nobody Wins"]
    check.stop()
    history.close()
