"""Two players use the table's width: each deck with its slot beside it, larger cards,
the hint next to your deck (before: one narrow column in a wide felt)."""

from __future__ import annotations

import pytest

from krig_desktop.ui.table.seat_layout import card_zones, compute_layout

SIZES = [(1178, 695), (800, 520), (1900, 1000), (640, 400), (700, 900)]


@pytest.mark.parametrize("size", SIZES)
def test_two_players_get_cards_at_least_as_large_as_more_players(size):
    two, four = compute_layout(*size, 2), compute_layout(*size, 4)
    assert two.card_w >= four.card_w
    if size == (1178, 695):  # a usual window: a third larger
        assert two.card_w >= 1.25 * four.card_w


@pytest.mark.parametrize("size", SIZES)
def test_everything_stays_on_the_table_and_apart(size):
    layout = compute_layout(*size, 2)
    table = layout.rect
    zones = card_zones(layout)
    plates = [seat.label for seat in layout.seats]
    for box in [*zones, *plates, layout.hint]:
        assert table.contains(box), (size, box)
    for plate in plates:
        assert not any(plate.intersects(zone) for zone in zones)
    assert not any(layout.hint.intersects(zone) for zone in zones)
    you, cpu = layout.seats
    assert you.deck.y() > cpu.deck.y() + layout.card_h  # You below, the CPU above
    assert you.slot.x() == cpu.slot.x()  # the two battle cards one above the other


def test_the_hint_sits_next_to_your_cards():
    layout = compute_layout(1178, 695, 2)
    you = layout.seats[0]
    gap = layout.hint.left() - (you.slot.x() + layout.card_w + you.fan_max)
    assert 0 <= gap <= 0.5 * layout.card_w


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_are_centred_and_the_plates_beside_the_decks(size):
    """Issue 42 item 2: the row sat off-centre with its plate far out past the fan."""
    layout = compute_layout(*size, 2)
    for seat in layout.seats:
        cards_middle = (seat.deck.x() + seat.slot.x() + layout.card_w) / 2
        assert abs(cards_middle - layout.width / 2) <= 1
        assert 0 <= seat.deck.x() - seat.label.right() <= 0.3 * layout.card_w
