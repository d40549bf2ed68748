"""Look inside a non-editable install of Krig Desktop, the way a player's copy runs.

Run by scripts/check_packaged_install.sh with the installed interpreter, with `-I`, from a
folder outside the source tree, so only the installed package can be imported. It checks
that the package came from site-packages, that every runtime file of the source tree's
resources/ was installed, that `--lang uk` gives Ukrainian menus, that the window
icon loads, and that the desktop is told the application id (the desktop entry's name).
Prints what it found; exits 1 with the reasons if anything is wrong.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="krig-probe-config-")


def has_cyrillic(text: str) -> bool:
    return any("\u0400" <= char <= "\u04ff" for char in text)


def main(source_root: str) -> int:
    problems: list[str] = []
    import krig_desktop

    package = Path(krig_desktop.__file__).resolve().parent
    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    print(f"package: {package}")
    if not package.is_relative_to(site):
        problems.append(f"krig_desktop was imported from {package}, not from {site}")

    source_resources = Path(source_root).resolve() / "krig_desktop" / "resources"
    wanted = {
        path.relative_to(source_resources)
        for path in source_resources.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    installed = {
        path.relative_to(package / "resources")
        for path in (package / "resources").rglob("*")
        if path.is_file()
    }
    missing = sorted(str(path) for path in wanted - installed)
    print(f"resources: {len(installed)} files installed, {len(wanted)} in the source tree")
    if missing:
        problems.append(f"not installed: {', '.join(missing)}")
    qm_files = sorted(path.name for path in (package / "resources").rglob("*.qm"))
    print(f"translations: {', '.join(qm_files) or 'none'}")
    for code in ("uk", "fil", "nb"):
        if not any(code in name.removesuffix(".qm").split("_") for name in qm_files):
            problems.append(f"no compiled translation (.qm) for {code}")

    from PySide6.QtWidgets import QApplication

    from krig_desktop.app import create_main_window
    from krig_desktop.ui.desktop.identity import APP_ID

    app = QApplication([sys.argv[0]])
    window = create_main_window(["--lang", "uk"])
    titles = [action.text().replace("&", "") for action in window.menuBar().actions()]
    print(f"menus with --lang uk: {titles}")
    if not titles:
        problems.append("the window has no menus")
    not_ukrainian = [title for title in titles if not has_cyrillic(title)]
    if not_ukrainian:
        problems.append(f"menus not in Ukrainian with --lang uk: {not_ukrainian}")
    icon = window.windowIcon()
    icon_ok = not icon.isNull() and not icon.pixmap(48, 48).isNull()
    print(f"window icon: {'loaded' if icon_ok else 'MISSING'}")
    if not icon_ok:
        problems.append("the window icon did not load (null icon or no 48 px pixmap)")
    desktop_name = QApplication.desktopFileName()
    print(f"desktop file name: {desktop_name}")
    if desktop_name != APP_ID or not (package / "resources" / f"{APP_ID}.desktop").is_file():
        problems.append(f"the desktop file name is {desktop_name!r}, not {APP_ID} (or no "
                        f"resources/{APP_ID}.desktop)")
    window.close()
    del window
    app.processEvents()

    for problem in problems:
        print(f"packaged install: FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
