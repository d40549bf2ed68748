"""Issue 24 point 6: a war of depth 2 or more is framed and its deciding card turned
last at Normal and Slow speed; at Fast nothing changes."""

from __future__ import annotations

import pytest

from krig_desktop.app import create_main_window
from krig_desktop.engine import Card, Game
from krig_desktop.ui.table.card_sprite import CardSprite
from krig_desktop.ui.table.seat_layout import card_zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

# 9 ties 9, K ties K: a second war; then A beats Q and decides it.
HANDS = [["9S", "2C", "KS", "3C", "AS"], ["9H", "3D", "KD", "4D", "QD"]]
# Three ties in a row: "War ×3 — 10 cards at stake!", the longest words here.
THREE_WARS = [["9S", "2C", "KS", "3C", "5S", "4C", "AS"],
              ["9H", "3D", "KD", "4D", "5H", "6D", "QD"]]


def play_big_war(qtbot, monkeypatch, speed: str) -> tuple[list[str], list[Card]]:
    """The banner's texts seen, and the cards turned face up in the deciding step."""
    window = create_main_window(["--speed", speed])
    window.show()
    qtbot.waitExposed(window)
    turned: list[Card] = []
    plain = CardSprite.set_face_up

    def noting(sprite: CardSprite, up: bool) -> None:
        if up and not sprite.face_up:
            turned.append(sprite.card)
        plain(sprite, up)

    texts: list[str] = []
    try:
        c, banner = window.controller, window.scene.banner
        c.replace_game(Game.from_hands(HANDS))
        for _ in range(2):  # the flip's tie, then the first war's tie
            c.request_step()
            qtbot.waitUntil(banner.isVisible, timeout=5000)
            texts.append(banner.text())
            qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
        monkeypatch.setattr(CardSprite, "set_face_up", noting)
        c.request_step()  # the second war: A against Q
        qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
        assert c.game.over  # seat 0 took all ten cards
    finally:
        window.close()
    return texts, turned


def test_at_normal_a_second_war_is_framed_and_its_deciding_card_turns_last(qtbot,
                                                                           monkeypatch):
    texts, turned = play_big_war(qtbot, monkeypatch, "normal")
    assert texts[0] == "War!"
    assert texts[1].startswith("War ×2 — 6 ")
    assert "at stake!" in texts[1]
    assert set(turned) == {Card.parse("AS"), Card.parse("QD")}
    assert turned[-1] == Card.parse("AS")


@pytest.mark.parametrize("speed", ["fast", "veryfast"])
def test_at_fast_and_very_fast_a_second_war_is_shown_at_normal_pace(qtbot, monkeypatch,
                                                                     speed):
    """Issue 42: a war of two or more steps is the game's drama, shown as at Normal."""
    texts, turned = play_big_war(qtbot, monkeypatch, speed)
    assert texts[0] == "War!"
    assert texts[1].startswith("War ×2 — 6 ") and "at stake!" in texts[1]
    assert turned[-1] == Card.parse("AS")  # the deciding card turns last


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_a_big_wars_banner_hides_no_card(qtbot, size):
    """Its longer words found no place clear of the cards and sat over them."""
    window = create_main_window(["--speed", "normal"])
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    try:
        c, scene = window.controller, window.scene
        c.replace_game(Game.from_hands(THREE_WARS))
        seen: list[tuple[str, list[object], bool]] = []

        def look() -> None:
            banner = scene.banner
            if not (banner.isVisible() and banner.opacity() == 1.0):
                return
            box = banner.sceneBoundingRect()
            covered = [s.card for s in scene.visible_sprites()
                       if s.sceneBoundingRect().intersects(box)]
            zones = any(box.intersects(z) for z in card_zones(scene.table_layout))
            seen.append((banner.text(), covered, zones))

        scene.banner.opacityChanged.connect(look)
        for _ in range(3):
            c.request_step()
            qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
        text, covered, zones = seen[-1]
        assert text.startswith("War ×3 — 10 ")
        assert covered == [] and not zones
    finally:
        window.close()
