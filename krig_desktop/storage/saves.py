"""The save format's one door for the rest of the program: read a save, write one now,
or make a write that the writer thread runs later.

The format itself (save_format.py: the JSON codec, the checks of loading, the atomic
writer) is loaded by the first call here, not with this module. The first frame of a
new deal reads and writes no save, and the format is a measurable part of the start
(benchmarks/startup.py). Everything else of a save (its document, `LoadedSave`,
`has_game_number`) is in envelope.py, and needs none of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.envelope import LoadedSave
from krig_desktop.storage.story_format import SavedChances


def read_save(path: Path) -> LoadedSave:
    """Read and check the save at `path` (`save_format.read_save`). Raises only
    LoadError; changes nothing."""
    from krig_desktop.storage import save_format  # at its first use: see the module

    return save_format.read_save(path)


def write_save(path: Path, game: Game, game_key: str | None = None,
               chances: SavedChances | None = None, people: tuple[str, ...] = ("",),
               calls: Sequence[WarCall] = (),
               game_time: GameTime | None = None) -> None:
    """Write the save of `game` to `path` atomically, now (`save_format.write_save`).
    Raises only SaveError; the old file survives."""
    from krig_desktop.storage import save_format

    save_format.write_save(path, game, game_key, chances, people, calls, game_time)


def move_later(source: Path, target: Path) -> Callable[[], None]:
    """The rename of the save at `source` over `target` (`save_format.move_document`),
    for the writer thread to run, loaded now as `write_later`'s write is."""
    from krig_desktop.storage import save_format

    return partial(save_format.move_document, source, target)


def write_later(path: Path, document: dict[str, Any]) -> Callable[[], None]:
    """The atomic write of `document` (`envelope.build_document`'s) to `path`, for the
    writer thread to run; it raises SaveError there (`save_format.write_document`).
    The format is loaded now, on the calling thread: PySide makes a Qt type when Python
    first asks for it, and the writer thread must not be the first to ask."""
    from krig_desktop.storage import save_format

    return partial(save_format.write_document, path, document)
