"""Calling the war (controller/war_calls.py) on a controller driving a fake table: when
a call can be made, how it is scored when its war ends, and whose calls they are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

from krig_desktop.controller import Controller
from krig_desktop.controller.war_calls import WarCalls
from krig_desktop.engine import Game, Rules
from krig_desktop.model import TableModel
from krig_desktop.model.war_call import WarCall
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed

# Kings tie at once; seat 0's war card is the ace of hearts, seat 1's the four of
# diamonds: seat 0 takes the 6 cards, as the counter (who sees two aces left in seat 0's
# three cards against nothing above a six) expects.
SEAT_0_TAKES = [["KS", "2C", "AH", "AD", "5S"], ["KH", "3C", "4D", "6S", "2D"]]
# One card each after the tie: neither can lay a war, the game ends in a draw.
NOBODY_TAKES = [["KS", "2C"], ["KH", "3C"]]
# The war ties again (queens), then seat 1's ace takes 10 cards.
WAR_TWICE = [["KS", "2C", "QH", "3D", "4C", "7S"], ["KH", "5C", "QD", "6D", "AC", "8S"]]


class FakeTable(QObject):
    """A Table that moves nothing: `play` stays busy until `arrive()`."""

    animationsDone = Signal()
    deckClicked = Signal(int)
    still = False  # never in a step's pause

    def __init__(self) -> None:
        super().__init__()
        self._moving: TableModel | None = None

    @property
    def busy(self) -> bool:
        return self._moving is not None

    def sync(self, model: TableModel) -> None:
        self._moving = None

    def play(self, events, speed, final: TableModel) -> None:
        self._moving = final

    def abort(self) -> None:
        self._moving = None

    def arrive(self) -> None:
        assert self._moving is not None, "nothing is moving"
        self._moving = None
        self.animationsDone.emit()


@pytest.fixture
def table(qapp) -> FakeTable:
    return FakeTable()


def make(table: FakeTable, hands, speed: Speed = Speed.NORMAL,
         rules: Rules = Rules()) -> tuple[Controller, WarCalls, list[WarCall]]:  # noqa: B008
    c = Controller(table, GameSetup(len(hands), 1, speed, rules))
    c.replace_game(Game.from_hands(hands, rules))
    calls = WarCalls(c)
    calls.set_enabled(True)
    scored: list[WarCall] = []
    calls.callScored.connect(scored.append)
    return c, calls, scored


def step(c: Controller, table: FakeTable) -> None:
    """One step by hand, shown to its end (the gathering after it too)."""
    c.request_step()
    while table.busy:
        table.arrive()


def test_a_call_for_the_seat_that_takes_the_war_is_scored_right(table):
    c, calls, scored = make(table, SEAT_0_TAKES)
    step(c, table)
    assert c.model.tied == (0, 1) and calls.can_call
    made: list[int] = []
    calls.callMade.connect(made.append)
    assert calls.call(0) and made == [0]
    assert calls.pending is not None and scored == []  # scored when the war ends
    c.request_step()  # the war is laid
    assert calls.call(1) is False  # its cards are moving: the call stands
    table.arrive()  # the pile is decided: the war has ended
    assert scored == [WarCall(1, 0, 0, 0)] and scored[0].right and scored[0].counter_right
    assert calls.last_pile == 6 and calls.calls() == (scored[0],) and calls.pending is None
    while table.busy:
        table.arrive()  # the gathering scores nothing more
    assert calls.calls() == (scored[0],)


def test_a_call_for_another_seat_is_scored_wrong(table):
    c, calls, scored = make(table, SEAT_0_TAKES)
    step(c, table)
    assert calls.call(1)
    step(c, table)
    assert scored == [WarCall(1, 1, 0, 0)] and not scored[0].right
    assert scored[0].counter_right  # the counter knew better


def test_a_second_call_replaces_the_first_until_the_war_is_laid(table):
    c, calls, scored = make(table, SEAT_0_TAKES)
    step(c, table)
    assert calls.call(1) and calls.call(0)
    step(c, table)
    assert [call.called for call in scored] == [0]


def test_a_war_that_ties_again_keeps_the_call_made_at_its_first_step(table):
    c, calls, scored = make(table, WAR_TWICE)
    step(c, table)
    assert calls.call(0)
    step(c, table)
    assert c.model.tied == (0, 1) and c.model.war_depth == 1  # War ×2 waits
    assert calls.callable_seats() == () and not calls.call(1)
    step(c, table)
    assert scored == [WarCall(1, 0, 1, scored[0].counter)] and calls.last_pile == 10


def test_a_war_that_ends_the_game_in_a_draw_is_a_call_never_right(table):
    c, calls, scored = make(table, NOBODY_TAKES)
    step(c, table)
    assert calls.call(1)
    step(c, table)
    assert c.model.over and scored == [WarCall(1, 1, None, None)]
    assert not scored[0].right and calls.last_pile == 4


def test_at_instant_speed_the_call_is_scored_from_the_battle_gathered(table):
    c, calls, scored = make(table, SEAT_0_TAKES, speed=Speed.INSTANT)
    c.request_step()
    assert calls.call(1)
    c.request_step()  # the war, its pile decided and gathered at once
    assert c.model.battles == 1 and c.model.taker is None
    assert scored == [WarCall(1, 1, 0, 0)] and calls.last_pile == 6


def test_no_call_outside_a_war_nor_with_the_option_off(table):
    c, calls, _ = make(table, SEAT_0_TAKES)
    assert not calls.can_call and not calls.call(0)  # before the first flip
    c.request_step()
    assert c.busy and not calls.call(0)  # the flip's cards are moving
    table.arrive()
    assert not calls.call(2) and not calls.call(-1)  # no such seat in the war
    calls.set_enabled(False)
    assert not calls.can_call and not calls.call(0)
    calls.set_enabled(True)
    assert calls.call(0)
    calls.set_enabled(False)  # turned off: the call not scored yet goes
    assert calls.pending is None


def test_no_call_in_a_replay(table):
    c, calls, scored = make(table, SEAT_0_TAKES)
    step(c, table)
    assert calls.call(0)
    step(c, table)
    assert len(scored) == 1
    c.set_pause_on_wars(True)  # the replay waits at its war
    c.watch_replay()
    table.arrive()  # the replay's flip: its war waits
    assert c.replaying and c.model.tied == (0, 1) and not c.busy
    assert not calls.can_call and not calls.call(0)
    assert calls.calls() == (scored[0],)  # the game's calls are kept through its replay
    c.stop_replay()
    assert calls.calls() == (scored[0],)


def test_the_calls_start_afresh_with_another_game(table):
    c, calls, _ = make(table, SEAT_0_TAKES)
    step(c, table)
    calls.call(0)
    step(c, table)
    assert len(calls.calls()) == 1
    c.restart()  # the same deal, another game
    assert calls.calls() == ()
    step(c, table)
    assert calls.call(1)
    c.new_game(2, 18, Rules())  # a call not scored goes with its game
    assert calls.calls() == () and calls.pending is None


def test_a_call_left_in_a_game_put_aside_is_not_scored_by_another(table):
    c, calls, scored = make(table, SEAT_0_TAKES)
    step(c, table)
    assert calls.call(1)
    c.replace_game(Game.from_hands(SEAT_0_TAKES), c.game_key)  # same key, another moment
    step(c, table)
    step(c, table)
    assert scored == [] and calls.calls() == ()


def test_finish_game_scores_the_call_from_the_battle_it_played(table, qtbot):
    c, calls, scored = make(table, [["KS", "2C", "AH", "AD", "5S", "9C"],
                                    ["KH", "3C", "4D", "6S", "2D", "8H"]])
    step(c, table)
    assert calls.call(1)
    with qtbot.waitSignal(c.gameOver, timeout=10_000):
        c.finish_game()  # the war and the rest of the game in one go
    assert scored == [WarCall(1, 1, 0, 0)] and calls.last_pile == 6
