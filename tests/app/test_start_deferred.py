"""What the window does not show at start is not built at start, and still comes when
it is first needed (start-up time: issue 12, "Start fast").

The first test runs in a fresh interpreter, as `krig-desktop` does: the modules a start
loaded are what it paid for, and a test process has loaded everything long before.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction

from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.help.help_window import HelpWindow

ROOT = Path(__file__).resolve().parents[2]

# Built and shown, the first frame painted, then the modules loaded by then.
SHOWN = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["krig-desktop"])
from krig_desktop.app import create_main_window
window = create_main_window([])
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
print(json.dumps(sorted(name for name in sys.modules if name.startswith("krig_desktop"))))
"""

NOT_AT_START = (
    "krig_desktop.ui.help.about_dialog",  # Help → About
    "krig_desktop.ui.help.about_info",  # ...and its importlib.metadata
    "krig_desktop.ui.help.help_window",  # Help → How to Play
    "krig_desktop.ui.window.new_game_dialog",  # Game → New
    "krig_desktop.ui.history.statistics_dialog",  # Game → Statistics
    "krig_desktop.ui.cards.deck_chooser",  # View → Cards and Table
    "krig_desktop.ui.desktop.sound_synth",  # only where there is sound
    "krig_desktop.ui.cards.deck_svg",  # only for a system deck (ours is drawn in code)
)


def in_a_fresh_interpreter(child: str, config: Path) -> Any:
    """Run `child` as `krig-desktop` starts (a new Python, offscreen, its own config
    folder) and return the JSON it prints last."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True,
                            env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_dialogs_not_on_screen_at_start_are_not_loaded_at_start(tmp_path):
    loaded = set(in_a_fresh_interpreter(SHOWN, tmp_path))
    assert "krig_desktop.ui.window.main_window" in loaded  # the control: the window was built
    assert loaded.isdisjoint(NOT_AT_START), sorted(loaded.intersection(NOT_AT_START))


# The command's window (staged): the modules loaded when its table is first painted,
# then what it has built once the event loop has turned a few more times.
STAGED = """
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["krig-desktop"])
from krig_desktop.options import parse_options
from krig_desktop.commands.window_start import build_window
window = build_window(parse_options([]), staged=True)
at_paint = []

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not at_paint:
            at_paint.extend(sorted(n for n in sys.modules if n.startswith("krig_desktop")))
            at_paint.append(window.later.built_history is None)
        return False

watch = Watch()
window.view.viewport().installEventFilter(watch)
seen = {}

def look():  # in the loop: quitting closes the window (and its history) in Qt 6
    seen.update(built_at_paint=not at_paint.pop(), at_paint=at_paint,
                built=window.later.built_history is not None,
                recording=window.history.recorder.history is not None,
                meter=window.odds.meter.isVisibleTo(window))
    app.quit()

def wait_for_the_rest():  # built by itself, in turns: a lasting state, waited for
    if window.later.built_history is not None or time.monotonic() > deadline:
        look()
    else:
        QTimer.singleShot(50, wait_for_the_rest)

window.show()
deadline = time.monotonic() + 30
QTimer.singleShot(50, wait_for_the_rest)
app.exec()
print(json.dumps(seen))
"""

LATER_THAN_THE_FIRST_FRAME = (
    "krig_desktop.ui.history.history_ui",  # the recorder and Game → Statistics
    "krig_desktop.storage.game_history",  # ...and the history file
    "krig_desktop.ui.odds.odds_ui",  # the odds meter, chance chart and fate
    "krig_desktop.engine.odds",  # ...and the estimates
)


def test_the_commands_window_builds_odds_and_history_after_its_first_frame(tmp_path):
    seen = in_a_fresh_interpreter(STAGED, tmp_path)
    assert "krig_desktop.ui.table.table_scene" in seen["at_paint"]  # the control: a real table
    assert not seen["built_at_paint"]
    assert set(seen["at_paint"]).isdisjoint(LATER_THAN_THE_FIRST_FRAME)
    assert seen["built"], "built by itself after the first frame, not on first use"
    assert seen["recording"] and seen["meter"]


def test_a_staged_window_builds_its_odds_and_history_on_first_use(qtbot):
    window = build_window(parse_options(["--speed", "instant"]), staged=True)
    try:
        later = window.later
        assert later.built_story_dock is None and later.built_odds is None
        assert later.built_history is None
        feed = window.odds.feed  # asked before the first frame: built now, whole
        assert later.built_story_dock is window.story_dock  # the chance chart's home
        assert later.built_history is None  # not asked for yet
        assert window.history.recorder is not None and later.built_history is not None
        assert feed.controller is window.controller
    finally:
        window.close()
        window.deleteLater()


def test_a_staged_window_closed_before_its_first_frame_closes_cleanly(qtbot, tmp_path):
    window = build_window(parse_options(["--speed", "instant"]), staged=True)
    window.close()  # nothing built, nothing to record; the game is kept for resume
    window.deleteLater()
    assert window.later.built_history is None
    assert not history_path().exists()


def test_help_opens_from_its_action(qtbot, open_window):
    window = open_window("--speed", "instant")
    window.findChild(QAction, "actionHelp").trigger()
    helper = window.findChild(HelpWindow, "helpWindow")
    assert helper is not None
    qtbot.waitUntil(helper.isVisible, timeout=5000)
    helper.close()


def test_the_war_banner_is_placed_clear_of_the_cards_when_it_pops(qtbot, open_window):
    """A hidden banner searches for no place; one that pops has one for its text."""
    window = open_window("--speed", "instant")
    banner = window.scene.banner
    assert not banner.isVisible()
    banner.set_text("War!")
    pop = banner.pop_animation(10, 2000, 10)
    pop.start()
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    box = banner.sceneBoundingRect()
    assert window.scene.sceneRect().contains(box)
    for seat in window.scene.seats:
        assert not box.intersects(seat.deck.sceneBoundingRect())
    pop.stop()


def test_the_resume_message_still_hides_the_counts_once_the_odds_join_the_bar(
        qtbot, open_window):
    """The meter joins the status bar after the first frame; Qt then shows the bar's
    other widgets again, and the counts were drawn under "Resumed your last game"."""

    first = open_window("--speed", "instant")
    for _ in range(5):
        first.controller.request_step()
    first.close()  # kept for the next start
    window = build_window(parse_options([]), staged=True)
    try:
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.later.built_history is not None, timeout=5000)
        qtbot.wait(300)  # the bar laid out anew with the meter
        assert "Resumed" in window.statusBar().currentMessage()
        assert window.odds.meter.isVisible()
        assert not window.status_label.isVisible()
    finally:
        window.close()
        window.deleteLater()
