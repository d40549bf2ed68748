"""Start-up: the command line, the QApplication, the translators, the main window."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from krig_desktop.options import Options, parse_options

if TYPE_CHECKING:
    from krig_desktop.ui.main_window import MainWindow


def set_app_icon() -> None:
    """Give every window the game's icon, and tell the desktop which .desktop file is ours.

    Set on the application rather than one window so dialogs carry it too; the SVG ships
    inside the package (resources/icons), so a non-editable install finds it as well.
    """
    from pathlib import Path

    from PySide6.QtGui import QGuiApplication, QIcon

    icon = Path(__file__).resolve().parent / "resources" / "icons" / "krig-desktop.svg"
    QGuiApplication.setWindowIcon(QIcon(str(icon)))
    QGuiApplication.setDesktopFileName("krig-desktop")


def create_main_window(argv: list[str] | None = None) -> MainWindow:
    """Build the main window from command-line options, without showing it.

    A QApplication must already exist. `window.controller.game` is the live game.
    """
    from krig_desktop.i18n import apply_startup_language
    from krig_desktop.ui.main_window import MainWindow

    set_app_icon()
    options = parse_options(argv)
    apply_startup_language(options.lang)  # before any window sets its texts
    return MainWindow(options)


def _run_window(options: Options, argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from krig_desktop.i18n import apply_startup_language
    from krig_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    set_app_icon()
    apply_startup_language(options.lang)  # --lang, else the remembered one, else the system's
    window = MainWindow(options)
    window.show()
    if options.smoke is not None:
        from krig_desktop.smoke import start_smoke

        start_smoke(window, options.smoke)  # plays N steps, then quits with its verdict
    return app.exec()


def main(argv: list[str] | None = None) -> int:
    """The `krig-desktop` command. Returns the process exit code."""
    if argv is None:
        argv = sys.argv[1:]
    options = parse_options(argv)
    if options.simulate is not None:
        from krig_desktop.simulate import run_cli

        return run_cli(options)
    return _run_window(options, argv)


if __name__ == "__main__":
    sys.exit(main())
