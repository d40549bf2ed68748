"""The log and the result line write a card with the letter printed on its face.

One rule for every language: the letters on the faces the player sees. Our own deck
(card_art.RANK_TEXT) and the system decks print J Q K A in every language, so a
translated «Д♠» or «Kn♦» beside a card printed Q or J read as a different card.
"""

from __future__ import annotations

import pytest

from krig_desktop import i18n
from krig_desktop.engine import Card
from krig_desktop.ui.cards.card_art import rank_text
from krig_desktop.ui.cards.card_symbols import card_list, card_symbol


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
def test_court_and_ace_letters_are_the_printed_ones(qapp, code):
    i18n.apply_language(code)
    for rank in range(2, 15):
        assert card_symbol(Card(rank, "S")) == rank_text(rank) + "♠"
    assert card_list([Card(12, "H"), Card(11, "D"), Card(14, "C")]) == "Q♥, J♦, A♣"
