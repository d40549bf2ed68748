"""Issue 28 point 4 in the window: one impossible row no longer empties the History list.
The list shows every other game and the bad row as damaged where it stands (it cannot
be chosen); the count says so; the statistics count the rest; and nothing says games
are not recorded."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt

from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
T0 = datetime(2026, 6, 1, 10, 0, tzinfo=UTC)


@pytest.fixture
def dialog(qtbot):
    with open_history(history_path()).history as history:
        for k in range(1, 6):
            history.record(GameRecord(
                started_at=T0 + timedelta(hours=k), ended_at=T0 + timedelta(hours=k, minutes=3),
                players=2, game_number=50 + k, face_down=1, gathering="shuffled",
                outcome="win", winner=0, your_place=1, battles=100 + k, war_steps=2,
                deepest_war=1, biggest_pile=6, lead_changes=1, seconds_played=180,
                game_key=f"{k:032x}"))
    conn = sqlite3.connect(history_path(), isolation_level=None)
    conn.execute("UPDATE games SET outcome = 'resigned', winner = 'nobody' "
                 "WHERE game_number = 53")
    conn.close()
    shown = StatisticsDialog(history_path(), lambda error: f"cannot be read: {error}")
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(lambda: not shown.counter.busy)
    yield shown
    shown.stop_work()


def test_the_list_shows_the_rest_and_the_damaged_row_in_its_place(qtbot, dialog) -> None:
    model = dialog.history_page.model
    # The list is read after the count's first sums: waited for (a lasting state).
    qtbot.waitUntil(lambda: model.rowCount() == 5, timeout=10_000)
    assert model.damaged == 1
    numbers = [model.index(row, 3).data() for row in range(5)]
    assert numbers == ["55", "54", "—", "52", "51"]  # newest first
    assert model.index(2, 0).data().startswith("Damaged row")
    assert not model.flags(model.index(2, 0)) & Qt.ItemFlag.ItemIsSelectable
    assert model.record(2) is None and model.record(1).game_number == 54
    label = dialog.history_page.count_label.text()
    assert "damaged" in label and "cannot be read:" not in label
    assert dialog.history_page.export_button.isEnabled()


def test_the_statistics_count_the_readable_games(qtbot, dialog) -> None:
    qtbot.waitUntil(lambda: dialog.statistics_page.values["games"].text() == "4")
