"""The table as a player meets it: clicks on the deck, keys, resizing, 2-4 seats."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QGraphicsView

from krig_desktop.engine import Game, Phase
from krig_desktop.ui.table.card_sprite import CardSprite
from krig_desktop.ui.table.deck_item import DeckItem

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def table_view(window) -> QGraphicsView:
    view = window.findChild(QGraphicsView, "table")
    assert view is not None
    return view


def deck(window, seat: int) -> DeckItem:
    items = [i for i in table_view(window).scene().items() if i.data(0) == f"deck:{seat}"]
    assert len(items) == 1
    return items[0]


def click_item(qtbot, window, item) -> None:
    view = table_view(window)
    point: QPoint = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def all_cards(game) -> list:
    cards = [c for hand in game.hands for c in hand] + list(game.table)
    if game.set_aside is not None:
        cards.append(game.set_aside)
    return cards


def assert_view_matches_engine(window) -> None:
    """Every card where the engine says: hands in decks, table cards shown, none lost;
    each table card where and how the controller's model says it lies."""
    game = window.controller.game
    scene = window.scene
    cards = all_cards(game)
    assert len(cards) == 52 and len(set(cards)) == 52
    assert not scene.busy
    for seat, hand in enumerate(game.hands):
        assert deck(window, seat).count == len(hand)
        assert deck(window, seat).out == (seat not in game.in_play)
    shown = {s.card: s for s in scene.items() if isinstance(s, CardSprite) and s.isVisible()}
    expected = set(game.table) | ({game.set_aside} if game.set_aside else set())
    assert set(shown) == expected
    layout = scene.table_layout
    model = window.controller.model
    assert [pc.card for pc in model.pile] == list(game.table)
    for pc in model.pile:
        sprite = shown[pc.card]
        assert sprite.face_up == pc.face_up
        geo = layout.seats[pc.seat]  # within its seat's slot and fan
        reach = QRectF(geo.slot.x() - 2, geo.slot.y() - 2,
                       layout.card_w + geo.fan.x() * geo.fan_max + 4,
                       layout.card_h + geo.fan.y() * geo.fan_max + 4)
        assert reach.contains(sprite.pos()), (pc, sprite.pos(), reach)
    if game.set_aside is not None:
        assert shown[game.set_aside].face_up == game.over
        assert shown[game.set_aside].pos() == layout.set_aside


def shortest_game(players: int, tries: int = 60) -> int:
    """A game number (1..tries) whose game is over in the fewest battles."""
    def length(n: int) -> int:
        game = Game.new(players, n)
        game.play_to_end()
        return game.battles

    return min(range(1, tries + 1), key=length)


def test_the_window_shows_the_game_number_and_the_table(open_window):
    window = open_window("--game", "4242", "--speed", "instant")
    assert "4242" in window.windowTitle()
    assert window.controller.model.game_number == 4242
    assert window.controller.game.seed == 4242
    assert table_view(window).objectName() == "table"
    assert_view_matches_engine(window)


def test_a_click_on_your_deck_plays_a_step(qtbot, open_window):
    window = open_window("--game", "7", "--players", "2", "--speed", "instant")
    game = window.controller.game
    before = [len(h) for h in game.hands]
    click_item(qtbot, window, deck(window, 0))
    assert game.battles + game.war_steps >= 1
    assert [len(h) for h in game.hands] != before
    assert_view_matches_engine(window)


def test_a_click_on_the_felt_does_nothing(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    view = table_view(window)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert window.controller.game.battles == 0 and not window.controller.game.table


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_space_and_enter_play_a_step(qtbot, open_window, key):
    window = open_window("--game", "7", "--speed", "instant")
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(table_view(window), key)
    assert window.controller.game.battles == 1


def test_clicking_through_a_whole_game_ends_it(qtbot, open_window):
    number = shortest_game(2)
    window = open_window("--game", str(number), "--speed", "instant")
    game = window.controller.game
    for _ in range(5000):
        if game.over:
            break
        click_item(qtbot, window, deck(window, 0))
    assert game.over
    assert window.view.panel.isVisible()
    assert window.view.panel.title.text()
    assert_view_matches_engine(window)


@pytest.mark.slow
def test_a_storm_of_clicks_and_keys_keeps_every_card_in_place(qtbot, open_window):
    window = open_window("--game", "42", "--players", "2", "--speed", "normal")
    window.activateWindow()
    qtbot.waitActive(window)
    controller = window.controller
    steps: list[int] = []
    problems: list[str] = []

    def check() -> None:  # after every step, before a queued one starts
        steps.append(len(all_cards(controller.game)))
        try:
            assert_view_matches_engine(window)
        except AssertionError as error:
            problems.append(str(error))

    controller.stepFinished.connect(check)
    view = table_view(window)
    for i in range(120):
        if i % 3 == 0:
            qtbot.keyClick(view, Qt.Key.Key_Space)
        elif i % 3 == 1:
            qtbot.keyClick(view, Qt.Key.Key_Return)
        else:
            click_item(qtbot, window, deck(window, i % 2))
        assert len(all_cards(controller.game)) == 52
        qtbot.wait(23)
    qtbot.waitUntil(lambda: not controller.busy, timeout=20_000)
    assert len(steps) >= 2 and all(n == 52 for n in steps)
    assert problems == []
    assert controller.game.war_steps >= 1  # game 42 opens with a double war
    assert_view_matches_engine(window)


def test_finish_game_ends_it_at_once(qtbot, open_window):
    window = open_window("--game", "11", "--players", "3", "--speed", "normal")
    controller = window.controller
    controller.request_step()
    assert controller.busy
    with qtbot.waitSignal(controller.gameOver, timeout=5000):
        window.game_actions.finish.trigger()
    assert controller.game.over and not controller.busy
    assert window.view.panel.isVisible()
    assert_view_matches_engine(window)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_has_a_deck_name_and_count(open_window, players):
    window = open_window("--players", str(players), "--game", "3", "--speed", "instant")
    scene = window.scene
    names = [scene.seat_label(seat).text()[0] for seat in range(players)]
    assert names[0] == "You"
    assert names[1:] == [f"CPU {n}" for n in range(1, players)]
    for seat in range(players):
        assert deck(window, seat).count == 52 // players
    aside = [s for s in scene.visible_sprites()]
    if players == 3:
        assert len(aside) == 1 and not aside[0].face_up  # the set-aside card, unseen
        window.controller.finish_game()
        assert aside[0].isVisible() and aside[0].face_up  # turned over at the end
    else:
        assert aside == []


def items_on_screen(window) -> list[str]:
    """Descriptions of visible items that stick out of the viewport (should be none)."""
    view = table_view(window)
    area = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    bad = []
    for item in view.scene().items():
        if item.isVisible() and not area.contains(item.sceneBoundingRect()):
            bad.append(f"{type(item).__name__} {item.sceneBoundingRect()} not in {area}")
    return bad


def play_into_a_long_war(window) -> None:
    """Steps until the table holds a war pile (or a few hundred steps have gone by)."""
    controller = window.controller
    for _ in range(400):
        controller.request_step()
        if controller.game.phase == Phase.WAR and len(controller.game.table) >= 2:
            controller.request_step()
            if controller.game.table:
                return


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1920, 1080), (700, 900)])
def test_resizing_keeps_every_item_on_screen(qtbot, open_window, players, size):
    window = open_window("--players", str(players), "--game", "42", "--face-down", "3",
                         "--speed", "instant")
    play_into_a_long_war(window)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    qtbot.wait(10)
    assert items_on_screen(window) == []
    assert_view_matches_engine(window)
    # Cards were re-rendered for the new size, not scaled.
    w = window.scene.table_layout.card_w
    for sprite in window.scene.visible_sprites():
        assert sprite.boundingRect().width() >= w


def test_the_game_over_panel_stays_on_screen_at_800_by_600(qtbot, open_window):
    window = open_window("--game", "5", "--speed", "instant", size=(800, 600))
    window.controller.finish_game()
    panel = window.view.panel
    assert panel.isVisible()
    inside = table_view(window).viewport().rect()
    assert inside.contains(panel.geometry())
    with qtbot.waitSignal(window.controller.gameStarted):
        panel.next_game.click()
    assert not panel.isVisible()
    assert not window.controller.game.over


def test_resizing_while_cards_move_ends_in_the_right_place(qtbot, open_window):
    window = open_window("--game", "42", "--players", "4", "--speed", "normal")
    controller = window.controller
    controller.request_step()
    for i, size in enumerate([(900, 650), (1300, 800), (800, 600), (1000, 720)] * 3):
        window.resize(*size)
        qtbot.wait(15 + i)
    qtbot.waitUntil(lambda: not controller.busy, timeout=20_000)
    assert items_on_screen(window) == []
    assert_view_matches_engine(window)


@pytest.mark.parametrize("how", ["new", "restart", "load"])
def test_a_new_deal_while_cards_move_starts_clean(qtbot, open_window, how):
    window = open_window("--game", "20", "--players", "4", "--speed", "normal")
    controller = window.controller
    controller.request_step()
    controller.request_step()  # one queued as well
    qtbot.wait(120)
    assert controller.busy
    if how == "new":
        controller.new_game(3, 8, controller.game.rules)
    elif how == "restart":
        controller.restart()
    else:
        game = Game.new(2, 5)
        game.step()
        controller.replace_game(game)
    assert not controller.busy
    qtbot.wait(200)  # nothing left over from the old deal may move or fire
    assert controller.game.battles == 0 and controller.game.war_steps == 0
    assert not controller.busy
    assert_view_matches_engine(window)


def test_play_and_finish_are_disabled_once_the_game_is_over(open_window):
    window = open_window("--game", "9", "--speed", "instant")
    actions = window.game_actions
    assert actions.play.isEnabled() and actions.finish.isEnabled()
    actions.finish.trigger()
    assert window.controller.game.over
    assert not actions.play.isEnabled() and not actions.finish.isEnabled()
    actions.restart.trigger()
    assert actions.play.isEnabled() and actions.finish.isEnabled()
