"""The fair-share table: the shipped file is valid, fixed gathering reads it, shuffled
is 1/N, and a bad or missing file falls back to 1/N without a word."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from krig_desktop.engine import Rules
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

GOOD = {
    "format": "krig-fair-share", "version": 1, "games": 100, "made_by": "test",
    "cells": [
        {"players": 2, "face_down": 1, "gathering": "fixed", "end": "out",
         "decided": 60, "shares": [0.6, 0.4]},
        {"players": 2, "face_down": 3, "gathering": "fixed", "end": "out",
         "decided": 60, "draws": 10, "repetitions": 30, "shares": [0.6, 0.4]},
        {"players": 3, "face_down": 2, "gathering": "fixed", "end": "battles:50",
         "decided": 90, "shares": [0.335, 0.333, 0.332]},
        {"players": 4, "face_down": 1, "gathering": "fixed", "end": "wars:3",
         "decided": 90, "shares": [0.28, 0.24, 0.24, 0.24], "se": [0.011, 0.01, 0.01, 0.01]},
        {"players": 4, "face_down": 2, "gathering": "fixed", "end": "wars:3",
         "decided": 90, "shares": [0.28, 0.24, 0.24, 0.24], "se": [0.009, 0.01, 0.01, 0.01]},
    ],
}


def test_the_shipped_table_is_valid_and_has_the_fixed_two_player_cell() -> None:
    table = parse_table(json.loads(FAIR_SHARE_FILE.read_text(encoding="utf-8")))
    assert (2, 1, "fixed", "out") in table
    # Every shipped row is for fixed gathering: shuffled needs none.
    assert {gathering for _, _, gathering, _ in table} == {"fixed"}


def test_fixed_gathering_favours_the_first_seat_in_the_shipped_table() -> None:
    shares = fair_shares(2, Rules(1, "fixed"))
    assert shares[0] > 0.53 and sum(shares) == pytest.approx(1, abs=0.01)
    assert first_seat_share(2, Rules(1, "fixed")) == shares[0]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("end", ["out", "battles:100", "wars:3"])
def test_shuffled_gathering_is_even_whatever_the_table(players: int, end: str) -> None:
    lopsided = (1.0,) + (0.0,) * (players - 1)
    table = {(players, 1, "shuffled", end): Measured(lopsided, (0.0,) * players)}
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


def test_the_win_rate_share_counts_draws_and_repetitions_as_games() -> None:
    table = parse_table(GOOD)
    # 60 decided of 100 ended: seat 0's 60 % of decided games is 36 % of ended ones.
    assert win_rate_shares(2, Rules(3, "fixed"), table) == pytest.approx((0.36, 0.24))
    # A row that does not count them: the decided games are all the ended ones.
    assert win_rate_shares(2, Rules(1, "fixed"), table) == (0.6, 0.4)
    assert win_rate_shares(2, Rules(1, "shuffled"), table) == (0.5, 0.5)
    assert win_rate_shares(3, Rules(1, "fixed", "wars:5"), table) == (1 / 3,) * 3


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
    ("format", "krig-history"), ("version", 2), ("version", _DELETE), ("cells", {}),
    ("cells.0", "a cell"), ("cells.0.players", 5), ("cells.0.players", True),
    ("cells.0.face_down", 0), ("cells.0.gathering", "pooled"), ("cells.0.end", "wars:0"),
    ("cells.0.end", _DELETE), ("cells.0.decided", 0), ("cells.0.decided", 1.5),
    ("cells.0.shares", [0.6]), ("cells.0.shares", [0.6, 0.6]), ("cells.0.shares", [1.2, -0.2]),
    ("cells.0.shares", [0.6, "0.4"]), ("cells.0.shares", [True, False]),
    ("cells.0.shares", [float("nan"), 0.4]), ("cells.0.se", [0.1]), ("cells.0.se", [0.1, -1]),
    ("cells.0.se", "0.1"), ("cells.0.draws", -1), ("cells.0.repetitions", 0.5),
    ("cells.1", GOOD["cells"][0]),  # type: ignore[index]
]


@pytest.mark.parametrize(("path", "value"), BAD, ids=[
    f"{p}={'deleted' if v is _DELETE else repr(v)}" for p, v in BAD])  # same ids on every worker
def test_a_bad_cell_or_header_rejects_the_whole_table(path: str, value: object) -> None:
    with pytest.raises(FairShareError):
        parse_table(_broken(path, value))


def test_a_bad_or_missing_file_falls_back_to_even_shares(tmp_path: Path) -> None:
    assert read_table(tmp_path / "missing.json") == {}
    for name, content in (("not json", b"{"), ("not utf-8", b"\xff\xfe"),
                          ("a list", b"[]"), ("deep", b"[" * 100_000),
                          ("too big", b" " * (MAX_FILE_BYTES + 1) + json.dumps(GOOD).encode()),
                          ("bad cell", json.dumps(_broken("cells.0.shares", [0.9, 0.9])).encode())):
        path = tmp_path / f"{name}.json"
        path.write_bytes(content)
        table = read_table(path)
        assert table == {}, name
        assert fair_shares(2, Rules(1, "fixed"), table) == (0.5, 0.5)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD), encoding="utf-8")
    assert read_table(good)[(2, 1, "fixed", "out")] == Measured((0.6, 0.4), (0.0, 0.0))
