"""Older save formats, brought up to the current one a single version step at a time.

Each step is one function `v<N>_to_v<N+1>(document, path) -> document` registered in
STEPS; `migrate` applies them in order. A step checks what it reads (LoadError for
anything wrong) and never touches the file on disk. Only the envelope is migrated here:
the "game" inside carries its own version, and the engine reads its older data itself.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from krig_desktop.storage import errors, schema
from krig_desktop.storage.envelope import utc_now_iso
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.game_key import new_game_key

Document = dict[str, Any]
Step = Callable[[Document, Path], Document]


def v1_to_v2(document: Document, path: Path) -> Document:
    """Krig Desktop 0.1.0's format: the same envelope; its game data is the engine's v1."""
    return {**document, "version": 2}


def v2_to_v3(document: Document, path: Path) -> Document:
    """Before games had an identity: the file becomes a game of its own (a key minted
    now, so two loads of one old file are two games), with no chances kept."""
    return {**document, "version": 3, "game_key": new_game_key(), "chances": []}


def v3_to_v4(document: Document, path: Path) -> Document:
    """Before two people could share a computer, or call a war: one person played,
    unnamed, and called nothing."""
    return {**document, "version": 4, "people": [""], "calls": []}


def v4_to_v5(document: Document, path: Path) -> Document:
    """Before a game carried its own time: it was dealt when the file was written, as
    far as anyone knows (its "saved_at", checked with the rest; now if it has none),
    and played for 0 seconds."""
    saved_at = document.get("saved_at")
    dealt_at = saved_at if isinstance(saved_at, str) else utc_now_iso()
    return {**document, "version": 5, "dealt_at": dealt_at, "seconds_played": 0}


# STEPS[n] turns a version-n document into a version-(n+1) one.
STEPS: dict[int, Step] = {1: v1_to_v2, 2: v2_to_v3, 3: v3_to_v4, 4: v4_to_v5}


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
