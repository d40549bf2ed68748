"""Version 1 of the game data (what 0.1.0 wrote), converted on loading.

Version 1 kept, with fixed gathering, every position seen at a battle's start
("seen"): one zlib-compressed, base64-encoded run of position keys (each hand's cards
as bytes, 0xFF between seats), oldest first. The first is the position at battle 0, and
all were distinct, which is what proved no repetition had happened yet. The conversion
keeps what it needs: the first position becomes the starting hands of a hand-built game
(a dealt game's must be its deal), and a new watch starts from the origin. Its scout
catches up on the first battle played after loading: SEARCH_PACE times the battles so
far, at most 4,000,000 battles (version 1 kept at most MAX_POSITIONS positions).

The positions are read in pieces and counted; the first, the last and (for a game that
ended by repetition) the current one are compared. Nothing else depends on the rest, so
memory stays small whatever the data holds.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import Any, Final

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.origin import Origin
from krig_desktop.engine.rules import END_OUT
from krig_desktop.engine.serial_checks import (
    G,
    GameDataError,
    Moment,
    build,
    check_keys,
    check_origin,
    fail,
    generator,
    read_moment,
)
from krig_desktop.engine.state import Phase
from krig_desktop.engine.watch import CATCH_UP, SEARCH_PACE, Watch

V1_KEYS: Final = (
    "format", "version", "origin", "players", "seed", "rules", "hands", "table",
    "table_seats", "set_aside", "in_play", "battles", "war_steps", "war_battles", "phase",
    "round", "taker", "battle_out", "outcome", "winner", "rng", "seen",
)
# Version 1 refused more positions than this; it bounds the scout's catch-up too.
MAX_POSITIONS: Final = 1_000_000
assert SEARCH_PACE * MAX_POSITIONS <= CATCH_UP
_PIECE = 1 << 20  # bytes of positions inflated at a time


def position_key(hands: list[list[int]]) -> bytes:
    """Every hand in order as bytes, 0xFF between seats: version 1's position key."""
    return b"\xff".join(map(bytes, hands))


def load_v1(cls: type[G], data: dict[str, Any]) -> G:
    check_keys(data, V1_KEYS)
    moment = read_moment(data, data["origin"])
    if moment.rules.end != END_OUT:
        raise fail("rules", "version 1 was written before the end option existed")
    rng = generator(data["rng"])
    if not moment.rules.fixed:
        if data["seen"] is not None:
            raise fail("seen", "positions are only kept with fixed gathering")
        if data["origin"] != "new":
            raise GameDataError("version-1 data of a game built from given hands with "
                                "shuffled gathering does not hold its starting hands")
        origin = Origin(moment.players, moment.rules, moment.seed)
        start_rng = check_origin(origin, moment)
        if moment.battles == 0 and rng.getstate() != start_rng.getstate():
            raise fail("rng", "before the first gathering it is as the deal left it")
        return build(cls, moment, origin, rng, None)
    first = _first_position(data["seen"], moment)
    if data["origin"] == "new":
        origin = Origin(moment.players, moment.rules, moment.seed)
        if first != origin.begin()[0]:
            raise fail("seen", "the first position is not the game's deal")
    else:
        origin = Origin(moment.players, moment.rules, moment.seed, tuple(map(tuple, first)),
                        moment.set_aside)
    start_rng = check_origin(origin, moment)
    if rng.getstate() != start_rng.getstate():
        raise fail("rng", "with fixed gathering the generator stays as the deal left it")
    watch = None if moment.phase is Phase.OVER else Watch(origin)
    return build(cls, moment, origin, start_rng, watch)


def _first_position(value: object, moment: Moment) -> list[list[int]]:
    """The first of the positions seen, after checking their number and the last one."""
    if not isinstance(value, str) or not value.isascii():
        raise fail("seen", "with fixed gathering, expected the positions seen (base64 text)")
    players, in_game = moment.players, moment.in_game
    size = len(in_game) + players - 1  # every card in play, and a mark between seats
    ended = moment.outcome in (Outcome.WIN, Outcome.REPETITION) and moment.battles > 0
    count = moment.battles + (0 if ended else 1)  # the last battle's start, unless ended
    if count > MAX_POSITIONS:
        raise fail("seen", f"more than {MAX_POSITIONS} positions")
    current = position_key(moment.hands)
    try:
        packed = base64.b64decode(value, validate=True)
        inflate = zlib.decompressobj()
        first = last = b""
        found = moment.outcome is not Outcome.REPETITION
        seen, rest = 0, b""
        piece = inflate.decompress(packed, _PIECE)
        while piece:
            rest += piece
            whole = len(rest) - len(rest) % size
            if seen + whole // size > count:
                raise fail("seen", f"more positions than the {count} battle starts")
            if whole:
                first = first or rest[:size]
                last = rest[whole - size:whole]
                if not found:  # a repetition: the position now must be one seen
                    found = any(rest[i:i + size] == current for i in range(0, whole, size))
                seen += whole // size
            rest = rest[whole:]
            piece = inflate.decompress(inflate.unconsumed_tail, _PIECE)
    except (binascii.Error, zlib.error):
        raise fail("seen", "the positions seen are not valid compressed data") from None
    if not inflate.eof or inflate.unused_data or rest or seen != count:
        raise fail("seen", f"expected {count} positions seen, whole; found {seen}")
    if moment.phase is Phase.FLIP and last != current:
        raise fail("seen", "the last position seen is not the position now")
    if not found:
        raise fail("seen", "the position that came back is not among those seen")
    hands = [list(part) for part in first.split(b"\xff")]
    if len(hands) != players or sorted(c for h in hands for c in h) != in_game:
        raise fail("seen (position 0)", "a position must hold every card in play, once, "
                   f"in {players} hands")
    return hands
