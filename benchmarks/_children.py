"""The programs startup.py times, each run as `python -c CHILD` in a process of its own.

Each prints "painted" at the first paint of the widget it watches and ends its event
loop. Run with KRIG_EXIT_AT_PAINT set (--instructions), it ends at once instead, after
saying which of the program's later parts were built before that paint (LATER_PARTS):
any one is a count that is not the first frame's.
"""

from __future__ import annotations

# The parts of the window built after its first paint, each known by a module only it
# loads (tests/app/test_startup_benchmark.py checks each still exists): one loaded at the
# first paint means that part was built before it (a fallback fired, say, on a machine
# too busy to paint in time), and the count with it.
LATER_PARTS = {"the battle log dock": "krig_desktop.ui.story.story_dock",
               "the odds": "krig_desktop.ui.odds.odds_ui",
               "the history": "krig_desktop.ui.history.history_ui"}
BUILT_EARLY = "built before the first paint:"

# Shared by every child: report the first paint of the watched widget, then quit.
WATCH = f"LATER_PARTS = {LATER_PARTS!r}\nBUILT_EARLY = {BUILT_EARLY!r}\n" + """
import os, sys
from PySide6 import QtWidgets
from PySide6.QtCore import QEvent, QObject, QTimer

class _Watch(QObject):
    def __init__(self, wanted):
        super().__init__()
        self.wanted, self.done = wanted, False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint and self.wanted(obj):
            self.done = True
            print("painted", flush=True)
            if os.environ.get("KRIG_EXIT_AT_PAINT"):  # --instructions: count no further
                early = [part for part, module in LATER_PARTS.items() if module in sys.modules]
                print(BUILT_EARLY, ", ".join(early) or "nothing", flush=True)
                os._exit(0)
            QTimer.singleShot(0, lambda: QtWidgets.QApplication.exit(0))
        return False
"""

# The program's children import nothing before `main()` does, so the program loads in
# its own order, with its own settings (it turns the garbage collector off before Qt
# loads, for one): a finder hands the table view's module to `_on_table_view` as soon as
# it is loaded, and that wraps TableView.__init__ (PySide is in by then).
WHEN_TABLE_VIEW_LOADS = """
import sys
from importlib.machinery import PathFinder

class _WhenTableViewLoads:
    @staticmethod
    def find_spec(name, path, target=None):
        if name != "krig_desktop.ui.table.table_view":
            return None
        sys.meta_path.remove(_WhenTableViewLoads)
        spec = PathFinder.find_spec(name, path)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            _on_table_view(module)

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _WhenTableViewLoads)

# Every table view, once built, goes into `views`, its viewport filtered by `event_filter`.
def _filter_table_views(table_view, event_filter, views):
    built = table_view.TableView.__init__

    def watched(self, *args, **kwargs):
        built(self, *args, **kwargs)
        views.append(self)
        self.viewport().installEventFilter(event_filter)

    table_view.TableView.__init__ = watched
"""

KRIG = f"WATCH_CODE = {WATCH!r}\n" + WHEN_TABLE_VIEW_LOADS + """
def _on_table_view(table_view):
    global _watch
    exec(compile(WATCH_CODE, "<watch>", "exec"), globals())
    _watch = _Watch(lambda obj: True)  # (it filters the table's viewport alone)
    _filter_table_views(table_view, _watch, [])

from krig_desktop.app import main
sys.exit(main(sys.argv[1:]))
"""

BARE = WATCH + """
app = QtWidgets.QApplication(sys.argv)
window = QtWidgets.QMainWindow()
window.resize(1180, 820)
watch = _Watch(lambda obj: obj is window)
window.installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""

FLOOR = WATCH + """
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
app = QtWidgets.QApplication(sys.argv)
window = QtWidgets.QMainWindow()
window.resize(1180, 820)
for title in ("&File", "&Game", "&View", "&Language", "&Help"):
    menu = window.menuBar().addMenu(title)
    for entry in range(8):
        menu.addAction(f"Entry {entry}")
toolbar = window.addToolBar("Main")
for entry in range(6):
    toolbar.addAction(f"Tool {entry}")
window.statusBar().showMessage("Battle 1")
scene = QGraphicsScene()
scene.setBackgroundBrush(QColor(20, 90, 60))
for seat in range(4):
    scene.addRect(seat * 120, 0, 100, 140, QPen(Qt.GlobalColor.black),
                  QBrush(QColor(200, 30, 30)))
    caption = scene.addSimpleText(f"Player {seat}: 13 cards", QFont("Sans", 12))
    caption.setPos(seat * 120, 150)
view = QGraphicsView(scene)
# The watch's own viewport, made here: asked for the one Qt made (`view.viewport()`),
# PySide looks for its Python type through every QWidget subclass, making each: that
# would be the watch's cost, counted as the window's. Krig Desktop's table makes its
# viewport for the same reason.
viewport = QtWidgets.QWidget()
view.setViewport(viewport)
window.setCentralWidget(view)
watch = _Watch(lambda obj: obj is viewport)
viewport.installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""

# The program's start (as the command runs it), then every event-loop turn timed (a 0 ms
# timer fires once per turn) from the first paint until the window's later parts are
# all built.
TURNS = WHEN_TABLE_VIEW_LOADS + """
import time

def _on_table_view(table_view):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    turns, views = [], []

    def tick():
        turns.append(time.perf_counter())
        if views[0].window().later.built_history is None:
            QTimer.singleShot(0, tick)
        else:
            gaps = [b - a for a, b in zip(turns, turns[1:])]
            print("turns", len(gaps), max(gaps), flush=True)
            QApplication.exit(0)

    class Painted(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not turns:
                turns.append(time.perf_counter())
                QTimer.singleShot(0, tick)
            return False

    global _painted
    _painted = Painted()
    _filter_table_views(table_view, _painted, views)

from krig_desktop.app import main
sys.exit(main([]))
"""

KEPT_BATTLES = 28

# --resumed: a session that plays game 14 to battle KEPT_BATTLES and closes its window,
# which keeps the game (resume.krig) for the next start, as a player's session does.
KEEP_A_GAME = f"""
from PySide6.QtWidgets import QApplication
app = QApplication([])
from krig_desktop.app import create_main_window
window = create_main_window(["--speed", "instant", "--game", "14"])
window.show()
for _ in range(100_000):
    if window.controller.game.battles >= {KEPT_BATTLES}:
        break
    window.controller.request_step()
    app.processEvents()
window.close()
"""
