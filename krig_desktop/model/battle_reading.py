"""What a battle record says beyond its fields: the war steps of each seat's cards, who
ran short in a war, who tied, and whether a card decided the pile. No Qt.

A record keeps each seat's cards as one run (flip, then per war step its face-down cards
and face-up card, or what it still held when it ran short), so the log and the result
line need these readings; they live here once, worked out from the record alone. Every
seat still in a war lays a full step, and the taker lays every step, so the longest run
is the full one: a shorter run means the seat ran short, and the face-down count per
step is (longest - 1) / war steps.
"""

from __future__ import annotations

from krig_desktop.engine import BattleRecord, Card


def battle_seats(record: BattleRecord) -> tuple[int, ...]:
    """The seats that took part in the battle (laid at least its flip card)."""
    return tuple(seat for seat, cards in enumerate(record.laid) if cards)


def _full_run(record: BattleRecord) -> int:
    return max(map(len, record.laid), default=0)


def face_down_per_step(record: BattleRecord) -> int:
    """Face-down cards each seat laid per war step (0 when there was no war)."""
    if not record.war_steps:
        return 0
    return (_full_run(record) - 1) // record.war_steps - 1


def ran_short(record: BattleRecord, seat: int) -> bool:
    """True when `seat` went out in a war because it could not lay a whole war step
    (as against losing its last card in the battle)."""
    return seat in record.out and 0 < len(record.laid[seat]) < _full_run(record)


def steps(record: BattleRecord, seat: int) -> list[tuple[Card, ...]]:
    """`seat`'s cards split into the flip and each war step it laid; a seat that ran
    short ends with the (possibly empty) cards it still held."""
    cards = record.laid[seat]
    if not cards:
        return []
    size = face_down_per_step(record) + 1
    parts: list[tuple[Card, ...]] = [cards[:1]]
    for start in range(1, len(cards), size):
        parts.append(cards[start:start + size])
    if ran_short(record, seat) and (len(parts) == 1 or len(parts[-1]) == size):
        parts.append(())  # nothing left to lay at the step it ran short
    return parts


def tied_at_flip(record: BattleRecord) -> tuple[int, ...]:
    """The seats whose flip cards tied for the highest (empty when one was highest)."""
    seats = battle_seats(record)
    if not seats:
        return ()
    best = max(record.laid[seat][0].rank for seat in seats)
    tied = tuple(seat for seat in seats if record.laid[seat][0].rank == best)
    return tied if len(tied) > 1 else ()


def deciding_card(record: BattleRecord) -> Card | None:
    """The taker's face-up card that won the pile, or None when nobody was left to beat
    (everyone else in the war ran short at its last step)."""
    taker = record.taker
    if taker is None:
        return None
    full = _full_run(record)
    if record.war_steps and sum(len(cards) == full for cards in record.laid) < 2:
        return None
    return record.laid[taker][-1]


def beaten_cards(record: BattleRecord) -> tuple[Card, ...]:
    """In a battle without a war: the other seats' flip cards, in seat order."""
    return tuple(record.laid[seat][0] for seat in battle_seats(record)
                 if seat != record.taker)
