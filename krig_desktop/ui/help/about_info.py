"""What the About box says about this copy of the program, read from its package metadata.

The version, licence and address come from the installed distribution (pyproject.toml
through importlib.metadata), so they cannot drift from what was released; the licence
text is the LICENSE file that packaging puts in the wheel's dist-info (PEP 639:
`licenses/LICENSE`). A copy that has no metadata, or none with the licence file (a
frozen bundle built without it, a source tree never installed), falls back to what the
package itself ships: HOMEPAGE, and resources/LICENSE, a copy of the top-level LICENSE
(tests/app/test_bundle_about.py keeps the two identical). No Qt here, and no network.
"""

from __future__ import annotations

import importlib.metadata as metadata
from pathlib import Path

from krig_desktop import APP_NAME, __version__
from krig_desktop.engine.frozen import Frozen

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
LICENCE = "GPL-3.0-or-later"
HOMEPAGE = "https://github.com/krig-desktop/krig-desktop"  # pyproject.toml's Homepage
SHIPPED_LICENCE = Path(__file__).resolve().parents[2] / "resources" / "LICENSE"
_SEPARATORS = "/\\"
_ZERO_WIDTH_SPACE = "\u200b"  # a line may break here
_WORD_JOINER = "\u2060"  # ...and never here (after a hyphen inside a name)
_NO_BREAK_SPACE = "\u00a0"


class AboutFacts(Frozen):
    """The facts the About box shows."""

    version: str
    licence: str  # an SPDX expression: "GPL-3.0-or-later"
    homepage: str | None
    licence_text: str | None  # the full text, when this copy ships it


def _distribution() -> metadata.Distribution | None:
    try:
        return metadata.distribution(APP_NAME)
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return None


def _first(dist: metadata.Distribution, field: str) -> str | None:
    """The first value of a metadata field, or None when the field is absent."""
    values: list[str] = dist.metadata.get_all(field) or []
    return values[0] if values else None


def _homepage(dist: metadata.Distribution) -> str | None:
    """The first [project.urls] entry (Homepage comes first in pyproject.toml)."""
    entries: list[str] = dist.metadata.get_all("Project-URL") or []
    for entry in entries:
        _label, _, url = entry.partition(",")
        if url.strip():
            return url.strip()
    return _first(dist, "Home-page")


def _licence_text(dist: metadata.Distribution) -> str | None:
    """The licence file as installed: dist-info/licenses/NAME (PEP 639), else NAME."""
    names: list[str] = dist.metadata.get_all("License-File") or []
    for name in names:
        for candidate in (f"licenses/{name}", name):
            text = dist.read_text(candidate)
            if text:
                return text
        for file in dist.files or []:  # a source checkout's egg-info lists it by path
            if file.name == name:
                try:
                    return file.read_text(encoding="utf-8")
                except OSError:
                    continue
    return None


def _shipped_licence_text() -> str | None:
    """The licence text the package carries as data (resources/LICENSE)."""
    try:
        return SHIPPED_LICENCE.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def about_facts() -> AboutFacts:
    """The version, licence and address of this copy: from its metadata, else from what
    the package ships."""
    dist = _distribution()
    if dist is None:
        return AboutFacts(__version__, LICENCE, HOMEPAGE, _shipped_licence_text())
    licence = _first(dist, "License-Expression") or _first(dist, "License")
    return AboutFacts(dist.version, licence or LICENCE, _homepage(dist) or HOMEPAGE,
                      _licence_text(dist) or _shipped_licence_text())


def breakable_path(path: str) -> str:
    """`path` for a word-wrapped label: a line may break only right after a separator,
    never inside a folder name (a zero-width space after each separator; a word joiner
    after hyphens and no-break spaces for spaces, where lines could otherwise break).
    For showing only: copy the real path, not this text."""
    out = []
    for char in path:
        if char in _SEPARATORS:
            out.append(char + _ZERO_WIDTH_SPACE)
        elif char == "-":
            out.append(char + _WORD_JOINER)
        elif char == " ":
            out.append(_NO_BREAK_SPACE)
        else:
            out.append(char)
    return "".join(out)
