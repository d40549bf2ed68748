"""Help → About: what this program is, its version and licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from krig_desktop import __version__
from krig_desktop.storage.paths import config_dir


def about_box(parent: QWidget | None) -> QMessageBox:
    """A plain-text box (no markup for translators to keep intact)."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(QCoreApplication.translate("AboutDialog", "About Krig"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    version = QCoreApplication.translate("AboutDialog", "Krig %1")
    box.setText(version.replace("%1", __version__))
    box.setInformativeText("\n\n".join((
        QCoreApplication.translate(
            "AboutDialog", "Krig is the card game known in English as War: turn your top "
            "card, the higher card takes the pile, and a tie means war."),
        QCoreApplication.translate(
            "AboutDialog", "Every card is drawn by the program. Your games and saves stay "
            "on this computer."),
        QCoreApplication.translate("AboutDialog", "Saves and settings: %1").replace(
            "%1", str(config_dir(create=False))),
        QCoreApplication.translate(
            "AboutDialog", "Free software under the GNU General Public License, version 3 "
            "or later."),
    )))
    icon = QGuiApplication.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


def show_about(parent: QWidget | None) -> None:
    box = about_box(parent)
    box.exec()
    box.deleteLater()  # not left behind as a hidden child of the window
