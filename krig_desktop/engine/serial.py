"""A game as JSON-safe data, and back: every field checked, nothing trusted.

Version 2 holds the exact moment (mid-battle and mid-war included), the origin (the
game number, or the starting hands), the random generator's state with shuffled
gathering (with fixed gathering it never moves after the deal, so the origin gives it),
and with fixed gathering the repetition watch: a few positions and numbers
(`watch.py`). Its size does not grow with the game. Version 1, written by 0.1.0, kept
every position seen instead; it is converted on loading (`serial_v1.py`).

Any problem raises GameDataError, a ValueError, naming the field and what is wrong.
"""

from __future__ import annotations

import itertools
from collections import deque
from typing import Any

from krig_desktop.engine.cards import CARDS
from krig_desktop.engine.origin import Origin, Position
from krig_desktop.engine.serial_checks import (
    MAX_BATTLES,
    G,
    GameDataError,
    Moment,
    build,
    check_keys,
    check_origin,
    counter,
    fail,
    generator,
    hands_of,
    read_moment,
    show,
    war_steps_of,
    whole,
)
from krig_desktop.engine.serial_end import read_end
from krig_desktop.engine.serial_v1 import load_v1
from krig_desktop.engine.state import GameState, Phase
from krig_desktop.engine.state import Watch as WatchAsked
from krig_desktop.engine.watch import (
    CATCH_UP,
    SEARCH_PACE,
    SETUP_PACE,
    Stage,
    Watch,
    position_of,
)

__all__ = ["FORMAT", "VERSION", "GameDataError", "game_from_dict", "game_to_dict"]

FORMAT = "krig-game"
VERSION = 2
KEYS = (
    "format", "version", "origin", "players", "seed", "rules", "start", "hands", "table",
    "table_seats", "set_aside", "in_play", "battles", "war_steps", "war_battles", "phase",
    "round", "taker", "battle_out", "outcome", "winner", "rng", "watch",
)
_POSITION_KEYS = {"battles", "war_steps", "war_battles", "hands"}


def _card_lists(hands: list[deque[int]] | list[list[int]]) -> list[list[str]]:
    return [[str(CARDS[c]) for c in hand] for hand in hands]


def _position_data(position: Position) -> dict[str, Any]:
    return {"battles": position.battles, "war_steps": position.war_steps,
            "war_battles": position.war_battles, "hands": _card_lists(position.hands)}


def _watch_data(asked: WatchAsked | None) -> dict[str, Any] | None:
    if asked is None:
        return None
    watch = asked
    assert isinstance(watch, Watch)  # the game's watch is always engine/watch.py's
    if watch.stage is Stage.SEARCH:
        assert watch.scout is not None and watch.tortoise is not None
        return {"stage": "search", "scout": _position_data(position_of(watch.scout)),
                "tortoise": _position_data(watch.tortoise),
                "previous": None if watch.previous is None else _position_data(
                    watch.previous)}
    if watch.stage is Stage.MEET:
        assert watch.behind is not None and watch.ahead is not None
        return {"stage": "meet", "lam": watch.lam, "stop": watch.stop, "held": watch.held,
                "behind": _position_data(position_of(watch.behind)),
                "ahead": _position_data(position_of(watch.ahead))}
    assert watch.stage is Stage.FOUND
    return {"stage": "found", "repeats_at": watch.repeats_at}


def game_to_dict(game: GameState) -> dict[str, Any]:
    g = game
    origin = g._origin
    rng = None
    if not origin.rules.fixed:
        version, words, gauss = g._rng.getstate()
        rng = {"version": version, "state": list(words), "gauss": gauss}
    data = {
        "format": FORMAT,
        "version": VERSION,
        "origin": origin.kind,
        "players": origin.players,
        "seed": origin.seed,
        "rules": origin.rules.to_dict(),
        "start": None if origin.start is None else _card_lists(list(map(list, origin.start))),
        "hands": _card_lists(g._hands),
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
        "rng": rng,
        "watch": _watch_data(g._watch),
    }
    if g._wars_won is not None:  # "wars:K" only: the saves of other ends are unchanged
        data["wars_won"] = list(g._wars_won)
    return data


def game_from_dict(cls: type[G], data: object) -> G:
    try:
        return _load(cls, data)
    except GameDataError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, OverflowError,
            RecursionError) as exc:
        # A safety net: every expected problem is caught by a precise check.
        raise GameDataError(f"the game data is not valid: {str(exc)[:200]}") from None


def _load(cls: type[G], data: object) -> G:
    if not isinstance(data, dict):
        raise GameDataError(f"a saved game is a JSON object, not {type(data).__name__}")
    if "format" not in data or "version" not in data:
        check_keys(data, KEYS)
    if data["format"] != FORMAT:
        raise fail("format", f"expected {FORMAT!r}, found {show(data.get('format'))}")
    version = data.get("version")
    if type(version) is int and version == 1:
        return load_v1(cls, data)
    if type(version) is not int or version != VERSION:
        raise fail("version", f"this program reads versions 1 and {VERSION}, not "
                   f"{show(version)}")
    check_keys(data, KEYS, optional=("wars_won",))
    moment = read_moment(data, data["origin"])
    wars_won = read_end(data, moment)
    origin = _origin(data["start"], moment, data["origin"])
    rng = check_origin(origin, moment)
    if moment.rules.fixed:
        if data["rng"] is not None:
            raise fail("rng", "with fixed gathering the generator follows from the origin")
    else:
        rng = generator(data["rng"])
        if moment.battles == 0 and rng.getstate() != origin.begin()[2].getstate():
            raise fail("rng", "before the first gathering it is as the deal left it")
    watch = _watch(data["watch"], moment, origin)
    return build(cls, moment, origin, rng, watch, wars_won)


def _origin(value: object, moment: Moment, kind: str) -> Origin:
    if kind == "new":
        if value is not None:
            raise fail("start", "a game dealt from its number keeps no starting hands")
        return Origin(moment.players, moment.rules, moment.seed)
    start = hands_of(value, "start", moment.players, moment.in_game)
    for seat in range(moment.players):
        if not start[seat] and (seat in moment.in_play or seat in moment.battle_out):
            raise fail(f"start[{seat}]", "a seat that started with no cards is out")
    return Origin(moment.players, moment.rules, moment.seed, tuple(map(tuple, start)),
                  moment.set_aside)


# ----- the watch


def _position(value: object, field: str, moment: Moment, origin: Origin) -> Position:
    """A position between two battles of this game, with its counters."""
    if not isinstance(value, dict) or set(value) != _POSITION_KEYS:
        raise fail(field, "expected an object with battles, war_steps, war_battles, hands")
    battles = counter(value["battles"], f"{field}.battles")
    war_steps = war_steps_of(value["war_steps"], f"{field}.war_steps", battles)
    war_battles = whole(value["war_battles"], f"{field}.war_battles", 0, battles)
    if war_steps < war_battles or (war_steps > 0) != (war_battles > 0):
        raise fail(f"{field}.war_battles", "does not agree with its war steps")
    hands = hands_of(value["hands"], f"{field}.hands", moment.players, moment.in_game)
    if sum(1 for h in hands if h) < 2:
        raise fail(f"{field}.hands", "between battles at least two seats hold cards")
    position = Position(battles, war_steps, war_battles, [deque(h) for h in hands])
    if battles == 0 and position != origin.position():
        raise fail(field, "at battle 0 the position is the game's start")
    return position


def _in_order(field: str, *positions: Position) -> None:
    """Counters never go back: each position is at or after the one before."""
    for before, after in itertools.pairwise(positions):
        if (before.battles > after.battles or before.war_steps > after.war_steps
                or before.war_battles > after.war_battles):
            raise fail(field, "its positions are out of order")


def _watch(value: object, moment: Moment, origin: Origin) -> Watch | None:
    """The watch of a fixed game still being played, or None (the game never repeats).

    Whatever the numbers, the work they can ask of the next turn is at most CATCH_UP
    battles (the live game's battle count is checked against them), and after it the
    pacing holds again: no data makes a battle wait long.
    """
    if value is None:
        return None
    if not moment.rules.fixed or moment.phase is Phase.OVER or (
            moment.rules.end_battles is not None):
        raise fail("watch", "only a fixed-gathering game still being played, with no "
                   "end after N battles, has one")
    if not isinstance(value, dict) or "stage" not in value:
        raise fail("watch", f"expected an object with a stage, found {show(value)}")
    stage, battles = value["stage"], moment.battles
    if stage == "found":
        if set(value) != {"stage", "repeats_at"}:
            raise fail("watch", "a found repetition has only repeats_at")
        return Watch.found(origin, whole(value["repeats_at"], "watch.repeats_at",
                                         battles + 1, MAX_BATTLES + 1))
    if stage == "search":
        if set(value) != {"stage", "scout", "tortoise", "previous"}:
            raise fail("watch", "a search has a scout, a tortoise and a previous tortoise")
        at = _position(value["scout"], "watch.scout", moment, origin)
        power = 1 << ((at.battles + 1).bit_length() - 1)
        tortoise = _position(value["tortoise"], "watch.tortoise", moment, origin)
        previous = None if value["previous"] is None else _position(
            value["previous"], "watch.previous", moment, origin)
        if tortoise.battles != power - 1 or (previous is None) != (power == 1) or (
                previous is not None and previous.battles != power // 2 - 1):
            raise fail("watch", "the tortoise is where Brent's method puts it: at 2**k - 1 "
                       "below the scout, the previous one at 2**(k-1) - 1")
        _in_order("watch", *([] if previous is None else [previous]), tortoise, at)
        if SEARCH_PACE * battles - at.battles > CATCH_UP:
            raise fail("watch.scout", "is too far behind the game")
        return Watch.searching(origin, at, tortoise, previous)
    if stage == "meet":
        if set(value) != {"stage", "lam", "stop", "held", "behind", "ahead"}:
            raise fail("watch", "a meeting has lam, stop, held, behind and ahead")
        lam = counter(value["lam"], "watch.lam", 1)
        stop = counter(value["stop"], "watch.stop")
        held = whole(value["held"], "watch.held", 0, stop + lam)
        behind = _position(value["behind"], "watch.behind", moment, origin)
        ahead = _position(value["ahead"], "watch.ahead", moment, origin)
        _in_order("watch", behind, ahead)
        lead = ahead.battles - behind.battles
        if stop & (stop + 1) or not lam <= stop + 1 or behind.battles > stop or lead > lam:
            raise fail("watch", "lam, stop and the pair's places do not agree")
        if lead < lam and behind.battles not in (0, (stop + 1) // 2 - 1):
            raise fail("watch.behind", "a meeting starts at the origin or the previous "
                       "tortoise")
        if lead == lam and behind.hands == ahead.hands:
            raise fail("watch", "a pair that met has found the repetition")
        owed = lam - lead - SETUP_PACE * (held - battles) if lead < lam else 0
        if owed > CATCH_UP or battles - (behind.battles + lam) > CATCH_UP:
            raise fail("watch", "is too far behind the game")
        return Watch.meeting(origin, lam, stop, held, behind, ahead)
    raise fail("watch.stage", f"expected search, meet or found, not {show(stage)}")

