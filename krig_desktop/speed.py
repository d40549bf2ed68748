"""The five animation speeds, each with everything that depends on it, in one place.

The command line, the settings file, the Speed menu, the controller's autoplay and the
table's animations all name a speed through this type, so a speed's name, how much
slower or faster than normal its animations run, and the pause autoplay leaves between
steps cannot disagree.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Speed(Enum):
    """`value` is the name used on the command line and in settings.ini; the members go
    slowest first."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    VERY_FAST = "veryfast"
    INSTANT = "instant"

    @property
    def factor(self) -> float | None:
        """Animation durations relative to normal; None: no animation at all."""
        return _TABLE[self].factor

    @property
    def autoplay_gap_ms(self) -> int:
        """The pause autoplay leaves between two steps once the cards are still."""
        return _TABLE[self].gap_ms

    def at_war_depth(self, depth: int) -> Speed:
        """The speed a step is shown at when its battle's war has gone `depth` steps deep:
        a war of BIG_WAR steps or more is the game's drama, shown at Normal pace even at
        the speeds faster than Normal that still animate (Instant stays instant)."""
        factor = self.factor
        if depth >= BIG_WAR and factor is not None and factor < 1.0:
            return Speed.NORMAL
        return self

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """Every speed's name, slowest first (for argparse choices and menus)."""
        return tuple(speed.value for speed in cls)


class _Pace(NamedTuple):
    factor: float | None  # animation durations relative to Normal; None: none at all
    gap_ms: int  # autoplay's pause between two steps


BIG_WAR = 2  # the war step from which a war is a big one: "War ×2" and deeper

# The one table of speeds. Battles a second in autoplay (benchmarks/pace.py, 2 players):
# Slow about 0.3, Normal 0.5, Fast 1.2, Very Fast about 4-5 (a median game of 353
# battles in about 1.5 minutes, every card still seen), Instant as fast as it goes.
_TABLE: dict[Speed, _Pace] = {
    Speed.SLOW: _Pace(1.8, 700),
    Speed.NORMAL: _Pace(1.0, 350),
    Speed.FAST: _Pace(0.45, 120),
    Speed.VERY_FAST: _Pace(0.12, 30),
    Speed.INSTANT: _Pace(None, 0),
}
DEFAULT_SPEED = Speed.NORMAL
