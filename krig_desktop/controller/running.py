"""Whether something runs by itself: autoplay (a replay plays by autoplay too) or Finish
Game playing on in slices. Pause is offered exactly while this is true.

It watches the controller's public signals and asks only its public state, so the
controller keeps its pacing to itself; `changed` fires only when the answer changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from krig_desktop.engine import Game

if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    class Runs(Protocol):
        """What Running watches and asks of the controller (it never imports the controller)."""

        @property
        def autoplayChanged(self) -> SignalInstance: ...

        @property
        def gameStarted(self) -> SignalInstance: ...

        @property
        def gameOver(self) -> SignalInstance: ...

        @property
        def finishProgress(self) -> SignalInstance: ...

        @property
        def finishing(self) -> bool: ...

        @property
        def autoplay(self) -> bool: ...

        @property
        def game(self) -> Game: ...


class Running(QObject):
    """`now`: autoplay on in a game not over, or Finish Game running."""

    changed = Signal(bool)

    def __init__(self, controller: Runs, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.now = False
        for signal in (controller.autoplayChanged, controller.gameStarted,
                       controller.gameOver, controller.finishProgress):
            signal.connect(self.check)

    def check(self, *_: object) -> None:
        c = self._controller
        now = c.finishing or (c.autoplay and not c.game.over)
        if now != self.now:
            self.now = now
            self.changed.emit(now)
