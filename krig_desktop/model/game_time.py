"""A game's own time: when it was dealt and how long it has been played.

Both travel with the game (saves, the resume file, the game put away for Undo), so the
history's start and time played are the game's, not a session's. The moment is POSIX
seconds (UTC), not a `datetime`: the controller makes one for the first frame's deal,
and `datetime` is a large module no part of that frame needs.
"""

from __future__ import annotations

import time

from krig_desktop.engine.frozen import Frozen

MAX_SECONDS_PLAYED = 100 * 366 * 24 * 3600  # a bound for a file's figure: a century


class GameTime(Frozen):
    """`dealt_at`: when the game was dealt (POSIX seconds, UTC); `seconds`: how long it
    has been on screen and played since, over every session."""

    dealt_at: int
    seconds: int = 0


def dealt_now() -> GameTime:
    """The time of a game dealt this moment."""
    return GameTime(int(time.time()))
