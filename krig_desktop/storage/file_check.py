"""What is at a path, found out without opening it.

Opening a FIFO blocks until a writer comes, and a device can be read forever; QSettings
and Qt's file dialog open their files blindly, so anything of ours that hands a path to
them looks first. `look_at` never raises: a folder that cannot be looked into is an
answer too (UNREACHABLE, with the system's reason), where Path.exists() would raise
PermissionError. `save_is_there` tells "no file" from "a broken link" and "cannot look".
"""

from __future__ import annotations

import errno
import os
import stat
from enum import Enum
from pathlib import Path

from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage import errors
from krig_desktop.storage.errors import LoadError


class Kind(Enum):
    MISSING = "missing"  # nothing there (the folder may be missing too)
    BROKEN_LINK = "broken link"  # a symbolic link to something that no longer exists
    FILE = "file"  # an ordinary file (or a link to one)
    FOLDER = "folder"
    SPECIAL = "special"  # a FIFO, a socket, a device: never to be opened blindly
    UNREACHABLE = "unreachable"  # the folder cannot be looked into (permissions, ...)


class Found(Frozen):
    kind: Kind
    size: int = 0
    reason: str = ""  # the system's words, for UNREACHABLE


def look_at(path: Path) -> Found:
    """What `path` is (following links), without opening it."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return _missing_or_broken(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # a link that leads round in a circle
            return Found(Kind.BROKEN_LINK)
        return Found(Kind.UNREACHABLE, reason=exc.strerror or str(exc))
    if stat.S_ISREG(info.st_mode):
        return Found(Kind.FILE, size=info.st_size)
    if stat.S_ISDIR(info.st_mode):
        return Found(Kind.FOLDER)
    return Found(Kind.SPECIAL)


def _missing_or_broken(path: Path) -> Found:
    try:
        os.lstat(path)
    except FileNotFoundError:
        return Found(Kind.MISSING)
    except OSError as exc:
        return Found(Kind.UNREACHABLE, reason=exc.strerror or str(exc))
    return Found(Kind.BROKEN_LINK)


def link_target(path: Path) -> str:
    """Where a symbolic link points (for a message), or "" if that cannot be read."""
    try:
        return os.readlink(path)
    except OSError:
        return ""


def save_is_there(path: Path) -> bool:
    """True if there is something to try to read at `path`, False if nothing is there.

    A link to nothing and a folder that cannot be looked into are neither: LoadError,
    so the player hears what is wrong instead of "there is no saved game".
    """
    found = look_at(path)
    if found.kind is Kind.MISSING:
        return False
    if found.kind is Kind.BROKEN_LINK:
        raise LoadError(errors.BROKEN_LINK, path, target=link_target(path)[:300])
    if found.kind is Kind.UNREACHABLE:
        raise LoadError(errors.FOLDER_UNREACHABLE, path, folder=str(path.parent),
                        reason=found.reason)
    return True  # a file, or something read_save will refuse with its own message
