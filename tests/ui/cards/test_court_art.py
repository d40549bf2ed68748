"""The twelve court cards: each one its own figure, at table size and at full size."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter

from krig_desktop.engine.cards import SUITS
from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.cards.card_art import CARD_ASPECT, render_face
from krig_desktop.ui.cards.court_styles import STYLES, court_style

# Two court cards count as different where a pixel's difference (grey level of the
# per-channel difference) is above this; MIN_SHARE of the card must be such pixels.
# The frame, the index layout and the skin are shared, so identical twins score 0.
VISIBLE = 40
MIN_SHARE = 0.08
_MARK = bytes(1 if v > VISIBLE else 0 for v in range(256))


class FakeCard(Frozen):
    rank: int
    suit: str


COURTS = [FakeCard(rank, suit) for suit in SUITS for rank in (11, 12, 13)]


def _on_white(face: QImage) -> QImage:
    opaque = QImage(face.size(), QImage.Format.Format_RGB32)
    opaque.fill(QColor("white"))
    painter = QPainter(opaque)
    painter.drawImage(QPoint(0, 0), face)
    painter.end()
    return opaque


def _share_different(a: QImage, b: QImage) -> float:
    diff = _on_white(a)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(QPoint(0, 0), _on_white(b))
    painter.end()
    grey = diff.convertToFormat(QImage.Format.Format_Grayscale8)
    marks = bytes(grey.constBits()).translate(_MARK)
    return marks.count(1) / (grey.width() * grey.height())


@pytest.mark.parametrize("width", [60, 300])
def test_the_twelve_court_cards_are_pairwise_distinct(qapp, width):
    height = round(width * CARD_ASPECT)
    faces = {card: render_face(card, width, height) for card in COURTS}
    shares = {
        (a, b): _share_different(faces[a], faces[b])
        for a, b in itertools.combinations(COURTS, 2)
    }
    too_alike = {pair: round(s, 3) for pair, s in shares.items() if s < MIN_SHARE}
    assert not too_alike


def test_a_card_compared_with_itself_scores_nothing(qapp):
    # The measure above can fail: the same card drawn twice is not "different".
    face = render_face(COURTS[0], 60, 84)
    assert _share_different(face, render_face(COURTS[0], 60, 84)) == 0.0


def test_every_court_card_has_its_own_style():
    assert len(STYLES) == 12
    emblems = {STYLES[key].emblem for key in STYLES}
    assert len(emblems) == 12
    with pytest.raises(ValueError):
        court_style(14, "S")
