"""Which window owns the config folder: the one holding the QLockFile in it.

Two windows on one folder would overwrite each other's kept game, game put away and
pending games (issue 40). So one window owns the folder, from the moment it is built
until it closes (its quit, not the end of its process: a notice may keep the process
running a while), and only the owner keeps anything there. The lock is taken on the
start's path: a QLockFile costs one small file, no Qt module beyond QtCore.

A crash leaves the lock file behind; the next start takes it over: QLockFile finds it
stale when the process it names (on this host, by id and program name) is gone. Its age
alone never makes it stale (`setStaleLockTime(0)`), since a window holds it for hours.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from PySide6.QtCore import QLockFile, QSysInfo

LOCK_NAME: Final = "window.lock"


class FolderLock:
    """The lock of one config folder, as one window holds it (or failed to take it)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._file = QLockFile(str(folder / LOCK_NAME))
        self._file.setStaleLockTime(0)  # stale only when its process is gone

    def take(self) -> bool:
        """Take the lock now, never waiting: True if it is ours (taken now or before);
        False if another live window holds it, or the folder cannot be written (then no
        window keeps anything there either)."""
        if self._file.isLocked():
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        return self._file.tryLock(0)

    @property
    def held_elsewhere(self) -> bool:
        """The last `take` failed because another live window holds the lock (not
        because the folder cannot be written: a lock left by a process that is gone, in
        a folder that cannot be written, cannot be taken over, and is no one's)."""
        return (self._file.error() == QLockFile.LockError.LockFailedError
                and self._holder_may_live())

    def _holder_may_live(self) -> bool:
        """Whether the process named in the lock file may still run (unknown: yes)."""
        info = self._file.getLockInfo()
        if not (isinstance(info, tuple) and len(info) == 3 and isinstance(info[0], int)):
            return True
        pid, host, _app = info
        if pid <= 0 or host != QSysInfo.machineHostName():
            return True
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except OSError:  # another user's process: alive
            return True
        return True

    @property
    def held(self) -> bool:
        """This window owns the folder."""
        return self._file.isLocked()

    def release(self) -> None:
        """The window closes: the folder is free for the next start (no-op if not held)."""
        if self._file.isLocked():
            self._file.unlock()
