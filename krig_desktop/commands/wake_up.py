"""A wake-up pipe for `signal.set_wakeup_fd`, watched by a QSocketNotifier.

Python runs a signal handler only when it next runs Python code, and an idle Qt event
loop runs none; the C-level handler writes a byte to the pipe's write end, Qt sees the
read end become readable and runs `drain` (Python code), and the handler runs then.
Ctrl+C (window_start.quit_on_interrupt) wakes the loop this way, and SIGTERM/SIGHUP can
(quit_signals).
"""

from __future__ import annotations

import contextlib
import os
from typing import Any


class WakeUpPipe:
    """A non-blocking pair of descriptors for `signal.set_wakeup_fd`: a pipe where the
    system has one (os is loaded already, the socket module would add to the start),
    else a socket pair (Windows wakes only on a socket)."""

    def __init__(self) -> None:
        self._sockets: tuple[Any, Any] | None = None
        if os.name == "posix":
            self.reader, self.writer = os.pipe()
            os.set_blocking(self.reader, False)
            os.set_blocking(self.writer, False)
            return
        import socket  # function-local: start-up time (see above)

        self._sockets = socket.socketpair()
        for end in self._sockets:
            end.setblocking(False)
        self.reader, self.writer = (end.fileno() for end in self._sockets)

    def drain(self) -> None:
        with contextlib.suppress(OSError):
            if self._sockets is None:
                os.read(self.reader, 512)
            else:
                self._sockets[0].recv(512)

    def close(self) -> None:
        if self._sockets is None:
            os.close(self.reader)
            os.close(self.writer)
        else:
            for end in self._sockets:
                end.close()
