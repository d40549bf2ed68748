"""From untrusted JSON data to a loaded save: the envelope checked, the game judged.

Order of checks: it is a Krig Desktop save → its version is one we read (migrating older
ones) → every envelope entry has the right type and range → the engine accepts the game
(the engine alone decides whether a game is consistent: its cards, phase and outcome) →
everything the envelope says agrees with that game. Anything else raises LoadError.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from krig_desktop.engine import Game, Outcome
from krig_desktop.engine.game import PLAYERS_RANGE
from krig_desktop.engine.rules import FACE_DOWN_RANGE, GATHERINGS, parse_end
from krig_desktop.engine.serial_checks import MAX_BATTLES_TO_GO_ON
from krig_desktop.model.game_time import MAX_SECONDS_PLAYED, GameTime
from krig_desktop.model.war_call import WarCall
from krig_desktop.people import HUMANS_RANGE, MAX_NAME_CHARS, name_problem
from krig_desktop.storage import errors, schema
from krig_desktop.storage.calls_format import decode_calls
from krig_desktop.storage.envelope import (
    FORMAT_NAME,
    FORMAT_VERSION,
    GAME_KEY,
    KEYS,
    PROGRAM_KEYS,
    RULES_KEYS,
    STATISTICS_KEYS,
    LoadedSave,
    rules_of,
    statistics_of,
)
from krig_desktop.storage.errors import LoadError, NewerVersionError
from krig_desktop.storage.migrations import migrate
from krig_desktop.storage.story_format import SavedChances, decode_chances

OUTCOMES = tuple(outcome.value for outcome in Outcome)
DECK_SIZE = 52


def load_game(data: Any, path: Path) -> Game:
    """`Game.from_dict`: the engine's verdict on the game, its refusal as a LoadError."""
    if not isinstance(data, dict):
        raise LoadError(errors.BAD_FIELD, path, field="game")
    try:
        return Game.from_dict(data)
    except ValueError as exc:  # GameDataError, with the engine's readable reason
        raise LoadError(errors.BAD_GAME, path, reason=str(exc)[:300]) from exc


def _version_of(document: dict[str, Any], path: Path) -> int:
    version = schema.get(document, "version", "version", path)
    if not isinstance(version, int) or isinstance(version, bool):
        raise LoadError(errors.BAD_VERSION, path, version=str(version)[:40])
    if version > FORMAT_VERSION:
        raise NewerVersionError(
            errors.NEWER_VERSION, path, version=version, current=FORMAT_VERSION
        )
    if version < 1:
        raise LoadError(errors.BAD_VERSION, path, version=version)
    return version


def _check_envelope(document: dict[str, Any], path: Path) -> None:
    """Types and ranges of everything outside "game" (the engine judges "game")."""
    schema.only_keys(document, KEYS, "", path)
    for key in KEYS:
        schema.get(document, key, key, path)
    program = schema.obj(document["program"], "program", path)
    schema.only_keys(program, PROGRAM_KEYS, "program", path)
    for key in PROGRAM_KEYS:
        schema.text(schema.get(program, key, f"program.{key}", path), f"program.{key}", path)
    schema.timestamp(document["saved_at"], "saved_at", path)
    schema.integer(document["game_number"], "game_number", path, 1)  # range: the engine's
    schema.integer(document["players"], "players", path, *PLAYERS_RANGE)
    rules = schema.obj(document["rules"], "rules", path)
    schema.only_keys(rules, RULES_KEYS, "rules", path)
    schema.integer(schema.get(rules, "face_down", "rules.face_down", path),
                   "rules.face_down", path, *FACE_DOWN_RANGE)
    schema.choice(schema.get(rules, "gathering", "rules.gathering", path),
                  "rules.gathering", path, GATHERINGS)
    if "end" in rules:  # (written only when not "out": Rules.to_dict)
        _check_end(rules["end"], path)
    stats = schema.obj(document["statistics"], "statistics", path)
    schema.only_keys(stats, STATISTICS_KEYS, "statistics", path)
    for key in STATISTICS_KEYS:
        schema.get(stats, key, f"statistics.{key}", path)
    schema.integer(stats["battles"], "statistics.battles", path, 0)
    schema.integer(stats["war_steps"], "statistics.war_steps", path, 0)
    # Sizes only; whether they fit this game's players is the agreement check's.
    seats = PLAYERS_RANGE[1]
    schema.int_list(stats["cards"], "statistics.cards", path, 0, DECK_SIZE, seats)
    schema.int_list(stats["in_play"], "statistics.in_play", path, 0, seats - 1, seats)
    schema.boolean(stats["over"], "statistics.over", path)
    if stats["outcome"] is not None:
        schema.choice(stats["outcome"], "statistics.outcome", path, OUTCOMES)
    key = schema.text(document["game_key"], "game_key", path, max_length=32)
    if GAME_KEY.fullmatch(key) is None:
        raise LoadError(errors.BAD_VALUE, path, field="game_key")
    schema.obj(document["game"], "game", path)


def _check_end(end: object, path: Path) -> None:
    """The rule option "end" is one the engine takes ("battles:N", "wars:K": no
    number in it drives anything before it is checked)."""
    try:
        parse_end(end)
    except ValueError as exc:
        raise LoadError(errors.BAD_VALUE, path, field="rules.end") from exc


def _time(document: dict[str, Any], path: Path) -> GameTime:
    """When the game was dealt and how long it was played (bounded: a file's figure
    ends up in the history's sums)."""
    return GameTime(
        schema.posix_seconds(document["dealt_at"], "dealt_at", path),
        schema.integer(document["seconds_played"], "seconds_played", path, 0,
                       MAX_SECONDS_PLAYED))


def _people(document: dict[str, Any], path: Path) -> tuple[str, ...]:
    """The people at the computer: 1 or 2 names, each empty or a name a person could
    give (the command line's and the dialog's check), never more than the players."""
    people = document["people"]
    low, high = HUMANS_RANGE
    if not isinstance(people, list):
        raise LoadError(errors.BAD_FIELD, path, field="people")
    if not low <= len(people) <= min(high, document["players"]):
        raise LoadError(errors.BAD_VALUE, path, field="people")
    for name in people:
        written = schema.text(name, "people", path, max_length=MAX_NAME_CHARS)
        if written and (name_problem(written) is not None or written != written.strip()):
            raise LoadError(errors.BAD_VALUE, path, field="people")
    return tuple(people)


def _chances(document: dict[str, Any], game: Game, path: Path) -> SavedChances:
    """The chance history, judged against the game's battles (story_format's verdict)."""
    try:
        return decode_chances(document["chances"], int(game.battles))
    except ValueError as exc:
        raise LoadError(errors.BAD_VALUE, path, field="chances") from exc


def _calls(document: dict[str, Any], game: Game, path: Path) -> tuple[WarCall, ...]:
    """The wars called, judged against the game (calls_format's verdict)."""
    try:
        return decode_calls(document["calls"], game)
    except ValueError as exc:
        raise LoadError(errors.BAD_VALUE, path, field="calls") from exc


def _check_agreement(document: dict[str, Any], game: Game, path: Path) -> None:
    """What the envelope says about the game must be true of it."""
    if document["game_number"] != game.seed:
        raise LoadError(errors.MISMATCH, path, field="game_number")
    if document["players"] != game.players:
        raise LoadError(errors.MISMATCH, path, field="players")
    if document["rules"] != rules_of(game):
        raise LoadError(errors.MISMATCH, path, field="rules")
    actual = statistics_of(game)
    for key in STATISTICS_KEYS:
        if document["statistics"][key] != actual[key]:
            raise LoadError(errors.MISMATCH, path, field=f"statistics.{key}")


def _check_room(game: Game, path: Path) -> None:
    """A game opened to be played on must have battles left before MAX_BATTLES."""
    if game.battles > MAX_BATTLES_TO_GO_ON:
        raise LoadError(errors.BAD_GAME, path, reason=(
            f"battles: {game.battles:,} is too near the most a game can count "
            f"(2,147,483,647) to play on; an opened game has played at most "
            f"{MAX_BATTLES_TO_GO_ON:,}"))


def document_to_save(document: Any, path: Path, to_play: bool = True) -> LoadedSave:
    """Check parsed JSON from `path` completely; the save in it, or LoadError.
    `to_play=False` (only the check before a write) lets a game past
    MAX_BATTLES_TO_GO_ON through: one played on from below it is still kept."""
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise LoadError(errors.NOT_A_SAVE, path)
    version = _version_of(document, path)
    document = migrate(document, version, FORMAT_VERSION, path)
    _check_envelope(document, path)
    played = _time(document, path)
    game = load_game(document["game"], path)
    _check_agreement(document, game, path)
    if to_play:
        _check_room(game, path)
    chances = _chances(document, game, path)
    people = _people(document, path)
    calls = _calls(document, game, path)
    return LoadedSave(
        game=game,
        game_number=document["game_number"],
        saved_at=document["saved_at"],
        program_version=document["program"]["version"],
        format_version=version,
        game_key=document["game_key"],
        chances=chances,
        people=people,
        calls=calls,
        time=played,
    )
