"""The window's side of the history: the recorder's notices, Game → Statistics, and
Play This Deal Again. One object the main window creates and closes, so the window
itself gains only a menu entry and a few lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

from krig_desktop.controller import Controller
from krig_desktop.controller.recorder import GameRecorder
from krig_desktop.engine import Rules
from krig_desktop.storage.game_history import GameRecord, HistoryError
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.save_flow import SaveFlow

if TYPE_CHECKING:
    from krig_desktop.ui.statistics_dialog import StatisticsDialog

NOTICE_MS = 20_000  # how long the status bar says the history was moved aside


class HistoryWindowing(QObject):
    """Records the window's games and shows their statistics and history."""

    def __init__(self, window: QMainWindow, controller: Controller,
                 save_flow: SaveFlow) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._save_flow = save_flow
        self.dialog: StatisticsDialog | None = None
        self.recorder = GameRecorder(controller, window)
        self.recorder.notice.connect(self._tell_in_status_bar)
        self.recorder.failed.connect(self._tell_failure)
        self.recorder.recorded.connect(self._on_recorded)
        self.recorder.open()

    def _tell_in_status_bar(self, text: str) -> None:
        self._window.statusBar().showMessage(text, NOTICE_MS)

    def _tell_failure(self, text: str) -> None:
        """Once, and open(), not exec(): start and play never wait on it."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Game History"), text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("historyNotice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def failure_text(self, error: HistoryError) -> str:
        return self.recorder.failure_text(error.reason)

    def show_statistics(self) -> StatisticsDialog:
        """Game → Statistics: the dialog, opened at once (counted in the background)."""
        if self.dialog is None:
            from krig_desktop.ui.statistics_dialog import StatisticsDialog  # start-up time

            self.dialog = StatisticsDialog(self.recorder.history, history_path(),
                                           self.failure_text, self._window)
            self.dialog.history_page.playDealRequested.connect(self.play_deal)
        else:
            self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _on_recorded(self, record: GameRecord) -> None:
        if self.dialog is not None:
            self.dialog.record_added(record)

    def play_deal(self, record: GameRecord) -> None:
        """Play This Deal Again: the recorded game's number, players and rules."""
        if record.game_number is None:  # a game built from hands cannot be dealt again
            return
        self._controller.new_game(record.players, record.game_number,
                                  Rules(face_down=record.face_down, gathering=record.gathering))
        if self.dialog is not None:
            self.dialog.hide()
        self._window.activateWindow()

    def close(self, keep_game: bool) -> None:
        """The window closes: no count left running; the game in play recorded as left
        unless `keep_game` (kept for the next start)."""
        if self.dialog is not None:
            self.dialog.counter.wait()
            self.dialog.close()
        self.recorder.close(keep_game)
