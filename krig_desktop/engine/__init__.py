"""The rules of Krig in pure Python; imports nothing from Qt.

`from krig_desktop.engine import Card, Rules, Game` is the public surface that code
outside the package (and its tests) relies on.
"""

from krig_desktop.engine.cards import CARDS, RANKS, SUITS, Card, full_deck
from krig_desktop.engine.events import Event, GameOver, Gathered, Laid, Out, Outcome, Tie, Won
from krig_desktop.engine.game import PLAYERS_RANGE, BattleReport, Game
from krig_desktop.engine.history import History
from krig_desktop.engine.origin import MAX_GAME_NUMBER, RANDOM_GAME_NUMBERS, Origin
from krig_desktop.engine.records import BattleRecord, HistoryUnavailable
from krig_desktop.engine.rules import (
    END_CHOICES,
    END_OUT,
    FACE_DOWN_RANGE,
    GATHERINGS,
    Rules,
    parse_end,
)
from krig_desktop.engine.serial_checks import GameDataError
from krig_desktop.engine.state import Phase, battle_on_table

__all__ = [
    "CARDS",
    "END_CHOICES",
    "END_OUT",
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
    "battle_on_table",
    "full_deck",
    "parse_end",
]
