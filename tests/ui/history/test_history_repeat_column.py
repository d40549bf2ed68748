"""The History list shows a repeat as one (issue 40): its own column, with a tip."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt

from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.ui.history.history_list_model import REPEAT_COLUMN, HistoryListModel

T0 = datetime(2026, 12, 7, 12, tzinfo=UTC)


def game(k: int) -> GameRecord:
    return GameRecord(started_at=T0, ended_at=T0 + timedelta(minutes=k), players=2,
                      game_number=7, face_down=1, gathering="shuffled", outcome="win",
                      winner=0, your_place=1, battles=100, war_steps=4, deepest_war=1,
                      biggest_pile=6, lead_changes=1, seconds_played=30,
                      game_key=f"{k:032x}")


def test_the_list_marks_the_repeat_and_sorts_by_it(qtbot, tmp_path: Path) -> None:
    with open_history(tmp_path / "history.sqlite3").history as history:
        history.record(game(1))
        history.record(game(2))  # the same deal again: a repeat
        model = HistoryListModel(history)
        model.reload()
        assert model.rowCount() == 2
        header = model.headerData(REPEAT_COLUMN, Qt.Orientation.Horizontal)
        assert header == "Repeat"
        cells = [model.data(model.index(row, REPEAT_COLUMN)) for row in range(2)]
        assert cells == ["repeat", ""]  # newest first
        tip = model.data(model.index(0, REPEAT_COLUMN), Qt.ItemDataRole.ToolTipRole)
        assert "counts in no statistic" in str(tip)
        assert model.data(model.index(1, REPEAT_COLUMN), Qt.ItemDataRole.ToolTipRole) is None
        model.sort(REPEAT_COLUMN, Qt.SortOrder.AscendingOrder)
        assert [model.data(model.index(row, REPEAT_COLUMN)) for row in range(2)] == [
            "", "repeat"]
