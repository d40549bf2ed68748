"""`krig-desktop`: the command line, then a window or one of the console commands.

Only what the command needs is loaded. The console commands (--simulate, --stats,
--odds) never load Qt's widgets, and a window loads Qt only once the command line has
been checked, so `--help` and a mistyped option answer at once.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from krig_desktop.options import INTERRUPTED_EXIT, parse_options, resolve_options, shorten_path
from krig_desktop.pyside_hook import take_off_import_hook

if TYPE_CHECKING:
    from krig_desktop.ui.window.main_window import MainWindow


def create_main_window(argv: list[str] | None = None) -> MainWindow:
    """Build the main window from command-line options, without showing it.

    A QApplication must already exist. `window.controller.game` is the live game.
    SIGTERM and SIGHUP close it as File → Quit does (the game kept), then end the event
    loop (`app.exec()` returns 0); see `quit_signals`.
    """
    take_off_import_hook()  # before the window's modules are imported
    # Function-local, as each command's: the console commands load no Qt.
    from krig_desktop.commands.window_start import build_window

    return build_window(parse_options(argv))


def _run(argv: list[str]) -> int:
    # Our own options first, without Qt (Qt's options and their values are passed over
    # here): --help, --version and every mistake answer before anything heavy loads.
    first = parse_options(argv, lenient=True)
    # Each branch imports its command function-locally, on purpose: start-up time (a
    # console command loads no Qt, a window no simulator, history or odds it does not use).
    if first.opens_window:
        # No cyclic garbage collection until the window's first frame is up (the window
        # turns it back on): nearly all the start makes lives on (modules, classes, Qt's
        # types), and the collector would go through it all again and again.
        gc.disable()
        take_off_import_hook()  # before the window's modules: start-up time
        from krig_desktop.commands.window_start import run_window

        return run_window(argv)  # QApplication takes Qt's options, then ours are parsed
    options = parse_options(argv)
    if options.stats:
        from krig_desktop.commands.stats_text import run_stats

        return run_stats(options.json)
    if options.import_history is not None:
        return _import_history(options.import_history)
    if options.odds is not None:
        from krig_desktop.commands.odds_cli import run_odds

        return run_odds(options.odds, options.json)
    from krig_desktop.commands.simulate import run_cli

    assert options.simulate is not None
    # A simulation follows the command line alone, so the same command repeats exactly.
    return run_cli(resolve_options(options), options.simulate, options.json, options.jobs,
                   options.max_plays)


def _import_history(path: Path) -> int:
    """`--import-history FILE`: one line saying what was merged (exit 0), or why the
    file was refused or the history cannot be written (exit 2; nothing changed)."""
    from krig_desktop.storage.history_file import HistoryError
    from krig_desktop.storage.history_import import (
        ImportRefused,
        import_history,
        refusal_text,
        target_text,
    )

    try:
        result = import_history(path)
    except ImportRefused as refused:
        print(f"krig-desktop: {shorten_path(str(path))} was not imported: "
              f"{refusal_text(refused)}; your history is unchanged", file=sys.stderr)
        return 2
    except HistoryError as error:
        print(f"krig-desktop: your game history cannot be written ({target_text(error)}); "
              "nothing was imported", file=sys.stderr)
        return 2
    line = f"imported {result.imported} games, {result.already} already there"
    if result.damaged:
        line += f", {result.damaged} damaged rows left out"
    if result.moved_aside is not None:
        line += f" (your damaged history was moved aside to {result.moved_aside})"
    print(line)
    return 0


def main(argv: list[str] | None = None) -> int:
    """The `krig-desktop` command. Returns the process exit code."""
    try:
        return _run(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:  # Ctrl+C at start-up, before the handlers take over
        return INTERRUPTED_EXIT


if __name__ == "__main__":
    sys.exit(main())
