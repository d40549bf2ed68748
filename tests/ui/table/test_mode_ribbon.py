"""Issue 24 point 4: modes are visible on the felt. While looking back a ribbon says
which battle ("Battle 12 of 17 — End to return"), during a replay that it is one
("Replay — Esc to return to your game"); the ribbon covers no card, follows the language
and goes when the table shows your game as it is."""

from __future__ import annotations

import pytest
import shiboken6
from story_helpers import table_model

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.ui.table.seat_layout import card_zones
from krig_desktop.ui.table.table_scene import TableScene


@pytest.fixture
def new_scene(qapp):
    """Scenes with no window, deleted when the test ends. Left to the garbage collector
    (a scene and its items hold each other), one could be deleted whenever a collection
    ran: inside Qt's delivery of an event to one of its items, the crash seen with
    `-n 2` in `_process_events` after these tests."""
    made: list[TableScene] = []

    def make(players: int = 4, size: tuple[int, int] = (1280, 720)) -> TableScene:
        scene = TableScene()
        made.append(scene)
        scene.resize_table(*size, 1.0)
        scene.sync(table_model(Game.new(players, 7)))
        return scene

    yield make
    for scene in made:
        shiboken6.delete(scene)
    i18n.reset_language()


@pytest.fixture
def scene(new_scene):
    return new_scene()


def test_looking_back_shows_its_battle(scene):
    assert not scene.ribbon.isVisible()
    scene.show_mode(12, 17, False)
    assert scene.ribbon.isVisible()
    assert scene.ribbon.text() == "Battle 12 of 17 — End to return"
    assert not scene.ribbon.replay


def test_a_replay_says_how_to_leave_it(scene):
    scene.show_mode(None, 40, True)
    assert scene.ribbon.text() == "Replay — Esc to return to your game"
    assert scene.ribbon.replay
    scene.show_mode(3, 40, True)
    assert "3" in scene.ribbon.text() and "40" in scene.ribbon.text()


def test_the_present_has_no_ribbon(scene):
    scene.show_mode(5, 9, False)
    scene.show_mode(None, 9, False)
    assert not scene.ribbon.isVisible() and scene.ribbon.text() == ""


@pytest.mark.parametrize("size", [(800, 560), (1280, 720), (1920, 1040)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_ribbon_covers_no_card(new_scene, size, players):
    scene = new_scene(players, size)
    scene.show_mode(120, 171, True)
    layout = scene.table_layout
    box = scene.ribbon.sceneBoundingRect().adjusted(2, 2, -2, -2)
    assert layout is not None and layout.rect.contains(box)
    assert not any(box.intersects(zone) for zone in card_zones(layout)), size
    assert not any(box.intersects(geo.label) for geo in layout.seats), size
    assert box.top() <= 0.1 * layout.height  # at the top edge, not over the pile
    scene.caption.set_text("A♥ beats 3♦, 3♣, 10♣ — CPU 1 takes 4 cards.")
    assert not box.intersects(scene.caption.sceneBoundingRect())


def test_the_ribbon_is_said_again_after_a_language_switch(scene, monkeypatch):
    scene.show_mode(None, 9, True)
    monkeypatch.setattr(scene.texts, "mode_ribbon", lambda *mode: f"said again {mode}")
    scene._retranslate()  # what a LanguageChange makes it run
    assert scene.ribbon.text() == "said again (None, 9, True)"
