"""Every rule, as the help window states it, as a hand-built scenario, checked event by event.

Hands are written top card first. Fixed gathering is used wherever the exact pile order
matters, so every expected list below follows from the rules alone.
"""

from __future__ import annotations

from collections import Counter

import pytest
from engine_helpers import FIXED, all_cards, cards, step_until_gathered

from krig_desktop.engine import (
    Card,
    Game,
    GameOver,
    Gathered,
    Laid,
    Out,
    Outcome,
    Rules,
    Tie,
    Won,
)

C = Card.parse


def up(seat: int, card: str, step: int) -> Laid:
    return Laid(seat, C(card), True, step)


def down(seat: int, card: str, step: int) -> Laid:
    return Laid(seat, C(card), False, step)


def test_a_battle_highest_rank_takes_and_suits_do_not_matter():
    game = Game.from_hands([["TS", "2H"], ["6C", "3C"]], Rules(**FIXED))
    assert game.step() == [up(0, "TS", 0), up(1, "6C", 0), Won(0, 0)]
    assert game.table == cards("TS 6C")
    assert game.step() == [Gathered(0, tuple(cards("TS 6C")))]
    assert game.hands == [cards("2H TS 6C"), cards("3C")]
    assert (game.battles, game.war_steps, game.table) == (1, 0, [])


def test_shuffled_gathering_puts_the_same_cards_under_the_hand():
    game = Game.from_hands([["2S", "9H", "4H"], ["AC", "3C", "5D"]], seed=3)
    report = game.play_battle()
    assert report.winner == 1
    assert sorted(report.cards) == sorted(cards("2S AC"))
    assert game.hands[1] == [*cards("3C 5D"), *report.cards]


def test_war_every_battle_player_joins_and_a_non_tied_player_can_win():
    hands = [["9S", "2S", "KS"], ["9H", "3H", "QH", "4H"], ["4D", "5D", "AD", "7D"]]
    game = Game.from_hands(hands, Rules(**FIXED))
    assert game.step() == [up(0, "9S", 0), up(1, "9H", 0), up(2, "4D", 0),
                           Tie(0, (0, 1), (0, 1, 2))]
    assert game.step() == [down(0, "2S", 1), up(0, "KS", 1), down(1, "3H", 1),
                           up(1, "QH", 1), down(2, "5D", 1), up(2, "AD", 1), Won(2, 1)]
    pile = cards("9S 9H 4D 2S KS 3H QH 5D AD")
    # Seat 0 turned its last card and lost: out when the battle ends.
    assert game.step() == [Gathered(2, tuple(pile)), Out(0, (), 1)]
    assert game.hands == [[], cards("4H"), [C("7D"), *pile]]
    assert game.in_play == [1, 2]
    assert (game.battles, game.war_steps, game.over) == (1, 1, False)


def test_repeated_ties_repeat_the_war_step():
    game = Game.from_hands([["5S", "2S", "8S", "3S", "KS"], ["5H", "4H", "8C", "6H", "QH"]],
                           Rules(**FIXED))
    events = step_until_gathered(game)
    ties = [e for e in events if isinstance(e, Tie)]
    assert ties == [Tie(0, (0, 1), (0, 1)), Tie(1, (0, 1), (0, 1))]
    assert [e for e in events if isinstance(e, Won)] == [Won(0, 2)]
    assert events[-3:] == [
        Gathered(0, tuple(cards("5S 5H 2S 8S 4H 8C 3S KS 6H QH"))),
        Out(1, (), 2),
        GameOver(Outcome.WIN, 0, None, (0,)),
    ]
    assert (game.war_steps, game.battles, game.winner) == (2, 1, 0)


@pytest.mark.parametrize("face_down", [1, 2, 3])
def test_face_down_cards_per_war(face_down):
    downs0 = ["2S", "3S", "4S"][:face_down]
    downs1 = ["2H", "3H", "4H"][:face_down]
    game = Game.from_hands([["7S", *downs0, "AS", "6S"], ["7H", *downs1, "KH", "5H"]],
                           Rules(face_down=face_down, gathering="fixed"))
    game.step()
    events = game.step()
    assert events == [*(down(0, c, 1) for c in downs0), up(0, "AS", 1),
                      *(down(1, c, 1) for c in downs1), up(1, "KH", 1), Won(0, 1)]
    report = game.play_battle()
    assert report.winner == 0 and report.war_steps == 1 and report.out == ()
    assert report.cards == tuple(cards(f"7S 7H {' '.join(downs0)} AS {' '.join(downs1)} KH"))
    assert game.hands == [[C("6S"), *report.cards], [C("5H")]]


def test_running_short_is_out_at_once_and_the_war_goes_on():
    hands = [["9S", "2S"], ["9H", "3H", "KH", "4H", "AH", "5H"],
             ["9D", "5D", "KD", "6D", "2D", "7D"]]
    game = Game.from_hands(hands, Rules(**FIXED))
    assert game.step()[-1] == Tie(0, (0, 1, 2), (0, 1, 2))
    assert game.step() == [Out(0, (C("2S"),), 1), down(1, "3H", 1), up(1, "KH", 1),
                           down(2, "5D", 1), up(2, "KD", 1), Tie(1, (1, 2), (1, 2))]
    assert game.in_play == [1, 2]  # out at once, not at the end of the battle
    assert game.hands[0] == []
    assert game.step() == [down(1, "4H", 2), up(1, "AH", 2), down(2, "6D", 2),
                           up(2, "2D", 2), Won(1, 2)]
    pile = cards("9S 9H 9D 2S 3H KH 5D KD 4H AH 6D 2D")
    assert game.step() == [Gathered(1, tuple(pile))]
    assert game.hands == [[], [C("5H"), *pile], [C("7D")]]
    assert (game.war_steps, game.battles) == (2, 1)


def test_fixed_gathering_puts_leftover_cards_in_at_the_seat_that_ran_short():
    # Three face down: seat 1 holds 3 cards after its flip, needs 4, and runs short.
    hands = [["8S", "2S", "3S", "4S", "AS"], ["8H", "5H", "6H", "7H"],
             ["8D", "2D", "3D", "4D", "KD"]]
    game = Game.from_hands(hands, Rules(face_down=3, gathering="fixed"))
    report = game.play_battle()
    # Seat 1 ran short in the war; seat 2 laid its last card and lost.
    assert report.winner == 0 and report.out == (1, 2) and report.war_steps == 1
    assert report.cards == tuple(cards("8S 8H 8D 2S 3S 4S AS 5H 6H 7H 2D 3D 4D KD"))
    assert game.table == [] and game.hands[0] == list(report.cards)


def test_last_player_left_in_the_war_takes_the_pile():
    game = Game.from_hands([["9S", "2S"], ["9H", "3H", "4H", "5H"]], Rules(**FIXED))
    game.step()
    assert game.step() == [Out(0, (C("2S"),), 1), down(1, "3H", 1), up(1, "4H", 1),
                           Won(1, 1)]
    assert game.step() == [Gathered(1, tuple(cards("9S 9H 2S 3H 4H"))),
                           GameOver(Outcome.WIN, 1, None, (1,))]
    assert (game.outcome, game.winner, game.in_play) == (Outcome.WIN, 1, [1])


def test_a_tie_on_the_last_card_is_out_in_the_war_with_nothing_left():
    game = Game.from_hands([["9S"], ["9H", "2H", "3H"], ["4C", "5C", "6C"]], Rules(**FIXED))
    game.step()
    assert game.step() == [Out(0, (), 1), down(1, "2H", 1), up(1, "3H", 1),
                           down(2, "5C", 1), up(2, "6C", 1), Won(2, 1)]


def test_everyone_short_at_the_same_step_is_a_draw_and_the_pile_stays():
    game = Game.from_hands([["9S", "2S"], ["9H"], ["4D"]], Rules(**FIXED), set_aside="AS")
    game.step()
    events = game.step()
    # Seat 2 lost the flip but still goes to war, and is short too.
    assert events == [Out(0, (C("2S"),), 1), Out(1, (), 1), Out(2, (), 1),
                      GameOver(Outcome.DRAW, None, C("AS"))]
    assert (game.over, game.outcome, game.winner, game.in_play) == (
        True, Outcome.DRAW, None, [])
    assert game.table == cards("9S 9H 4D 2S")
    assert (game.battles, game.war_steps) == (0, 1)
    assert game.step() == []
    assert game.play_battle() is None


def test_a_last_card_that_wins_keeps_playing():
    game = Game.from_hands([["KS"], ["5H", "7H", "8H"]], Rules(**FIXED))
    assert step_until_gathered(game)[-1] == Gathered(0, tuple(cards("KS 5H")))
    assert game.in_play == [0, 1] and not game.over
    assert game.hands[0] == cards("KS 5H")


def test_a_last_card_that_loses_is_out_after_the_battle():
    game = Game.from_hands([["2S"], ["5H", "7H"], ["3D", "4D"]], Rules(**FIXED))
    assert game.step() == [up(0, "2S", 0), up(1, "5H", 0), up(2, "3D", 0), Won(1, 0)]
    assert game.in_play == [0, 1, 2]  # still in until the pile is gathered
    assert game.step() == [Gathered(1, tuple(cards("2S 5H 3D"))), Out(0, (), 0)]
    assert game.in_play == [1, 2]


def test_the_last_player_with_cards_wins_and_gets_everything():
    game = Game.from_hands([["2S"], ["5H"], []], set_aside="AD")
    assert game.step()[-1] == Won(1, 0)
    events = game.step()
    assert events[1:] == [Out(0, (), 0), GameOver(Outcome.WIN, 1, C("AD"), (1,))]
    assert sorted(game.hands[1]) == sorted(cards("2S 5H"))
    assert game.set_aside == C("AD") and game.over


def test_repetition_is_detected_exactly_with_fixed_gathering():
    # Positions at battle starts: p2 (after battle 2) comes back after battle 6.
    game = Game.from_hands([["2S", "3H"], ["3S", "2H"]], Rules(**FIXED))
    expected = [
        ([["3H"], ["2H", "2S", "3S"]]),
        ([["3H", "2H"], ["2S", "3S"]]),
        ([["2H", "3H", "2S"], ["3S"]]),
        ([["3H", "2S"], ["2H", "3S"]]),
        ([["2S", "3H", "2H"], ["3S"]]),
    ]
    for hands in expected:
        game.play_battle()
        assert game.hands == [cards(" ".join(h)) for h in hands]
        assert not game.over
    game.step()
    assert game.step() == [Gathered(1, tuple(cards("2S 3S"))),
                           GameOver(Outcome.REPETITION, None, None)]
    assert game.hands == [cards("3H 2H"), cards("2S 3S")]
    assert (game.outcome, game.winner, game.battles) == (Outcome.REPETITION, None, 6)
    assert game.in_play == [0, 1]


def test_shuffled_gathering_never_ends_by_repetition():
    hands = [["4S", "2H"], ["3S", "5H"]]  # no two ranks alike: no war, no draw
    assert Game.from_hands(hands, Rules(**FIXED)).play_to_end() is Outcome.REPETITION
    for seed in range(20):
        assert Game.from_hands(hands, seed=seed).play_to_end() is Outcome.WIN


def test_from_hands_seats_without_cards_are_out_from_the_start():
    game = Game.from_hands([["AS", "3S"], [], ["KD", "4D"]])
    assert game.in_play == [0, 2]
    assert [type(e) for e in game.step()] == [Laid, Laid, Won]
    alone = Game.from_hands([[], ["AS"]])
    assert (alone.over, alone.outcome, alone.winner) == (True, Outcome.WIN, 1)


def test_from_hands_rejects_duplicates_bad_cards_and_bad_seats():
    with pytest.raises(ValueError, match="more than once"):
        Game.from_hands([["AS", "2S"], ["as"]])
    with pytest.raises(ValueError, match="set-aside"):
        Game.from_hands([["AS"], ["2S"], ["3S"]], set_aside="AS")
    with pytest.raises(ValueError, match="only with 3 players"):
        Game.from_hands([["AS"], ["2S"]], set_aside="KS")
    with pytest.raises(ValueError, match="not a card"):
        Game.from_hands([["AS"], ["1S"]])
    for bad in ([["AS"]], [["AS"], [], [], [], ["2S"]], "ASKS"):
        with pytest.raises(ValueError):
            Game.from_hands(bad)
    with pytest.raises(ValueError, match="no seat"):
        Game.from_hands([[], []])
    with pytest.raises(ValueError):
        Game.from_hands([["AS"], ["2S"]], rules="fixed")


def test_every_card_is_accounted_for_during_a_war_with_runners_out():
    game = Game.from_hands([["9S", "2S"], ["9H", "3H", "KH"], ["9D", "5D"]],
                           set_aside="AC")
    before = Counter(all_cards(game))
    while not game.over:
        game.step()
        assert Counter(all_cards(game)) == before
