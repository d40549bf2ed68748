"""Game → Today's Deal (`actionTodaysDeal`): the day's game, the same for everyone.

The deal is game number YYYYMMDD of today's date (krig_desktop.today), for
TODAYS_PLAYERS players under the default rules, whatever the New Game dialog was last
set to: one deal a day that anyone can compare. The game in play is left as for any
new game (kept for Undo, recorded as left if it was under way). The statistics count
the days played in a row and copy the result (ui/history/daily_box.py); so does the
game-over panel once today's deal is played to its end (`offer_result`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import Rules
from krig_desktop.today import TODAYS_PLAYERS, local_day, todays_game_number
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui

if TYPE_CHECKING:
    from datetime import date

    from krig_desktop.storage.history_record import GameRecord
    from krig_desktop.ui.table.table_view import TableView


class TodaysDeal(QObject):
    """The action and what it does; `today` is the clock's day (a test gives its own)."""

    def __init__(self, window: QWidget, new_game: Callable[[int, int, Rules], None],
                 today: Callable[[], date] = local_day) -> None:
        super().__init__(window)
        self._new_game = new_game
        self.today = today  # the clock asked for the day (a test sets its own)
        self.action: QAction = make_action(window, "actionTodaysDeal", "Ctrl+D",
                                           add_to=window)
        self.action.triggered.connect(self.deal)
        translate_ui(self, self.retranslate)

    def offer_result(self, record: GameRecord, view: TableView, game_key: str) -> None:
        """A game was recorded: if it is today's deal in play (`game_key`), played to its
        end today, its game-over panel offers Copy Result, the line the statistics
        share (ui/history/daily_box.py)."""
        # Function-local: start-up time (the history's modules come after the first frame).
        from krig_desktop.model.daily import TodaysResult, deal_day
        from krig_desktop.ui.history.daily_box import todays_line

        day = deal_day(record)
        if day is None or record.game_key != game_key:
            return
        result = TodaysResult(day, record.outcome, record.winner, record.battles,
                              record.start_chance, record.id)
        view.set_share(lambda: todays_line(result))

    def deal(self) -> None:
        """Deal today's game now."""
        self._new_game(TODAYS_PLAYERS, todays_game_number(self.today()), Rules())

    def retranslate(self) -> None:
        self.action.setText(self.tr("To&day's Deal"))
        self.action.setStatusTip(self.tr(
            "Deal today's game: the same deal for everyone today (2 players, default "
            "rules); the statistics count the days you play it in a row"))
