"""System card decks: found through XDG_DATA_DIRS, checked, drawn, chosen, remembered."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QImage

from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards import deck_svg
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.cards.deck_chooser import (
    DECK_ROLE,
    DeckChooser,
    apply_choice,
    remembered_felt,
    render_deck_preview,
)
from krig_desktop.ui.cards.decks import OWN_DECK, available_decks, find_deck
from krig_desktop.ui.cards.felt import DEFAULT_FELT, FELTS, felt_colours, find_felt


class FakeCard(Frozen):
    rank: int
    suit: str


def _keys() -> list[str]:
    return [deck.key for deck in available_decks()]


def _image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_our_deck_comes_first_then_the_system_decks(qapp, deck_folder):
    found = available_decks()
    assert found[0] is OWN_DECK and found[0].path is None
    assert {"kde:svg-good", "aisleriot:plain_test"} <= set(_keys())
    good = find_deck("kde:svg-good")
    assert good.name == "Good" and good.path == deck_folder / "carddecks/svg-good/good.svgz"


def test_discovery_parses_nothing(qapp, deck_folder):
    available_decks()
    # Even the broken ones are only listed until a deck is first drawn.
    assert "kde:svg-broken" in _keys()
    assert not deck_svg._loaded


@pytest.mark.parametrize("key", ["kde:svg-good", "aisleriot:plain_test"])
def test_a_complete_deck_draws_differently_from_ours(qapp, deck_folder, key):
    deck = find_deck(key)
    art = CardArt(deck=deck)
    assert art.deck == deck
    ours = CardArt()
    card = FakeCard(12, "H")
    theirs_face, our_face = _image(art.face(card, 60)), _image(ours.face(card, 60))
    assert theirs_face.size() == our_face.size()
    assert theirs_face != our_face
    assert _image(art.back(60)) != _image(ours.back(60))
    # Faces of the fake deck differ from each other: the right element is drawn.
    assert _image(art.face(FakeCard(13, "S"), 60)) != theirs_face


def test_a_system_deck_is_drawn_ahead_in_idle_time(qapp, qtbot, deck_folder):
    art = CardArt(deck=find_deck("kde:svg-good"))
    art.back(50)
    assert art.cached_count(50) < 53  # nothing drawn ahead inside the call itself
    qtbot.waitUntil(lambda: art.cached_count(50) == 53, timeout=10000)
    ours = CardArt()
    ours.back(50)
    qtbot.wait(50)
    assert ours.cached_count(50) == 1  # our own cards are cheap: drawn when asked


@pytest.mark.parametrize("folder,reason", [
    ("broken", "not a readable SVG"),
    ("incomplete", "king_heart"),
    ("landscape", "not the shape of a playing card"),
])
def test_a_bad_deck_is_left_out_with_a_log_line(qapp, deck_folder, caplog, folder, reason):
    deck = find_deck(f"kde:svg-{folder}")
    assert deck.key == f"kde:svg-{folder}"
    with caplog.at_level(logging.WARNING, logger="krig_desktop.ui.cards.decks"):
        art = CardArt(deck=deck)
    assert art.deck is OWN_DECK  # drawn with ours instead, no error
    assert art.set_deck(deck) is False
    assert any(reason in r.getMessage() and folder in r.getMessage() for r in caplog.records)
    assert deck.key not in _keys()


def test_deck_names_are_translated_where_the_deck_has_them(qapp, deck_folder):
    good = find_deck("kde:svg-good")
    assert good.display_name(QLocale("nb_NO")) == "God kortstokk"
    assert good.display_name(QLocale("uk_UA")) == "Good"


def test_an_unknown_or_vanished_deck_falls_back_to_ours(qapp, deck_folder):
    assert find_deck("kde:svg-nowhere") is OWN_DECK
    assert find_deck(None) is OWN_DECK


def test_the_chooser_changes_what_card_art_draws(qapp, qtbot, deck_folder):
    art = CardArt()
    before = _image(art.face(FakeCard(12, "H"), 60))
    dialog = DeckChooser(art.deck, DEFAULT_FELT)
    qtbot.addWidget(dialog)
    # The previews fill in one deck per tick; the broken decks drop out of the list.
    qtbot.waitUntil(lambda: not dialog._icons.isActive(), timeout=10000)
    listed = [dialog.decks.item(i).data(DECK_ROLE).key for i in range(dialog.decks.count())]
    assert listed[0] == OWN_DECK.key
    assert "kde:svg-good" in listed and "kde:svg-broken" not in listed
    dialog.decks.setCurrentRow(listed.index("kde:svg-good"))
    dialog.felts.setCurrentIndex(2)
    assert not dialog.preview.pixmap().isNull()
    settings = Settings()
    felt = apply_choice(dialog, art, settings)
    assert felt == FELTS[2]
    assert art.deck.key == "kde:svg-good"
    assert _image(art.face(FakeCard(12, "H"), 60)) != before
    again = Settings()
    assert find_deck(again.deck).key == "kde:svg-good"
    assert remembered_felt(again) == FELTS[2]


def test_preview_of_a_broken_deck_is_none(qapp, deck_folder):
    assert render_deck_preview(find_deck("kde:svg-broken"), 30) is None
    assert render_deck_preview(OWN_DECK, 30) is not None


def test_felt_choices_fall_back_to_green():
    assert find_felt("no-such-felt") is DEFAULT_FELT
    centre, middle, edge = felt_colours("blue")
    assert centre.lightness() > middle.lightness() > edge.lightness()
    assert len({felt.key for felt in FELTS}) == len(FELTS)
