"""File → Load Recent: the last ten saves opened or saved, as KPatience's "Load Recent".

The list is the settings' (SaveFlow keeps it as files are saved and opened); a save no
longer there is left out each time the menu is built, which is on every change and each
time the menu opens, so it never offers a file that went away meanwhile.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.window.save_flow import SaveFlow


class RecentMenu(QMenu):
    """The recent saves, then "Clear"; choosing one asks the flow to open it."""

    openRequested = Signal(object)  # Path

    def __init__(self, flow: SaveFlow, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("menuRecent")
        self._flow = flow
        self._files: list[Path] = []
        self._entries: list[QAction] = []
        self.clear_action = make_action(self, "actionClearRecent")
        self.clear_action.triggered.connect(flow.clear_recent)
        self.aboutToShow.connect(self.rebuild)
        flow.fileChanged.connect(self.rebuild)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Load &Recent"))
        self.clear_action.setText(self.tr("&Clear the List"))
        self.rebuild()

    def rebuild(self) -> None:
        for action in self._entries:
            self.removeAction(action)
            action.deleteLater()
        self._entries = []
        self.removeAction(self.clear_action)  # not clear(): it deletes the menu's own actions
        self._files = self._flow.recent_files()
        for number, path in enumerate(self._files, start=1):
            action = make_action(self, f"actionRecent{number}")
            shown = path.name.replace("&", "&&")
            action.setText(f"&{number % 10} {shown}" if number <= 10 else shown)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.setData(str(path))
            action.triggered.connect(lambda _=False, p=path: self.openRequested.emit(p))
            self.addAction(action)
            self._entries.append(action)
        if not self._files:
            nothing = make_action(self, "actionNoRecent")
            nothing.setText(self.tr("No saves yet"))
            nothing.setEnabled(False)
            self.addAction(nothing)
            self._entries.append(nothing)
        separator = self.addSeparator()
        self._entries.append(separator)
        self.addAction(self.clear_action)
        self.clear_action.setEnabled(bool(self._files))

    @property
    def files(self) -> list[Path]:
        """The saves the menu offers now, newest first."""
        return list(self._files)
