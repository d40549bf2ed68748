"""A game as JSON-safe data, and back: every field checked, nothing trusted.

The data holds the exact moment (mid-battle and mid-war included), the random
generator's state (so the future replays identically) and, with fixed gathering, the
positions already seen (so a repetition is still caught after loading). Any problem
raises GameDataError, a ValueError, naming the field and what is wrong with it.
"""

from __future__ import annotations

import base64
import binascii
import math
import random
import reprlib
import zlib
from collections import deque
from typing import TYPE_CHECKING, Any

from krig_desktop.engine.cards import CARDS, Card
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.rules import Rules
from krig_desktop.engine.state import Phase, lay_order, position_key

if TYPE_CHECKING:
    from krig_desktop.engine.game import Game

FORMAT = "krig-game"
VERSION = 1
_KEYS = (
    "format", "version", "origin", "players", "seed", "rules", "hands", "table",
    "set_aside", "in_play", "battles", "war_steps", "war_battles", "phase", "round",
    "taker", "battle_out", "outcome", "winner", "rng", "seen",
)
# Added later within version 1: data written before it lacks the key, and loads with a
# fallback derived from the rules (see _table_seats).
_OPTIONAL_KEYS = ("table_seats",)
_MT_WORDS = 624  # Mersenne Twister: 624 state words and a position 0..624
# The longest fixed-gathering games seen run to about 20,000 battles; a history far
# beyond that is refused rather than inflated (a tiny compressed blob can be huge).
MAX_POSITIONS = 1_000_000

# Positions seen (fixed gathering) are stored as one zlib-compressed, base64-encoded run
# of position keys (state.position_key): consecutive positions differ little, so a long
# game's history shrinks about eightfold.


class GameDataError(ValueError):
    """The saved game data is not a valid game; the message says where and why."""


def game_to_dict(game: Game) -> dict[str, Any]:
    g = game
    version, words, gauss = g._rng.getstate()
    seen = None
    if g._seen is not None:
        seen = base64.b64encode(zlib.compress(b"".join(g._seen), 9)).decode("ascii")
    return {
        "format": FORMAT,
        "version": VERSION,
        "origin": g._origin,
        "players": g._players,
        "seed": g._seed,
        "rules": g._rules.to_dict(),
        "hands": [[str(CARDS[c]) for c in hand] for hand in g._hands],
        "table": [str(CARDS[c]) for c in g._table],
        "table_seats": list(g._table_seats),
        "set_aside": None if g._set_aside is None else str(CARDS[g._set_aside]),
        "in_play": list(g._in_play),
        "battles": g._battles,
        "war_steps": g._war_steps,
        "war_battles": g._war_battles,
        "phase": g._phase.value,
        "round": g._round,
        "taker": g._taker,
        "battle_out": list(g._battle_out),
        "outcome": None if g._outcome is None else g._outcome.value,
        "winner": g._winner,
        "rng": {"version": version, "state": list(words), "gauss": gauss},
        "seen": seen,
    }


def game_from_dict(cls: type[Game], data: object) -> Game:
    try:
        return _load(cls, data)
    except GameDataError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, OverflowError,
            RecursionError) as exc:
        # A safety net: every expected problem is caught by a precise check below.
        raise GameDataError(f"the game data is not valid: {exc}") from None


def _fail(field: str, problem: str) -> GameDataError:
    return GameDataError(f"{field}: {problem}")


def _int(data: dict[str, Any], field: str, low: int, high: int | None = None) -> int:
    value = data[field]
    if type(value) is not int:
        raise _fail(field, f"expected a whole number, found {_show(value)}")
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"{low} or more"
        raise _fail(field, f"must be {span}, not {value}")
    return value


def _seat_or_none(data: dict[str, Any], field: str, players: int) -> int | None:
    return None if data[field] is None else _int(data, field, 0, players - 1)


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, 30, 30


def _show(value: object) -> str:
    """A short, safe picture of a bad value for a message (depth and length capped)."""
    return _SHORT.repr(value)


def _card(value: object, field: str) -> int:
    if not isinstance(value, str):
        raise _fail(field, f"expected a card like 'TS', found {_show(value)}")
    try:
        return Card.parse(value).index
    except ValueError:
        raise _fail(field, f"{_show(value)} is not a card") from None


def _cards(value: object, field: str) -> list[int]:
    if not isinstance(value, list):
        raise _fail(field, f"expected a list of cards, found {_show(value)}")
    if len(value) > 52:
        raise _fail(field, f"holds {len(value)} cards; a deck has 52")
    return [_card(item, f"{field}[{i}]") for i, item in enumerate(value)]


def _seats(value: object, field: str, players: int) -> list[int]:
    if not isinstance(value, list) or any(type(s) is not int for s in value):
        raise _fail(field, f"expected a list of seat numbers, found {_show(value)}")
    if any(not 0 <= s < players for s in value) or len(set(value)) != len(value):
        raise _fail(field, f"seats must be distinct and from 0 to {players - 1}: {value}")
    return list(value)


def _rng(value: object) -> random.Random:
    if not isinstance(value, dict) or set(value) != {"version", "state", "gauss"}:
        raise _fail("rng", "expected an object with version, state and gauss")
    words, gauss = value["state"], value["gauss"]
    if type(value["version"]) is not int or value["version"] != 3:
        raise _fail("rng.version", "only version 3 (Mersenne Twister) is known")
    if not isinstance(words, list) or len(words) != _MT_WORDS + 1:
        raise _fail("rng.state", f"expected a list of {_MT_WORDS + 1} whole numbers")
    if any(type(w) is not int or not 0 <= w < 2**32 for w in words[:-1]):
        raise _fail("rng.state", "state words must be whole numbers from 0 to 2**32 - 1")
    if not any(words[:-1]):
        raise _fail("rng.state", "an all-zero state is not a working generator")
    if type(words[-1]) is not int or not 0 <= words[-1] <= _MT_WORDS:
        raise _fail("rng.state", f"the last entry must be a position from 0 to {_MT_WORDS}")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise _fail("rng.gauss", f"expected null or a finite number, found {_show(gauss)}")
    rng = random.Random()
    rng.setstate((3, tuple(words), gauss))
    return rng


def _load(cls: type[Game], data: object) -> Game:
    if not isinstance(data, dict):
        raise GameDataError(f"a saved game is a JSON object, not {type(data).__name__}")
    missing = [k for k in _KEYS if k not in data]
    extra = [k for k in data if k not in _KEYS and k not in _OPTIONAL_KEYS]
    if missing:
        raise GameDataError(f"missing fields: {', '.join(missing)}")
    if extra:
        raise GameDataError(f"unknown fields: {', '.join(map(_show, extra))}")
    if data["format"] != FORMAT:
        raise _fail("format", f"expected {FORMAT!r}, found {_show(data['format'])}")
    if type(data["version"]) is not int or data["version"] != VERSION:
        raise _fail("version", f"this program reads version {VERSION}, not "
                    f"{_show(data['version'])}")
    origin = data["origin"]
    if origin not in ("new", "hands"):
        raise _fail("origin", f"expected 'new' or 'hands', found {_show(origin)}")
    players = _int(data, "players", 2, 4)
    seed = _int(data, "seed", 1 if origin == "new" else 0)
    rules_data = data["rules"]
    if not isinstance(rules_data, dict) or set(rules_data) != {"face_down", "gathering"}:
        raise _fail("rules", "expected an object with face_down and gathering")
    try:
        rules = Rules(**rules_data)
    except ValueError as exc:
        raise _fail("rules", str(exc)) from None

    hands_data = data["hands"]
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise _fail("hands", f"expected a list of {players} hands")
    hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(hands_data)]
    table = _cards(data["table"], "table")
    aside = None if data["set_aside"] is None else _card(data["set_aside"], "set_aside")
    everything = [c for h in hands for c in h] + table + ([] if aside is None else [aside])
    if len(set(everything)) != len(everything):
        doubles = sorted({str(CARDS[c]) for c in everything if everything.count(c) > 1})
        raise GameDataError(f"cards appear more than once: {', '.join(doubles)}")
    if origin == "new":
        if len(everything) != 52:
            raise GameDataError(f"a dealt game has all 52 cards; found {len(everything)}")
        if (aside is not None) != (players == 3):
            raise _fail("set_aside", "a card is set aside exactly when 3 play")

    in_play = _seats(data["in_play"], "in_play", players)
    if in_play != sorted(in_play):
        raise _fail("in_play", "seats must be in ascending order")
    for seat in range(players):
        if seat not in in_play and hands[seat]:
            raise _fail(f"hands[{seat}]", "a seat that is out holds no cards")
    battles = _int(data, "battles", 0)
    war_steps = _int(data, "war_steps", 0)
    war_battles = _int(data, "war_battles", 0, battles)
    if war_battles > war_steps:
        raise _fail("war_battles", "more battles with a war than war steps")
    try:
        phase = Phase(data["phase"])
    except (ValueError, TypeError):
        raise _fail("phase", f"unknown phase {_show(data['phase'])}") from None
    round_ = _int(data, "round", 0, war_steps)
    taker = _seat_or_none(data, "taker", players)
    battle_out = _seats(data["battle_out"], "battle_out", players)
    if set(battle_out) & set(in_play):
        raise _fail("battle_out", "a seat that left is still in play")
    outcome_text = data["outcome"]
    try:
        outcome = None if outcome_text is None else Outcome(outcome_text)
    except (ValueError, TypeError):
        raise _fail("outcome", f"unknown outcome {_show(outcome_text)}") from None
    winner = _seat_or_none(data, "winner", players)

    _check_moment(phase, hands, table, in_play, round_, taker, battle_out, outcome, winner,
                  rules)
    table_seats = _table_seats(data.get("table_seats"), table, in_play, battle_out, round_,
                               rules, players)
    rng = _rng(data["rng"])
    seen = _seen(data["seen"], rules, players, hands, table, battles, phase, outcome)

    game = cls._blank()
    game._players, game._seed, game._rules, game._origin = players, seed, rules, origin
    game._rng, game._shuffle = rng, not rules.fixed
    game._hands = [deque(h) for h in hands]
    game._table, game._set_aside, game._in_play = table, aside, in_play
    game._table_seats = table_seats
    game._battles, game._war_steps, game._war_battles = battles, war_steps, war_battles
    game._phase, game._round, game._taker, game._battle_out = phase, round_, taker, battle_out
    game._outcome, game._winner, game._seen = outcome, winner, seen
    return game


def _table_seats(value, table, in_play, battle_out, round_, rules, players) -> list[int]:
    """Who laid each table card: checked when given, derived for older data.

    The seats that laid cards are exactly those of this battle: still in play or out
    during it. Without the field, the order the rules give is assumed, with every seat
    that ran short doing so in the last step (the exact step is not recorded).
    """
    taking_part = sorted(set(in_play) | set(battle_out))
    if value is None:
        if not table:
            return []
        short = {seat: (round_, 0) for seat in battle_out}
        seats = lay_order(taking_part, round_, rules.face_down, short)
        left = len(table) - len(seats)
        for seat in battle_out:  # the cards they held when they ran short
            if left <= 0:
                break
            n = min(left, rules.face_down)
            seats.extend([seat] * n)
            left -= n
        seats.extend([taking_part[-1]] * max(0, left))
        return seats[:len(table)]
    if not isinstance(value, list) or any(type(s) is not int for s in value):
        raise _fail("table_seats", f"expected a list of seat numbers, found {_show(value)}")
    if len(value) != len(table):
        raise _fail("table_seats", f"expected one seat per table card ({len(table)}), "
                    f"found {len(value)}")
    if any(not 0 <= s < players for s in value):
        raise _fail("table_seats", f"seats must be from 0 to {players - 1}")
    if table and set(value) != set(taking_part):
        raise _fail("table_seats", "the cards on the table must be laid by the seats of "
                    "this battle: those in play and those out in it")
    return list(value)


def _check_moment(phase, hands, table, in_play, round_, taker, battle_out, outcome, winner,
                  rules) -> None:
    """The phase, the cards and who is in must tell one consistent story."""
    if phase is not Phase.OVER and (outcome is not None or winner is not None):
        raise _fail("outcome", "a game still being played has no outcome or winner")
    if phase is not Phase.GATHER and taker is not None:
        raise _fail("taker", "only a decided pile waiting to be gathered has a taker")
    if phase is Phase.FLIP:
        if table or round_ or battle_out:
            raise _fail("phase", "between battles the table is empty and no round is laid")
        if len(in_play) < 2 or any(not hands[s] for s in in_play):
            raise _fail("in_play", "between battles at least two seats hold cards")
    elif phase in (Phase.WAR, Phase.GATHER):
        if not table:
            raise _fail("table", "during a battle there are cards on the table")
        if phase is Phase.WAR and len(in_play) < 2:
            raise _fail("in_play", "a war needs at least two seats")
        if phase is Phase.GATHER and taker not in in_play:
            raise _fail("taker", "the seat taking the pile must be in play")
    elif outcome is None:
        raise _fail("outcome", "a finished game has an outcome")
    elif outcome is Outcome.WIN:
        if winner is None or in_play != [winner] or table:
            raise _fail("winner", "a won game has its winner as the only seat in play, "
                        "holding every card")
    elif outcome is Outcome.DRAW:
        if winner is not None or in_play or not table:
            raise _fail("outcome", "a drawn game has no winner, no seat in play and the "
                        "pile on the table")
    elif winner is not None or len(in_play) < 2 or table or not rules.fixed:
        raise _fail("outcome", "a repetition happens only with fixed gathering, between "
                    "battles, with no winner")


def _seen(value, rules, players, hands, table, battles, phase, outcome):
    """The positions seen so far, checked one by one; None with shuffled gathering."""
    if not rules.fixed:
        if value is not None:
            raise _fail("seen", "positions are only kept with fixed gathering")
        return None
    if not isinstance(value, str) or not value.isascii():
        raise _fail("seen", "with fixed gathering, expected the positions seen (base64 text)")
    in_game = sorted([c for h in hands for c in h] + table)
    size = len(in_game) + players - 1  # every card in play, and a mark between seats
    limit = min(battles + 1, MAX_POSITIONS) * size
    try:
        packed = base64.b64decode(value, validate=True)
        inflate = zlib.decompressobj()
        raw = inflate.decompress(packed, limit + 1)
    except (binascii.Error, zlib.error):
        raise _fail("seen", "the positions seen are not valid compressed data") from None
    if len(raw) > limit or inflate.unconsumed_tail:
        raise _fail("seen", f"more positions seen than the {battles + 1} battle starts "
                    f"(or than {MAX_POSITIONS})")
    if not inflate.eof or inflate.unused_data or not raw or len(raw) % size:
        raise _fail("seen", "the positions seen are cut short or malformed")
    keys: dict[bytes, None] = {}
    for start in range(0, len(raw), size):
        key = raw[start:start + size]
        if key.count(b"\xff") != players - 1 or sorted(key.replace(b"\xff", b"")) != in_game:
            raise _fail(f"seen (position {start // size})", "a position must hold every "
                        f"card in play, once, in {players} hands")
        keys[key] = None
    if len(keys) != len(raw) // size:
        raise _fail("seen", "a position is listed twice")
    current = position_key([deque(h) for h in hands])
    if (phase is Phase.FLIP or outcome is Outcome.REPETITION) and current not in keys:
        raise _fail("seen", "the position at the start of this battle is missing")
    return keys
