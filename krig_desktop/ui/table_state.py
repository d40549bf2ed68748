"""What the table shows at rest, as plain data the controller hands to the view.

The view never reads the engine; the controller condenses a Game (plus what it saw of
the current battle) into a TableState, and the table can always be snapped to one
(instant speed, loading, resizing, the end of every animated step).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from krig_desktop.engine import Card


@dataclass(frozen=True)
class PileCard:
    """One card on the table: who laid it (None: not known, e.g. a loaded save)."""

    seat: int | None
    card: Card
    face_up: bool


def pile_from_seats(cards: Sequence[Card], seats: Sequence[int],
                    face_down: int) -> tuple[PileCard, ...]:
    """The table's cards with who laid them and how they lie, from the engine's record.

    The battle's own flip comes first (one face-up card per seat taking part); after it
    each seat lays `face_down` hidden cards and one face-up card per war step, or, when
    it runs short, its leftover cards, all hidden. A seat never lays twice in a row, so
    runs of one seat's cards split the war steps apart.
    """
    flips = len(set(seats))
    faces = [True] * min(flips, len(cards))
    i = len(faces)
    while i < len(cards):
        j = i
        while j < len(cards) and seats[j] == seats[i]:
            j += 1
        run = j - i
        whole = run - run % (face_down + 1)
        faces.extend(k % (face_down + 1) == face_down for k in range(whole))
        faces.extend([False] * (run - whole))
        i = j
    return tuple(PileCard(seat, card, up) for seat, card, up in zip(seats, cards, faces,
                                                                     strict=True))


@dataclass(frozen=True)
class Timing:
    """How long things take, in milliseconds, for one speed setting."""

    fly: int = 380  # a card from deck to slot (turning over on the way)
    stagger: int = 70  # between cards laid by the same seat
    look: int = 700  # pause to see the battle cards before the pile goes
    pop: int = 220  # the War! banner growing
    hold: int = 500  # the banner staying
    fade: int = 200  # the banner going
    sweep: int = 450  # the pile flying to the winner
    sweep_stagger: int = 30

    def scaled(self, factor: float) -> Timing:
        return Timing(*(max(1, round(v * factor)) for v in (
            self.fly, self.stagger, self.look, self.pop, self.hold, self.fade,
            self.sweep, self.sweep_stagger)))


SPEED_FACTORS: dict[str, float | None] = {
    "slow": 1.8,
    "normal": 1.0,
    "fast": 0.45,
    "instant": None,  # no animation at all
}


def timing_for(speed: str) -> Timing | None:
    """The Timing for a speed name, or None for instant."""
    factor = SPEED_FACTORS[speed]
    return None if factor is None else Timing().scaled(factor)


@dataclass(frozen=True)
class TableState:
    """Everything visible on the table when nothing moves."""

    players: int
    counts: tuple[int, ...]
    out: frozenset[int] = frozenset()
    pile: tuple[PileCard, ...] = ()
    set_aside: Card | None = None
    reveal_set_aside: bool = False
    taker: int | None = None  # the pile is decided and goes to this seat next
    over: bool = False
    winner: int | None = None  # the game's winner, once it is over
    hint: str | None = None  # a line of help: "start" (how to play) or "watch" (you are out)
    battle: int = 0  # the battle being played (or the last one, once the game is over)
    tied: tuple[int, ...] = ()  # seats whose face-up cards tie: a war is due
    war_round: int = 0  # the round that tied (0: the battle's own flip)
