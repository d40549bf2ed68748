"""A card's short written form for the battle log and the result line: "Q♦", "10♠".

Full names ("Queen of diamonds", card_names.py) are for screen readers; a log row needs
what the player sees in the corner of the card lying on the table. One rule: the letters
are the ones printed on the faces the player sees. Every deck the program shows, our own
(ui/cards/card_art.py) and the system decks alike, prints J Q K A whatever the language,
so the letters are taken from the very table the card faces are drawn with, and are never
translated: a Ukrainian «Д♠» in the log beside a card printed Q read as two cards.
Number ranks and the suit symbols ♠ ♥ ♦ ♣ are the same everywhere.
"""

from __future__ import annotations

from collections.abc import Iterable

from krig_desktop.engine import Card
from krig_desktop.ui.cards.card_art import rank_text

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
FACE_DOWN = "▢"  # one card lying face down: its face was never shown, so never named


def rank_symbol(rank: int) -> str:
    """The rank as printed in the corner of the card faces on the table ("Q", "10")."""
    if not 2 <= rank <= 14:
        raise ValueError(f"not a rank: {rank!r}")
    return rank_text(rank)


def card_symbol(card: Card) -> str:
    """The card in its short form: rank letter or number, then the suit symbol."""
    suit = SUIT_SYMBOLS.get(str(card.suit))
    if suit is None:
        raise ValueError(f"not a suit: {card.suit!r}")
    return rank_symbol(int(card.rank)) + suit


def card_list(cards: Iterable[Card]) -> str:
    """Several cards in short form, comma-separated ("3♦, 7♣"): symbols, not words, so
    the list reads the same in every language."""
    return ", ".join(map(card_symbol, cards))
