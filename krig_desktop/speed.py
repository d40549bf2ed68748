"""The four animation speeds, each with everything that depends on it, in one place.

The command line, the settings file, the Speed menu, the controller's autoplay and the
table's animations all name a speed through this type, so a speed's name, how much
slower or faster than normal its animations run, and the pause autoplay leaves between
steps cannot disagree.
"""

from __future__ import annotations

from enum import Enum


class Speed(Enum):
    """`value` is the name used on the command line and in settings.ini."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def factor(self) -> float | None:
        """Animation durations relative to normal; None: no animation at all."""
        return _FACTORS[self]

    @property
    def autoplay_gap_ms(self) -> int:
        """The pause autoplay leaves between two steps once the cards are still."""
        return _GAPS[self]

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """Every speed's name, slowest first (for argparse choices and menus)."""
        return tuple(speed.value for speed in cls)


_FACTORS: dict[Speed, float | None] = {
    Speed.SLOW: 1.8,
    Speed.NORMAL: 1.0,
    Speed.FAST: 0.45,
    Speed.INSTANT: None,
}
_GAPS: dict[Speed, int] = {
    Speed.SLOW: 700,
    Speed.NORMAL: 350,
    Speed.FAST: 120,
    Speed.INSTANT: 0,
}
DEFAULT_SPEED = Speed.NORMAL
