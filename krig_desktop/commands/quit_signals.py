"""SIGTERM and SIGHUP (a logout, a shutdown, `kill`) end the program like File → Quit.

Before, either signal ended the process at once: the game in play was not kept. Now
every main window built (by the command or by `create_main_window` in a program of
one's own that runs `app.exec()`) is closed as File → Quit closes it (the game kept for
the next start, asking nothing), then the event loop ends as after File → Quit (exit code
0: a clean end), also if a notice was left open. A second signal ends the loop at once,
with 128 + the signal's number.

Python runs a signal handler only when it next runs Python code, and an idle Qt event
loop runs none; as for Ctrl+C (window_start.quit_on_interrupt), a wake-up socket makes
Qt notice the signal at once, unless something else already wakes it. The handlers are
installed only over the default handling, never over a program's own; and a signal that
comes when no window is left or no event loop runs gets the default handling (the
process ends), so a test run or a program that is done with its windows is not kept
alive by them.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import threading
import weakref
from types import FrameType

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QThread, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

TERMINATION_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class _Wake:
    """A socket the C signal handler writes to, read by Qt: the loop wakes at once."""

    def __init__(self, parent: QCoreApplication) -> None:
        self.reader, self.writer = socket.socketpair()
        self.reader.setblocking(False)
        self.writer.setblocking(False)
        self.notifier = QSocketNotifier(self.reader.fileno(), QSocketNotifier.Type.Read,
                                        parent)
        self.notifier.activated.connect(self._drain)

    def _drain(self) -> None:  # Python code runs here, so the handler runs now too
        with contextlib.suppress(OSError):
            self.reader.recv(512)


class _Termination:
    """The windows to close on SIGTERM or SIGHUP, and the handlers installed for them."""

    def __init__(self) -> None:
        self.windows: weakref.WeakSet[QWidget] = weakref.WeakSet()
        self.previous: dict[int, object] = {}
        self.wake: _Wake | None = None
        self.received: list[int] = []

    def watch(self, window: QWidget) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # signal handlers can only be set from the main thread
        self.windows.add(window)
        for number in TERMINATION_SIGNALS:
            if number in self.previous:
                continue
            if signal.getsignal(number) is not signal.SIG_DFL:
                continue  # the program's own handling: left alone
            self.previous[number] = signal.signal(number, self._on_signal)
        self._ensure_wake()

    def _ensure_wake(self) -> None:
        app = QCoreApplication.instance()
        if self.wake is not None or app is None:
            return
        current = signal.set_wakeup_fd(-1)
        if current != -1:  # someone else already wakes the loop (Ctrl+C's socket)
            signal.set_wakeup_fd(current, warn_on_full_buffer=False)
            return
        self.wake = _Wake(app)
        signal.set_wakeup_fd(self.wake.writer.fileno(), warn_on_full_buffer=False)

    def _live(self) -> list[QWidget]:
        return [window for window in list(self.windows) if isValid(window)]

    def _on_signal(self, number: int, _frame: FrameType | None) -> None:
        windows = self._live()
        if not windows or QThread.currentThread().loopLevel() == 0:
            self._default(number)
            return
        self.received.append(number)
        if len(self.received) == 1:
            QTimer.singleShot(0, lambda: self._close(windows))
        else:
            QTimer.singleShot(0, lambda: QCoreApplication.exit(128 + number))

    def _close(self, windows: list[QWidget]) -> None:
        """Each window closed as File → Quit closes it, then the loop ends."""
        for window in windows:
            if isValid(window):
                window.close()
        QCoreApplication.quit()

    def _default(self, number: int) -> None:
        """The handling there was before, then the signal again: nothing to keep."""
        for other, previous in self.previous.items():
            with contextlib.suppress(TypeError, ValueError, OSError):
                signal.signal(other, previous)  # type: ignore[arg-type]
        self.previous.clear()
        signal.raise_signal(number)


_termination = _Termination()


def close_on_termination(window: QWidget) -> None:
    """Close `window` as File → Quit does when SIGTERM or SIGHUP comes (see the module)."""
    _termination.watch(window)
