"""What the main window's first frame does not show, built after it or on first use.

The battle log dock (unless it was left open: then the window builds it at once; built
later, the table would jump), the desktop's sound and spoken results, the window icon,
Call the War's calls and notes, the odds (feed, meter, chance chart, fate) and the game
history (recorder, statistics, the one-time tip). The command's window builds them after
its table's first paint, one per turn of the event loop (`in_turns`): a key or a click
that comes meanwhile is handled between two parts, never lost, and no part holds the
screen for long. Each is a `Part`, built by its first user if that comes sooner, and
`finish` builds whatever is left at once (a window built by `create_main_window`, a
test). The history is built before the game first changes, if that comes sooner: its
recorder sees every game from its first step (a game that ended or was left in the
first second was never recorded).

Each follows the game in play from the moment it is made (the log and the charts are
told the story so far, the recorder times the game from then, the feed estimates it, a
game resumed at its end gets its luck line), so making them a frame later loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Literal, cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QMainWindow

from krig_desktop.ui.desktop.part import Part
from krig_desktop.ui.table.end_texts import ended_early
from krig_desktop.ui.table.result_line import game_over

if TYPE_CHECKING:
    from typing import Protocol

    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QWidget

    from krig_desktop.controller import Controller
    from krig_desktop.controller.recorder import GameRecorder
    from krig_desktop.model import TableModel
    from krig_desktop.storage.folder_lock import FolderLock
    from krig_desktop.ui.history.history_ui import HistoryWindowing
    from krig_desktop.ui.odds.odds_ui import OddsUi
    from krig_desktop.ui.story.story_dock import StoryDock
    from krig_desktop.ui.table.table_scene import TableScene
    from krig_desktop.ui.table.table_view import TableView
    from krig_desktop.ui.window.actions import Actions
    from krig_desktop.ui.window.call_the_war import CallTheWar
    from krig_desktop.ui.window.desktop_wiring import DesktopWiring
    from krig_desktop.ui.window.main_menus import MainMenus
    from krig_desktop.ui.window.put_away import PutAway
    from krig_desktop.ui.window.save_flow import SaveFlow
    from krig_desktop.ui.window.todays_deal import TodaysDeal

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
        meter_corner: QWidget
        folder: FolderLock

        todays_deal: TodaysDeal

        @property
        def call_the_war(self) -> CallTheWar: ...

        def show_story_help(self) -> None: ...


When = Literal["first", "among", "last"]  # see LaterParts.also

# A window minimised before its table's first paint may never be painted: the rest is
# built this long after, unless the paint comes first.
FINISH_UNPAINTED_MS = 1000
STORY_DOCK_NAME = "battleLogDock"  # StoryDock's object name (its state is kept by it)

# QMainWindow.saveState() writes each dock as its object name (a QString: a 32-bit
# length in bytes, then UTF-16BE) followed by one byte of flags.
_DOCK_VISIBLE = 0x01


def dock_was_open(state: QByteArray | None, name: str) -> bool:
    """Whether the window state `state` (QMainWindow.saveState) shows the dock `name`."""
    if state is None:
        return False
    key = name.encode("utf-16-be")
    marked = len(key).to_bytes(4, "big") + key
    data = bytes(state.data())
    at = data.find(marked)
    if at < 0 or at + len(marked) >= len(data):
        return False
    return bool(data[at + len(marked)] & _DOCK_VISIBLE)


def in_turns(parts: Iterable[Callable[[], object]], parent: QObject) -> None:
    """Run each of `parts` in its own turn of the event loop, in order (while `parent`
    lives): input and painting are served between them."""
    queue = list(parts)

    def next_part() -> None:
        if queue:
            queue.pop(0)()
            QTimer.singleShot(0, parent, next_part)

    QTimer.singleShot(0, parent, next_part)


class FirstPaint(QObject):
    """Calls `then` one event-loop turn after `widget` is first painted, and goes.

    A filter on the one widget (not the application), removed at once: after the first
    frame it costs nothing.
    """

    def __init__(self, widget: QObject, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # after this frame is on screen
            self.deleteLater()
        return False


class LaterParts(QObject):
    """The parts of `window` built after its first frame (see the module)."""

    def __init__(self, window: Window) -> None:
        qt_window = cast(QMainWindow, window)
        super().__init__(qt_window)
        self._window, self._qt_window = window, qt_window
        self._story_dock = Part(self._make_story_dock)
        self._odds = Part(self._make_odds)
        self._history = Part(self._make_history)
        self.tip_wanted = False  # the one-time tip on the meter and the log
        # Parts the window's maker adds: in the first turn after the first frame, among
        # the others, and once all the others are built.
        self._also: dict[When, list[Callable[[], object]]] = {
            "first": [], "among": [], "last": []}
        self._ran: set[When] = set()
        self._unpainted: QTimer | None = None  # waiting for the table's first paint

    def after_first_paint(self) -> None:
        """Build the rest in turns once the table is first painted; the history (with
        the odds it reads) sooner if the game changes first: a game that ends or is left
        before its turn is recorded all the same (the controller's `before_change`)."""
        self._window.controller.before_change.append(self._history.get)
        self._unpainted = QTimer(self)
        self._unpainted.setSingleShot(True)
        self._unpainted.timeout.connect(self._never_painted)
        FirstPaint(self._window.view.viewport(), self._painted)

    def window_changed(self) -> None:
        """The window was shown or its state changed (it tells). Minimised before its
        table's first paint, the rest is built FINISH_UNPAINTED_MS later unless the paint
        comes first: a window shown as usual waits for its paint however slow the machine
        (benchmarks/startup.py --instructions counts a start to that paint)."""
        timer = self._unpainted
        if timer is not None and self._qt_window.isMinimized() and not timer.isActive():
            timer.start(FINISH_UNPAINTED_MS)

    def _painted(self) -> None:
        if self._unpainted is not None:
            self._unpainted.stop()
            self._unpainted = None
        in_turns(self._in_order(), self)

    def _never_painted(self) -> None:
        if self._unpainted is not None and self._qt_window.isMinimized():
            self._unpainted = None
            self.finish()

    def _in_order(self) -> list[Callable[[], object]]:
        w = self._window
        return [partial(self._run_also, "first"), self._story_dock.get, w.desktop.finish,
                partial(self._run_also, "among"),
                # The table's parts made at first use (a war, a game over), made now.
                lambda: w.scene.banner, lambda: w.view.panel,
                self._odds.get, self._history.get, self._offer_tip,
                partial(self._run_also, "last")]

    def also(self, part: Callable[[], object], when: When = "among") -> None:
        """Build `part` too after the first frame (e.g. the window icon), or in `finish`;
        at once if its turn has come already (a finished game found kept at start).
        `when`: in the first turn after the first frame, among the other parts, or once
        all the others are built."""
        if when in self._ran:
            part()
        else:
            self._also[when].append(part)

    def _run_also(self, when: When) -> None:
        self._ran.add(when)
        parts = self._also[when]
        while parts:
            parts.pop(0)()

    def finish(self) -> None:
        """Build whatever is not built yet, at once."""
        for part in self._in_order():
            part()

    # ----------------------------------------------------------------- the parts
    @property
    def built_story_dock(self) -> StoryDock | None:
        return self._story_dock.built

    @property
    def built_odds(self) -> OddsUi | None:
        return self._odds.built

    @property
    def built_history(self) -> HistoryWindowing | None:
        return self._history.built

    @property
    def story_dock(self) -> StoryDock:
        """The battle log dock (built now if it is not yet; placed as it was left)."""
        return self._story_dock.get()

    @property
    def odds(self) -> OddsUi:
        """The odds feed, meter, chance chart (in the dock: built first) and fate."""
        return self._odds.get()

    @property
    def history(self) -> HistoryWindowing:
        """The recorder and the statistics (built now, with all the rest, if not yet)."""
        self.finish()
        return self._history.get()

    def _make_story_dock(self) -> StoryDock:
        # Function-local: start-up time (the log, its model, its charts).
        from krig_desktop.ui.story.story_dock import StoryDock

        w, qt_window = self._window, self._qt_window
        dock = StoryDock(qt_window)
        qt_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()  # off until the player shows it (then remembered)
        if w.save_flow.settings.window_state is not None:
            qt_window.restoreDockWidget(dock)  # the place and size it was left with
        dock.helpRequested.connect(w.show_story_help)
        w.menus.add_log_toggle(dock.toggleViewAction())
        # It follows the story and looking back from now on, told the story so far.
        story, look, texts = w.controller.story, w.controller.looking, w.scene.texts
        story.gameChanged.connect(lambda battles, players, series: dock.set_game(
            battles, players, texts.names(players), series,
            texts.you,  # None with two people: each called by name
            texts.short_names(players)))
        story.battlesShown.connect(dock.follow)
        story.seriesGrew.connect(dock.series_grew)
        dock.log.battleActivated.connect(look.look_at)
        dock.chart.battleClicked.connect(look.look_at)
        look.changed.connect(dock.mark)  # the battle the table shows (None: the present)

        def ending(model: TableModel) -> None:  # an early end: the last row says so
            if model.over and ended_early(model):
                dock.log_model.set_ending(model.battles, lambda: game_over(
                    model, texts.names(model.players), texts.you))

        w.controller.modelChanged.connect(ending)
        story.announce()
        ending(w.controller.model)
        dock.mark(look.battle)  # looking back already (a key before it was built)
        return dock

    def _make_odds(self) -> OddsUi:
        # Function-local: start-up time (the estimates, fractions; the meter's place is
        # laid out with it, and Qt makes its layout types then).
        from PySide6.QtWidgets import QHBoxLayout

        from krig_desktop.ui.odds.odds_ui import OddsUi

        w = self._window
        meter_place = QHBoxLayout(w.meter_corner)
        meter_place.setContentsMargins(0, 0, 0, 0)
        odds = OddsUi(self._qt_window, w.controller, w.game_actions, w.save_flow.settings,
                      w.view.panel, w.scene.texts.seat_name, meter_place,
                      self._story_dock.get())
        odds.meter.helpRequested.connect(w.show_story_help)
        looking = w.controller.looking
        looking.changed.connect(odds.chart.set_marked)  # both charts follow the table
        odds.chart.set_marked(looking.battle)
        return odds

    def _make_history(self) -> HistoryWindowing:
        # Function-local: start-up time (the history file, sqlite3).
        from krig_desktop.ui.history.history_ui import HistoryWindowing

        w = self._window
        odds = self._odds.get()
        # Its games are kept unless another window owns the folder: where the folder
        # cannot be written, they travel in the temp folder (controller/recorder.py).
        history = HistoryWindowing(self._qt_window, w.controller, odds.feed,
                                   keeps=not w.folder.held_elsewhere,
                                   writer=w.save_flow.writer)
        recorder = history.recorder
        # It hears of calls, tells achievements on the felt, and gives today's deal
        # played to its end its Copy Result.
        recorder.calls_of = w.call_the_war.calls.calls
        history.notify = w.call_the_war.note.say
        history.achievements.medals = w.view.show_medals  # a game's own: on its panel
        history.set_today_card(w.view.show_today_card)  # today's deal dealt again
        recorder.recorded.connect(lambda record: w.todays_deal.offer_result(
            record, w.view, w.controller.game_key))
        w.controller.gameStarted.connect(lambda: w.view.set_share(None))
        self._shelve(recorder)
        done = w.save_flow.finished_at_start  # kept finished: maybe not recorded yet
        if done is not None:
            marks = done.chances.marks
            deal = marks[0].chance if marks and marks[0].battle == 0 else None
            recorder.record_ended(done.game, done.game_key, deal, done.time)
        return history

    def _shelve(self, recorder: GameRecorder) -> None:
        """The games put away before the recorder was built (found at start, the kept
        game a command-line deal left, a door opened meanwhile), oldest first, are the
        recorder's to record once they can no longer come back: the last one offered
        stays within reach; from now on `offerEnded` tells it."""
        w = self._window
        put_away, playing = w.put_away, w.controller.game_key
        last: str | None = None
        for game, key, time in put_away.take_shelf():
            if key != playing:  # (brought back meanwhile: followed as the game in play)
                recorder.shelve(game, key, time)
                last = key
        offered = put_away.offered
        if last is not None and (offered is None or offered[0] != last):
            recorder.left_for_good(last)
        put_away.offerEnded.connect(recorder.left_for_good)

    def _offer_tip(self) -> None:
        """The one-time tip on the meter and the log, the first time they appear: a
        layer over the felt, gone at the first battle."""
        odds = self._odds.get()
        if self.tip_wanted and odds.meter.isVisible():
            self.tip_wanted = False
            # Function-local: start-up time (the tip's words come from the help).
            from krig_desktop.ui.help.first_tip import maybe_show_story_tip

            w = self._window
            tip = maybe_show_story_tip(w.view.viewport(), w.save_flow.settings, self._show_log)
            if tip is None:
                return
            w.view.add_layer(tip)
            start = w.scene.model

            def played(model: object) -> None:
                if tip.wanted and model is not start:
                    tip.close()

            w.scene.moved.connect(played)

    def _show_log(self) -> None:
        """The battle log, shown (as its own action does)."""
        action = self.story_dock.toggleViewAction()
        if not action.isChecked():
            action.trigger()
