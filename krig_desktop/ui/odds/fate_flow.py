"""Game → Reveal Fate: a spoiler, asked for once, told in a box.

It asks first (a "don't ask again" box turns that off, remembered), then has the
runner find the fate of the game in play: an ordinary deal is told at once; a deal of
millions of battles shows a progress dialog with Cancel while the runner works in
slices. Nothing here reads the game: the runner hands over a `FateModel`.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QProgressDialog, QWidget

from krig_desktop.controller.fate_runner import FateRunner
from krig_desktop.model.odds_model import FateModel
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.odds.odds_texts import OddsTexts


class FateFlow(QObject):
    """Reveal Fate, from the question to the answer."""

    def __init__(self, window: QWidget, runner: FateRunner, settings: Settings,
                 texts: OddsTexts) -> None:
        super().__init__(window)
        self.window = window
        self.runner = runner
        self.settings = settings
        self.texts = texts
        self.progress: QProgressDialog | None = None
        self.answer: QMessageBox | None = None
        self.last_fate: FateModel | None = None
        runner.found.connect(self._tell)
        runner.progressed.connect(self._progressed)

    def reveal(self) -> None:
        """Ask (unless told not to), then find the fate and tell it."""
        if self.runner.running:
            return
        if self.settings.ask_before_fate and not self.confirm():
            return
        if self.runner.start() is None:
            self._show_progress()

    def confirm(self) -> bool:
        """"This spoils the game: reveal it?" with a "Don't ask again" box."""
        box = QMessageBox(QMessageBox.Icon.Question, self.title(), self.tr(
            "Reveal Fate is a spoiler: a numbered deal is decided from its first card, and "
            "this tells you who will win it and when.\n\nReveal the fate of this game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("fateConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        again = QCheckBox(self.tr("Don't ask again"))
        box.setCheckBox(again)
        yes = box.exec() == QMessageBox.StandardButton.Yes
        if yes and again.isChecked():
            self.settings.ask_before_fate = False
            self.settings.sync()
        return yes

    def title(self) -> str:
        return self.tr("Reveal Fate (spoiler)")

    def _show_progress(self) -> None:
        dialog = QProgressDialog(self._looking(0), self.tr("Cancel"), 0, 0, self.window)
        dialog.setObjectName("fateProgress")
        dialog.setWindowTitle(self.title())
        dialog.setMinimumDuration(0)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.canceled.connect(self.cancel)
        self.progress = dialog
        dialog.open()

    def _looking(self, battles: int) -> str:
        return self.tr("This deal runs long. Looking ahead… %1 battles so far").replace(
            "%1", QLocale().toString(battles))

    def _progressed(self, battles: int) -> None:
        if self.progress is not None:
            self.progress.setLabelText(self._looking(battles))

    def cancel(self) -> None:
        """Stop looking; nothing is told."""
        self.runner.cancel()
        self._close_progress()

    def _close_progress(self) -> None:
        dialog, self.progress = self.progress, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()

    def _tell(self, fate: FateModel) -> None:
        self._close_progress()
        self.last_fate = fate
        box = QMessageBox(QMessageBox.Icon.Information, self.title(),
                          self.texts.fate_text(fate), QMessageBox.StandardButton.Ok,
                          self.window)
        box.setObjectName("fateBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.answer = box
        box.open()
