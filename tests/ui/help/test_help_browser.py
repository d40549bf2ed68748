"""Help → How to play as a window: one per owner, raised again when asked for; its
contents list scrolls the page to each section; its quick example shows real cards,
named in the language of the moment; the saves folder it names is the program's."""

from __future__ import annotations

import platformdirs
import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from krig_desktop import i18n
from krig_desktop.engine import Card
from krig_desktop.ui.cards.card_art import render_face
from krig_desktop.ui.help.help_text import saves_folder
from krig_desktop.ui.help.help_window import HelpWindow, help_window, show_help


@pytest.fixture
def english():
    """Untranslated English before the test and after it, whatever it switched to."""
    i18n.reset_language()
    yield
    i18n.reset_language()


def test_saves_folder_is_the_programs_config_folder():
    assert saves_folder() == platformdirs.user_config_path("krig-desktop")


def test_show_help_opens_one_window_and_raises_it_again(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    assert help_window(owner) is None
    show_help(owner)
    window = help_window(owner)
    assert isinstance(window, HelpWindow) and window.isVisible()
    assert not window.isModal()
    window.hide()
    show_help(owner)
    assert help_window(owner) is window and window.isVisible()
    assert len(owner.findChildren(HelpWindow)) == 1


def test_contents_list_scrolls_to_its_section(qtbot):
    window = HelpWindow()
    qtbot.addWidget(window)
    window.resize(700, 400)
    window.show()
    qtbot.waitExposed(window)
    browser = window.findChild(QWidget, "helpBrowser")
    contents = window.findChild(QWidget, "helpContents")
    contents.setCurrentRow(3)
    assert browser.verticalScrollBar().value() > 0
    contents.setCurrentRow(0)
    assert browser.verticalScrollBar().value() == 0


def test_quick_example_shows_the_two_cards_drawn_and_named(qtbot, english):
    """The example's pictures are real cards from card art, named for screen readers in
    the language of the moment."""
    window = HelpWindow()
    qtbot.addWidget(window)
    browser = window.findChild(QTextBrowser, "helpBrowser")
    for code in ("TD", "6S"):
        image = browser.document().resource(
            QTextDocument.ResourceType.ImageResource, QUrl(f"card:{code}")
        )
        assert isinstance(image, QImage) and not image.isNull()
        expected = render_face(Card.parse(code), image.width(), image.height())
        assert image.convertToFormat(expected.format()) == expected
    html = browser.toHtml()
    assert 'alt="Ten of diamonds"' in html and 'alt="Six of spades"' in html
    i18n.apply_language("nb")
    assert "Ten of diamonds" not in browser.toHtml()
