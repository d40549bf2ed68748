"""What a player would see, asked of the bundle itself (run with KRIG_BUNDLE_PROBE=1).

scripts/check_bundle.sh runs it in a bare Debian with no Python: the frozen interpreter
is the only one there. It builds the real window with `--lang uk` on the platform given
(xcb in a real X window, or offscreen), and prints one JSON object: the menus' titles,
whether the window icon draws, the application id given to the desktop, the About box's
facts (version, homepage, the licence text's first line) and the fonts Qt can use
before and after the window is built (on a system without fonts, the bundle's own).
Exits 1 when a menu is not Ukrainian, the icon or the licence is missing, or there is no
font. Frozen into the bundle because bundle_entry imports it; never loaded otherwise.
"""

from __future__ import annotations

import json
import sys


def _cyrillic(text: str) -> bool:
    return any("\u0400" <= char <= "\u04ff" for char in text)


def main(argv: list[str]) -> int:
    from PySide6.QtGui import QFontDatabase, QGuiApplication
    from PySide6.QtWidgets import QApplication

    from krig_desktop.app import create_main_window
    from krig_desktop.ui.desktop.fonts import real_families
    from krig_desktop.ui.desktop.identity import APP_ID
    from krig_desktop.ui.help.about_info import about_facts

    app = QApplication([sys.argv[0], *argv])
    system_families = real_families(QFontDatabase.families)
    window = create_main_window(["--lang", "uk"])
    titles = [action.text().replace("&", "") for action in window.menuBar().actions()]
    icon = QGuiApplication.windowIcon()
    facts = about_facts()
    licence = (facts.licence_text or "").strip()
    report = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "platform": QGuiApplication.platformName(),
        "menus": titles,
        "icon": not icon.isNull() and not icon.pixmap(48, 48).isNull(),
        "desktop_file_name": QGuiApplication.desktopFileName(),
        "version": facts.version,
        "licence": facts.licence,
        "homepage": facts.homepage,
        "licence_text": licence.splitlines()[0].strip() if licence else None,
        "system_fonts": len(system_families),
        "fonts_with_window": real_families(QFontDatabase.families),
        "font": app.font().family(),
    }
    problems = []
    if not titles or not all(_cyrillic(title) for title in titles):
        problems.append("menus not in Ukrainian")
    if not report["icon"]:
        problems.append("no window icon")
    if report["desktop_file_name"] != APP_ID:
        problems.append(f"desktop file name is not {APP_ID}")
    if "GNU GENERAL PUBLIC LICENSE" not in licence:
        problems.append("no licence text for the About box")
    if not report["homepage"]:
        problems.append("no homepage for the About box")
    if not real_families(QFontDatabase.families):
        problems.append("no font at all (only fontconfig's generic names)")
    report["problems"] = problems
    print(json.dumps(report, ensure_ascii=False))
    window.close()
    del window
    app.processEvents()
    return 1 if problems else 0
