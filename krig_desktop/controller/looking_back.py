"""Looking back: the table shows a past battle as it was decided, the game untouched.

The table is synced to `past_model(record, present)`, built from the battle's record
alone (nothing is replayed, nothing in the game changes); returning syncs it to the
present model again. Only battles the log lists can be looked at: the history reads
those at once. Looking back stops autoplay; if cards are moving, the look waits for
the step to end. Playing while looking back first returns to the present. Autoplay
that looking back stopped goes on when End (or Space) returns to the present; Esc,
which is Pause, returns without it (`back(resume=False)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from krig_desktop.controller.story import Story
from krig_desktop.model import TableModel
from krig_desktop.model.past import past_model

if TYPE_CHECKING:
    from typing import Protocol

    from krig_desktop.controller.table import (
        Table,  # a Protocol for the type checker alone (start-up time)
    )

    class Looked(Protocol):
        """What looking back uses of the controller (it never imports the controller)."""

        @property
        def stepFinished(self) -> SignalInstance: ...

        @property
        def story(self) -> Story: ...

        @property
        def table(self) -> Table: ...

        @property
        def model(self) -> TableModel: ...

        @property
        def finishing(self) -> bool: ...

        @property
        def autoplay(self) -> bool: ...

        def set_autoplay(self, on: bool) -> None: ...


class LookingBack(QObject):
    """Which past battle the table shows (`battle`), and moving between them."""

    changed = Signal(object)  # the battle number shown, or None back at the present

    def __init__(self, controller: Looked, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._battle: int | None = None
        self._wanted: int | None = None  # asked for while cards moved
        self._paused = False  # looking back stopped autoplay: it goes on at the return
        controller.stepFinished.connect(self._after_step)

    @property
    def battle(self) -> int | None:
        """The battle the table shows while looking back, else None."""
        return self._battle

    def look_at(self, number: int) -> None:
        """Show battle `number` (clamped to the battles the log lists)."""
        c = self._controller
        shown = c.story.shown
        if c.finishing or shown == 0:
            return
        number = max(1, min(int(number), shown))
        if c.autoplay:
            self._paused = True
        c.set_autoplay(False)
        if c.table.busy:  # the step ends first; then the look
            self._wanted = number
            return
        self._wanted = None
        c.table.sync(past_model(c.story.record(number), c.model))
        if number != self._battle:
            self._battle = number
            self.changed.emit(number)

    def older(self) -> None:
        """← : the battle before the one shown (the newest, from the present)."""
        self.look_at(self._controller.story.shown if self._battle is None
                     else self._battle - 1)

    def newer(self) -> None:
        """→ : the battle after the one shown; past the newest, back to the present."""
        if self._battle is None:
            return
        if self._battle >= self._controller.story.shown:
            self.back()
        else:
            self.look_at(self._battle + 1)

    def back(self, resume: bool = True) -> None:
        """End: the table shows the present again, and autoplay that looking back
        stopped goes on (`resume`; Esc, which pauses, passes False)."""
        self._wanted = None
        paused, self._paused = self._paused, False
        if self._battle is None:
            return
        self._battle = None
        self._controller.table.sync(self._controller.model)
        self.changed.emit(None)
        if paused and resume and not self._controller.model.over:
            self._controller.set_autoplay(True)

    def forget(self) -> None:
        """The table is about to show the present anyway (a new game, a load, an error)."""
        self._wanted = None
        self._paused = False
        if self._battle is not None:
            self._battle = None
            self.changed.emit(None)

    def _after_step(self) -> None:
        wanted, self._wanted = self._wanted, None
        if wanted is not None:
            self.look_at(wanted)
