"""The controller: the one place that knows both the engine and Qt.

`Controller` (game_controller.py) runs one game on one table; `Table` (table.py) is what
it needs of that table, so its tests can use a fake one. Its parts are small classes it
owns and hands what they use (its public members through a Protocol, its own pieces
explicitly), their public names kept on `Controller`: `GameFiles` (game_files.py: saves,
loads, what travels with the game), `Watching` (watching.py: the replays), `FinishGame`
(finish_game.py: Finish Game, whose slices `FinishSlices`, finishing.py, plays), `Story`
(story.py: the battles the log lists) and `LookingBack` (looking_back.py).
"""

from krig_desktop.controller.game_controller import Controller
from krig_desktop.controller.table import Table

__all__ = ["Controller", "Table"]
