"""The shortcut list's rows for Call the War and the people's keys, grouped and explained.

Read from the window's actions as the rest of the list is (shortcut_list.py), these
actions are in no menu, so they used to land one by one under "Other keys" with names
that say little out of context ("Call Player 3", "Turn for Person 1"). Here Shift+1 …
Shift+4 become one row under "Call the War" ("Shift+1 … Shift+4"), saying when they
work, and each person's key a row under "Two people at one computer", naming the key
bound now and its default.
A key no action binds is never listed: the rows come from the actions' own shortcuts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from krig_desktop.ui.help.help_come_back import CALL_KEYS, PEOPLE_KEYS
from krig_desktop.ui.help.shortcut_list import ShortcutGroup, ShortcutRow, key_names, plain

translate = QCoreApplication.translate

CALL_ACTIONS = tuple(f"actionCallSeat{n}" for n in range(1, len(CALL_KEYS) + 1))
PEOPLE_ACTIONS = tuple(f"actionSeatKey{n}" for n in range(1, len(PEOPLE_KEYS) + 1))


def _action(owner: QWidget, name: str) -> QAction | None:
    return owner.findChild(QAction, name)


def _plain_row(action: QAction) -> ShortcutRow:
    """The row shortcut_groups makes of `action` when no menu shows it."""
    return ShortcutRow(key_names(action), plain(action.text()))


def wave_groups(owner: QWidget) -> list[ShortcutGroup]:
    """The Call the War and the people's groups of `owner`'s actions (none it lacks)."""
    groups: list[ShortcutGroup] = []
    calls = [a for a in (_action(owner, n) for n in CALL_ACTIONS) if a is not None]
    keys = tuple(k for a in calls for k in key_names(a))
    if keys:
        # The option's own name, as the Game menu shows it (the same translation entry).
        title = plain(translate("CallTheWar", "&Call the War"))
        # One key cell for the run (four cells squeezed the words into a narrow column).
        shown = (f"{keys[0]} … {keys[-1]}",) if len(keys) > 2 else keys
        groups.append(ShortcutGroup(title, (ShortcutRow(shown, translate(
            "HelpComeBack",
            "When a war waits: name who takes it, from the first seat to the fourth")),)))
    rows = []
    for number, name in enumerate(PEOPLE_ACTIONS, start=1):
        action = _action(owner, name)
        if action is None or not key_names(action):
            continue
        text = translate("HelpComeBack", "Player %1 turns, when two people play (%2 by "
                         "default; set in New Game)")
        rows.append(ShortcutRow(key_names(action), text.replace("%2", PEOPLE_KEYS[number - 1])
                                .replace("%1", str(number))))
    if rows:
        groups.append(ShortcutGroup(
            translate("HelpComeBack", "Two people at one computer"), tuple(rows)))
    return groups


def with_wave_keys(owner: QWidget, groups: list[ShortcutGroup]) -> list[ShortcutGroup]:
    """`groups` (from shortcut_groups) with the rows of Call the War's and the people's
    actions taken out of wherever they were listed, and their own groups added at the
    end; a group left empty goes."""
    names = CALL_ACTIONS + PEOPLE_ACTIONS
    taken = {_plain_row(a) for a in (_action(owner, n) for n in names) if a is not None}
    kept = []
    for group in groups:
        rows = tuple(row for row in group.rows if row not in taken)
        if rows:
            kept.append(ShortcutGroup(group.title, rows))
    return kept + wave_groups(owner)


__all__ = ["CALL_ACTIONS", "PEOPLE_ACTIONS", "wave_groups", "with_wave_keys"]
