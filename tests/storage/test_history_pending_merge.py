"""The file of games waiting for the history is merged, never overwritten: what another
process keeps there survives this one's changes (issue 40, point 7)."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from krig_desktop.storage.history_pending import (
    LOCK_SUFFIX,
    load_pending,
    merge_pending,
    pending_path,
)
from krig_desktop.storage.history_record import GameRecord

T0 = datetime(2026, 12, 7, 18, 0, tzinfo=UTC)

# A process that keeps `count` games one merge at a time, its keys from `first` on.
WRITER = """
import sys
from datetime import UTC, datetime
from pathlib import Path
from krig_desktop.storage.history_pending import merge_pending
from krig_desktop.storage.history_record import GameRecord
path, first, count = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
sys.stdin.readline()  # both writers start together
for k in range(first, first + count):
    merge_pending(path, [GameRecord(
        started_at=datetime(2026, 12, 7, tzinfo=UTC), ended_at=datetime(2026, 12, 7, tzinfo=UTC),
        players=2, game_number=k, face_down=1, gathering="shuffled", outcome="win",
        winner=0, your_place=1, battles=10, war_steps=1, deepest_war=1, biggest_pile=6,
        lead_changes=1, seconds_played=3, game_key=f"{k:032x}")])
"""


def record(k: int, **changes: object) -> GameRecord:
    data: dict[str, object] = dict(
        started_at=T0, ended_at=T0 + timedelta(minutes=k), players=2, game_number=k,
        face_down=1, gathering="shuffled", outcome="win", winner=0, your_place=1,
        battles=100, war_steps=4, deepest_war=1, biggest_pile=6, lead_changes=1,
        seconds_played=30, game_key=f"{k:032x}")
    data.update(changes)
    return GameRecord(**data)  # type: ignore[arg-type]


def keys(path: Path) -> list[str | None]:
    return [kept.game_key for kept in load_pending(path)]


def test_what_another_process_kept_stays(tmp_path):
    path = pending_path(tmp_path / "history.sqlite3")
    merge_pending(path, [record(1)])  # this process
    merge_pending(path, [record(2)])  # another one, meanwhile
    merge_pending(path, [record(3)], written=[record(1)])  # this one again
    assert keys(path) == [record(2).game_key, record(3).game_key]
    merge_pending(path, written=[record(2), record(3)])
    assert not path.exists()
    assert not Path(str(path) + LOCK_SUFFIX).exists()  # the lock is let go


def test_a_game_kept_twice_is_kept_once(tmp_path):
    path = tmp_path / "history-pending.json"
    merge_pending(path, [record(1), record(2)])
    merge_pending(path, [record(1, battles=101)])
    kept = load_pending(path)
    assert [k.game_key for k in kept] == [record(2).game_key, record(1).game_key]
    assert kept[1].battles == 101
    unkeyed = record(5, game_key=None)
    merge_pending(path, [unkeyed, unkeyed])
    assert keys(path).count(None) == 1
    merge_pending(path, written=[unkeyed])
    assert None not in keys(path)


def test_nothing_to_change_writes_nothing(tmp_path):
    folder = tmp_path / "history"
    folder.mkdir()
    merge_pending(folder / "history-pending.json")
    assert not list(folder.iterdir())


def test_two_processes_keeping_games_at_once_lose_none(tmp_path):
    path = tmp_path / "history-pending.json"
    count = 40
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(first),
                                 str(count)], stdin=subprocess.PIPE, text=True)
               for first in (1, 1001)]
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("\n")
        writer.stdin.flush()
    for writer in writers:
        writer.communicate(timeout=120)
        assert writer.returncode == 0
    expected = {f"{k:032x}" for first in (1, 1001) for k in range(first, first + count)}
    assert set(keys(path)) == expected
    assert len(keys(path)) == 2 * count
