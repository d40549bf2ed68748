"""Issue 24 point 3: at 800×600 with four players the status bar lost CPU 3's count
under the odds meter. The counts line now closes up its separators and names the seats
by their short names (issue 42) before any count goes; its text() stays the whole line."""

from __future__ import annotations

import re

import pytest

from krig_desktop.ui.window.status_counts import StatusCounts

PIECES = [("Battle 5", "", ""), ("%1: 19 cards", "You", "Ви"),
          ("%1: 15 cards", "Комп’ютер 1", "К1"), ("%1: 11 cards", "Комп’ютер 2", "К2"),
          ("%1: 7 cards", "Комп’ютер 3", "К3")]


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
    assert label.text() == "   ·   ".join(t.replace("%1", n) for t, n, _ in PIECES)


def test_names_go_short_before_anything_is_cut(qtbot):
    """Issue 42 item 3: "C…: 13 cards · C…: 13 cards" told nobody which CPU; the short
    names ("К1") tell every seat apart, and only a narrower line cuts them."""
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces(PIECES)
    label.resize(420, 24)
    label.show()
    qtbot.waitExposed(label)
    assert label.shown() == "Battle 5 · Ви: 19 cards · К1: 15 cards · К2: 11 cards · К3: 7 cards"
    assert label.toolTip() == label.text()  # the whole line is still there to read
    label.resize(2000, 24)
    assert label.shown() == label.text() and label.toolTip() == ""


def test_short_names_are_cut_only_when_even_they_do_not_fit(qtbot):
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces([(t, n, n) for t, n, _ in PIECES])  # "short" names as long as the full
    label.resize(420, 24)
    label.show()
    qtbot.waitExposed(label)
    assert "…" in label.shown() and "Battle 5" in label.shown()
    assert counts(label.shown()) == ["19 cards", "15 cards", "11 cards", "7 cards"]


def test_a_replay_frames_the_counts(qtbot):
    label = StatusCounts()
    qtbot.addWidget(label)
    label.set_pieces(PIECES[:2], "Replay — %1 — Esc stops")
    label.resize(2000, 24)
    label.show()
    qtbot.waitExposed(label)
    assert label.shown() == "Replay — Battle 5   ·   You: 19 cards — Esc stops"


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
def test_at_800x600_every_seat_is_named_apart(qtbot, open_window, code):
    """Issue 42 item 3 (ux-2 D13): "C…: 13 cards · C…: 13 cards · C…: 13 c…" said
    which CPU nobody could tell; at 800×600 each seat goes by its own short name."""
    from krig_desktop import i18n

    try:
        window = open_window("--game", "12345", "--players", "4", "--lang", code,
                             "--speed", "instant", size=(800, 600))
        label = window.status_label
        qtbot.waitUntil(lambda: label.width() > 0, timeout=5000)
        shown, texts = label.shown(), window.scene.texts
        full = [f"{name}: " for name in texts.names(4)]
        short = [f"{name}: " for name in texts.short_names(4)]
        assert all(name in shown for name in full) or all(name in shown for name in short), (
            shown)
        assert len(set(short)) == 4 and "…" not in shown, shown
    finally:
        i18n.reset_language()
