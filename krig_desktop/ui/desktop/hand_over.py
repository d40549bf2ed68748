"""A second start hands its command line to the window that owns the config folder.

The owner (storage/folder_lock.py) listens on a local socket named by a hash of the
folder's path (`server_name`), from after its first frame: QtNetwork is no part of it.
A second start that finds the folder locked sends its arguments (`send_hand_over`) and
exits once the owner said it took them; the owner raises itself and acts on them
(`MainWindow.take_hand_over`). Only the user's own processes may connect
(`UserAccessOption`). A message is one line of JSON, `{"argv": [...]}`, bounded in
size; anything else is dropped unanswered. Nothing is written but the socket itself,
in the temporary folder.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

MAX_MESSAGE: Final = 256 * 1024  # bytes: a command line, with room to spare
MAX_ARGS: Final = 200
CONNECT_MS: Final = 1_000
REPLY_MS: Final = 10_000  # the owner may be busy a moment (a step, a write)
# The owner listens only after its first frame: a start meanwhile tries this long.
FIND_OWNER_SECONDS: Final = 5.0
RETRY_SECONDS: Final = 0.1
TOOK_IT: Final = b"ok\n"

log = logging.getLogger(__name__)


def server_name(folder: Path) -> str:
    """The socket's name for the config folder at `folder` (its real path, hashed: one
    name however the folder is spelled, and short enough for any platform)."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:24]
    return f"krig-desktop-{digest}"


def encode(argv: list[str]) -> bytes:
    return json.dumps({"argv": argv}).encode("utf-8") + b"\n"


def decode(line: bytes) -> list[str] | None:
    """The arguments of one message, or None if it is not one."""
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    argv = data.get("argv") if isinstance(data, dict) else None
    if (not isinstance(argv, list) or len(argv) > MAX_ARGS
            or not all(isinstance(arg, str) for arg in argv)):
        return None
    return argv


def send_hand_over(folder: Path, argv: list[str],
                   patience: float = FIND_OWNER_SECONDS) -> bool:
    """Hand `argv` to the window owning `folder`; True once it said it took them. False
    when no owner answered within `patience` seconds (it may be starting, or have just
    closed): the caller opens a window of its own. Blocking: a start has nothing else
    to do meanwhile."""
    name = server_name(folder)
    deadline = time.monotonic() + patience
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(CONNECT_MS):
            socket.write(encode(argv))
            took = socket.waitForBytesWritten(REPLY_MS) and _reply(socket) == TOOK_IT
            socket.abort()
            return took
        if time.monotonic() >= deadline:
            return False
        time.sleep(RETRY_SECONDS)  # not listening yet: its first frame is coming


def _reply(socket: QLocalSocket) -> bytes:
    reply = b""
    while len(reply) < len(TOOK_IT) and socket.waitForReadyRead(REPLY_MS):
        reply += socket.readAll().data()
    return reply


class HandOverServer(QObject):
    """The owner's end: `received` gives each second start's arguments."""

    received = Signal(list)

    def __init__(self, folder: Path, owning: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._owning = owning  # False once the window closed: it takes nothing more
        self._buffers: dict[QLocalSocket, bytes] = {}
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        name = server_name(folder)
        # A socket left by a crashed owner: this window owns the folder now.
        QLocalServer.removeServer(name)
        if not self._server.listen(name):  # later starts open windows that keep nothing
            log.warning("later starts cannot hand over: %s", self._server.errorString())

    def _accept(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + socket.readAll().data()
        self._buffers[socket] = data
        end = data.find(b"\n")
        if end < 0 and len(data) <= MAX_MESSAGE:
            return  # more to come
        argv = decode(data[:end]) if 0 <= end <= MAX_MESSAGE else None
        self._buffers[socket] = b""
        if argv is None or not self._owning():  # (closed: the sender takes the folder)
            socket.abort()
            return
        socket.write(TOOK_IT)
        socket.flush()
        socket.disconnectFromServer()
        self.received.emit(argv)
