"""Statistics → Import History…: the window's side of storage/history_import.py.

The file is chosen in Qt's own file dialog (not the native one, as the save flow does,
with Qt's settings kept in our folder: paths.contain_qt_settings), merged on a thread
of its own (a history of a million games takes a while, and the window must not
freeze), and what happened is said in a message beside the dialog: how many games
were imported and how many were there already, or why the file was refused (then
nothing changed). The statistics dialog refreshes its list and figures after.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from krig_desktop.storage import paths
from krig_desktop.storage.game_history import HistoryError, Reason
from krig_desktop.storage.history_import import (
    ImportRefused,
    ImportResult,
    Refusal,
    import_history,
)

log = logging.getLogger(__name__)

ReasonText = Callable[[Reason], str]


class _Bridge(QObject):
    done = Signal(object)  # ImportResult, ImportRefused or HistoryError


class _ImportJob(QRunnable):
    def __init__(self, source: Path, target: Path, bridge: _Bridge) -> None:
        super().__init__()
        self._source, self._target, self._bridge = source, target, bridge

    def run(self) -> None:
        result: object
        try:
            result = import_history(self._source, self._target)
        except (ImportRefused, HistoryError) as error:
            result = error
        except Exception as error:  # a bug: told as "cannot be written", logged in full
            log.exception("the history could not be imported")
            result = HistoryError(Reason.UNAVAILABLE, self._target, repr(error))
        self._bridge.done.emit(result)


class HistoryImport(QObject):
    """One import running on its own thread; `done(result)` in the GUI thread.
    `wait()` blocks until it is over (the dialog closes)."""

    done = Signal(object)

    def __init__(self, source: Path, target: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._finish)
        self.running = True
        self._pool.start(_ImportJob(source, target, self._bridge))

    def _finish(self, result: object) -> None:
        self.running = False
        self.done.emit(result)

    def wait(self) -> None:
        self._pool.waitForDone()


def choose_import_file(parent: QWidget, title: str, filters: str) -> Path | None:
    """Qt's file dialog, opening in the home folder, for an existing file."""
    paths.contain_qt_settings()  # before the dialog can write QtProject.conf
    dialog = QFileDialog(parent)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setWindowTitle(title)
    dialog.setDirectory(str(Path.home()))
    dialog.setNameFilter(filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return None
        chosen = dialog.selectedFiles()
    finally:
        dialog.deleteLater()
    return Path(chosen[0]) if chosen else None


class ImportTexts(QObject):
    """The words of an import's outcome (a QObject for its translation context)."""

    def result_text(self, result: ImportResult) -> str:
        text = self.tr("%Ln game(s) imported.", "", result.imported)
        if result.already:
            text += " " + self.tr("%Ln game(s) were already in your history and were "
                                  "not added again.", "", result.already)
        if result.damaged:
            text += " " + self.tr("%Ln damaged row(s) of the file could not be read and "
                                  "were left out.", "", result.damaged)
        return text

    def refusal_text(self, refused: ImportRefused) -> str:
        why = {
            Refusal.NOT_A_FILE: self.tr("it is not an ordinary file"),
            Refusal.UNREADABLE: self.tr("it cannot be read"),
            Refusal.TOO_LARGE: self.tr("it is too large to be a game history"),
            Refusal.SAME_FILE: self.tr("it is your game history itself"),
            Refusal.FOREIGN: self.tr("it is neither a Krig Desktop game history nor a "
                                     "CSV export of one"),
            Refusal.DAMAGED: self.tr("it is damaged"),
            Refusal.NEWER_VERSION: self.tr("a newer version of Krig Desktop made it"),
        }[refused.why]
        return self.tr("%1 was not imported, because %2. Your game history is "
                       "unchanged.").replace("%2", why).replace("%1", refused.path.name)

    def target_text(self, reason: str) -> str:
        return self.tr("Nothing was imported: your game history cannot be written, "
                       "because %1.").replace("%1", reason)
