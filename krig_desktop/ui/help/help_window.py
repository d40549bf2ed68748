"""Help → How to play (F1): a non-modal window with a contents list and the rules.

One window per main window: asking for help again raises the open one. It opens sized to
the screen it is on (window_fit), and the contents list is as wide as its longest title
in the language of the moment, so no entry is cut short. The text comes from
help_text.py and is rebuilt on each language switch (translate_ui), so switching the
language while the help is open translates it in place. The quick example shows real cards drawn by
card_art, added to the document as image resources.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QPointF, QRect, QSize, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.engine.cards import SUITS, Card
from krig_desktop.ui.cards.card_art import render_face
from krig_desktop.ui.cards.card_names import card_name
from krig_desktop.ui.cards.card_shapes import draw_suit_colored
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.appearance import felt_colours
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import fit_window
from krig_desktop.ui.help.help_come_back import COME_BACK_ANCHOR, come_back_section
from krig_desktop.ui.help.help_ending import ending_section
from krig_desktop.ui.help.help_story import STORY_ANCHOR, story_section
from krig_desktop.ui.help.help_style import document_style, help_colours
from krig_desktop.ui.help.help_text import Section, help_sections
from krig_desktop.ui.help.shortcut_list import NATIVE, ShortcutGroup, ShortcutRow, shortcut_groups
from krig_desktop.ui.help.story_picture import HEIGHT, WIDTH, story_picture
from krig_desktop.ui.help.wave_keys import with_wave_keys

# The size the help asks for; window_fit shrinks it to the screen it opens on.
PREFERRED_SIZE = QSize(900, 700)
MINIMUM_SIZE = QSize(480, 360)
# The contents list: its items' padding (as in its style sheet) and the most of the
# window's width it may take before long titles wrap (they never elide).
_ITEM_PAD_X, _ITEM_PAD_Y = 10, 7
_CONTENTS_SHARE = 0.42

# The cards of the quick example: a 10 beating a 6 of another suit.
_EXAMPLE_CARDS = (Card.parse("TD"), Card.parse("6S"))
_CARD_W, _CARD_H = 72, 101


class _SuitBanner(QWidget):
    """A strip of the four suit symbols over green baize (the table's felt, darker with a
    dark palette), drawn, not font glyphs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(44)

    def sizeHint(self) -> QSize:
        return QSize(240, 44)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), felt_colours(self.palette()).middle)
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
        self.setMinimumSize(MINIMUM_SIZE)
        self._fitted = False
        self._sections: list[Section] = []
        self._has_cards = False
        self._has_story_picture = False

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
        font = QFont(self._contents.font())
        font.setPointSizeF(11)
        self._contents.setFont(font)  # a font, not style sheet text, so metrics agree
        self._contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._contents.setWordWrap(True)  # on a very narrow window: wrap, never cut
        self._contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._contents.currentRowChanged.connect(self._go_to_section)

        self._browser = QTextBrowser(self)
        self._browser.setObjectName("helpBrowser")
        self._browser.setOpenExternalLinks(False)
        self._browser.setOpenLinks(False)
        self._browser.anchorClicked.connect(self._anchor_clicked)
        self._browser.document().setDocumentMargin(14)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("helpSplitter")
        splitter.addWidget(self._contents)
        splitter.addWidget(self._browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self._splitter = splitter

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

        close = make_action(self, "actionCloseHelp", Qt.Key.Key_Escape, add_to=self)
        close.triggered.connect(self.close)

        self._add_card_images()
        self._styled_for: tuple[str, ...] = ()
        self._restyle()
        translate_ui(self, self.retranslate)

    def _restyle(self) -> bool:
        """Take the colours of the palette of the moment; False if they are the ones
        already in use (a palette change that changes nothing here)."""
        colours = help_colours(self.palette())
        key = tuple(c.name() for c in (colours.text, colours.page, colours.heading,
                                       colours.contents_back, colours.selected_back))
        if key == self._styled_for:
            return False
        self._styled_for = key
        self._contents.setStyleSheet(
            "QListWidget#helpContents { border: none; padding-top: 6px;"
            f" background: {colours.contents_back.name()}; }}"
            f"QListWidget#helpContents::item {{ padding: {_ITEM_PAD_Y}px {_ITEM_PAD_X}px;"
            f" color: {colours.contents_text.name()}; }}"
            "QListWidget#helpContents::item:selected {"
            f" background: {colours.selected_back.name()};"
            f" color: {colours.selected_text.name()}; }}"
        )
        self._browser.document().setDefaultStyleSheet(document_style(colours))
        return True

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

    def _add_story_picture(self) -> None:
        """Draw the odds example in the language and the colours of the moment."""
        try:
            image = story_picture(max(1.0, self.devicePixelRatioF()),
                                  help_colours(self.palette()).text)
        except Exception:  # art is decoration: the help must open regardless
            self._has_story_picture = False
            return
        self._browser.document().addResource(
            QTextDocument.ResourceType.ImageResource, QUrl("story:picture"), image)
        self._has_story_picture = True

    def go_to(self, anchor: str) -> None:
        """Show the section `anchor` (e.g. STORY_ANCHOR), selected in the contents."""
        for row, section in enumerate(self._sections):
            if section.anchor == anchor:
                self._contents.setCurrentRow(row)
                self._browser.scrollToAnchor(anchor)

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
        """The keys the main window's actions really bind, menu by menu, then this
        window's own; read from the actions, so the list never leaves one out."""
        owner = self.parentWidget()
        groups = (with_wave_keys(owner, shortcut_groups(owner, self.tr("Other keys")))
                  if owner is not None else [])
        escape = QKeySequence(Qt.Key.Key_Escape).toString(NATIVE)
        groups.append(ShortcutGroup(self.tr("In this window"), (
            ShortcutRow((escape,), self.tr("Close the help")),)))
        # One table for every group, so the keys line up from menu to menu.
        body = "".join(_group_html(group) for group in groups)
        note = self.tr("Clicking your deck does the same as Play.")
        return Section("keys", self.tr("Keyboard shortcuts"),
                       f'<p>{html.escape(note)}</p><table width="100%">{body}</table>')

    def retranslate(self) -> None:
        """Set every text again in the language installed now."""
        title = self.tr("How to play")
        self.setWindowTitle(self.tr("How to play Krig"))
        self._title.setText(title)
        sections = help_sections()
        self._add_story_picture()
        picture = (f'<p><img src="story:picture" width="{WIDTH}" height="{HEIGHT}"></p>'
                   if self._has_story_picture else "")
        # The story after how to play and reading the table, before the questions.
        sections.insert(3, story_section(picture))
        sections.insert(4, come_back_section())  # what brings a player back (issue 27)
        rules = next(i for i, section in enumerate(sections) if section.anchor == "rules")
        sections.insert(rules + 1, ending_section())  # the end option, after the rules
        self._sections = [*sections, self._shortcuts_section()]
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
        self._size_contents()
        self._contents.setAccessibleName(self.tr("Contents"))
        self._browser.setAccessibleName(title)
        self._browser.verticalScrollBar().setAccessibleName(self.tr("Scroll up and down"))
        self._browser.horizontalScrollBar().setAccessibleName(self.tr("Scroll sideways"))

    def contents_width(self) -> int:
        """The width the contents list needs to show its longest title on one line."""
        metrics = QFontMetrics(self._contents.font())
        widest = max((metrics.horizontalAdvance(s.title) for s in self._sections), default=0)
        frame = 2 * self._contents.frameWidth()
        return widest + 2 * _ITEM_PAD_X + frame + 16  # 16: the style's item margins

    def _size_contents(self) -> None:
        """Give the contents list the width its titles need (up to a share of the
        window, past which they wrap), and the rest to the text."""
        total = max(self._splitter.width(), self.width() - 16)
        wanted = min(self.contents_width(), int(total * _CONTENTS_SHARE))
        self._contents.setMinimumWidth(min(self.contents_width(), int(
            MINIMUM_SIZE.width() * _CONTENTS_SHARE)))
        self._splitter.setSizes([wanted, max(1, total - wanted)])

    def fit_to_screen(self, available: QRect | None = None) -> QRect:
        """Size and place the window for `available` (default: the screen it opens on)."""
        geometry = fit_window(self, PREFERRED_SIZE, available)
        self._fitted = True
        self._size_contents()
        return geometry

    def showEvent(self, event: QShowEvent) -> None:
        if not self._fitted:  # the first time only: later the player's size stands
            self.fit_to_screen()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._contents.width() < self.contents_width() and (
                self._contents.width() < int(self.width() * _CONTENTS_SHARE)):
            self._size_contents()

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
        kind = event.type()
        if kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange) and (
                self._restyle()):
            self.retranslate()  # the document takes its new style sheet when set again
        super().changeEvent(event)


def _group_html(group: ShortcutGroup) -> str:
    """One menu's shortcuts: a heading row, then a row per action (keys, then what)."""
    rows = "".join(
        '<tr><td class="keys">'
        + ", ".join(f'<span class="key">&nbsp;{html.escape(k)}&nbsp;</span>' for k in row.keys)
        + f"</td><td>{html.escape(row.text)}</td></tr>"
        for row in group.rows
    )
    return f'<tr><td colspan="2"><h3>{html.escape(group.title)}</h3></td></tr>{rows}'


def help_window(parent: QWidget | None) -> HelpWindow | None:
    """The help window already open for `parent`, if any."""
    if parent is None:
        return _orphan[0] if _orphan else None
    return parent.findChild(HelpWindow, "helpWindow")


_orphan: list[HelpWindow] = []


def show_help(parent: QWidget | None = None, anchor: str | None = None) -> None:
    """Open the How to play window for `parent`, or raise it if it is already open;
    at the section `anchor` when given (the odds meter and the battle log pass
    STORY_ANCHOR)."""
    window = help_window(parent)
    if window is None:
        window = HelpWindow(parent)
        if parent is None:
            _orphan.append(window)
    window.show()
    window.raise_()
    window.activateWindow()
    if anchor:
        window.go_to(anchor)


__all__ = ["COME_BACK_ANCHOR", "STORY_ANCHOR", "HelpWindow", "help_window", "show_help"]


