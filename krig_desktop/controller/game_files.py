"""The controller's files: what a save, the resume file and Undo's put-away game carry of
the game in play, and what a load hands back.

A game travels with more than the engine's data: its identity (`game_key`), the people
who play it, its own time (the controller's `play_time.clock`: when dealt, seconds played), its
chances (the story's, from the controller's `chance_keeper`) and the
wars called (from its `calls_keeper`). A load shows the file's game and keeps its
chances and calls for the feeders that follow it (the odds feed, `WarCalls`), handed
over once, for that very game object (`take_loaded_chances`, `take_loaded_calls`): a
feeder made after the load (the start's resume comes before the window's feeders)
still gets them.

A part the `Controller` (game_controller.py) owns: it uses the controller's public
members, through `Filed` (no import back to the controller); a load hands the file's
people to its `replace_game`. It holds no Qt object.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from krig_desktop.controller.play_time import PlayTime
from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.envelope import LoadedSave
from krig_desktop.storage.saves import write_save
from krig_desktop.storage.story_format import SavedChances

ChanceKeeper = Callable[[Game], SavedChances | None]
CallsKeeper = Callable[[str], Sequence[WarCall]]  # a game key: that game's calls


class Filed(Protocol):
    """What the files use of the controller (they never import the controller)."""

    @property
    def real_game(self) -> Game: ...

    @property
    def game_key(self) -> str: ...

    @property
    def human_names(self) -> tuple[str, ...]: ...

    @property
    def play_time(self) -> PlayTime: ...

    @property
    def chance_keeper(self) -> ChanceKeeper | None: ...

    @property
    def calls_keeper(self) -> CallsKeeper | None: ...

    def replace_game(self, game: Game, game_key: str | None = None,
                     people: tuple[str, ...] | None = None) -> None: ...


class GameFiles:
    """Saving the controller's real game with all that travels with it, and what the
    last load read beside its game until the feeders take it."""

    def __init__(self, controller: Filed) -> None:
        self._controller = controller
        self._loaded_chances: tuple[Game, SavedChances] | None = None
        self._loaded_calls: tuple[Game, tuple[WarCall, ...]] | None = None
        self._loaded_time: tuple[Game, GameTime] | None = None

    def take_loaded_chances(self, game: Game) -> SavedChances | None:
        """The chances the last load read with this very `game`, handed over once."""
        loaded = self._loaded_chances
        if loaded is None or loaded[0] is not game:
            return None
        self._loaded_chances = None
        return loaded[1]

    def take_loaded_calls(self, game: Game) -> tuple[WarCall, ...] | None:
        """The wars called that the last load read with this very `game`, handed over
        once (to `WarCalls`, when that game is on the table)."""
        loaded = self._loaded_calls
        if loaded is None or loaded[0] is not game:
            return None
        self._loaded_calls = None
        return loaded[1]

    def take_loaded_time(self, game: Game) -> GameTime | None:
        """The time the last load read with this very `game`, handed over once (to the
        controller's clock, as it shows that game)."""
        loaded = self._loaded_time
        if loaded is None or loaded[0] is not game:
            return None
        self._loaded_time = None
        return loaded[1]

    def save_to(self, path: Path) -> None:
        """Write the game in play (the real one while a replay runs) to `path`
        (StorageError, or anything unexpected, is raised for the caller to tell)."""
        c = self._controller
        write_save(path, c.real_game, c.game_key, self.saved_chances(), c.human_names,
                   self.saved_calls(), c.play_time.clock.now())

    def saved_chances(self) -> SavedChances | None:
        """The real game's chances for its save, from `chance_keeper` (None: none)."""
        keeper = self._controller.chance_keeper
        return None if keeper is None else keeper(self._controller.real_game)

    def saved_calls(self, game_key: str | None = None) -> Sequence[WarCall]:
        """The wars called in the game with `game_key` (None: the real game), for its
        save: the file's, while a game just loaded has not handed them over yet (no
        `calls_keeper`, or it has not seen the load), else `calls_keeper`'s."""
        c = self._controller
        key = c.game_key if game_key is None else game_key
        loaded = self._loaded_calls
        if key == c.game_key and loaded is not None and loaded[0] is c.real_game:
            return loaded[1]
        keeper = c.calls_keeper
        return () if keeper is None else keeper(key)

    def load(self, loaded: LoadedSave) -> None:
        """Show a game read from a file as it stands: that game goes on (its key, its
        people, its chances, its calls, its time)."""
        self._loaded_chances = (loaded.game, loaded.chances)
        self._loaded_time = (loaded.game, loaded.time)
        self._loaded_calls = (loaded.game, loaded.calls)
        # The file's people come with its game, once the game in play has left with
        # its own (the controller's door).
        self._controller.replace_game(loaded.game, loaded.game_key or None, loaded.people)
