"""Every text a player can see goes through Qt's translation: proven with ⟦pseudo⟧ text.

A translator that wraps every translated text in ⟦…⟧ is installed before the window is
built; then the main window, its menus, the table, the status bar, the game-over panel and
every dialog are walked, and any text with letters outside the markers is a text that did
not pass through translation. Numbers, paths and lone shortcut keys are data, and the
language names in the Language menu are deliberately shown in their own language.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from krig_desktop.app import create_main_window
from krig_desktop.i18n import NATIVE_NAMES
from krig_desktop.ui.desktop.sound import INSTALL_HINT
from krig_desktop.ui.help.help_come_back import EXAMPLE_DAY, PEOPLE_COMMAND, TODAY_COMMAND

from .pseudo import PseudoTranslator, texts_of_next_modal, untranslated, widget_texts

# Language names in their own language, commands typed as they are, and the help's
# example day as English (the language the pseudo text stands on) writes dates: QLocale's
# words, not ours.
EXAMPLE_DATE = QLocale("en_US").toString(
    QDate(EXAMPLE_DAY.year, EXAMPLE_DAY.month, EXAMPLE_DAY.day), QLocale.FormatType.LongFormat)
ALLOWED = (*NATIVE_NAMES.values(), INSTALL_HINT, TODAY_COMMAND, PEOPLE_COMMAND, EXAMPLE_DATE)


@pytest.fixture
def pseudo(translators):
    return translators.install(PseudoTranslator())


@pytest.fixture
def pseudo_window(qtbot, pseudo):
    window = create_main_window(["--players", "3", "--speed", "instant", "--game", "7"])
    # Building the window applies English, whose krig_en.qm (plural forms only) is then
    # searched before the pseudo translator: put the pseudo translator back on top.
    QCoreApplication.removeTranslator(pseudo)
    QCoreApplication.installTranslator(pseudo)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _finish(window, qtbot) -> None:
    """End the game: closing a game in progress would ask "Save it first?" at teardown,
    with no one there to answer."""
    _action(window, "actionFinish").trigger()
    qtbot.waitUntil(lambda: window.controller.game.over, timeout=10_000)


def _action(window: QWidget, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert action is not None, name
    return action


def test_the_walker_catches_a_hard_coded_text(qtbot, translators):
    """The test can fail: an English label added by hand is reported."""
    translators.install(PseudoTranslator())
    widget = QWidget()
    qtbot.addWidget(widget)
    QLabel("Hard-coded English", widget)
    QLabel("⟦Translated⟧ 12", widget)
    # A translated pattern cannot hide an untranslated value put into it.
    pattern = QCoreApplication.translate("PseudoTest", "%1 wins")
    QLabel(pattern.replace("%1", "Somebody"), widget)
    QLabel(pattern.replace("%1", QCoreApplication.translate("PseudoTest", "You")), widget)
    assert untranslated(widget_texts(widget)) == [
        "QLabel '' text: 'Hard-coded English'",
        "QLabel '' text: 'Somebody⟦ wins⟧'",
    ]


def test_main_window_menus_table_and_status_bar_are_translated(pseudo_window, qtbot):
    window = pseudo_window
    found = widget_texts(window)
    assert any("⟦" in text for _, text in found)
    assert untranslated(found, ALLOWED) == []


def test_texts_after_play_and_at_game_over_are_translated(pseudo_window, qtbot):
    window = pseudo_window
    _action(window, "actionPlay").trigger()
    qtbot.wait(50)
    assert untranslated(widget_texts(window), ALLOWED) == []
    _finish(window, qtbot)
    qtbot.wait(50)
    panel = window.findChild(QWidget, "gameOverPanel")
    assert panel is not None and panel.isVisible()
    assert untranslated(widget_texts(window), ALLOWED) == []


def test_help_window_is_translated(pseudo_window, qtbot):
    _action(pseudo_window, "actionHelp").trigger()
    help_window = pseudo_window.findChild(QWidget, "helpWindow")
    assert help_window is not None and help_window.isVisible()
    found = widget_texts(help_window)
    assert len([t for _, t in found if "⟦" in t]) > 20
    assert untranslated(found, ALLOWED) == []


@pytest.mark.parametrize("action", ["actionNew", "actionAbout", "actionOpen"])
def test_dialogs_are_translated(pseudo_window, action):
    found = texts_of_next_modal(_action(pseudo_window, action).trigger)
    assert found, f"{action} opened no dialog"
    assert untranslated(found, ALLOWED) == []


@pytest.mark.parametrize("saving", [True, False])
def test_file_dialogs_are_translated(pseudo_window, qtbot, saving):
    dialog = pseudo_window.save_flow.make_file_dialog(saving)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = widget_texts(dialog)
    assert untranslated(found, ALLOWED) == []
    dialog.close()


def test_every_text_asked_for_is_in_the_ts_files(pseudo, pseudo_window, qtbot,
                                                 update_script):
    """A text translated at run time but invisible to lupdate (e.g. passed through a
    helper such as _tr(text)) would never be translated: all must be in the .ts files."""
    window = pseudo_window
    _action(window, "actionPlay").trigger()
    _action(window, "actionHelp").trigger()
    for name in ("actionNew", "actionAbout", "actionOpen"):
        texts_of_next_modal(_action(window, name).trigger)
    for saving in (True, False):
        dialog = window.save_flow.make_file_dialog(saving)
        qtbot.addWidget(dialog)
    _finish(window, qtbot)
    known = {(e.context, e.source, e.comment)
             for e in update_script.read_ts(update_script.ts_path("nb"))}
    asked = pseudo.ours()
    assert len(asked) > 40
    missing = sorted(f"[{c}] {s!r}" for c, s, d in asked - known)
    assert missing == [], "lupdate cannot see these; call translate()/tr() with literals"
