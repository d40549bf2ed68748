"""Remembered settings: an INI file (QSettings) in the config folder.

Every value read back is checked, since the file can be edited by hand: a wrong value is
ignored (the default is used), never an error. Options given on the command line win
over remembered ones (`apply_to`), and choices made in the window are remembered.

QSettings opens its file blindly: a FIFO there would block start-up forever, and a device
would be read without end. So the file is looked at first; if it is anything but a
missing or ordinary (and sane-sized) file, this session keeps its settings in memory,
never touches the file, and `problem` says why, for the window to tell the player.

The program never writes a file it would refuse to read: before each value is set, the
file's size once QSettings rewrites it is bounded from above (`written_bound`: keys may
be percent-encoded, control characters and bytes written escaped), and if that could
pass MAX_SETTINGS_BYTES the keys this version does not know are dropped first (a
hand-edited or foreign file), and a value of ours too large to be real (a window
geometry of megabytes) is not remembered. Our own values are small and capped
(MAX_VALUE_BYTES), so what is left always fits.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from krig_desktop.engine import FACE_DOWN_RANGE, GATHERINGS, PLAYERS_RANGE
from krig_desktop.options import LANGUAGES, Options
from krig_desktop.speed import Speed
from krig_desktop.storage import errors, paths
from krig_desktop.storage.errors import SettingsError
from krig_desktop.storage.file_check import Kind, look_at

SPEED = "game/speed"
PLAYERS = "game/players"
FACE_DOWN = "rules/face_down"
GATHERING = "rules/gathering"
LANGUAGE = "ui/language"
RESUME = "game/resume_at_start"
GEOMETRY = "window/geometry"
WINDOW_STATE = "window/state"
STATUS_BAR_HIDDEN = "window/status_bar_hidden"  # saveState() does not keep the status bar
APPEARANCE = "ui/appearance"
MUTED = "ui/muted"
APPEARANCES = ("system", "light", "dark")
DECK = "ui/deck"
FELT = "ui/felt"
ODDS_METER = "ui/odds_meter"
ASK_BEFORE_FATE = "ui/ask_before_fate"
STORY_TIP_SEEN = "ui/story_tip_seen"  # the one-time tip on the meter and the log
GAME_FILES = "files/game_files"  # "game key<TAB>path": each game's current file
RECENT_FILES = "files/recent"  # the saves last opened or saved, newest first
RECENT_KNOWN = "files/recent_known"  # the list was kept once (so a Clear stays cleared)
MAX_RECENT = 10
MAX_GAME_FILES = 20  # the games whose file is remembered (the one in play, one left...)
MAX_PATH_CHARS = 4096
# A settings file is a few hundred bytes; a huge one is not ours to read into memory.
MAX_SETTINGS_BYTES = 1024 * 1024
# The most one value of ours may take in the file: a geometry is ~66 bytes and a window
# state a few hundred; anything near this is not a real one.
MAX_VALUE_BYTES = 128 * 1024
OUR_KEYS = frozenset({
    SPEED, PLAYERS, FACE_DOWN, GATHERING, LANGUAGE, RESUME, GEOMETRY, WINDOW_STATE,
    STATUS_BAR_HIDDEN, APPEARANCE, MUTED, DECK, FELT, ODDS_METER, ASK_BEFORE_FATE,
    STORY_TIP_SEEN, GAME_FILES, RECENT_FILES, RECENT_KNOWN,
})
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


def _as_int(value: Any, low: int, high: int) -> int | None:
    try:
        number = int(str(value).strip())
    except (TypeError, ValueError):
        return None
    return number if low <= number <= high else None


def _as_choice(value: Any, options: tuple[str, ...]) -> str | None:
    return value if isinstance(value, str) and value in options else None


def _as_text(value: Any, limit: int = 200) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= limit else None


def _as_texts(value: Any, limit: int) -> list[str]:
    """A list of texts read back: QSettings gives one text for a list of one, and a
    hand-edited file anything; what is not a sane text is left out."""
    items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    return [item for item in items[:limit]
            if isinstance(item, str) and 0 < len(item) <= MAX_PATH_CHARS + 40]


def _as_flag(value: Any, default: bool) -> bool:
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


class Settings:
    """Typed access to settings.ini; each getter returns None (or False) when unset/bad.

    `problem`: None, or why the file could not be used (the defaults are, in memory).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self.problem = settings_problem(self.path)
        self._qsettings: QSettings | None = None
        self._memory: dict[str, Any] = {}
        if self.problem is None:
            self._qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)

    # --- raw ---------------------------------------------------------------------------
    def _get(self, key: str) -> Any:
        if self._qsettings is None:
            return self._memory.get(key)
        return self._qsettings.value(key)

    def _set(self, key: str, value: Any) -> None:
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
        foreign = [k for k in others if k not in OUR_KEYS]
        log.warning("Settings: %s would grow past %d bytes; dropped what this version does "
                    "not know: %s", self.path, MAX_SETTINGS_BYTES, ", ".join(foreign[:10]))
        for k in foreign:
            qsettings.remove(k)
            del others[k]
        return mine + sum(others.values()) <= MAX_SETTINGS_BYTES

    def sync(self) -> bool:
        """Write to disk now; False if that failed or is not done (the game goes on)."""
        if self._qsettings is None:
            return False
        self._qsettings.sync()
        return self._qsettings.status() == QSettings.Status.NoError

    # --- values ------------------------------------------------------------------------
    @property
    def speed(self) -> Speed | None:
        name = _as_choice(self._get(SPEED), Speed.names())
        return None if name is None else Speed(name)

    @speed.setter
    def speed(self, value: Speed | None) -> None:
        self._set(SPEED, value.value if isinstance(value, Speed) else None)

    @property
    def players(self) -> int | None:
        return _as_int(self._get(PLAYERS), *PLAYERS_RANGE)

    @players.setter
    def players(self, value: int | None) -> None:
        self._set(PLAYERS, _as_int(value, *PLAYERS_RANGE))

    @property
    def face_down(self) -> int | None:
        return _as_int(self._get(FACE_DOWN), *FACE_DOWN_RANGE)

    @face_down.setter
    def face_down(self, value: int | None) -> None:
        self._set(FACE_DOWN, _as_int(value, *FACE_DOWN_RANGE))

    @property
    def gathering(self) -> str | None:
        return _as_choice(self._get(GATHERING), GATHERINGS)

    @gathering.setter
    def gathering(self, value: str | None) -> None:
        self._set(GATHERING, _as_choice(value, GATHERINGS))

    @property
    def language(self) -> str | None:
        return _as_choice(self._get(LANGUAGE), LANGUAGES)

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(LANGUAGE, _as_choice(value, LANGUAGES))

    @property
    def resume_at_start(self) -> bool:
        """On unless the player turned it off: the game in play is always kept at quit,
        and by default the next start continues it."""
        return _as_flag(self._get(RESUME), default=True)

    @resume_at_start.setter
    def resume_at_start(self, value: bool) -> None:
        self._set(RESUME, "true" if value else "false")

    @property
    def appearance(self) -> str | None:
        return _as_choice(self._get(APPEARANCE), APPEARANCES)

    @appearance.setter
    def appearance(self, value: str | None) -> None:
        self._set(APPEARANCE, _as_choice(value, APPEARANCES))

    @property
    def muted(self) -> bool:
        return _as_flag(self._get(MUTED), default=False)

    @muted.setter
    def muted(self, value: bool) -> None:
        self._set(MUTED, "true" if value else "false")

    @property
    def odds_meter(self) -> bool:
        """Show the chance-to-win meter (on unless turned off)."""
        return _as_flag(self._get(ODDS_METER), default=True)

    @odds_meter.setter
    def odds_meter(self, value: bool) -> None:
        self._set(ODDS_METER, "true" if value else "false")

    @property
    def ask_before_fate(self) -> bool:
        """Ask before Reveal Fate spoils the game (on unless turned off)."""
        return _as_flag(self._get(ASK_BEFORE_FATE), default=True)

    @ask_before_fate.setter
    def ask_before_fate(self, value: bool) -> None:
        self._set(ASK_BEFORE_FATE, "true" if value else "false")

    @property
    def story_tip_seen(self) -> bool:
        """The one-time tip on the odds meter and the battle log was dismissed."""
        return _as_flag(self._get(STORY_TIP_SEEN), default=False)

    @story_tip_seen.setter
    def story_tip_seen(self, value: bool) -> None:
        self._set(STORY_TIP_SEEN, "true" if value else "false")

    @property
    def status_bar_hidden(self) -> bool:
        return _as_flag(self._get(STATUS_BAR_HIDDEN), default=False)

    @status_bar_hidden.setter
    def status_bar_hidden(self, value: bool) -> None:
        self._set(STATUS_BAR_HIDDEN, "true" if value else "false")

    @property
    def geometry(self) -> QByteArray | None:
        value = self._get(GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray | None) -> None:
        self._set(GEOMETRY, value)

    @property
    def window_state(self) -> QByteArray | None:
        value = self._get(WINDOW_STATE)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @window_state.setter
    def window_state(self, value: QByteArray | None) -> None:
        self._set(WINDOW_STATE, value)

    @property
    def deck(self) -> str | None:
        """The chosen card deck's key (checked against the installed decks by the UI)."""
        return _as_text(self._get(DECK))

    @deck.setter
    def deck(self, value: str | None) -> None:
        self._set(DECK, _as_text(value))

    @property
    def felt(self) -> str | None:
        """The felt colour's name (checked against the felt choices by the UI)."""
        return _as_text(self._get(FELT))

    @felt.setter
    def felt(self, value: str | None) -> None:
        self._set(FELT, _as_text(value))

    @property
    def game_files(self) -> dict[str, Path]:
        """Each remembered game's current file, by the game's key (newest first)."""
        files: dict[str, Path] = {}
        for item in _as_texts(self._get(GAME_FILES), MAX_GAME_FILES):
            key, tab, path = item.partition("\t")
            if tab and key and path and key not in files:
                files[key] = Path(path)
        return files

    def set_game_file(self, game_key: str, path: Path | None) -> None:
        """Remember `path` as the current file of the game `game_key` (None: none)."""
        files = {k: v for k, v in self.game_files.items() if k != game_key}
        items = [f"{k}\t{v}" for k, v in files.items()]
        if path is not None and len(str(path)) <= MAX_PATH_CHARS:
            items.insert(0, f"{game_key}\t{path}")
        self._set(GAME_FILES, items[:MAX_GAME_FILES] or None)
        self.sync()

    @property
    def recent_files(self) -> list[Path] | None:
        """The saves last opened or saved, newest first; None if never kept (a first
        start after the update, which then offers the standard save)."""
        paths_ = [Path(item) for item in _as_texts(self._get(RECENT_FILES), MAX_RECENT)]
        if not paths_ and not _as_flag(self._get(RECENT_KNOWN), default=False):
            return None
        return paths_

    @recent_files.setter
    def recent_files(self, value: list[Path]) -> None:
        items = list(dict.fromkeys(str(p) for p in value if len(str(p)) <= MAX_PATH_CHARS))
        self._set(RECENT_FILES, items[:MAX_RECENT] or None)
        self._set(RECENT_KNOWN, "true")
        self.sync()

    # --- with the command line ---------------------------------------------------------
    def apply_to(self, options: Options) -> Options:
        """`options` with every option not given on the command line taken from here."""
        return dataclasses.replace(
            options,
            players=options.players if options.players is not None else self.players,
            speed=options.speed if options.speed is not None else self.speed,
            lang=options.lang if options.lang is not None else self.language,
            face_down=options.face_down if options.face_down is not None else self.face_down,
            gathering=options.gathering if options.gathering is not None else self.gathering,
        )

    def remember(self, **values: Any) -> None:
        """Remember several choices at once, e.g. remember(players=3, speed=Speed.FAST)."""
        names = {"lang": "language"}
        for name, value in values.items():
            setattr(self, names.get(name, name), value)
        self.sync()
