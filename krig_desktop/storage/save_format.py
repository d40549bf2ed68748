"""Reading and writing a save file: bounded reads, strict checks, atomic writes.

The format itself is described in envelope.py; the checks in validate.py. The rest of
the program comes in through saves.py, which loads this module at its first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage import errors
from krig_desktop.storage.atomic import move_atomic, write_atomic
from krig_desktop.storage.bounded_read import read_bounded
from krig_desktop.storage.envelope import LoadedSave, build_document
from krig_desktop.storage.errors import LoadError, SaveError
from krig_desktop.storage.json_codec import encode, parse_json
from krig_desktop.storage.story_format import SavedChances
from krig_desktop.storage.validate import document_to_save

# Refuse anything larger before reading it. Saves written now hold a game of constant
# size (about 13 KB), but 0.1.0's saves (format 1) must keep loading: with fixed
# gathering they kept every position seen (about 6-8 bytes a battle), up to 1,000,000
# positions; the largest 0.1.0 could write measured 7.66 MB (4 players, 2 face-down,
# game 6, 999,999 battles). 32 MiB is four times that: no real save is refused, and a
# huge file is refused before a single byte of it is read.
MAX_SAVE_BYTES = 32 * 1024 * 1024


def decode(data: bytes, path: Path, to_play: bool = True) -> LoadedSave:
    """Bytes of a save to a checked game; LoadError for anything wrong (`to_play`:
    see `document_to_save`)."""
    return document_to_save(parse_json(data, path), path, to_play)


def read_save(path: Path) -> LoadedSave:
    """Read and check the save at `path`. Raises only LoadError; changes nothing."""
    path = Path(path)
    return decode(read_bounded(path, MAX_SAVE_BYTES), path)


def write_save(path: Path, game: Game, game_key: str | None = None,
               chances: SavedChances | None = None,
               people: tuple[str, ...] = ("",), calls: Sequence[WarCall] = (),
               game_time: GameTime | None = None) -> None:
    """Write `game` (its identity `game_key`, its `chances`, the `people` playing it, the
    wars they called: `calls`, its time: `game_time`) to `path` atomically. Raises only
    SaveError; the old file survives. No key: a game of its own."""
    write_document(path, build_document(game, game_key=game_key, chances=chances,
                                        people=people, calls=calls,
                                        game_time=game_time))


def move_document(source: Path, target: Path) -> None:
    """Put the save at `source` in the place of `target`, in one step (a save written
    aside first: Undo's, ui/window/put_away.py); OSError."""
    move_atomic(source, target)


def write_document(path: Path, document: dict[str, Any]) -> None:
    """Write a save document (`build_document`'s) to `path` atomically; SaveError.

    Needs no game: the keeper builds the document between two steps and has it
    written by another thread while play goes on."""
    path = Path(path)
    data = encode(document)
    # Never write what could not be read back: the size bound, and the very same checks
    # as loading.
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(errors.SAVE_TOO_LARGE, path, size=len(data), limit=MAX_SAVE_BYTES)
    try:
        decode(data, path, to_play=False)
    except LoadError as error:
        raise SaveError(errors.WOULD_NOT_LOAD, path, reason=str(error)) from error
    write_atomic(path, data)
