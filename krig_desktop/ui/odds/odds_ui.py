"""The odds in the window: the feed, the meter in the status bar's corner, the chance
chart under the card-count chart in the battle log dock, Reveal Fate, and the luck line
at game over (its biggest swing marked on the chart too), wired in one place so the
main window only creates this (its View menu holds the meter's toggle).

The meter's View toggle switches the odds as a whole: off, nothing is estimated (the
feed is suspended, as while the window is minimised) and the chance chart says so.

The refinement pauses while the window is minimised, found by watching the window's
state changes (not its Hide events, which also come while it is torn down), until the
event loop ends (`detach`: a window torn down after it must not call back into Python,
or the process crashes on exit). A closed window's odds settle and stop by themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QMainWindow

from krig_desktop.controller import Controller
from krig_desktop.controller.fate_runner import FateRunner
from krig_desktop.controller.odds_feed import OddsFeed
from krig_desktop.model import TableModel
from krig_desktop.model.luck import Luck, luck_of
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.odds.chance_chart import ChanceChart
from krig_desktop.ui.odds.fate_flow import FateFlow
from krig_desktop.ui.odds.odds_meter import OddsMeter
from krig_desktop.ui.odds.odds_texts import OddsTexts
from krig_desktop.ui.story.story_dock import StoryDock
from krig_desktop.ui.table.game_over_panel import GameOverPanel


class OddsActions(Protocol):
    """The two actions of the window's menus the odds answer (View → Odds Meter, Game →
    Reveal Fate): named here, so the odds need nothing else of the window."""

    @property
    def show_odds_meter(self) -> QAction: ...

    @property
    def reveal_fate(self) -> QAction: ...


class OddsUi(QObject):
    """Creates and connects everything the odds show."""

    def __init__(self, window: QMainWindow, controller: Controller, actions: OddsActions,
                 settings: Settings, panel: GameOverPanel,
                 seat_name: Callable[[int], str], meter_place: QBoxLayout,
                 story: StoryDock) -> None:
        """`meter_place`: where the meter goes, in the status bar's corner (kept there
        by the window from its start, so the bar never has to make room for it);
        `story`: the battle log dock, whose card-count chart the chance chart joins."""
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.settings = settings
        self.panel = panel
        self.texts = OddsTexts(seat_name, self)
        self.feed = OddsFeed(controller, parent=self)
        # What a save and the resume file carry of the game's story: its chances.
        controller.chance_keeper = self.feed.chances_of
        self.meter = OddsMeter(self.texts)
        meter_place.addWidget(self.meter)
        self.chart = ChanceChart(self.texts, story.splitter)  # made with its Qt parent
        story.add_chart(self.chart)
        self.fate = FateFlow(window, FateRunner(controller, self), settings, self.texts)
        self._reveal = actions.reveal_fate  # off at game over: the fate is known
        self._luck: Luck | None = None
        self._ended: TableModel | None = None  # the game over, whose luck is shown

        self.feed.oddsChanged.connect(self.meter.render_odds)
        self.feed.oddsChanged.connect(self.chart.render_odds)
        self.feed.oddsChanged.connect(self._update_luck)  # the deal's chance may come late
        self.meter.render_odds(self.feed.odds)
        self.chart.render_odds(self.feed.odds)
        actions.show_odds_meter.setChecked(settings.odds_meter)
        self._switch(settings.odds_meter)
        actions.show_odds_meter.toggled.connect(self.show_meter)
        actions.reveal_fate.triggered.connect(self.fate.reveal)
        controller.gameOver.connect(self._on_game_over)
        controller.gameStarted.connect(self._on_game_started)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:  # the window may outlive the event loop (quit, --smoke)
            app.aboutToQuit.connect(self.detach)
        if controller.model.over:  # made after the game ended (a game resumed at its end)
            self._on_game_over(controller.model)
        translate_ui(self, self.retranslate)  # the window's child: it hears each switch

    def show_meter(self, on: bool) -> None:
        """The View menu's toggle: the odds on or off, remembered."""
        self._switch(on)
        self.settings.odds_meter = on
        self.settings.sync()

    def _switch(self, on: bool) -> None:
        self._on = on
        self.meter.setVisible(on)
        self.chart.set_enabled_odds(on)
        self._suspend()

    def _suspend(self) -> None:
        """No estimates while the odds are off or the window is minimised."""
        self.feed.set_suspended(not self._on or self.window.isMinimized())

    def retranslate(self) -> None:
        self.panel.set_luck(self.texts.luck_text(self._luck) if self._luck else "")

    def _on_game_over(self, model: TableModel) -> None:
        self._ended = model
        self._reveal.setEnabled(False)
        self._update_luck()

    def _update_luck(self) -> None:
        model = self._ended
        if model is not None:
            luck = luck_of(self.feed.history, model.outcome, model.winner)
            # Seat 0's luck, told as "your chance": not with two people at the table.
            self._luck = luck if model.you == 0 else None
            self.panel.set_luck(self.texts.luck_text(luck) if self._luck else "")
            self.chart.set_swing(luck.swing)

    def _on_game_started(self) -> None:
        self._luck = self._ended = None  # a game loaded at its end: gameOver follows
        self._reveal.setEnabled(True)
        self.panel.set_luck("")
        self.chart.set_swing(None)

    def detach(self) -> None:
        """Stop refining and watching the window: the event loop is over, and the window
        is torn down later, when its events must no longer reach Python."""
        self.feed.stop()
        self.window.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange:  # not Hide: sent while torn down
            self._suspend()
        return False
