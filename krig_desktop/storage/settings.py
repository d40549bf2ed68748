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

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray

from krig_desktop.engine import FACE_DOWN_RANGE, GATHERINGS, PLAYERS_RANGE, parse_end
from krig_desktop.options import LANGUAGES, Options
from krig_desktop.people import HUMANS_RANGE, MAX_NAME_CHARS, name_problem
from krig_desktop.speed import Speed
from krig_desktop.storage.settings_store import (
    MAX_PATH_CHARS,
    MAX_SETTINGS_BYTES,
    MAX_VALUE_BYTES,
    SettingsStore,
    as_choice,
    as_flag,
    as_int,
    as_text,
    as_texts,
    settings_problem,
    written_bound,
)

SPEED = "game/speed"
PLAYERS = "game/players"
FACE_DOWN = "rules/face_down"
GATHERING = "rules/gathering"
END = "rules/end"  # when a game ends: one of the New Game dialog's choices
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
HUMANS = "people/humans"  # how many people sit at the computer (1 or 2)
NAMES = "people/names"  # their names, from seat 0
SEAT_KEYS = "people/keys"  # each person's key, QKeySequence portable text ("Z", "M")
CALL_THE_WAR = "game/call_the_war"  # Game → Call the War (off unless turned on)
REDUCE_MOTION = "ui/reduce_motion"  # View → Reduce Motion (unset: off)
MAX_KEY_CHARS = 40
MAX_RECENT = 10
MAX_GAME_FILES = 20  # the games whose file is remembered (the one in play, one left...)
OUR_KEYS = frozenset({
    SPEED, PLAYERS, FACE_DOWN, GATHERING, END, LANGUAGE, RESUME, GEOMETRY, WINDOW_STATE,
    STATUS_BAR_HIDDEN, APPEARANCE, MUTED, DECK, FELT, ODDS_METER, ASK_BEFORE_FATE,
    STORY_TIP_SEEN, GAME_FILES, RECENT_FILES, RECENT_KNOWN, HUMANS, NAMES, SEAT_KEYS,
    CALL_THE_WAR, REDUCE_MOTION,
})
__all__ = ["APPEARANCES", "MAX_SETTINGS_BYTES", "MAX_VALUE_BYTES", "OUR_KEYS", "Settings",
           "settings_problem", "written_bound"]


class Settings(SettingsStore):
    """Typed access to settings.ini; each getter returns None (or False) when unset/bad.

    `problem`: None, or why the file could not be used (the defaults are, in memory).
    """

    known_keys = OUR_KEYS

    # --- values ------------------------------------------------------------------------
    @property
    def speed(self) -> Speed | None:
        name = as_choice(self.get_value(SPEED), Speed.names())
        return None if name is None else Speed(name)

    @speed.setter
    def speed(self, value: Speed | None) -> None:
        self.set_value(SPEED, value.value if isinstance(value, Speed) else None)

    @property
    def players(self) -> int | None:
        return as_int(self.get_value(PLAYERS), *PLAYERS_RANGE)

    @players.setter
    def players(self, value: int | None) -> None:
        self.set_value(PLAYERS, as_int(value, *PLAYERS_RANGE))

    @property
    def face_down(self) -> int | None:
        return as_int(self.get_value(FACE_DOWN), *FACE_DOWN_RANGE)

    @face_down.setter
    def face_down(self, value: int | None) -> None:
        self.set_value(FACE_DOWN, as_int(value, *FACE_DOWN_RANGE))

    @property
    def gathering(self) -> str | None:
        return as_choice(self.get_value(GATHERING), GATHERINGS)

    @gathering.setter
    def gathering(self, value: str | None) -> None:
        self.set_value(GATHERING, as_choice(value, GATHERINGS))

    @property
    def end(self) -> str | None:
        """When a game ends, as last chosen ("out", "battles:N", "wars:K")."""
        return _as_end(self.get_value(END))

    @end.setter
    def end(self, value: str | None) -> None:
        self.set_value(END, _as_end(value))

    @property
    def language(self) -> str | None:
        return as_choice(self.get_value(LANGUAGE), LANGUAGES)

    @language.setter
    def language(self, value: str | None) -> None:
        self.set_value(LANGUAGE, as_choice(value, LANGUAGES))

    @property
    def call_the_war(self) -> bool:
        """Call the War is on (off unless the player turned it on)."""
        return as_flag(self.get_value(CALL_THE_WAR), default=False)

    @call_the_war.setter
    def call_the_war(self, value: bool) -> None:
        self.set_value(CALL_THE_WAR, "true" if value else "false")

    @property
    def resume_at_start(self) -> bool:
        """On unless the player turned it off: the game in play is always kept at quit,
        and by default the next start continues it."""
        return as_flag(self.get_value(RESUME), default=True)

    @resume_at_start.setter
    def resume_at_start(self, value: bool) -> None:
        self.set_value(RESUME, "true" if value else "false")

    @property
    def appearance(self) -> str | None:
        return as_choice(self.get_value(APPEARANCE), APPEARANCES)

    @appearance.setter
    def appearance(self, value: str | None) -> None:
        self.set_value(APPEARANCE, as_choice(value, APPEARANCES))

    @property
    def muted(self) -> bool:
        return as_flag(self.get_value(MUTED), default=False)

    @muted.setter
    def muted(self, value: bool) -> None:
        self.set_value(MUTED, "true" if value else "false")

    @property
    def reduce_motion(self) -> bool | None:
        """View → Reduce Motion as the player left it (None: never chosen, so the
        desktop's own wish decides, where Qt reports one)."""
        value = self.get_value(REDUCE_MOTION)
        return None if value is None else as_flag(value, default=False)

    @reduce_motion.setter
    def reduce_motion(self, value: bool) -> None:
        self.set_value(REDUCE_MOTION, "true" if value else "false")

    @property
    def odds_meter(self) -> bool:
        """Show the chance-to-win meter (on unless turned off)."""
        return as_flag(self.get_value(ODDS_METER), default=True)

    @odds_meter.setter
    def odds_meter(self, value: bool) -> None:
        self.set_value(ODDS_METER, "true" if value else "false")

    @property
    def ask_before_fate(self) -> bool:
        """Ask before Reveal Fate spoils the game (on unless turned off)."""
        return as_flag(self.get_value(ASK_BEFORE_FATE), default=True)

    @ask_before_fate.setter
    def ask_before_fate(self, value: bool) -> None:
        self.set_value(ASK_BEFORE_FATE, "true" if value else "false")

    @property
    def story_tip_seen(self) -> bool:
        """The one-time tip on the odds meter and the battle log was dismissed."""
        return as_flag(self.get_value(STORY_TIP_SEEN), default=False)

    @story_tip_seen.setter
    def story_tip_seen(self, value: bool) -> None:
        self.set_value(STORY_TIP_SEEN, "true" if value else "false")

    @property
    def status_bar_hidden(self) -> bool:
        return as_flag(self.get_value(STATUS_BAR_HIDDEN), default=False)

    @status_bar_hidden.setter
    def status_bar_hidden(self, value: bool) -> None:
        self.set_value(STATUS_BAR_HIDDEN, "true" if value else "false")

    @property
    def geometry(self) -> QByteArray | None:
        return _stored_bytes(self.get_value(GEOMETRY))

    @geometry.setter
    def geometry(self, value: QByteArray | None) -> None:
        self.set_value(GEOMETRY, value)

    @property
    def window_state(self) -> QByteArray | None:
        return _stored_bytes(self.get_value(WINDOW_STATE))

    @window_state.setter
    def window_state(self, value: QByteArray | None) -> None:
        self.set_value(WINDOW_STATE, value)

    @property
    def deck(self) -> str | None:
        """The chosen card deck's key (checked against the installed decks by the UI)."""
        return as_text(self.get_value(DECK))

    @deck.setter
    def deck(self, value: str | None) -> None:
        self.set_value(DECK, as_text(value))

    @property
    def felt(self) -> str | None:
        """The felt colour's name (checked against the felt choices by the UI)."""
        return as_text(self.get_value(FELT))

    @felt.setter
    def felt(self, value: str | None) -> None:
        self.set_value(FELT, as_text(value))

    @property
    def game_files(self) -> dict[str, Path]:
        """Each remembered game's current file, by the game's key (newest first)."""
        files: dict[str, Path] = {}
        for item in as_texts(self.get_value(GAME_FILES), MAX_GAME_FILES):
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
        self.set_value(GAME_FILES, items[:MAX_GAME_FILES] or None)
        self.sync()

    @property
    def recent_files(self) -> list[Path] | None:
        """The saves last opened or saved, newest first; None if never kept (a first
        start after the update, which then offers the standard save)."""
        paths_ = [Path(item) for item in as_texts(self.get_value(RECENT_FILES), MAX_RECENT)]
        if not paths_ and not as_flag(self.get_value(RECENT_KNOWN), default=False):
            return None
        return paths_

    @recent_files.setter
    def recent_files(self, value: list[Path]) -> None:
        items = list(dict.fromkeys(str(p) for p in value if len(str(p)) <= MAX_PATH_CHARS))
        self.set_value(RECENT_FILES, items[:MAX_RECENT] or None)
        self.set_value(RECENT_KNOWN, "true")
        self.sync()

    # --- the people at the computer ---------------------------------------------------
    @property
    def humans(self) -> int | None:
        return as_int(self.get_value(HUMANS), *HUMANS_RANGE)

    @humans.setter
    def humans(self, value: int | None) -> None:
        self.set_value(HUMANS, as_int(value, *HUMANS_RANGE))

    @property
    def names(self) -> tuple[str, ...] | None:
        """The people's names, from seat 0 ("" where none was given); None if unset.
        A name a person could not type in (too long, control characters) reads as ""."""
        value = self.get_value(NAMES)
        if value is None:
            return None
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        names = [item.strip() if isinstance(item, str) and name_problem(item) is None
                 else "" for item in items[:HUMANS_RANGE[1]]]
        return tuple(names) or None

    @names.setter
    def names(self, value: tuple[str, ...] | None) -> None:
        kept = [name if name_problem(name) is None else "" for name in (value or ())]
        self.set_value(NAMES, [name[:MAX_NAME_CHARS] for name in kept[:HUMANS_RANGE[1]]]
                       or None)

    @property
    def seat_keys(self) -> tuple[str, ...]:
        """Each person's key as QKeySequence portable text, from seat 0 ("": the
        default); whether a key can be used is the window's to judge."""
        value = self.get_value(SEAT_KEYS)
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return tuple(item if isinstance(item, str) and len(item) <= MAX_KEY_CHARS else ""
                     for item in items[:HUMANS_RANGE[1]])

    @seat_keys.setter
    def seat_keys(self, value: tuple[str, ...]) -> None:
        self.set_value(SEAT_KEYS, [key[:MAX_KEY_CHARS] for key in value[:HUMANS_RANGE[1]]]
                       or None)

    # --- with the command line ---------------------------------------------------------
    def apply_to(self, options: Options) -> Options:
        """`options` with every option not given on the command line taken from here."""
        return options._replace(
            players=options.players if options.players is not None else self.players,
            speed=options.speed if options.speed is not None else self.speed,
            lang=options.lang if options.lang is not None else self.language,
            face_down=options.face_down if options.face_down is not None else self.face_down,
            gathering=options.gathering if options.gathering is not None else self.gathering,
            end=options.end if options.end is not None else self.end,
            humans=options.humans if options.humans is not None else self.humans,
            names=options.names if options.names is not None else self.names,
        )

    def remember_chosen(self, options: Options) -> None:
        """Remember the deal's choices the command line gave (the player count, the
        rules, the people): a plain next start deals them, as it deals what was last
        chosen in New Game. The game number, a FILE and `--today` are no choice of what
        to deal next."""
        given = {name: value for name, value in (
            ("players", options.players), ("face_down", options.face_down),
            ("gathering", options.gathering), ("end", options.end),
            ("humans", options.humans),
            ("names", options.names)) if value is not None}
        if given:
            self.remember(**given)

    def remember(self, **values: Any) -> None:
        """Remember several choices at once, e.g. remember(players=3, speed=Speed.FAST)."""
        names = {"lang": "language"}
        for name, value in values.items():
            setattr(self, names.get(name, name), value)
        self.sync()


def _as_end(value: object) -> str | None:
    """`value` if it is an end the rules take, else None (a hand-edited file)."""
    try:
        parse_end(value)
    except ValueError:
        return None
    return value if isinstance(value, str) else None


def _stored_bytes(value: object) -> QByteArray | None:
    """`value` if it is bytes Qt stored (not empty), else None."""
    if value is None:
        return None
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None
