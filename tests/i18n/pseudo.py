"""Pseudo-translation: a translator that wraps every text in ⟦…⟧, and a walker that finds
every text a person could see in a window, so that unwrapped (untranslated) text stands out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QTimer, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

OPEN, CLOSE = "⟦", "⟧"
_WRAPPED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_PATH = re.compile(r"\S*[/\\]\S*")
_MARKUP = re.compile(r"<[^<>]*>")  # a rich-text label's tags (a link's href is not words)
# A lone key of a shortcut (N, F1, 3) as the help's shortcut table shows it.
_KEY = re.compile(r"(?<![^\s+])(?:[A-Z]|F\d{1,2}|\d+)(?![^\s+])")
_LETTER = re.compile(r"[^\W\d_]")
# A card written as the player sees it printed ("K♠", "10♥"): the same in every language
# (ui/cards/card_symbols.py), so never a text left untranslated.
_CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


_PLACEHOLDER = re.compile(r"(%L?\d{1,2}|%n)")


def wrap(source: str) -> str:
    """Wrap each literal run of `source`, leaving placeholders outside the markers:
    "%1: %2" -> "%1⟦: ⟧%2". A value put in later must then be translated (wrapped)
    itself or be plain data: a wrapped pattern cannot hide an English value."""
    pieces = _PLACEHOLDER.split(source)
    return "".join(
        piece if _PLACEHOLDER.fullmatch(piece) or not piece else f"{OPEN}{piece}{CLOSE}"
        for piece in pieces
    )


class PseudoTranslator(QTranslator):
    """Translates everything into ⟦everything⟧ (Qt still replaces %n afterwards), and
    remembers what it was asked for, so a test can check that lupdate sees it too."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str]] = set()

    def translate(self, context, source_text, disambiguation=None, n=-1):
        if not source_text or source_text == "QT_LAYOUT_DIRECTION":
            return None
        self.asked.add((context or "", source_text, disambiguation or ""))
        return wrap(source_text)

    def ours(self) -> set[tuple[str, str, str]]:
        """What the program asked for, leaving out Qt's own classes (QFileDialog...)."""
        return {key for key in self.asked if not re.match(r"Q[A-Z]", key[0])}

    def isEmpty(self) -> bool:
        return False


def untranslated_part(text: str, allowed: Iterable[str] = ()) -> str:
    """What is left of `text` after removing wrapped pieces, paths, lone shortcut keys
    and allowed words; '' if nothing with a letter is left."""
    rest = text
    while True:
        shorter = _WRAPPED.sub(" ", rest)
        if shorter == rest:
            break
        rest = shorter
    for word in allowed:
        rest = rest.replace(word, " ")
    rest = _MARKUP.sub(" ", rest)
    rest = _PATH.sub(" ", rest)
    rest = _CARD.sub(" ", rest)
    rest = _KEY.sub(" ", rest)
    return rest.strip() if _LETTER.search(rest) else ""


def _action_texts(action, where: str) -> list[tuple[str, str]]:
    found = []
    for name in ("text", "statusTip", "whatsThis"):
        found.append((f"{where} action {action.objectName()!r} {name}", getattr(action, name)()))
    if action.toolTip() != action.text().replace("&", ""):
        found.append((f"{where} action {action.objectName()!r} toolTip", action.toolTip()))
    menu = action.menu()
    if menu is not None:
        found += menu_texts(menu)
    return found


def menu_texts(menu: QMenu) -> list[tuple[str, str]]:
    where = f"menu {menu.objectName() or menu.title()!r}"
    found = [(f"{where} title", menu.title())]
    for action in QWidget.actions(menu):
        if not action.isSeparator():
            found += _action_texts(action, where)
    return found


def _graphics_texts(view: QGraphicsView) -> list[tuple[str, str]]:
    found = []
    scene = view.scene()
    if scene is None:
        return found
    for item in scene.items():
        kind = type(item).__name__
        for name in ("text", "toPlainText", "toolTip"):
            method = getattr(item, name, None)
            if callable(method):
                try:
                    value = method()
                except TypeError:
                    continue
                values = value if isinstance(value, tuple | list) else (value,)
                found += [(f"scene item {kind}.{name}", v) for v in values if isinstance(v, str)]
        try:
            attributes = vars(item)
        except TypeError:
            attributes = {}
        for name, value in attributes.items():
            if "text" in name.lower() and isinstance(value, str):
                found.append((f"scene item {kind}.{name}", value))
    return found


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text `root` and its children show or tell a screen reader."""
    found: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        kind = f"{type(widget).__name__} {widget.objectName()!r}"
        if widget.isWindow():
            found.append((f"{kind} windowTitle", widget.windowTitle()))
        for name in ("toolTip", "statusTip", "whatsThis", "accessibleName",
                     "accessibleDescription"):
            found.append((f"{kind} {name}", getattr(widget, name)()))
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((f"{kind} text", widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((f"{kind} title", widget.title()))
        elif isinstance(widget, QLineEdit):
            found.append((f"{kind} placeholder", widget.placeholderText()))
        elif isinstance(widget, QComboBox) and widget.isEditable() is False:
            found += [(f"{kind} item", widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            found += [(f"{kind} item", widget.item(i).text()) for i in range(widget.count())]
        elif isinstance(widget, QTextEdit):
            found += [(f"{kind} line", line) for line in widget.toPlainText().splitlines()]
        elif isinstance(widget, QTabWidget):
            found += [(f"{kind} tab", widget.tabText(i)) for i in range(widget.count())]
        elif isinstance(widget, QMenu):
            found += menu_texts(widget)
        elif isinstance(widget, QGraphicsView):
            found += _graphics_texts(widget)
        if isinstance(widget, QMainWindow):
            found.append((f"{kind} status message", widget.statusBar().currentMessage()))
            for action in widget.menuBar().actions():
                found += _action_texts(action, "menu bar")
        for action in QWidget.actions(widget):  # unbound: MainWindow.actions is shadowed
            if not action.isSeparator() and action.menu() is None:
                found += _action_texts(action, kind)
    return [(where, text) for where, text in found if text]


def untranslated(found: list[tuple[str, str]], allowed: Iterable[str] = ()) -> list[str]:
    allowed = tuple(allowed)
    return sorted({f"{where}: {text!r}" for where, text in found
                   if untranslated_part(text, allowed)})


def texts_of_next_modal(trigger: Callable[[], object], tries: int = 300) -> list[tuple[str, str]]:
    """Run `trigger`, which opens a modal dialog; collect that dialog's texts, then close
    it. Returns [] if no modal dialog appeared."""
    found: list[tuple[str, str]] = []
    seen: list[QWidget] = []
    left = [tries]

    def poke() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            left[0] -= 1
            if left[0] > 0:
                QTimer.singleShot(10, poke)
            return
        seen.append(modal)
        found.extend(widget_texts(modal))
        if isinstance(modal, QMessageBox | QDialog):
            modal.done(QDialog.DialogCode.Rejected)
        else:
            modal.close()

    QTimer.singleShot(0, poke)
    trigger()
    left[0] = 0  # stop polling if nothing modal came up
    return found if seen else []
