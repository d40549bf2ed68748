"""Older save formats, brought up to the current one a single version step at a time.

Each step is one function `v<N>_to_v<N+1>(document, path) -> document` registered in
STEPS; `migrate` applies them in order. A step checks what it reads (LoadError for
anything wrong) and never touches the file on disk.

Version 0 was the draft format of the first prototype:

    {"format": "krig-desktop-save", "version": 0, "app_version": "0.0.1",
     "saved": "2026-11-01T12:00:00+00:00", "seed": 7, "player_count": 2,
     "face_down_cards": 1, "gathering": "shuffled", "state": { Game.to_dict() }}

It had flat rule keys under other names and no statistics; version 1 groups the rules,
names the program, and repeats the statistics so they can be checked.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from krig_desktop.storage import errors, schema
from krig_desktop.storage.errors import LoadError

Document = dict[str, Any]
Step = Callable[[Document, Path], Document]

V0_KEYS = (
    "format", "version", "app_version", "saved", "seed", "player_count",
    "face_down_cards", "gathering", "state",
)


def v0_to_v1(document: Document, path: Path) -> Document:
    """The draft format: rename keys, group the rules, add the statistics from the game."""
    from krig_desktop.storage.save_format import PROGRAM_NAME, statistics_of
    from krig_desktop.storage.validate import load_game

    schema.only_keys(document, V0_KEYS, "", path)
    state = schema.obj(schema.get(document, "state", "state", path), "state", path)
    game = load_game(state, path)
    return {
        "format": document["format"],
        "version": 1,
        "program": {
            "name": PROGRAM_NAME,
            "version": schema.text(
                schema.get(document, "app_version", "app_version", path), "app_version", path
            ),
        },
        "saved_at": schema.get(document, "saved", "saved", path),
        "game_number": schema.get(document, "seed", "seed", path),
        "players": schema.get(document, "player_count", "player_count", path),
        "rules": {
            "face_down": schema.get(document, "face_down_cards", "face_down_cards", path),
            "gathering": schema.get(document, "gathering", "gathering", path),
        },
        "statistics": statistics_of(game),
        "game": state,
    }


# STEPS[n] turns a version-n document into a version-(n+1) one.
STEPS: dict[int, Step] = {0: v0_to_v1}


def migrate(document: Document, version: int, current: int, path: Path) -> Document:
    """Apply each step from `version` up to `current`; LoadError if a step is missing."""
    while version < current:
        step = STEPS.get(version)
        if step is None:
            raise LoadError(errors.BAD_VERSION, path, version=version)
        document = step(document, path)
        version += 1
        if schema.get(document, "version", "version", path) != version:
            raise LoadError(errors.BAD_VERSION, path, version=version)
    return document
