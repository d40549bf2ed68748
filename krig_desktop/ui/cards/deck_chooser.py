"""Choose the card deck and the felt: a list of decks with previews, and the cloths.

Each deck shows the queen of hearts, the king of spades and its back. Decks are parsed
only when the dialog is open, one per timer tick (a large KDE deck takes up to half a
second), so the list appears at once and the previews fill in; a deck found broken on
the way drops out of the list. The window applies the choice with `choose_look`, or
reads `chosen_deck()` / `chosen_felt()` after `exec()` itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QIcon, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards.card_art import CARD_ASPECT, CardArt, render_face
from krig_desktop.ui.cards.card_back import render_back
from krig_desktop.ui.cards.deck_svg import load_deck
from krig_desktop.ui.cards.decks import Deck, available_decks, find_deck
from krig_desktop.ui.cards.felt import FELTS, Felt, find_felt

PREVIEW_CARDS = ((12, "H"), (13, "S"))  # then the back
ICON_WIDTH = 34
PREVIEW_WIDTH = 120
DECK_ROLE = Qt.ItemDataRole.UserRole


def render_deck_preview(deck: Deck, card_width: int, dpr: float = 1.0) -> QPixmap | None:
    """Q♥, K♠ and the back of `deck` side by side; None if the deck cannot be drawn."""
    w = max(1, round(card_width * dpr))
    h = max(1, round(card_width * CARD_ASPECT * dpr))
    svg = None if deck.is_own else load_deck(deck)
    if svg is None and not deck.is_own:
        return None
    gap = max(1, w // 10)
    sheet = QPixmap(3 * w + 2 * gap, h)
    sheet.fill(Qt.GlobalColor.transparent)
    painter = QPainter(sheet)
    for i, (rank, suit) in enumerate(PREVIEW_CARDS):
        face = (svg.face(rank, suit, w, h) if svg is not None
                else render_face(_Card(rank, suit), w, h))
        painter.drawImage(QPointF(i * (w + gap), 0), face)
    back = svg.back(w, h) if svg is not None else render_back(w, h)
    painter.drawImage(QPointF(2 * (w + gap), 0), back)
    painter.end()
    sheet.setDevicePixelRatio(dpr)
    return sheet


class _Card:
    """Just a rank and a suit, as card art needs them."""

    def __init__(self, rank: int, suit: str) -> None:
        self.rank, self.suit = rank, suit


def on_felt(cards: QPixmap, felt: Felt, margin: int = 14) -> QPixmap:
    """`cards` laid on a piece of `felt`, to show how the table will look."""
    dpr = cards.devicePixelRatio()
    size = QSize(round(cards.width() / dpr) + 2 * margin,
                 round(cards.height() / dpr) + 2 * margin)
    cloth = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    cloth.setDevicePixelRatio(dpr)
    painter = QPainter(cloth)
    area = QRectF(0, 0, size.width(), size.height())
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
    gradient.setColorAt(0.0, felt.centre)
    gradient.setColorAt(0.55, felt.middle)
    gradient.setColorAt(1.0, felt.edge)
    painter.fillRect(area, QBrush(gradient))
    painter.drawPixmap(QPointF(margin, margin), cards)
    painter.end()
    return cloth


def _swatch(felt: Felt) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(felt.middle)
    return QIcon(pixmap)


class DeckChooser(QDialog):
    """The deck list with previews, the felt colours, and a large preview of both."""

    def __init__(self, deck: Deck, felt: Felt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckChooser")
        self.decks = QListWidget()
        self.decks.setObjectName("deckList")
        self.decks.setIconSize(QSize(3 * ICON_WIDTH + 8, round(ICON_WIDTH * CARD_ASPECT)))
        self.felts = QComboBox()
        self.felts.setObjectName("feltCombo")
        self.preview = QLabel()
        self.preview.setObjectName("deckPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumHeight(round(PREVIEW_WIDTH * CARD_ASPECT) + 30)
        self.felt_label = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.felt_label, self.felts)
        layout = QVBoxLayout(self)
        layout.addWidget(self.decks, 1)
        layout.addWidget(self.preview)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        for choice in FELTS:
            self.felts.addItem(_swatch(choice), "", choice.key)
        self.felts.setCurrentIndex(max(0, self.felts.findData(felt.key)))
        self._fill(deck)
        self._pending = [self.decks.item(i) for i in range(self.decks.count())]
        self._icons = QTimer(self)
        self._icons.setInterval(0)
        self._icons.timeout.connect(self._next_icon)
        self._icons.start()
        self.decks.currentItemChanged.connect(self._show_preview)
        self.felts.currentIndexChanged.connect(self._show_preview)
        self.retranslate()
        self._show_preview()
        self.resize(460, 560)

    # ----------------------------------------------------------------- contents
    def _fill(self, current: Deck) -> None:
        for deck in available_decks():
            item = QListWidgetItem(deck.display_name())
            item.setData(DECK_ROLE, deck)
            if deck.path is not None:  # two systems may ship decks of the same name
                item.setToolTip(str(deck.path))
            self.decks.addItem(item)
            if deck.key == current.key:
                self.decks.setCurrentItem(item)
        if self.decks.currentItem() is None:
            self.decks.setCurrentRow(0)

    def _next_icon(self) -> None:
        """Parse one more deck and give it its small preview; drop it if broken."""
        while self._pending:
            item = self._pending.pop(0)
            if self.decks.row(item) < 0:
                continue
            deck: Deck = item.data(DECK_ROLE)
            cards = render_deck_preview(deck, ICON_WIDTH, self.devicePixelRatioF())
            if cards is None:
                self._drop(item)
            else:
                item.setIcon(QIcon(cards))
            return
        self._icons.stop()

    def _drop(self, item: QListWidgetItem) -> None:
        was_current = item is self.decks.currentItem()
        self.decks.takeItem(self.decks.row(item))
        if was_current:
            self.decks.setCurrentRow(0)

    def _show_preview(self) -> None:
        item = self.decks.currentItem()
        if item is None:
            return
        cards = render_deck_preview(item.data(DECK_ROLE), PREVIEW_WIDTH,
                                    self.devicePixelRatioF())
        if cards is None:  # found broken just now: it leaves the list
            self._drop(item)
            return
        self.preview.setPixmap(on_felt(cards, self.chosen_felt()))

    # ----------------------------------------------------------------- answers
    def chosen_deck(self) -> Deck:
        item = self.decks.currentItem()
        deck = item.data(DECK_ROLE) if item is not None else None
        return deck if isinstance(deck, Deck) else find_deck(None)

    def chosen_felt(self) -> Felt:
        return find_felt(self.felts.currentData())

    def done(self, result: int) -> None:
        self._icons.stop()
        super().done(result)

    # ----------------------------------------------------------------- words
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Cards and Table"))
        self.decks.setAccessibleName(self.tr("Card decks"))
        self.preview.setAccessibleName(self.tr("Preview of the deck on the table"))
        self.felt_label.setText(self.tr("&Table colour:"))
        self.felt_label.setBuddy(self.felts)
        for i in range(self.decks.count()):
            item = self.decks.item(i)
            deck: Deck = item.data(DECK_ROLE)
            item.setText(self.tr("Krig (our own)") if deck.is_own else deck.display_name())
        for i, felt in enumerate(FELTS):
            self.felts.setItemText(i, felt.display_name())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


# ----------------------------------------------------------------- the window's part


def remembered_felt(settings: Settings) -> Felt:
    return find_felt(settings.felt)


def choose_look(parent: QWidget, art: CardArt, settings: Settings) -> Felt | None:
    """Run the chooser; on OK draw from the chosen deck, remember both, return the felt.

    None when cancelled. After a choice the caller makes the table fetch new pixmaps
    (the art's cache is already cleared) and repaints the felt.
    """
    dialog = DeckChooser(art.deck, remembered_felt(settings), parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return apply_choice(dialog, art, settings)
    finally:
        dialog.deleteLater()


def apply_choice(dialog: DeckChooser, art: CardArt, settings: Settings) -> Felt:
    """Draw from the dialog's deck (our own if it fails now) and remember the choice."""
    art.set_deck(dialog.chosen_deck())
    felt = dialog.chosen_felt()
    settings.deck = art.deck.key
    settings.felt = felt.key
    settings.sync()
    return felt
