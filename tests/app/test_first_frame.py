"""The command's first frame is built from no module outside those named here
(start-up time, issue 25); what it leaves for later still answers the player at once.

The module check runs in a fresh interpreter, as `krig-desktop` does: a test process
has loaded everything long before. FIRST_FRAME is a ceiling, not an inventory: a module
that joins the first frame is added on purpose, with what it costs measured
(benchmarks/startup.py); one that leaves it may stay named.
"""

from __future__ import annotations

import builtins
import textwrap
from pathlib import Path

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QIcon
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow
from test_start_deferred import in_a_fresh_interpreter

import krig_desktop
from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options
from krig_desktop.pyside_hook import take_off_import_hook
from krig_desktop.ui.window import later_parts
from krig_desktop.ui.window.later_parts import dock_was_open

# Per package, the modules the first frame may import (up to its first paint), at most.
FIRST_FRAME = {
    "krig_desktop": "app commands controller engine i18n model options people pyside_hook speed "
                    "storage today translatable ui",
    "krig_desktop.commands": "wake_up window_start",
    "krig_desktop.controller": "finish_game finishing game_controller game_files keeper "
                               "looking_back pace play_texts play_time replay replay_watch running "
                               "story table turns watching",
    "krig_desktop.engine": "cards checkpoints events fast frozen game history origin records "
                           "replay rules serial_checks state steps",
    "krig_desktop.model": "battle_reading build count_series game_time highlights past "
                          "table_model war_call",
    "krig_desktop.storage": "calls_format config_home envelope errors file_check folder_lock "
                            "game_key paths saves settings settings_store story_format writer",
    "krig_desktop.ui": "cards desktop table window",
    "krig_desktop.ui.cards": "card_art card_back card_canvas card_names card_shapes card_symbols "
                             "decks felt",
    "krig_desktop.ui.desktop": "action_maker appearance counts fonts identity part retranslate "
                               "window_fit",
    "krig_desktop.ui.table": "card_pictures card_sprite deck_buttons deck_item end_texts "
                             "felt_layers felt_layout "
                             "result_line seat seat_colours seat_layout table_scene "
                             "table_texts table_view",
    "krig_desktop.ui.window": "actions call_the_war desktop_wiring full_screen "
                              "language_menu later_parts main_menus main_toolbar main_window "
                              "put_away recent_menu save_flow seat_keys status_counts todays_deal",
}
ALLOWED = {"krig_desktop"} | {f"{package}.{name}" for package, names in FIRST_FRAME.items()
                              for name in names.split()}

# The command's start (app.main, as `krig-desktop` runs it), watched: at the table's
# first paint the child prints the JSON of what `seen_now()` returns (its body is
# given), and ends; nothing is kept.
WATCHING_THE_FIRST_PAINT = """
import json, sys
from krig_desktop.ui.table import table_view
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

def seen_now():
BODY

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not seen:
            seen.extend(seen_now())
            QTimer.singleShot(0, lambda: QApplication.exit(0))
        return False

seen, views, watch = [], [], Watch()
built = table_view.TableView.__init__
def watched(self, *args, **kwargs):
    built(self, *args, **kwargs)
    views.append(self)
    self.viewport().installEventFilter(watch)
table_view.TableView.__init__ = watched
from krig_desktop.app import main
main([])
print(json.dumps(seen))
"""


def watching_the_first_paint(body: str) -> str:
    """The watched start whose `seen_now()` runs `body` (it may use `views[0]`, the
    table view, and `sys`)."""
    return WATCHING_THE_FIRST_PAINT.replace("BODY", textwrap.indent(body.strip(), "    "))


# The modules loaded when the table is first painted (ours, and datetime's).
AT_FIRST_PAINT = watching_the_first_paint(
    'return sorted(n for n in sys.modules if n.startswith(("krig_desktop", "datetime")))')


def test_the_first_frame_imports_only_the_modules_named_for_it(tmp_path):
    loaded = set(in_a_fresh_interpreter(AT_FIRST_PAINT, tmp_path))
    assert "krig_desktop.ui.table.table_scene" in loaded  # the control: a real table
    assert "datetime" not in loaded  # only today's deal and the history ask for dates
    assert sorted(loaded - ALLOWED - {"datetime"}) == []
    # What the first frame leaves for later (the control that the ceiling means something).
    assert loaded.isdisjoint({"krig_desktop.ui.story.story_dock", "krig_desktop.ui.desktop.sound",
                              "krig_desktop.ui.odds.odds_ui", "krig_desktop.engine.odds",
                              "krig_desktop.ui.history.history_ui",
                              "krig_desktop.ui.table.step_animation",
                              "krig_desktop.ui.table.game_over_panel"})


# Dark chosen on the light offscreen desktop: the window's palette, and whether PySide
# has made its QStyle type (~600 enum members).
DARK_AT_FIRST_PAINT = watching_the_first_paint("""
from krig_desktop.ui.desktop.appearance import is_dark
from PySide6 import QtWidgets
return [is_dark(QApplication.palette()), isinstance(vars(QtWidgets).get("QStyle"), type)]
""")


def test_dark_on_a_light_desktop_starts_without_the_style_object(tmp_path):
    """The palette of a mode that is not the system's needs Fusion only under a style
    that ignores palettes; asking the style in use for its name cost ~5 ms before the
    first frame (PySide makes QStyle's enums), so the style names are asked instead."""
    settings = tmp_path / "krig-desktop" / "settings.ini"
    settings.parent.mkdir()
    settings.write_text("[ui]\nappearance=dark\n", encoding="utf-8")
    dark, style_made = in_a_fresh_interpreter(DARK_AT_FIRST_PAINT, tmp_path)
    assert dark  # the control: Dark was applied before the first frame
    assert not style_made


# A session of game 9 that does DOING and closes its window (what it keeps, the next
# start finds: the game, the window's state).
A_SESSION = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from krig_desktop.app import create_main_window
window = create_main_window(["--speed", "instant", "--game", "9"])
window.show()
DOING
app.processEvents()
window.close()
print("[]")
"""
KEEP_ONE_BATTLE = A_SESSION.replace("DOING", "window.controller.request_step()")

# Resuming that game: the battles of the game shown, whether the screen reader's
# announcements are built.
RESUMED_AT_FIRST_PAINT = watching_the_first_paint(
    'return [views[0].window().controller.game.battles, '
    'views[0].window().desktop._announcements.built is not None]')


def test_a_resumed_start_builds_the_announcements_after_the_first_frame(tmp_path):
    """The announcements, which the load's new game would have built, come after the
    first frame."""
    in_a_fresh_interpreter(KEEP_ONE_BATTLE, tmp_path)
    battles, announcements_built = in_a_fresh_interpreter(RESUMED_AT_FIRST_PAINT, tmp_path)
    assert battles == 1  # the control: the kept game was resumed
    assert not announcements_built


LEAVE_THE_LOG_OPEN = A_SESSION.replace("DOING", "window.story_dock.show()")

# The start after it: whether the dock is built, whether dataclasses is loaded.
LOG_OPEN_AT_FIRST_PAINT = watching_the_first_paint(
    'return [views[0].window().later.built_story_dock is not None, '
    '"dataclasses" in sys.modules]')


def test_a_battle_log_left_open_starts_without_dataclasses(tmp_path):
    """The log left open is built before the first frame (the table would jump
    otherwise); its chart's values are Frozen: no dataclass to generate then."""
    in_a_fresh_interpreter(LEAVE_THE_LOG_OPEN, tmp_path)
    (tmp_path / "krig-desktop" / "resume.krig").unlink()
    dock_built, dataclasses_loaded = in_a_fresh_interpreter(LOG_OPEN_AT_FIRST_PAINT,
                                                            tmp_path)
    assert dock_built  # the control: the log was part of the first frame
    assert not dataclasses_loaded


# The same start: whether the garbage collector runs at the first paint, and once the
# window's later parts are all built (the window found through the table view), with
# the start's objects left out of its work.
GC_AT_FIRST_PAINT = """
import gc, json, sys
from krig_desktop.ui.table import table_view
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not seen:
            seen.append(gc.isenabled())
            QTimer.singleShot(0, when_built)
        return False

def when_built():
    if views[0].window().later.built_history is None:
        QTimer.singleShot(10, when_built)
    else:
        seen.extend([gc.isenabled(), gc.get_freeze_count() > 10_000])
        QApplication.exit(0)

seen, views, watch = [], [], Watch()
built = table_view.TableView.__init__
def watched(self, *args, **kwargs):
    built(self, *args, **kwargs)
    views.append(self)
    self.viewport().installEventFilter(watch)
table_view.TableView.__init__ = watched
from krig_desktop.app import main
main([])
print(json.dumps(seen))
"""


def test_no_garbage_collection_before_the_first_frame_and_again_once_all_is_built(
        tmp_path):
    """The start's objects nearly all live on: collecting them ~50 times before the
    first frame cost ~20 ms (app.py turns the collector off, the window back on), and
    going through them all later ~38 ms (they are frozen out of its work)."""
    assert in_a_fresh_interpreter(GC_AT_FIRST_PAINT, tmp_path) == [False, True, True]


def staged_window(*argv: str):
    return build_window(parse_options(list(argv)), staged=True)


def test_space_pressed_before_the_rest_is_built_still_plays(qtbot):
    window = staged_window("--speed", "instant")
    try:
        window.show()
        assert window.later.built_story_dock is None  # nothing of the rest yet
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: window.controller.model.battle >= 1, timeout=5000)
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
        assert window.controller.model.battle >= 1  # played, and the rest came after
    finally:
        window.close()
        window.deleteLater()


def test_the_battle_log_toggle_joins_the_view_menu_with_its_dock(qtbot):
    window = staged_window("--speed", "instant")
    try:
        assert window.later.built_story_dock is None
        assert "actionShowBattleLog" not in [a.objectName() for a in window.findChildren(QAction)]
        window.show()
        qtbot.waitUntil(lambda: window.later.built_story_dock is not None, timeout=5000)
        toggle = window.story_dock.toggleViewAction()
        shown = [a for a in window.findChildren(QAction) if a.objectName() ==
                 "actionShowBattleLog" and not a.shortcut().isEmpty()]
        assert shown == [toggle] and toggle.shortcut().toString() == "Ctrl+L"
        assert window.view_menu.actions()[0] is toggle  # the View menu's first entry
        toggle.trigger()
        assert window.story_dock.isVisible() and toggle.isChecked()
    finally:
        window.close()
        window.deleteLater()


def test_a_window_minimised_before_its_first_paint_builds_the_rest_anyway(
        qtbot, monkeypatch):
    """Minimised, the table may never be painted: the rest comes a while later."""
    monkeypatch.setattr(later_parts, "FINISH_UNPAINTED_MS", 0)
    window = staged_window("--speed", "instant")
    try:
        window.setWindowState(Qt.WindowState.WindowMinimized)  # never shown: no paint
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
    finally:
        window.close()
        window.deleteLater()


def test_a_window_not_minimised_waits_for_its_first_paint_however_long(qtbot, monkeypatch):
    """No clock builds the rest of a window that will be painted (on a machine as slow
    as valgrind makes it, the instructions counted to the first paint stay the same)."""
    monkeypatch.setattr(later_parts, "FINISH_UNPAINTED_MS", 0)
    window = staged_window("--speed", "instant")
    try:
        window.setWindowState(Qt.WindowState.WindowMaximized)  # a state change, not hidden
        turn = QTimer(singleShot=True)
        with qtbot.waitSignal(turn.timeout):  # a fallback of 0 ms would have come first
            turn.start(0)
        assert window.later.built_history is None
        window.show()  # the paint builds it
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
    finally:
        window.close()
        window.deleteLater()


def test_a_battle_log_left_open_is_part_of_the_first_frame_and_one_closed_is_not(
        qtbot, open_window):
    first = open_window("--speed", "instant")
    first.story_dock.show()
    first.close()  # the window state is kept, the dock in it open
    window = staged_window()
    try:
        assert window.later.built_story_dock is not None  # built before any frame
        window.show()
        qtbot.waitUntil(lambda: window.story_dock.isVisible(), timeout=5000)
        window.story_dock.hide()
    finally:
        window.close()
        window.deleteLater()
    again = staged_window()
    try:
        assert again.later.built_story_dock is None  # left closed: built after the frame
        again.show()
        qtbot.waitUntil(lambda: again.later.built_history is not None, timeout=5000)
        assert not again.story_dock.isVisible()
    finally:
        again.close()
        again.deleteLater()


def test_a_saved_window_state_tells_whether_a_dock_was_open(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("table"))
    dock = QDockWidget()
    dock.setObjectName("battleLogDock")
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    assert dock_was_open(window.saveState(), "battleLogDock")
    assert not dock_was_open(window.saveState(), "otherDock")
    dock.hide()
    assert not dock_was_open(window.saveState(), "battleLogDock")
    assert not dock_was_open(None, "battleLogDock")
    assert not dock_was_open(QByteArray(b"\x00\x01"), "battleLogDock")


def test_call_the_war_is_in_the_first_frame_and_a_toggle_before_the_rest_is_kept(qtbot):
    window = staged_window("--speed", "instant")
    try:
        action = [a for a in window.game_menu.actions() if a.objectName() == "actionCallTheWar"]
        assert len(action) == 1 and action[0].text()  # in the menu, with its words
        assert window._calls.built is None  # the calls and notes: after the first frame
        action[0].setChecked(True)  # before the rest is built: builds it, not lost
        assert window._calls.built is not None and window.call_the_war.calls.enabled
        assert window.save_flow.settings.call_the_war
        window.show()
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
        action[0].setChecked(False)  # one handler from now on
        assert not window.call_the_war.calls.enabled
        assert not window.save_flow.settings.call_the_war
    finally:
        window.close()
        window.deleteLater()


def test_a_seat_key_before_the_rest_is_built_builds_the_calls(qtbot):
    window = staged_window("--speed", "instant")
    try:
        seat = [a for a in window.findChildren(QAction) if a.objectName() == "actionCallSeat1"]
        assert len(seat) == 1 and seat[0].shortcut().toString() == "Shift+1"
        seat[0].trigger()  # no war waits: nothing to call, but it is heard
        assert window._calls.built is not None
        window.show()
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
        assert window.call_the_war.seat_actions[0] is seat[0]
    finally:
        window.close()
        window.deleteLater()


def test_the_window_icon_comes_after_the_first_frame(qtbot):
    QGuiApplication.setWindowIcon(QIcon())
    window = staged_window("--speed", "instant")
    try:
        assert QGuiApplication.windowIcon().isNull()  # its SVG not read before the frame
        window.show()
        qtbot.waitUntil(lambda: not QGuiApplication.windowIcon().isNull(), timeout=5000)
        window.later.finish()
        ran: list[int] = []
        window.later.also(lambda: ran.append(1))  # everything built: a part runs at once
        assert ran == [1]
    finally:
        window.close()
        window.deleteLater()


# The door of DESIGN.md (app first, then the window's modules through it): the sources
# PySide read to check them for its __feature__ switches (linecache keeps what it read).
READ_BY_PYSIDE = """
import json, linecache
from krig_desktop.app import create_main_window
from PySide6.QtWidgets import QApplication
qt = QApplication([])
create_main_window([])  # the window's modules, loaded as the command loads them
print(json.dumps(sorted(name for name in linecache.cache if "krig_desktop" in name)))
"""


def test_pyside_reads_none_of_our_sources_as_the_window_loads(tmp_path):
    read = in_a_fresh_interpreter(READ_BY_PYSIDE, tmp_path)
    assert read == []  # with PySide's hook on: every module of the window's, ~120


# PySide first, then the package and its door: the hook is still PySide's.
IMPORTED_AFTER_PYSIDE = """
import builtins, json
import PySide6.QtCore
import krig_desktop, krig_desktop.app
print(json.dumps(builtins.__import__ is builtins.__feature_import__))
"""


def test_importing_the_package_leaves_pysides_hook_alone(tmp_path):
    assert in_a_fresh_interpreter(IMPORTED_AFTER_PYSIDE, tmp_path) is True


def test_imports_after_pyside_go_through_pythons_own_import_again():
    """PySide's import hook (for `__feature__`, which we never use) is taken off: it
    cost every import statement two Python calls. Qt's names still come through the
    plain import, as lazily as before."""
    take_off_import_hook()
    assert builtins.__import__ is builtins.__orig_import__
    assert builtins.__import__ is not builtins.__feature_import__
    from PySide6.QtWidgets import QDial  # a class PySide makes on first use

    assert QDial.__name__ == "QDial"
    package = Path(krig_desktop.__file__).parent
    statements = [path for path in package.rglob("*.py")
                  if any(line.lstrip().startswith(("from __feature__", "import __feature__"))
                         for line in path.read_text(encoding="utf-8").splitlines())]
    assert statements == []  # a module that switched a feature on would need the hook
