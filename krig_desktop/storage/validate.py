"""From untrusted JSON data to a game that is certainly whole and consistent.

Order of checks: it is a Krig Desktop save → its version is one we read (migrating older
ones) → every entry has the right type and range → the engine accepts the game →
the game agrees with everything the file says about it, all 52 cards are there exactly
once, and the hands agree with how the game stands. Anything else raises LoadError.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from krig_desktop.storage import errors, schema
from krig_desktop.storage.errors import LoadError, NewerVersionError
from krig_desktop.storage.migrations import migrate

if TYPE_CHECKING:
    from krig_desktop.engine import Game
    from krig_desktop.storage.save_format import LoadedSave

V1_KEYS = (
    "format", "version", "program", "saved_at", "game_number", "players", "rules",
    "statistics", "game",
)
STATISTICS_KEYS = ("battles", "war_steps", "cards", "in_play", "over", "outcome")
OUTCOMES = ("win", "draw", "repetition")
GATHERINGS = ("shuffled", "fixed")
MAX_COUNT = 10**12  # battles / war steps: far beyond any real game, below any overflow
MAX_GAME_NUMBER = 10**4300  # any number the command line accepts (int digit limit)
RANKS = "23456789TJQKA"
SUITS = "SHDC"
FULL_DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)

# Engine failures other than its own ValueError: the data had a shape it did not expect.
_ENGINE_SHAPE_ERRORS = (
    TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError,
)


def load_game(data: Any, path: Path) -> Game:
    """`Game.from_dict`, with every failure turned into a LoadError."""
    from krig_desktop.engine import Game

    if not isinstance(data, dict):
        raise LoadError(errors.BAD_FIELD, path, field="game")
    try:
        return Game.from_dict(data)
    except ValueError as exc:
        raise LoadError(errors.BAD_GAME, path, reason=str(exc)[:300]) from exc
    except _ENGINE_SHAPE_ERRORS as exc:
        raise LoadError(errors.BAD_GAME, path, reason="the game data has the wrong shape") from exc


def _version_of(document: dict[str, Any], path: Path) -> int:
    from krig_desktop.storage.save_format import FORMAT_VERSION

    version = schema.get(document, "version", "version", path)
    if not isinstance(version, int) or isinstance(version, bool):
        raise LoadError(errors.BAD_VERSION, path, version=str(version)[:40])
    if version > FORMAT_VERSION:
        raise NewerVersionError(
            errors.NEWER_VERSION, path, version=version, current=FORMAT_VERSION
        )
    if version < 0:
        raise LoadError(errors.BAD_VERSION, path, version=version)
    return version


def _check_v1(document: dict[str, Any], path: Path) -> None:
    """Types and ranges of everything outside "game" (the engine checks "game")."""
    schema.only_keys(document, V1_KEYS, "", path)
    for key in V1_KEYS:
        schema.get(document, key, key, path)
    program = schema.obj(document["program"], "program", path)
    schema.only_keys(program, ("name", "version"), "program", path)
    schema.text(schema.get(program, "name", "program.name", path), "program.name", path)
    schema.text(
        schema.get(program, "version", "program.version", path), "program.version", path
    )
    schema.timestamp(document["saved_at"], "saved_at", path)
    schema.integer(document["game_number"], "game_number", path, 1, MAX_GAME_NUMBER)
    schema.integer(document["players"], "players", path, 2, 4)
    rules = schema.obj(document["rules"], "rules", path)
    schema.only_keys(rules, ("face_down", "gathering"), "rules", path)
    schema.integer(schema.get(rules, "face_down", "rules.face_down", path),
                   "rules.face_down", path, 1, 3)
    schema.choice(schema.get(rules, "gathering", "rules.gathering", path),
                  "rules.gathering", path, GATHERINGS)
    stats = schema.obj(document["statistics"], "statistics", path)
    schema.only_keys(stats, STATISTICS_KEYS, "statistics", path)
    for key in STATISTICS_KEYS:
        schema.get(stats, key, f"statistics.{key}", path)
    schema.integer(stats["battles"], "statistics.battles", path, 0, MAX_COUNT)
    schema.integer(stats["war_steps"], "statistics.war_steps", path, 0, MAX_COUNT)
    schema.int_list(stats["cards"], "statistics.cards", path, 0, 52)
    schema.int_list(stats["in_play"], "statistics.in_play", path, 0, 3)
    schema.boolean(stats["over"], "statistics.over", path)
    if stats["outcome"] is not None:
        schema.choice(stats["outcome"], "statistics.outcome", path, OUTCOMES)
    schema.obj(document["game"], "game", path)


def _flatten(items: Iterable[Any]) -> list[Any]:
    """Cards from a list that may hold cards or lists of cards (the hands)."""
    from krig_desktop.engine import Card

    found: list[Any] = []
    for item in items:
        if isinstance(item, Card):
            found.append(item)
        elif isinstance(item, list | tuple):
            found.extend(_flatten(item))
        elif item is not None:
            found.append(item)
    return found


def all_cards(game: Game) -> list[str]:
    """Every card of the game, wherever it is, in notation."""
    cards = _flatten(game.hands) + _flatten(game.table or [])
    if game.set_aside is not None:
        cards.append(game.set_aside)
    return [str(card) for card in cards]


def _check_cards(game: Game, path: Path) -> None:
    counts = Counter(all_cards(game))
    for card, count in sorted(counts.items()):
        if count > 1:
            raise LoadError(errors.CARD_TWICE, path, card=card, count=count)
        if card not in FULL_DECK:
            raise LoadError(errors.BAD_GAME, path, reason=f"unknown card {card[:10]!r}")
    for card in FULL_DECK:
        if card not in counts:
            raise LoadError(errors.CARD_MISSING, path, card=card)


def _outcome_problem(game: Game) -> str | None:
    """Which part of the game disagrees with the rest (a field name), or None."""
    players = len(game.hands)
    in_play = list(game.in_play)
    table = _flatten(game.table or [])
    if in_play != sorted(set(in_play)) or not all(0 <= s < players for s in in_play):
        return "in_play"
    if any(game.hands[s] for s in range(players) if s not in in_play):
        return "hands"
    outcome = None if game.outcome is None else str(game.outcome)
    winner = game.winner
    if not game.over:
        if outcome is not None:
            return "outcome"
        if winner is not None:
            return "winner"
        return "in_play" if len(in_play) < 2 else None
    if outcome == "win":
        if not isinstance(winner, int) or in_play != [winner]:
            return "winner"
        if table:
            return "table"
        held = len(game.hands[winner]) + (game.set_aside is not None)
        return None if held == len(FULL_DECK) else "hands"
    if outcome not in ("repetition", "draw"):
        return "outcome"
    if winner is not None:
        return "winner"
    if outcome == "repetition":
        if table:
            return "table"
        return "in_play" if len(in_play) < 2 else None
    return None


def _check_outcome(game: Game, path: Path) -> None:
    """The hands, the seats in play and the outcome must tell the same story."""
    problem = _outcome_problem(game)
    if problem is not None:
        raise LoadError(errors.BAD_OUTCOME, path, detail=problem)


def _check_agreement(document: dict[str, Any], game: Game, path: Path) -> None:
    from krig_desktop.storage.save_format import rules_of, statistics_of

    if document["game_number"] != game.seed:
        raise LoadError(errors.MISMATCH, path, field="game_number")
    if document["players"] != len(game.hands):
        raise LoadError(errors.MISMATCH, path, field="players")
    if document["rules"] != rules_of(game):
        raise LoadError(errors.MISMATCH, path, field="rules")
    actual = statistics_of(game)
    for key in STATISTICS_KEYS:
        if document["statistics"][key] != actual[key]:
            raise LoadError(errors.MISMATCH, path, field=f"statistics.{key}")


def document_to_save(document: Any, path: Path) -> LoadedSave:
    """Check parsed JSON from `path` completely; the game in it, or LoadError."""
    from krig_desktop.storage.save_format import FORMAT_NAME, FORMAT_VERSION, LoadedSave

    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise LoadError(errors.NOT_A_SAVE, path)
    version = _version_of(document, path)
    document = migrate(document, version, FORMAT_VERSION, path)
    _check_v1(document, path)
    game = load_game(document["game"], path)
    _check_cards(game, path)
    _check_outcome(game, path)
    _check_agreement(document, game, path)
    return LoadedSave(
        game=game,
        game_number=document["game_number"],
        saved_at=document["saved_at"],
        program_version=document["program"]["version"],
        format_version=version,
    )
