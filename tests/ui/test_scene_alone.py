"""The table scene without a window or a controller: driven by models and real events."""

from __future__ import annotations

import pytest
from table_models import model_of

from krig_desktop.engine import Game, Rules
from krig_desktop.speed import Speed
from krig_desktop.ui.card_art import CardArt
from krig_desktop.ui.table_scene import TableScene


@pytest.fixture
def scene(qapp):
    scene = TableScene(CardArt(keep_sizes=1))
    scene.resize_table(1024, 700, 1.0)
    yield scene
    scene.abort()


def shown_cards(scene: TableScene) -> dict[str, bool]:
    return {str(s.card): s.face_up for s in scene.visible_sprites()}


def play_step(qtbot, scene: TableScene, game: Game, speed: Speed = Speed.FAST) -> list:
    events = game.step()
    with qtbot.waitSignal(scene.animationsDone, timeout=10_000):
        scene.play(events, speed, model_of(game))
    return events


def test_sync_shows_the_model(scene):
    game = Game.new(3, 5)
    scene.sync(model_of(game))
    assert [scene.deck_item(seat).count for seat in range(3)] == [17, 17, 17]
    assert shown_cards(scene) == {str(game.set_aside): False}


def test_play_animates_a_step_and_ends_at_the_final_model(qtbot, scene):
    game = Game.from_hands([["9S", "2C", "AS"], ["9H", "3D", "KD"]])
    scene.sync(model_of(game))
    play_step(qtbot, scene, game)  # 9 against 9: a war is due
    assert not scene.busy
    assert shown_cards(scene) == {"9S": True, "9H": True}
    assert {str(s.card) for s in scene.visible_sprites() if s.highlighted} == {"9S", "9H"}
    play_step(qtbot, scene, game)  # the war: the ace takes the pile
    assert shown_cards(scene) == {"9S": True, "9H": True, "2C": False, "AS": True,
                                  "3D": False, "KD": True}
    play_step(qtbot, scene, game)  # the gathering
    assert shown_cards(scene) == {}
    assert [scene.deck_item(seat).count for seat in range(2)] == [6, 0]


def test_play_refuses_the_instant_speed(scene):
    game = Game.new(2, 3, Rules())
    scene.sync(model_of(game))
    with pytest.raises(ValueError, match="instant"):
        scene.play(game.step(), Speed.INSTANT, model_of(game))
    assert not scene.busy
