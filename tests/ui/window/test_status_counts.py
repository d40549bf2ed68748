"""Issue 24 point 3: at 800×600 with four players the status bar lost CPU 3's count
under the odds meter. The counts line now closes up its separators and shortens the
seat names before any count goes; its text() stays the whole line."""

from __future__ import annotations

import re

import pytest

from krig_desktop.ui.window.status_counts import StatusCounts

PIECES = [("Battle 5", ""), ("%1: 19 cards", "You"), ("%1: 15 cards", "Комп’ютер 1"),
          ("%1: 11 cards", "Комп’ютер 2"), ("%1: 7 cards", "Комп’ютер 3")]


def counts(text: str) -> list[str]:
    return re.findall(r"\d+ cards", text)


@pytest.mark.parametrize("width", [900, 520, 420])
def test_every_count_stays_as_the_line_narrows(qtbot, width):
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces(PIECES)
    label.resize(width, 24)
    label.show()
    qtbot.waitExposed(label)
    shown = label.shown()
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert counts(shown) == ["19 cards", "15 cards", "11 cards", "7 cards"], shown
    assert label.text() == "   ·   ".join(t.replace("%1", n) for t, n in PIECES)


def test_names_are_cut_before_anything_else(qtbot):
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces(PIECES)
    label.resize(420, 24)
    label.show()
    qtbot.waitExposed(label)
    assert "…" in label.shown() and "Battle 5" in label.shown()
    assert label.toolTip() == label.text()  # the whole line is still there to read
    label.resize(2000, 24)
    assert label.shown() == label.text() and label.toolTip() == ""


def test_a_replay_frames_the_counts(qtbot):
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces(PIECES[:2], "Replay — %1 — Esc stops")
    label.resize(2000, 24)
    label.show()
    qtbot.waitExposed(label)
    assert label.shown() == "Replay — Battle 5   ·   You: 19 cards — Esc stops"
