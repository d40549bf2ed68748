"""Playing cards: 52 interned, immutable values with a short text notation.

Every card exists exactly once (`Card(14, "S") is Card.parse("as")`), so cards are cheap
to compare, hash and keep in sets. The engine itself works on small integers (`index`)
and only turns them into `Card` objects where the outside world looks.
"""

from __future__ import annotations

from typing import Final

SUITS: Final = "SHDC"
RANK_CHARS: Final = "23456789TJQKA"
RANKS: Final = tuple(range(2, 15))  # 2 .. 14, the ace is 14

_SUIT_NAMES = "spades, hearts, diamonds, clubs"


class Card(tuple[int, str, int]):
    """One playing card: `rank` 2..14 (ace high) and `suit` one of "S", "H", "D", "C".

    A tuple subclass (rank, suit, index) so it is immutable and hashable for free;
    `Card(rank, suit)` and `Card.parse(text)` both return the one shared instance of that
    card.
    """

    __slots__ = ()

    def __new__(cls, rank: int, suit: str) -> Card:
        try:
            card = _BY_RANK_SUIT.get((rank, suit)) if type(rank) is int else None
        except TypeError:  # an unhashable suit
            card = None
        if card is None:
            if not _BY_RANK_SUIT:  # building the 52 cards at import time
                return tuple.__new__(cls, (rank, suit, (rank - 2) * 4 + SUITS.index(suit)))
            raise ValueError(
                f"no such card: rank {rank!r}, suit {suit!r} "
                f"(rank is a whole number 2-14, suit one of S, H, D, C)"
            )
        return card

    @property
    def rank(self) -> int:
        """2..14; 11 jack, 12 queen, 13 king, 14 ace."""
        return self[0]

    @property
    def suit(self) -> str:
        """One of "S", "H", "D", "C"; suits never decide anything in Krig."""
        return self[1]

    @property
    def index(self) -> int:  # type: ignore[override]  # shadows tuple.index on purpose
        """0..51, ordered by rank then suit: `index >> 2` compares like the rank."""
        return self[2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """'TS', '10S', 'ts', ' Ah ' -> Card. Anything else raises ValueError."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"a card is written as text like 'TS', not {type(text).__name__}")
        key = text.strip().upper()
        if key.startswith("10"):
            key = "T" + key[2:]
        card = _BY_TEXT.get(key)
        if card is None:
            raise ValueError(
                f"{text!r} is not a card: write the rank (2-9, T or 10, J, Q, K, A) "
                f"then the suit (S, H, D, C), for example 'TS' for the ten of spades"
            )
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this `index` (0..51)."""
        return CARDS[index]

    def __str__(self) -> str:
        return RANK_CHARS[self[0] - 2] + self[1]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __getnewargs__(self) -> tuple[int, str]:  # so copy.copy/deepcopy rebuild via __new__
        return (self[0], self[1])

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


_BY_RANK_SUIT: dict[tuple[int, str], Card] = {}
CARDS: Final[tuple[Card, ...]] = tuple(Card(rank, suit) for rank in RANKS for suit in SUITS)
_BY_RANK_SUIT.update({(c.rank, c.suit): c for c in CARDS})
_BY_TEXT: Final = {str(c): c for c in CARDS}
assert all(c.index == i for i, c in enumerate(CARDS))


def full_deck() -> list[Card]:
    """A fresh list of all 52 cards in a fixed order (2S 2H 2D 2C 3S ... AC)."""
    return list(CARDS)


def to_card(value: Card | str) -> Card:
    """Accept a Card or its notation; ValueError otherwise."""
    if isinstance(value, Card):
        return value
    return Card.parse(value)
