"""The config folder's lock: one holder at a time, across processes and within one;
released at the window's close; a lock left by a killed process is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from krig_desktop.storage.folder_lock import LOCK_NAME, FolderLock

# A process that takes the lock, says so, and waits for its end.
HOLDER = """
import sys, time
from pathlib import Path
from krig_desktop.storage.folder_lock import FolderLock
lock = FolderLock(Path(sys.argv[1]))
print("held" if lock.take() else "refused", flush=True)
sys.stdin.readline()
"""


def _holder(folder: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


def test_one_holder_within_a_process(tmp_path):
    first, second = FolderLock(tmp_path), FolderLock(tmp_path)
    assert first.take() and first.held
    assert first.take()  # taken again by its holder: still its own
    assert not second.take() and not second.held and second.held_elsewhere
    first.release()
    assert not first.held
    assert second.take()
    second.release()


def test_a_live_process_keeps_it_and_its_end_frees_it(tmp_path):
    process = _holder(tmp_path)
    try:
        assert not FolderLock(tmp_path).take()
    finally:
        process.communicate("\n", timeout=30)
    lock = FolderLock(tmp_path)
    assert lock.take()
    lock.release()


def test_a_stale_lock_from_a_killed_process_is_taken_over(tmp_path):
    process = _holder(tmp_path)
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=30)
    assert (tmp_path / LOCK_NAME).exists()  # left behind by the kill
    lock = FolderLock(tmp_path)
    assert lock.take()
    lock.release()
    assert not (tmp_path / LOCK_NAME).exists()


def test_a_folder_not_there_yet_is_made(tmp_path):
    lock = FolderLock(tmp_path / "new" / "krig-desktop")
    assert lock.take()
    lock.release()


def test_a_folder_that_cannot_be_made_is_no_other_window(tmp_path):
    (tmp_path / "krig-desktop").write_text("a file where the folder should be")
    lock = FolderLock(tmp_path / "krig-desktop")
    assert not lock.take() and not lock.held and not lock.held_elsewhere  # none to ask


class _FailedLock:
    """A lock file `take` could not take (LockFailedError), naming process `pid`."""

    def __init__(self, pid: int) -> None:
        self.pid = pid

    def error(self) -> QLockFile.LockError:
        return QLockFile.LockError.LockFailedError

    def getLockInfo(self) -> tuple[int, str, str]:
        return (self.pid, QSysInfo.machineHostName(), "python3")


def test_a_lock_left_by_a_process_that_is_gone_is_no_other_windows(tmp_path) -> None:
    """In a folder that cannot be written, a stale lock cannot be taken over: the
    window is then the only one, and keeps its games (in the temp folder)."""
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lock = FolderLock(tmp_path)
    lock._file = _FailedLock(dead.pid)  # type: ignore[assignment]
    assert not lock.held_elsewhere
    lock._file = _FailedLock(os.getpid())  # type: ignore[assignment]
    assert lock.held_elsewhere
