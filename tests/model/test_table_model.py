"""The view model, built from a Game by `model.build.table_model`, without Qt.

The controller used to keep its own copy of the pile from the events it saw; the model
now reads the engine's record instead. The property test holds the two ways to the
same answer at every step of many games, so the record cannot drift from what the
table animated.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Card, Game, Gathered, Laid, Out, Outcome, Phase, Rules
from krig_desktop.model import Hint, PileCard
from krig_desktop.model.build import pile_cards, table_model


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def laid(model) -> list[tuple[int, str, bool]]:
    return [(pc.seat, str(pc.card), pc.face_up) for pc in model.pile]


def test_a_fresh_deal():
    model = table_model(Game.new(3, 4242, Rules(face_down=2)))
    assert (model.players, model.game_number, model.rules) == (3, 4242, Rules(face_down=2))
    assert model.counts == (17, 17, 17) and model.out == frozenset()
    assert model.pile == () and model.at_stake == 0
    assert model.phase is Phase.FLIP and model.battle == 1 and model.battles == 0
    assert model.hint is Hint.START and not model.over
    assert model.set_aside is not None and not model.set_aside_shown
    assert model.in_play == (0, 1, 2)


def test_a_war_with_a_seat_that_runs_short():
    game = Game.from_hands([cards("KS 2S 3S 4S 5S"), cards("KH 5H"),
                            cards("KC 6C 7C 8C 9C")], Rules(face_down=2))
    game.step()  # three kings
    model = table_model(game)
    assert laid(model) == [(0, "KS", True), (1, "KH", True), (2, "KC", True)]
    assert model.phase is Phase.WAR and model.tied == (0, 1, 2)
    assert model.war_seats == (0, 1, 2) and model.hint is None
    game.step()  # seat 1 holds one card: out, its 5H goes on the pile face down
    model = table_model(game)
    assert laid(model) == [
        (0, "KS", True), (1, "KH", True), (2, "KC", True),
        (0, "2S", False), (0, "3S", False), (0, "4S", True),
        (1, "5H", False),
        (2, "6C", False), (2, "7C", False), (2, "8C", True),
    ]
    assert model.out == frozenset({1}) and model.counts == (1, 0, 1)
    assert model.phase is Phase.GATHER and model.taker == 2 and model.tied == ()
    assert model.war_depth == 1 and model.at_stake == 10


def test_a_draw_keeps_its_pile_and_the_game_is_over():
    game = Game.from_hands([cards("5S"), cards("5H")])
    game.step()
    game.step()
    model = table_model(game)
    assert model.over and model.outcome is Outcome.DRAW and model.winner is None
    assert laid(model) == [(0, "5S", True), (1, "5H", True)]
    assert model.battle == model.battles == 0 and model.hint is None


def test_you_out_means_the_watch_hint_and_a_win_reveals_the_set_aside_card():
    game = Game.from_hands([[], cards("AS 2S"), cards("KH 3H")], set_aside="4D")
    assert table_model(game).hint is Hint.WATCH
    game.play_to_end()
    model = table_model(game)
    assert model.outcome is Outcome.WIN and model.winner in (1, 2)
    assert model.set_aside_shown and model.hint is None
    assert model.battle == model.battles


def test_the_start_hint_goes_after_the_first_battle():
    game = Game.new(2, 7)
    while game.battles == 0:
        game.step()
        assert table_model(game).hint is None
    assert table_model(game).hint is None


def test_a_loaded_game_gives_the_same_model():
    game = Game.new(4, 42, Rules(face_down=3))
    while game.war_steps < 2:
        game.step()
    assert table_model(Game.from_dict(game.to_dict())) == table_model(game)


def test_pile_cards_needs_a_seat_for_every_card():
    with pytest.raises(ValueError):
        pile_cards(cards("2S 3S"), [0], 1)


def follow(pile: list[PileCard], events: list) -> None:
    """The pile as the table animates it: from the events alone."""
    for ev in events:
        if isinstance(ev, Laid):
            pile.append(PileCard(ev.seat, ev.card, ev.face_up))
        elif isinstance(ev, Out):
            pile.extend(PileCard(ev.seat, card, False) for card in ev.cards)
        elif isinstance(ev, Gathered):
            pile.clear()


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=st.integers(1, 10**6), players=st.integers(2, 4), face_down=st.integers(1, 3),
       gathering=st.sampled_from(["shuffled", "fixed"]), steps=st.integers(1, 600))
def test_the_pile_matches_the_events_at_every_step(seed, players, face_down, gathering, steps):
    game = Game.new(players, seed, Rules(face_down=face_down, gathering=gathering))
    pile: list[PileCard] = []
    for _ in range(steps):
        events = game.step()
        follow(pile, events)
        model = table_model(game)
        assert model.pile == tuple(pile)
        assert sum(model.counts) + model.at_stake + (model.set_aside is not None) == 52
        if not events:
            break


def test_the_model_needs_no_qt():
    code = ("import sys, krig_desktop.model.build; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
