"""The controller's Finish Game: play the game in play to its end, in slices between which
the window stays live (`FinishSlices`, finishing.py, plays them), showing progress,
until it ends or Pause stops it; then the table shows where it got to.

A mixin of `Controller` (game_controller.py), which gives it the state it declares below
for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from krig_desktop.controller.play_texts import progress_text

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from krig_desktop.controller.finishing import FinishSlices
    from krig_desktop.controller.looking_back import LookingBack
    from krig_desktop.engine import Game


class FinishGame:
    """Finish Game, its progress line, and Pause stopping it."""

    if TYPE_CHECKING:  # the Controller's, which this is a part of
        game: Game
        looking: LookingBack
        _finisher: FinishSlices
        finishProgress: SignalInstance

        @property
        def replaying(self) -> bool: ...

        @property
        def finishing(self) -> bool: ...

        def stop_replay(self) -> None: ...

        def _halt(self) -> None: ...

        def _show_game(self) -> None: ...

        def _after_step(self) -> None: ...

        def _fail(self, error: Exception) -> None: ...

    def finish_game(self) -> None:
        """Play to the end. Ordinary games end at once (one redraw); a very long one
        plays on in slices between which the window stays live, showing progress,
        until it ends or Pause stops it."""
        if self.replaying:  # a replay is not finished: the real game returns
            self.stop_replay()
            return
        if self.game.over or self.finishing:
            return
        self.looking.back()
        self._halt()
        self._finisher.start(self.game)

    def _on_slice(self, battles: int) -> None:
        self.finishProgress.emit(self.progress_text(battles))

    def progress_text(self, battles: int) -> str:
        """The status bar's line while Finish game runs."""
        return progress_text(battles)

    def pause_finishing(self) -> None:
        """Stop a running Finish game where it is; the table shows the position reached."""
        if self.finishing:
            self._end_finishing()

    def _stop_finishing(self) -> None:
        """Drop a running Finish game without showing anything (a new game follows)."""
        if self.finishing:
            self._finisher.stop()
            self.finishProgress.emit("")

    def _end_finishing(self) -> None:
        self._stop_finishing()
        try:
            self._show_game()
            self._after_step()
        except Exception as error:
            self._fail(error)

