"""A font for a system that has none: the one the bundle carries.

A bare Linux (a minimal container, a fresh server with a desktop added by hand) may
have fontconfig but not a single font, and Qt then draws every letter as an empty box.
The PyInstaller bundle carries one font, DejaVu Sans, taken at build time
(packaging/krig-desktop.spec puts it in `fonts/` beside the frozen modules). This adds
it, and makes it the application's font, only in a bundle and only when Qt finds no
font at all: anywhere else the system's own fonts are the right ones, and a pip install
or a source tree carries no font to add.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QFont, QGuiApplication

BUNDLED_FONT_FOLDER = "fonts"
# fontconfig's generic names: Qt lists them as families even when there is no font at all
# (seen on a bare Debian: exactly these three, and every letter an empty box).
GENERIC_FAMILIES = frozenset({"Sans Serif", "Serif", "Monospace", "Sans", "Mono", "System-ui"})


def real_families(families: Callable[[], list[str]]) -> list[str]:
    """The font families Qt can use (`families`: Qt's list), less fontconfig's generic
    names."""
    return [family for family in families() if family not in GENERIC_FAMILIES]


def bundled_font_files() -> list[Path]:
    """The fonts a frozen bundle carries; none when not frozen."""
    if not getattr(sys, "frozen", False):
        return []
    base = Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))
    folder = base / BUNDLED_FONT_FOLDER
    return sorted(path for path in folder.glob("*.tt[fc]") if path.is_file())


def add_bundled_font_if_needed(families: Callable[[], list[str]] | None = None) -> str | None:
    """Add the bundle's font when the system gives Qt none; return its family, else None.

    Call after the QApplication exists and before any window is built (a widget keeps
    the font it was made with). `families` is Qt's list of font families (a system
    without fonts gives only fontconfig's generic names); tests pass their own.
    """
    if not (files := bundled_font_files()):
        return None
    # Function-local: only a bundle asks Qt's font database (its type is made then).
    from PySide6.QtGui import QFontDatabase

    if real_families(families or QFontDatabase.families):
        return None
    for file in files:
        font_id = QFontDatabase.addApplicationFont(str(file))
        names = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if names:
            QGuiApplication.setFont(QFont(names[0]))
            return names[0]
    return None
