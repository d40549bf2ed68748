"""A separate program that records games into a history: `history_writer.py PATH COUNT TAG`.

Used by the two-writers and the kill tests. Game k of writer TAG has the game number
TAG * 1_000_000 + k and every count derived from k (see `expected_counts`), so a test
can tell a complete row from a torn one. COUNT 0 writes until killed. After each game
is committed it prints k, so the test knows what was committed before it struck.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

from krig_desktop.storage.game_history import GameRecord, open_history


def expected_counts(k: int) -> dict[str, int]:
    return {"battles": k, "war_steps": 2 * k, "deepest_war": k % 7,
            "biggest_pile": 2 + k % 50, "lead_changes": k % 11, "seconds_played": 3 * k}


def record_for(tag: int, k: int) -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(started_at=now, ended_at=now, players=2 + k % 3,
                      game_number=tag * 1_000_000 + k, face_down=1, gathering="shuffled",
                      outcome="win", winner=k % 2, your_place=1 + k % 2,
                      **expected_counts(k))


def main() -> None:
    path, count, tag = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    history = open_history(path).history
    k = 1
    while count == 0 or k <= count:
        history.record(record_for(tag, k))
        print(k, flush=True)
        k += 1
    history.close()


if __name__ == "__main__":
    main()
