"""The controller's Finish Game: play the game in play to its end, in slices between which
the window stays live (`FinishSlices`, finishing.py, plays them), showing progress,
until it ends or Pause stops it; then the table shows where it got to.

A part the `Controller` (game_controller.py) owns: it reads the controller's public
state through `Finished` (no import back to the controller), and is handed the rest
explicitly, as callables: `halt` (stop whatever goes on by itself), `show` (snap the
table to the game and publish it), `go_on` (what follows a step) and `fail` (play
stopped on an unexpected error).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, SignalInstance

from krig_desktop.controller.finishing import FinishSlices
from krig_desktop.controller.looking_back import LookingBack
from krig_desktop.controller.play_texts import progress_text
from krig_desktop.engine import Game, battle_on_table

if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    class Finished(Protocol):
        """What Finish Game uses of the controller (it never imports the controller)."""

        @property
        def game(self) -> Game: ...

        @property
        def looking(self) -> LookingBack: ...

        @property
        def replaying(self) -> bool: ...

        @property
        def finishProgress(self) -> SignalInstance: ...

        def stop_replay(self) -> None: ...


class FinishGame:
    """Finish Game, its progress line, and Pause stopping it; `FinishSlices` (a child of
    `parent`, the controller) plays the slices."""

    def __init__(self, controller: Finished, parent: QObject, *,
                 halt: Callable[[], None], show: Callable[[], None],
                 go_on: Callable[[], None], fail: Callable[[Exception], None]) -> None:
        self._controller = controller
        self._halt, self._show, self._go_on, self._fail = halt, show, go_on, fail
        self._finisher = FinishSlices(parent)
        self._finisher.sliced.connect(self._on_slice)
        self._finisher.ended.connect(self._end_finishing)
        self._finisher.failed.connect(fail)

    @property
    def running(self) -> bool:
        """True while Finish game plays on in slices."""
        return self._finisher.running

    @property
    def chunk(self) -> int:
        """Battles the next slice plays (adapts itself to ~50 ms)."""
        return self._finisher.chunk

    @chunk.setter
    def chunk(self, battles: int) -> None:
        self._finisher.chunk = battles

    def finish_game(self) -> None:
        """Play to the end. Ordinary games end at once (one redraw); a very long one
        plays on in slices between which the window stays live, showing progress,
        until it ends or Pause stops it."""
        c = self._controller
        if c.replaying:  # a replay is not finished: the real game returns
            c.stop_replay()
            return
        if c.game.over or self.running:
            return
        c.looking.back()
        self._halt()
        self._finisher.start(c.game)

    def _on_slice(self, battles: int) -> None:
        # The battle on the table: the next one (a slice ends with the game going on).
        self._controller.finishProgress.emit(progress_text(battle_on_table(battles, False)))

    def pause_finishing(self) -> None:
        """Stop a running Finish game where it is; the table shows the position reached."""
        if self.running:
            self._end_finishing()

    def stop(self) -> None:
        """Drop a running Finish game without showing anything (a new game follows)."""
        if self.running:
            self._finisher.stop()
            self._controller.finishProgress.emit("")

    def _end_finishing(self) -> None:
        self.stop()
        try:
            self._show()
            self._go_on()
        except Exception as error:
            self._fail(error)
