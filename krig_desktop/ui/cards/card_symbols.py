"""A card's short written form for the battle log and the result line: "Q♦", "10♠".

Full names ("Queen of diamonds", card_names.py) are for screen readers; a log row needs
what a player writes in a score sheet or sees in a card's corner. Court and ace letters
differ by country (a Ukrainian deck prints В Д К Т, Norwegian bridge notation writes
Kn D K E), so those four letters are translated; number ranks and the suit symbols
♠ ♥ ♦ ♣ are the same everywhere and are not.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from krig_desktop.engine import Card

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
FACE_DOWN = "▢"  # one card lying face down: its face was never shown, so never named


def rank_symbol(rank: int) -> str:
    """The rank as written on a card's corner in the current language ("Q", "10")."""
    if 2 <= rank <= 10:
        return str(rank)
    if rank == 11:
        return QCoreApplication.translate(
            "CardSymbol", "J",
            "The jack's letter as printed in a card's corner or written in card notation, "
            "e.g. in a log row 'J♠'. Keep it to one or two letters (Ukrainian В, Bokmål Kn).")
    if rank == 12:
        return QCoreApplication.translate(
            "CardSymbol", "Q",
            "The queen's letter as printed in a card's corner, e.g. 'Q♦' (Ukrainian Д, "
            "Bokmål D).")
    if rank == 13:
        return QCoreApplication.translate(
            "CardSymbol", "K",
            "The king's letter as printed in a card's corner, e.g. 'K♠' (Ukrainian К, "
            "Bokmål K).")
    if rank == 14:
        return QCoreApplication.translate(
            "CardSymbol", "A",
            "The ace's letter as printed in a card's corner, e.g. 'A♥' (Ukrainian Т for "
            "туз, Bokmål E for ess).")
    raise ValueError(f"not a rank: {rank!r}")


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
