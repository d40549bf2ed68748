"""The quiet note on the felt (ui/table/felt_note.py): shown near its seat where it
hides nothing, placed again when the table is, gone after a few seconds, never in the
way of a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from table_models import model_of

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table.felt_note import MOST, FeltNote
from krig_desktop.ui.table.seat_layout import card_zones
from krig_desktop.ui.table.table_scene import TableScene

# A tie at once, so the result line shows ("War! Click your deck…") beside the notes.
AT_WAR = [["9S", "2C", "AS", "5H"], ["9H", "3D", "KD", "6C"]]


@pytest.fixture
def scene(qapp):
    i18n.apply_language("en")
    scene = TableScene(CardArt(keep_sizes=1))
    scene.resize_table(1024, 700, 1.0)
    yield scene
    scene.abort()
    i18n.reset_language()


def at_war(scene: TableScene, players: int = 2) -> None:
    game = Game.from_hands(AT_WAR) if players == 2 else Game.new(4, 9)
    while not game.tied:
        game.step()
    scene.sync(model_of(game))
    assert scene.caption.isVisible()


def what_it_must_not_cover(scene: TableScene) -> list[QRectF]:
    layout = scene.table_layout
    assert layout is not None
    return [*card_zones(layout), *(scene.seat_label(s).sceneBoundingRect()
                                   for s in range(scene.players)),
            scene.caption.sceneBoundingRect()]


def clear_of(rect: QRectF, zones: list[QRectF]) -> bool:
    return not any(rect.intersects(zone) for zone in zones)


@pytest.mark.parametrize("players", [2, 4])
def test_a_note_shows_near_its_seat_and_hides_no_card_plate_or_result_line(scene, players):
    at_war(scene, players)
    note = FeltNote(scene)
    heard: list[str] = []
    note.said.connect(heard.append)
    for seat in range(players):
        note.clear()
        note.say(f"You call seat {seat}", seat)
        (item,) = note.notes()
        rect = item.sceneBoundingRect()
        assert item.isVisible() and item.scene() is scene
        assert scene.sceneRect().contains(rect)
        assert clear_of(rect, what_it_must_not_cover(scene))
        plate = scene.seat_label(seat).sceneBoundingRect().center()
        others = [scene.seat_label(s).sceneBoundingRect().center() for s in range(players)
                  if s != seat]
        to = rect.center() - plate
        assert all((rect.center() - other).manhattanLength() > to.manhattanLength()
                   for other in others), f"seat {seat}'s note is nearer another plate"
    assert heard == [f"You call seat {seat}" for seat in range(players)]


def test_a_note_takes_no_click(scene):
    note = FeltNote(scene)
    note.say("Called it")
    (item,) = note.notes()
    assert item.acceptedMouseButtons() == Qt.MouseButton.NoButton


def test_a_resized_table_places_the_notes_again(scene):
    at_war(scene)
    note = FeltNote(scene)
    note.say("You call CPU 1", 1)
    note.say("Called it: CPU 1 takes 6 cards", 1)
    before = [item.pos() for item in note.notes()]
    scene.resize_table(700, 520, 1.0)
    after = [item.sceneBoundingRect() for item in note.notes()]
    assert [r.center() for r in after] != before
    zones = what_it_must_not_cover(scene)
    assert all(clear_of(rect, zones) and scene.sceneRect().contains(rect) for rect in after)
    assert not after[0].intersects(after[1])  # two notes never cover each other


def test_a_note_clear_where_it_is_stays_there_when_the_words_change(scene):
    at_war(scene)
    note = FeltNote(scene)
    note.say("You call CPU 1", 1)
    (item,) = note.notes()
    where = item.pos()
    scene.set_autoplay(True)  # the result line says other words
    assert item.pos() == where


def test_a_few_notes_at_once_the_oldest_goes_and_none_overlaps(scene):
    at_war(scene)
    note = FeltNote(scene)
    for n in range(MOST + 1):
        note.say(f"note {n}", n % 2)
    assert note.texts() == [f"note {n}" for n in range(1, MOST + 1)]
    rects = [item.sceneBoundingRect() for item in note.notes()]
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    note.say("note 2", 0)  # the same words again: shown once, afresh
    assert note.texts() == ["note 1", "note 3", "note 2"]
    note.withdraw("note 3")
    assert note.texts() == ["note 1", "note 2"]


def test_a_note_fades_and_goes(qtbot, scene):
    note = FeltNote(scene)
    note.hold_ms, note.fade_ms = 50, 50
    note.say("Called it")
    (item,) = note.notes()
    qtbot.waitUntil(lambda: note.notes() == [], timeout=5_000)
    assert item not in scene.items()
