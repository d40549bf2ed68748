"""A deck's SVG read and checked before Qt sees it: bounded, unpacked with a limit, and
self-contained.

System decks come from folders anyone can fill (KDE's own deck download unpacks archives
into ~/.local/share/carddecks), so a deck file is treated as hostile until checked:

- it is read through `read_bounded` (an ordinary file, opened without blocking, at most
  MAX_FILE_BYTES), and a `.svgz` is unpacked through `inflate_bounded` (at most
  MAX_SVG_BYTES come out): a 196 MB SVG or an 8 MB gzip bomb is refused at the limit,
  not after gigabytes. The largest deck Debian ships (KDE's Dondorf) is 3.3 MB packed
  and 11.5 MB unpacked, so the limits leave room for real decks;
- QtSvg opens any local file an `<image>` names (a FIFO there hangs the parser, a
  device is read without end) and reads the file an `<?xml-stylesheet?>` names. So a
  deck whose SVG refers to anything outside itself is refused: every `href` (any
  prefix) must be a fragment (`#id`) or a `data:` URI, every `url(...)` too, and there
  may be no style sheet instruction or `@import`. The check parses the XML with expat,
  which expands internal entities as QtSvg's reader does, so an entity cannot smuggle
  a reference past it. A link (`<a href>`) is never followed by QtSvg, and is allowed;
- bytes are not what a deck costs, its elements are: QtSvg keeps a node for each, so a
  23 MB deck of 380,000 tiny elements took 510 MB and a 0.3-3 s stall at every start.
  The same expat pass counts them and refuses a deck of more than MAX_ELEMENTS.

Nothing here touches Qt, so it runs on the deck loader's worker thread.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.parsers import expat

from krig_desktop.storage import errors
from krig_desktop.storage.bounded_read import GZIP_MAGIC, inflate_bounded, read_bounded
from krig_desktop.storage.errors import LoadError

MAX_FILE_BYTES = 24 * 1024 * 1024  # the deck file as it is on disk (packed or not)
MAX_SVG_BYTES = 24 * 1024 * 1024  # the SVG text once unpacked
# Elements in the SVG (entities expanded): QtSvg keeps a node of about 1.3 KB for each.
# 200,000 is about 260 MB at the most, and several times a detailed real deck's count.
MAX_ELEMENTS = 200_000
SCAN_SLICE = 64 * 1024
_URL = re.compile(r"url\(\s*(['\"]?)([^)'\"]*)", re.IGNORECASE)


class DeckRefused(Exception):
    """The deck cannot be used; the message says why, for the log."""


def deck_words(error: LoadError, limit: int) -> str:
    """A deck's words for a LoadError (whose own words speak of saved games)."""
    reasons = {
        errors.NOT_FOUND: "the file is missing",
        errors.BROKEN_LINK: "the file is a link to nothing",
        errors.IS_FOLDER: "it is a folder, not a file",
        errors.NOT_REGULAR: "not an ordinary file (a FIFO, a device or a socket)",
        errors.TOO_LARGE: f"larger than {limit} bytes",
        errors.EMPTY: "the file is empty",
        errors.TRUNCATED: "the packed file is cut off",
    }
    reason = reasons.get(error.key)
    if reason is None:
        reason = str(error.params.get("reason", error))
    return reason


def read_svg(path: Path) -> bytes:
    """The deck's SVG text (unpacked if gzip), or DeckRefused with the reason."""
    try:
        data = read_bounded(path, MAX_FILE_BYTES)
    except LoadError as error:
        raise DeckRefused(deck_words(error, MAX_FILE_BYTES)) from error
    if data.startswith(GZIP_MAGIC):
        try:
            data = inflate_bounded(data, MAX_SVG_BYTES, path)
        except LoadError as error:
            raise DeckRefused("unpacked, " + deck_words(error, MAX_SVG_BYTES)) from error
    elif len(data) > MAX_SVG_BYTES:
        raise DeckRefused(deck_words(LoadError(errors.TOO_LARGE, path), MAX_SVG_BYTES))
    return data


def _local(target: str) -> bool:
    """True for what stays inside the document: a fragment or a data: URI."""
    target = target.strip()
    return target.startswith("#") or target[:5].lower() == "data:"


def _outside_in_text(text: str) -> str | None:
    """The first url(...) in `text` that leaves the document, or an @import."""
    lowered = text.lower()
    if "url(" in lowered:
        for match in _URL.finditer(text):
            if not _local(match.group(2)):
                return match.group(2).strip() or "url()"
    at = lowered.find("@import")
    if at >= 0:
        return " ".join(text[at:at + 120].split())
    return None


class _Scan:
    """Expat callbacks that stop at the first reference outside the document, or at
    the element past MAX_ELEMENTS."""

    def __init__(self) -> None:
        self.found: str | None = None
        self._in_style = 0
        self._elements = 0

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self._elements += 1
        if self._elements > MAX_ELEMENTS:
            raise DeckRefused(f"it has more than {MAX_ELEMENTS} elements")
        if name.rpartition(":")[2] == "style":
            self._in_style += 1
        link = name.rpartition(":")[2] == "a"
        for key, value in attributes.items():
            if key.rpartition(":")[2] == "href":
                if not link and not _local(value):
                    self._stop(value)
            elif "url(" in value.lower() or "@import" in value.lower():
                self._check_text(value)

    def end(self, name: str) -> None:
        if name.rpartition(":")[2] == "style" and self._in_style:
            self._in_style -= 1

    def text(self, data: str) -> None:
        if self._in_style:
            self._check_text(data)

    def instruction(self, target: str, _data: str) -> None:
        if target.lower() == "xml-stylesheet":
            self._stop("<?xml-stylesheet?>")

    def _check_text(self, text: str) -> None:
        found = _outside_in_text(text)
        if found is not None:
            self._stop(found)

    def _stop(self, target: str) -> None:
        self.found = target[:120]
        raise _Found


class _Found(Exception):
    """Raised from a callback to stop parsing at the first outside reference."""


def outside_reference(svg: bytes) -> str | None:
    """What the SVG refers to outside itself (the first such href, url() or style sheet),
    or None if it is self-contained. DeckRefused if it is not well-formed XML or has
    more than MAX_ELEMENTS elements."""
    scan = _Scan()
    parser = expat.ParserCreate()
    parser.StartElementHandler = scan.start
    parser.EndElementHandler = scan.end
    parser.CharacterDataHandler = scan.text
    parser.ProcessingInstructionHandler = scan.instruction
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        # In slices, so the GUI thread gets Python's lock between them: expat holds it
        # through a long run without callbacks (an embedded picture's data).
        view = memoryview(svg)
        for start in range(0, len(svg), SCAN_SLICE):
            parser.Parse(bytes(view[start:start + SCAN_SLICE]), False)
        parser.Parse(b"", True)
    except _Found:
        return scan.found
    except expat.ExpatError as error:
        raise DeckRefused(f"not a readable SVG file ({error})") from error
    return None


def checked_svg(path: Path) -> bytes:
    """The deck's SVG text, bounded and self-contained, or DeckRefused with the reason."""
    data = read_svg(path)
    outside = outside_reference(data)
    if outside is not None:
        raise DeckRefused(f"it refers to a file outside the deck ({outside})")
    return data
