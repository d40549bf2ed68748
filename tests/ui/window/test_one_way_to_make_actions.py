"""One way to make actions: make_action gives the name, keys, check state, shortcut
context and parent asked for (or names Qt's own toggle action), and every action of the
main window, the help window included, has an object name and came from it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget, QWidgetAction

from krig_desktop.app import create_main_window
from krig_desktop.ui.desktop.action_maker import is_made, make_action
from krig_desktop.ui.help.help_window import help_window, show_help

# Every named action of the main window and its shortcuts, as they were before the
# actions were all made by make_action (checked against that tree): none may change.
SHORTCUTS = {
    "actionAutoplay": ("A",), "actionCloseHelp": ("Esc",), "actionEscape": ("Esc",),
    "actionFinish": ("Ctrl+E",), "actionFullScreen": ("F11",), "actionHelp": ("F1",),
    "actionOpen": ("Ctrl+O",),
    "actionLookBack": ("Ctrl+B",), "actionLookNewer": ("Right",),
    "actionLookOlder": ("Left",), "actionLookReturn": ("End",), "actionNew": ("Ctrl+N",),
    "actionPause": ("P",), "actionPlay": ("Space", "Return", "Enter"),
    "actionRestart": ("Ctrl+R",), "actionSave": ("Ctrl+S",),
    "actionSaveAs": ("Ctrl+Shift+S",), "actionShowBattleLog": ("Ctrl+L",),
    "actionSpeakCounts": ("C",), "actionSpeedSlow": ("1",), "actionSpeedNormal": ("2",),
    "actionSpeedFast": ("3",), "actionSpeedVeryfast": ("4",),
    "actionSpeedInstant": ("5",),
    "actionStatistics": ("Ctrl+T",), "actionUndo": ("Ctrl+Z",),
    "actionWatchReplay": ("Ctrl+Shift+R",), "actionTodaysDeal": ("Ctrl+D",),
    "actionCallSeat1": ("Shift+1",), "actionCallSeat2": ("Shift+2",),
    "actionCallSeat3": ("Shift+3",), "actionCallSeat4": ("Shift+4",),
    "actionSeatKey1": ("Z",), "actionSeatKey2": ("M",), "actionFocusTable": ("F6",),
}
UNKEYED = {
    "actionAbout", "actionAppearanceDark", "actionAppearanceLight", "actionAppearanceSystem",
    "actionCardsAndTable", "actionLanguage_en", "actionLanguage_fil", "actionLanguage_nb",
    "actionLanguage_uk", "actionMute", "actionPauseOnWars", "actionResumeAtStart",
    "actionRevealFate", "actionShowOddsMeter", "actionShowStatusBar", "actionShowToolbar",
    "actionCallTheWar", "toolbarAutoplay", "actionReduceMotion",
}


def _own_actions(window: QWidget) -> list[QAction]:
    """The window's actions, less what Qt makes for a menu, a separator or a widget."""
    return [a for a in window.findChildren(QAction)
            if a.menu() is None and not a.isSeparator() and not isinstance(a, QWidgetAction)]


def test_every_action_of_the_window_is_named_and_made_one_way(qtbot):
    window = create_main_window(["--players", "2", "--speed", "instant"])
    qtbot.addWidget(window)
    show_help(window)
    assert help_window(window) is not None
    actions = _own_actions(window)
    unnamed = [a.text() for a in actions if not a.objectName()]
    by_hand = [a.objectName() for a in actions if not is_made(a)]
    assert unnamed == [] and by_hand == []
    keys = {a.objectName(): tuple(s.toString() for s in a.shortcuts()) for a in actions
            if any(not s.isEmpty() for s in a.shortcuts())}
    assert keys == SHORTCUTS
    assert {a.objectName() for a in actions} >= set(SHORTCUTS) | UNKEYED


def test_make_action_gives_what_it_is_asked(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    plain = make_action(owner, "actionPlain")
    assert plain.parent() is owner and plain.objectName() == "actionPlain"
    assert plain.shortcuts() == [] and not plain.isCheckable()
    assert plain not in owner.actions() and is_made(plain)

    keyed = make_action(owner, "actionKeyed", QKeySequence.StandardKey.New, Qt.Key.Key_Space,
                        "Ctrl+Shift+K", checkable=True,
                        context=Qt.ShortcutContext.WidgetWithChildrenShortcut, add_to=owner)
    assert [s.toString() for s in keyed.shortcuts()] == ["Ctrl+N", "Space", "Ctrl+Shift+K"]
    assert keyed.isCheckable() and keyed in owner.actions()
    assert keyed.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut


def test_make_action_names_and_keys_a_toggle_action_qt_made(qtbot):
    dock = QDockWidget()
    qtbot.addWidget(dock)
    toggle = dock.toggleViewAction()
    made = make_action(dock, "actionShowDock", "Ctrl+L", adopt=toggle)
    assert made is toggle and toggle.parent() is dock
    assert toggle.objectName() == "actionShowDock" and toggle.shortcut().toString() == "Ctrl+L"
    assert toggle.isCheckable() and is_made(toggle)
    assert not is_made(QAction(dock))
