"""Hypothesis strategies for games, shared by the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from krig_desktop.engine import CARDS, Game, Rules

# Every end option (RULES.md "Ending early"), with "out" as often as the early ends.
ends_st = st.sampled_from(["out", "out", "out", "battles:3", "battles:60", "wars:1",
                           "wars:3"])
rules_st = st.builds(Rules, st.integers(1, 3), st.sampled_from(["shuffled", "fixed"]),
                     ends_st)


@st.composite
def small_games(draw: st.DrawFn, most: int = 16, pool: int = 20) -> Game:
    """At most `most` cards from the `pool` lowest (ranks 2-6 for 20): wars, seats
    running short and draws come up often."""
    players = draw(st.integers(2, 4))
    count = draw(st.integers(players, most))
    chosen = draw(st.permutations(CARDS[:pool]))[:count]
    cuts = sorted(draw(st.lists(st.integers(0, count), min_size=players - 1,
                                max_size=players - 1)))
    bounds = [0, *cuts, count]
    hands = [chosen[bounds[i]:bounds[i + 1]] for i in range(players)]
    if not any(hands):
        hands[0] = chosen
    return Game.from_hands(hands, draw(rules_st), seed=draw(st.integers(0, 1000)))


@st.composite
def dealt_games(draw: st.DrawFn) -> Game:
    return Game.new(draw(st.integers(2, 4)), draw(st.integers(1, 10**9)), draw(rules_st))
