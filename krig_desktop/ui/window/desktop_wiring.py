"""At home on every desktop: the window's View menu additions, toolbar, look, sound and
spoken results, wired in one place so the main window makes one call.

Everything here is remembered: the toolbar's and the docks' visibility in the window
state, full screen in the geometry, the status bar, appearance, mute, deck and felt in
their own settings. The remembered system deck is applied only after the first frame
(parsing a large deck takes up to half a second), so start-up is not slowed by it; the
sound and the spoken results are built by `finish` (the command's window: after its
first paint) or when first used, their View menu entries put in their places then.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu

from krig_desktop.controller import Controller
from krig_desktop.model import TableModel
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards.decks import find_deck
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.appearance import Appearance, AppearanceActions
from krig_desktop.ui.desktop.part import Part
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.table_scene import TableScene
from krig_desktop.ui.table.table_view import TableView
from krig_desktop.ui.window.actions import COUNTS_KEY, Actions
from krig_desktop.ui.window.full_screen import FullScreen
from krig_desktop.ui.window.main_toolbar import MainToolbar

if TYPE_CHECKING:
    from krig_desktop.ui.desktop.sound import Sound
    from krig_desktop.ui.window.announcer import Announcements


class DesktopWiring(QObject):
    """Builds and connects the desktop parts of `window`; `close()` when it closes."""

    def __init__(self, window: QMainWindow, controller: Controller, scene: TableScene,
                 view: TableView, actions: Actions, settings: Settings,
                 view_menu: QMenu, speed_menu: QMenu, escape: Callable[[], None]) -> None:
        """`escape`: what Esc does when the window is not full screen (Pause)."""
        super().__init__(window)
        self._window, self._controller = window, controller
        self._scene, self._view, self._settings = scene, view, settings
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.appearance = Appearance(app, settings, self)
        self.appearance_actions = AppearanceActions(window, self.appearance)
        self._sound = Part(self._make_sound)
        self._announcements = Part(self._make_announcements)
        self.full_screen = FullScreen(window, escape)
        self.toolbar = MainToolbar(window, actions, speed_menu)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        action = partial(make_action, window, add_to=window)
        self.show_toolbar = make_action(window, "actionShowToolbar",
                                        adopt=self.toolbar.toggleViewAction())
        self.show_status_bar = action("actionShowStatusBar", checkable=True)
        self.show_status_bar.setChecked(not settings.status_bar_hidden)
        window.statusBar().setVisible(not settings.status_bar_hidden)
        self.show_status_bar.toggled.connect(self._show_status_bar)
        self.cards_and_table = action("actionCardsAndTable")
        self.cards_and_table.triggered.connect(self.choose_look)
        self.speak_counts = action("actionSpeakCounts", COUNTS_KEY)
        controller.modelChanged.connect(self._announce)
        controller.gameStarted.connect(self._announce_new_game)
        self.speak_counts.triggered.connect(
            lambda: self.announcements.speak_counts(controller.model))
        self.autoplay_label = QLabel(window)
        self.autoplay_label.setObjectName("autoplayIndicator")
        window.statusBar().addPermanentWidget(self.autoplay_label)
        controller.autoplayChanged.connect(self._show_autoplay)
        controller.replayChanged.connect(self._show_autoplay)
        controller.replayChanged.connect(self.toolbar.set_replaying)
        controller.replayChanged.connect(self._say_replay)
        self._show_autoplay()
        # Pause (menu and toolbar: one action) only while something runs by itself.
        controller.runningChanged.connect(actions.pause.setEnabled)
        actions.pause.setEnabled(controller.running)
        view.set_felt(settings.felt)
        # View → Reduce Motion, as last chosen. Never chosen: off, since PySide 6.11
        # reports no desktop wish for less motion (QAccessibilityHints has only the
        # contrast preference; Qt's UI effects are off under xcb and offscreen alike).
        self.reduce_motion = actions.reduce_motion
        self.reduce_motion.setChecked(bool(settings.reduce_motion))
        scene.reduce_motion = self.reduce_motion.isChecked()
        self.reduce_motion.toggled.connect(self._reduce_motion)
        actions.focus_table.triggered.connect(view.focus_table)
        self._view_menu = view_menu
        self._add_to_view_menu(view_menu)
        self._deck_pending = True  # until the window first shows: the remembered deck
        translate_ui(self, self.retranslate)  # the window's child: it hears each switch

    def _add_to_view_menu(self, menu: QMenu) -> None:
        menu.addSeparator()
        menu.addActions([self.full_screen.action, self.show_toolbar, self.show_status_bar])
        menu.addSeparator()
        self.appearance_menu = QMenu(menu)
        self.appearance_menu.setObjectName("menuAppearance")
        self.appearance_menu.addActions(self.appearance_actions.all())
        menu.addMenu(self.appearance_menu)
        menu.addActions([self.cards_and_table, self.speak_counts])  # Mute: by `sound`

    def finish(self) -> None:
        """Build what the first frame does not show: the sound, the spoken results, the
        icon theme's toolbar icons."""
        _ = self.sound, self.announcements
        self.toolbar.use_theme_icons()

    @property
    def sound(self) -> Sound:
        """The sounds and the View menu's Mute (built now if they are not yet)."""
        return self._sound.get()

    def _make_sound(self) -> Sound:
        # Function-local: start-up time (built after the first frame: the sound files,
        # their atomic writes; QtMultimedia where it is installed).
        from krig_desktop.ui.desktop.sound import Sound, SoundActions

        sound = Sound(self, muted=self._settings.muted)
        mute = SoundActions(self._window, sound, self._settings).mute
        self._view_menu.insertAction(self.speak_counts, mute)
        self._controller.stepPlayed.connect(sound.play_for)
        return sound

    @property
    def announcements(self) -> Announcements:
        """What a screen reader is told (built now if it is not yet)."""
        return self._announcements.get()

    def _make_announcements(self) -> Announcements:
        # Function-local: as the sound's (a later part, with its words and Qt's
        # accessibility events).
        from krig_desktop.ui.window.announcer import AccessibleAnnouncer, Announcements

        announcements = Announcements(AccessibleAnnouncer(self._view),
                                      self._scene.texts.seat_name, parent=self)
        self._tell(announcements, self._controller.model)  # where the game is: nothing said
        return announcements

    # ----------------------------------------------------------------- slots
    def _show_status_bar(self, on: bool) -> None:
        self._window.statusBar().setVisible(on)
        self._settings.status_bar_hidden = not on
        self._settings.sync()

    def _reduce_motion(self, on: bool) -> None:
        self._scene.reduce_motion = on  # from the next step on
        self._settings.reduce_motion = on
        self._settings.sync()

    def _show_autoplay(self, *_: object) -> None:
        """The status bar's mark while something plays by itself: "Autoplay", or
        "Replay" while a replay plays (a replay is played by autoplay)."""
        c, label = self._controller, self.autoplay_label
        label.setVisible(c.autoplay)
        if c.replaying:
            label.setText(self.tr("Replay"))
            label.setToolTip(self.tr("A replay is playing: press P to pause it, Esc to leave it"))
        else:
            label.setText(self.tr("Autoplay"))
            label.setToolTip(self.tr("Autoplay is on: press A or P to stop it"))

    def _announce(self, model: TableModel) -> None:
        if (announcements := self._announcements.built) is not None:  # (one built later
            self._tell(announcements, model)  # starts from the moment shown)

    def _tell(self, announcements: Announcements, model: TableModel) -> None:
        announcements.set_your_seat(model.you)
        announcements.model_reached(model, self._controller.autoplay)
        if model is self._scene.model and not self._controller.autoplay:  # a war waits
            announcements.war_waiting(model, self._scene.result_line())  # for a click

    def say(self, text: str) -> None:
        """Tell a screen reader what the felt says for a moment (a call, its score, a
        medal earned): the spoken results are built now if they are not yet."""
        self.announcements.say(text)

    def _say_replay(self, replaying: bool) -> None:
        """A replay begun or ended, said as the ribbon on the felt says it."""
        if (announcements := self._announcements.built) is not None:
            texts = self._scene.texts
            announcements.say(texts.mode_ribbon(None, 0, True) if replaying
                              else texts.replay_ended())

    def _announce_new_game(self) -> None:
        if (announcements := self._announcements.built) is not None:
            announcements.game_started()

    def choose_look(self) -> None:
        """View → Cards and Table…: on OK the table is drawn with the new deck and felt."""
        # Function-local: start-up time (the dialog is never shown at start).
        from krig_desktop.ui.cards.deck_chooser import choose_look

        felt = choose_look(self._window, self._scene.art, self._settings)
        if felt is not None:
            self.apply_look(felt.key)

    def apply_look(self, felt: str | None) -> None:
        """The art has a new deck (or the same), and `felt` is the cloth: redraw both."""
        self._scene.refresh_art()
        self._view.set_felt(felt)

    def _apply_remembered_deck(self) -> None:
        """After the first frame: draw from the deck chosen in an earlier session, once
        the deck loader has read and parsed it off the GUI thread (ours until then)."""
        deck = find_deck(self._settings.deck)  # still installed, else our own
        if deck.key != self._scene.art.deck.key:
            self._scene.art.set_deck_later(deck, self._remembered_deck_ready, self)

    def _remembered_deck_ready(self, usable: bool) -> None:
        if usable:
            self._scene.refresh_art()

    def close(self) -> None:
        """The window closes: stop the sounds and remove their files."""
        if (sound := self._sound.built) is not None:  # never built: nothing to stop
            sound.close()

    # ----------------------------------------------------------------- words
    def retranslate(self) -> None:
        self.show_toolbar.setText(self.tr("Show &Toolbar"))
        self.show_status_bar.setText(self.tr("Show Status &Bar"))
        self.appearance_menu.setTitle(self.appearance_actions.menu_title())
        self.cards_and_table.setText(self.tr("&Cards and Table…"))
        self.cards_and_table.setStatusTip(self.tr("Choose the card deck and the table's colour"))
        self.speak_counts.setText(self.tr("Spea&k the Card Counts"))
        self.speak_counts.setStatusTip(self.tr("Your screen reader says how many cards each has"))
        self._show_autoplay()

    def window_shown(self) -> None:
        """The window shows (it tells; a filter on it would see its every event): the
        first time, the deck chosen in an earlier session, once control is back in the
        event loop."""
        if self._deck_pending:
            self._deck_pending = False
            QTimer.singleShot(0, self, self._apply_remembered_deck)
