"""The odds in the window: the feed, the meter in the status bar's corner, the chance
chart in its dock, Reveal Fate, and the luck line at game over, wired in one place so
the main window only creates this and gives it a View menu.

The refinement pauses while the window is minimised, found by watching the window's
state changes (not its Hide events, which also come while it is torn down), until the
event loop ends (`detach`: a window torn down after it must not call back into Python,
or the process crashes on exit). A closed window's odds settle and stop by themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from krig_desktop.controller import Controller
from krig_desktop.controller.fate_runner import FateRunner
from krig_desktop.controller.odds_feed import OddsFeed
from krig_desktop.model import TableModel
from krig_desktop.model.luck import Luck, luck_of
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.actions import Actions
from krig_desktop.ui.chance_chart import ChanceChart
from krig_desktop.ui.fate_flow import FateFlow
from krig_desktop.ui.game_over_panel import GameOverPanel
from krig_desktop.ui.odds_meter import OddsMeter
from krig_desktop.ui.odds_texts import OddsTexts


class OddsUi(QObject):
    """Creates and connects everything the odds show."""

    def __init__(self, window: QMainWindow, controller: Controller, actions: Actions,
                 settings: Settings, view_menu: QMenu, panel: GameOverPanel,
                 seat_name: Callable[[int], str]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.settings = settings
        self.panel = panel
        self.texts = OddsTexts(seat_name, self)
        self.feed = OddsFeed(controller, parent=self)
        self.meter = OddsMeter(self.texts)
        window.statusBar().addPermanentWidget(self.meter)
        self.chart = ChanceChart(self.texts)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("oddsDock")
        self.dock.setWidget(self.chart)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()  # the table first; View shows it (then remembered), as the log
        self.fate = FateFlow(window, FateRunner(controller, self), settings, self.texts)
        self._luck: Luck | None = None
        self._ended: TableModel | None = None  # the game over, whose luck is shown

        self.feed.oddsChanged.connect(self.meter.render_odds)
        self.feed.oddsChanged.connect(self.chart.render_odds)
        self.feed.oddsChanged.connect(self._update_luck)  # the deal's chance may come late
        self.meter.render_odds(self.feed.odds)
        self.chart.render_odds(self.feed.odds)
        actions.show_odds_meter.setChecked(settings.odds_meter)
        self.meter.setVisible(settings.odds_meter)
        actions.show_odds_meter.toggled.connect(self.show_meter)
        actions.reveal_fate.triggered.connect(self.fate.reveal)
        view_menu.addAction(actions.show_odds_meter)
        view_menu.addAction(self.dock.toggleViewAction())
        controller.gameOver.connect(self._on_game_over)
        controller.gameStarted.connect(self._on_game_started)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:  # the window may outlive the event loop (quit, --smoke)
            app.aboutToQuit.connect(self.detach)
        self.retranslate()

    def show_meter(self, on: bool) -> None:
        """The View menu's toggle: show or hide the meter, and remember it."""
        self.meter.setVisible(on)
        self.settings.odds_meter = on
        self.settings.sync()

    def retranslate(self) -> None:
        self.dock.setWindowTitle(self.tr("Chance to Win"))
        self.panel.set_luck(self.texts.luck_text(self._luck) if self._luck else "")

    def _on_game_over(self, model: TableModel) -> None:
        self._ended = model
        self._update_luck()

    def _update_luck(self) -> None:
        model = self._ended
        if model is not None:
            self._luck = luck_of(self.feed.history, model.outcome, model.winner)
            self.panel.set_luck(self.texts.luck_text(self._luck))

    def _on_game_started(self) -> None:
        self._luck = self._ended = None  # a game loaded at its end: gameOver follows
        self.panel.set_luck("")

    def detach(self) -> None:
        """Stop refining and watching the window: the event loop is over, and the window
        is torn down later, when its events must no longer reach Python."""
        self.feed.stop()
        self.window.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.WindowStateChange:  # not Hide: sent while torn down
            self.feed.set_suspended(self.window.isMinimized())
        return False
