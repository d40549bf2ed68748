"""The table scene without a window or a controller: driven by models and real events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget
from table_models import model_of

from krig_desktop import i18n
from krig_desktop.engine import Card, Game, GameOver, Gathered, Rules
from krig_desktop.speed import Speed
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.table.card_sprite import CardSprite
from krig_desktop.ui.table.table_scene import TableScene


@pytest.fixture
def scene(qapp):
    i18n.apply_language("en")  # English plurals ("1 card", "5 cards") come from a file too
    scene = TableScene(CardArt(keep_sizes=1))
    scene.resize_table(1024, 700, 1.0)
    yield scene
    scene.abort()
    i18n.reset_language()  # a translator left installed would follow the next test


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


def words(scene: TableScene, cards: list[CardSprite]) -> tuple:
    """Every word the table shows or tells (the tool tips of `cards`)."""
    return (tuple(scene.seat_label(seat).text() for seat in range(scene.players)),
            tuple(scene.deck_item(seat).toolTip() for seat in range(scene.players)),
            tuple((str(s.card), s.toolTip()) for s in cards),
            scene.description())


def test_words_change_at_the_end_of_a_step_not_during_it(qtbot, scene):
    """Through a flip, a war and the sweep, sampled every few milliseconds: the plates,
    tool tips and description say what the last model said until the next is shown."""
    game = Game.from_hands([["9S", "2C", "AS", "4S"], ["9H", "3D", "KD", "5H"]])
    scene.sync(model_of(game))
    descriptions: list[str] = []
    scene.descriptionChanged.connect(descriptions.append)
    samples: list[tuple] = []
    cards: list[CardSprite] = []
    timer = QTimer()
    timer.timeout.connect(lambda: scene.busy and samples.append(words(scene, cards)))
    timer.start(5)
    decks_during_sweep: list[int] = []
    for _ in range(3):  # the flip (a tie), the war, the gathering
        cards[:] = [scene.sprite(Card.parse(card)) for card in
                    ("9S", "9H", "2C", "3D", "AS", "KD", "4S", "5H")]
        before = words(scene, cards)
        samples.clear()
        events = game.step()
        if isinstance(events[0], Gathered):
            def note_deck() -> None:
                if scene.busy:
                    decks_during_sweep.append(scene.deck_item(0).count)
            timer.timeout.connect(note_deck)
        with qtbot.waitSignal(scene.animationsDone, timeout=10_000):
            scene.play(events, Speed.NORMAL, model_of(game))
        assert len(samples) >= 2  # a 5 ms timer, starved when the machine is busy
        assert set(samples) == {before}
        after = words(scene, cards)
        assert after != before and descriptions[-1] == after[3]
    timer.stop()
    assert scene.seat_label(0).text() == ("You", "7 cards")
    assert scene.seat_label(1).text() == ("CPU 1", "1 card")
    # meanwhile the deck itself was drawn thicker card by card as the pile arrived
    assert decks_during_sweep == sorted(decks_during_sweep)
    # (how many distinct depths a 5 ms timer sees depends on how busy the machine is)
    assert decks_during_sweep and min(decks_during_sweep) >= 1
    assert max(decks_during_sweep) <= 7


def test_one_animations_done_per_play_none_after_abort(qtbot, scene):
    game = Game.new(4, 20)
    scene.sync(model_of(game))
    done: list[None] = []
    scene.animationsDone.connect(lambda: done.append(None))
    scene.play(game.step(), Speed.SLOW, model_of(game))
    assert scene.busy
    qtbot.wait(50)
    scene.abort()
    assert not scene.busy
    qtbot.wait(50)
    assert done == []
    scene.sync(model_of(game))
    with qtbot.waitSignal(scene.animationsDone, timeout=10_000):
        scene.play(game.step(), Speed.FAST, model_of(game))
    qtbot.wait(50)
    assert done == [None]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_gets_its_seats(scene, players):
    scene.sync(model_of(Game.new(players, 3)))
    assert scene.players == players
    decks = sorted(str(item.data(0)) for item in scene.items()
                   if str(item.data(0)).startswith("deck:"))
    assert decks == [f"deck:{seat}" for seat in range(players)]
    layout = scene.table_layout
    assert layout is not None and len(layout.seats) == players
    for seat in range(players):
        assert scene.deck_item(seat).pos() == layout.seats[seat].deck
        assert scene.deck_item(seat).count == 52 // players


def test_the_set_aside_card_turns_over_when_the_game_ends(qtbot, scene):
    game = Game.from_hands([["AS"], ["2H"], ["3C"]], set_aside="KD")
    scene.sync(model_of(game))
    aside = scene.sprite(Card.parse("KD"))
    assert aside.isVisible() and not aside.face_up
    assert aside.toolTip() == "Face-down card"
    play_step(qtbot, scene, game)  # the flip
    events = play_step(qtbot, scene, game)  # the gathering: CPU 1 and CPU 2 are out
    assert isinstance(events[-1], GameOver)
    assert aside.isVisible() and aside.face_up
    assert aside.toolTip() == "King of diamonds"
    assert scene.deck_item(1).out and scene.deck_item(2).out
    assert scene.seat_label(0).glowing  # the winner


def test_a_seat_short_of_cards_in_a_war_is_out_when_the_step_ends(qtbot, scene):
    game = Game.from_hands([["5S", "2C"], ["5H", "3D", "4D", "KD"]])
    scene.sync(model_of(game))
    play_step(qtbot, scene, game)  # 5 against 5: war
    assert not scene.deck_item(0).out
    events = game.step()  # You cannot lay two cards: out
    scene.play(events, Speed.SLOW, model_of(game))
    qtbot.waitUntil(lambda: scene.deck_item(0).count == 0, timeout=5000)
    assert not scene.deck_item(0).out  # still the last model's words
    assert scene.seat_label(0).text() == ("You", "1 card")
    qtbot.waitSignal(scene.animationsDone, timeout=10_000).wait()
    assert scene.deck_item(0).out and scene.seat_label(0).text() == ("You", "Out")


def test_the_scene_follows_a_language_change_by_itself(qtbot, scene):
    owner = QWidget()
    qtbot.addWidget(owner)
    scene.setParent(owner)  # as in the window: the owner passes LanguageChange on
    scene.sync(model_of(Game.new(2, 3)))
    try:
        i18n.apply_language("uk")
        qtbot.waitUntil(lambda: scene.seat_label(0).text() == ("Ви", "26 карт"),
                        timeout=2000)
        assert scene.description().startswith("Бій 1.")
        assert scene.deck_item(1).toolTip().startswith("Колода (Комп’ютер 1)")
    finally:
        i18n.reset_language()
        scene.setParent(None)


def test_resizing_while_cards_move_ends_in_the_new_places(qtbot, scene):
    game = Game.new(4, 20)
    scene.sync(model_of(game))
    scene.play(game.step(), Speed.FAST, model_of(game))
    scene.resize_table(1400, 900, 1.0)
    qtbot.waitSignal(scene.animationsDone, timeout=10_000).wait()
    layout = scene.table_layout
    assert layout is not None and layout.width == 1400
    for sprite in scene.visible_sprites():
        assert sprite.boundingRect().width() >= layout.card_w
        assert layout.rect.contains(sprite.sceneBoundingRect())
