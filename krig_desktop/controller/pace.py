"""The pace of each step: the chosen speed, except in a deep war.

A war of two or more steps is what a game of War is watched for, so at the speeds faster
than Normal that still animate (Fast, Very Fast) its steps, its gathering and autoplay's
pause after it go at Normal pace (`Speed.at_war_depth`). The depth is read from the
events each step shows, so nothing is kept that the engine knows better: a battle's
flip starts again at depth 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from krig_desktop.engine import Event, Laid, Tie
from krig_desktop.speed import Speed


class Pace:
    """Follows the war depth of the battle on the table, step by step."""

    def __init__(self) -> None:
        self._depth = 0

    def step(self, events: Sequence[Event], speed: Speed) -> Speed:
        """The speed to show the step of `events` at, chosen speed `speed`. A tie at round
        k means a war k + 1 deep: that step already shows it at its own pace."""
        for ev in events:
            if isinstance(ev, Laid) and ev.step == 0:
                self._depth = 0
        for ev in events:
            if isinstance(ev, Laid):
                self._depth = max(self._depth, ev.step)
            elif isinstance(ev, Tie):
                self._depth = max(self._depth, ev.step + 1)
        return speed.at_war_depth(self._depth)

    def gap_ms(self, speed: Speed) -> int:
        """Autoplay's pause after the step last shown, chosen speed `speed`."""
        return speed.at_war_depth(self._depth).autoplay_gap_ms
