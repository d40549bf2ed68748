"""What a game's history is made of: one battle's record, and the error when the
battles cannot be told.

Apart from `replay.py` and `history.py`, which make them, so that code naming them
(the table's model, the window) loads neither a replay nor a history before it needs
one.
"""

from __future__ import annotations

from krig_desktop.engine.cards import Card
from krig_desktop.engine.frozen import Frozen


class BattleRecord(Frozen):
    """One completed battle, as the table showed it.

    `number` counts from 1. `laid[seat]` are the cards that seat put on the table in
    this battle, in laying order: its flip card, then per war step its face-down cards
    and face-up card, or the cards it still held when it ran short (empty for a seat not
    in the battle). `taker` took the pile (a completed battle always has one). `out` are
    the seats that left the game in this battle, in a war or after it; `counts` each
    seat's cards after it.
    """

    number: int
    laid: tuple[tuple[Card, ...], ...]
    war_steps: int
    taker: int | None
    out: tuple[int, ...]
    counts: tuple[int, ...]

    @property
    def pile(self) -> int:
        """How many cards the taker took: every card laid in the battle."""
        return sum(map(len, self.laid))


class HistoryUnavailable(Exception):
    """The history cannot be told: the game is not what its origin plays (a crafted or
    edited save). `reason` says where they part."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"the battles of this game cannot be recomputed: {reason}")
        self.reason = reason
