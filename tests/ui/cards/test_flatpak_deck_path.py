"""Issue 26 point 4: inside a Flatpak the host's card decks are under /run/host/usr/share,
which is not on XDG_DATA_DIRS: they are found there too, and only inside a Flatpak. The
layout is faked: both paths are module constants pointed at the test's folders."""

from __future__ import annotations

import logging
import os

import pytest
from deck_folders import aisleriot_deck, deck_svg, kde_deck

from krig_desktop.ui.cards import deck_svg as deck_svg_module
from krig_desktop.ui.cards import decks
from krig_desktop.ui.cards.decks import available_decks


@pytest.fixture
def sandbox(tmp_path, monkeypatch):
    """A sandbox with nothing on XDG_DATA_DIRS, and a host share with one deck of each
    kind; the marker file is missing until the test makes it."""
    own = tmp_path / "app-share"
    own.mkdir()
    monkeypatch.setenv("XDG_DATA_DIRS", str(own))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    host = tmp_path / "run" / "host" / "usr" / "share"
    kde_deck(host, "hosted", deck_svg("kde"), name="Hosted")
    aisleriot_deck(host, "host_plain", deck_svg("aisleriot"))
    monkeypatch.setattr(decks, "FLATPAK_HOST_SHARE", host)
    monkeypatch.setattr(decks, "FLATPAK_INFO", tmp_path / ".flatpak-info")
    monkeypatch.setattr(decks, "_rejected", {})
    deck_svg_module.forget_loaded()
    yield tmp_path, host, own
    deck_svg_module.forget_loaded()


def _keys() -> set[str]:
    return {deck.key for deck in available_decks()}


def test_the_host_decks_are_found_in_a_flatpak(qapp, sandbox):
    root, host, _own = sandbox
    (root / ".flatpak-info").write_text("[Application]\nname=io.github.krig_desktop."
                                        "KrigDesktop\n")
    assert {"kde:svg-hosted", "aisleriot:host_plain"} <= _keys()
    found = decks.find_deck("kde:svg-hosted")
    assert found.path is not None and found.path.is_relative_to(host)


def test_outside_a_flatpak_the_host_folder_is_not_looked_at(qapp, sandbox):
    assert _keys() == {"own"}


def test_the_sandbox_s_own_copy_wins_over_the_host_s(qapp, sandbox):
    root, _host, own = sandbox
    (root / ".flatpak-info").write_text("")
    kde_deck(own, "hosted", deck_svg("kde"), name="Bundled")
    assert decks.find_deck("kde:svg-hosted").name == "Bundled"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads locked folders")
def test_a_host_folder_that_cannot_be_read_fails_alone(qapp, sandbox, caplog):
    root, host, _own = sandbox
    (root / ".flatpak-info").write_text("")
    locked = host / "carddecks"
    locked.chmod(0)
    try:
        with caplog.at_level(logging.WARNING, logger=decks.__name__):
            keys = _keys()
    finally:
        locked.chmod(0o755)
    assert "aisleriot:host_plain" in keys and "kde:svg-hosted" not in keys
    assert "carddecks" in caplog.text


def test_a_host_folder_that_is_a_link_loop_fails_alone(qapp, sandbox):
    root, host, _own = sandbox
    (root / ".flatpak-info").write_text("")
    kept = host / "carddecks-kept"
    (host / "carddecks").rename(kept)
    (host / "carddecks").symlink_to(host / "carddecks")
    keys = _keys()
    assert "aisleriot:host_plain" in keys and "kde:svg-hosted" not in keys
