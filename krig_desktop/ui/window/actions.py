"""Every QAction of the main window, made in one place; texts set in `retranslate`.

Frescobaldi's way: the actions exist (with object names, shortcuts and check states)
before any menu is built, and switching the language only calls `retranslate` again.
They are made by `make_action`, as every action of the program is, and follow the
language by `translate_ui`: a child of the window, this object hears of each switch
from it, after the window's own texts and before the toolbar's (which reads the speed
actions' texts).
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QWidget

from krig_desktop.speed import Speed
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui

# The key of View → Speak the Card Counts (the desktop wiring makes that action; the
# announcer, which speaks them, is built after the first frame).
COUNTS_KEY = "C"
# The key of View → Go to the Table: the focus to the card table, so a screen reader
# reads its description (the last battle first). F6 is the desktop's "next pane" key.
TABLE_KEY = "F6"

Std = QKeySequence.StandardKey


class Actions(QObject):
    """The actions; each is a child of the window so its shortcut works everywhere."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        make = partial(make_action, window, add_to=window)

        self.new = make("actionNew", Std.New)
        self.save = make("actionSave", Std.Save)
        self.save_as = make("actionSaveAs", Std.SaveAs)
        self.open = make("actionOpen", Std.Open)  # Load…: a chooser
        self.revert = make("actionRevert")  # Revert to Saved: no dialog, undoable
        self.undo = make("actionUndo", Std.Undo)  # brings back the game left last
        self.quit = make("actionQuit", Std.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)

        self.play = make("actionPlay", Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        self.autoplay = make("actionAutoplay", Qt.Key.Key_A, checkable=True)
        self.pause = make("actionPause", Qt.Key.Key_P)  # Esc: full_screen.py decides
        self.finish = make("actionFinish", "Ctrl+E")
        self.restart = make("actionRestart", "Ctrl+R")
        self.statistics = make("actionStatistics", "Ctrl+T")
        self.reveal_fate = make("actionRevealFate")
        self.show_odds_meter = make("actionShowOddsMeter", checkable=True)

        self.speed_group = QActionGroup(window)
        self.speed_group.setExclusive(True)
        self.speeds: dict[Speed, QAction] = {}
        for number, speed in enumerate(Speed, start=1):
            action = make(f"actionSpeed{speed.value.capitalize()}", str(number), checkable=True)
            action.setData(speed.value)
            self.speed_group.addAction(action)
            self.speeds[speed] = action
        self.resume_at_start = make("actionResumeAtStart", checkable=True)
        self.watch_replay = make("actionWatchReplay", "Ctrl+Shift+R", checkable=True)
        self.pause_on_wars = make("actionPauseOnWars", checkable=True)

        self.look_back = make("actionLookBack", "Ctrl+B", checkable=True)
        self.look_older = make("actionLookOlder", Qt.Key.Key_Left)
        self.look_newer = make("actionLookNewer", Qt.Key.Key_Right)
        self.look_return = make("actionLookReturn", Qt.Key.Key_End)
        self.focus_table = make("actionFocusTable", TABLE_KEY)
        self.reduce_motion = make("actionReduceMotion", checkable=True)

        self.help = make("actionHelp", Std.HelpContents)
        self.about = make("actionAbout")
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.new.setText(self.tr("&New Game…"))
        self.new.setStatusTip(self.tr("Deal a new game"))
        self.save.setText(self.tr("&Save"))
        self.save_as.setText(self.tr("Save &As…"))
        self.open.setText(self.tr("&Load…"))
        self.open.setStatusTip(self.tr("Choose a saved game to load (Undo brings back "
                                       "the game in play)"))
        self.revert.setText(self.tr("Re&vert to Saved"))
        self.revert.setStatusTip(self.tr("Load this game's file again (Undo brings back "
                                         "the moment left)"))
        self.quit.setText(self.tr("&Quit"))
        self.play.setText(self.tr("&Play"))
        self.play.setStatusTip(self.tr("Turn the next cards (or click your deck)"))
        self.autoplay.setText(self.tr("&Autoplay"))
        self.pause.setText(self.tr("Pa&use"))
        self.pause.setStatusTip(
            self.tr("Pause whatever is playing by itself (autoplay, a replay, Finish Game)"))
        self.finish.setText(self.tr("&Finish Game"))
        self.restart.setText(self.tr("&Restart"))
        self.statistics.setText(self.tr("S&tatistics…"))
        self.statistics.setStatusTip(self.tr("Your results so far, and every game played"))
        self.reveal_fate.setText(self.tr("Re&veal Fate (spoiler)…"))
        self.reveal_fate.setStatusTip(self.tr("Spoiler: who will win this deal, and when"))
        self.show_odds_meter.setText(self.tr("Show the &Odds Meter"))
        self.show_odds_meter.setStatusTip(self.tr(
            "Each player's chance to win: the meter in the status bar and the chance "
            "chart in the battle log (off: no odds are worked out)"))
        names = {
            Speed.SLOW: self.tr("&Slow"),
            Speed.NORMAL: self.tr("&Normal"),
            Speed.FAST: self.tr("F&ast"),
            Speed.VERY_FAST: self.tr("&Very Fast"),
            Speed.INSTANT: self.tr("&Instant"),
        }
        for speed, action in self.speeds.items():
            action.setText(names[speed])
        self.resume_at_start.setText(self.tr("Resume the &Last Game at Start"))
        self.resume_at_start.setStatusTip(
            self.tr("When you quit, keep the game in play and continue it at the next start"))
        self.watch_replay.setText(self.tr("&Watch Replay"))
        self.watch_replay.setStatusTip(
            self.tr("Watch this game again from battle 1; Esc stops and returns to the game"))
        self.pause_on_wars.setText(self.tr("Pause o&n Wars"))
        self.pause_on_wars.setStatusTip(
            self.tr("Autoplay and replays wait for a click at each war"))
        self.look_back.setText(self.tr("&Look Back"))
        self.look_back.setStatusTip(
            self.tr("Show a past battle on the table; ← and → move, End returns"))
        self.look_older.setText(self.tr("&Previous Battle"))
        self.look_newer.setText(self.tr("&Next Battle"))
        self.look_return.setText(self.tr("Back to the P&resent"))
        self.focus_table.setText(self.tr("Go to the Car&d Table"))
        self.focus_table.setStatusTip(self.tr(
            "Move the focus to the card table: a screen reader reads the last battle "
            "and the cards each holds"))
        self.reduce_motion.setText(self.tr("Reduce &Motion"))
        self.reduce_motion.setStatusTip(self.tr(
            "Cards appear in their places instead of flying; banners appear without "
            "growing"))
        self.help.setText(self.tr("How to &Play"))
        self.about.setText(self.tr("&About Krig"))
