"""Small helpers for the engine tests: cards from notation, stepping to the end."""

from __future__ import annotations

from krig_desktop.engine import Card, Game

FIXED = {"gathering": "fixed"}


def cards(text: str) -> list[Card]:
    """'9S 2S AS' -> [Card('9S'), Card('2S'), Card('AS')]."""
    return [Card.parse(t) for t in text.split()]


def step_until_gathered(game: Game) -> list:
    """step() until the current battle's pile is gathered (or the game ends)."""
    events: list = []
    start = game.battles
    while game.battles == start and not game.over:
        events.extend(game.step())
    return events


def all_cards(game: Game) -> list[Card]:
    """Every card the game holds: hands, table and the set-aside card."""
    held = [c for hand in game.hands for c in hand] + game.table
    if game.set_aside is not None:
        held.append(game.set_aside)
    return held
