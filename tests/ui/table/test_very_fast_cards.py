"""Issue 42: Very Fast still shows every card. Each card laid flies from its deck and
turns over in an animation of its own, and the pile flies to the taker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPropertyAnimation
from table_models import model_of

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.speed import Speed
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table.table_scene import TableScene


@pytest.fixture
def scene(qapp):
    i18n.apply_language("en")
    scene = TableScene(CardArt(keep_sizes=1))
    scene.resize_table(1024, 700, 1.0)
    yield scene
    scene.abort()
    i18n.reset_language()


def moves(animation: QAbstractAnimation) -> list[tuple[object, bytes]]:
    """Every property animation in the group: (target, property)."""
    if isinstance(animation, QPropertyAnimation):
        return [(animation.targetObject(), bytes(animation.propertyName()))]
    found = []
    if isinstance(animation, QAnimationGroup):
        for i in range(animation.animationCount()):
            found += moves(animation.animationAt(i))
    return found


def test_at_very_fast_every_card_flies_turns_and_is_gathered(qtbot, scene):
    game = Game.from_hands([["9S", "2C", "AS"], ["8H", "3D", "KD"]])
    scene.sync(model_of(game))
    for expected in ("flip", "gathering"):
        events = game.step()
        scene.play(events, Speed.VERY_FAST, model_of(game))
        found = moves(scene._group)
        flying = {target for target, prop in found if prop == b"pos"}
        sprites = {scene.sprites.get(card) for card in game.origin_game().hands[0][:1]
                   + game.origin_game().hands[1][:1]}
        assert sprites <= flying, expected  # both battle cards move, frame by frame
        if expected == "flip":
            assert sum(prop == b"xScale" for _t, prop in found) >= 4  # each turns over
        with qtbot.waitSignal(scene.animationsDone, timeout=10_000):
            pass
    assert not scene.busy and scene.deck_item(0).count == 4
