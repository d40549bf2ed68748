"""The application id the Linux desktop knows Krig Desktop by.

App stores and Wayland go by one reverse-DNS id: the desktop entry is named
`APP_ID.desktop`, the metainfo `APP_ID.metainfo.xml`, the icon `APP_ID.svg`, and
`QGuiApplication.setDesktopFileName(APP_ID)` gives the window that same app id, or a
Wayland dock shows no icon for it. tests/app/test_desktop_files.py and the Flatpak
manifest's test keep the files' names and this constant agreeing.
"""

from __future__ import annotations

from pathlib import Path

APP_ID = "io.github.krig_desktop.KrigDesktop"
RESOURCES = Path(__file__).resolve().parents[2] / "resources"
ICON_FILE = RESOURCES / "icons" / f"{APP_ID}.svg"
