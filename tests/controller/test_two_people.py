"""Issue 27, point 2: two people at one computer, driving a fake table.

A battle's cards turn only once both people have pressed (their key, or a click on
their own deck); Space, Enter and Play press for everyone not yet pressed; CPU seats
never wait; one person plays as before.
"""

from __future__ import annotations

from krig_desktop.controller import Controller
from krig_desktop.controller.turns import waiting_seats
from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed
from tests.controller.test_controller_core import FakeTable


def make(people: tuple[str, ...], players: int = 3, game: int = 18,
         speed: Speed = Speed.NORMAL) -> tuple[Controller, FakeTable]:
    table = FakeTable()
    controller = Controller(table, GameSetup(players, game, speed, Rules(), people))
    return controller, table


def test_a_battle_waits_for_both_keys_and_turns_when_both_have_pressed(qapp):
    c, table = make(("Ada", "Bo"))
    heard: list[int] = []
    c.pressed.connect(heard.append)
    assert c.human_names == ("Ada", "Bo")
    assert c.model.waiting == (0, 1) and c.model.pressed == frozenset()
    c.press(0)
    assert heard == [0]
    assert table.plays() == [] and c.game.battles == 0 and c.game.phase is Phase.FLIP
    assert c.model.pressed == {0} and c.model.waiting_for == (1,)
    assert table.shown is c.model  # the plate shows Ada ready at once
    c.press(0)  # pressing again changes nothing
    assert table.plays() == []
    table.deckClicked.emit(2)  # a CPU seat's deck is nobody's key
    assert table.plays() == []
    c.press(1)
    assert len(table.plays()) == 1  # both have pressed: the cards turn
    table.arrive()
    assert c.model.pressed == frozenset()


def test_space_presses_for_everyone_not_yet_pressed(qapp):
    c, table = make(("Ada", "Bo"))
    c.press(1)
    assert table.plays() == []
    c.request_step()  # Space, Enter, Play
    assert len(table.plays()) == 1
    table.arrive()
    assert c.model.pressed == frozenset()


def test_a_click_on_a_seats_own_deck_counts_as_its_key(qapp):
    c, table = make(("Ada", "Bo"))
    table.deckClicked.emit(1)
    assert c.model.pressed == {1} and table.plays() == []
    table.deckClicked.emit(0)
    assert len(table.plays()) == 1


def test_a_cpu_only_seat_never_waits(qapp):
    game = Game.new(3, 18)
    assert waiting_seats(game, 1) == ()  # one person: nobody is waited for
    assert waiting_seats(game, 2) == (0, 1)  # CPU 2 (seat 2) just turns
    c, _table = make(("", ""), players=3)
    assert 2 not in c.model.waiting


def test_presses_made_while_cards_move_turn_the_next_battle_when_the_table_rests(qapp):
    c, table = make(("Ada", "Bo"), game=3)  # game 3's first flip is decided at once
    c.request_step()
    assert c.busy
    c.press(0)
    c.press(1)
    assert len(table.plays()) == 1  # nothing more while the flip moves
    table.arrive()  # the flip; the gathering follows by itself
    assert len(table.plays()) == 2
    table.arrive()  # the gathering: both had pressed, so the next battle turns
    assert len(table.plays()) == 3


def test_a_war_waits_for_both_people_too(qapp):
    c, table = make(("Ada", "Bo"), players=2)  # game 18 opens with a tie
    c.request_step()
    table.arrive()
    assert c.game.phase is Phase.WAR and c.model.waiting == (0, 1)
    c.press(0)
    assert len(table.plays()) == 1
    c.press(1)
    assert len(table.plays()) == 2


def test_one_person_plays_at_every_press_as_before(qapp):
    c, table = make(("",))
    assert c.model.waiting == () and c.human_names == ("",)
    table.deckClicked.emit(1)  # today every deck click plays
    assert len(table.plays()) == 1


def test_autoplay_does_not_wait_for_anyone(qapp, qtbot):
    c, _table = make(("Ada", "Bo"), speed=Speed.INSTANT)
    with qtbot.waitSignal(c.stepFinished):
        c.set_autoplay(True)
    assert c.game.battles >= 1 or c.game.phase is not Phase.FLIP
    c.set_autoplay(False)


def test_finish_game_works_with_two_people(qapp, qtbot):
    c, _table = make(("Ada", "Bo"))
    with qtbot.waitSignal(c.gameOver, timeout=20000):
        c.finish_game()
    assert c.game.over


def test_a_new_game_seats_the_people_chosen(qapp):
    c, _table = make(("",))
    c.new_game(2, 5, Rules(), ("Ada", "Bo"))
    assert c.human_names == ("Ada", "Bo") and c.model.people == ("Ada", "Bo")
    c.new_game(2, 6, Rules())  # the same people again
    assert c.human_names == ("Ada", "Bo")
