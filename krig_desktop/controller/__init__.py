"""The controller: the one place that knows both the engine and Qt.

`Controller` (game_controller.py) runs one game on one table; `Table` (table.py) is what
it needs of that table, so its tests can use a fake one.
"""

from krig_desktop.controller.game_controller import Controller, random_game_number, resolve_options
from krig_desktop.controller.table import Table

__all__ = ["Controller", "Table", "random_game_number", "resolve_options"]
