"""Card names for screen readers and tool tips ("Queen of hearts"), in every language.

A name is built from three translatable pieces: the rank as a word, the suit in the form
the name needs, and a pattern joining them. Languages order and inflect these differently
(Norwegian says "hjerter dame", suit first; Ukrainian "дама чирв", the suit in the genitive;
Filipino "reyna ng puso"), so the pattern "%1 of %2" is itself translated, and each piece
carries a comment for the translator. Nothing here depends on the engine: a card is
anything with `.rank` (2–14) and `.suit` ("S", "H", "D", "C"), or its notation ("QH").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_RANK_CHARS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}

# Ranks as words, the form used inside a card's name.
# (QT_TRANSLATE_NOOP gives back its text; the cast only tells the type checker so.)
RANK_WORDS = cast(dict[int, str], {
    2: QT_TRANSLATE_NOOP("CardRank", "two"),
    3: QT_TRANSLATE_NOOP("CardRank", "three"),
    4: QT_TRANSLATE_NOOP("CardRank", "four"),
    5: QT_TRANSLATE_NOOP("CardRank", "five"),
    6: QT_TRANSLATE_NOOP("CardRank", "six"),
    7: QT_TRANSLATE_NOOP("CardRank", "seven"),
    8: QT_TRANSLATE_NOOP("CardRank", "eight"),
    9: QT_TRANSLATE_NOOP("CardRank", "nine"),
    10: QT_TRANSLATE_NOOP("CardRank", "ten"),
    11: QT_TRANSLATE_NOOP("CardRank", "jack"),
    12: QT_TRANSLATE_NOOP("CardRank", "queen"),
    13: QT_TRANSLATE_NOOP("CardRank", "king"),
    14: QT_TRANSLATE_NOOP("CardRank", "ace"),
})

# Suits in the form that follows the rank in a card's name ("queen of HEARTS").
SUIT_WORDS = cast(dict[str, str], {
    "S": QT_TRANSLATE_NOOP("CardSuit", "spades"),
    "H": QT_TRANSLATE_NOOP("CardSuit", "hearts"),
    "D": QT_TRANSLATE_NOOP("CardSuit", "diamonds"),
    "C": QT_TRANSLATE_NOOP("CardSuit", "clubs"),
})


class CardLike(Protocol):
    """Anything with the engine Card's rank and suit will do (read-only, as on a Card)."""

    @property
    def rank(self) -> int: ...

    @property
    def suit(self) -> str: ...


def _rank_and_suit(card: CardLike | str) -> tuple[int, str]:
    if isinstance(card, str):
        text = card.strip().upper()
        if len(text) < 2:
            raise ValueError(f"not a card: {card!r}")
        rank_text, suit = text[:-1], text[-1]
        rank = _RANK_CHARS.get(rank_text) or (int(rank_text) if rank_text.isdigit() else 0)
    else:
        rank, suit = int(card.rank), str(card.suit)
    if rank not in RANK_WORDS or suit not in SUIT_WORDS:
        raise ValueError(f"not a card: {card!r}")
    return rank, suit


def rank_name(rank: int) -> str:
    """The rank as a word in the current language ("queen")."""
    return QCoreApplication.translate("CardRank", RANK_WORDS[rank])


def suit_name(suit: str) -> str:
    """The suit in the current language, in the form a card's name uses ("hearts")."""
    return QCoreApplication.translate("CardSuit", SUIT_WORDS[suit])


def card_name(card: CardLike | str) -> str:
    """The card's full name in the current language, capitalised ("Queen of hearts")."""
    rank, suit = _rank_and_suit(card)
    pattern = QCoreApplication.translate(
        "CardName",
        "%1 of %2",
        "A card's name: %1 is the rank (queen), %2 the suit (hearts). Reorder freely.",
    )
    name = pattern.replace("%1", rank_name(rank)).replace("%2", suit_name(suit))
    return name[:1].upper() + name[1:]


def face_down_name() -> str:
    """What a screen reader says for a card whose face is hidden."""
    return QCoreApplication.translate("CardName", "Face-down card")


def table_summary(entries: Sequence[tuple[str, CardLike | str | None]]) -> str:
    """What a screen reader should say about the table: each seat's name and face-up card.

    `entries` is (seat name, its face-up card or None) per seat, e.g.
    [("You", "QH"), ("CPU 1", "TS")] -> "You: Queen of hearts. CPU 1: Ten of spades."
    Meant for the table view's accessibleDescription, updated after every step.
    """
    parts = []
    for seat, card in entries:
        shown = card_name(card) if card is not None else QCoreApplication.translate(
            "CardName", "no card", "A seat with no face-up card on the table."
        )
        parts.append(
            QCoreApplication.translate(
                "CardName", "%1: %2.", "Seat name, then its card: 'You: Queen of hearts.'"
            ).replace("%1", seat).replace("%2", shown)
        )
    return " ".join(parts)
