"""The keyboard shortcuts a window really binds, read from its actions, grouped by menu.

The help's shortcut list is built from this, never typed by hand, so it cannot leave a
key out (Enter and Esc were missing when only each action's first shortcut was read) or
name one the program no longer binds.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from krig_desktop.engine.frozen import Frozen

NATIVE = QKeySequence.SequenceFormat.NativeText


class ShortcutRow(Frozen):
    """Every key that triggers one action, and what the action is called."""

    keys: tuple[str, ...]
    text: str


class ShortcutGroup(Frozen):
    """The shortcuts of one menu, under the menu's title."""

    title: str
    rows: tuple[ShortcutRow, ...]


def plain(text: str) -> str:
    """A menu text without its accelerator mark and trailing dots ("Save &As…": "Save As")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")


def key_names(action: QAction) -> tuple[str, ...]:
    """Each shortcut of `action` as the platform writes it ("Ctrl+N", "Space", "Esc")."""
    names: list[str] = []
    for sequence in action.shortcuts():
        name = sequence.toString(NATIVE)
        if name and name not in names:
            names.append(name)
    return tuple(names)


def _menu_rows(menu: QMenu, prefix: str, seen: set[int]) -> list[ShortcutRow]:
    rows: list[ShortcutRow] = []
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            rows += _menu_rows(submenu, plain(submenu.title()), seen)
            continue
        keys = key_names(action)
        if not keys or id(action) in seen:
            continue
        seen.add(id(action))
        text = plain(action.text())
        rows.append(ShortcutRow(keys, f"{prefix}: {text}" if prefix else text))
    return rows


def shortcut_groups(owner: QWidget, other_title: str) -> list[ShortcutGroup]:
    """The shortcuts of `owner`'s actions: one group per menu of its menu bar, in menu
    order, then any action with a shortcut that no menu shows, under `other_title`."""
    seen: set[int] = set()
    groups: list[ShortcutGroup] = []
    for bar in owner.findChildren(QMenuBar):
        for top in bar.actions():
            menu = top.menu()
            if isinstance(menu, QMenu):
                rows = _menu_rows(menu, "", seen)
                if rows:
                    groups.append(ShortcutGroup(plain(menu.title()), tuple(rows)))
    rest = []
    for action in owner.findChildren(QAction):
        keys = key_names(action)
        if keys and id(action) not in seen and plain(action.text()):
            seen.add(id(action))
            rest.append(ShortcutRow(keys, plain(action.text())))
    if rest:
        groups.append(ShortcutGroup(other_title, tuple(rest)))
    return groups
