"""Odds (engine/odds.py, odds_exact.py) and fate (engine/fate.py).

The chances: they sum to 1, a seat that is out has 0, the same seed gives the same
answer however the play-outs are sliced or split, the game is never changed (in every
phase), the exact answers are exact and the play-outs agree with them, a handmade
position worked out by hand, and over many deals the chance at battle 0 averages to the
fair share. The fate: it agrees with the game stepped to its end, in one call or in
slices, and leaves the game alone.
"""

from __future__ import annotations

import math
import statistics
from fractions import Fraction

import pytest
from engine_helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import CARDS, Game, Rules
from krig_desktop.engine.odds import (
    Estimator,
    FateSearch,
    Tally,
    estimate,
    fate,
    play_outs,
)
from krig_desktop.engine.odds_exact import exact_chances

ALL_RULES = [Rules(fd, g) for fd in (1, 2, 3) for g in ("shuffled", "fixed")]
rules_st = st.sampled_from(ALL_RULES)
SMALL_CAP = 2_000  # keeps fixed-gathering play-outs quick in the properties


def snapshot(game: Game) -> tuple[dict, Game]:
    return game.to_dict(), game.copy()


def assert_unchanged(game: Game, before: tuple[dict, Game]) -> None:
    data, twin = before
    assert game.to_dict() == data
    assert game == twin  # the generator's state included


def moment(players: int, number: int, rules: Rules, battles: int, steps: int) -> Game:
    """Game `number` after `battles` battles and then `steps` single steps."""
    game = Game.new(players, number, rules)
    game.play_to_end(max_battles=battles)
    for _ in range(steps):
        game.step()
    return game


def in_phase(phase: str, players: int, rules: Rules) -> Game:
    """A dealt game caught in `phase` ("flip", "war", "gather" or "over")."""
    for number in range(1, 200):
        game = Game.new(players, number, rules)
        if phase == "over":
            game.play_to_end(max_battles=50_000)
            if game.over:
                return game
            continue
        for _ in range(3000):
            if game.over:
                break
            if game.phase == phase and game.battles > 3:
                return game
            game.step()
    raise AssertionError(f"no game in phase {phase}")


def check_chances(odds, game: Game) -> None:
    assert len(odds.win) == game.players
    assert math.isclose(sum(odds.win) + odds.draw, 1.0, abs_tol=1e-12)
    assert all(0.0 <= p <= 1.0 for p in (*odds.win, odds.draw))
    for seat in range(game.players):
        if seat not in game.in_play:
            assert odds.win[seat] == 0.0


# ----- properties


@settings(max_examples=40, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), number=st.integers(1, 10**6), rules=rules_st,
       battles=st.integers(0, 400), steps=st.integers(0, 3), seed=st.integers(0, 2**64 - 1))
def test_chances_sum_to_one_leave_the_game_alone_and_repeat_by_seed(
        players, number, rules, battles, steps, seed):
    game = moment(players, number, rules, battles, steps)
    before = snapshot(game)
    odds = estimate(game, 12, seed, cap=SMALL_CAP)
    assert_unchanged(game, before)
    check_chances(odds, game)
    assert odds.samples == (0 if odds.exact else 12)
    assert 0 <= odds.cut <= odds.samples
    assert estimate(game, 12, seed, cap=SMALL_CAP) == odds
    if not odds.exact:  # the standard error is that of the least certain chance
        n = odds.samples
        assert odds.stderr == pytest.approx(
            max(math.sqrt(p * (1 - p) / n) for p in (*odds.win, odds.draw)))


@settings(max_examples=25, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), number=st.integers(1, 10**6), rules=rules_st,
       battles=st.integers(0, 200), steps=st.integers(0, 3),
       slices=st.lists(st.integers(1, 300), min_size=1, max_size=12))
def test_slices_and_workers_add_up_to_one_estimate(players, number, rules, battles, steps,
                                                   slices):
    game = moment(players, number, rules, battles, steps)
    sliced = Estimator(game, 7, cap=SMALL_CAP)
    for budget in slices:
        sliced.advance(budget)
    done = sliced.tally.samples
    if sliced.exact:
        assert done == 0 and sliced.result() == estimate(game, 5, 7)
        return
    if done:
        assert sliced.result() == estimate(game, done, 7, cap=SMALL_CAP)
    # A worker's ranges of play-outs, from the saved game, add up to the same tally.
    data = game.to_dict()
    split = play_outs(data, 7, 0, 3, SMALL_CAP) + play_outs(data, 7, 3, 8, SMALL_CAP)
    whole = Estimator(game, 7, cap=SMALL_CAP)
    whole.run(8)
    assert split == whole.tally == play_outs(data, 7, 0, 8, SMALL_CAP)
    assert split.odds() == estimate(game, 8, 7, cap=SMALL_CAP)


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("phase", ["flip", "war", "gather", "over"])
def test_estimate_and_fate_never_change_the_game(phase, players, rules):
    game = in_phase(phase, players, rules)
    assert game.phase == phase
    before = snapshot(game)
    odds = estimate(game, 5, 1, cap=SMALL_CAP)
    check_chances(odds, game)
    Estimator(game, 1, cap=SMALL_CAP).advance(500)
    play_outs(game.to_dict(), 1, 0, 2, SMALL_CAP)
    search = FateSearch(game)
    search.advance(300)
    if phase != "over" and not rules.fixed:
        fate(game)  # (fixed: some of these deals run for millions of battles)
    assert_unchanged(game, before)


def test_estimate_reads_the_game_once():
    game = moment(2, 5, Rules(), 20, 0)
    estimator = Estimator(game, 3)
    expected = estimate(game, 30, 3)
    game.play_to_end(max_battles=10)
    estimator.run(30)
    assert estimator.result() == expected


def test_the_seed_matters():
    game = moment(3, 11, Rules(), 25, 0)
    answers = {estimate(game, 40, seed).win for seed in range(5)}
    assert len(answers) > 1


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "3"])
def test_samples_must_be_a_positive_whole_number(bad):
    with pytest.raises(ValueError):
        estimate(Game.new(2, 1), bad, 1)


@pytest.mark.parametrize("bad", [-1, 2**64, 0.5, None])
def test_seed_must_fit_64_bits(bad):
    with pytest.raises(ValueError):
        estimate(Game.new(2, 1), 1, bad)


# ----- exact answers


def test_a_game_that_is_over_is_certain():
    won = Game.from_hands([cards("AS KS"), []])
    odds = estimate(won, 10, 0)
    assert (odds.win, odds.draw, odds.samples, odds.stderr, odds.exact) == (
        (1.0, 0.0), 0.0, 0, 0.0, True)
    drawn = Game.from_hands([cards("5S"), cards("5H")])  # tie, then both run short
    drawn.play_battle()
    assert drawn.outcome == "draw"
    assert estimate(drawn, 10, 0).win == (0.0, 0.0)
    assert estimate(drawn, 10, 0).draw == 1.0


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_aces_and_kings_against_two_low_cards_win_for_certain(rules):
    high = [c for c in CARDS if c.rank >= 13]
    game = Game.from_hands([high, cards("2C 3C")], rules)
    odds = estimate(game, 50, 9)
    assert odds.exact and odds.win == (1.0, 0.0) and odds.draw == 0.0
    # The play-outs, which know nothing of the rule, agree.
    assert play_outs(game.to_dict(), 9, 0, 50) == Tally((50, 0))


def test_the_rule_is_sufficient_and_the_play_outs_see_the_rest():
    # AS KS against three low cards: seat 0 wins for certain here too (every card it
    # will ever hold beats seat 1's), but it holds fewer cards, so the exact rule does
    # not apply; the play-outs find the certainty by themselves.
    game = Game.from_hands([cards("AS KS"), cards("2C 3C 4C")])
    assert exact_chances(game) is None
    odds = estimate(game, 30, 5)
    assert not odds.exact and odds.samples == 30 and odds.win == (1.0, 0.0)
    assert odds.stderr == 0.0


def test_one_battle_left_enumerated_exactly():
    # Seat 0 turns AS (1/2): it takes both kings and the others are out. It turns 5S
    # (1/2): the kings tie, a war; seat 0 holds 1 card, the others none: all run short,
    # a draw.
    game = Game.from_hands([cards("AS 5S"), cards("KH"), cards("KD")])
    half = Fraction(1, 2)
    assert exact_chances(game) == ((half, Fraction(0), Fraction(0)), half)
    odds = estimate(game, 10, 4)
    assert odds.exact and odds.win == (0.5, 0.0, 0.0) and odds.draw == 0.5
    # 4000 play-outs agree within four standard errors (0.0079 each).
    sampled = play_outs(game.to_dict(), 4, 0, 4000).odds()
    assert sampled is not None
    assert sampled.win[0] == pytest.approx(0.5, abs=4 * 0.0079)
    assert sampled.win[1] == sampled.win[2] == 0.0


@st.composite
def small_positions(draw) -> Game:
    """At most 3 cards a seat from few ranks: the last battle is often enumerable."""
    players = draw(st.integers(2, 4))
    chosen = draw(st.permutations(CARDS[:24]))  # ranks 2-7: ties are common
    sizes = draw(st.lists(st.integers(1, 3), min_size=players, max_size=players))
    hands, at = [], 0
    for size in sizes:
        hands.append(chosen[at:at + size])
        at += size
    rules = draw(rules_st)
    return Game.from_hands(hands, rules, seed=draw(st.integers(0, 99)))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(game=small_positions(), steps=st.integers(0, 2))
def test_play_outs_agree_with_the_exact_enumeration(game, steps):
    for _ in range(steps):
        game.step()
    exact = exact_chances(game)
    if exact is None:
        return
    wins, draw = exact
    assert sum(wins) + draw == 1
    n = 1500
    sampled = play_outs(game.to_dict(), 21, 0, n).odds()
    assert sampled is not None and sampled.cut == 0
    for p, q in zip((*wins, draw), (*sampled.win, sampled.draw), strict=True):
        p = float(p)
        if p in (0.0, 1.0):
            assert q == p  # the impossible never happens, the certain always does
        else:
            assert q == pytest.approx(p, abs=4.5 * math.sqrt(p * (1 - p) / n))


# ----- a handmade position, worked out by hand


@pytest.mark.parametrize("gathering", ["shuffled", "fixed"])
def test_ace_and_three_against_three_and_two(gathering):
    """Seat 0 holds AS 3S, seat 1 3H 2C, one face-down card. The four flips, 1/4 each:
    AS-3H and AS-2C: seat 0 takes; next battle its 3S beats the 2C, or ties the 3H
    and seat 1, holding nothing, runs short: seat 0 wins. 3S-2C: seat 0 takes, then
    AS beats 3H: seat 0 wins. 3S-3H: a war, and each holds one card: both short, a
    draw. So seat 0 wins 3/4, a draw 1/4, seat 1 never; the order of gathering never
    matters here."""
    game = Game.from_hands([cards("AS 3S"), cards("3H 2C")], Rules(1, gathering))
    n = 4000
    odds = estimate(game, n, 2024)
    assert not odds.exact and odds.samples == n
    assert odds.win[1] == 0.0
    assert odds.win[0] == pytest.approx(0.75, abs=4 * math.sqrt(0.75 * 0.25 / n))
    assert odds.stderr == pytest.approx(math.sqrt(odds.draw * (1 - odds.draw) / n))


# ----- agreement with the simulator over many deals


@pytest.mark.parametrize(("players", "rules"), [
    (2, Rules()), (3, Rules()), (4, Rules()), (2, Rules(1, "fixed")),
])
def test_chance_at_the_deal_averages_to_the_fair_share(players, rules):
    """Seats are alike before the deal, so the estimate at battle 0, averaged over many
    deals, is (1 - draws) / players for every seat, within 4.5 standard errors of that
    mean (measured from the estimates' own spread over the deals). The actual games of
    those deals, played to their ends, agree with the fair share as well."""
    deals, samples = 240, 2
    chances: list[list[float]] = [[] for _ in range(players)]
    draws = []
    actual = [0] * (players + 1)
    for number in range(1, deals + 1):
        game = Game.new(players, number, rules)
        odds = estimate(game, samples, number, cap=SMALL_CAP)
        for seat in range(players):
            chances[seat].append(odds.win[seat])
        draws.append(odds.draw)
        if not rules.fixed:
            end = fate(game)
            actual[players if end.winner is None else end.winner] += 1
    fair = (1 - statistics.mean(draws)) / players
    for seat in range(players):
        spread = statistics.stdev(chances[seat]) / math.sqrt(deals)
        assert statistics.mean(chances[seat]) == pytest.approx(fair, abs=4.5 * spread)
        if not rules.fixed:
            share = 1 / players
            assert actual[seat] / deals == pytest.approx(
                share, abs=4.5 * math.sqrt(share * (1 - share) / deals))


# ----- cut play-outs


def test_long_play_outs_are_cut_at_the_cap_and_counted_with_the_draws():
    game = moment(2, 3, Rules(2, "fixed"), 20, 0)  # a deal whose play-outs run long
    odds = estimate(game, 20, 1, cap=50)
    assert odds.cut > 0
    tally = play_outs(game.to_dict(), 1, 0, 20, 50)
    assert tally.cut == odds.cut
    assert odds.draw == pytest.approx((tally.draws + tally.cut) / 20)
    # With room enough, fewer are cut, and the estimate is the same for a given cap.
    assert estimate(game, 20, 1, cap=5_000).cut < odds.cut


# ----- fate


def stepped_to_end(game: Game, limit: int) -> Game | None:
    """A copy stepped to its end on the event path (the table's), or None."""
    copy = game.copy()
    for _ in range(limit):
        if copy.over:
            return copy
        copy.step()
    return None


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fate_agrees_with_the_game_played_out(players, rules):
    checked = 0
    for number in range(1, 30):
        game = moment(players, number, rules, number % 7, number % 3)
        before = snapshot(game)
        end = stepped_to_end(game, 30_000)
        if end is None:
            continue
        told = fate(game)
        assert (told.outcome, told.winner, told.battles) == (end.outcome, end.winner,
                                                             end.battles)
        assert told.outcome in ("win", "draw", "repetition")
        assert (told.outcome == "win") == (told.winner is not None)
        search = FateSearch(game)
        found = None
        while found is None:
            progress = search.progress
            found = search.advance(37)
            assert search.progress - progress <= 37
        assert found == told
        copy = game.copy()
        copy.play_to_end()
        assert told.battles == copy.battles and told.winner == copy.winner
        assert_unchanged(game, before)
        checked += 1
        if checked == 4:
            break
    assert checked >= 2


def test_a_numbered_game_is_decided_from_its_first_card():
    for number in (1, 2, 3):
        game = Game.new(2, number)
        first = fate(game)
        game.play_to_end(max_battles=40)
        for _ in range(2):
            game.step()
        assert fate(game) == first == fate(game.origin_game())


def test_fate_search_of_a_deal_of_millions_of_battles_goes_in_slices():
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))  # hundreds of millions
    before = snapshot(game)
    search = FateSearch(game)
    for _ in range(5):
        assert search.advance(2_000) is None
    assert search.progress == 10_000 and search.fate is None
    assert_unchanged(game, before)


def test_fate_search_rejects_an_empty_slice():
    with pytest.raises(ValueError):
        FateSearch(Game.new(2, 1)).advance(0)


def test_fate_of_a_finished_game_is_its_end():
    game = Game.from_hands([cards("AS"), cards("2C")])
    game.play_battle()
    search = FateSearch(game)
    assert search.fate == fate(game)
    assert fate(game).winner == 0 and fate(game).battles == 1


@pytest.mark.parametrize("rules", [Rules(), Rules(1, "fixed")], ids=str)
def test_a_loaded_game_has_the_same_fate_and_odds(rules):
    # A game loaded from its data is copied for both (this once failed: a loaded game
    # without a watch could not be copied).
    game = moment(2, 8, rules, 30, 1)
    loaded = Game.from_dict(game.to_dict())
    assert fate(loaded) == fate(game)
    assert estimate(loaded, 10, 3) == estimate(game, 10, 3)
