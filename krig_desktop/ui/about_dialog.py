"""Help → About: what this program is, its version and licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from krig_desktop import __version__


def about_text() -> str:
    tr = QCoreApplication.translate
    return "<h3>{}</h3><p>{}</p><p>{}</p><p>{}</p>".format(
        tr("AboutDialog", "Krig %1").replace("%1", __version__),
        tr("AboutDialog", "Krig is the card game known in English as War: turn your top "
                          "card, the higher card takes the pile, and a tie means war."),
        tr("AboutDialog", "Every card is drawn by the program. Your games and saves stay "
                          "on this computer."),
        tr("AboutDialog", "Free software under the GNU General Public License, version 3 "
                          "or later."),
    )


def show_about(parent: QWidget | None) -> None:
    """A small modal box; QMessageBox already looks native on every desktop."""
    title = QCoreApplication.translate("AboutDialog", "About Krig")
    QMessageBox.about(parent, title, about_text())
