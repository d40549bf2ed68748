"""The card decks to choose from: our own, and every SVG deck the system has installed.

Found the way KPatience and Aisleriot find them, through `QStandardPaths.locateAll`
over the generic data folders (so XDG_DATA_DIRS, ~/.local/share and Flatpak's
exported folders all count): KDE's `carddecks/svg-*/index.desktop` and Aisleriot's
`aisleriot/cards/*.svg` / `*.svgz`. Inside a Flatpak (`/.flatpak-info` is there) the
system's own decks are under `/run/host/usr/share`, which is not on XDG_DATA_DIRS:
looked at there too, after every other folder (the sandbox's own copy wins).
Discovery only lists files and reads the small `index.desktop` (through
`read_bounded`: an ordinary file, opened without blocking, at most MAX_INDEX_BYTES, so
an index that is a FIFO or a link to /dev/zero is skipped, not waited on or read for
ever); the SVG itself is read, checked and parsed when a deck is
first drawn (`deck_svg`), and a deck found broken there is left out from then on. Every
folder and file fails alone: one that cannot be listed or looked at is logged and
skipped, and the decks beside it are still found. Decks are used where they are
installed and never copied: their licences differ.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale

from krig_desktop.engine.cards import SUITS
from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.file_check import Kind, look_at

if TYPE_CHECKING:  # imported where a system deck's index is read (_read_index)
    import configparser

log = logging.getLogger(__name__)

OWN_KEY = "own"
SUIT_WORDS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "1"}
MAX_INDEX_BYTES = 64 * 1024  # an index.desktop is a few kB; a huge one is not a deck's
# Flatpak's marker file, and where it shows the host's /usr/share (tests point these at
# a folder of their own).
FLATPAK_INFO = Path("/.flatpak-info")
FLATPAK_HOST_SHARE = Path("/run/host/usr/share")
NO_NAMES: Mapping[str, str] = MappingProxyType({})  # a deck whose index names no language


class Deck(Frozen):
    """One deck: `name` (untranslated), `path` (its SVG file; None for our own).

    `kind` is "own", "kde" or "aisleriot"; `key` is what the settings remember;
    `names` holds the translated names an index.desktop gives (language -> name).
    Compared and hashed by key, name, path and kind only: the names and the author
    describe the same deck.
    """

    key: str
    name: str
    path: Path | None
    kind: str
    names: Mapping[str, str] = NO_NAMES
    author: str = ""  # as its index names it

    def _compared(self) -> tuple[Any, ...]:
        return self.key, self.name, self.path, self.kind

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Deck) and other.__class__ is self.__class__:
            return self._compared() == other._compared()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._compared())

    @property
    def is_own(self) -> bool:
        return self.path is None

    def display_name(self, locale: QLocale | None = None) -> str:
        """The name in the UI language when the deck has one (nb_NO, then nb), else
        the plain name."""
        code = (locale or QLocale()).name()  # e.g. "nb_NO"
        for candidate in (code, code.split("_")[0]):
            if candidate in self.names:
                return self.names[candidate]
        return self.name

    def element(self, rank: int, suit: str) -> str:
        """The SVG element id of a face: KDE `king_heart`, `1_spade`; Aisleriot
        `heart_king`, `spade_1`."""
        rank_word = RANK_WORDS.get(rank, str(rank))
        if self.kind == "aisleriot":
            return f"{SUIT_WORDS[suit]}_{rank_word}"
        return f"{rank_word}_{SUIT_WORDS[suit]}"

    def elements(self) -> list[str]:
        """The 52 faces' ids and "back": all must be there for the deck to be used."""
        return [self.element(r, s) for s in SUITS for r in range(2, 15)] + ["back"]


OWN_DECK = Deck(OWN_KEY, "Krig", None, "own")

# Decks that failed their check this session (key -> reason); see deck_svg.load_deck.
_rejected: dict[str, str] = {}


def reject(deck: Deck, reason: str) -> None:
    """Leave `deck` out from now on, with a log line saying why."""
    if deck.key not in _rejected:
        log.warning("Card deck %r (%s) left out: %s", deck.name, deck.path, reason)
    _rejected[deck.key] = reason


def rejection(deck: Deck) -> str | None:
    """Why `deck` was left out, or None."""
    return _rejected.get(deck.key)


def _data_dirs(sub: str) -> list[Path]:
    # Function-local: only a search for the system decks asks Qt for the data folders
    # (its type is made then; our own deck, the first frame's, needs none).
    from PySide6.QtCore import QStandardPaths

    found = [Path(p) for p in QStandardPaths.locateAll(
        QStandardPaths.StandardLocation.GenericDataLocation, sub,
        QStandardPaths.LocateOption.LocateDirectory)]
    host = _flatpak_host_dir(sub)
    if host is not None and host not in found:
        found.append(host)
    return found


def _flatpak_host_dir(sub: str) -> Path | None:
    """`sub` under the host's /usr/share when running in a Flatpak and it is a folder
    there; None otherwise (look_at never raises: a folder that cannot be looked at is
    only logged, and the others are still searched)."""
    if look_at(FLATPAK_INFO).kind is Kind.MISSING:
        return None
    host = FLATPAK_HOST_SHARE / sub
    found = look_at(host)
    if found.kind is Kind.FOLDER:
        return host
    if found.kind is Kind.UNREACHABLE:
        log.warning("Card deck folder %s cannot be looked at: %s", host, found.reason)
    return None


def _read_index(index: Path) -> configparser.SectionProxy | str:
    """The index's deck section, or why there is none."""
    # Imported here, where a system deck's index is read: our own deck, the first
    # frame's, needs none of them.
    import configparser

    from krig_desktop.storage.bounded_read import read_bounded
    from krig_desktop.ui.cards.deck_check import deck_words

    try:
        text = read_bounded(index, MAX_INDEX_BYTES).decode("utf-8", errors="replace")
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep Name[nb]
        parser.read_string(text)
    except LoadError as error:
        return f"its index cannot be read: {deck_words(error, MAX_INDEX_BYTES)}"
    except configparser.Error as error:
        return f"its index cannot be read: {error}"
    for section in ("KDE Backdeck", "KDE Cards"):
        if parser.has_section(section):
            return parser[section]
    return "no [KDE Backdeck] section in its index"


def _listed(folder: Path, wanted: Callable[[str], bool]) -> list[Path]:
    """The entries of `folder` whose names are `wanted`, sorted; nothing (logged) if the
    folder cannot be read."""
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(entry.path) for entry in entries if wanted(entry.name))
    except OSError as error:
        log.warning("Card deck folder %s cannot be read: %s", folder, error)
        return []


def _kde_deck(index: Path) -> Deck | None:
    entry = _read_index(index)
    if isinstance(entry, str):
        log.warning("Card deck %s left out: %s", index.parent, entry)
        return None
    svg = entry.get("SVG", "").strip()
    if not svg or "/" in svg:
        log.warning("Card deck %s left out: no SVG= entry in its index", index.parent)
        return None
    names = {k[5:-1]: v for k, v in entry.items() if k.startswith("Name[")}
    name = entry.get("Name", index.parent.name[4:]).strip() or index.parent.name
    author = " ".join(entry.get("Author", "").split())[:80]  # one short line, or none
    return Deck(f"kde:{index.parent.name}", name, index.parent / svg, "kde", names,
                author=author)


def _kde_decks() -> list[Deck]:
    decks: list[Deck] = []
    for folder in _data_dirs("carddecks"):
        for place in _listed(folder, lambda name: name.startswith("svg-")):
            index = place / "index.desktop"
            if look_at(index).kind is Kind.MISSING:
                continue  # not a deck folder (or not one we may look into: logged below)
            deck = _kde_deck(index)
            if deck is not None:
                decks.append(deck)
    return decks


def _aisleriot_decks() -> list[Deck]:
    decks: list[Deck] = []
    for folder in _data_dirs("aisleriot/cards"):
        for path in _listed(folder, lambda name: name.endswith((".svg", ".svgz"))):
            stem = path.name.removesuffix(".svgz").removesuffix(".svg")
            name = stem.replace("_", " ").replace("-", " ").strip().title() or stem
            decks.append(Deck(f"aisleriot:{stem}", name, path, "aisleriot"))
    return decks


def _usable_file(deck: Deck) -> bool:
    """True if the deck's SVG is an ordinary file; logged once if it cannot be used."""
    if deck.path is None:
        return False
    found = look_at(deck.path)
    if found.kind is Kind.FILE:
        return True
    words = {
        Kind.SPECIAL: "its file is not an ordinary file (a FIFO, a device or a socket)",
        Kind.FOLDER: "its file is a folder",
        Kind.BROKEN_LINK: "its file is a link to nothing",
        Kind.UNREACHABLE: f"its file cannot be looked at: {found.reason}",
    }
    if found.kind in words:
        reject(deck, words[found.kind])
    return False


def available_decks() -> list[Deck]:
    """Our own deck first, then the system's SVG decks (KDE, then Aisleriot) by name.

    A deck already found broken, incomplete or not card-shaped is left out; a folder
    earlier in the search path hides a deck of the same key later on (the user's own
    copy wins over the system's). A folder or file that cannot be read is skipped
    alone: the rest are still listed.
    """
    seen: set[str] = set()
    system: list[Deck] = []
    for deck in _kde_decks() + _aisleriot_decks():
        if deck.key in seen or deck.key in _rejected or not _usable_file(deck):
            continue
        seen.add(deck.key)
        system.append(deck)
    system.sort(key=lambda d: (d.kind != "kde", d.name.casefold()))
    return [OWN_DECK, *system]


def find_deck(key: str | None) -> Deck:
    """The deck remembered as `key`, or our own if it is gone or unknown."""
    if key and key != OWN_KEY:
        for deck in available_decks():
            if deck.key == key:
                return deck
    return OWN_DECK
