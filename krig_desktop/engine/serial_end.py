"""Reading a saved game's end option (RULES.md "Ending early") from untrusted data.

The end is in the rules (`rules_of`); what it needs beyond them is each seat's wars won
under "wars:K" (`wars_won`, written only then). A moment must agree with its end: under
"battles:N" a game still being played is short of battle N, and one ended at N by the
count has the most cards in the winner's hand (or shared); under "wars:K" the wars add
up to the battles with a war, and only the winner, at the end, has K.
"""

from __future__ import annotations

from typing import Any

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.serial_checks import Moment, fail, show, whole
from krig_desktop.engine.state import Phase


def read_end(data: dict[str, Any], moment: Moment) -> list[int] | None:
    """The wars won under "wars:K" (None under the other ends), every number checked,
    and the moment checked against its end; GameDataError on any disagreement."""
    rules = moment.rules
    last, goal = rules.end_battles, rules.end_wars
    if last is not None:
        _check_battles(moment, last)
    if goal is None:
        if "wars_won" in data:
            raise fail("wars_won", "only a game that ends at K wars counts them")
        return None
    if "wars_won" not in data:
        raise fail("wars_won", f"a game that ends at {goal} wars counts each seat's wars")
    return _wars_won(data["wars_won"], moment, goal)


def _check_battles(m: Moment, last: int) -> None:
    if m.phase is not Phase.OVER:
        if m.battles >= last:
            raise fail("battles", f"a game that ends after battle {last} is over by then")
        return
    if m.battles > last or (m.outcome is Outcome.DRAW and m.battles == last):
        raise fail("battles", f"a game that ends after battle {last} plays no more")
    counted = len(m.in_play) > 1  # ended by the count, not by the cards running out
    if counted and m.battles != last:
        raise fail("outcome", f"an end by the count comes after battle {last}")
    if counted:
        sizes = sorted((len(m.hands[s]) for s in m.in_play), reverse=True)
        tied = sizes[0] == sizes[1]
        if tied != (m.outcome is Outcome.SHARED) or (
                m.winner is not None and len(m.hands[m.winner]) != sizes[0]):
            raise fail("outcome", "the most cards win, and two or more with the most share")


def _wars_won(value: object, m: Moment, goal: int) -> list[int]:
    if not isinstance(value, list) or len(value) != m.players:
        raise fail("wars_won", f"expected a list of {m.players} whole numbers, found "
                   f"{show(value)}")
    won = [whole(v, f"wars_won[{seat}]", 0, goal) for seat, v in enumerate(value)]
    if sum(won) != m.war_battles:
        raise fail("wars_won", "the wars won add up to the battles with a war")
    done = [seat for seat, count in enumerate(won) if count == goal]
    if m.phase is not Phase.OVER and done:
        raise fail("wars_won", f"a seat with {goal} wars has won the game")
    if m.phase is Phase.OVER and (len(done) > 1 or (done and m.winner != done[0]) or (
            m.outcome is Outcome.WIN and len(m.in_play) > 1 and not done)):
        raise fail("wars_won", f"the first to {goal} wars wins, and the game ends there")
    return won
