"""The rows the game history holds, read as `--stats` reads them (shared by the tests
of recording, replays and the deal's chance)."""

from __future__ import annotations

from krig_desktop.storage.game_history import GameRecord, open_history_read_only
from krig_desktop.storage.paths import history_path


def rows() -> list[GameRecord]:
    """Every recorded game, oldest first; none while there is no history file."""
    reader = open_history_read_only(history_path())
    if reader is None:
        return []
    with reader:
        return list(reader.records())
