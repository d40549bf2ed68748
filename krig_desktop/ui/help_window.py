"""Help → How to play (F1): a non-modal window with a contents list and the rules.

One window per main window: asking for help again raises the open one. The text comes from
help_text.py and is rebuilt on QEvent.LanguageChange, so switching the language while the
help is open translates it in place. The quick example shows real cards drawn by
card_art, added to the document as image resources.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPaintEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.engine.cards import SUITS, Card
from krig_desktop.ui.card_art import render_face
from krig_desktop.ui.card_names import card_name
from krig_desktop.ui.card_shapes import draw_suit_colored
from krig_desktop.ui.help_text import Section, help_sections

_STYLE = """
body { font-size: 11pt; color: #1d2330; }
h2 { color: #1f5e3a; font-size: 15pt; margin-top: 18px; margin-bottom: 6px; }
p { margin-top: 4px; margin-bottom: 8px; line-height: 135%; }
p.q { margin-top: 12px; margin-bottom: 2px; color: #1f3e5e; }
p.a { margin-left: 14px; }
span.path { font-family: monospace; background-color: #eef2ee; }
td.key { font-family: monospace; padding-right: 18px; }
td { padding-top: 2px; padding-bottom: 2px; }
"""

# The cards of the quick example: a 10 beating a 6 of another suit.
_EXAMPLE_CARDS = (Card.parse("TD"), Card.parse("6S"))
_CARD_W, _CARD_H = 72, 101


class _SuitBanner(QWidget):
    """A strip of the four suit symbols over green baize, drawn, not font glyphs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(44)

    def sizeHint(self) -> QSize:
        return QSize(240, 44)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(31, 94, 58))
        size = self.height() * 0.5
        step = size * 1.6
        x = self.width() - step * len(SUITS)
        colours = {"S": QColor(250, 250, 245), "C": QColor(250, 250, 245)}
        for suit in SUITS:
            colour = colours.get(suit, QColor(255, 190, 190))
            draw_suit_colored(painter, suit, QPointF(x + step / 2, self.height() / 2), size,
                              colour)
            x += step
        painter.end()


class HelpWindow(QWidget):
    """The How to play window: contents on the left, the text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("helpWindow")
        self.resize(820, 600)
        self._sections: list[Section] = []
        self._has_cards = False

        self._title = QLabel(self)
        self._title.setObjectName("helpTitle")
        self._title.setStyleSheet(
            "QLabel { color: white; font-size: 17pt; font-weight: 600; padding-left: 14px;"
            " background: transparent; }"
        )
        self._banner = _SuitBanner(self)
        banner_layout = QHBoxLayout(self._banner)
        banner_layout.setContentsMargins(0, 0, 0, 0)
        banner_layout.addWidget(self._title)
        banner_layout.addStretch(1)

        self._contents = QListWidget(self)
        self._contents.setObjectName("helpContents")
        self._contents.setMinimumWidth(150)
        self._contents.setStyleSheet(
            "QListWidget#helpContents { border: none; background: #f3f0e6; font-size: 11pt;"
            " padding-top: 6px; }"
            "QListWidget#helpContents::item { padding: 7px 10px; color: #1d2330; }"
            "QListWidget#helpContents::item:selected { background: #1f5e3a; color: white; }"
        )
        self._contents.setWordWrap(True)
        self._contents.currentRowChanged.connect(self._go_to_section)

        self._browser = QTextBrowser(self)
        self._browser.setObjectName("helpBrowser")
        self._browser.setOpenExternalLinks(False)
        self._browser.setOpenLinks(False)
        self._browser.anchorClicked.connect(self._anchor_clicked)
        self._browser.document().setDefaultStyleSheet(_STYLE)
        self._browser.document().setDocumentMargin(14)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self._contents)
        splitter.addWidget(self._browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([190, 630])
        splitter.setChildrenCollapsible(False)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self._buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.addWidget(self._banner)
        inner = QVBoxLayout()
        inner.setContentsMargins(8, 0, 8, 0)
        inner.addWidget(splitter, 1)
        inner.addWidget(self._buttons)
        layout.addLayout(inner, 1)

        close = QAction(self)
        close.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        close.triggered.connect(self.close)
        self.addAction(close)

        self._add_card_images()
        self.retranslate()

    # -- content ------------------------------------------------------------------

    def _add_card_images(self) -> None:
        """Register the example cards as document images (none if drawing them fails)."""
        ratio = max(1.0, self.devicePixelRatioF())
        for card in _EXAMPLE_CARDS:
            try:
                image = render_face(card, round(_CARD_W * ratio), round(_CARD_H * ratio))
            except Exception:  # art is decoration: the help must open regardless
                return
            image.setDevicePixelRatio(ratio)
            self._browser.document().addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"card:{card}"), image
            )
        self._has_cards = True

    def _example_images(self) -> str:
        if not self._has_cards:
            return ""
        cells = []
        for card in _EXAMPLE_CARDS:
            alt = html.escape(card_name(str(card)), quote=True)
            cells.append(
                f'<img src="card:{card}" width="{_CARD_W}" height="{_CARD_H}" alt="{alt}">'
            )
        versus = self.tr("beats", "Between two card pictures: the 10 beats the 6.")
        return (
            '<table cellspacing="6"><tr>'
            f"<td>{cells[0]}</td>"
            f'<td valign="middle"><b>{html.escape(versus)}</b></td>'
            f"<td>{cells[1]}</td></tr></table>"
        )

    def _shortcuts_section(self) -> Section:
        """Keyboard shortcuts read from the main window's own actions, so they never lie."""
        rows = []
        owner = self.parentWidget()
        seen: set[str] = set()
        if owner is not None:
            for action in owner.findChildren(QAction):
                keys = action.shortcut()
                text = _plain(action.text())
                if keys.isEmpty() or not text:
                    continue
                key_text = keys.toString(QKeySequence.SequenceFormat.NativeText)
                if key_text in seen:
                    continue
                seen.add(key_text)
                submenu = _submenu_title(action)
                if submenu:
                    text = f"{submenu}: {text}"
                rows.append((key_text, text))
        rows.append((QKeySequence(Qt.Key.Key_Space).toString(
            QKeySequence.SequenceFormat.NativeText), self.tr("Turn your card")))
        rows.append((QKeySequence(Qt.Key.Key_F1).toString(
            QKeySequence.SequenceFormat.NativeText), self.tr("This help")))
        body = "".join(
            f'<tr><td class="key">{html.escape(k)}</td><td>{html.escape(t)}</td></tr>'
            for k, t in _unique(rows)
        )
        return Section("keys", self.tr("Keyboard shortcuts"), f"<table>{body}</table>")

    def retranslate(self) -> None:
        """Set every text again in the language installed now."""
        title = self.tr("How to play")
        self.setWindowTitle(self.tr("How to play Krig"))
        self._title.setText(title)
        self._sections = [*help_sections(), self._shortcuts_section()]
        parts = []
        for number, section in enumerate(self._sections):
            extra = self._example_images() if number == 0 else ""
            parts.append(
                f'<a name="{section.anchor}"></a><h2>{html.escape(section.title)}</h2>'
                f"{extra}{section.html}"
            )
        row = max(0, self._contents.currentRow())
        scroll = self._browser.verticalScrollBar().value()
        # Room after the last section, so that choosing it in the contents can bring its
        # title to the top of the view.
        tail = '<p style="margin-bottom: 480px;">&nbsp;</p>'
        self._browser.setHtml("<html><body>" + "".join(parts) + tail + "</body></html>")
        self._browser.verticalScrollBar().setValue(scroll)
        self._contents.blockSignals(True)
        self._contents.clear()
        for section in self._sections:
            item = QListWidgetItem(section.title)
            item.setData(Qt.ItemDataRole.UserRole, section.anchor)
            self._contents.addItem(item)
        self._contents.setCurrentRow(min(row, self._contents.count() - 1))
        self._contents.blockSignals(False)
        self._contents.setAccessibleName(self.tr("Contents"))
        self._browser.setAccessibleName(title)

    def section_titles(self) -> list[str]:
        """The titles in the contents list (tests and screen readers rely on them)."""
        return [s.title for s in self._sections]

    def plain_text(self) -> str:
        """The document as plain text (for tests)."""
        return self._browser.toPlainText()

    # -- navigation ---------------------------------------------------------------

    def _go_to_section(self, row: int) -> None:
        if row == 0:
            self._browser.verticalScrollBar().setValue(0)
        elif 0 < row < len(self._sections):
            self._browser.scrollToAnchor(self._sections[row].anchor)

    def _anchor_clicked(self, url: QUrl) -> None:
        if url.fragment():
            self._browser.scrollToAnchor(url.fragment())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _plain(text: str) -> str:
    """A menu text without its accelerator mark and trailing dots ("Save &As…": "Save As")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")


def _submenu_title(action: QAction) -> str:
    """The title of the submenu holding `action` ("Speed"), or '' for a top-level menu,
    so that "1  Slow" reads "1  Speed: Slow"."""
    for menu in action.associatedObjects():
        if isinstance(menu, QMenu) and any(
            isinstance(parent, QMenu) for parent in menu.menuAction().associatedObjects()
        ):
            return _plain(menu.title())
    return ""


def _unique(rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen: set[str] = set()
    out = []
    for key, text in rows:
        if key not in seen:
            seen.add(key)
            out.append((key, text))
    return out


def help_window(parent: QWidget | None) -> HelpWindow | None:
    """The help window already open for `parent`, if any."""
    if parent is None:
        return _orphan[0] if _orphan else None
    return parent.findChild(HelpWindow, "helpWindow")


_orphan: list[HelpWindow] = []


def show_help(parent: QWidget | None = None) -> None:
    """Open the How to play window for `parent`, or raise it if it is already open."""
    window = help_window(parent)
    if window is None:
        window = HelpWindow(parent)
        if parent is None:
            _orphan.append(window)
    window.show()
    window.raise_()
    window.activateWindow()


