"""Crafted history rows for the tests of the achievements, today's deal and the luck:
`game(k, ...)` is the k-th game, ending k hours after T0 (noon UTC: the same day in
every time zone from UTC-11 to UTC+11)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from krig_desktop.storage.game_history import GameRecord

T0 = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


def game(k: int, **changes: Any) -> GameRecord:
    """A plain two-player game you lost in 300 battles, unless `changes` say otherwise
    (`won=True` for a win of seat 0; `when` for its end)."""
    won = changes.pop("won", False)
    when = changes.pop("when", T0 + timedelta(minutes=k))
    fields: dict[str, Any] = {
        "started_at": when - timedelta(minutes=1), "ended_at": when, "players": 2,
        "game_number": 1000 + k, "face_down": 1, "gathering": "shuffled",
        "outcome": "win", "winner": 0 if won else 1, "your_place": 1 if won else 2,
        "battles": 300, "war_steps": 10, "deepest_war": 1, "biggest_pile": 6,
        "lead_changes": 2, "seconds_played": 60, "fewest_cards": 8, "id": k}
    fields.update(changes)
    return GameRecord(**fields)


def deal_of(day: datetime, k: int, **changes: Any) -> GameRecord:
    """Today's deal of `day`, played on it (a win unless told)."""
    changes.setdefault("won", True)
    number = day.year * 10_000 + day.month * 100 + day.day
    return game(k, game_number=number, when=day.replace(hour=12, minute=k % 60), **changes)
