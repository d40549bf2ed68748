"""What the controller tells the player in words: Finish Game's progress line and why
play stopped on an unexpected error.

Kept apart from the pacing in game_controller.py; the texts keep the "Controller"
translation context they always had, so no translation is lost by the move.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from krig_desktop.options import shorten

DETAIL_CHARS = 300  # the error's own text, shortened to this


def progress_text(battle: int) -> str:
    """The status bar's line while Finish game runs, at `battle` (the battle on the
    table, engine.battle_on_table)."""
    text = QCoreApplication.translate("Controller", "Finishing… battle %L1")
    return text.replace("%L1", QLocale().toString(battle))


def error_text(error: BaseException, battle: int) -> str:
    """What the player is told when play stopped on `error` at `battle` (the battle on
    the table)."""
    if isinstance(error, MemoryError):
        text = QCoreApplication.translate(
            "Controller", "The computer ran out of memory, so play stopped at battle %L1. "
            "The table shows the game where it got to.")
    else:
        text = QCoreApplication.translate(
            "Controller", "Something unexpected went wrong, so play stopped at battle %L1. "
            "The table shows the game where it got to.\n\n%2")
    try:
        detail = f"{type(error).__name__}: {error}"
    except Exception:  # an exception whose own text fails
        detail = type(error).__name__
    return (text.replace("%L1", QLocale().toString(battle))
            .replace("%2", shorten(detail, DETAIL_CHARS)))
