"""The main window: the table, the menus, the status bar; wiring, not logic.

Game logic lives in the engine, pacing in the controller, drawing in the table; this
window only connects actions to them and keeps the title and status bar up to date.
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox

from krig_desktop.controller import Controller, random_game_number, resolve_options
from krig_desktop.options import Options
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.actions import Actions
from krig_desktop.ui.card_art import CardArt
from krig_desktop.ui.language_menu import LanguageMenu
from krig_desktop.ui.save_flow import SaveFlow
from krig_desktop.ui.table_scene import TableScene
from krig_desktop.ui.table_view import TableView


class MainWindow(QMainWindow):
    """One game of Krig on a green table."""

    def __init__(self, options: Options) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.options = options
        settings = resolve_options(Settings().apply_to(options))  # remembered defaults
        self.art = CardArt()
        self.scene = TableScene(self.art, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.controller = Controller(self.scene, settings, self)
        self.actions = Actions(self)
        self.save_flow = SaveFlow(self)
        self._build_menus()
        self.status_label = QLabel(objectName="statusCounts")
        # A normal (not permanent) widget: "Game saved to …" messages show in its place.
        self.statusBar().addWidget(self.status_label, 1)
        self._connect()
        self.retranslate()
        self._initial_size()
        self.setMinimumSize(640, 480)
        self.view.setFocus()
        self.save_flow.restore_window()
        self.save_flow.open_at_start(options)  # FILE, else the resumed game if on

    # ----------------------------------------------------------------- building
    def _initial_size(self) -> None:
        """A roomy window that still fits on the screen it opens on."""
        screen = self.screen().availableGeometry() if self.screen() else None
        width, height = 1180, 820
        if screen is not None and screen.width() > 0:
            width = min(width, int(screen.width() * 0.92))
            height = min(height, int(screen.height() * 0.92))
        self.resize(max(width, 640), max(height, 480))

    def _build_menus(self) -> None:
        a = self.actions
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.setObjectName("menuFile")
        self.file_menu.addActions([a.new])
        self.file_menu.addSeparator()
        self.file_menu.addActions([a.save, a.save_as, a.load, a.load_from])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a.quit)
        self.game_menu = bar.addMenu("")
        self.game_menu.setObjectName("menuGame")
        self.game_menu.addActions([a.play, a.autoplay, a.pause])
        self.speed_menu = QMenu(self)
        self.speed_menu.setObjectName("menuSpeed")
        self.speed_menu.addActions(list(a.speeds.values()))
        self.game_menu.addMenu(self.speed_menu)
        self.game_menu.addSeparator()
        self.game_menu.addActions([a.finish, a.restart])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.save_flow.resume_action)
        self.language_menu = LanguageMenu(self)  # switches live; names each language natively
        bar.addMenu(self.language_menu)
        self.help_menu = bar.addMenu("")
        self.help_menu.setObjectName("menuHelp")
        self.help_menu.addActions([a.help, a.about])

    def _connect(self) -> None:
        a, c = self.actions, self.controller
        a.new.triggered.connect(self.new_game)
        a.save.triggered.connect(self.save_flow.save)
        a.save_as.triggered.connect(self.save_flow.save_as)
        a.load.triggered.connect(self.save_flow.load)
        a.load_from.triggered.connect(self.save_flow.load_from)
        a.quit.triggered.connect(self.close)
        a.play.triggered.connect(c.request_step)
        self.view.playRequested.connect(c.request_step)
        a.autoplay.toggled.connect(c.set_autoplay)
        a.pause.triggered.connect(lambda: c.set_autoplay(False))
        a.finish.triggered.connect(c.finish_game)
        a.restart.triggered.connect(self.restart)
        for name, action in a.speeds.items():
            action.triggered.connect(lambda _=False, n=name: c.set_speed(n))
        a.speeds[c.speed].setChecked(True)
        a.help.triggered.connect(self.show_help)
        a.about.triggered.connect(self.show_about)
        c.autoplayChanged.connect(a.autoplay.setChecked)
        c.speedChanged.connect(lambda name: a.speeds[name].setChecked(True))
        c.stateChanged.connect(self._update_status)
        c.finishProgress.connect(self.statusBar().showMessage)  # "" restores the counts
        c.gameStarted.connect(self._on_game_started)
        c.gameOver.connect(self._on_game_over)

        def show_play_error(text: str) -> None:  # open(), not exec(): nothing waits on it
            box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("playErrorBox")
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

        c.errorOccurred.connect(show_play_error)
        self.view.panel.playAgainRequested.connect(self.play_again)
        self.view.panel.newGameRequested.connect(self.new_game)

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.actions.retranslate()
        self.save_flow.retranslate()
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.scene.retranslate()
        self.view.panel.retranslate()
        self._update_title()
        self._update_status()
        if self.view.panel.isVisible():
            self._on_game_over(self.controller.game)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("Krig — Game #%1").replace(
            "%1", str(self.controller.game_number)))

    def _update_status(self) -> None:
        game = self.controller.game
        battle = game.battles if game.over else game.battles + 1
        parts = [self.tr("Battle %1").replace("%1", str(battle))]
        for seat, hand in enumerate(game.hands):
            parts.append(self.tr("%1: %2").replace("%1", self.scene.seat_name(seat))
                         .replace("%2", self.tr("%n card(s)", "", len(hand))))
        self.status_label.setText("   ·   ".join(parts))
        for action in (self.actions.play, self.actions.finish):
            action.setEnabled(not game.over)  # nothing left to play

    # ----------------------------------------------------------------- games
    def _on_game_started(self) -> None:
        self.view.panel.hide()
        self.view.setFocus()  # keys go to the table again, not to a hidden button
        self._update_title()
        self._update_status()

    def _on_game_over(self, game) -> None:
        self.view.panel.show_game(game, self.scene.seat_name)

    def _may_discard(self) -> bool:
        return self.controller.game.over or self.save_flow.confirm_discard()

    def new_game(self) -> None:
        from krig_desktop.ui.new_game_dialog import NewGameDialog

        c = self.controller
        dialog = NewGameDialog(self, c.players, c.rules)
        if dialog.exec() and self._may_discard():
            c.new_game(*dialog.values())

    def play_again(self) -> None:
        """Another deal with the same players and rules."""
        if self._may_discard():
            c = self.controller
            c.new_game(c.players, random_game_number(), c.rules)

    def restart(self) -> None:
        if self._may_discard():
            self.controller.restart()

    def show_help(self) -> None:
        from krig_desktop.ui.help_window import show_help

        show_help(self)

    def show_about(self) -> None:
        from krig_desktop.ui.about_dialog import show_about

        show_about(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Take the keyboard at once (also under bare X servers without a window
        # manager), so Space plays from the first moment.
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing may escape a close: before_quit never raises (resume file or the unsaved
        # question, geometry; a failure is told and the window still closes).
        if not self.save_flow.before_quit():
            event.ignore()
            return
        event.accept()
        try:
            self.controller.set_autoplay(False)
            self.scene.abort()
        except Exception:  # the window goes either way; the traceback is for a report
            traceback.print_exc()
