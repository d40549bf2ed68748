"""The odds under an early end: the chance to win under that end, a shared win credited
1/k to each sharer, play-outs stopping where the game would."""

from __future__ import annotations

from fractions import Fraction

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.fate import FateSearch, fate
from krig_desktop.engine.odds import Estimator, Tally, estimate, play_outs
from krig_desktop.engine.odds_exact import exact_chances

HALF, QUARTER = Fraction(1, 2), Fraction(1, 4)


def last_battle() -> Game:
    # Seat 0 turns its ace (1/2): 3 cards each, shared. Its 2 (1/2): seat 1 wins.
    return Game.from_hands([["AS", "2S"], ["KH", "3H", "4H", "5H"]], Rules(end="battles:1"))


def test_a_shared_end_is_half_a_win_each():
    game = last_battle()
    game.play_to_end()
    assert exact_chances(game) == ((HALF, HALF), Fraction(0))
    odds = estimate(game, 10, 1)
    assert odds.exact and odds.win == (0.5, 0.5) and odds.draw == 0


def test_battle_n_is_enumerated_exactly_with_its_shares():
    assert exact_chances(last_battle()) == ((QUARTER, 3 * QUARTER), Fraction(0))


def test_play_outs_agree_with_the_exact_chances():
    game = last_battle()
    tally = play_outs(game.to_dict(), 7, 0, 2000)  # play-outs only, no exact shortcut
    odds = tally.odds()
    assert odds is not None and tally.samples == 2000
    assert tally.shares[0] == tally.shares[1] > 0
    assert abs(odds.win[0] - 0.25) < 4 * odds.stderr
    assert abs(sum(odds.win) + odds.draw - 1) < 1e-12


def test_a_gathering_that_ends_the_game_is_exact():
    game = Game.from_hands([["5S", "2S", "KS", "3S"], ["5H", "2H", "QH", "4H"]],
                           Rules(end="wars:1"))
    game.step()
    game.step()
    assert game.phase == "gather" and not game.over
    assert exact_chances(game) == ((Fraction(1), Fraction(0)), Fraction(0))
    plain = Game.from_hands([["5S", "2S", "KS", "3S"], ["5H", "2H", "QH", "4H"]])
    plain.step()
    plain.step()
    assert exact_chances(plain) is None


def test_play_outs_count_battles_from_the_games_own_count():
    # At battle 49 of "battles:50" every play-out plays one battle, not fifty.
    game = Game.new(2, 3, Rules(end="battles:50"))
    game.play_to_end(max_battles=49)
    assert not game.over
    estimator = Estimator(game, 5)
    estimator.run(200)
    assert 200 <= estimator.played <= 2 * 200
    odds = estimator.result()
    assert odds is not None and odds.cut == 0 and odds.samples == 200


def test_play_outs_count_on_from_the_wars_won():
    game = Game.new(3, 8, Rules(end="wars:2"))
    while sum(game.wars_won) == 0:
        game.play_battle()
    leader = game.wars_won.index(1)
    odds = estimate(game, 400, 3)
    # One war more wins it for the leader; the others need two.
    assert odds.win[leader] == max(odds.win)
    tally = play_outs(game.to_dict(), 3, 0, 400)
    assert tally.odds() == odds


def test_tallies_with_shares_add_up_exactly():
    a = Tally((1, 2), 0, 0, (HALF, HALF))
    b = Tally((3, 0), 1, 2)
    total = a + b
    assert total == Tally((4, 2), 1, 2, (HALF, HALF)) == b + a
    assert total.samples == 10
    odds = total.odds()
    assert odds is not None and odds.win == pytest.approx((0.45, 0.25))


def test_the_fate_follows_the_end():
    game = last_battle()
    seen = fate(game)
    assert (seen.outcome, seen.winners, seen.battles) in (("shared", (0, 1), 1),
                                                           ("win", (1,), 1))
    game.play_to_end()
    assert (seen.outcome, seen.winner, seen.winners) == (game.outcome, game.winner,
                                                         game.winners)
    search = FateSearch(Game.new(4, 9, Rules(end="battles:40")))
    while search.advance(7) is None:
        pass
    assert search.fate is not None and search.fate.battles <= 40


def test_an_estimator_keeps_the_wars_won_it_read():
    game = Game.new(2, 4, Rules(end="wars:3"))
    while sum(game.wars_won) < 2:
        game.play_battle()
    estimator = Estimator(game, 11)
    before = game.wars_won
    game.play_to_end()  # the game goes on; the estimator still sees the moment it read
    estimator.run(300)
    again = Game.new(2, 4, Rules(end="wars:3"))
    while again.wars_won != before:
        again.play_battle()
    assert estimator.result() == estimate(again, 300, 11)
