"""The History list when the file is busy for a moment as the window opens (the count
opening it on its own thread, a game being recorded): the list is read a little later,
not left empty with "busy" (CI found it empty now and then)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.history_file import HistoryError, Reason
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history import statistics_dialog
from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
T0 = datetime(2026, 6, 1, 10, 0, tzinfo=UTC)


def recorded(games: int) -> None:
    with open_history(history_path()).history as history:
        for k in range(1, games + 1):
            history.record(GameRecord(
                started_at=T0 + timedelta(hours=k), ended_at=T0 + timedelta(hours=k, minutes=3),
                players=2, game_number=k, face_down=1, gathering="shuffled", outcome="win",
                winner=0, your_place=1, battles=100, war_steps=2, deepest_war=1,
                biggest_pile=6, lead_changes=1, seconds_played=180, game_key=f"{k:032x}"))


def busy_at_first(monkeypatch, times: int) -> list[int]:
    opened = statistics_dialog.open_history_read_only
    tries: list[int] = []

    def opening(path, **kwargs):
        tries.append(1)
        if len(tries) <= times:
            raise HistoryError(Reason.BUSY, path, "database is locked")
        return opened(path, **kwargs)

    monkeypatch.setattr(statistics_dialog, "open_history_read_only", opening)
    return tries


def test_a_file_busy_at_opening_is_read_a_little_later(qtbot, monkeypatch) -> None:
    recorded(3)
    tries = busy_at_first(monkeypatch, 2)
    dialog = StatisticsDialog(history_path(), str)
    qtbot.addWidget(dialog)
    model = dialog.history_page.model
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=10_000)
    assert len(tries) == 3 and model.error is None
    dialog.stop_work()


def test_a_file_that_stays_busy_is_told(qtbot, monkeypatch) -> None:
    recorded(1)
    monkeypatch.setattr(statistics_dialog, "BUSY_TRIES", 2)
    tries = busy_at_first(monkeypatch, 100)
    dialog = StatisticsDialog(history_path(), str)
    qtbot.addWidget(dialog)
    model = dialog.history_page.model
    qtbot.waitUntil(lambda: model.error is not None, timeout=10_000)
    assert model.error.reason is Reason.BUSY and len(tries) == 3 and model.rowCount() == 0
    dialog.stop_work()
