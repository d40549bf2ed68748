"""Help → About: what this program is, its version, licence, address and saves folder.

The facts come from the package metadata (about_info), so they are those of the copy
that runs. The saves folder is shown whole, wrapping only after a path separator, with
buttons to copy it and to open it in the file manager. Nothing here uses the network:
the address opens in the player's own browser, and only when they click it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.storage.paths import config_dir
from krig_desktop.ui.cards.decks import Deck
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import fit_window
from krig_desktop.ui.help.about_info import LICENCE_URL, AboutFacts, about_facts, breakable_path

_TEXT_WIDTH = 420  # the column of facts: wide enough for a path, narrow enough to read
_COPIED_MS = 1800  # how long "Copied" shows on the Copy button


class LinkButton(QPushButton):
    """An address drawn as a link, that opens in the browser only when clicked (or
    pressed with Space): keyboard-reachable, unlike a link inside a label."""

    def __init__(self, url: str, parent: QWidget | None = None) -> None:
        super().__init__(url, parent)
        self.url = url
        self.setFlat(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QPushButton { border: none; padding: 0; text-align: left;"
                           " color: palette(link); text-decoration: underline; }")
        self.clicked.connect(lambda: QDesktopServices.openUrl(QUrl(self.url)))


class LicenceDialog(QDialog):
    """The licence's full text, as shipped with this copy."""

    def __init__(self, text: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licenceDialog")
        self._text = text
        self.view = QPlainTextEdit(self)
        self.view.setObjectName("licenceText")
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        self.setMinimumSize(360, 300)
        translate_ui(self, self.retranslate)
        fit_window(self, QSize(700, 760))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Licence"))
        self.view.setPlainText(self._text or self.tr(
            "The licence text is not installed with this copy. It is the GNU General "
            "Public License, version 3 or later: %1").replace("%1", LICENCE_URL))


class AboutDialog(QDialog):
    """The About box: name, version, what it is, licence, address, saves folder."""

    def __init__(self, parent: QWidget | None = None,
                 facts: AboutFacts | None = None, folder: Path | None = None,
                 deck: Deck | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        # The deck on the table: "every card is drawn by the program" is true of our own
        # deck only; with a system deck the box names it (and its author, if it names one).
        self.deck = deck if deck is not None else deck_in_use(parent)
        self.facts = facts or about_facts()
        self.folder = folder or config_dir(create=False)

        icon = QLabel(self)
        pixmap = QGuiApplication.windowIcon().pixmap(64, 64)
        icon.setPixmap(pixmap)
        icon.setVisible(not pixmap.isNull())
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.name = _named(QLabel(self), "aboutName")
        font = QFont(self.name.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.name.setFont(font)
        self.version = _named(QLabel(self), "aboutVersion")
        self.version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = self._wrapping("aboutSummary")
        self.privacy = self._wrapping("aboutPrivacy")

        self.licence = self._wrapping("aboutLicence")
        self.read_licence = _named(QPushButton(self), "aboutReadLicence")
        self.read_licence.clicked.connect(self.show_licence)
        self.homepage = (LinkButton(self.facts.homepage, self)
                         if self.facts.homepage else None)
        self.path = self._wrapping("aboutFolder")
        self.path.setText(breakable_path(str(self.folder)))
        self.path.setToolTip(str(self.folder))
        self.copy_path = _named(QPushButton(self), "aboutCopyFolder")
        self.copy_path.clicked.connect(self.copy_folder)
        self.open_folder = _named(QPushButton(self), "aboutOpenFolder")
        self.open_folder.setEnabled(self.folder.is_dir())
        self.open_folder.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder))))

        # Captions above their facts (not a form): long captions in any language never
        # squeeze the facts, and the path gets the whole width to wrap in.
        self.licence_label = self._caption("aboutLicenceLabel")
        self.homepage_label = self._caption("aboutWebsiteLabel")
        self.folder_label = self._caption("aboutFolderLabel")
        self.facts_column = QVBoxLayout()
        self.facts_column.setSpacing(4)
        self._add_fact(self.licence_label, self.licence, _row(self.read_licence))
        if self.homepage is not None:
            self._add_fact(self.homepage_label, _row(self.homepage))
        else:
            self.homepage_label.hide()
        self._add_fact(self.folder_label, self.path, _row(self.copy_path, self.open_folder))

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.about_qt.setObjectName("aboutQtButton")
        self.about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self, self.about_qt.text()))
        self.buttons.rejected.connect(self.reject)

        text = QVBoxLayout()
        text.setSpacing(6)
        for widget in (self.name, self.version, self.summary):
            text.addWidget(widget)
        text.addLayout(self.facts_column)
        text.addSpacing(10)
        text.addWidget(self.privacy)
        top = QHBoxLayout()
        top.setSpacing(18)
        top.addWidget(icon)
        top.addLayout(text, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 14)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addWidget(self.buttons)
        translate_ui(self, self.retranslate)

    def _wrapping(self, name: str) -> QLabel:
        label = _named(QLabel(self), name)
        label.setWordWrap(True)
        label.setMinimumWidth(_TEXT_WIDTH)
        return label

    def _caption(self, name: str) -> QLabel:
        label = _named(QLabel(self), name)
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        return label

    def _add_fact(self, caption: QLabel, *parts: QWidget | QHBoxLayout) -> None:
        self.facts_column.addSpacing(10)
        self.facts_column.addWidget(caption)
        for part in parts:
            if isinstance(part, QWidget):
                self.facts_column.addWidget(part)
            else:
                self.facts_column.addLayout(part)

    def retranslate(self) -> None:
        """Every text, in the language installed now."""
        name = self.tr("Krig")
        self.setWindowTitle(self.tr("About Krig"))
        self.name.setText(name)
        self.version.setText(self.tr("Version %1").replace("%1", self.facts.version))
        self.summary.setText(self.tr("The card game War, for the desktop."))
        self.privacy.setText(self.cards_text() + " " + self.tr(
            "Your games and saves stay on this computer."))
        licence = self.tr("Free software under the GNU General Public License, version 3 "
                          "or later.")
        self.licence.setText(licence)
        self.read_licence.setText(self.tr("Read the &Licence"))
        self.copy_path.setText(self.tr("&Copy Path"))
        self.open_folder.setText(self.tr("&Open Folder"))
        self.about_qt.setText(self.tr("About &Qt"))
        self.licence_label.setText(self.tr("Licence"))
        self.homepage_label.setText(self.tr("Website"))
        self.folder_label.setText(self.tr("Saves and settings"))
        if self.homepage is not None:
            self.homepage.setToolTip(self.tr("Open in your web browser"))

    def cards_text(self) -> str:
        """Where the card faces come from: our own drawing, or the system deck in use."""
        if self.deck is None or self.deck.is_own:
            return self.tr("Every card is drawn by the program.")
        name = self.deck.display_name()
        author = str(getattr(self.deck, "author", "") or "").strip()
        if author:
            return self.tr("The cards are the “%1” deck by %2, installed on this "
                           "computer.").replace("%1", name).replace("%2", author)
        return self.tr("The cards are the “%1” deck installed on this computer.").replace(
            "%1", name)

    def copy_folder(self) -> None:
        """Put the real path (not the text shown, with its break marks) on the clipboard."""
        QGuiApplication.clipboard().setText(str(self.folder))
        self.copy_path.setText(self.tr("Copied"))
        QTimer.singleShot(_COPIED_MS, self, self.retranslate)

    def show_licence(self) -> None:
        dialog = LicenceDialog(self.facts.licence_text, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()


_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, name: str) -> _W:
    """`widget` with an object name, for tests and style sheets."""
    widget.setObjectName(name)
    return widget


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return row


def deck_in_use(parent: QWidget | None) -> Deck | None:
    """The deck the table of `parent`'s window draws with (None: no table found)."""
    if parent is None:
        return None
    for view in parent.findChildren(QGraphicsView):
        deck = getattr(getattr(view.scene(), "art", None), "deck", None)
        if isinstance(deck, Deck):
            return deck
    return None


def about_box(parent: QWidget | None) -> AboutDialog:
    """The About box for `parent`, not shown yet."""
    return AboutDialog(parent)


def show_about(parent: QWidget | None) -> None:
    """Open the About box, modal to `parent` (Help → About)."""
    box = about_box(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.exec()
