"""What the engine tells the table: one small immutable record per visible happening.

`Game.step()` returns a list of these. The view animates them in order; it never has to
look at the engine's state to know which card went where. Seats are 0-based; seat 0 is
the person at the computer. "Step" numbers count the rounds of one battle: 0 is the
battle's own flip, 1 is the first war step, 2 the second, and so on.
"""

from __future__ import annotations

from enum import StrEnum

from krig_desktop.engine.cards import Card
from krig_desktop.engine.frozen import Frozen


class Outcome(StrEnum):
    """How a finished game ended."""

    WIN = "win"
    DRAW = "draw"  # everyone in a war ran short at the same step
    REPETITION = "repetition"  # fixed gathering: a position at a battle's start came back
    SHARED = "shared"  # an early end (Rules.end) found two or more with the most cards


class Laid(Frozen):
    """`seat` moved `card` from the top of its hand onto its place on the table."""

    seat: int
    card: Card
    face_up: bool
    step: int  # 0: the battle's flip; k >= 1: the k-th war step of this battle


class Tie(Frozen):
    """The highest face-up cards of round `step` tie: a war follows among `seats`.

    `tied` are the seats whose cards tied; `seats` are all who must go to war (every
    player of the battle who is still in it, not only the tied ones).
    """

    step: int
    tied: tuple[int, ...]
    seats: tuple[int, ...]


class Out(Frozen):
    """`seat` left the game.

    In a war it could not lay its cards: the `cards` it still held (top first) went onto
    the table. After a battle it had no cards left: `cards` is empty.
    """

    seat: int
    cards: tuple[Card, ...]
    step: int


class Won(Frozen):
    """`seat` takes the pile: announced once it is decided, before the gathering."""

    seat: int
    step: int


class Gathered(Frozen):
    """The whole pile went under `seat`'s hand, in exactly the order of `cards`."""

    seat: int
    cards: tuple[Card, ...]


class GameOver(Frozen):
    """The game ended. `set_aside` is the unseen 3-player card, revealed now (or None).

    `winners`: as `Game.winners`, (winner,) for a win, the sharing seats for a shared
    win (an early end, RULES.md "Ending early"), () otherwise."""

    outcome: Outcome
    winner: int | None
    set_aside: Card | None
    winners: tuple[int, ...] = ()


Event = Laid | Tie | Out | Won | Gathered | GameOver
