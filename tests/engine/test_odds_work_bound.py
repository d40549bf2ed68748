"""The odds meter's work after a battle is bounded: battles per play-out are capped.

Game 21's play-outs (2 players, 2 face-down cards, fixed gathering) mostly never end:
with a cap of 10,000 battles each, one refinement played over 7 million battles and
kept a core busy 12-18 s after every battle. The battles are counted here (every
fast-path battle any play-out plays), not timed.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.odds import CAP, FIXED_CAP, Estimator, cap_for, estimate

LONG = (2, 21, Rules(face_down=2, gathering="fixed"))
SAMPLES = 150
# What the meter may spend on one moment (1,200 play-outs): about 2 s of CPU.
MOST_BATTLES_PER_REFINEMENT = 2_500_000


@pytest.fixture
def battles_played(monkeypatch):
    """A list whose length is the fast-path battles played since the fixture began."""
    played: list[None] = []
    real = FastGame._fast_battle

    def counted(self):
        played.append(None)
        return real(self)

    monkeypatch.setattr(FastGame, "_fast_battle", counted)
    return played


@pytest.mark.parametrize("battle", [30, 5_000])
def test_a_long_game_settles_within_bounded_battles(battle, battles_played):
    game = Game.new(*LONG)
    game.play_to_end(battle)
    estimator = Estimator(game, 0)
    before = len(battles_played)
    estimator.run(SAMPLES)
    spent = len(battles_played) - before
    # Each play-out at most its share of a refinement's battles (+1: a battle on the table).
    assert spent <= SAMPLES * (MOST_BATTLES_PER_REFINEMENT // 1_200 + 1)
    assert spent <= SAMPLES * (cap_for(game.rules) + 1)
    assert estimator.played == spent  # the estimator says what it did
    assert estimator.tally.cut > 0  # the long game's play-outs really reach the cap


def test_the_cap_only_cuts_play_outs_longer_than_it():
    """The same seed: each play-out that ends within FIXED_CAP ends as with the old
    cap, so only the cut count can grow, at the cost of wins and draws further out."""
    game = Game.new(2, 5, Rules(1, "fixed"))
    game.play_to_end(30)
    now, before = estimate(game, 300, 3), estimate(game, 300, 3, cap=CAP)
    assert now.samples == before.samples == 300
    assert now.cut > before.cut
    won_now = [round(w * 300) for w in now.win]
    won_before = [round(w * 300) for w in before.win]
    assert all(a <= b for a, b in zip(won_now, won_before, strict=True))


@settings(max_examples=8, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), number=st.integers(1, 500), battle=st.integers(0, 60))
def test_shuffled_gathering_keeps_its_estimates(players, number, battle):
    game = Game.new(players, number, Rules())
    game.play_to_end(battle)
    assert cap_for(game.rules) == CAP > FIXED_CAP
    assert estimate(game, 40, number) == estimate(game, 40, number, cap=CAP)
