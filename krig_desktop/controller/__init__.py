"""The controller: the one place that knows both the engine and Qt.

`Controller` (game_controller.py) runs one game on one table; `Table` (table.py) is what
it needs of that table, so its tests can use a fake one; `FinishSlices` (finishing.py)
plays a game to its end in short slices.
"""

from krig_desktop.controller.game_controller import Controller
from krig_desktop.controller.table import Table

__all__ = ["Controller", "Table"]
