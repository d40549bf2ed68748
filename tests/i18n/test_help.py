"""Help → How to play in every language: the sections of the original page and their
facts, translated, and an open help window following a switch live (the window itself:
tests/ui/help/)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.ui.help.help_text import help_sections, saves_folder
from krig_desktop.ui.help.help_window import help_window, show_help

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
    assert [s.anchor for s in sections] == ["example", "how", "table", "faq", "rules",
                                            "access"]
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
