"""One way to make a QAction: `make_action(parent, name, *keys, ...)`.

Every action of the program is made here (Frescobaldi's way: an action exists with its
object name, shortcuts and check state before any menu shows it; its texts are set by
the owner's retranslate), so none is left without the object name that outside checks
and the settings rely on, and a shortcut is given the same way everywhere. Actions that
Qt makes itself (a dock's or a toolbar's toggleViewAction) are named and keyed here too,
with `adopt`. Each carries the property MARK, so a test can tell that none was built by
hand.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

__all__ = ["MARK", "Key", "is_made", "make_action"]

MARK = "krigMadeAction"  # a dynamic property set on every action made here

Key = QKeySequence | QKeySequence.StandardKey | Qt.Key | str


def make_action(parent: QObject, name: str, *keys: Key, checkable: bool = False,
                context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut,
                add_to: QWidget | None = None, adopt: QAction | None = None) -> QAction:
    """A new action, child of `parent`, named `name`, triggered by each of `keys`.

    A standard key gives its platform's first binding (as `QKeySequence(key)` does).
    `context`: where the shortcuts work (Qt's default: anywhere in the window).
    `add_to`: the widget (a window, a menu) that gets the action with `addAction`, so its
    shortcut works there; None: only the menus it is put in later.
    `adopt`: name and key this existing action (Qt's own) instead of making one; it keeps
    the parent Qt gave it.
    """
    action = adopt if adopt is not None else QAction(parent)
    action.setObjectName(name)
    sequences = [QKeySequence(key) for key in keys]
    if sequences:
        action.setShortcuts(sequences)
    action.setShortcutContext(context)
    if checkable or adopt is None:  # Qt's toggle actions are checkable already
        action.setCheckable(checkable)
    action.setProperty(MARK, True)
    if add_to is not None:
        add_to.addAction(action)
    return action


def is_made(action: QAction) -> bool:
    """Whether `action` came from (or was adopted by) make_action."""
    return action.property(MARK) is True
