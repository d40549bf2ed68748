"""The called wars of a game as a save and the resume file carry them, so that a call
lasts as long as its game: through a quit and a resume, a load, Undo's put-away game.

A call (`WarCall`) is written `[battle, called, taker, counter]` (taker and counter may
be null), oldest first. Reading judges them against the game (`decode_calls`): a file is
data from outside, and a call the game could not have had would count in the history.
Each call is for a battle the game has played (or, for a game that ended in a draw in a
war, the battle that war never finished: nobody took it, so its taker is null); battles
go up strictly (one call per battle), so there are never more calls than battles; every
seat named is one of the game's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from krig_desktop.engine import Game, Outcome
from krig_desktop.model.war_call import WarCall


def encode_calls(calls: Sequence[WarCall]) -> list[list[int | None]]:
    """The calls as JSON-safe data, oldest first."""
    return [[int(c.battle), int(c.called), None if c.taker is None else int(c.taker),
             None if c.counter is None else int(c.counter)] for c in calls]


def _seat(value: Any, players: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise ValueError(f"{value!r} is not a seat of this game")
    return value


def _seat_or_none(value: Any, players: int) -> int | None:
    return None if value is None else _seat(value, players)


def decode_calls(data: Any, game: Game) -> tuple[WarCall, ...]:
    """The calls in `data`, judged against `game`; ValueError for anything wrong."""
    if not isinstance(data, list):
        raise ValueError("the calls are not a list")
    drawn = game.over and game.outcome is Outcome.DRAW
    last = int(game.battles) + (1 if drawn else 0)  # the last battle a call can be for
    if len(data) > last:
        raise ValueError("more calls than battles")
    calls: list[WarCall] = []
    for item in data:
        if not isinstance(item, list) or len(item) != 4:
            raise ValueError("a call is not [battle, called, taker, counter]")
        battle = item[0]
        if not isinstance(battle, int) or isinstance(battle, bool) or not 1 <= battle <= last:
            raise ValueError("a call for a battle the game has not played")
        if calls and battle <= calls[-1].battle:
            raise ValueError("the calls are not one per battle, oldest first")
        players = int(game.players)
        call = WarCall(battle, _seat(item[1], players), _seat_or_none(item[2], players),
                       _seat_or_none(item[3], players))
        if battle > game.battles and call.taker is not None:
            raise ValueError("a taker for the war nobody took")
        calls.append(call)
    return tuple(calls)
