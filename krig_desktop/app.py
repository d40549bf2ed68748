"""`krig-desktop`: the command line, then a window or one of the console commands.

Only what the command needs is loaded. The console commands (--simulate, --stats,
--odds) never load Qt's widgets, and a window loads Qt only once the command line has
been checked, so `--help` and a mistyped option answer at once.
"""

from __future__ import annotations

import sys
from typing import Any

from krig_desktop.options import INTERRUPTED_EXIT, parse_options, resolve_options

# The window's names, kept here for callers (tests, benchmarks, the packaged probe).
_WINDOW_NAMES = ("create_main_window", "quit_on_interrupt", "set_app_icon", "game_setup")


def __getattr__(name: str) -> Any:
    """`krig_desktop.app.create_main_window` and its neighbours, loaded on first use."""
    if name in _WINDOW_NAMES:
        # Function-local on purpose (lazy loading, not an import cycle): importing Qt and
        # the window takes most of the start-up, and the console commands need none of it.
        from krig_desktop import window_start

        return getattr(window_start, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _run(argv: list[str]) -> int:
    # Our own options first, without Qt (Qt's options and their values are passed over
    # here): --help, --version and every mistake answer before anything heavy loads.
    first = parse_options(argv, lenient=True)
    # Each branch imports its command function-locally, on purpose: start-up time. With
    # these imports at the top, `--simulate 1` took 0.72 s instead of 0.19 s, and a
    # window paid for the simulator, the history and the odds it does not use.
    if first.opens_window:
        from krig_desktop.window_start import run_window

        return run_window(argv)  # QApplication takes Qt's options, then ours are parsed
    options = parse_options(argv)
    if options.stats:
        from krig_desktop.stats_text import run_stats

        return run_stats(options.json)
    if options.odds is not None:
        from krig_desktop.odds_cli import run_odds

        return run_odds(options.odds, options.json)
    from krig_desktop.simulate import run_cli

    assert options.simulate is not None
    # A simulation follows the command line alone, so the same command repeats exactly.
    return run_cli(resolve_options(options), options.simulate, options.json, options.jobs)


def main(argv: list[str] | None = None) -> int:
    """The `krig-desktop` command. Returns the process exit code."""
    try:
        return _run(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:  # Ctrl+C at start-up, before the handlers take over
        return INTERRUPTED_EXIT


if __name__ == "__main__":
    sys.exit(main())
