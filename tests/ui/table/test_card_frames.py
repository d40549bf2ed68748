"""Issue 24 point 7: what a frame costs, held without a clock. A card is put down as a
blit when still at its tilt, only scaled along the screen's axes when it flies or turns
over (never turned by degrees each frame), with the pixels the smooth turn gave; and the
War! banner finds its place before the step moves, never in one of its frames."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from krig_desktop.app import create_main_window
from krig_desktop.engine import Card, Game
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table import banner as banner_module
from krig_desktop.ui.table import card_pictures
from krig_desktop.ui.table.card_pictures import Drawn, paint_card, rest_tilt
from krig_desktop.ui.table.card_sprite import CardSprite, rest_angle

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

# 9 ties 9, K ties K, then A beats Q: cards laid face down and up, two banners, a sweep.
HANDS = [["9S", "2C", "KS", "3C", "AS"], ["9H", "3D", "KD", "4D", "QD"]]


def test_a_transform_is_read_as_a_rest_tilt_and_the_screens_scales():
    assert rest_tilt(QTransform().rotate(1.8) * QTransform.fromScale(2, 2), 2.0) == (
        180, pytest.approx(1.0), pytest.approx(1.0))
    squashed = QTransform().rotate(-2.4) * QTransform.fromScale(0.5 * 2, 1.07 * 2)
    assert rest_tilt(squashed, 2.0) == (-240, pytest.approx(0.5), pytest.approx(1.07))
    assert rest_tilt(QTransform.fromTranslate(3.5, 7), 1.0) == (0, 1.0, 1.0)
    assert rest_tilt(QTransform().rotate(1.0), 1.0) is None  # between the rest tilts
    # Squashed along the card's own tilted axis: sheared on the screen.
    assert rest_tilt(QTransform.fromScale(0.5, 1) * QTransform().rotate(1.8), 1.0) is None
    assert rest_tilt(QTransform().rotate(1.8).scale(0, 1), 1.0) is None  # edge on


def test_a_card_edge_on_draws_nothing(qtbot):
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setWorldTransform(QTransform().scale(0, 1))
    both = QPixmap(10, 10)
    both.fill(QColor("white"))
    assert paint_card(painter, both, 1.0) is Drawn.EDGE_ON
    painter.end()
    assert image.pixelColor(0, 0).alpha() == 0


def grab_one_card(qtbot, tilt: float) -> tuple[QImage, CardSprite]:
    scene = QGraphicsScene(0, 0, 300, 300)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform)
    view.setBackgroundBrush(QColor(20, 110, 50))
    qtbot.addWidget(view)
    view.resize(320, 320)
    view.show()
    qtbot.waitExposed(view)
    sprite = CardSprite(Card.parse("QH"), CardArt(),
                        100.0, view.viewport().devicePixelRatioF())
    scene.addItem(sprite)
    sprite.place(QPointF(90.3, 60.6), 1, True, tilt)
    view.viewport().repaint()
    return view.viewport().grab().toImage(), sprite


def test_a_still_card_is_a_blit_with_the_pixels_a_smooth_turn_gives(qtbot, monkeypatch):
    card = Card.parse("QH")
    blitted, sprite = grab_one_card(qtbot, rest_angle(card))
    assert sprite.drawn[Drawn.BLIT] >= 1
    assert sprite.drawn[Drawn.TRANSFORMED] == 0
    monkeypatch.setattr(card_pictures, "rest_tilt", lambda m, dpr: None)
    turned, sprite = grab_one_card(qtbot, rest_angle(card))
    assert sprite.drawn[Drawn.TRANSFORMED] >= 1
    assert blitted.size() == turned.size()
    off = 0
    for y in range(blitted.height()):
        for x in range(blitted.width()):
            a, b = blitted.pixelColor(x, y), turned.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue())) > 48:
                off += 1
    # Only where an edge falls within the half pixel the blit is snapped by.
    assert off < 0.01 * blitted.width() * blitted.height()


def test_no_card_of_a_war_is_turned_by_degrees_in_any_frame(qtbot, monkeypatch):
    """Every card paint of a war laid, framed and gathered is a blit or a scale: a card
    takes its new tilt at an instant (edge on, or as it sets off)."""
    searched_while_moving: list[str] = []
    search = banner_module.free_spot
    window = create_main_window(["--speed", "normal"])

    def noting(layout, *args, **kwargs):
        if window.scene.busy:
            searched_while_moving.append("banner")
        return search(layout, *args, **kwargs)

    monkeypatch.setattr(banner_module, "free_spot", noting)
    window.show()
    qtbot.waitExposed(window)
    try:
        c = window.controller
        c.replace_game(Game.from_hands(HANDS))
        for _ in range(3):
            c.request_step()
            qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
        assert c.game.over
        drawn = sum((sprite.drawn for sprite in window.scene.sprites.all()), start=Counter())
    finally:
        window.close()
    assert drawn[Drawn.TRANSFORMED] == 0
    assert drawn[Drawn.BLIT] > 0 and drawn[Drawn.SCALED] > 0  # still, and flying
    assert searched_while_moving == []  # the banner's place was found before

