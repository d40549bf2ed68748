"""The rules of Krig in pure Python; imports nothing from Qt.

`from krig_desktop.engine import Card, Rules, Game` is the public surface that code
outside the package (and its tests) relies on.

Each name is loaded from its module when first asked for (`__getattr__`), not all at
once: start-up time (issue 25). The window's first frame needs cards, rules and a game,
not the save format, the history or the repetition watch (~5 ms of imports).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from krig_desktop.engine.cards import CARDS, RANKS, SUITS, Card, full_deck
    from krig_desktop.engine.events import (
        Event,
        GameOver,
        Gathered,
        Laid,
        Out,
        Outcome,
        Tie,
        Won,
    )
    from krig_desktop.engine.game import PLAYERS_RANGE, BattleReport, Game
    from krig_desktop.engine.history import History
    from krig_desktop.engine.origin import MAX_GAME_NUMBER, RANDOM_GAME_NUMBERS, Origin
    from krig_desktop.engine.records import BattleRecord, HistoryUnavailable
    from krig_desktop.engine.rules import FACE_DOWN_RANGE, GATHERINGS, Rules
    from krig_desktop.engine.serial_checks import GameDataError
    from krig_desktop.engine.state import Phase

# Each public name, and the module of the package it lives in.
_HOMES = {
    "CARDS": "cards", "RANKS": "cards", "SUITS": "cards", "Card": "cards",
    "full_deck": "cards",
    "Event": "events", "GameOver": "events", "Gathered": "events", "Laid": "events",
    "Out": "events", "Outcome": "events", "Tie": "events", "Won": "events",
    "PLAYERS_RANGE": "game", "BattleReport": "game", "Game": "game",
    "History": "history",
    "MAX_GAME_NUMBER": "origin", "RANDOM_GAME_NUMBERS": "origin", "Origin": "origin",
    "BattleRecord": "records", "HistoryUnavailable": "records",
    "FACE_DOWN_RANGE": "rules", "GATHERINGS": "rules", "Rules": "rules",
    "GameDataError": "serial_checks",
    "Phase": "state",
}

__all__ = [
    "CARDS",
    "FACE_DOWN_RANGE",
    "GATHERINGS",
    "MAX_GAME_NUMBER",
    "PLAYERS_RANGE",
    "RANDOM_GAME_NUMBERS",
    "RANKS",
    "SUITS",
    "BattleRecord",
    "BattleReport",
    "Card",
    "Event",
    "Game",
    "GameDataError",
    "GameOver",
    "Gathered",
    "History",
    "HistoryUnavailable",
    "Laid",
    "Origin",
    "Out",
    "Outcome",
    "Phase",
    "Rules",
    "Tie",
    "Won",
    "full_deck",
]


def __getattr__(name: str) -> Any:
    """A public name, from its module (kept here after: asked once)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
