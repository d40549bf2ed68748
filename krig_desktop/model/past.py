"""The table as it was when a past battle was decided: what looking back shows.

A `BattleRecord` holds each seat's cards in laying order and the counts after the
battle, which is enough to lay the pile out again: the flips in seat order, then per
war step `face_down + 1` cards from every seat still in the war (a seat that ran short
lays what it had left, hidden, and lays no more). Nothing here replays the game.
"""

from __future__ import annotations

from krig_desktop.engine import BattleRecord, Card, Phase
from krig_desktop.model.build import pile_cards
from krig_desktop.model.table_model import TableModel


def laying_order(record: BattleRecord, face_down: int) -> tuple[list[Card], list[int]]:
    """The battle's cards in table order, and the seat that laid each."""
    per_step = face_down + 1
    left = [list(cards) for cards in record.laid]
    cards: list[Card] = []
    seats: list[int] = []
    for seat, laid in enumerate(left):
        if laid:
            cards.append(laid.pop(0))
            seats.append(seat)
    while any(left):
        for seat, laid in enumerate(left):
            chunk, left[seat] = laid[:per_step], laid[per_step:]
            cards.extend(chunk)
            seats.extend([seat] * len(chunk))
    return cards, seats


def counts_before(record: BattleRecord) -> tuple[int, ...]:
    """Each seat's cards as the battle began: after it, less the pile, plus what it laid."""
    return tuple(after - (record.pile if seat == record.taker else 0) + len(laid)
                 for seat, (after, laid) in enumerate(zip(record.counts, record.laid,
                                                          strict=True)))


def past_model(record: BattleRecord, present: TableModel) -> TableModel:
    """The table at the moment battle `record.number` was decided, pile still down.

    `present` gives what does not change within a game (players, game number, rules,
    the set-aside card). The hands show what each seat held with its cards on the
    table; the seats that left in this battle are shown as out, with the ones that were
    already out before it.
    """
    cards, seats = laying_order(record, present.rules.face_down)
    before = counts_before(record)
    holding = tuple(count - len(laid) for count, laid in zip(before, record.laid,
                                                              strict=True))
    gone = {seat for seat, count in enumerate(before) if count == 0}
    return present._replace(
        counts=holding,
        out=frozenset(gone | set(record.out)),
        pile=pile_cards(cards, seats, present.rules.face_down),
        phase=Phase.GATHER,
        battles=record.number - 1,
        war_depth=record.war_steps,
        tied=(),
        war_seats=(),
        taker=record.taker,
        outcome=None,
        winner=None,
        winners=(),
        wars_won=(),  # (the record does not say who had won how many wars by then)
        hint=None,
        last_battle=record,
    )
