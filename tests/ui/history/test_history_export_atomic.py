"""Export as CSV writes through the one atomic writer (storage/atomic.py), streamed: a
full disk is called a full disk and leaves the old file; a failure or a cancel in the
middle of the rows leaves the old file and no temporary; a whole export replaces it."""

from __future__ import annotations

import errno
import threading
from datetime import UTC, datetime, timedelta

import pytest

from krig_desktop.storage import atomic, errors
from krig_desktop.storage.errors import SaveError
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.ui.history import history_export

T0 = datetime(2026, 1, 1, tzinfo=UTC)


@pytest.fixture
def reader(tmp_path):
    path = tmp_path / "history.sqlite3"
    with open_history(path).history as history:
        for k in range(5):
            history.record(GameRecord(
                started_at=T0 + timedelta(minutes=k), ended_at=T0 + timedelta(minutes=k + 1),
                players=2, game_number=k + 1, face_down=1, gathering="shuffled",
                outcome="win", winner=0, your_place=1, battles=100, war_steps=5,
                deepest_war=1, biggest_pile=8, lead_changes=3, seconds_played=9,
                game_key=f"{k:032x}"))
    with open_history_read_only(path) as opened:
        yield opened


@pytest.fixture
def target(tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    path = folder / "games.csv"
    path.write_text("the old export\n")
    return path


def test_a_whole_export_replaces_the_file(reader, target) -> None:
    result = history_export.export_rows(reader, target)
    assert result.games == 5
    lines = target.read_text().splitlines()
    assert lines[0].split(",") == list(history_export.CSV_COLUMNS) and len(lines) == 6
    assert [p.name for p in target.parent.iterdir()] == ["games.csv"]


def test_a_full_disk_is_called_so_and_leaves_the_old_file(reader, target, monkeypatch
                                                         ) -> None:
    def full(handle, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", full)
    with pytest.raises(SaveError) as info:
        history_export.export_rows(reader, target)
    assert info.value.key == errors.DISK_FULL
    assert target.read_text() == "the old export\n"
    assert [p.name for p in target.parent.iterdir()] == ["games.csv"]


@pytest.mark.parametrize("stop", ["cancel", "read fails"])
def test_a_stop_between_two_slices_leaves_the_old_file(reader, target, monkeypatch,
                                                       stop) -> None:
    monkeypatch.setattr(history_export, "SLICE", 2)
    cancel = threading.Event()
    seen = []

    def progress(rows: int) -> None:
        seen.append(rows)
        if stop == "cancel":
            cancel.set()  # after the first slice was written

    if stop == "read fails":
        real = reader.rows

        def rows(after=None, limit=None):
            if after is not None:
                raise HistoryError(Reason.BUSY, reader.path, "locked")
            return real(after, limit)

        monkeypatch.setattr(reader, "rows", rows)
    with pytest.raises(history_export.Cancelled if stop == "cancel" else HistoryError):
        history_export.export_rows(reader, target, progress, cancel)
    assert seen == [2]
    assert target.read_text() == "the old export\n"
    assert [p.name for p in target.parent.iterdir()] == ["games.csv"]
