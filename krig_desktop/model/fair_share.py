"""Each seat's fair share: what its win rate tends to over many games.

War is pure chance, but not always fair between seats: with fixed gathering the order
the pile goes under favours seat 0 (about 57 % of decided 2-player games, docs/statistics.md).
Nor is 1/N what a win rate tends to once a win can be shared: under "the most cards
after N battles" some games end with two or more sharing the most, and a shared win is
no win in the statistics (about 9 % of shuffled 2-player games after 50 battles, so
each seat's outright wins tend to about 45 %, not 50 %). Both are measured, not
derived, so they live as data in one table (`resources/fair_share.json`) that
`benchmarks/fair_share.py` writes; no figure of them is in code. A row counts each
seat's share of decided games (`fair_shares`, a shared win 1/k to each of its k
sharers) and each seat's outright wins among the games that ended (`win_rate_shares`).
Shuffled gathering is symmetric between seats, so it has rows only for the ends that
can be shared (battles:N); elsewhere its share is 1/N. A missing or bad table falls back
to 1/N quietly (the statistics must show, not crash, whatever the file says), except
where a win can be shared: there no row means no fair share is known.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Final, NamedTuple

from krig_desktop.engine import FACE_DOWN_RANGE, GATHERINGS, PLAYERS_RANGE, Rules, parse_end

FAIR_SHARE_FILE: Final = Path(__file__).resolve().parents[1] / "resources" / "fair_share.json"
FORMAT: Final = "krig-fair-share"
# 2: each row counts every outcome and each seat's outright wins; shuffled battles:N rows.
VERSION: Final = 2
# The real table is a few tens of KB; a larger file is not ours, and is not read whole.
MAX_FILE_BYTES: Final = 256 * 1024
MAX_GAMES: Final = 10**12  # more games than any table's cell will ever count
# A row's shares are rounded when written; they must still sum to 1 within this.
SUM_TOLERANCE: Final = 0.01
# A measured share this close to 1/N reads the same in whole percents: not worth saying.
SAME_AS_EVEN: Final = 0.005
# Nor is a gap within this many of the share's standard errors: it may be the sample's.
NOISE_SES: Final = 3.0
# A shuffled row is symmetric by the rules: a seat this many standard errors from the
# seats' mean is not chance (at 5 se, about one table in 10^4 over all its seats) but a
# broken measurement, and the table is refused.
SYMMETRY_SES: Final = 5.0
COUNTS: Final = ("games", "decided", "shared", "draws", "repetitions", "undecided")

Key = tuple[int, int, str, str]  # players, face_down, gathering, end


class Measured(NamedTuple):
    """One row: each seat's share of decided games and its standard error (0 if the
    row does not give one), and each seat's outright wins (alone, not shared) among the
    games that ended (decided, drawn or repeated; not the ones still going at the cap)."""

    shares: tuple[float, ...]
    se: tuple[float, ...]
    outright: tuple[float, ...]


class FairShareError(ValueError):
    """The table file is not a valid fair-share table (why, in the message)."""


def _number(value: object, what: str) -> float:
    # bool is an int subclass: true is not a share.
    if isinstance(value, bool) or not isinstance(value, int | float) \
            or not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise FairShareError(f"{what} must be a number from 0 to 1, not {value!r}")
    return float(value)


def _whole(value: object, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise FairShareError(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _seats(cell: dict[str, object], key: str, players: int) -> list[object]:
    raw = cell.get(key)
    if not isinstance(raw, list) or len(raw) != players:
        raise FairShareError(f"{key} must be a list of {players} numbers")
    return raw


def _counts(cell: dict[str, object], players: int,
            shareable: bool) -> tuple[tuple[int, ...], int]:
    """Each seat's outright wins and the games that ended, checked against the row's
    counts: every game is decided, drawn, repeated or undecided; every decided game won
    alone or shared; and a share only where the end allows one."""
    games, decided, shared, draws, repetitions, undecided = (
        _whole(cell.get(key), 1 if key == "decided" else 0, MAX_GAMES, key) for key in COUNTS)
    if decided + draws + repetitions + undecided != games:
        raise FairShareError("decided, draws, repetitions and undecided must add up to games")
    if shared and not shareable:
        raise FairShareError("only the most cards after N battles can be shared")
    outright = tuple(_whole(value, 0, MAX_GAMES, "outright")
                     for value in _seats(cell, "outright", players))
    if sum(outright) + shared != decided:
        raise FairShareError("outright wins and shared wins must add up to decided")
    return outright, decided + draws + repetitions


def _symmetric(outright: tuple[int, ...], ended: int) -> tuple[float, ...]:
    """A shuffled row's outright shares: every seat's the seats' mean (the rules are
    symmetric, so pooling only removes noise), once no seat is further from it than
    chance allows."""
    mean = sum(outright) / (len(outright) * ended)  # one rounding: 1/N when none shared
    se = math.sqrt(max(mean * (1 - mean), 1 / ended) / ended)
    if any(abs(wins / ended - mean) > SYMMETRY_SES * se for wins in outright):
        raise FairShareError("a shuffled row's seats must win alike")
    return (mean,) * len(outright)


def _row(cell: object) -> tuple[Key, Measured]:
    """One checked cell of the table: its key and its shares."""
    if not isinstance(cell, dict):
        raise FairShareError("a cell must be an object")
    players = _whole(cell.get("players"), *PLAYERS_RANGE, "players")
    face_down = _whole(cell.get("face_down"), *FACE_DOWN_RANGE, "face_down")
    gathering = cell.get("gathering")
    if gathering not in GATHERINGS:
        raise FairShareError(f"gathering must be one of {', '.join(GATHERINGS)}")
    assert isinstance(gathering, str)
    end = cell.get("end")
    try:
        shareable = parse_end(end)[0] == "battles"
    except ValueError as error:
        raise FairShareError(str(error)) from None
    assert isinstance(end, str)
    if gathering == "shuffled" and not shareable:
        raise FairShareError("shuffled gathering has rows only where a win can be shared")
    wins, ended = _counts(cell, players, shareable)
    shares = tuple(_number(share, "a share") for share in _seats(cell, "shares", players))
    if abs(sum(shares) - 1.0) > SUM_TOLERANCE:
        raise FairShareError(f"shares must sum to 1, not {sum(shares)}")
    se = (0.0,) * players if "se" not in cell else tuple(
        _number(value, "an se") for value in _seats(cell, "se", players))
    outright = _symmetric(wins, ended) if gathering == "shuffled" else tuple(
        seat / ended for seat in wins)
    return (players, face_down, gathering, end), Measured(shares, se, outright)


def parse_table(data: object) -> dict[Key, Measured]:
    """The measured shares by (players, face_down, gathering, end), checked whole: one
    bad cell rejects the file (FairShareError), so a half-valid table never shows."""
    if not isinstance(data, dict):
        raise FairShareError("the table must be a JSON object")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise FairShareError(f"not a {FORMAT} table of version {VERSION}")
    cells = data.get("cells")
    if not isinstance(cells, list):
        raise FairShareError("cells must be a list")
    table: dict[Key, Measured] = {}
    for cell in cells:
        key, measured = _row(cell)
        if key in table:
            raise FairShareError(f"two cells for {key}")
        table[key] = measured
    return table


def read_table(path: Path) -> dict[Key, Measured]:
    """The table in `path`; empty (every share 1/N) when it is missing or bad."""
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return {}
        return parse_table(json.loads(raw.decode("utf-8")))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        # ValueError covers json's errors and FairShareError.
        return {}


@cache
def _shipped_table() -> dict[Key, Measured]:
    """Read once per process: the file ships with the package and does not change."""
    return read_table(FAIR_SHARE_FILE)


def _row_of(players: int, rules: Rules, table: dict[Key, Measured] | None) -> Measured | None:
    if table is None:
        table = _shipped_table()
    return table.get((players, rules.face_down, rules.gathering, rules.end))


def _measured(players: int, rules: Rules, table: dict[Key, Measured] | None) -> Measured | None:
    """The row behind the shares of decided games: fixed gathering's only (shuffled is
    1/N of decided games, whatever a row says)."""
    return _row_of(players, rules, table) if rules.gathering == "fixed" else None


def fair_shares(players: int, rules: Rules,
                table: dict[Key, Measured] | None = None) -> tuple[float, ...]:
    """Each seat's expected share of decided games under `rules` (the shipped table's
    unless `table` is given; a shared win counts 1/k to each of its k sharers); 1/N for
    every seat where nothing was measured."""
    measured = _measured(players, rules, table)
    return measured.shares if measured is not None else (1 / players,) * players


def win_rate_shares(players: int, rules: Rules,
                    table: dict[Key, Measured] | None = None) -> tuple[float, ...] | None:
    """What each seat's win rate tends to (the statistics' win rate: outright wins among
    the games that ended; a draw, a repetition or a shared win is an ended game that no
    one won). Measured wherever the table has a row; 1/N where it has none and no game
    can be shared; None where a win can be shared but nothing was measured (1/N would
    be too high by half the shared games, and no other figure is known)."""
    measured = _row_of(players, rules, table)
    if measured is not None:
        return measured.outright
    return None if rules.end_battles is not None else (1 / players,) * players


def first_seat_share(players: int, rules: Rules,
                     table: dict[Key, Measured] | None = None) -> float | None:
    """Seat 0's measured share when it differs from 1/N (so the player can be told that
    these rules favour, or handicap, the first seat), else None: also when the gap is
    under half a percent or within NOISE_SES standard errors of the measurement."""
    measured = _measured(players, rules, table)
    if measured is None:
        return None
    share, se = measured.shares[0], measured.se[0]
    gap = abs(share - 1 / players)
    return share if gap >= SAME_AS_EVEN and gap > NOISE_SES * se else None
