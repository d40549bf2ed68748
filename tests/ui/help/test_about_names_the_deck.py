"""The About box says where the card faces come from: "every card is drawn by the
program" was shown even while a system deck was on the table."""

from __future__ import annotations

from pathlib import Path

from krig_desktop.app import create_main_window
from krig_desktop.ui.cards.decks import OWN_DECK, Deck
from krig_desktop.ui.help.about_dialog import AboutDialog


def _text(qtbot, deck: Deck) -> str:
    box = AboutDialog(None, folder=Path("/tmp"), deck=deck)
    qtbot.addWidget(box)
    return box.privacy.text()


def test_our_own_deck_is_drawn_by_the_program(qtbot):
    assert "drawn by the program" in _text(qtbot, OWN_DECK)


def test_a_system_deck_is_named(qtbot):
    deck = Deck("kde:svg-oxygen", "Oxygen White", Path("/x/oxygen.svgz"), "kde")
    text = _text(qtbot, deck)
    assert "Oxygen White" in text and "drawn by the program" not in text


def test_a_system_deck_that_names_its_author_is_credited(qtbot):
    deck = Deck("kde:svg-a", "Ancient", Path("/x/a.svgz"), "kde", author="Jane Roe")
    text = _text(qtbot, deck)
    assert "Ancient" in text and "Jane Roe" in text


def test_the_window_s_table_deck_is_found(qtbot):
    window = create_main_window([])
    qtbot.addWidget(window)
    box = AboutDialog(window, folder=Path("/tmp"))
    qtbot.addWidget(box)
    assert box.deck is not None and box.deck.is_own
