"""Today's deal dealt again once it was played today (issue 40): until its first card
is turned, the felt shows a card with what you did, with Watch Replay and Copy Result
(which says "Copied"); the deal is a repeat, which counts for nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import Rules
from krig_desktop.today import todays_number_now
from krig_desktop.ui.table.felt_layout import zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def _card(window) -> QWidget | None:
    return window.view.findChild(QWidget, "todayCard")


def _shown(window) -> bool:
    card = _card(window)
    return card is not None and card.isVisible()


def _play_today_to_the_end(window, qtbot) -> None:
    c = window.controller
    window.todays_deal.deal()
    assert not _shown(window)  # not played yet today: no card
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=20_000)
    qtbot.waitUntil(lambda: window.history.recorder.history is not None
                    and window.history.recorder.history.count(ended_only=True) >= 1,
                    timeout=20_000)


def test_the_card_says_what_you_did_until_the_first_card(open_window, qtbot) -> None:
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    _play_today_to_the_end(window, qtbot)
    battles = c.game.battles
    window.todays_deal.deal()  # again: a repeat
    assert c.model.game_number == todays_number_now() and c.model.battles == 0
    card = _card(window)
    assert _shown(window) and card.property("layer") == "todayCard"
    text = card.findChild(QWidget, "todayCardText").text()
    assert text.startswith("You played today's deal: ")
    assert f"{battles} battle" in text
    assert window.view.viewport().rect().contains(card.geometry())
    copy = card.findChild(QWidget, "todayCardCopyResult")
    copy.click()
    assert QGuiApplication.clipboard().text().startswith("Krig ")
    assert copy.text() == "Copied"  # said on screen
    c.request_step()  # the first card turned: the card goes
    qtbot.waitUntil(lambda: not _shown(window), timeout=10_000)
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=20_000)
    assert c.game.battles == battles  # (War has no decisions: it ends as before)


def test_the_card_goes_with_another_deal_and_replays_the_first_play(open_window,
                                                                    qtbot) -> None:
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    _play_today_to_the_end(window, qtbot)
    window.todays_deal.deal()
    assert _shown(window)
    c.new_game(2, 12, Rules())
    assert not _shown(window)
    c.new_game(2, todays_number_now(), Rules())  # today's deal from any door
    assert _shown(window)
    watch = _card(window).findChild(QWidget, "todayCardWatchReplay")
    with qtbot.waitSignal(c.replayChanged, timeout=20_000):
        watch.click()
    assert c.replaying and not _shown(window)


def test_a_start_with_today_after_playing_it_shows_the_card(open_window, qtbot) -> None:
    first = open_window("--game", "18", "--speed", "instant")
    _play_today_to_the_end(first, qtbot)
    first.close()
    window = open_window("--today", "--speed", "instant")
    qtbot.waitUntil(lambda: _shown(window), timeout=10_000)
    # Shown before the window was: placed for the window's size all the same (it was
    # once left 44 pixels wide in the corner).
    card, felt = _card(window), window.view.viewport().rect()
    assert felt.contains(card.geometry()) and card.width() >= felt.width() // 4
    layout, model = window.scene.table_layout, window.scene.model
    cards, plates = zones(layout, "play", model.out, frozenset(pc.seat for pc in model.pile))
    assert not any(QRectF(card.geometry()).intersects(zone) for zone in cards + plates)
