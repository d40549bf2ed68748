"""Issue 28, point 2: a deck's SVG is bounded, self-contained and parsed off the GUI thread.

A 196 MB SVG froze the window and was accepted; an 8 MB gzip bomb took gigabytes of
memory before it was refused; an `<image>` naming a FIFO hung inside QSvgRenderer, and
QtSvg opened any local file an `<image>` named. Now the file and its unpacked text are
bounded before parsing, a deck that refers to anything outside itself is refused, and
the window has decks read and parsed on the loader's worker thread.
"""

from __future__ import annotations

import gzip
import logging
import threading
import zlib

import pytest
from deck_folders import aisleriot_deck, deck_svg, kde_deck

from krig_desktop.storage import bounded_read
from krig_desktop.ui.cards import deck_check, decks
from krig_desktop.ui.cards import deck_svg as deck_svg_module
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.cards.decks import OWN_DECK, find_deck


@pytest.fixture
def share(tmp_path, monkeypatch):
    root = tmp_path / "share"
    kde_deck(root, "good", deck_svg("kde"), name="Good")
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setattr(decks, "_rejected", {})
    deck_svg_module.forget_loaded()
    yield root
    deck_svg_module.forget_loaded()


def _with_back(svg: str, extra: str) -> str:
    """The test deck with `extra` put inside its back."""
    return svg.replace('<g id="back">', f'<g id="back">{extra}', 1)


def _refused(deck, caplog) -> str:
    """Load `deck` as the table would; the log line saying why it was left out."""
    with caplog.at_level(logging.WARNING, logger="krig_desktop.ui.cards.decks"):
        art = CardArt(deck=deck)
    assert art.deck is OWN_DECK
    assert decks.rejection(deck) is not None
    return decks.rejection(deck) or ""


def _counting_unpacker(monkeypatch) -> list[int]:
    """Counts every byte the bounded unpacker lets out (one total per deck)."""
    counted = [0]
    real = zlib.decompressobj

    class Counting:
        def __init__(self, *args) -> None:
            self._inner = real(*args)

        def decompress(self, data, max_length=0):
            out = self._inner.decompress(data, max_length)
            counted[0] += len(out)
            return out

        def __getattr__(self, name):
            return getattr(self._inner, name)

    monkeypatch.setattr(bounded_read.zlib, "decompressobj", Counting)
    return counted


def test_a_gzip_bomb_is_refused_having_unpacked_no_more_than_the_limit(qapp, share,
                                                                         monkeypatch,
                                                                         caplog):
    head = b'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="140"><desc>'
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = [packer.compress(head)]
    block = b" " * (1 << 20)
    for _ in range(deck_check.MAX_SVG_BYTES // len(block) * 4):  # 4x the limit unpacked
        bomb.append(packer.compress(block))
    bomb.append(packer.flush())
    packed = b"".join(bomb)
    assert len(packed) < deck_check.MAX_SVG_BYTES // 100  # small on disk: a bomb
    place = share / "carddecks" / "svg-bomb"
    place.mkdir()
    (place / "bomb.svgz").write_bytes(packed)
    (place / "index.desktop").write_text("[KDE Backdeck]\nName=Bomb\nSVG=bomb.svgz\n")
    counted = _counting_unpacker(monkeypatch)
    reason = _refused(find_deck("kde:svg-bomb"), caplog)
    assert "unpacked, larger than" in reason
    assert 0 < counted[0] <= deck_check.MAX_SVG_BYTES + (1 << 16)


def test_a_huge_svg_is_refused_before_it_is_read(qapp, share, caplog):
    path = aisleriot_deck(share, "huge_test", deck_svg("aisleriot"))
    with path.open("r+b") as file:  # sparse: no disk is spent on it
        file.truncate(deck_check.MAX_FILE_BYTES + 1)
    reason = _refused(find_deck("aisleriot:huge_test"), caplog)
    assert "larger than" in reason


@pytest.mark.parametrize("extra", [
    '<image x="0" y="0" width="10" height="10" xlink:href="{secret}" '
    'xmlns:xlink="http://www.w3.org/1999/xlink"/>',
    '<image x="0" y="0" width="10" height="10" href="file://{secret}"/>',
    '<rect width="5" height="5" style="fill:url({secret}#paint)"/>',
    '<style>@import url("{secret}");</style>',
], ids=["xlink-href", "href-file-uri", "style-url", "style-import"])
def test_a_deck_that_refers_to_a_file_outside_it_is_refused(qapp, share, tmp_path, caplog,
                                                             extra):
    secret = tmp_path / "not-a-card.png"
    secret.write_bytes(b"\x89PNG not really")
    aisleriot_deck(share, "outside_test",
                   _with_back(deck_svg("aisleriot"), extra.format(secret=secret)))
    reason = _refused(find_deck("aisleriot:outside_test"), caplog)
    assert "outside the deck" in reason and str(secret) in reason


def test_an_entity_or_a_style_sheet_cannot_smuggle_a_file_in(qapp, share, tmp_path, caplog):
    secret = tmp_path / "sheet.css"
    secret.write_text("rect { fill: red }")
    svg = deck_svg("aisleriot")
    smuggled = (f'<?xml version="1.0"?>\n<?xml-stylesheet type="text/css" href="{secret}"?>\n'
                + svg)
    aisleriot_deck(share, "sheet_test", smuggled)
    assert "xml-stylesheet" in _refused(find_deck("aisleriot:sheet_test"), caplog)
    entity = (f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY pic "<image '
              f"width='9' height='9' href='{secret}'/>\">]>\n"
              + _with_back(svg, "&pic;"))
    aisleriot_deck(share, "entity_test", entity)
    assert str(secret) in _refused(find_deck("aisleriot:entity_test"), caplog)


def test_a_picture_inside_the_deck_and_links_are_fine(qapp, share):
    pixel = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR4"
             "2mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")
    inside = 'x="5" y="565"'  # within the back's own box, so its shape stays a card's
    extra = (f'<image {inside} width="10" height="10" href="{pixel}"/>'
             f'<a href="https://example.org/deck"><rect {inside} width="2" height="2"/></a>'
             f'<rect {inside} width="3" height="3" fill="url(#nowhere)"/>')
    aisleriot_deck(share, "inside_test", _with_back(deck_svg("aisleriot"), extra))
    deck = find_deck("aisleriot:inside_test")
    assert CardArt(deck=deck).deck == deck


def test_the_window_has_the_deck_parsed_off_the_gui_thread(qapp, qtbot, share, monkeypatch):
    where: list[threading.Thread] = []
    real = deck_svg_module.checked_svg

    def watched(path):
        where.append(threading.current_thread())
        return real(path)

    monkeypatch.setattr(deck_svg_module, "checked_svg", watched)
    art = CardArt()
    answers: list[bool] = []
    deck = find_deck("kde:svg-good")
    art.set_deck_later(deck, answers.append)
    assert art.deck is OWN_DECK  # drawn with ours until the deck is ready
    qtbot.waitUntil(lambda: answers == [True], timeout=10_000)
    assert art.deck == deck
    assert where and threading.main_thread() not in where
    art.set_deck_later(OWN_DECK, answers.append)  # ours, and one already parsed: at once
    art.set_deck_later(deck, answers.append)
    assert answers == [True, True, True] and art.deck == deck


def test_a_refused_deck_leaves_our_own_and_says_so(qapp, qtbot, share):
    aisleriot_deck(share, "outside_test",
                   _with_back(deck_svg("aisleriot"), '<image href="/etc/hostname"/>'))
    art = CardArt()
    answers: list[bool] = []
    art.set_deck_later(find_deck("aisleriot:outside_test"), answers.append)
    qtbot.waitUntil(lambda: answers == [False], timeout=10_000)
    assert art.deck is OWN_DECK


def test_stopping_the_loader_waits_for_its_worker_and_drops_the_answers(qapp, qtbot, share):
    loader = deck_svg_module.loader()
    answers: list[object] = []
    loader.request(find_deck("kde:svg-good"), answers.append)
    assert loader.busy()
    loader.stop()  # what the window's close and the application's quit do
    assert not loader.busy()
    assert not loader._thread.isRunning()
    qtbot.wait(50)  # a result already posted is dropped, not delivered
    assert answers == []
    loader.request(find_deck("kde:svg-good"), answers.append)  # and it starts again
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=10_000)
    assert answers[0] is not None


def test_a_plain_gzip_deck_still_loads(qapp, share):
    aisleriot = share / "aisleriot" / "cards"
    aisleriot.mkdir(parents=True)
    (aisleriot / "packed_test.svgz").write_bytes(gzip.compress(deck_svg("aisleriot").encode()))
    deck = find_deck("aisleriot:packed_test")
    assert CardArt(deck=deck).deck == deck


def test_the_deck_looked_at_goes_before_the_queued_ones(qapp, qtbot, share, monkeypatch):
    for stem in ("a_test", "b_test", "c_test"):
        aisleriot_deck(share, stem, deck_svg("aisleriot"))
    order: list[str] = []
    real = deck_svg_module.checked_svg
    monkeypatch.setattr(deck_svg_module, "checked_svg",
                        lambda path: (order.append(path.stem), real(path))[1])
    loader = deck_svg_module.loader()
    answers: list[object] = []
    for stem in ("a_test", "b_test", "c_test"):
        loader.request(find_deck(f"aisleriot:{stem}"), answers.append)
    loader.request(find_deck("aisleriot:c_test"), answers.append, first=True)
    qtbot.waitUntil(lambda: len(answers) == 4, timeout=10_000)
    assert order == ["a_test", "c_test", "b_test"]  # a was already being read
