"""What the main window's first frame does not show, built after it or on first use.

The battle log dock (unless it was left open: then the window builds it at once), the
desktop's sound and spoken results, the window icon, the odds (feed, meter, chance
chart, fate) and the game history (recorder, statistics, the one-time tip). The
command's window builds them after its first paint, one per event-loop turn
(`staged_start.in_turns`); each also builds itself when first asked for, and `finish`
builds whatever is left at once (a window built by `create_main_window`, a test).

Each follows the game in play from the moment it is made (the log and the charts are
told the story so far, the recorder times the game from then, the feed estimates it, a
game resumed at its end gets its luck line), so making them a frame later loses nothing.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Literal, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.window.staged_start import FirstPaint, dock_was_open, in_turns

if TYPE_CHECKING:
    from PySide6.QtWidgets import QHBoxLayout

    from krig_desktop.controller import Controller
    from krig_desktop.ui.history.history_ui import HistoryWindowing
    from krig_desktop.ui.odds.odds_ui import OddsUi
    from krig_desktop.ui.story.story_dock import StoryDock
    from krig_desktop.ui.table.table_scene import TableScene
    from krig_desktop.ui.table.table_view import TableView
    from krig_desktop.ui.window.actions import Actions
    from krig_desktop.ui.window.desktop_wiring import DesktopWiring
    from krig_desktop.ui.window.main_menus import MainMenus
    from krig_desktop.ui.window.put_away import PutAway
    from krig_desktop.ui.window.save_flow import SaveFlow

When = Literal["first", "among", "last"]  # see LaterParts.also

# If the table is never painted (a window started minimised), the rest is built anyway.
FINISH_UNPAINTED_MS = 1000
STORY_DOCK_NAME = "battleLogDock"  # StoryDock's object name (its state is kept by it)


# The modules of the parts, loaded one per event-loop turn before the part that needs
# them is built, leaves first (each took up to ~10 ms where the three parts' modules took
# 20-60 ms a turn). Only a head start: a part imports what it needs itself.
STORY_MODULES = ("krig_desktop.ui.story.battle_log_model", "krig_desktop.ui.story.battle_log_view",
                 "krig_desktop.ui.story.chart_axes", "krig_desktop.ui.story.card_chart",
                 "krig_desktop.ui.story.story_dock")
CALL_MODULES = ("krig_desktop.engine.war_odds", "krig_desktop.controller.war_calls",
                "krig_desktop.ui.table.felt_note")  # Call the War: a part `also` builds
# The table's parts made at first use (a step, a war, a game over), ahead of the first
# click: that click then loads nothing (~3 ms); the first war's banner (~6 ms) and the
# game-over panel (~3 ms, the odds give it a line) are made in turns of their own.
TABLE_MODULES = ("krig_desktop.ui.table.animation_steps", "krig_desktop.ui.table.step_animation",
                 "krig_desktop.ui.table.banner", "krig_desktop.ui.table.result_caption",
                 "krig_desktop.ui.table.ribbon", "krig_desktop.ui.table.game_over_panel")
ODDS_MODULES = ("fractions", "krig_desktop.engine.odds_exact", "krig_desktop.engine.fate",
                "krig_desktop.engine.odds", "krig_desktop.model.odds_model",
                "krig_desktop.controller.fate_runner", "krig_desktop.model.luck",
                "krig_desktop.controller.odds_feed", "krig_desktop.ui.odds.chance_chart",
                "krig_desktop.ui.odds.fate_flow", "krig_desktop.ui.odds.odds_ui")
HISTORY_MODULES = ("sqlite3", "krig_desktop.model.daily", "krig_desktop.model.statistics",
                   "krig_desktop.model.achievements", "krig_desktop.storage.history_file",
                   "krig_desktop.storage.history_achievements",
                   "krig_desktop.storage.history_rows", "krig_desktop.model.luck_over_time",
                   "krig_desktop.storage.history_folds", "krig_desktop.storage.history_reader",
                   "krig_desktop.storage.game_history", "krig_desktop.controller.achievement_check",
                   "krig_desktop.controller.game_rows", "krig_desktop.controller.recorder",
                   "krig_desktop.ui.history.history_ui", "krig_desktop.ui.help.first_tip",
                   "krig_desktop.storage.save_format", "krig_desktop.storage.atomic")


def _load(module: str) -> None:
    """Load `module` ahead of its part; one renamed since is the part's own to import."""
    with contextlib.suppress(ImportError):
        importlib.import_module(module)


def _loads(modules: tuple[str, ...]) -> list[Callable[[], object]]:
    return [partial(_load, module) for module in modules]


if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    class Window(Protocol):
        """What the parts need of the main window (a QMainWindow too)."""

        controller: Controller
        scene: TableScene
        view: TableView
        game_actions: Actions
        save_flow: SaveFlow
        menus: MainMenus
        desktop: DesktopWiring
        put_away: PutAway
        @property
        def meter_place(self) -> QHBoxLayout: ...

        def show_story_help(self) -> None: ...

        def follow_story(self, dock: StoryDock) -> None: ...

        def wire_history(self, history: HistoryWindowing) -> None: ...


class LaterParts(QObject):
    """The parts of `window` built after its first frame (see the module)."""

    def __init__(self, window: Window) -> None:
        qt_window = cast(QMainWindow, window)
        super().__init__(qt_window)
        self._window, self._qt_window = window, qt_window
        self._story_dock: StoryDock | None = None
        self._odds: OddsUi | None = None
        self._history: HistoryWindowing | None = None
        self.tip_wanted = False  # the one-time tip on the meter and the log
        # Parts the window's maker adds: in the first turn after the first frame, among
        # the others, and once all the others are built.
        self._also: dict[When, list[Callable[[], object]]] = {
            "first": [], "among": [], "last": []}
        self.log_stand_in: QAction | None = None

    def log_toggle(self, staged: bool) -> QAction:
        """View → Battle Log: the dock's own action, the dock built now (a window built
        at once, or a dock left open: built later, the table would jump), else a stand-in
        with the same words, key and place until the dock is built."""
        w = self._window
        if not staged or dock_was_open(w.save_flow.settings.window_state, STORY_DOCK_NAME):
            return self.story_dock.toggleViewAction()
        self.log_stand_in = make_action(self._qt_window, "actionShowBattleLog", "Ctrl+L",
                                        checkable=True, add_to=self._qt_window)
        self.log_stand_in.toggled.connect(lambda on: self.story_dock.setVisible(on))
        return self.log_stand_in

    def after_first_paint(self) -> None:
        """Build the rest once the table is first painted (or a second later at most)."""
        FirstPaint(self._window.view.viewport(), self._in_turns)
        # A timer of its own, not QTimer.singleShot(ms, self, slot): that form's first
        # call makes Python types for Qt's meta-method enums (~2 ms before the first frame).
        unpainted = QTimer(self)
        unpainted.setSingleShot(True)
        unpainted.timeout.connect(self.finish)
        unpainted.start(FINISH_UNPAINTED_MS)

    def also(self, part: Callable[[], object], when: When = "among") -> None:
        """Build `part` too after the first frame (e.g. the window icon), or in `finish`;
        at once if everything is built already (a finished game found kept at start).
        `when`: in the first turn after the first frame, among the other parts, or once
        all the others are built."""
        if self._history is not None:
            part()
        else:
            self._also[when].append(part)

    def _in_turns(self) -> None:
        # A part's modules are loaded a turn before it is built: each turn stays short
        # (benchmarks/startup.py --turns).
        in_turns([partial(self._run_also, "first"),
                  *_loads(STORY_MODULES),
                  lambda: self.story_dock,
                  self._window.desktop.finish, *_loads(CALL_MODULES),
                  partial(self._run_also, "among"),
                  *_loads(TABLE_MODULES), lambda: self._window.scene.banner,
                  lambda: self._window.view.panel,
                  *_loads(ODDS_MODULES), lambda: self.odds,
                  *_loads(HISTORY_MODULES), self.finish], self)

    def _run_also(self, when: When) -> None:
        parts = self._also[when]
        while parts:
            parts.pop(0)()

    # ----------------------------------------------------------------- the parts
    @property
    def built_story_dock(self) -> StoryDock | None:
        return self._story_dock

    @property
    def built_odds(self) -> OddsUi | None:
        return self._odds

    @property
    def built_history(self) -> HistoryWindowing | None:
        return self._history

    @property
    def story_dock(self) -> StoryDock:
        """The battle log dock (built now if it is not yet; placed as it was left)."""
        if self._story_dock is None:
            # Imported here, not at the top: start-up time (the log, its model, charts).
            from krig_desktop.ui.story.story_dock import StoryDock

            w, qt_window = self._window, self._qt_window
            dock = self._story_dock = StoryDock(qt_window)
            qt_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()  # off until the player shows it (then remembered)
            if w.save_flow.settings.window_state is not None:
                qt_window.restoreDockWidget(dock)  # the place and size it was left with
            dock.helpRequested.connect(w.show_story_help)
            w.follow_story(dock)
            stand_in, self.log_stand_in = self.log_stand_in, None
            if stand_in is not None:
                w.menus.put_in_place_of(stand_in, dock.toggleViewAction())
                qt_window.removeAction(stand_in)
                # Gone at once in all but memory (it may be the sender of this call):
                # no key, no name, deleted once control is back in the event loop.
                stand_in.setShortcuts([])
                stand_in.setObjectName("")
                stand_in.setText("")
                stand_in.deleteLater()
        return self._story_dock

    @property
    def odds(self) -> OddsUi:
        """The odds feed, meter, chance chart (in the dock: built first) and fate."""
        if self._odds is None:
            from krig_desktop.ui.odds.odds_ui import OddsUi

            w = self._window
            _ = self.story_dock
            self._odds = OddsUi(self._qt_window, w.controller, w.game_actions, w.save_flow.settings,
                                w.view.panel, w.scene.texts.seat_name, w.meter_place)
            self._odds.meter.helpRequested.connect(w.show_story_help)
        return self._odds

    @property
    def history(self) -> HistoryWindowing:
        """The recorder and the statistics (built now, with all the rest, if not yet)."""
        self.finish()
        assert self._history is not None
        return self._history

    def finish(self) -> None:
        """Build whatever is not built yet (once); the history last, as it needs the odds."""
        if self._history is not None:
            return
        w = self._window
        self._run_also("first")
        w.desktop.finish()
        self._run_also("among")
        # The table's parts made at first use, made now (not in the first war's frame).
        w.scene.banner  # noqa: B018
        w.view.panel  # noqa: B018
        odds = self.odds
        # Imported here, not at the top: start-up time (the history file, sqlite3).
        from krig_desktop.ui.history.history_ui import HistoryWindowing

        self._history = HistoryWindowing(self._qt_window, w.controller, odds.feed)
        w.wire_history(self._history)
        recorder = self._history.recorder
        shelved = w.put_away.found_at_start()  # put away before a crash: offered again
        if shelved is not None:
            recorder.shelve(shelved.game, shelved.game_key)
        done = w.save_flow.finished_at_start  # kept finished: maybe not recorded yet
        if done is not None:
            marks = done.chances.marks
            deal = marks[0].chance if marks and marks[0].battle == 0 else None
            recorder.record_ended(done.game, done.game_key, deal)
        from krig_desktop.ui.help.first_tip import maybe_show_story_tip

        if self.tip_wanted and odds.meter.isVisible():  # the first time they appear
            maybe_show_story_tip(self._qt_window, odds.meter, w.save_flow.settings)
        self._run_also("last")

    # ----------------------------------------------------------------- words
    def retranslate(self) -> None:
        """The stand-in's words are the dock's own (its translation context)."""
        stand_in = self.log_stand_in
        if stand_in is not None:
            stand_in.setText(QCoreApplication.translate("StoryDock", "Battle Lo&g"))
            stand_in.setStatusTip(QCoreApplication.translate(
                "StoryDock",
                "Show every battle, a chart of the card counts and your chance to win"))
