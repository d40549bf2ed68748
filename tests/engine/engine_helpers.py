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


def reference_end(game: Game, limit: int = 10**6) -> tuple[str, int, int, int] | None:
    """How `game` ends by the exact method 0.1.0 used: keep every position at a battle
    start and stop at the first that came before. (outcome, battles, war steps, battles
    with a war); None past `limit` battles. From battle 0 of a fixed game; `game` is
    left alone. The positions are kept here in the test only."""
    assert game.battles == 0 and game.phase == "flip" and game.rules.fixed
    copy = game.copy()
    copy._watch = None  # play on without the engine's own detection
    seen = {tuple(map(tuple, copy._hands))}
    while not copy.over and copy.battles < limit:
        copy.play_battle()
        if copy.over:
            break
        position = tuple(map(tuple, copy._hands))
        if position in seen:
            return ("repetition", copy.battles, copy.war_steps, copy.battles_with_war)
        seen.add(position)
    if not copy.over:
        return None
    return (str(copy.outcome), copy.battles, copy.war_steps, copy.battles_with_war)


def end_of(game: Game) -> tuple[str, int, int, int]:
    return (str(game.outcome), game.battles, game.war_steps, game.battles_with_war)
