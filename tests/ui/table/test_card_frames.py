"""Issue 24 point 7: what a frame costs, held without a clock. A card is put down as a
blit when still at its tilt, only scaled along the screen's axes when it flies or turns
over (never turned by degrees each frame), with the pixels the smooth turn gave; and the
War! banner is measured before the step moves, never in one of its frames."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem

from krig_desktop.app import create_main_window
from krig_desktop.engine import Card, Game
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table import banner as banner_module
from krig_desktop.ui.table import card_pictures
from krig_desktop.ui.table.card_pictures import Drawn, paint_card, rest_tilt
from krig_desktop.ui.table.card_sprite import CardSprite, rest_angle
from krig_desktop.ui.table.seat_layout import compute_layout

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
    measure = banner_module.Banner._shapes_for
    window = create_main_window(["--speed", "normal"])

    def noting(banner, text, card_w):
        if window.scene.busy and (text, card_w) not in banner._measured:
            searched_while_moving.append(text)
        return measure(banner, text, card_w)

    monkeypatch.setattr(banner_module.Banner, "_shapes_for", noting)
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
    assert searched_while_moving == []  # the banner's sizes were measured before



def test_the_banner_is_put_down_from_its_picture_unless_it_overshoots(qtbot, monkeypatch):
    """Its text is too big for Qt's glyph cache at 4K (filled as paths every frame):
    drawn once into a picture per text, size and palette (and one to pop up from),
    put down from it at its own size and below; drawn afresh only while the pop
    overshoots."""
    banner = banner_module.Banner()
    banner.set_card_width(compute_layout(1920, 1040, 4).card_w)
    banner.set_text("War ×2!")
    drawn: list[float] = []
    draw = banner._draw
    monkeypatch.setattr(banner, "_draw", lambda painter, palette: (
        drawn.append(painter.deviceTransform().m11()), draw(painter, palette)))
    image = QImage(800, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    option = QStyleOptionGraphicsItem()

    def paint(scale: float) -> None:
        painter = QPainter(image)
        painter.translate(200, 100)
        painter.scale(scale, scale)
        banner.paint(painter, option, None)
        painter.end()

    for scale in (0.6, 0.8, 1.0, 1.0, 0.9, 1.0):  # popping up, holding, fading
        paint(scale)
    assert len(drawn) == 2  # into its two pictures (popping, at its size), once each
    paint(1.05)  # the overshoot: drawn afresh, crisp
    assert len(drawn) == 3
    banner.set_text("War ×3 — 18 cards at stake!")
    paint(1.0)
    paint(1.0)
    assert len(drawn) == 4  # new words: a new picture


def test_the_banners_picture_looks_as_the_banner_drawn_afresh(qtbot):
    banner = banner_module.Banner()
    banner.set_card_width(compute_layout(1920, 1040, 4).card_w)
    banner.set_text("War ×2!")
    option = QStyleOptionGraphicsItem()
    images = []
    for afresh in (True, False):
        image = QImage(800, 300, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)
        image.fill(QColor(20, 90, 40))
        painter = QPainter(image)
        painter.translate(200, 75)
        if afresh:
            banner._draw(painter, option.palette)
        else:
            banner.paint(painter, option, None)
        painter.end()
        images.append(image)
    afresh, picture = images
    off = sum(1 for y in range(afresh.height()) for x in range(afresh.width())
              if max(abs(a - b) for a, b in zip(afresh.pixelColor(x, y).getRgb(),
                                                picture.pixelColor(x, y).getRgb(),
                                                strict=True)) > 48)
    assert off < 0.005 * afresh.width() * afresh.height()
