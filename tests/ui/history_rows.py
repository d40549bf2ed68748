"""The rows the game history holds, read as `--stats` reads them (shared by the tests
of recording, replays and the deal's chance)."""

from __future__ import annotations

import threading

from krig_desktop.storage.game_history import GameRecord, open_history_read_only
from krig_desktop.storage.paths import history_path


def settle_writers() -> None:
    """Wait for the windows' writer threads (storage/writer.py): a thread lives while
    jobs are left, so when none is, every recording handed over has run."""
    for thread in threading.enumerate():
        if thread.name == "krig-writer":
            thread.join(10)


def rows() -> list[GameRecord]:
    """Every recorded game, oldest first (once what was handed to the writers is
    written); none while there is no history file."""
    settle_writers()
    reader = open_history_read_only(history_path())
    if reader is None:
        return []
    with reader:
        return list(reader.records())
