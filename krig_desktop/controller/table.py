"""What the controller needs of a table: the Table protocol.

The controller drives whatever implements this: the real scene (`ui/table/table_scene.py`) in
the window, a recording fake in the controller's own tests. libkcardgame's contract:
the table can snap to a moment (`sync`) or animate one step's events ending at a moment
(`play`); it says "all animations done" once per `play`, and reports clicks on a deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from krig_desktop.engine import Event
from krig_desktop.model import TableModel
from krig_desktop.speed import Speed


class Table(Protocol):
    """A card table the controller can drive."""

    animationsDone: SignalInstance  # once per play(), when everything has stopped
    deckClicked: SignalInstance  # (seat: int) a deck was clicked

    @property
    def busy(self) -> bool:
        """True while a play() is animating."""
        ...

    @property
    def still(self) -> bool:
        """A play() is in one of its pauses: nothing moves, no frame is due."""
        ...

    def sync(self, model: TableModel) -> None:
        """Show `model` at once, stopping anything that moves (no animationsDone)."""
        ...

    def play(self, events: Sequence[Event], speed: Speed, final: TableModel) -> None:
        """Animate one step's `events` at `speed` (never INSTANT), end showing `final`,
        then emit animationsDone."""
        ...

    def abort(self) -> None:
        """Stop whatever moves, without emitting animationsDone (a sync follows)."""
        ...
