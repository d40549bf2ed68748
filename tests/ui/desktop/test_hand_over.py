"""The hand-over's socket: one bounded line of JSON; anything else is dropped
unanswered; a window that closed takes nothing; one name per folder, however spelled."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from krig_desktop.ui.desktop.hand_over import (
    MAX_ARGS,
    HandOverServer,
    decode,
    encode,
    server_name,
)

HANG_GUARD_MS = 60_000

# Another process: sends `argv` (JSON) or raw bytes, prints whether the owner took it.
SENDER = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from PySide6.QtNetwork import QLocalSocket
    from krig_desktop.ui.desktop.hand_over import send_hand_over, server_name
    folder, how, what = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    if how == "argv":
        print(send_hand_over(folder, json.loads(what), patience=0.5), flush=True)
    else:
        socket = QLocalSocket()
        socket.connectToServer(server_name(folder))
        assert socket.waitForConnected(5000)
        socket.write(what.encode() + b"\\n")
        socket.waitForBytesWritten(5000)
        got = socket.waitForReadyRead(3000) and socket.readAll().data()
        print(bool(got), flush=True)
""")


def test_a_message_is_a_bounded_list_of_strings():
    assert decode(encode(["--game", "5", "ü ö"]).rstrip(b"\n")) == ["--game", "5", "ü ö"]
    for bad in (b"", b"[]", b'{"argv": "x"}', b'{"argv": [1]}', b"\xff", b"[" * 100_000,
                encode(["x"] * (MAX_ARGS + 1)).rstrip(b"\n")):
        assert decode(bad) is None


def test_one_name_for_one_folder_however_spelled(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").symlink_to(tmp_path / "a")
    name = server_name(tmp_path / "a")
    assert name == server_name(tmp_path / "b") == server_name(tmp_path / "x" / ".." / "a")
    assert name != server_name(tmp_path) and len(name) < 50


def _send(qtbot, folder: Path, how: str, what: str) -> str:
    child = subprocess.Popen([sys.executable, "-c", SENDER, str(folder), how, what],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             env=dict(os.environ))
    qtbot.waitUntil(lambda: child.poll() is not None, timeout=HANG_GUARD_MS)
    out, err = child.communicate()
    assert child.returncode == 0, err.decode(errors="replace")
    return out.decode().strip()


def test_garbage_is_dropped_unanswered_and_a_closed_owner_takes_nothing(qtbot, tmp_path):
    owning = [True]
    server = HandOverServer(tmp_path, lambda: owning[0])
    got: list[list[str]] = []
    server.received.connect(got.append)
    assert _send(qtbot, tmp_path, "raw", "not json") == "False"
    assert _send(qtbot, tmp_path, "argv", '["--game", "7"]') == "True"
    assert got == [["--game", "7"]]
    owning[0] = False  # the window closed: the sender opens its own
    assert _send(qtbot, tmp_path, "argv", '["--game", "8"]') == "False"
    assert got == [["--game", "7"]]
    server.deleteLater()
