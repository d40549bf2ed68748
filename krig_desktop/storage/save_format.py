"""The save file: versioned JSON around `Game.to_dict()`, written and read safely.

Format version 1 (the current one):

    {
      "format": "krig-desktop-save",
      "version": 1,
      "program": {"name": "Krig Desktop", "version": "<krig_desktop.__version__>"},
      "saved_at": "2026-11-30T00:00:00Z",          UTC, ISO 8601
      "game_number": 123,                          the deal (game.seed)
      "players": 3,
      "rules": {"face_down": 1, "gathering": "shuffled"},
      "statistics": {"battles": 10, "war_steps": 2, "cards": [20, 15, 16],
                     "in_play": [0, 1, 2], "over": false, "outcome": null},
      "game": { ... Game.to_dict() ... }
    }

Everything outside "game" is repeated from the game on purpose: it lets a person read a
save, and on loading it must agree with the game (a cheap check against damage).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from krig_desktop import __version__
from krig_desktop.storage import errors
from krig_desktop.storage.atomic import write_atomic
from krig_desktop.storage.bounded_read import read_bounded
from krig_desktop.storage.errors import LoadError, SaveError

if TYPE_CHECKING:
    from krig_desktop.engine import Game

FORMAT_NAME = "krig-desktop-save"
FORMAT_VERSION = 1
PROGRAM_NAME = "Krig Desktop"
# Refuse anything larger before reading it. Measured (tests/storage/test_save_size_bound.py
# and benchmarks): a shuffled game's save is about 13 KB whatever its length; with fixed
# gathering the engine keeps every position seen (compressed, about 6-8 bytes a battle),
# and fixed games with 2 face-down cards often run past 1,000,000 battles. The engine
# loads at most 1,000,000 positions (serial.MAX_POSITIONS): the largest save it can load
# measured 7.66 MB (4 players, 2 face-down, game 6, 999,999 battles; read in 2.3 s).
# 32 MiB is four times that: no real save is refused, and a huge file is refused before
# a single byte of it is read.
MAX_SAVE_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class LoadedSave:
    """A save that passed every check: the game and what the file said about it."""

    game: Game
    game_number: int
    saved_at: str
    program_version: str
    format_version: int  # the version the file was written in (before migration)


def utc_now_iso() -> str:
    """The time of saving: UTC, ISO 8601, to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def statistics_of(game: Game) -> dict[str, Any]:
    """The counters a person (or a check on loading) wants without reading the game."""
    return {
        "battles": int(game.battles),
        "war_steps": int(game.war_steps),
        "cards": [len(hand) for hand in game.hands],
        "in_play": [int(seat) for seat in game.in_play],
        "over": bool(game.over),
        "outcome": None if game.outcome is None else str(game.outcome),
    }


def rules_of(game: Game) -> dict[str, Any]:
    return {"face_down": int(game.rules.face_down), "gathering": str(game.rules.gathering)}


def build_document(game: Game, saved_at: str | None = None) -> dict[str, Any]:
    """The whole save (format version 1) of `game` as JSON-safe data."""
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "program": {"name": PROGRAM_NAME, "version": __version__},
        "saved_at": saved_at or utc_now_iso(),
        "game_number": int(game.seed),
        "players": len(game.hands),
        "rules": rules_of(game),
        "statistics": statistics_of(game),
        "game": game.to_dict(),
    }


def encode(document: dict[str, Any]) -> bytes:
    """UTF-8 JSON, indented so a person can read it; NaN and the like are refused."""
    return (json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False) + "\n").encode()


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json(data: bytes, path: Path) -> Any:
    """Bytes to JSON data, or LoadError saying exactly what is wrong with them."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LoadError(errors.NOT_UTF8, path) from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise LoadError(errors.EMPTY, path)
    try:
        return json.loads(
            text, object_pairs_hook=_no_duplicate_keys, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as exc:
        # Cut off: the parser ran out of text (a string still open runs to the end too).
        if not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string"):
            raise LoadError(errors.TRUNCATED, path) from exc
        raise LoadError(errors.NOT_JSON, path, line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise LoadError(errors.TOO_DEEP, path) from exc
    except ValueError as exc:  # duplicate keys, NaN, numbers too long to convert
        raise LoadError(errors.NOT_JSON, path, line="?", column="?") from exc


def decode(data: bytes, path: Path) -> LoadedSave:
    """Bytes of a save to a checked game; LoadError for anything wrong."""
    from krig_desktop.storage.validate import document_to_save

    return document_to_save(parse_json(data, path), path)


def read_save(path: Path) -> LoadedSave:
    """Read and check the save at `path`. Raises only LoadError; changes nothing."""
    path = Path(path)
    return decode(read_bounded(path, MAX_SAVE_BYTES), path)


def write_save(path: Path, game: Game) -> None:
    """Write `game` to `path` atomically. Raises only SaveError; the old file survives."""
    path = Path(path)
    data = encode(build_document(game))
    # Never write what could not be read back: the size bound, and the very same checks
    # as loading (a few milliseconds; e.g. the engine loads at most 1,000,000 positions).
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(errors.SAVE_TOO_LARGE, path, size=len(data), limit=MAX_SAVE_BYTES)
    try:
        decode(data, path)
    except LoadError as error:
        raise SaveError(errors.WOULD_NOT_LOAD, path, reason=str(error)) from error
    write_atomic(path, data)
