"""The main window's menu bar: File, Edit, Game (with Speed), View, Language, Help.

Only menus and the order of their entries live here; every entry is an action made
elsewhere (`Actions`, the desktop wiring, the dock), so a new command is one action and
one line in the menu it belongs to. The window sets the menus' titles in its own
`retranslate` (their words are kept in its translation context).
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from krig_desktop.ui.window.actions import Actions
from krig_desktop.ui.window.language_menu import LanguageMenu
from krig_desktop.ui.window.recent_menu import RecentMenu
from krig_desktop.ui.window.save_flow import SaveFlow


class MainMenus:
    """Builds `window`'s menu bar from `actions`; the battle log's Show action joins the
    View menu with its dock (`add_log_toggle`)."""

    def __init__(self, window: QMainWindow, actions: Actions, save_flow: SaveFlow) -> None:
        a = actions
        bar = window.menuBar()
        self.file_menu = self._menu(bar.addMenu(""), "menuFile")
        self.file_menu.addActions([a.new])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a.open)
        self.recent_menu = RecentMenu(save_flow, window)
        self.recent_menu.openRequested.connect(save_flow.load_path)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addActions([a.revert, a.save, a.save_as])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a.quit)
        self.edit_menu = self._menu(bar.addMenu(""), "menuEdit")
        self.edit_menu.addAction(a.undo)
        self.game_menu = self._menu(bar.addMenu(""), "menuGame")
        self.game_menu.addActions([a.play, a.autoplay, a.pause, a.pause_on_wars])
        self.speed_menu = self._menu(QMenu(window), "menuSpeed")
        self.speed_menu.addActions(list(a.speeds.values()))
        self.game_menu.addMenu(self.speed_menu)
        self.game_menu.addSeparator()
        self.game_menu.addActions([a.finish, a.restart, a.watch_replay])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a.statistics)
        self.game_menu.addSeparator()
        self.game_menu.addAction(a.reveal_fate)
        self.game_menu.addSeparator()
        self.game_menu.addAction(a.resume_at_start)
        self.view_menu = self._menu(bar.addMenu(""), "menuView")
        # Its tool tips show: a greyed "Sounds Unavailable" says why only there (Qt shows
        # no status tip for a disabled item).
        self.view_menu.setToolTipsVisible(True)
        self._after_log = self.view_menu.addSeparator()  # (the log's toggle goes first)
        self.view_menu.addActions([a.look_back, a.look_older, a.look_newer, a.look_return])
        self.view_menu.addAction(a.show_odds_meter)  # its odds are built after the first paint
        self.view_menu.addSeparator()
        self.view_menu.addActions([a.focus_table, a.reduce_motion])
        self.language_menu = LanguageMenu(window)  # switches live; names each language natively
        bar.addMenu(self.language_menu)
        self.help_menu = self._menu(bar.addMenu(""), "menuHelp")
        self.help_menu.addActions([a.help, a.about])

    @staticmethod
    def _menu(menu: QMenu, name: str) -> QMenu:
        menu.setObjectName(name)
        return menu

    def add_log_toggle(self, toggle: QAction) -> None:
        """The battle log dock's Show action, the View menu's first entry."""
        self.view_menu.insertAction(self._after_log, toggle)
