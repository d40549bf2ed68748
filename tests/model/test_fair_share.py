"""The fair-share table: the shipped file is valid, fixed gathering reads it, shuffled
is 1/N of decided games, the win rate's share counts a shared win as no win (so it is
under 1/N where a win can be shared), and a bad or missing file falls back to 1/N
without a word."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from krig_desktop.engine import END_CHOICES, Game, Outcome, Rules, parse_end
from krig_desktop.model.fair_share import (
    FAIR_SHARE_FILE,
    MAX_FILE_BYTES,
    FairShareError,
    Measured,
    fair_shares,
    first_seat_share,
    parse_table,
    read_table,
    win_rate_shares,
)


def _cell(players: int, face_down: int, gathering: str, end: str, *, games: int,
          decided: int, outright: list[int], shares: list[float], shared: int = 0,
          draws: int = 0, repetitions: int = 0, **extra: object) -> dict[str, object]:
    return {"players": players, "face_down": face_down, "gathering": gathering, "end": end,
            "games": games, "decided": decided, "shared": shared, "draws": draws,
            "repetitions": repetitions, "undecided": games - decided - draws - repetitions,
            "shares": shares, "outright": outright, **extra}


GOOD = {
    "format": "krig-fair-share", "version": 2, "games": 100, "made_by": "test",
    "cells": [
        # 40 games still going at the cap: they did not end, so they count for nobody.
        _cell(2, 1, "fixed", "out", games=100, decided=60, outright=[36, 24],
              shares=[0.6, 0.4]),
        _cell(2, 3, "fixed", "out", games=100, decided=60, draws=10, repetitions=30,
              outright=[36, 24], shares=[0.6, 0.4]),
        _cell(3, 2, "fixed", "battles:50", games=100, decided=100, shared=10,
              outright=[30, 30, 30], shares=[0.335, 0.333, 0.332]),
        _cell(4, 1, "fixed", "wars:3", games=100, decided=90, repetitions=10,
              outright=[25, 22, 22, 21], shares=[0.28, 0.24, 0.24, 0.24],
              se=[0.011, 0.01, 0.01, 0.01]),
        _cell(4, 2, "fixed", "wars:3", games=100, decided=90, repetitions=10,
              outright=[25, 22, 22, 21], shares=[0.28, 0.24, 0.24, 0.24],
              se=[0.009, 0.01, 0.01, 0.01]),
        # Shuffled, the most cards after 50 battles: 9 % shared, the seats alike.
        _cell(2, 1, "shuffled", "battles:50", games=20000, decided=20000, shared=1800,
              outright=[9150, 9050], shares=[0.5, 0.5]),
    ],
}
SHIPPED = json.loads(FAIR_SHARE_FILE.read_text(encoding="utf-8"))


def test_the_shipped_table_is_valid_and_has_every_cell_the_dialog_offers() -> None:
    table = parse_table(SHIPPED)
    assert (2, 1, "fixed", "out") in table
    every = {(players, face_down, end) for players in (2, 3, 4) for face_down in (1, 2, 3)
             for end in END_CHOICES}
    assert {(p, d, end) for p, d, gathering, end in table if gathering == "fixed"} == every
    # Shuffled rows only where a win can be shared: the rest is 1/N by symmetry.
    assert {(p, d, end) for p, d, gathering, end in table if gathering == "shuffled"} == {
        cell for cell in every if parse_end(cell[2])[0] == "battles"}


def test_fixed_gathering_favours_the_first_seat_in_the_shipped_table() -> None:
    shares = fair_shares(2, Rules(1, "fixed"))
    assert shares[0] > 0.53 and sum(shares) == pytest.approx(1, abs=0.01)
    assert first_seat_share(2, Rules(1, "fixed")) == shares[0]


def _shipped_row(players: int, face_down: int, gathering: str, end: str) -> dict[str, int]:
    return next(cell for cell in SHIPPED["cells"] if (
        cell["players"], cell["face_down"], cell["gathering"], cell["end"]) == (
        players, face_down, gathering, end))


def test_a_shared_win_is_no_win_so_shuffled_battles_50_is_under_one_half() -> None:
    """The statistics' win rate counts outright wins only: what it tends to is 1/2 less
    half the shared games, and the engine, played here, agrees with the table."""
    rules = Rules(1, "shuffled", "battles:50")
    row = _shipped_row(2, 1, "shuffled", "battles:50")
    shared_rate = row["shared"] / row["games"]
    assert 0.07 < shared_rate < 0.11  # about 9 % (1,842 of games 1-20,000)
    shares = win_rate_shares(2, rules)
    assert shares is not None and shares[0] == shares[1]
    assert shares[0] == pytest.approx(0.5 - shared_rate / 2, abs=1e-9)
    # Games 30,001-32,000 (not the table's): seat 0's outright wins, within 4 se.
    games = range(30_001, 32_001)
    wins = 0
    for number in games:
        game = Game.new(2, number, rules)
        game.play_to_end()
        assert game.outcome in (Outcome.WIN, Outcome.SHARED)
        wins += game.outcome is Outcome.WIN and game.winner == 0
    se = (shares[0] * (1 - shares[0]) / len(games)) ** 0.5
    assert wins / len(games) == pytest.approx(shares[0], abs=4 * se)
    # The share of decided games (a shared win half each) stays one half.
    assert fair_shares(2, rules) == (0.5, 0.5) and first_seat_share(2, rules) is None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("end", ["battles:50", "battles:100", "battles:200"])
def test_every_shuffled_battles_end_is_under_one_in_n(players: int, end: str) -> None:
    for face_down in (1, 2, 3):
        shares = win_rate_shares(players, Rules(face_down, "shuffled", end))
        assert shares is not None and len(set(shares)) == 1
        # Under 1/N by the shared games' Nth (3 players, 200 battles: some never share).
        row = _shipped_row(players, face_down, "shuffled", end)
        alone = (row["decided"] - row["shared"]) / (row["games"] - row["undecided"])
        assert shares[0] == pytest.approx(alone / players)
        assert 0.5 / players < shares[0] <= 1 / players
        assert (shares[0] < 1 / players) == (row["shared"] > 0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("end", ["out", "wars:3", "wars:5"])
def test_where_no_win_can_be_shared_shuffled_is_one_in_n(players: int, end: str) -> None:
    assert win_rate_shares(players, Rules(1, "shuffled", end)) == (1 / players,) * players


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("end", ["out", "battles:100", "wars:3"])
def test_shuffled_gathering_is_even_of_decided_games_whatever_the_table(
        players: int, end: str) -> None:
    lopsided = (1.0,) + (0.0,) * (players - 1)
    table = {(players, 1, "shuffled", end): Measured(lopsided, (0.0,) * players, lopsided)}
    rules = Rules(1, "shuffled", end)
    assert fair_shares(players, rules, table) == (1 / players,) * players
    assert first_seat_share(players, rules, table) is None


def test_a_table_row_is_read_for_its_own_rules_only() -> None:
    table = parse_table(GOOD)
    assert fair_shares(2, Rules(1, "fixed"), table) == (0.6, 0.4)
    assert first_seat_share(2, Rules(1, "fixed"), table) == 0.6
    # Another end, another face-down count: no row, so 1/N.
    assert fair_shares(2, Rules(1, "fixed", "wars:3"), table) == (0.5, 0.5)
    assert fair_shares(2, Rules(2, "fixed"), table) == (0.5, 0.5)
    # Measured, but within half a percent of 1/3: nothing worth saying.
    assert fair_shares(3, Rules(2, "fixed", "battles:50"), table) == (0.335, 0.333, 0.332)
    assert first_seat_share(3, Rules(2, "fixed", "battles:50"), table) is None
    # A gap of 0.03 is said when the se is under a third of it, not otherwise.
    assert first_seat_share(4, Rules(1, "fixed", "wars:3"), table) is None
    assert first_seat_share(4, Rules(2, "fixed", "wars:3"), table) == 0.28


def test_the_win_rate_share_is_outright_wins_among_ended_games() -> None:
    table = parse_table(GOOD)
    # 36 outright wins of 100 ended (60 decided, 10 draws, 30 repetitions).
    assert win_rate_shares(2, Rules(3, "fixed"), table) == pytest.approx((0.36, 0.24))
    # 40 games still going at the cap did not end: 36 of 60.
    assert win_rate_shares(2, Rules(1, "fixed"), table) == pytest.approx((0.6, 0.4))
    # 10 of 100 shared: 30 % each, not a third.
    assert win_rate_shares(3, Rules(2, "fixed", "battles:50"), table) == pytest.approx(
        (0.3, 0.3, 0.3))
    # Shuffled: the seats' mean, 18,200 outright wins of 20,000 between two seats.
    assert win_rate_shares(2, Rules(1, "shuffled", "battles:50"), table) == pytest.approx(
        (0.455, 0.455))
    # No row, and no win can be shared: 1/N.
    assert win_rate_shares(2, Rules(1, "shuffled"), table) == (0.5, 0.5)
    assert win_rate_shares(3, Rules(1, "fixed", "wars:5"), table) == (1 / 3,) * 3
    # No row where a win can be shared: 1/N would be too high, so none is known.
    assert win_rate_shares(2, Rules(1, "shuffled", "battles:100"), table) is None
    assert win_rate_shares(2, Rules(1, "fixed", "battles:73"), table) is None
    assert win_rate_shares(2, Rules(1, "shuffled", "battles:50"), {}) is None


def _broken(path: str, value: object) -> dict[str, object]:
    data = copy.deepcopy(GOOD)
    target: object = data
    *parents, last = path.split(".")
    for part in parents:
        target = target[int(part)] if isinstance(target, list) else target[part]  # type: ignore[index]
    if value is _DELETE:
        del target[last]  # type: ignore[attr-defined]
    else:
        target[int(last) if isinstance(target, list) else last] = value  # type: ignore[index]
    return data


_DELETE = object()

BAD = [
    ("format", "krig-history"), ("version", 1), ("version", 3), ("version", _DELETE),
    ("cells", {}), ("cells.0", "a cell"), ("cells.0.players", 5), ("cells.0.players", True),
    ("cells.0.face_down", 0), ("cells.0.gathering", "pooled"), ("cells.0.end", "wars:0"),
    ("cells.0.end", _DELETE), ("cells.0.decided", 0), ("cells.0.decided", 1.5),
    ("cells.0.shares", [0.6]), ("cells.0.shares", [0.6, 0.6]), ("cells.0.shares", [1.2, -0.2]),
    ("cells.0.shares", [0.6, "0.4"]), ("cells.0.shares", [True, False]),
    ("cells.0.shares", [float("nan"), 0.4]), ("cells.0.se", [0.1]), ("cells.0.se", [0.1, -1]),
    ("cells.0.se", "0.1"), ("cells.1.draws", -1), ("cells.1.repetitions", 0.5),
    ("cells.1", GOOD["cells"][0]),  # type: ignore[index]
    # Every count is needed (a version-1 row had none of these), and they must agree.
    ("cells.0.outright", _DELETE), ("cells.0.draws", _DELETE), ("cells.0.games", _DELETE),
    ("cells.0.undecided", _DELETE), ("cells.0.shared", _DELETE),
    ("cells.0.games", 99), ("cells.0.outright", [36]), ("cells.0.outright", [36, 25]),
    ("cells.0.outright", [36, -1]), ("cells.0.outright", [36.0, 24]),
    # Only the most cards after N battles can be shared.
    ("cells.3.shared", 1),
    # Shuffled gathering has rows only where a win can be shared.
    ("cells.0.gathering", "shuffled"), ("cells.3.gathering", "shuffled"),
    # A shuffled (symmetric) row whose outright wins would pass 1/N: more outright wins
    # than decided games less the shared ones...
    ("cells.5.outright", [10000, 10000]),
    # ...or seats that win unalike beyond chance: each 2 points from the mean, 5.7 se.
    ("cells.5.outright", [9500, 8700]),
]


@pytest.mark.parametrize(("path", "value"), BAD, ids=[
    f"{p}={'deleted' if v is _DELETE else repr(v)}" for p, v in BAD])  # same ids on every worker
def test_a_bad_cell_or_header_rejects_the_whole_table(path: str, value: object) -> None:
    with pytest.raises(FairShareError):
        parse_table(_broken(path, value))


def test_a_shuffled_row_within_chance_of_symmetric_is_read() -> None:
    # Each seat half a point from the seats' mean, 1.4 se: chance, and the mean is used.
    table = parse_table(_broken("cells.5.outright", [9200, 9000]))
    assert win_rate_shares(2, Rules(1, "shuffled", "battles:50"), table) == pytest.approx(
        (0.455, 0.455))


def test_a_bad_or_missing_file_falls_back_to_even_shares(tmp_path: Path) -> None:
    assert read_table(tmp_path / "missing.json") == {}
    for name, content in (("not json", b"{"), ("not utf-8", b"\xff\xfe"),
                          ("a list", b"[]"), ("deep", b"[" * 100_000),
                          ("too big", b" " * (MAX_FILE_BYTES + 1) + json.dumps(GOOD).encode()),
                          ("version 1", json.dumps({**GOOD, "version": 1}).encode()),
                          ("bad cell", json.dumps(_broken("cells.0.shares", [0.9, 0.9])).encode())):
        path = tmp_path / f"{name}.json"
        path.write_bytes(content)
        table = read_table(path)
        assert table == {}, name
        assert fair_shares(2, Rules(1, "fixed"), table) == (0.5, 0.5)
        assert win_rate_shares(2, Rules(1, "fixed"), table) == (0.5, 0.5)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    assert read_table(good)[(2, 1, "fixed", "out")] == Measured((0.6, 0.4), (0.0, 0.0),
                                                                (0.6, 0.4))
