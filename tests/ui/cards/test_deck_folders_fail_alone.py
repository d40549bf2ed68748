"""Issue 28, point 7: one unreadable deck folder or file hid every system deck.

An `aisleriot/cards` folder that cannot be listed raised out of the listing, and the
whole list fell back to our own deck, the good KDE decks too. Now each folder and each
file fails alone, with a log line. The tests run as root in CI, where permissions do not
stop reading, so the system's refusal is played by a stand-in for os.scandir / listdir /
stat that answers EACCES for exactly the one path; where the tests run as an ordinary
user, a real unreadable folder is tried too.
"""

from __future__ import annotations

import errno
import logging
import os

import pytest
from deck_folders import aisleriot_deck, deck_svg, kde_deck

from krig_desktop.ui.cards import deck_svg as deck_svg_module
from krig_desktop.ui.cards import decks


@pytest.fixture
def two_homes(tmp_path, monkeypatch):
    """Good KDE decks in one data folder, Aisleriot decks in another."""
    kde_home, gnome_home = tmp_path / "kde", tmp_path / "gnome"
    kde_deck(kde_home, "good", deck_svg("kde"), name="Good")
    kde_deck(kde_home, "other", deck_svg("kde"), name="Other")
    aisleriot_deck(gnome_home, "plain_test", deck_svg("aisleriot"))
    aisleriot_deck(gnome_home, "second_test", deck_svg("aisleriot"))
    monkeypatch.setenv("XDG_DATA_DIRS", f"{kde_home}:{gnome_home}")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setattr(decks, "_rejected", {})
    deck_svg_module.forget_loaded()
    yield kde_home, gnome_home
    deck_svg_module.forget_loaded()


def _refuse(monkeypatch, name: str, path: os.PathLike[str] | str) -> None:
    """os.<name>(path) fails with EACCES, as for an unreadable folder; all else as usual."""
    real = getattr(os, name)
    denied = os.fspath(path)

    def guarded(target=".", *args, **kwargs):
        if os.fspath(target) == denied:
            raise PermissionError(errno.EACCES, "Permission denied", denied)
        return real(target, *args, **kwargs)

    monkeypatch.setattr(os, name, guarded)


def _keys() -> list[str]:
    return [deck.key for deck in decks.available_decks()]


def test_an_aisleriot_folder_that_cannot_be_listed_hides_only_itself(qapp, two_homes,
                                                                      monkeypatch, caplog):
    _kde, gnome = two_homes
    folder = gnome / "aisleriot" / "cards"
    for name in ("scandir", "listdir"):
        _refuse(monkeypatch, name, folder)
    with caplog.at_level(logging.WARNING, logger="krig_desktop.ui.cards.decks"):
        keys = _keys()
    assert {"kde:svg-good", "kde:svg-other"} <= set(keys)
    assert not any(key.startswith("aisleriot:") for key in keys)
    assert any(str(folder) in r.getMessage() and "cannot be read" in r.getMessage()
               for r in caplog.records)


def test_a_deck_file_that_cannot_be_looked_at_hides_only_itself(qapp, two_homes,
                                                                  monkeypatch):
    _kde, gnome = two_homes
    _refuse(monkeypatch, "stat", gnome / "aisleriot" / "cards" / "plain_test.svg")
    keys = _keys()
    assert {"kde:svg-good", "kde:svg-other", "aisleriot:second_test"} <= set(keys)
    assert "aisleriot:plain_test" not in keys


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every folder")
def test_a_really_unreadable_aisleriot_folder(qapp, two_homes):
    _kde, gnome = two_homes
    folder = gnome / "aisleriot" / "cards"
    folder.chmod(0)
    try:
        keys = _keys()
    finally:
        folder.chmod(0o755)
    assert {"kde:svg-good", "kde:svg-other"} <= set(keys)
