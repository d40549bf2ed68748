"""Who each of the twelve court figures is: colours, hair, beard, pose and emblem.

Printed decks give every court card its own dress and attribute (the king of hearts'
sword behind his head, the king of clubs' orb, the queens' flowers, the jacks' arms),
so a player knows the card before reading the index. This table does the same for our
own figures, in the traditional inks: the red suits dress in red with blue, gold or
green, the black suits in blue, black, gold and green without red, so the suit's
colour still shows at a glance.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.cards.card_shapes import BLACK, BLUE, GOLD, RED

GREEN = QColor(46, 120, 72)
HAIR_BROWN = QColor(120, 72, 32)
HAIR_BLOND = QColor(214, 170, 72)
HAIR_AUBURN = QColor(164, 78, 34)
HAIR_BLACK = QColor(44, 36, 32)
HAIR_GREY = QColor(176, 176, 184)
HAIR_WHITE = QColor(232, 232, 236)


class CourtStyle(Frozen):
    """One figure: robe and second colour, hair, how it faces, what it holds.

    `turn` is -1 (looking to its left), 0 (to the front) or 1 (to its right);
    `pattern` is the robe's brocade ("suits", "stripes", "chequer", "dots", "lozenges");
    `beard` is "" or one of "long", "short", "forked", "full".
    """

    robe: QColor
    second: QColor
    hair: QColor
    turn: int
    pattern: str
    emblem: str
    beard: str = ""


STYLES: dict[tuple[int, str], CourtStyle] = {
    (11, "S"): CourtStyle(BLUE, GOLD, HAIR_BROWN, -1, "stripes", "spear"),
    (12, "S"): CourtStyle(BLACK, GOLD, HAIR_BLOND, 0, "suits", "sceptre"),
    (13, "S"): CourtStyle(GOLD, BLUE, HAIR_GREY, 0, "dots", "sword", "long"),
    (11, "H"): CourtStyle(RED, GOLD, HAIR_AUBURN, 1, "chequer", "leaf"),
    (12, "H"): CourtStyle(BLUE, RED, HAIR_BROWN, 0, "lozenges", "rose"),
    (13, "H"): CourtStyle(GOLD, RED, HAIR_WHITE, 0, "suits", "sword_behind", "short"),
    (11, "D"): CourtStyle(GOLD, BLUE, HAIR_BLACK, 1, "lozenges", "halberd"),
    (12, "D"): CourtStyle(RED, GREEN, HAIR_AUBURN, -1, "dots", "tulip"),
    (13, "D"): CourtStyle(BLUE, GOLD, HAIR_BROWN, -1, "chequer", "axe", "forked"),
    (11, "C"): CourtStyle(BLACK, BLUE, HAIR_BLOND, 0, "dots", "arrow"),
    (12, "C"): CourtStyle(GOLD, BLACK, HAIR_BLACK, 1, "stripes", "daisy"),
    (13, "C"): CourtStyle(GREEN, BLUE, HAIR_GREY, 0, "lozenges", "orb", "full"),
}


def court_style(rank: int, suit: str) -> CourtStyle:
    """The style of the jack (11), queen (12) or king (13) of `suit`."""
    try:
        return STYLES[(rank, suit)]
    except KeyError:
        raise ValueError(f"no court card {rank!r} of {suit!r}") from None
