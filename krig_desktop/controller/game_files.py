"""The controller's files: what a save, the resume file and Undo's put-away game carry of
the game in play, and what a load hands back.

A game travels with more than the engine's data: its identity (`game_key`), the people
who play it, its chances (the story's, from `chance_keeper`) and the wars called (from
`calls_keeper`). A load shows the file's game and keeps its chances and calls for the
feeders that follow it (the odds feed, `WarCalls`), handed over once, for that very game
object (`take_loaded_chances`, `take_loaded_calls`): a feeder made after the load (the
start's resume comes before the window's feeders) still gets them.

A mixin of `Controller` (game_controller.py), which gives it the state it declares below
for the type checker; it holds no Qt object of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from krig_desktop.engine import Game
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.envelope import LoadedSave
from krig_desktop.storage.save_format import write_save
from krig_desktop.storage.story_format import SavedChances

if TYPE_CHECKING:
    from krig_desktop.controller.turns import Turns

ChanceKeeper = Callable[[Game], SavedChances | None]
CallsKeeper = Callable[[str], Sequence[WarCall]]  # a game key: that game's calls


class GameFiles:
    """Saving and loading the controller's real game, with all that travels with it."""

    if TYPE_CHECKING:  # the Controller's, which this is a part of
        _game_key: str
        _turns: Turns

        @property
        def real_game(self) -> Game: ...

        @property
        def human_names(self) -> tuple[str, ...]: ...

        def replace_game(self, game: Game, game_key: str | None = None) -> None: ...

    def _init_files(self) -> None:
        self.chance_keeper: ChanceKeeper | None = None  # set by the odds wiring
        self._loaded_chances: tuple[Game, SavedChances] | None = None
        self.calls_keeper: CallsKeeper | None = None  # set by WarCalls
        self._loaded_calls: tuple[Game, tuple[WarCall, ...]] | None = None

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

    def save_to(self, path: Path) -> None:
        """Write the game in play (the real one while a replay runs) to `path`
        (StorageError, or anything unexpected, is raised for the caller to tell)."""
        write_save(path, self.real_game, self._game_key, self.saved_chances(),
                   self.human_names, self.saved_calls())

    def saved_chances(self) -> SavedChances | None:
        """The real game's chances for its save, from `chance_keeper` (None: none)."""
        keeper = self.chance_keeper
        return None if keeper is None else keeper(self.real_game)

    def saved_calls(self, game_key: str | None = None) -> Sequence[WarCall]:
        """The wars called in the game with `game_key` (None: the real game), for its
        save: the file's, while a game just loaded has not handed them over yet (no
        `calls_keeper`, or it has not seen the load), else `calls_keeper`'s."""
        key = self._game_key if game_key is None else game_key
        loaded = self._loaded_calls
        if key == self._game_key and loaded is not None and loaded[0] is self.real_game:
            return loaded[1]
        keeper = self.calls_keeper
        return () if keeper is None else keeper(key)

    def load(self, loaded: LoadedSave) -> None:
        """Show a game read from a file as it stands: that game goes on (its key, its
        chances, its calls)."""
        self._loaded_chances = (loaded.game, loaded.chances)
        self._loaded_calls = (loaded.game, loaded.calls)
        self._turns.people = loaded.people
        self.replace_game(loaded.game, loaded.game_key or None)

