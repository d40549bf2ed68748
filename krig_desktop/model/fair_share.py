"""Each seat's fair share of decided games: what its win rate tends to over many games.

War is pure chance, but not always fair between seats: with fixed gathering the order
the pile goes under favours seat 0 (about 57 % of decided 2-player games, docs/statistics.md).
Those shares are measured, not derived, so they live as data in one table
(`resources/fair_share.json`) that `benchmarks/fair_share.py` writes; no figure of
them is in code. Shuffled gathering is symmetric between seats, so its share is 1/N
without a row (under an early end a shared game counts 1/k to each of its k sharers,
which keeps the shares summing to 1). A missing or bad table falls back to 1/N quietly:
the statistics must show, not crash, whatever the file says.
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
VERSION: Final = 1
# The real table is a few KB; a larger file is not ours, and is not read whole.
MAX_FILE_BYTES: Final = 256 * 1024
MAX_GAMES: Final = 10**12  # more games than any table's cell will ever count
# A row's shares are rounded when written; they must still sum to 1 within this.
SUM_TOLERANCE: Final = 0.01
# A measured share this close to 1/N reads the same in whole percents: not worth saying.
SAME_AS_EVEN: Final = 0.005
# Nor is a gap within this many of the share's standard errors: it may be the sample's.
NOISE_SES: Final = 3.0

Key = tuple[int, int, str, str]  # players, face_down, gathering, end


class Measured(NamedTuple):
    """One row: each seat's share of decided games, its standard error (0 if the row
    does not give one), and the decided games' part of the games that ended (1 if the
    row does not say): the rest ended as draws or repetitions."""

    shares: tuple[float, ...]
    se: tuple[float, ...]
    decided_of_ended: float = 1.0


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
        parse_end(end)
    except ValueError as error:
        raise FairShareError(str(error)) from None
    assert isinstance(end, str)
    decided = _whole(cell.get("decided"), 1, MAX_GAMES, "decided")
    # Draws and repetitions: optional (a table from before they were written has none).
    others = sum(_whole(cell.get(key, 0), 0, MAX_GAMES, key) for key in ("draws", "repetitions"))
    raw = cell.get("shares")
    if not isinstance(raw, list) or len(raw) != players:
        raise FairShareError(f"shares must be a list of {players} numbers")
    shares = tuple(_number(share, "a share") for share in raw)
    if abs(sum(shares) - 1.0) > SUM_TOLERANCE:
        raise FairShareError(f"shares must sum to 1, not {sum(shares)}")
    raw_se = cell.get("se", [0.0] * players)
    if not isinstance(raw_se, list) or len(raw_se) != players:
        raise FairShareError(f"se must be a list of {players} numbers")
    se = tuple(_number(value, "an se") for value in raw_se)
    return (players, face_down, gathering, end), Measured(shares, se, decided / (decided + others))


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


def fair_shares(players: int, rules: Rules,
                table: dict[Key, Measured] | None = None) -> tuple[float, ...]:
    """Each seat's expected share of decided games under `rules` (the shipped table's
    unless `table` is given); 1/N for every seat where nothing was measured."""
    measured = _measured(players, rules, table)
    return measured.shares if measured is not None else (1 / players,) * players


def win_rate_shares(players: int, rules: Rules,
                    table: dict[Key, Measured] | None = None) -> tuple[float, ...]:
    """What each seat's win rate tends to when draws and repetitions count as games
    (the statistics' win rate: wins among the games that ended): each fair share times
    the decided games' part of the ended ones. Under fixed gathering many games end as
    repetitions, so a seat's share of decided games is well above its win rate there
    (docs/statistics.md); where nothing was measured, 1/N."""
    measured = _measured(players, rules, table)
    if measured is None:
        return (1 / players,) * players
    return tuple(share * measured.decided_of_ended for share in measured.shares)


def _measured(players: int, rules: Rules, table: dict[Key, Measured] | None) -> Measured | None:
    if rules.gathering != "fixed":
        return None
    if table is None:
        table = _shipped_table()
    return table.get((players, rules.face_down, rules.gathering, rules.end))


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
