"""The table's parts on their own: geometry, a sprite's animation, a seat going out."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from krig_desktop.app import create_main_window
from krig_desktop.engine import Card, Game
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table.card_sprite import CardSprite
from krig_desktop.ui.table.seat_layout import compute_layout, fan_offsets
from krig_desktop.ui.table.step_animation import flight

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

SIZES = [(800, 560), (640, 420), (1024, 700), (1920, 1040), (1000, 1000), (2560, 1400)]


def seat_areas(layout) -> list[tuple[str, QRectF]]:
    """Every region a seat may ever use: deck (with its thickness), fanned slot, label."""
    w, h = layout.card_w, layout.card_h
    areas = []
    for n, geo in enumerate(layout.seats):
        areas.append((f"deck {n}", QRectF(geo.deck.x(), geo.deck.y(), w * 1.13, h + w * 0.13)))
        areas.append((f"slot {n}", QRectF(geo.slot.x(), geo.slot.y(),
                                          w + geo.fan.x() * geo.fan_max,
                                          h + geo.fan.y() * geo.fan_max)))
        areas.append((f"label {n}", geo.label))
    if layout.set_aside is not None:
        areas.append(("set aside", layout.card_rect(layout.set_aside)))
    return areas


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_layout_fits_and_nothing_overlaps(players, size):
    layout = compute_layout(*size, players)
    screen = layout.rect
    areas = seat_areas(layout)
    for name, area in areas:
        assert screen.contains(area), (name, area, screen)
    for (a, ra), (b, rb) in itertools.combinations(areas, 2):
        if a.split()[-1] == b.split()[-1]:
            continue  # a seat's own deck, slot and label may touch
        assert not ra.intersected(rb).isValid() or ra.intersected(rb).isEmpty(), (a, b)


def test_cards_scale_with_the_view():
    small = compute_layout(800, 560, 4).card_w
    large = compute_layout(1920, 1040, 4).card_w
    assert large > small * 1.5


def test_a_fan_shows_face_up_cards_wider_and_fits_its_limit():
    offsets = fan_offsets([True, False, True], 100, 140, QPointF(1, 0), 1000)
    assert [o.x() for o in offsets] == [0, 34, 34 + 17]
    long = fan_offsets([True] + [False, True] * 6, 100, 140, QPointF(0, 1), 100)
    assert long[-1].y() == pytest.approx(100)
    assert all(b.y() > a.y() for a, b in itertools.pairwise(long))


def test_a_sprite_flies_and_turns_over(qtbot):
    scene = QGraphicsScene()
    sprite = CardSprite(Card.parse("QH"), CardArt(), 90, 1.0)
    scene.addItem(sprite)
    assert not sprite.face_up
    anim = flight(sprite, QPointF(200, 120), 42, True, 120)
    halfway = []
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
        qtbot.wait(40)
        halfway.append(QPointF(sprite.pos()))
    assert sprite.pos() == QPointF(200, 120)
    assert sprite.zValue() == 42 and sprite.face_up
    assert halfway[0] != QPointF(200, 120)  # it moved through the air, not jumped
    assert sprite.transformations()[0].xScale() == pytest.approx(1.0)


def test_a_sprite_turned_at_zero_duration_is_done_at_once(qtbot):
    sprite = CardSprite(Card.parse("2C"), CardArt(), 60, 2.0)
    anim = flight(sprite, QPointF(5, 5), 1, True, 0)
    with qtbot.waitSignal(anim.finished, timeout=1000):
        anim.start()
    assert sprite.face_up and sprite.pos() == QPointF(5, 5)


def test_a_player_short_of_cards_in_a_war_is_shown_out(qtbot):
    window = create_main_window(["--speed", "fast"])
    window.show()
    qtbot.waitExposed(window)
    try:
        c = window.controller
        c.replace_game(Game.from_hands([["5S", "2C"], ["5H", "3D", "4D", "KD"]]))
        c.request_step()  # 5 against 5: war
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
        assert not window.scene.deck_item(0).out
        with qtbot.waitSignal(c.gameOver, timeout=10_000):
            c.request_step()  # You cannot lay two cards: out; CPU 1 takes all
        assert window.scene.deck_item(0).out
        assert window.scene.seat_label(0).text()[1] == "Out"
        assert window.scene.deck_item(1).count == 6
        assert window.view.panel.title.text() == "CPU 1 wins"
    finally:
        window.close()


def test_tied_cards_are_marked_while_the_war_banner_shows(qtbot):
    window = create_main_window(["--speed", "slow"])
    window.show()
    qtbot.waitExposed(window)
    try:
        c = window.controller
        c.replace_game(Game.from_hands([["9S", "2C", "AS"], ["9H", "3D", "KD"]]))
        c.request_step()
        qtbot.waitUntil(lambda: window.scene.banner.isVisible(), timeout=5000)
        marked = {s.card for s in window.scene.visible_sprites() if s.highlighted}
        assert marked == {Card.parse("9S"), Card.parse("9H")}
        assert window.scene.banner.text() == "War!"
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
        assert not window.scene.banner.isVisible()
    finally:
        window.close()


def test_a_hint_shows_how_to_start_and_that_you_may_watch_once_out(qtbot):
    window = create_main_window(["--speed", "instant"])
    window.show()
    qtbot.waitExposed(window)
    try:
        c, hint = window.controller, window.scene.hint
        assert hint.isVisible() and "Space" in hint.text()
        c.request_step()
        assert not hint.isVisible()
        c.replace_game(Game.from_hands([["2S"], ["5H", "6H"], ["7C", "8C"]]))
        c.request_step()  # your 2 loses: you are out, the others play on
        assert window.scene.deck_item(0).out and not c.game.over
        assert hint.isVisible() and "out" in hint.text()
        c.finish_game()
        assert not hint.isVisible()
    finally:
        window.close()


def test_a_second_tie_in_one_battle_says_war_again(qtbot):
    """At Fast, the second war is shown at Normal pace: framed as a big war."""
    window = create_main_window(["--speed", "fast"])
    window.show()
    qtbot.waitExposed(window)
    try:
        c, banner = window.controller, window.scene.banner
        c.replace_game(Game.from_hands([["9S", "2C", "KS", "3C", "AS"],
                                        ["9H", "3D", "KD", "4D", "QD"]]))
        c.request_step()
        qtbot.waitUntil(banner.isVisible, timeout=5000)
        assert banner.text() == "War!"
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
        c.request_step()  # K against K: a second war in the same battle
        qtbot.waitUntil(banner.isVisible, timeout=5000)
        assert banner.text().startswith("War ×2 — ")
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    finally:
        window.close()
