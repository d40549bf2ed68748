"""Help → How to play: the sections of the original page, in every language, live."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.ui.help.help_text import help_sections, saves_folder
from krig_desktop.ui.help.help_window import HelpWindow, help_window, show_help

# Words a card player of each language expects (a tie/draw, a suit, war), as stems.
TERMS = {
    "en": ("draw", "suits", "war", "face down", "not only the tied ones", "repetition"),
    "uk": ("нічи", "маст", "війн", "закрит", "не лише ті", "повторення"),
    "fil": ("tabla", "palo", "giyera", "nakataob", "hindi lang ang mga nagtabla",
            "pag-uulit"),
    "nb": ("uavgjort", "farge", "krig", "bildesiden ned", "ikke bare de", "gjentakelse"),
}


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
def test_help_has_the_sections_and_the_facts(code):
    i18n.apply_language(code)
    sections = help_sections()
    assert [s.anchor for s in sections] == ["example", "how", "table", "faq", "rules"]
    text = " ".join(s.title + " " + s.html for s in sections).lower()
    for term in TERMS[code]:
        assert term.lower() in text, term
    assert str(saves_folder()) in text
    # Five questions of the original page, plus one on a last card.
    assert sections[3].html.count('class="q"') == 6


def test_help_is_translated_not_english():
    english = [s.title for s in help_sections()]
    for code in ("uk", "fil", "nb"):
        i18n.apply_language(code)
        assert not set(english) & {s.title for s in help_sections()}


def test_saves_folder_is_the_programs_config_folder():
    import platformdirs

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


def test_open_help_window_retranslates_live(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    show_help(owner)
    window = help_window(owner)
    assert window.windowTitle() == "How to play Krig"
    assert window.section_titles()[0] == "A quick example"
    i18n.apply_language("nb")
    assert window.windowTitle() == "Slik spiller du Krig"
    assert window.section_titles()[0] == "Et raskt eksempel"
    assert "uavgjort" in window.plain_text()
    i18n.apply_language("uk")
    assert window.section_titles()[:2] == ["Короткий приклад", "Як грати"]
    i18n.apply_language("en")
    assert "Queen" not in window.windowTitle()
    assert window.section_titles()[-1] == "Keyboard shortcuts"


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


def test_quick_example_shows_the_two_cards_drawn_and_named(qtbot):
    """The example's pictures are real cards from card art, named for screen readers in
    the language of the moment."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument
    from PySide6.QtWidgets import QTextBrowser

    from krig_desktop.engine import Card
    from krig_desktop.ui.cards.card_art import render_face

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
