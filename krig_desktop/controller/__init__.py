"""The controller: the one place that knows both the engine and Qt.

`Controller` (game_controller.py) runs one game on one table; `Table` (table.py) is what
it needs of that table, so its tests can use a fake one. Three parts of the controller
are small classes it owns and hands what they use (its public members through a
Protocol, its own pieces explicitly), their public names kept on `Controller`:
`GameFiles` (game_files.py: saves, loads, what travels with the game), `Watching`
(watching.py: the replays) and `FinishGame` (finish_game.py: Finish Game, whose slices
`FinishSlices`, finishing.py, plays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from krig_desktop.controller.game_controller import Controller

if TYPE_CHECKING:
    from krig_desktop.controller.table import Table

__all__ = ["Controller", "Table"]


def __getattr__(name: str) -> Any:
    """`Table`, loaded when first asked for: only tests and the type checker use the
    Protocol (start-up time: a module and a Protocol class before the first frame)."""
    if name == "Table":
        from krig_desktop.controller.table import Table

        return Table
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
