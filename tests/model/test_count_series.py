"""The card-count series: exact counts of real games, honest envelopes once coarsened,
bounded memory past the cap. No Qt."""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.engine import Game, Rules
from krig_desktop.model.count_series import FAN, CountSeries


def played(players: int, seed: int, rules: Rules = Rules(), battles: int | None = None):  # noqa: B008
    game = Game.new(players, seed, rules)
    start = [len(hand) for hand in game.hands]
    game.play_to_end(max_battles=battles)
    return game, start


@pytest.mark.parametrize("players", [2, 4])
def test_exact_counts_and_wars_match_the_records_of_a_real_game(players):
    game, start = played(players, 11)
    records = list(game.history.scan())
    series = CountSeries.of(start, records)
    assert series.exact and series.battles == game.battles == len(records)
    assert series.counts_at(0) == tuple(start)
    for record in records:
        assert series.counts_at(record.number) == record.counts
    assert series.latest == tuple(map(len, game.hands))
    assert series.wars(0, series.battles) == [r.number for r in records if r.war_steps]
    assert series.total == sum(start)


def test_live_feeding_follows_the_game_battle_by_battle():
    game, start = played(3, 5, battles=0)
    series = CountSeries(start)
    while not game.over and game.battles < 200:
        game.play_battle()
        series.add(game.history[game.battles - 1])
        assert series.counts_at(series.battles) == tuple(map(len, game.hands))
    assert series.battles == game.battles


def test_a_record_out_of_order_is_refused():
    game, start = played(2, 3, battles=5)
    series = CountSeries(start)
    with pytest.raises(ValueError, match="expected battle 1"):
        series.add(game.history[1])
    with pytest.raises(ValueError):
        series.add_counts((60, 0))  # more cards than the deal


def test_envelope_of_a_short_game_is_one_column_per_battle():
    game, start = played(2, 3, battles=50)
    series = CountSeries.of(start, game.history.scan())
    envelope = series.envelope(0, 50, 400)
    assert envelope.columns == 51
    assert envelope.bounds == tuple(range(52))
    assert envelope.end[0] == envelope.low[0] == envelope.high[0]
    assert envelope.end[0][10] == game.history[9].counts[0]


def naive_check(series: CountSeries, counts: list[tuple[int, int]], wars: list[int],
                first: int, last: int, columns: int) -> None:
    """The envelope against a plain list: every column's low, high and deepest war are
    exactly those of the battles it covers (whole buckets once coarsened)."""
    envelope = series.envelope(first, last, columns)
    size = series.bucket_size
    assert 1 <= envelope.columns <= columns
    assert envelope.bounds[0] == first and envelope.bounds[-1] == last + 1
    for c in range(envelope.columns):
        a, b = envelope.bounds[c], envelope.bounds[c + 1]
        assert a < b
        lo, hi = a - a % size, min(len(counts), (b - 1) // size * size + size)
        for seat in range(2):
            values = [row[seat] for row in counts[lo:hi]]
            assert envelope.low[seat][c] == min(values)
            assert envelope.high[seat][c] == max(values)
            assert envelope.low[seat][c] <= envelope.end[seat][c] <= envelope.high[seat][c]
        assert envelope.war[c] == max(wars[lo:hi])
        # the last count shown is one the game had, at the battle it says
        known = series.known(min(last, b - 1))
        assert envelope.end[0][c] == counts[known][0]


@settings(derandomize=True, max_examples=60, deadline=None)
@given(steps=st.lists(st.tuples(st.integers(-3, 3), st.integers(0, 4)), min_size=1,
                      max_size=1500),
       cap=st.sampled_from([2 * FAN, 64, 128, 512]),
       columns=st.integers(1, 300), cut=st.floats(0, 1))
def test_coarsening_keeps_lows_highs_and_wars_honest(steps, cap, columns, cut):
    count, counts, wars = 26, [(26, 26)], [0]
    series = CountSeries((26, 26), cap=cap)
    for change, war in steps:
        count = max(0, min(52, count + change))
        series.add_counts((count, 52 - count), war if war > 2 else 0)
        counts.append((count, 52 - count))
        wars.append(war if war > 2 else 0)
    assert series.battles == len(steps)
    assert len(series._war.base) <= max(cap, 1)  # the buckets stay under the cap
    assert series.latest == counts[-1] and series.counts_at(0) == (26, 26)
    first = int(cut * series.battles)
    naive_check(series, counts, wars, 0, series.battles, columns)
    naive_check(series, counts, wars, first, series.battles, columns)
    for battle in (0, first, series.battles):
        assert series.counts_at(battle) == counts[series.known(battle)]
    expected = {b - b % series.bucket_size for b in range(first, series.battles + 1)
                if wars[b]}
    assert {w - w % series.bucket_size for w in series.wars(first, series.battles)} == expected


def test_series_coarsens_past_its_cap_and_stays_bounded():
    cap = 4096
    series = CountSeries((26, 26), cap=cap)
    sizes = []
    for battle in range(1, 200_000):
        count = 26 + (battle * 7919) % 27 - 13
        series.add_counts((count, 52 - count), battle % 17 == 0)
        if battle in (cap - 1, cap, 50_000, 199_999):
            sizes.append(series.nbytes())
    assert not series.exact and series.bucket_size > 4
    # past the cap the bytes held stop growing with the battles
    assert sizes[-1] <= 2 * sizes[0]
    assert max(series._war.base) == 1  # wars survive the merging


@pytest.mark.slow
def test_memory_under_tracemalloc_is_bounded_beyond_the_cap():
    cap = 8192

    def traced(battles: int) -> int:
        tracemalloc.start()
        series = CountSeries((13, 13, 13, 13), cap=cap)
        for battle in range(1, battles + 1):
            a = 13 + battle % 7
            series.add_counts((a, 26 - a, 13, 0), battle % 11 == 0)
        held = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        del series
        return held

    at_cap, far_beyond = traced(cap), traced(40 * cap)
    assert far_beyond < 2.5 * at_cap
    assert at_cap < 12 * cap  # a few bytes per battle while exact


def test_reads_outside_the_battles_are_refused():
    series = CountSeries((26, 26))
    with pytest.raises(IndexError):
        series.counts_at(1)
    with pytest.raises(ValueError):
        series.envelope(0, 0, 0)
    assert series.envelope(0, 0, 10).end == ((26,), (26,))
