"""What the engine tells the table: one small immutable record per visible happening.

`Game.step()` returns a list of these. The view animates them in order; it never has to
look at the engine's state to know which card went where. Seats are 0-based; seat 0 is
the person at the computer. "Step" numbers count the rounds of one battle: 0 is the
battle's own flip, 1 is the first war step, 2 the second, and so on.

They are `Frozen` values, not NamedTuples: nothing to compile when the first frame
imports them (start-up time, issue 25).
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from krig_desktop.engine.cards import Card
from krig_desktop.engine.frozen import Frozen


class Outcome(StrEnum):
    """How a finished game ended."""

    WIN = "win"
    DRAW = "draw"  # everyone in a war ran short at the same step
    REPETITION = "repetition"  # fixed gathering: a position at a battle's start came back


class Laid(Frozen):
    """`seat` moved `card` from the top of its hand onto its place on the table."""

    __slots__ = ("card", "face_up", "seat", "step")
    __match_args__ = ("seat", "card", "face_up", "step")
    FIELDS: ClassVar[tuple[str, ...]] = ("seat", "card", "face_up", "step")
    seat: int
    card: Card
    face_up: bool
    step: int  # 0: the battle's flip; k >= 1: the k-th war step of this battle

    def __init__(self, seat: int, card: Card, face_up: bool, step: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "face_up", face_up)
        object.__setattr__(self, "step", step)


class Tie(Frozen):
    """The highest face-up cards of round `step` tie: a war follows among `seats`.

    `tied` are the seats whose cards tied; `seats` are all who must go to war (every
    player of the battle who is still in it, not only the tied ones).
    """

    __slots__ = ("seats", "step", "tied")
    __match_args__ = ("step", "tied", "seats")
    FIELDS: ClassVar[tuple[str, ...]] = ("step", "tied", "seats")
    step: int
    tied: tuple[int, ...]
    seats: tuple[int, ...]

    def __init__(self, step: int, tied: tuple[int, ...], seats: tuple[int, ...]) -> None:
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "tied", tied)
        object.__setattr__(self, "seats", seats)


class Out(Frozen):
    """`seat` left the game.

    In a war it could not lay its cards: the `cards` it still held (top first) went onto
    the table. After a battle it had no cards left: `cards` is empty.
    """

    __slots__ = ("cards", "seat", "step")
    __match_args__ = ("seat", "cards", "step")
    FIELDS: ClassVar[tuple[str, ...]] = ("seat", "cards", "step")
    seat: int
    cards: tuple[Card, ...]
    step: int

    def __init__(self, seat: int, cards: tuple[Card, ...], step: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "step", step)


class Won(Frozen):
    """`seat` takes the pile: announced once it is decided, before the gathering."""

    __slots__ = ("seat", "step")
    __match_args__ = ("seat", "step")
    FIELDS: ClassVar[tuple[str, ...]] = ("seat", "step")
    seat: int
    step: int

    def __init__(self, seat: int, step: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "step", step)


class Gathered(Frozen):
    """The whole pile went under `seat`'s hand, in exactly the order of `cards`."""

    __slots__ = ("cards", "seat")
    __match_args__ = ("seat", "cards")
    FIELDS: ClassVar[tuple[str, ...]] = ("seat", "cards")
    seat: int
    cards: tuple[Card, ...]

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


class GameOver(Frozen):
    """The game ended. `set_aside` is the unseen 3-player card, revealed now (or None)."""

    __slots__ = ("outcome", "set_aside", "winner")
    __match_args__ = ("outcome", "winner", "set_aside")
    FIELDS: ClassVar[tuple[str, ...]] = ("outcome", "winner", "set_aside")
    outcome: Outcome
    winner: int | None
    set_aside: Card | None

    def __init__(self, outcome: Outcome, winner: int | None, set_aside: Card | None) -> None:
        object.__setattr__(self, "outcome", outcome)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "set_aside", set_aside)


Event = Laid | Tie | Out | Won | Gathered | GameOver
