"""The settings file itself: QSettings opened only when it is safe, and kept under its
size limit (see settings.py for why); `SettingsStore` is the raw, bounded key-value
store that `Settings` gives its typed values on top of, and the `as_*` readers check a
value read back (a hand-edited file may hold anything).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from krig_desktop.storage import errors, paths
from krig_desktop.storage.errors import SettingsError
from krig_desktop.storage.file_check import Kind, look_at

MAX_PATH_CHARS = 4096
# A settings file is a few hundred bytes; a huge one is not ours to read into memory.
MAX_SETTINGS_BYTES = 1024 * 1024
# The most one value of ours may take in the file: a geometry is ~66 bytes and a window
# state a few hundred; anything near this is not a real one.
MAX_VALUE_BYTES = 128 * 1024
_ODD_TEXT = re.compile(r"[^\x20-\x7e]")  # written escaped (up to 6 bytes) or as UTF-8
_PLAIN_BYTES = bytes(range(0x20, 0x7F))

log = logging.getLogger(__name__)


def written_bound(key: str, value: Any) -> int:
    """At most how many bytes `key=value` takes in the file once QSettings writes it.

    Generous on purpose: a key may be percent-encoded (3 bytes a byte) and its group
    header written too; a text's control and non-ASCII characters count 6 bytes (its
    escaped form, \\x and up to four hex digits); a byte array's unprintable bytes 4
    (\\xHH) in "@ByteArray(...)". A type QSettings writes in its own way counts as
    too large, so it is the first dropped when the file is full.
    """
    size = 3 * len(key.encode("utf-8")) + 8
    if isinstance(value, bool | int | float):
        return size + len(str(value)) + 2
    if isinstance(value, str):
        return size + _text_bound(value)
    if isinstance(value, QByteArray | bytes | bytearray):
        data = bytes(value.data()) if isinstance(value, QByteArray) else bytes(value)
        odd = len(data.translate(None, _PLAIN_BYTES))
        return size + 14 + len(data) + 3 * odd + data.count(b"\\") + data.count(b'"')
    if isinstance(value, list | tuple):
        return size + sum(_text_bound(str(item)) + 2 for item in value)
    return MAX_SETTINGS_BYTES + 1


def _text_bound(text: str) -> int:
    odd = len(text) - len(_ODD_TEXT.sub("", text))
    return len(text) + 5 * odd + text.count("\\") + text.count('"') + 4


def as_int(value: Any, low: int, high: int) -> int | None:
    try:
        number = int(str(value).strip())
    except (TypeError, ValueError):
        return None
    return number if low <= number <= high else None


def as_choice(value: Any, options: tuple[str, ...]) -> str | None:
    return value if isinstance(value, str) and value in options else None


def as_text(value: Any, limit: int = 200) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= limit else None


def as_texts(value: Any, limit: int) -> list[str]:
    """A list of texts read back: QSettings gives one text for a list of one, and a
    hand-edited file anything; what is not a sane text is left out."""
    items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    return [item for item in items[:limit]
            if isinstance(item, str) and 0 < len(item) <= MAX_PATH_CHARS + 40]


def as_flag(value: Any, default: bool) -> bool:
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    return default


def settings_problem(path: Path) -> SettingsError | None:
    """Why QSettings must not open `path` (None: a missing or ordinary file, safe)."""
    found = look_at(path)
    if found.kind in (Kind.MISSING, Kind.BROKEN_LINK):  # QSettings starts afresh
        return None
    if found.kind is Kind.FILE:
        if found.size <= MAX_SETTINGS_BYTES:
            return None
        return SettingsError(errors.SETTINGS_TOO_LARGE, path, size=found.size)
    if found.kind is Kind.UNREACHABLE:
        return SettingsError(errors.SETTINGS_UNREADABLE, path, reason=found.reason)
    return SettingsError(errors.SETTINGS_NOT_REGULAR, path)


class SettingsStore:
    """settings.ini as bounded raw values (`get_value`, `set_value`, `sync`).

    `problem`: None, or why the file could not be used (the defaults are, in memory).
    `known_keys`: the keys of this version, kept when the file is full (others drop).
    `keeps`: False once `keep_nothing` was called (a window that does not own the config
    folder): the file is still read, and what is set lives in memory only.
    """

    known_keys: frozenset[str] = frozenset()

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self.problem = settings_problem(self.path)
        self._qsettings: QSettings | None = None
        self._memory: dict[str, Any] = {}
        self.keeps = True
        if self.problem is None:
            self._qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def keep_nothing(self) -> None:
        """Write nothing from now on: what is set is kept in memory, over the file."""
        self.keeps = False

    # --- raw ---------------------------------------------------------------------------
    def get_value(self, key: str) -> Any:
        if self._qsettings is None or key in self._memory:
            return self._memory.get(key)
        return self._qsettings.value(key)

    def set_value(self, key: str, value: Any) -> None:
        if not self.keeps:  # None is kept too: it hides the file's value
            self._memory[key] = value
            return
        if self._qsettings is None:
            if value is None:
                self._memory.pop(key, None)
            else:
                self._memory[key] = value
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # settings are a convenience: never stop the game for them
        if value is None:
            self._qsettings.remove(key)
        elif self._room_for(key, value):
            self._qsettings.setValue(key, value)
        else:
            self._qsettings.remove(key)

    def _room_for(self, key: str, value: Any) -> bool:
        """True if the file stays under MAX_SETTINGS_BYTES with `key` set to `value`,
        dropping keys this version does not know if that is what it takes."""
        qsettings = self._qsettings
        assert qsettings is not None
        mine = written_bound(key, value)
        if mine > MAX_VALUE_BYTES:
            log.warning("Settings: %s not remembered: %d bytes is not a real one", key, mine)
            return False
        others = {k: written_bound(k, qsettings.value(k)) for k in qsettings.allKeys()
                  if k != key}
        if mine + sum(others.values()) <= MAX_SETTINGS_BYTES:
            return True
        foreign = [k for k in others if k not in self.known_keys]
        log.warning("Settings: %s would grow past %d bytes; dropped what this version does "
                    "not know: %s", self.path, MAX_SETTINGS_BYTES, ", ".join(foreign[:10]))
        for k in foreign:
            qsettings.remove(k)
            del others[k]
        return mine + sum(others.values()) <= MAX_SETTINGS_BYTES

    def sync(self) -> bool:
        """Write to disk now; False if that failed or is not done (the game goes on)."""
        if self._qsettings is None or not self.keeps:
            return False
        self._qsettings.sync()
        return self._qsettings.status() == QSettings.Status.NoError
