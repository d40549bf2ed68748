"""The command's window starts in two phases: what the first frame shows, then the rest.

`MainWindow(staged=True)` builds the table, menus, toolbar and status bar at once, and
the parts the first frame does not show (the battle log dock, the odds, the history,
the sound, the spoken results, the window icon) after its table is first painted, one
part per turn of the event loop (`in_turns`): a key or a click that comes meanwhile is
handled between two parts, never lost, and no part holds the screen for long. Every
part also builds itself when it is first used, so nothing can reach one half-made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

if TYPE_CHECKING:  # start-up time: its Python type (~1 ms) only when a state was kept
    from PySide6.QtCore import QByteArray

# QMainWindow.saveState() writes each dock as its object name (a QString: a 32-bit
# length in bytes, then UTF-16BE) followed by one byte of flags.
_DOCK_VISIBLE = 0x01


def dock_was_open(state: QByteArray | None, name: str) -> bool:
    """Whether the window state `state` (QMainWindow.saveState) shows the dock `name`.

    Read at start so that a dock left open is built before the first frame (it takes
    part of the window; built later, the table would jump), and one left closed after.
    """
    if state is None:
        return False
    key = name.encode("utf-16-be")
    marked = len(key).to_bytes(4, "big") + key
    data = bytes(state.data())
    at = data.find(marked)
    if at < 0 or at + len(marked) >= len(data):
        return False
    return bool(data[at + len(marked)] & _DOCK_VISIBLE)


def in_turns(parts: Iterable[Callable[[], object]], parent: QObject) -> None:
    """Run each of `parts` in its own turn of the event loop, in order (while `parent`
    lives): input and painting are served between them."""
    queue = list(parts)

    def next_part() -> None:
        if queue:
            queue.pop(0)()
            QTimer.singleShot(0, parent, next_part)

    QTimer.singleShot(0, parent, next_part)


class FirstPaint(QObject):
    """Calls `then` one event-loop turn after `widget` is first painted, and goes.

    A filter on the one widget (not the application), removed at once: after the first
    frame it costs nothing.
    """

    def __init__(self, widget: QObject, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this frame is on screen
            self.deleteLater()
        return False
