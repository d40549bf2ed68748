"""Choose the card deck and the felt: a list of decks with previews, and the cloths.

Each deck shows the queen of hearts, the king of spades and its back. Decks are read
and parsed only when the dialog is open, one at a time on the deck loader's worker
thread (a large KDE deck takes a while), so the list appears at once, the
dialog stays responsive and the previews fill in; a deck found broken on the way drops
out of the list. While the chosen deck is still being read, OK waits for it. The window
applies the choice with `choose_look`, or reads `chosen_deck()` / `chosen_felt()` after
`exec()` itself.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
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
from krig_desktop.ui.cards.deck_svg import DeckRenderer, load_deck, loader
from krig_desktop.ui.cards.decks import Deck, available_decks, find_deck
from krig_desktop.ui.cards.felt import FELTS, Felt, find_felt
from krig_desktop.ui.desktop.retranslate import translate_ui

PREVIEW_CARDS = ((12, "H"), (13, "S"))  # then the back
ICON_WIDTH = 34
PREVIEW_WIDTH = 120
DECK_ROLE = Qt.ItemDataRole.UserRole


def render_deck_preview(deck: Deck, card_width: int, dpr: float = 1.0,
                        svg: DeckRenderer | None = None) -> QPixmap | None:
    """Q♥, K♠ and the back of `deck` side by side; None if the deck cannot be drawn.

    `svg`: the deck already parsed; without it a system deck is parsed here, on this
    thread (the dialog always passes it: it has the loader parse decks)."""
    w = max(1, round(card_width * dpr))
    h = max(1, round(card_width * CARD_ASPECT * dpr))
    if not deck.is_own and svg is None:
        svg = load_deck(deck)
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
        self._parsed: dict[str, DeckRenderer] = {}  # the current deck's, kept for OK
        self._icons = QTimer(self)  # runs while icons are on their way
        self._icons.setSingleShot(True)
        self._icons.timeout.connect(self._next_icon)
        self._icons.start(0)
        self.decks.currentItemChanged.connect(self._show_preview)
        self.felts.currentIndexChanged.connect(self._felt_changed)
        translate_ui(self, self.retranslate)
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
        """Have the next deck parsed off the GUI thread; its icon is drawn when it comes."""
        while self._pending:
            item = self._pending.pop(0)
            if self.decks.row(item) < 0:
                continue
            deck: Deck = item.data(DECK_ROLE)
            if deck.is_own:
                self._icon_ready(item, deck, None)
                continue
            self._icons.start(60_000)  # "on its way"; restarted when it arrives
            loader().request(deck, partial(self._icon_ready, item, deck), self)
            return
        self._icons.stop()

    def _icon_ready(self, item: QListWidgetItem, deck: Deck, svg: DeckRenderer | None) -> None:
        if self.decks.row(item) >= 0:
            cards = (render_deck_preview(deck, ICON_WIDTH, self.devicePixelRatioF(), svg)
                     if deck.is_own or svg is not None else None)
            if cards is None:
                self._drop(item)
            else:
                item.setIcon(QIcon(cards))
        if self._icons.isActive() and not deck.is_own:
            self._icons.start(0)

    def _drop(self, item: QListWidgetItem) -> None:
        was_current = item is self.decks.currentItem()
        self.decks.takeItem(self.decks.row(item))
        if was_current:
            self.decks.setCurrentRow(0)

    def _show_preview(self) -> None:
        item = self.decks.currentItem()
        if item is None:
            return
        deck: Deck = item.data(DECK_ROLE)
        self._parsed = {}
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if deck.is_own:
            ok.setEnabled(True)
            self._preview_ready(item, None)
            return
        ok.setEnabled(False)  # until the deck is read (or found broken)
        self.preview.setPixmap(QPixmap())
        self.preview.setText(self.tr("Reading the deck…"))
        loader().request(deck, partial(self._preview_ready, item), self, first=True)

    def _preview_ready(self, item: QListWidgetItem, svg: DeckRenderer | None) -> None:
        if item is not self.decks.currentItem():
            return  # another deck was chosen meanwhile: its own answer will come
        deck: Deck = item.data(DECK_ROLE)
        cards = (render_deck_preview(deck, PREVIEW_WIDTH, self.devicePixelRatioF(), svg)
                 if deck.is_own or svg is not None else None)
        if cards is None:  # found broken just now: it leaves the list
            self._drop(item)
            return
        if svg is not None:
            self._parsed = {deck.key: svg}
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.preview.setPixmap(on_felt(cards, self.chosen_felt()))

    def _felt_changed(self) -> None:
        item = self.decks.currentItem()
        if item is None:
            return
        deck: Deck = item.data(DECK_ROLE)
        if deck.is_own or deck.key in self._parsed:
            self._preview_ready(item, self._parsed.get(deck.key))

    # ----------------------------------------------------------------- answers
    def chosen_deck(self) -> Deck:
        item = self.decks.currentItem()
        deck = item.data(DECK_ROLE) if item is not None else None
        return deck if isinstance(deck, Deck) else find_deck(None)

    def chosen_parsed(self) -> DeckRenderer | None:
        """The chosen deck as parsed for its preview (None for ours or not read yet)."""
        return self._parsed.get(self.chosen_deck().key)

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
    art.set_deck(dialog.chosen_deck(), dialog.chosen_parsed())
    felt = dialog.chosen_felt()
    settings.deck = art.deck.key
    settings.felt = felt.key
    settings.sync()
    return felt
