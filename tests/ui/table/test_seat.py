"""A seat on its own: its parts' places, its fan, its share of a model. No scene needed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView
from table_models import table_model

from krig_desktop import i18n
from krig_desktop.engine import Card, Outcome
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table.card_sprite import GLOW, TIED, CardSprite, rest_angle
from krig_desktop.ui.table.seat import Seat
from krig_desktop.ui.table.seat_layout import compute_layout, fan_offsets
from krig_desktop.ui.table.table_texts import TableTexts

LAYOUT = compute_layout(1024, 700, 3)


@pytest.fixture
def art(qapp):
    return CardArt(keep_sizes=1)


@pytest.fixture
def texts(qapp):
    i18n.apply_language("en")
    yield TableTexts()
    i18n.reset_language()


def seat_at(index: int, art: CardArt) -> Seat:
    seat = Seat(index)
    w = LAYOUT.card_w
    seat.set_geometry(LAYOUT.seats[index], w, LAYOUT.card_h, art.back(int(w), 1.0))
    return seat


def sprites(art: CardArt, *cards: str) -> list[CardSprite]:
    return [CardSprite(Card.parse(card), art, LAYOUT.card_w, 1.0) for card in cards]


def test_the_parts_sit_where_the_layout_says(art):
    seat = seat_at(1, art)
    geo = LAYOUT.seats[1]
    assert seat.deck.pos() == geo.deck and seat.slot.pos() == geo.slot
    assert seat.label.pos() == geo.label.topLeft()
    assert seat.deck.data(0) == "deck:1"
    assert seat.items() == (seat.deck, seat.label, seat.slot)


def test_render_shows_the_seats_share_of_a_model(art, texts):
    you, cpu = seat_at(0, art), seat_at(2, art)
    model = table_model(3, [20, 31, 0], out=[2], battles=3)
    you.render(model, texts)
    cpu.render(model, texts)
    assert you.label.text() == ("You", "20 cards") and you.deck.count == 20
    assert not you.deck.out and you.deck.toolTip() == "Your deck: 20 cards — click to play"
    assert cpu.label.text() == ("CPU 2", "Out") and cpu.deck.out
    assert cpu.deck.toolTip() == "CPU 2: out of the game"


@pytest.mark.parametrize(("taker", "winner", "glows"), [(0, None, True), (1, None, False),
                                                         (None, 0, True), (None, 1, False)])
def test_the_plate_glows_for_the_taker_and_the_winner(art, texts, taker, winner, glows):
    seat = seat_at(0, art)
    outcome = Outcome.WIN if winner is not None else None
    model = table_model(2, [26, 26], taker=taker, winner=winner, outcome=outcome)
    seat.render(model, texts)
    assert seat.label.glowing == glows


def test_a_pile_at_rest_is_fanned_from_the_slot(art):
    seat = seat_at(1, art)
    cards = sprites(art, "9H", "2D", "KD")
    faces = [True, False, True]
    top = seat.lay_at_rest(list(zip(cards, faces, strict=True)), 100.0)
    geo = LAYOUT.seats[1]
    offsets = fan_offsets(faces, LAYOUT.card_w, LAYOUT.card_h, geo.fan, geo.fan_max)
    assert [s.pos() for s in cards] == [geo.slot + o for o in offsets]
    assert [s.zValue() for s in cards] == [101.0, 102.0, 103.0] and top == 103.0
    assert [s.face_up for s in cards] == faces
    assert [s.rotation() for s in cards] == [rest_angle(s.card) for s in cards]
    assert seat.pile == cards


def test_tied_and_taking_cards_are_the_last_face_up_ones(art):
    seat = seat_at(0, art)
    cards = sprites(art, "9S", "2C", "KS", "3C")
    seat.lay_at_rest(list(zip(cards, [True, False, True, False], strict=True)), 0.0)
    seat.mark_tied()
    assert [s.highlighted for s in cards] == [False, False, True, False]
    assert cards[2].highlight == TIED
    seat.mark_taker()
    assert cards[2].highlight == GLOW and seat.label.glowing
    seat.pile_gathered()
    assert seat.pile == [] and not seat.label.glowing


def test_adding_cards_squeezes_the_fan_and_says_where_each_goes(art):
    seat = seat_at(0, art)
    first = sprites(art, "9S")
    seat.lay_at_rest([(first[0], True)], 0.0)
    war = sprites(art, "2C", "3C", "4C", "KS", "5C", "6C", "7C", "AS")
    faces = [False, False, False, True] * 2
    targets = seat.add_to_pile(list(zip(war, faces, strict=True)))
    assert targets == seat.fan([True, *faces])
    assert len(targets) == 9 and seat.pile == first + war
    geo = LAYOUT.seats[0]
    assert targets[-1].x() - targets[0].x() == pytest.approx(geo.fan_max)  # squeezed to fit


def test_cards_leaving_and_arriving_change_the_deck_not_the_words(art, texts):
    seat = seat_at(0, art)
    seat.render(table_model(2, [3, 49]), texts)
    start = seat.card_leaves()
    assert start == QPointF(seat.deck.pos()) and seat.deck.count == 2
    seat.card_leaves()
    seat.card_arrives()
    assert seat.deck.count == 2
    assert seat.label.text() == ("You", "3 cards")  # the plate waits for the next model
    assert seat.deck.toolTip() == "Your deck: 3 cards — click to play"


def test_a_cached_deck_shows_what_it_was_last_given(qapp, art):
    """The stack, its plate and its slot are painted once and cached; a new back at the
    same size, a new count and a new 'out' word still reach the screen."""
    seat = seat_at(0, art)
    scene = QGraphicsScene(0, 0, 1024, 700)
    for part in seat.items():
        scene.addItem(part)
    view = QGraphicsView(scene)  # the cache is used when a view paints
    view.resize(1100, 760)
    deck = seat.deck
    assert deck.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    deck.set_count(26)

    def drawn() -> QImage:
        qapp.processEvents()
        return view.grab().toImage()

    first = drawn()
    red = QPixmap(art.back(int(LAYOUT.card_w), 1.0).size())
    red.fill(QColor("red"))
    deck.set_size(LAYOUT.card_w, deck._thick, red)
    with_red = drawn()
    assert with_red != first
    deck.set_out(True, "Out")
    out = drawn()
    deck.set_out(True, "Ute")
    assert drawn() != out
