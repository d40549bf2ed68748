"""A called war (issue 27, "Call the war"): which seat the player said would take a
war, which seat took it, and which seat a card counter would have named."""

from __future__ import annotations

from krig_desktop.engine.frozen import Frozen


class WarCall(Frozen):
    """One call, scored when its war ended.

    `battle` is the battle (counted from 1) the war belongs to; `called` the seat
    named; `taker` the seat that took the pile (None: nobody, the game ended in it);
    `counter` the seat a card counter's odds favoured at the moment of the call (None
    when they were not worked out).
    """

    battle: int
    called: int
    taker: int | None
    counter: int | None

    @property
    def right(self) -> bool:
        return self.taker is not None and self.called == self.taker

    @property
    def counter_right(self) -> bool:
        return self.taker is not None and self.counter == self.taker
