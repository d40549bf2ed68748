"""Game → Statistics: the statistics and the history list, two tabs of one dialog.

It opens at once: the statistics are counted in the background (statistics_worker.py)
and show "Counting…" until they arrive; the list reads one page at a time. Reset asks
first. Export as CSV runs on its own thread (history_export.py) with a progress dialog
and Cancel (shown only when it lasts more than a moment); closing the dialog cancels an
export and interrupts a count, so it never waits on either. The dialog is modeless and
kept by the window, so the game can go on beside it and a newly recorded game shows up
(`refresh`). Four tabs: the statistics (with today's deal and the results per name),
the luck over time, the achievements, and the history list.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QDir, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.storage.errors import StorageError, describe
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    HistoryReader,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.history_import import ImportRefused, ImportResult
from krig_desktop.storage.history_summary import Summary
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import fit_window
from krig_desktop.ui.history.achievements_page import AchievementsPage
from krig_desktop.ui.history.history_export import Cancelled, CsvExport, ExportResult
from krig_desktop.ui.history.history_import_flow import (
    HistoryImport,
    ImportTexts,
    choose_import_file,
)
from krig_desktop.ui.history.history_page import HistoryPage
from krig_desktop.ui.history.luck_page import LuckPage
from krig_desktop.ui.history.statistics_page import StatisticsPage
from krig_desktop.ui.history.statistics_worker import StatisticsCounter

PREFERRED_SIZE = QSize(880, 540)
# The list's file busy at opening: tried again this often, this many times (~2 s).
BUSY_RETRY_MS = 50
BUSY_TRIES = 40

FailureText = Callable[[HistoryError], str]
ReasonText = Callable[[Reason], str]


class StatisticsDialog(QDialog):
    """The statistics and the list of the history at `path`.

    The list reads through a read-only connection of its own, never waiting on a lock
    (so a history another program holds, or the recorder closing its connection after
    a failed write, never freezes or breaks it); Reset opens the file for the moment it
    takes. Each is opened again at the next refresh if it could not be.
    """

    imported = Signal()  # games of another history were merged in
    forgotten = Signal()  # Reset: every game and achievement forgotten

    def __init__(self, path: Path, failure_text: FailureText,
                 parent: QWidget | None = None,
                 reason_text: ReasonText | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._path = path
        self._reader: HistoryReader | None = None
        self._failure_text = failure_text
        self._reason_text = reason_text
        self.importing: HistoryImport | None = None
        self.import_texts = ImportTexts(self)
        self.exporting: CsvExport | None = None
        self.export_progress: QProgressDialog | None = None
        self.tabs = QTabWidget()
        self.tabs.setObjectName("statisticsTabs")
        self.statistics_page = StatisticsPage()
        self.history_page = HistoryPage(None)
        self.history_page.failure_text = failure_text
        self.luck_page = LuckPage()
        self.achievements_page = AchievementsPage()
        self.achievements_page.replayRequested.connect(self._replay_game)
        self.watch_replay: Callable[[GameRecord], None] | None = None
        for page in (self.statistics_page, self.luck_page, self.achievements_page,
                     self.history_page):
            self.tabs.addTab(page, "")
        self.history_page.exportRequested.connect(self.export)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatistics")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.import_button = QPushButton()
        self.import_button.setObjectName("importHistory")
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.import_button.clicked.connect(self.import_history)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.counter = StatisticsCounter(path, self)
        self.counter.counted.connect(self._on_counted)
        translate_ui(self, self.retranslate)
        fit_window(self, PREFERRED_SIZE)  # 880x540, less on a small screen
        self.refresh()

    def refresh(self) -> None:
        """Count again and read the list again (after a game was recorded or a reset)."""
        self._stopped = False
        self.statistics_page.show_counting()
        self.counter.start()
        self._open_reader()
        self.history_page.refresh()

    def _open_reader(self, tries_left: int | None = None) -> bool:
        """The list's reader (True: it is there). The GUI thread never waits on a lock
        (busy timeout 0): a file busy for a moment (the count opening it on its thread,
        a game recorded) is tried again a little later, told only when it stays busy."""
        if self._reader is not None:
            return True
        if tries_left is None:
            tries_left = BUSY_TRIES
        try:
            self._reader = open_history_read_only(self._path, busy_timeout=0)
            self.history_page.model.set_reader(self._reader)
            return True
        except HistoryError as error:
            if error.reason is Reason.BUSY and tries_left > 0:
                QTimer.singleShot(BUSY_RETRY_MS, self, lambda: self._open_later(tries_left - 1))
                return False
            self.history_page.model.set_reader(None, error)
            return False

    def _open_later(self, tries_left: int) -> None:
        if self._stopped:  # closed meanwhile: opened again at the next refresh
            return
        if self._reader is None and self._open_reader(tries_left):
            self.history_page.refresh()  # the list, read now it can be

    def _on_counted(self, result: object) -> None:
        if isinstance(result, HistoryError):
            self.statistics_page.show_failure(self._failure_text(result))
        elif isinstance(result, list):  # the sums, before the rest
            self.statistics_page.show_statistics(result)
        elif isinstance(result, Summary):
            self.statistics_page.show_statistics(result.groups)
            self.statistics_page.daily.show_daily(result.daily)
            self.statistics_page.show_names(result.names, result.shared)
            self.statistics_page.show_calls(result.calls)
            self.luck_page.show_luck(result.luck)
            self.achievements_page.show_earned(result.earned)

    def _replay_game(self, game_id: int) -> None:
        """An earned achievement clicked: Watch Replay of the game that earned it."""
        record = self._reader.get(game_id) if self._reader is not None else None
        if record is not None and self.watch_replay is not None:
            self.watch_replay(record)

    # ----------------------------------------------------------------- reset
    def confirm_reset(self) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset Statistics"),
                          self.tr("Forget every recorded game? The statistics, the "
                                  "achievements and the history list start again from "
                                  "zero. This cannot be undone."),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("confirmReset")
        forget = box.addButton(self.tr("&Forget All Games"),
                               QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep Them"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        return box.clickedButton() is forget

    def ask_reset(self) -> None:
        if not self.confirm_reset():
            return
        try:
            with open_history(self._path, busy_timeout=0).history as history:
                history.reset()
            self.forgotten.emit()
        except HistoryError as error:
            self._warn(self._failure_text(error))
        self.refresh()

    # ----------------------------------------------------------------- export
    def choose_export_path(self) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the History as CSV"), str(Path.home() / "krig-history.csv"),
            self.tr("CSV files (*.csv)"))
        return Path(name) if name else None

    def export(self) -> None:
        """Export as CSV on its own thread; progress and Cancel when it takes a while."""
        if self.exporting is not None:
            return
        path = self.choose_export_path()
        if path is None:
            return
        total = self.history_page.model.total
        progress = QProgressDialog(self.tr("Exporting the history…"), self.tr("Cancel"),
                                   0, max(total, 1), self)
        progress.setObjectName("exportProgress")
        progress.setWindowTitle(self.tr("Export the History as CSV"))
        progress.setMinimumDuration(500)  # a short export shows nothing
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setValue(0)
        self.export_progress = progress
        self.exporting = CsvExport(self._path, path, self)
        self.exporting.progressed.connect(progress.setValue)
        self.exporting.done.connect(self._exported)
        progress.canceled.connect(self.exporting.cancel)
        self.history_page.export_button.setEnabled(False)

    def _exported(self, result: object) -> None:
        if self.export_progress is not None:
            self.export_progress.reset()
            self.export_progress.hide()
            self.export_progress.deleteLater()
            self.export_progress = None
        target = self.exporting.target if self.exporting is not None else None
        self.exporting = None
        self.history_page.export_button.setEnabled(self.history_page.model.total > 0)
        if isinstance(result, HistoryError):
            self._warn(self._failure_text(result))
        elif isinstance(result, StorageError):
            self._warn(describe(result))
        elif isinstance(result, ExportResult) and target is not None:
            self._confirm_export(result, target)
        elif isinstance(result, Cancelled):
            pass  # the file is as it was

    def _confirm_export(self, result: ExportResult, target: Path) -> None:
        """Say where the file went and how many games it holds (an export that said
        nothing left the player looking for the file: ux-2 D18)."""
        text = self.tr("%Ln game(s) written to %1", "", result.games).replace(
            "%1", QDir.toNativeSeparators(str(target)))
        icon = QMessageBox.Icon.Information
        if result.damaged:
            icon = QMessageBox.Icon.Warning
            text += "\n\n" + self.tr("%Ln damaged row(s) of the history could not be read "
                                     "and were left out of the file.", "", result.damaged)
        self._tell(text, icon, "historyExported")

    # ----------------------------------------------------------------- import
    def choose_import_path(self) -> Path | None:
        return choose_import_file(
            self, self.tr("Import a Game History"),
            self.tr("Game histories and CSV exports (*.sqlite3 *.csv);;All files (*)"))

    def import_history(self) -> None:
        """Import History…: merge the chosen file on its own thread, then say how it went."""
        if self.importing is not None:
            return
        source = self.choose_import_path()
        if source is None:
            return
        self.import_button.setEnabled(False)
        self.importing = HistoryImport(source, self._path, self)
        self.importing.done.connect(self._imported)

    def _imported(self, result: object) -> None:
        self.importing = None
        self.import_button.setEnabled(True)
        if isinstance(result, ImportResult):
            self.imported.emit()
            self._tell(self.import_texts.result_text(result), QMessageBox.Icon.Information)
        elif isinstance(result, ImportRefused):
            self._warn(self.import_texts.refusal_text(result))
        elif isinstance(result, HistoryError):
            reason = (self._reason_text(result.reason) if self._reason_text is not None
                      else result.reason.value)
            self._warn(self.import_texts.target_text(reason))
        self.refresh()

    def _warn(self, text: str) -> None:
        self._tell(text, QMessageBox.Icon.Warning)

    def _tell(self, text: str, icon: QMessageBox.Icon, name: str | None = None) -> None:
        box = QMessageBox(icon, self.windowTitle(), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName(name or ("historyProblem" if icon is QMessageBox.Icon.Warning
                                   else "historyImported"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ----------------------------------------------------------------- texts, end
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setAccessibleName(self.tr("Statistics pages"))
        self.tabs.setTabText(0, self.tr("&Statistics"))
        self.tabs.setTabText(1, self.tr("L&uck"))
        self.tabs.setTabText(2, self.tr("A&chievements"))
        self.tabs.setTabText(3, self.tr("&History"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.import_button.setText(self.tr("&Import History…"))

    def stop_work(self) -> None:
        """No count or export left running: interrupted and waited for (milliseconds)."""
        if self.exporting is not None:
            self.exporting.cancel()
            self.exporting.wait()
        if self.importing is not None:  # (one transaction: it ends, or rolls back)
            self.importing.wait()
        self.counter.stop()
        self._stopped = True  # (a list waiting to open the file no longer does)
        if self._reader is not None:  # (opened again at the next refresh)
            self.history_page.model.set_reader(None)
            self._reader.close()
            self._reader = None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._buttons_in_tab_order()

    def _buttons_in_tab_order(self) -> None:
        """Tab goes through the buttons left to right, as they are seen: the style puts
        Reset and Import left of Close, which was made first and so came first."""
        shown = sorted((b for b in self.buttons.buttons() if b.isVisible()),
                       key=lambda b: b.mapTo(self, b.rect().topLeft()).x())
        for before, after in pairwise(shown):
            QWidget.setTabOrder(before, after)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_work()
        super().closeEvent(event)

    def record_added(self, _record: GameRecord) -> None:
        if self.isVisible():
            self.refresh()
