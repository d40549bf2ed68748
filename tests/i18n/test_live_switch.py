"""Switching the language while the window is open: menus, title, status bar, table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from krig_desktop import i18n
from krig_desktop.app import create_main_window
from krig_desktop.ui.help.help_window import help_window
from krig_desktop.ui.window.language_menu import LanguageMenu

FILE_MENU = {"en": "&File", "uk": "&Файл", "fil": "Tal&aksan", "nb": "&Fil"}
GAME_MENU = {"en": "&Game", "uk": "&Гра", "fil": "&Laro", "nb": "&Spill"}
YOU = {"en": "You", "uk": "Ви", "fil": "Ikaw", "nb": "Du"}


@pytest.fixture
def window(qtbot):
    window = create_main_window(["--players", "2", "--speed", "instant"])
    qtbot.addWidget(window)
    return window


def _menu(window: QWidget, name: str) -> QMenu:
    menu = window.findChild(QMenu, name)
    assert menu is not None, name
    return menu


@pytest.mark.parametrize("code", ["uk", "fil", "nb", "en"])
def test_open_window_follows_the_language(window, code):
    i18n.apply_language("nb" if code == "en" else "en")
    i18n.apply_language(code)
    assert _menu(window, "menuFile").title() == FILE_MENU[code]
    assert _menu(window, "menuGame").title() == GAME_MENU[code]
    status = window.findChild(QWidget, "statusCounts").text()
    assert status.split("·")[1].strip().startswith(YOU[code])
    save = window.findChild(QAction, "actionSave")
    assert save.text() == QCoreApplication.translate("Actions", "&Save")


def test_lang_option_applies_before_the_window_is_built(qtbot):
    window = create_main_window(["--lang", "uk", "--speed", "instant"])
    qtbot.addWidget(window)
    assert i18n.current_language() == "uk"
    assert _menu(window, "menuFile").title() == "&Файл"
    assert "гра" in window.windowTitle()


def test_language_menu_switches_live_and_is_remembered(qtbot):
    owner = QMainWindow()
    qtbot.addWidget(owner)
    menu = LanguageMenu(owner)
    owner.menuBar().addMenu(menu)
    assert menu.title() == "&Language"
    assert [a.text() for a in menu.actions()] == [n for _, n in i18n.available_languages()]
    assert menu.action_for("en").isChecked()

    menu.action_for("nb").trigger()
    assert i18n.current_language() == "nb"
    assert menu.title() == "Sp&råk"
    assert menu.action_for("nb").isChecked() and not menu.action_for("en").isChecked()
    assert i18n.remembered_language() == "nb"

    menu.action_for("uk").trigger()
    assert menu.title() == "&Мова"
    assert i18n.remembered_language() == "uk"


def test_remembered_language_is_used_at_the_next_start(qtbot):
    i18n.remember_language("fil")
    i18n.reset_language()
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    assert i18n.current_language() == "fil"
    assert _menu(window, "menuGame").title() == "&Laro"
    # --lang wins over the remembered choice.
    other = create_main_window(["--lang", "nb", "--speed", "instant"])
    qtbot.addWidget(other)
    assert _menu(other, "menuGame").title() == "&Spill"


def test_language_menu_of_the_main_window(window, qtbot):
    menu = _menu(window, "menuLanguage")
    assert menu.menuAction() in window.menuBar().actions()
    window.findChild(QAction, "actionHelp").trigger()
    assert help_window(window) is not None
    window.findChild(QAction, "actionLanguage_nb").trigger()
    assert _menu(window, "menuFile").title() == "&Fil"
    assert menu.title() == "Sp&råk"
    assert help_window(window).windowTitle() == "Slik spiller du Krig"
    assert window.findChild(QAction, "actionLanguage_nb").isChecked()
    window.findChild(QAction, "actionLanguage_en").trigger()
    assert _menu(window, "menuFile").title() == "&File"
    assert help_window(window).windowTitle() == "How to play Krig"
    assert i18n.remembered_language() == "en"


def test_menu_accelerators_are_unique_in_every_language(window):
    """Two entries with the same &-letter in one menu would make Alt+letter ambiguous."""
    clashes = []
    for code in ("en", "uk", "fil", "nb"):
        i18n.apply_language(code)
        menus = [window.menuBar(), *window.findChildren(QMenu)]
        for menu in menus:
            letters: dict[str, str] = {}
            for action in menu.actions():
                text = action.text().replace("&&", "")
                if "&" not in text:
                    continue
                letter = text[text.index("&") + 1].lower()
                if letter in letters:
                    clashes.append(f"{code}: {letters[letter]!r} and {text!r}")
                letters[letter] = text
    assert clashes == [], "\n".join(clashes)
