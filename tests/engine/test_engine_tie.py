"""`game.phase`, `game.tied` and `game.war_seats`: the engine says what it waits on.

The table and the view model used to work the tie out again from the pile and compare
phases as strings; now the engine exports them. These tests hold them to the `Tie`
event the same step produced, so the two can never disagree.
"""

from __future__ import annotations

from engine_helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Game, Phase, Rules, Tie


def test_a_tie_on_the_flip_is_exported_until_the_war_is_laid():
    game = Game.from_hands([cards("KS 2S 3S 4S"), cards("5H 6H 7H 8H"), cards("KD 9D TD JD")])
    assert game.phase is Phase.FLIP and game.tied == () and game.war_seats == ()
    game.step()
    assert game.phase is Phase.WAR
    assert game.tied == (0, 2)  # the kings; seat 1 goes to war all the same
    assert game.war_seats == (0, 1, 2)
    game.step()  # the war step decides it
    assert game.phase is Phase.GATHER and game.tied == () and game.war_seats == ()


def test_a_tie_again_names_the_new_tied_seats_and_drops_who_ran_short():
    game = Game.from_hands([cards("9S 2C KS 4C"), cards("9H 2D KD 4D"), cards("4H 5H")])
    game.step()  # 9-9
    assert game.tied == (0, 1) and game.war_seats == (0, 1, 2)
    game.step()  # K-K again; seat 2 could not lay two cards: out, its 5H on the pile
    assert game.phase is Phase.WAR
    assert game.tied == (0, 1) and game.war_seats == (0, 1)
    game.step()  # both hold one card: short together, a draw
    assert game.outcome == "draw" and game.tied == () and game.war_seats == ()


def test_phase_is_the_enum_and_still_equals_its_name():
    game = Game.new(2, 18)  # opens with a tie
    game.step()
    assert game.phase is Phase.WAR and game.phase == "war"
    game.play_to_end()
    assert game.phase is Phase.OVER and game.tied == ()


def test_a_loaded_mid_war_game_says_the_same():
    game = Game.from_hands([cards("KS 2S 3S 4S"), cards("5H 6H 7H 8H"), cards("KD 9D TD JD")],
                           Rules(face_down=2))
    game.step()
    loaded = Game.from_dict(game.to_dict())
    assert (loaded.phase, loaded.tied, loaded.war_seats) == (Phase.WAR, (0, 2), (0, 1, 2))


@settings(max_examples=80, deadline=None, derandomize=True)
@given(seed=st.integers(1, 10**6), players=st.integers(2, 4), face_down=st.integers(1, 3),
       steps=st.integers(1, 400))
def test_tied_and_war_seats_agree_with_every_tie_event(seed, players, face_down, steps):
    game = Game.new(players, seed, Rules(face_down=face_down))
    for _ in range(steps):
        check_against_the_step(game, game.step())


def check_against_the_step(game: Game, events: list) -> bool:
    """Assert the exports match what the step just told; True if it ended in a tie."""
    tie = events[-1] if events and isinstance(events[-1], Tie) else None
    if tie is None:
        assert game.phase is not Phase.WAR
        assert game.tied == () and game.war_seats == ()
        return False
    assert game.phase is Phase.WAR
    assert game.tied == tie.tied and game.war_seats == tie.seats
    return True


def test_many_ties_of_every_kind_are_checked():
    """The property above on fixed games, counting the ties it met so it cannot pass idle."""
    ties = triple = again = 0
    for seed in range(1, 31):
        for players in (2, 3, 4):
            game = Game.new(players, seed, Rules(face_down=1 + seed % 3))
            for _ in range(300):
                events = game.step()
                if check_against_the_step(game, events):
                    ties += 1
                    triple += len(game.tied) >= 3
                    again += game.round >= 1
    assert ties > 100 and triple > 0 and again > 0
