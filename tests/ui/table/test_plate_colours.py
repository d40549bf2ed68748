"""Issue 24 point 5: colours mean seats. Each name plate carries a dot of its seat's
colour, the one the charts and the odds meter draw the seat in; it is painted (found
in the plate's pixels), and a plate that is no seat's (the set-aside card's) has none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from krig_desktop.ui.table.deck_item import SeatLabel
from krig_desktop.ui.table.seat import Seat
from krig_desktop.ui.table.seat_colours import seat_colour
from krig_desktop.ui.table.seat_layout import compute_layout
from krig_desktop.ui.table.table_texts import TableTexts


def painted(label: SeatLabel) -> QImage:
    rect = label.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(20, 90, 40))  # the felt
    painter = QPainter(image)
    painter.translate(QPointF(-rect.x(), -rect.y()))
    label.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def has_colour(image: QImage, colour: QColor, slack: int = 40) -> bool:
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if (abs(c.red() - colour.red()) + abs(c.green() - colour.green())
                    + abs(c.blue() - colour.blue())) <= slack:
                return True
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_plate_wears_its_seats_colour(qapp, players):
    layout = compute_layout(1280, 760, players)
    texts = TableTexts()
    for seat in range(players):
        label = Seat(seat).label
        label.set_geometry(layout.seats[seat].label, layout.seats[seat].label_align,
                           layout.card_w)
        label.set_text(texts.seat_name(seat), "26 cards")
        assert label.colour() == seat_colour(seat)
        image = painted(label)
        assert has_colour(image, seat_colour(seat)), seat
        for other in range(players):
            if other != seat:
                assert not has_colour(image, seat_colour(other), slack=12), (seat, other)


def test_the_set_aside_plate_has_no_colour(qapp):
    label = SeatLabel()
    assert label.colour() is None
