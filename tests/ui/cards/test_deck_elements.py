"""Issue 41 point 6: a deck is bounded by its number of elements, not only its bytes.

A 23 MB deck of 380,000 tiny elements was accepted and cost 510 MB and a stall of up to
3 s at every start: QtSvg keeps a node for each element. The expat pass that already
reads every deck now counts them (entities expanded) and refuses past MAX_ELEMENTS.
"""

from __future__ import annotations

import logging

import pytest
from deck_folders import aisleriot_deck, deck_svg

from krig_desktop.ui.cards import deck_check, decks
from krig_desktop.ui.cards import deck_svg as deck_svg_module
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.cards.decks import OWN_DECK, find_deck

TINY = '<rect x="5" y="565" width="1" height="1"/>'  # inside the back's box


@pytest.fixture
def share(tmp_path, monkeypatch):
    root = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setattr(decks, "_rejected", {})
    monkeypatch.setattr(deck_check, "MAX_ELEMENTS", 2000, raising=False)  # the deck: far fewer
    deck_svg_module.forget_loaded()
    yield root
    deck_svg_module.forget_loaded()


def _elements(svg: str) -> int:
    return svg.count("<") - svg.count("</") - svg.count("<?") - svg.count("<!")


def _with(extra: str) -> str:
    return deck_svg("aisleriot").replace('<g id="back">', f'<g id="back">{extra}', 1)


def test_a_deck_of_too_many_elements_is_refused_and_our_own_drawn(qapp, share, caplog):
    aisleriot_deck(share, "crowd_test", _with(TINY * 2000))
    deck = find_deck("aisleriot:crowd_test")
    with caplog.at_level(logging.WARNING, logger="krig_desktop.ui.cards.decks"):
        art = CardArt(deck=deck)
    assert art.deck is OWN_DECK
    assert "more than 2000 elements" in (decks.rejection(deck) or "")


def test_elements_made_by_an_entity_count_too(monkeypatch):
    monkeypatch.setattr(deck_check, "MAX_ELEMENTS", 2000, raising=False)
    svg = _with("&many;" * 20)
    hundred = TINY.replace('"', "'") * 100
    svg = f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY many "{hundred}">]>\n' + svg
    with pytest.raises(deck_check.DeckRefused, match="more than 2000 elements"):
        deck_check.outside_reference(svg.encode())


def test_a_deck_at_the_bound_is_used(qapp, share):
    svg = deck_svg("aisleriot")
    aisleriot_deck(share, "full_test", _with(TINY * (2000 - _elements(svg))))
    deck = find_deck("aisleriot:full_test")
    assert CardArt(deck=deck).deck == deck, decks.rejection(deck)
