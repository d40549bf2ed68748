"""The card counter of a war (engine/war_odds.py): the chance each seat takes the war
waiting, knowing the cards each seat holds but not their order."""

from __future__ import annotations

import itertools

import pytest

from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.engine.war_odds import counter_pick, war_odds


def at_war(hands, rules: Rules = Rules()) -> Game:  # noqa: B008
    """The game of `hands` after its first flip, which ties."""
    game = Game.from_hands(hands, rules)
    game.step()
    assert game.phase is Phase.WAR
    return game


def test_a_seat_holding_every_ace_takes_the_war_for_certain():
    game = at_war([["KS", "AC", "AH", "AD"], ["KH", "2C", "3C", "4C"]])
    odds = war_odds(game)
    assert odds is not None
    assert odds.take == (1.0, 0.0) and odds.nobody == 0.0 and odds.pick == 0
    assert counter_pick(game) == 0


def test_the_aces_on_the_second_seat_are_called_for_it():
    game = at_war([["KS", "2C", "3C", "4C"], ["KH", "AC", "AH", "AD"]])
    assert counter_pick(game) == 1


def test_a_war_nobody_can_lay_is_a_draw_for_certain_and_nobody_is_called():
    game = at_war([["KS", "2C"], ["KH", "3C"]])  # one card left each: too few for a war
    odds = war_odds(game)
    assert odds is not None and odds.nobody == 1.0 and odds.take == (0.0, 0.0)
    assert odds.pick is None and counter_pick(game) is None


def test_no_war_waiting_gives_no_odds():
    game = Game.from_hands([["KS", "2C"], ["QH", "3C"]])
    assert war_odds(game) is None and counter_pick(game) is None  # before the flip
    game.step()
    assert game.phase is Phase.GATHER and war_odds(game) is None


def test_the_game_is_not_changed():
    game = Game.new(2, 18)
    game.step()
    assert game.phase is Phase.WAR
    before = game.to_dict()
    war_odds(game, samples=50)
    assert game.to_dict() == before


def test_the_same_position_gives_the_same_answer_whatever_the_order_held():
    """Deterministic, and blind to the order of each hand: only its cards count."""
    one = at_war([["KS", "2C", "9H", "QD", "5S"], ["KH", "3C", "TD", "7S", "JC"]])
    other = at_war([["KS", "QD", "5S", "2C", "9H"], ["KH", "JC", "TD", "3C", "7S"]])
    first = war_odds(one, samples=300)
    assert first == war_odds(one, samples=300) == war_odds(other, samples=300)
    assert first != war_odds(one, samples=300, seed=1)  # the seed is the only other say


def exact_takers(flips: list[str], rests: list[list[str]], rules: Rules) -> list[float]:
    """Each seat's share of the war's takings over every order of every hand."""
    players = len(flips)
    counts = [0] * (players + 1)  # the last: nobody
    orders = [list(itertools.permutations(rest)) for rest in rests]
    total = 0
    for combo in itertools.product(*orders):
        game = Game.from_hands([[flip, *rest] for flip, rest in zip(flips, combo, strict=True)],
                               rules)
        game.step()
        report = game.play_battle()
        assert report is not None
        counts[players if report.winner is None else report.winner] += 1
        total += 1
    return [n / total for n in counts]


@pytest.mark.parametrize(("flips", "rests", "rules"), [
    (["KS", "KH"], [["2C", "AH", "7D"], ["QC", "3S", "7H", "9S"]], Rules()),
    # three players: the seat that did not tie lays war cards too, and may take it
    (["KS", "KH", "4C"], [["2C", "AH", "7D"], ["QC", "3S", "7H"], ["AS", "5D", "6D"]],
     Rules()),
    # two face-down cards, a short hand that runs out in the war
    (["9S", "9H"], [["2C", "AH"], ["QC", "3S", "7H", "8D"]], Rules(face_down=2)),
])
def test_the_chances_agree_with_every_order_played_out(flips, rests, rules):
    exact = exact_takers(flips, rests, rules)
    odds = war_odds(at_war([[flip, *rest] for flip, rest in zip(flips, rests, strict=True)],
                           rules), samples=4000)
    assert odds is not None
    for seat, chance in enumerate(exact[:-1]):
        assert odds.take[seat] == pytest.approx(chance, abs=0.04)
    assert odds.nobody == pytest.approx(exact[-1], abs=0.04)
    assert sum(odds.take) + odds.nobody == pytest.approx(1.0)


def test_a_war_under_fixed_gathering_is_counted_too():
    game = Game.new(2, 18, Rules(gathering="fixed"))
    while game.phase is not Phase.WAR:
        game.step()
    odds = war_odds(game, samples=100)
    assert odds is not None and odds.samples == 100 and odds.seats == (0, 1)


@pytest.mark.parametrize("samples", [0, -1, 1.5, True, 10**7])
def test_a_wrong_number_of_samples_is_refused(samples):
    game = at_war([["KS", "2C", "3D"], ["KH", "4C", "5D"]])
    with pytest.raises(ValueError, match="samples"):
        war_odds(game, samples=samples)
