"""Issue 28, point 1: a deck folder that is a trap cannot hang or fill the program.

A `carddecks/svg-*/index.desktop` that is a FIFO blocked the deck list for ever, and one
linked to /dev/zero grew memory without limit (its size, read with stat(), is 0); with a
system deck remembered, every start hung, even `--smoke`. Both are now skipped with a log
line, and the good deck beside them is still found. The real program runs in a
subprocess, with a timeout only so that a hang fails instead of stalling the suite.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from deck_folders import deck_svg, kde_deck

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards import deck_svg as deck_svg_module
from krig_desktop.ui.cards import decks

HANG_TIMEOUT = 90  # seconds: a start that hangs fails here instead of stalling the run


@pytest.fixture
def trap_decks(tmp_path, monkeypatch):
    """A good KDE deck, and beside it one whose index is a FIFO and one whose index is
    a link to /dev/zero, on XDG_DATA_DIRS."""
    share = tmp_path / "share"
    kde_deck(share, "good", deck_svg("kde"), name="Good")
    for name, make in (("fifo", os.mkfifo), ("zero", lambda p: os.symlink("/dev/zero", p))):
        place = share / "carddecks" / f"svg-{name}"
        place.mkdir(parents=True)
        make(place / "index.desktop")
    monkeypatch.setenv("XDG_DATA_DIRS", str(share))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty-home"))
    monkeypatch.setattr(decks, "_rejected", {})
    deck_svg_module.forget_loaded()
    yield share
    deck_svg_module.forget_loaded()


def test_smoke_finishes_with_a_fifo_and_a_dev_zero_index_and_a_deck_remembered(trap_decks):
    settings = Settings()
    settings.deck = "kde:svg-good"  # a system deck remembered: the list is read at start
    assert settings.sync()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "krig_desktop", "--smoke", "3", "--speed", "instant"],
        capture_output=True, text=True, timeout=HANG_TIMEOUT, stdin=subprocess.DEVNULL,
        env=env)
    assert result.returncode == 0, result.stderr
    assert "smoke: ok" in result.stderr
    for name in ("svg-fifo", "svg-zero"):
        assert any(name in line and "not an ordinary file" in line
                   for line in result.stderr.splitlines()), result.stderr


def test_the_deck_list_skips_both_traps_and_keeps_the_good_deck(qapp, trap_decks, caplog):
    keys = [deck.key for deck in decks.available_decks()]
    assert "kde:svg-good" in keys
    assert "kde:svg-fifo" not in keys and "kde:svg-zero" not in keys
    assert sum("not an ordinary file" in r.getMessage() for r in caplog.records) == 2


def test_a_deck_whose_svg_is_a_fifo_or_a_device_is_left_out_with_a_reason(qapp, trap_decks,
                                                                           caplog):
    for name, make in (("pipe", os.mkfifo), ("dev", lambda p: os.symlink("/dev/zero", p))):
        place = trap_decks / "carddecks" / f"svg-{name}"
        place.mkdir()
        (place / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nSVG={name}.svgz\n")
        make(place / f"{name}.svgz")
    keys = [deck.key for deck in decks.available_decks()]
    assert "kde:svg-good" in keys
    assert "kde:svg-pipe" not in keys and "kde:svg-dev" not in keys
    assert decks.rejection(decks.Deck("kde:svg-pipe", "", None, "kde")) == (
        "its file is not an ordinary file (a FIFO, a device or a socket)")
