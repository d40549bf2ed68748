"""The card decks to choose from: our own, and every SVG deck the system has installed.

Found the way KPatience and Aisleriot find them, through `QStandardPaths.locateAll`
over the generic data folders (so XDG_DATA_DIRS, ~/.local/share and Flatpak's
exported folders all count): KDE's `carddecks/svg-*/index.desktop` and Aisleriot's
`aisleriot/cards/*.svg` / `*.svgz`. Discovery only lists files and reads the small
`index.desktop`; the SVG itself is parsed and checked when a deck is first drawn
(`deck_svg.load_deck`), and a deck found broken there is left out from then on.
Decks are used where they are installed and never copied: their licences differ.
"""

from __future__ import annotations

import configparser
import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLocale, QStandardPaths

from krig_desktop.engine.cards import SUITS

log = logging.getLogger(__name__)

OWN_KEY = "own"
SUIT_WORDS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "1"}
MAX_INDEX_BYTES = 64 * 1024  # an index.desktop is a few kB; a huge one is not a deck's


@dataclass(frozen=True)
class Deck:
    """One deck: `name` (untranslated), `path` (its SVG file; None for our own).

    `kind` is "own", "kde" or "aisleriot"; `key` is what the settings remember;
    `names` holds the translated names an index.desktop gives (language -> name).
    """

    key: str
    name: str
    path: Path | None
    kind: str
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

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
    found = QStandardPaths.locateAll(
        QStandardPaths.StandardLocation.GenericDataLocation, sub,
        QStandardPaths.LocateOption.LocateDirectory)
    return [Path(p) for p in found]


def _read_index(index: Path) -> configparser.SectionProxy | None:
    try:
        if index.stat().st_size > MAX_INDEX_BYTES:
            return None
        text = index.read_text(encoding="utf-8", errors="replace")
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep Name[nb]
        parser.read_string(text)
    except (OSError, configparser.Error) as error:
        log.warning("Card deck index %s unreadable: %s", index, error)
        return None
    for section in ("KDE Backdeck", "KDE Cards"):
        if parser.has_section(section):
            return parser[section]
    return None


def _kde_decks() -> list[Deck]:
    decks: list[Deck] = []
    for folder in _data_dirs("carddecks"):
        for index in sorted(folder.glob("svg-*/index.desktop")):
            entry = _read_index(index)
            svg = entry.get("SVG", "").strip() if entry is not None else ""
            if entry is None or not svg or "/" in svg:
                log.warning("Card deck %s left out: no [KDE Backdeck] SVG= entry", index)
                continue
            names = {k[5:-1]: v for k, v in entry.items() if k.startswith("Name[")}
            name = entry.get("Name", index.parent.name[4:]).strip() or index.parent.name
            decks.append(Deck(f"kde:{index.parent.name}", name, index.parent / svg, "kde",
                              names))
    return decks


def _aisleriot_decks() -> list[Deck]:
    decks: list[Deck] = []
    for folder in _data_dirs("aisleriot/cards"):
        files = [p for p in folder.iterdir() if p.suffix in (".svg", ".svgz")]
        for path in sorted(files):
            stem = path.name.removesuffix(".svgz").removesuffix(".svg")
            name = stem.replace("_", " ").replace("-", " ").strip().title() or stem
            decks.append(Deck(f"aisleriot:{stem}", name, path, "aisleriot"))
    return decks


def available_decks() -> list[Deck]:
    """Our own deck first, then the system's SVG decks (KDE, then Aisleriot) by name.

    A deck already found broken, incomplete or not card-shaped is left out; a folder
    earlier in the search path hides a deck of the same key later on (the user's own
    copy wins over the system's).
    """
    seen: set[str] = set()
    system: list[Deck] = []
    try:
        found = _kde_decks() + _aisleriot_decks()
    except OSError as error:  # a folder vanished or cannot be listed: keep what we can
        log.warning("Card decks could not be listed: %s", error)
        found = []
    for deck in found:
        if deck.key in seen or deck.key in _rejected or not deck.path or not deck.path.is_file():
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
