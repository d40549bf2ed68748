"""The main window: the table, the menus, the status bar; wiring, not logic.

Game logic lives in the engine, pacing in the controller, drawing in the table; this
window only connects actions to them and renders the controller's view model in its
title, status bar and game-over panel. It never reads the game: what it shows at a
moment is the model of that moment, the same one the table shows.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from krig_desktop.controller import Controller
from krig_desktop.model import TableModel
from krig_desktop.options import (
    GameSetup,
    Options,
    parse_options,
    random_game_number,
    resolve_options,
)
from krig_desktop.speed import Speed
from krig_desktop.storage.folder_lock import FolderLock
from krig_desktop.storage.paths import config_dir
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.desktop.part import Part
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import FIRST_SIZE, first_window_geometry
from krig_desktop.ui.table.end_texts import EndTexts
from krig_desktop.ui.table.table_scene import TableScene
from krig_desktop.ui.table.table_view import TableView
from krig_desktop.ui.window.actions import Actions
from krig_desktop.ui.window.call_the_war import (
    CallActions,
    CallTheWar,
    connect_call_actions,
    make_call_actions,
)
from krig_desktop.ui.window.desktop_wiring import DesktopWiring
from krig_desktop.ui.window.later_parts import STORY_DOCK_NAME, LaterParts, dock_was_open
from krig_desktop.ui.window.main_menus import MainMenus
from krig_desktop.ui.window.put_away import PutAway
from krig_desktop.ui.window.save_flow import SaveFlow, asks_for_a_game, show_notice
from krig_desktop.ui.window.seat_keys import SeatKeys
from krig_desktop.ui.window.status_counts import StatusCounts
from krig_desktop.ui.window.todays_deal import TodaysDeal

if TYPE_CHECKING:
    from krig_desktop.ui.history.history_ui import HistoryWindowing
    from krig_desktop.ui.odds.odds_ui import OddsUi
    from krig_desktop.ui.story.story_dock import StoryDock


class MainWindow(QMainWindow):
    """One game of Krig on a green table.

    Built in two steps (see `later_parts`). What the first frame shows (table, menus,
    toolbar, status bar) is built at once; the battle log dock (unless it was left
    open), the sound and spoken results, Call the War, the odds and the game history
    are built after the first paint when made with `staged=True` (the command does:
    start-up time), or at once otherwise (`create_main_window`: tests look up every
    part right after it). Each is built by its first use if that comes sooner.
    """

    def __init__(self, options: Options, setup: GameSetup, *, staged: bool = False,
                 folder: FolderLock | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.options = options
        # The config folder is this window's from now until it closes, unless another
        # live window has it: then this one keeps nothing there (storage/folder_lock.py).
        self.folder = folder if folder is not None else FolderLock(config_dir(create=False))
        keeps = self.folder.take()
        self.art = CardArt()
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.controller = Controller(self.scene, setup, self)
        self.game_actions = Actions(self)
        self.save_flow = SaveFlow(self, self.controller)
        if not keeps:
            self.save_flow.keep_nothing()
        self.later = LaterParts(self)  # the dock, sound, odds, history: see later_parts
        self.menus = m = MainMenus(self, self.game_actions, self.save_flow)
        self.file_menu, self.edit_menu, self.game_menu = m.file_menu, m.edit_menu, m.game_menu
        self.speed_menu, self.view_menu, self.help_menu = m.speed_menu, m.view_menu, m.help_menu
        self.recent_menu, self.language_menu = m.recent_menu, m.language_menu
        self.language_menu.remembers = keeps
        if not staged or dock_was_open(self.save_flow.settings.window_state, STORY_DOCK_NAME):
            self.later.story_dock  # noqa: B018  (left open: built later, the table would jump)
        self.status_label = StatusCounts()  # names give way before counts (800×600)
        self.ends = EndTexts(self)  # the end option's progress in it
        # A normal (not permanent) widget: "Game saved to …" messages show in its place.
        self.statusBar().addWidget(self.status_label, 1)
        # The odds meter's place, kept from the start: a permanent widget added to the
        # bar later makes Qt show the bar's other widgets again, under a message.
        self.meter_corner = QWidget()  # where the odds put their meter (later_parts)
        self.meter_corner.setObjectName("oddsMeterPlace")
        self.statusBar().addPermanentWidget(self.meter_corner)
        self._connect()
        translate_ui(self, self.retranslate)
        self.show_model(self.controller.model)
        self._initial_size()
        self.setMinimumSize(640, 480)
        self.view.setFocus()
        self.desktop = DesktopWiring(self, self.controller, self.scene, self.view,
                                     self.game_actions, self.save_flow.settings,
                                     self.view_menu, self.speed_menu, self.pause)
        self.save_flow.restore_window()
        # The people's own keys (two at one keyboard): window-wide, shown by the seats.
        self.seat_keys = SeatKeys(self, self.controller, self.scene, self.save_flow.settings)
        self._build_come_back(staged)
        self.game_actions.statistics.triggered.connect(lambda: self.history.show_statistics())
        self.put_away = PutAway(self.controller, self.game_actions.undo, self.save_flow.status,
                                self.save_flow.bring_back, self.save_flow.keeper,
                                self.save_flow.writer, self, keeps=keeps)
        # A deal or FILE on the command line puts away the kept game first (before the
        # keeper can write the start's game over it); the fresh deal a resumed game
        # replaces was never the player's (untouched), and is not put away.
        self.put_away.put_away_kept(self.save_flow.kept_at_start(options))
        self.save_flow.open_at_start(options)  # FILE, else the resumed game if on
        self.put_away.offer_found()
        # The one-time tip on the meter and the log: for a person at the command's window
        # (not a --smoke run, nor a window a program or a test builds at once).
        self.later.tip_wanted = staged and options.smoke is None
        # A finished game found kept at start is recorded before anything else is kept
        # (a kill before its row would lose it): then the history is built at once.
        if staged and self.save_flow.finished_at_start is None:
            self.later.after_first_paint()
        else:
            self.later.finish()

    def _build_come_back(self, staged: bool) -> None:
        """Game → Today's Deal and Game → Call the War (issue 27), in their places; the
        calls and their notes after the first frame when `staged` (its actions at once)."""
        game_menu, a = self.game_menu, self.game_actions
        self.todays_deal = TodaysDeal(self, self.controller.new_game)
        game_menu.insertAction(a.statistics, self.todays_deal.action)
        actions = make_call_actions(self, self.save_flow.settings)
        game_menu.insertAction(self.speed_menu.menuAction(), actions.call)
        self._calls = Part(lambda: self._make_calls(actions))
        connect_call_actions(actions, self.scene, self._calls.get)  # built on first use
        if staged:
            self.later.also(self._calls.get)
        else:
            self._calls.get()

    def _make_calls(self, actions: CallActions) -> CallTheWar:
        calls = CallTheWar(self, self.controller, self.scene, self.save_flow.settings,
                           actions)
        calls.note.said.connect(self.desktop.say)  # the felt's notes, heard too
        return calls

    @property
    def call_the_war(self) -> CallTheWar:
        """Game → Call the War: the calls and their notes (built now if not yet)."""
        return self._calls.get()

    def finish_start(self) -> None:
        """Build every part not built yet (see `later_parts`), at once."""
        self.later.finish()

    @property
    def story_dock(self) -> StoryDock:
        """The battle log dock (built now if it is not yet)."""
        return self.later.story_dock

    @property
    def odds(self) -> OddsUi:
        """The odds feed, meter, chart and fate (built now if they are not yet)."""
        return self.later.odds

    @property
    def history(self) -> HistoryWindowing:
        """The recorder and the statistics (built now if they are not yet)."""
        return self.later.history

    # ----------------------------------------------------------------- building
    def _initial_size(self) -> None:
        """A roomy window, two thirds of a large screen, centred on the screen it opens
        on (the primary one: asked through `QWidget.screen()`, PySide ties the QScreen to
        this window's wrapper, and a window collected as garbage then deletes the screen
        with it)."""
        primary = QGuiApplication.primaryScreen()
        available = primary.availableGeometry() if primary is not None else QRect()
        if available.width() > 0:
            self.setGeometry(first_window_geometry(available))
        else:
            self.resize(FIRST_SIZE)

    def _connect(self) -> None:
        a, c = self.game_actions, self.controller
        a.new.triggered.connect(self.new_game)
        a.save.triggered.connect(self.save_flow.save)
        a.save_as.triggered.connect(self.save_flow.save_as)
        a.open.triggered.connect(self.save_flow.open_file)
        a.revert.triggered.connect(self.save_flow.revert)
        a.quit.triggered.connect(self.close)
        a.play.triggered.connect(c.request_step)
        self.view.playRequested.connect(c.request_step)
        a.autoplay.toggled.connect(c.set_autoplay)
        a.pause.triggered.connect(c.pause)  # Esc: self.pause (also returns, ends a replay)
        a.finish.triggered.connect(c.finish_game)
        a.restart.triggered.connect(self.restart)
        for speed, action in a.speeds.items():
            action.triggered.connect(lambda _=False, s=speed: c.set_speed(s))
        a.speeds[c.speed].setChecked(True)
        a.resume_at_start.setChecked(self.save_flow.settings.resume_at_start)
        a.resume_at_start.toggled.connect(self.save_flow.set_resume_at_start)
        a.help.triggered.connect(self.show_help)
        a.about.triggered.connect(self.show_about)
        c.autoplayChanged.connect(a.autoplay.setChecked)
        c.autoplayChanged.connect(self._tell_table_autoplay)
        a.pause_on_wars.toggled.connect(c.set_pause_on_wars)
        a.pause_on_wars.toggled.connect(self._tell_table_autoplay)
        a.watch_replay.triggered.connect(self.watch_replay)
        # The replay's own controls on the felt: go on/pause, one step, speed, leave.
        self.view.set_replay_actions(a.autoplay, a.play, self.speed_menu, a.watch_replay)
        c.replayChanged.connect(self._show_replaying)
        c.speedChanged.connect(self._check_speed)
        c.speedChanged.connect(self.save_flow.remember_speed)
        c.modelChanged.connect(self.show_model)
        c.finishProgress.connect(self.statusBar().showMessage)  # "" restores the counts
        c.gameStarted.connect(self._on_game_started)
        self.save_flow.fileChanged.connect(self._file_changed)
        c.errorOccurred.connect(self._show_play_error)
        c.story.highlightsChanged.connect(self.view.set_highlights)
        c.looking.changed.connect(self._show_looking_back)
        a.look_back.toggled.connect(self._toggle_looking_back)
        a.look_older.triggered.connect(c.looking.older)
        a.look_newer.triggered.connect(c.looking.newer)
        # End resumes autoplay that looking back stopped (`triggered` passes checked=False,
        # which as `resume` kept it stopped); Pause is the way back without it.
        a.look_return.triggered.connect(lambda _checked=False: c.looking.back())
        self.view.nextGameRequested.connect(self.play_again)  # the panel's Next Game
        self.view.playAgainRequested.connect(self.restart)  # Play This Deal Again
        self.view.watchReplayRequested.connect(self.watch_replay)

    def pause(self) -> None:
        """Pause (P; Esc when not full screen): stop autoplay; while looking back,
        return to the present; while a replay runs, stop it (the real game comes back)."""
        if self.controller.looking_back is not None:
            self.controller.looking.back(resume=False)  # Pause: autoplay stays stopped
        elif self.controller.replaying:
            self.controller.stop_replay()
        else:
            self.controller.set_autoplay(False)

    def _tell_table_autoplay(self, *_: object) -> None:
        """The result line asks for a click at a war unless autoplay lays it."""
        c = self.controller
        self.scene.set_autoplay(c.autoplay and not c.pause_on_wars)

    def watch_replay(self) -> None:
        """Game → Watch Replay: start one (or stop the one running)."""
        self.controller.watch_replay()
        self._show_replaying(self.controller.replaying)

    def _show_replaying(self, on: bool) -> None:
        action = self.game_actions.watch_replay
        blocked = action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(blocked)
        for guarded in (self.game_actions.save, self.game_actions.save_as):
            guarded.setEnabled(not on)  # the replay is not what a save should hold
        self._render_texts(self.controller.model)

    def _toggle_looking_back(self, on: bool) -> None:
        look = self.controller.looking
        if on and look.battle is None:
            look.older()  # the newest battle
            if look.battle is None:  # nothing to look at yet
                self.game_actions.look_back.setChecked(False)
        elif not on:
            look.back()

    def _show_looking_back(self, battle: int | None) -> None:
        """The table shows a past battle (or the present again): the action, the title
        and the status line say so (the log and both charts mark it themselves)."""
        action = self.game_actions.look_back
        blocked = action.blockSignals(True)
        action.setChecked(battle is not None)
        action.blockSignals(blocked)
        self._render_texts(self.controller.model)  # a replay keeps its "Replay" label
        if battle is None:
            self.view.setFocus()

    def looking_back_text(self, battle: int) -> str:
        """The status bar while looking back: "Battle 37 of 120 — press End to return"."""
        return (self.tr("Battle %1 of %2 — press End to return")
                .replace("%1", str(battle)).replace("%2", str(self.controller.story.shown)))

    def _file_changed(self) -> None:
        self._render_texts(self.controller.model)  # the title names the current file

    def _on_game_started(self) -> None:
        self.view.setFocus()  # keys go to the table again, not to a hidden button

    def _check_speed(self, speed: Speed) -> None:
        self.game_actions.speeds[speed].setChecked(True)

    def _show_play_error(self, text: str) -> None:
        """open(), not exec(): nothing waits on it."""
        show_notice(self, self.windowTitle(), text, "playErrorBox")

    # ----------------------------------------------------------------- rendering
    def retranslate(self) -> None:
        """The window's own texts: menus, title and status bar. Everything else in it
        (actions, table, panel, menus of their own) retranslates itself."""
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        self.view_menu.setTitle(self.tr("&View"))
        dock = self.later.built_story_dock
        if dock is not None:  # else given them when it is built
            players = self.controller.model.players
            dock.set_names(self.scene.texts.names(players), self.scene.texts.short_names(players))
        self.help_menu.setTitle(self.tr("&Help"))
        self._render_texts(self.controller.model)

    def show_model(self, model: TableModel) -> None:
        """Show the moment the table has reached: title, status bar, actions, panel."""
        self._render_texts(model)
        a = self.game_actions
        for action in (a.play, a.autoplay, a.finish):
            action.setEnabled(not model.over)  # nothing left to play
        if model.over:
            self.view.show_game_over(model, self.scene.texts.seat_name)
        else:
            self.view.hide_game_over()

    def _render_texts(self, model: TableModel) -> None:
        title = self.tr("Krig — Game #%1").replace("%1", str(model.game_number))
        file = self.current_file
        if file is not None:  # the document's name first, as every desktop program has it
            title = self.tr("%1 — %2").replace("%2", title).replace("%1", file.name)
        self.setWindowTitle(title)
        battle = self.controller.looking_back
        frame = self.tr("Replay — %1 — Esc stops") if self.controller.replaying else "%1"
        if battle is None:
            self.status_label.set_pieces(self.status_pieces(model), frame)
        else:
            self.status_label.set_plain(frame.replace("%1", self.looking_back_text(battle)))
        # The mode on the felt too (issue 24 point 4): a ribbon while looking back or
        # while a replay runs.
        shown = 0 if battle is None else self.controller.story.shown
        self.scene.show_mode(battle, shown, self.controller.replaying)

    @property
    def current_file(self) -> Path | None:
        """The file the game in play was last saved to or opened from, or None."""
        return self.save_flow.current_file

    def status_text(self, model: TableModel) -> str:
        """"Battle 12   ·   You: 25 cards   ·   CPU 1: 27 cards"."""
        return "   ·   ".join(t.replace("%1", name) for t, name, _ in self.status_pieces(model))

    def status_pieces(self, model: TableModel) -> list[tuple[str, str, str]]:
        """The status line's pieces: (text with %1 for the seat's name, the name, its
        short form)."""
        battle = (self.ends.battle_of(model)  # under "battles:N": "Battle 37 of 100"
                  or self.tr("Battle %1").replace("%1", str(model.battle)))
        pieces = [(battle, "", "")]
        texts = self.scene.texts
        for seat, count in enumerate(model.counts):
            pieces.append((self.tr("%1: %2").replace("%2", self.tr("%n card(s)", "", count)),
                           texts.seat_name(seat), texts.short_name(seat)))
        wars = self.ends.wars_won(model, texts.names(model.players))
        if wars:  # under "wars:K", last: the counts keep their room first
            pieces.append((wars, "", ""))
        return pieces

    # ----------------------------------------------------------------- games
    def new_game(self) -> None:
        # Function-local: start-up time (the dialog is never shown at start).
        from krig_desktop.ui.window.new_game_dialog import ask_new_game

        ask_new_game(self, self.controller, self.seat_keys, self.save_flow.settings)

    def play_again(self) -> None:
        """Another deal with the same players and rules."""
        model = self.controller.model
        self.controller.new_game(model.players, random_game_number(), model.rules)

    def restart(self) -> None:
        self.controller.restart()

    def take_hand_over(self, argv: list[str]) -> None:
        """A second start's command line (`argv`, Qt's options taken out, its FILE made
        absolute: ui/desktop/hand_over.py): this window comes to the front and opens the
        FILE or deals the game asked for, as its own start would; nothing asked: only
        the front."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        try:
            options = parse_options(argv)  # checked by the start that sent it already
        except SystemExit:  # (the FILE went meanwhile: argparse said so on stderr)
            return
        if options.file is not None:
            self.save_flow.load_path(options.file)
        elif asks_for_a_game(options):
            setup = resolve_options(self.save_flow.settings.apply_to(options))
            self.controller.new_game(setup.players, setup.game, setup.rules, setup.people)

    def show_help(self) -> None:
        # Function-local: start-up time (help is never shown at start).
        from krig_desktop.ui.help.help_window import show_help

        show_help(self)

    def show_story_help(self) -> None:
        """The help on reading the story and the odds (the meter's click, the log's link:
        they ask, the window opens it, the help being a room above theirs)."""
        # Function-local: start-up time (help is never shown at start).
        from krig_desktop.ui.help.help_story import STORY_ANCHOR
        from krig_desktop.ui.help.help_window import show_help

        show_help(self, STORY_ANCHOR)

    def show_about(self) -> None:
        # Function-local: start-up time (About reads the package's metadata).
        from krig_desktop.ui.help.about_dialog import show_about

        show_about(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Take the keyboard at once (also under bare X servers without a window
        # manager), so Space plays from the first moment.
        self.activateWindow()
        self.desktop.window_shown()
        self.desktop.full_screen.follow_window()
        self.save_flow.window_shown()
        self.later.window_changed()

    # The window's parts that follow its showing, state and size are told here: a filter
    # on the window would see its every event.
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self.desktop.full_screen.follow_window()
            self.later.window_changed()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.desktop.full_screen.window_resized()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing may escape a close: before_quit keeps the game and the geometry, asks
        # nothing and never raises (a failure is told and the window still closes).
        self.controller.stop_replay()  # the real game is what resume keeps
        self.save_flow.before_quit()
        event.accept()
        try:
            self.controller.set_autoplay(False)
            self.controller.story.stop()
            self.scene.abort()
            self.desktop.close()
            history = self.later.built_history
            if history is not None:  # never built: nothing was recorded or opened
                history.close(keep_game=self.save_flow.settings.resume_at_start)
                self.put_away.forget()  # recorded now: it can no longer come back
        except Exception:  # the window goes either way; the traceback is for a report
            traceback.print_exc()
        self.folder.release()  # all kept: the next start may own the folder
