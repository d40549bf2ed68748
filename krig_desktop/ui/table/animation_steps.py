"""The two steps of our own in an animation group: `Call` runs a function when reached,
`Beat` waits without letting Qt stop its animation timer.

Their own module: a card's flight, the War! banner and the table's step all use them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject


class Call(QAbstractAnimation):
    """A zero-length step in an animation group that runs a function when reached.

    Lets a sequence say "now swap the face" or "now update the count" at exactly the
    right moment without any timer of our own.
    """

    def __init__(self, fn: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fn = fn

    def duration(self) -> int:
        return 0

    def updateCurrentTime(self, current: int) -> None:
        pass

    def updateState(self, new: QAbstractAnimation.State,
                    old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running:
            self._fn()


class Beat(QAbstractAnimation):
    """A step of `ms` milliseconds in which nothing changes, yet no pause to Qt.

    Qt stops its 16 ms animation timer while only QPauseAnimations run, and a group
    started anew gets its timer only through two queued calls and then a fresh 16 ms
    interval: anything it shows at once is painted first, and its next frame waits
    for all that (benchmarks/frames.py's longest frames).
    A group that opens with a Beat shows nothing until its first tick.
    """

    def __init__(self, ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ms = ms

    def duration(self) -> int:
        return self._ms

    def updateCurrentTime(self, current: int) -> None:
        pass
