"""The window onto the table: green felt, no scroll bars, the scene sized to fit.

The felt is the cloth the player chose (felt.py), a shade darker with a dark palette.

The scene rectangle always equals the viewport, and the scene re-lays itself out in
card-size units whenever the view's size or pixel ratio changes, so cards are drawn
at their real size (never scaled pixmaps) and stay crisp.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAction,
    QBrush,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QMenu, QWidget

from krig_desktop.model import TableModel
from krig_desktop.model.highlights import Highlights
from krig_desktop.ui.cards.felt import felt_colours
from krig_desktop.ui.desktop.appearance import is_dark
from krig_desktop.ui.desktop.part import Part
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.deck_buttons import RING, DeckButtons, paint_ring
from krig_desktop.ui.table.table_scene import TableScene

if TYPE_CHECKING:
    from krig_desktop.model.daily import TodaysResult
    from krig_desktop.ui.table.felt_widget import FeltWidget
    from krig_desktop.ui.table.game_over_panel import GameOverPanel, SeatName, TodayCard
    from krig_desktop.ui.table.replay_bar import ReplayBar

PLAY_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
NIGHT_SHADE = 150  # QColor.darker(): the felt with a dark palette


class TableView(QGraphicsView):
    """Shows a TableScene on felt; hosts the game-over panel over the middle.

    The panel and the replay's bar are no part of a new deal's first frame: each is a
    `Part`, built at its first use (their modules, Qt's buttons and layouts, their style
    sheets and fonts come with it); what they are given before then waits for them. The
    panel's requests are the view's own signals, passed on once it exists."""

    playRequested = Signal()
    nextGameRequested = Signal()  # the game-over panel's Next Game
    playAgainRequested = Signal()  # the game-over panel's Play This Deal Again
    watchReplayRequested = Signal()  # the game-over panel's Watch Replay

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, so PySide knows it: asked for the one Qt made, PySide
        # finds its type by trying every QWidget subclass, creating each one's Python
        # enums on the way. The same plain QWidget.
        self.setViewport(QWidget())
        self.setObjectName("table")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # No SmoothPixmapTransform for the whole view: every picture but a flying card's
        # is put down 1:1 (the cached felt, the cached decks and plates), and asked for
        # smoothness Qt blends even those pixel by pixel (the felt's share of a frame
        # much dearer at 4K). A card asks for it itself when scaled (card_pictures).
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self._panel = Part(self._make_panel)
        self._replay_bar = Part(self._make_replay_bar)
        self._today_card = Part(self._make_today_card)
        self._card_for: TableModel | None = None  # the moment the today card waits at
        self.table_scene = scene
        self._felt: str | None = None  # the key of the felt chosen (None: the default)
        self._medals: list[str] = []  # the keys of the medals on the panel
        # Each deck in the accessibility tree: a button over it, pressed as it is clicked.
        self.deck_buttons = DeckButtons(self.viewport(), scene.deckClicked.emit)
        scene.descriptionChanged.connect(self._describe)
        scene.decksPlaced.connect(self._place_decks)
        scene.replayEnded.connect(lambda: self.panel.set_replay_ended(scene.model))
        scene.modeShown.connect(self._show_replay_bar)
        self._describe(scene.description())
        self._place_decks()
        translate_ui(self, self._retranslate)

    @property
    def panel(self) -> GameOverPanel:
        """The game-over panel over the middle (built on first use, hidden)."""
        return self._panel.get()

    def _make_panel(self) -> GameOverPanel:
        # Function-local: the panel is built at its first use (see the class).
        from krig_desktop.ui.table.game_over_panel import GameOverPanel

        panel = GameOverPanel(self.viewport())
        self.add_layer(panel)
        panel.nextGameRequested.connect(self.nextGameRequested)
        panel.playAgainRequested.connect(self.playAgainRequested)
        panel.watchReplayRequested.connect(self.watchReplayRequested)
        return panel

    def _make_today_card(self) -> TodayCard:
        # Function-local: the card comes with the panel's module (a later layer).
        from krig_desktop.ui.table.game_over_panel import TodayCard

        card = TodayCard(self.viewport())
        self.add_layer(card)
        self.table_scene.moved.connect(self._on_table_moved)
        return card

    @property
    def today_card(self) -> TodayCard:
        """What you did with today's deal, dealt again (built on first use, hidden)."""
        return self._today_card.get()

    def show_today_card(self, result: TodaysResult, share: Callable[[], str] | None,
                        watch: Callable[[], object] | None) -> None:
        """Today's deal, played today, dealt again: until its first card is turned the
        felt says how its first play went (`result`), with Copy Result (`share()`, the
        line to share) and Watch Replay (`watch()`). Hidden at the table's next move."""
        self._card_for = self.table_scene.model
        self.today_card.show_result(result, share, watch)

    def hide_today_card(self) -> None:
        if (card := self._today_card.built) is not None:
            card.hide()

    def _on_table_moved(self, model: object) -> None:
        if model is not self._card_for:
            self.hide_today_card()

    def show_game_over(self, model: TableModel, seat_name: SeatName) -> None:
        """The panel says how the game of `model` (one that is over) ended."""
        self.panel.show_model(model, seat_name)

    def hide_game_over(self) -> None:
        if (panel := self._panel.built) is not None:
            panel.hide()
            panel.clear_medals()
        if self._medals:
            self._medals = []
            self._describe(self.table_scene.description())

    def show_medals(self, keys: list[str]) -> bool:
        """Achievements just earned, as medals on the game-over panel when it is shown
        (the game that earned them is the one it shows); False when it is not (say
        them elsewhere). The table's description names them too."""
        panel = self._panel.built
        if panel is None or not panel.isVisible():
            return False
        panel.add_medals(keys)
        self._medals += [key for key in keys if key not in self._medals]
        self._describe(self.table_scene.description())
        return True

    # ----------------------------------------------------------------- by ear
    def _describe(self, text: str) -> None:
        """What a screen reader reads of the table (and of a deck with focus): the
        scene's words, then the medals the game-over panel shows."""
        panel = self._panel.built
        medals = [panel.medal(key) for key in self._medals] if panel is not None else []
        said = [f"{medal.accessibleName()}." for medal in medals if medal is not None]
        if said:  # "Achievement: First Win." as the panel's medals are named
            text = " ".join([text, *said])
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
        self.deck_buttons.rename(self.table_scene.deck_names(), text)

    def _place_decks(self) -> None:
        """The deck buttons over the decks, as the table has just laid them out."""
        zones = [self.mapFromScene(seat.deck.sceneBoundingRect()).boundingRect()
                 for seat in self.table_scene.seats]
        self.deck_buttons.place(zones)
        self.deck_buttons.rename(self.table_scene.deck_names(), self.accessibleDescription())

    def focus_table(self) -> None:
        """The table takes the focus, so a screen reader reads its description (the
        last battle first); already focused, the reader is told of it once more."""
        if self.hasFocus() and QAccessible.isActive():  # (from a deck: a new focus)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Focus))
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_share(self, line: Callable[[], str] | None) -> None:
        """The panel's Copy Result, after today's deal (see GameOverPanel.set_share)."""
        self._panel.then(lambda panel: panel.set_share(line))

    def set_highlights(self, highlights: Highlights | None) -> None:
        """The game's highlights, for the panel (once counted; they may come after it)."""
        self._panel.then(lambda panel: panel.set_highlights(highlights))

    @property
    def replay_bar(self) -> ReplayBar:
        """The replay's controls (built on first use: a replay, hidden until then)."""
        return self._replay_bar.get()

    def _make_replay_bar(self) -> ReplayBar:
        # Function-local: the bar is built at its first use, as the panel.
        from krig_desktop.ui.table.replay_bar import ReplayBar

        bar = ReplayBar(self.viewport())
        self.add_layer(bar)
        return bar

    def add_layer(self, widget: FeltWidget) -> None:
        """A widget over the felt (a child of the viewport), placed from now on by the
        felt's one layout with every other layer (first_tip's tip is one)."""
        self.table_scene.layers.add(widget)
        widget.wantsPlace.connect(self.table_scene.arrange_layers)
        self.table_scene.arrange_layers()

    def set_replay_actions(self, running: QAction, step: QAction, speeds: QMenu,
                           leave: QAction) -> None:
        """The window's actions for the replay's bar (see ReplayBar.set_actions)."""
        self._replay_bar.then(lambda bar: bar.set_actions(running, step, speeds, leave))

    @property
    def felt(self) -> str | None:
        return self._felt

    def set_felt(self, key: str | None) -> None:
        """Lay another cloth (a key of felt.FELTS): the cached background is redrawn."""
        self._felt = key
        self.resetCachedContent()
        self.viewport().update()

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        # The viewport holds the decks' buttons: a screen reader walking the tree meets
        # it between the table and its decks.
        self.viewport().setAccessibleName(self.tr("Card table"))
        self._describe(self.table_scene.description())

    def _fit(self) -> None:
        size = self.viewport().size()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.table_scene.resize_table(size.width(), size.height(),
                                      self.viewport().devicePixelRatioF())
        self.resetCachedContent()  # (the table lays out its layers anew: resize_table)

    def _show_replay_bar(self, replay: bool) -> None:
        """The replay's controls, just under the ribbon that says a replay runs."""
        if self._replay_bar.built is None and not replay:
            return  # none to hide
        self.replay_bar.set_replay(replay)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The Play action's shortcut normally takes these first; when the window is not
        # the active one (some window managers, tests) the table still answers them.
        if event.key() in PLAY_KEYS and not event.modifiers() and not event.isAutoRepeat():
            self.playRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()  # the ring

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Focus always shows: a ring round the felt while the table has it (a deck's
        button draws its own round the deck)."""
        super().drawForeground(painter, rect)
        if self.hasFocus():
            inset = RING / 2 + 2
            area = self.sceneRect().adjusted(inset, inset, -inset, -inset)
            paint_ring(painter, area, self.palette().highlight().color().lighter(140),
                       RING * 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # light or dark: a new felt
            self.resetCachedContent()
            self.viewport().update()

    def event(self, event: QEvent) -> bool:
        # Not a changeEvent: QWidget::event does not pass this one on to it.
        kind = event.type()
        if kind == QEvent.Type.DevicePixelRatioChange:
            self._fit()
        handled = super().event(event)
        if kind == QEvent.Type.Show:
            self.table_scene.view_shown()
        return handled

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.sceneRect()
        centre = QPointF(area.center().x(), area.center().y() - area.height() * 0.05)
        radius = max(area.width(), area.height()) * 0.75
        felt = QRadialGradient(centre, radius)
        colours: tuple[QColor, ...] = felt_colours(self._felt)
        if is_dark(self.palette()):
            colours = tuple(colour.darker(NIGHT_SHADE) for colour in colours)
        for stop, colour in zip((0.0, 0.55, 1.0), colours, strict=True):
            felt.setColorAt(stop, colour)
        painter.fillRect(rect, QBrush(felt))
