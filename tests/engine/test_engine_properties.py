"""Hypothesis properties: what must hold for every game, at every step."""

from __future__ import annotations

import json
from collections import Counter

from engine_helpers import all_cards
from game_strategies import dealt_games, small_games
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import (
    Game,
    GameOver,
    Gathered,
    Laid,
    Out,
    Outcome,
    Tie,
    Won,
)

any_game = st.one_of(small_games(), dealt_games())


def check_events(before_hands, before_table, events, game) -> None:
    """Replay the events on the state before the step: they must lead to the state after."""
    hands = [list(h) for h in before_hands]
    table = list(before_table)
    for event in events:
        if isinstance(event, Laid):
            assert hands[event.seat][0] == event.card
            table.append(hands[event.seat].pop(0))
        elif isinstance(event, Out) and event.cards:
            assert tuple(hands[event.seat]) == event.cards
            table.extend(hands[event.seat])
            hands[event.seat] = []
        elif isinstance(event, Out):
            assert hands[event.seat] == []
        elif isinstance(event, Gathered):
            assert Counter(event.cards) == Counter(table)
            hands[event.seat].extend(event.cards)
            table = []
        elif isinstance(event, Tie):
            assert set(event.tied) <= set(event.seats) and len(event.tied) >= 2
        elif isinstance(event, GameOver):
            assert event is events[-1] and event.outcome == game.outcome
            assert event.winner == game.winner and event.set_aside == game.set_aside
        else:
            assert isinstance(event, Won)
    assert hands == game.hands
    assert table == game.table


@settings(max_examples=120, deadline=None)
@given(any_game, st.integers(1, 400))
def test_every_step_keeps_every_card_and_matches_its_events(game, steps):
    start = Counter(all_cards(game))
    out_seats: set[int] = set(range(game.players)) - set(game.in_play)
    for _ in range(steps):
        before = (game.hands, game.table)
        events = game.step()
        check_events(*before, events, game)
        assert Counter(all_cards(game)) == start
        assert sum(start.values()) == len(all_cards(game))
        # Seats that are out never come back, and hold nothing.
        assert not out_seats & set(game.in_play)
        assert all(game.hands[s] == [] for s in out_seats)
        out_seats |= set(range(game.players)) - set(game.in_play)
        if game.over:
            assert game.step() == []
            break
    assert_end_state_consistent(game)


def assert_end_state_consistent(game: Game) -> None:
    if not game.over:
        assert game.outcome is None and game.winner is None
        return
    assert game.outcome in set(Outcome)
    sizes = game.hand_sizes
    early = len(game.in_play) > 1  # ended by the end option (RULES.md "Ending early")
    if game.outcome is Outcome.WIN and not early:
        held = [c for h in game.hands for c in h]
        assert game.in_play == [game.winner] and game.table == []
        assert Counter(game.hands[game.winner]) == Counter(held)
    elif game.outcome is Outcome.WIN:
        assert game.winners == (game.winner,) and game.table == []
        if game.rules.end_wars is not None:
            assert game.wars_won[game.winner] == game.rules.end_wars
        else:
            assert game.battles == game.rules.end_battles
            assert sorted(sizes)[-2] < sizes[game.winner] == max(sizes)
    elif game.outcome is Outcome.SHARED:
        assert game.battles == game.rules.end_battles and game.winner is None
        assert len(game.winners) >= 2 and game.table == []
        assert {sizes[s] for s in game.winners} == {max(sizes)}
    elif game.outcome is Outcome.DRAW:
        assert game.winner is None and game.in_play == [] and game.table
    else:
        assert game.rules.fixed and game.winner is None and len(game.in_play) >= 2
        assert game.rules.end_battles is None


@settings(max_examples=60, deadline=None)
@given(any_game, st.integers(1, 300))
def test_step_play_and_battle_play_reach_the_same_state(game, battles):
    twin = Game.from_dict(game.to_dict())
    for _ in range(battles):
        if game.over:
            break
        before = game.battles
        while game.battles == before and not game.over:
            game.step()
        report = twin.play_battle()
        assert twin == game
        if report.winner is not None:
            assert game.hands[report.winner][-len(report.cards):] == list(report.cards)
    assert twin.play_battle() is None if game.over else True


@settings(max_examples=40, deadline=None)
@given(small_games())
def test_play_to_end_agrees_with_stepping_to_the_end(game):
    twin = Game.from_dict(game.to_dict())
    while not game.over:
        game.step()
    assert twin.play_to_end() == game.outcome
    assert twin == game
    assert_end_state_consistent(twin)


@settings(max_examples=60, deadline=None)
@given(any_game, st.integers(0, 600))
def test_round_trip_at_any_moment_has_an_identical_future(game, steps):
    for _ in range(steps):
        game.step()
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded == game
    for _ in range(80):
        assert loaded.step() == game.step()
    loaded.play_to_end(max_battles=2000)
    game.play_to_end(max_battles=2000)
    assert loaded == game


@settings(max_examples=30, deadline=None)
@given(dealt_games(), st.integers(0, 50))
def test_play_to_end_honours_max_battles(game, limit):
    game.play_to_end(max_battles=limit)
    assert game.over or game.battles == limit


def through_json(game: Game) -> Game:
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(any_game, st.integers(1, 250))
def test_every_reachable_moment_saves_and_loads(game, steps):
    """Whatever the engine reaches, its data loads back equal, with the same future:
    flips, wars, decided piles (the decisive war too: one seat left in play), the end."""
    twin = through_json(game)
    for _ in range(steps):
        events = game.step()
        assert twin.step() == events
        loaded = through_json(game)
        assert loaded == game and loaded.to_dict() == game.to_dict()
        twin = loaded
        if game.over:
            break
    game.play_to_end(max_battles=300)
    twin.play_to_end(max_battles=300)
    assert twin == game


def test_the_decisive_war_and_a_draw_save_and_load():
    decisive = Game.from_hands([["9S", "2S"], ["9H", "3H", "4H", "5H"]])
    decisive.step()
    decisive.step()
    assert decisive.phase == "gather" and decisive.in_play == [1]
    assert through_json(decisive) == decisive
    drawn = Game.from_hands([["9S", "2S"], ["9H"], ["4D"]], set_aside="AS")
    drawn.play_to_end()
    assert drawn.outcome is Outcome.DRAW and through_json(drawn) == drawn
