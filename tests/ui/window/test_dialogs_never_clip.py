"""No small dialog cuts a text, in any language: each label shown gets at least the
height its text needs at the width it has (heightForWidth for a wrapped one, sizeHint
else), in the New Game dialog with one and with two people, the save preview and About
(ux-2 N10: "The won pile is shuffled…" was cut when two people were chosen)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QLabel, QWidget

from krig_desktop.engine import Game, Rules
from krig_desktop.i18n import apply_language, reset_language
from krig_desktop.storage.save_format import write_save
from krig_desktop.ui.help.about_dialog import AboutDialog
from krig_desktop.ui.window.new_game_dialog import NewGameDialog
from krig_desktop.ui.window.save_preview import SavePreview

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
LANGUAGES = ("en", "uk", "fil", "nb")


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    apply_language(request.param)
    yield request.param
    reset_language()


def clipped(dialog: QWidget) -> list[str]:
    """Each label shown whose height is less than its text needs at its width."""
    cut = []
    labels = [dialog] if isinstance(dialog, QLabel) else dialog.findChildren(QLabel)
    for label in labels:
        if not label.isVisibleTo(dialog) or not label.text():
            continue
        width, height = label.width(), label.height()
        needed = (label.heightForWidth(width) if label.wordWrap()
                  else label.sizeHint().height())
        if height < needed or (not label.wordWrap() and width < label.minimumSizeHint().width()):
            cut.append(f"{label.objectName() or label.text()[:30]!r}: {width}x{height},"
                       f" needs {needed}")
    return cut


def shown(qtbot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("people", [1, 2])
@pytest.mark.parametrize("gathering", ["shuffled", "fixed"])
def test_new_game_cuts_no_text(qtbot, language, people, gathering):
    dialog = shown(qtbot, NewGameDialog(None, 4, Rules(gathering=gathering)))
    dialog.people.humans.setCurrentIndex(dialog.people.humans.findData(people))
    dialog.people.name_edits[0].setText("Ada")
    dialog.people.name_edits[1].setText("Ada")  # the same name twice: the problem shows
    qtbot.waitUntil(lambda: not clipped(dialog), timeout=2000)
    hint = dialog.hint
    assert hint.isVisible() and hint.height() >= hint.heightForWidth(hint.width())
    assert not dialog.people.problem.isVisible() or people == 2


@pytest.mark.parametrize("people", [1, 2])
def test_new_game_with_its_warnings_cuts_no_text(qtbot, language, people):
    """Fixed order, 2 face-down cards, played to the end: both warnings under the rules
    (it almost never ends; the first seat's share), with the end's row above them."""
    dialog = shown(qtbot, NewGameDialog(None, 2, Rules(face_down=2, gathering="fixed")))
    dialog.people.humans.setCurrentIndex(dialog.people.humans.findData(people))
    assert dialog.warning.isVisible() and dialog.end.isVisible()
    qtbot.waitUntil(lambda: not clipped(dialog), timeout=2000)
    dialog.end.setCurrentIndex(dialog.end.findData("battles:200"))  # a longer item
    qtbot.waitUntil(lambda: not clipped(dialog), timeout=2000)


def test_new_game_grows_when_two_people_are_chosen(qtbot):
    """The control: choosing two people after the dialog is shown (N10's steps)."""
    dialog = shown(qtbot, NewGameDialog(None, 2, Rules()))
    before = dialog.height()
    dialog.people.humans.setCurrentIndex(dialog.people.humans.findData(2))
    qtbot.waitUntil(lambda: dialog.height() > before, timeout=2000)
    assert not clipped(dialog)


def test_about_cuts_no_text(qtbot, language):
    dialog = shown(qtbot, AboutDialog(None))
    assert not clipped(dialog)


def test_the_save_preview_cuts_no_text(qtbot, language, open_window, tmp_path):
    window = open_window("--speed", "instant")
    dialog = window.save_flow.make_file_dialog(saving=False)
    qtbot.addWidget(dialog)
    game = Game.new(4, 1234, Rules(face_down=3, gathering="fixed"))
    for _ in range(7):
        game.play_battle()
    path = tmp_path / "some.krig"
    write_save(path, game)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.currentChanged.emit(str(path))
    preview = dialog.findChild(SavePreview, "savePreview")
    assert preview is not None and preview.text().count("\n") >= 4  # the control
    qtbot.waitUntil(lambda: preview.height() >= preview.heightForWidth(preview.width()))
    assert not clipped(preview)
