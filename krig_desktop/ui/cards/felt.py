"""The table's felt colours: a handful of cloths to choose from, green by default.

The table view paints the felt as a radial gradient (lit centre, darker edge); each
choice gives those three colours. The view reads them with `felt_colours(key)` where
it paints its background; the key is what the settings remember.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from krig_desktop.engine.frozen import Frozen
from krig_desktop.translatable import QT_TRANSLATE_NOOP

CONTEXT = "Felt"


class Felt(Frozen):
    """One cloth: its settings key, its (untranslated) name, and its three shades."""

    key: str
    name: str
    centre: QColor
    middle: QColor
    edge: QColor

    def display_name(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.name)


def _felt(key: str, name: str, r: int, g: int, b: int) -> Felt:
    """A felt lit from the middle: the middle shade given, the centre lighter."""
    middle = QColor(r, g, b)
    return Felt(key, name, middle.lighter(148), middle, middle.darker(215))


FELTS: tuple[Felt, ...] = (
    Felt("green", QT_TRANSLATE_NOOP("Felt", "Green"),
         QColor(46, 128, 72), QColor(28, 96, 52), QColor(12, 52, 28)),
    _felt("blue", QT_TRANSLATE_NOOP("Felt", "Blue"), 26, 70, 120),
    _felt("burgundy", QT_TRANSLATE_NOOP("Felt", "Burgundy"), 110, 24, 40),
    _felt("teal", QT_TRANSLATE_NOOP("Felt", "Teal"), 14, 82, 88),
    _felt("brown", QT_TRANSLATE_NOOP("Felt", "Brown"), 96, 64, 36),
    _felt("grey", QT_TRANSLATE_NOOP("Felt", "Grey"), 70, 74, 80),
)
DEFAULT_FELT = FELTS[0]


def find_felt(key: str | None) -> Felt:
    """The felt remembered as `key`, or the default green."""
    return next((felt for felt in FELTS if felt.key == key), DEFAULT_FELT)


def felt_colours(key: str | None) -> tuple[QColor, QColor, QColor]:
    """(centre, middle, edge) of the felt `key`, for the table view's gradient."""
    felt = find_felt(key)
    return QColor(felt.centre), QColor(felt.middle), QColor(felt.edge)
