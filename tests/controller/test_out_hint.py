"""Issue 42 (ux-2 N19): "You are out. Click a deck or press Space to watch the others
play on" is help for a table at rest. While autoplay plays on it is not shown, and it
comes back when autoplay stops, also when it stops between two steps."""

from __future__ import annotations

from test_controller_core import FakeTable, make

from krig_desktop.engine import Game
from krig_desktop.model.table_model import Hint


def test_the_out_hint_waits_while_autoplay_runs(qapp):
    table = FakeTable()
    c, published = make(table, players=3)
    c.replace_game(Game.from_hands([["2S"], ["AS", "3C", "5C"], ["KH", "4D", "6D"]]))
    c.request_step()  # the flip: the ace takes; you have no card left
    while table.busy:
        table.arrive()
    assert 0 in c.model.out and not c.game.over
    assert c.model.hint is Hint.WATCH and table.shown.hint is Hint.WATCH
    c.set_autoplay(True)
    while table.busy:
        table.arrive()
        assert published[-1].hint is None  # never shown while autoplay plays on
    assert c.autoplay and not table.busy  # autoplay's pause between two battles
    assert c.model.hint is None and table.shown.hint is None
    c.set_autoplay(False)  # stopped at rest: the hint is back at once
    assert c.model.hint is Hint.WATCH and table.shown.hint is Hint.WATCH
    assert published[-1] is c.model
    c.set_autoplay(True)
    c.set_autoplay(False)  # stopped while the cards move: back when they arrive
    while table.busy:
        table.arrive()
    assert c.game.over or c.model.hint is Hint.WATCH
