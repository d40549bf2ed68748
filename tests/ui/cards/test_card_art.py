"""Card art: pixmap sizes, transparency, suit colours, distinctness and the cache."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QCryptographicHash
from PySide6.QtGui import QColor, QImage

from krig_desktop.engine.cards import SUITS
from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.cards.card_art import (
    CARD_ASPECT,
    PIP_LAYOUT,
    CardArt,
    rank_text,
    render_back,
    render_face,
)
from krig_desktop.ui.cards.card_shapes import suit_path


class FakeCard(Frozen):
    """Stand-in with the engine Card's attributes: card art must accept any such object."""

    rank: int
    suit: str


ALL_CARDS = [FakeCard(r, s) for s in SUITS for r in range(2, 15)]


def _digest(image: QImage) -> bytes:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = QByteArray(bytes(image.constBits()))
    return bytes(QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha1).data())


def _colors(image: QImage):
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    for y in range(image.height()):
        for x in range(image.width()):
            yield QColor.fromRgba(image.pixel(x, y))


def _is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 140 and c.green() < 90 and c.blue() < 90


def test_engine_card_is_accepted_if_available(qapp):
    engine = pytest.importorskip("krig_desktop.engine")
    if not hasattr(engine, "Card"):
        pytest.skip("the engine does not export Card yet")
    card = engine.Card.parse("TS")
    image = render_face(card, 50, 70)
    assert image.size().width() == 50
    assert _digest(image) == _digest(render_face(FakeCard(10, "S"), 50, 70))


@pytest.mark.parametrize("width,dpr", [(80, 1.0), (80, 2.0), (63, 1.5), (40, 1.0)])
def test_face_pixmap_size_and_dpr(qapp, width, dpr):
    art = CardArt()
    pixmap = art.face(FakeCard(12, "H"), width, dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(round(width * CARD_ASPECT) * dpr)
    back = art.back(width, dpr)
    assert back.size() == pixmap.size()
    assert back.devicePixelRatio() == pytest.approx(dpr)


def test_aspect_is_poker_size():
    assert pytest.approx(88.9 / 63.5, rel=1e-3) == CARD_ASPECT


@pytest.mark.parametrize("card", [FakeCard(2, "C"), FakeCard(14, "S"), FakeCard(13, "D")])
def test_corners_transparent_centre_opaque(qapp, card):
    for image in (render_face(card, 100, 140), render_back(100, 140)):
        w, h = image.width(), image.height()
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert image.pixelColor(x, y).alpha() == 0, (x, y)
        assert image.pixelColor(w // 2, h // 2).alpha() == 255
        # The border is drawn just inside the edge, not clipped away.
        assert image.pixelColor(w // 2, 0).alpha() > 0


@pytest.mark.parametrize("rank", [2, 7, 10, 11, 12, 13, 14])
def test_red_suits_have_red_pixels_black_suits_none(qapp, rank):
    for suit in SUITS:
        image = render_face(FakeCard(rank, suit), 60, 84)
        red = sum(1 for c in _colors(image) if _is_red(c))
        if suit in "HD":
            assert red > 20, (rank, suit, red)
        elif rank < 11:  # court figures wear red-ish skin tones; pip cards must be pure
            assert red == 0, (rank, suit, red)


def test_black_court_cards_are_not_dressed_in_red(qapp):
    for rank in (11, 12, 13):
        black = render_face(FakeCard(rank, "S"), 100, 140)
        red = render_face(FakeCard(rank, "H"), 100, 140)
        n_black = sum(1 for c in _colors(black) if _is_red(c))
        n_red = sum(1 for c in _colors(red) if _is_red(c))
        assert n_red > 5 * max(n_black, 1), (rank, n_black, n_red)


@pytest.mark.parametrize("width", [40, 100])
def test_all_faces_distinct_and_differ_from_back(qapp, width):
    height = round(width * CARD_ASPECT)
    digests = {_digest(render_face(c, width, height)): c for c in ALL_CARDS}
    assert len(digests) == 52
    assert _digest(render_back(width, height)) not in digests


def test_rendering_is_deterministic(qapp):
    card = FakeCard(11, "C")
    assert _digest(render_face(card, 77, 108)) == _digest(render_face(card, 77, 108))


def test_cache_returns_same_object_for_same_key(qapp):
    art = CardArt()
    card = FakeCard(9, "D")
    first = art.face(card, 70)
    assert art.face(FakeCard(9, "D"), 70) is first
    assert art.face(card, 70, 2.0) is not first
    assert art.back(70) is art.back(70)
    assert art.face(FakeCard(9, "H"), 70) is not first


def test_cache_keeps_only_recent_sizes(qapp):
    art = CardArt()
    card = FakeCard(5, "S")
    old = art.face(card, 50)
    art.face(card, 60)
    art.face(card, 50)  # touching 50 again makes 60 the oldest
    art.face(card, 70)
    assert art.cached_sizes() == [(50, 1.0), (70, 1.0)]
    assert art.face(card, 50) is old
    art.face(card, 80)
    art.face(card, 90)
    assert (50, 1.0) not in art.cached_sizes()
    assert art.face(card, 50) is not old
    assert len(art.cached_sizes()) == 2


def test_clear_drops_everything(qapp):
    art = CardArt()
    old = art.back(60)
    art.clear()
    assert art.cached_sizes() == []
    assert art.back(60) is not old


def test_bad_input_is_refused(qapp):
    with pytest.raises(ValueError):
        render_face(FakeCard(1, "S"), 50, 70)
    with pytest.raises(ValueError):
        render_face(FakeCard(5, "X"), 50, 70)
    with pytest.raises(ValueError):
        render_back(0, 70)
    with pytest.raises(ValueError):
        CardArt().face(FakeCard(5, "S"), 0)


def test_rank_text_and_pip_counts():
    assert rank_text(10) == "10"
    assert [rank_text(r) for r in (11, 12, 13, 14)] == ["J", "Q", "K", "A"]
    for rank, pips in PIP_LAYOUT.items():
        assert len(pips) == rank
        assert len(set(pips)) == rank  # no two pips on the same spot


def test_suit_paths_fill_their_unit_box(qapp):
    for suit in SUITS:
        box = suit_path(suit).boundingRect()
        assert box.top() >= -0.51 and box.bottom() <= 0.51, suit
        assert box.height() > 0.9, suit
        assert 0.6 < box.width() <= 1.01, suit


@settings(max_examples=25, deadline=None)
@given(
    rank=st.integers(2, 14),
    suit=st.sampled_from(SUITS),
    width=st.integers(24, 260),
)
def test_any_size_renders_a_card_shaped_opaque_image(qapp, rank, suit, width):
    height = round(width * CARD_ASPECT)
    image = render_face(FakeCard(rank, suit), width, height)
    assert (image.width(), image.height()) == (width, height)
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(width // 2, height // 2).alpha() == 255
    assert image.pixelColor(width // 2, height - 1).alpha() > 0
