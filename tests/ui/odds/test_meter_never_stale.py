"""Issue 20, point 4: the odds never contradict the table. While autoplay runs at
Instant, the meter never keeps a chance from a battle gone by (it said 7 % for you
while you were already out): at each moment the table reaches it shows that battle's
chances, or is dimmed and says it is working them out; a seat that is out shows 0 %,
the winner 100 %. And Reveal Fate says what the fate knows that the meter does not.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from krig_desktop.engine import Outcome, Phase
from krig_desktop.model.odds_model import FateModel, OddsModel
from krig_desktop.ui.odds.odds_meter import OddsMeter
from krig_desktop.ui.odds.odds_texts import OddsTexts

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = [pytest.mark.qt_log_ignore(IGNORED),
              pytest.mark.usefixtures("small_odds_target")]


def test_at_instant_autoplay_the_meter_shows_the_battle_on_the_table(open_window, qtbot):
    # 3 players, game 57: you are out at battle 42, CPU 1 wins at battle 68
    window = open_window("--game", "57", "--players", "3", "--speed", "instant")
    c = window.controller
    meter = window.findChild(OddsMeter, "oddsMeter")
    texts = window.odds.texts
    seen = []

    def look(model) -> None:  # connected after the feed: the meter has been told
        if model.phase is Phase.FLIP or model.over:
            seen.append((model, meter.odds(), meter.shown_texts(), meter.dimmed(),
                         meter.toolTip()))

    c.modelChanged.connect(look)
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: c.game.over, timeout=60_000)
    assert any(0 in model.out and not model.over for model, *_ in seen)  # you were out
    assert any(dimmed for *_, dimmed, _ in seen)  # some moments were not worked out
    for model, odds, shown, dimmed, tip in seen:
        assert odds.battle == model.battles  # never a battle gone by
        for seat in model.out:
            assert shown[seat] == texts.percent(0.0)
        if dimmed:
            assert odds.pending and "Working out the chances for battle" in tip
            assert all(shown[seat] == texts.unknown() for seat in range(3)
                       if seat not in model.out)
        else:
            assert shown[:3] == [texts.percent(chance) for chance in odds.win]
    model, odds, shown, dimmed, _ = seen[-1]
    assert model.over and not dimmed and odds.exact
    assert shown[model.winner] == texts.percent(1.0)


def test_a_pending_meter_is_dimmed_and_says_why(qtbot):
    meter = OddsMeter(OddsTexts(lambda seat: f"Seat {seat}"))
    qtbot.addWidget(meter)
    meter.render_odds(OddsModel(3, 7, (0.0,) * 3, 0.0, 0, 0.0, False, False,
                                pending=True, out=(1,)))
    assert meter.dimmed()
    assert meter.shown_texts() == ["…", "0%", "…"]
    assert "Working out the chances for battle 8." in meter.toolTip()
    assert "Seat 1: out of the game, 0%" in meter.toolTip()


def test_the_fate_says_what_it_knows_that_the_meter_does_not(qapp):
    text = OddsTexts(lambda seat: f"Seat {seat}").fate_text(FateModel(Outcome.WIN, 0, 90, 10))
    lines = text.splitlines()
    assert lines[0] == "You will win at battle 90."
    assert len(lines) == 3 and "order the cards are in" in lines[2]
    assert "only which cards each hand holds" in lines[2]


def test_the_fate_groups_the_battle_and_the_battles_ahead_alike(qapp):
    """T4-E8: "at battle 1,018" and "That is 1,017 more battles" in one box, both
    grouped (the second line ungrouped read as another kind of number)."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        text = OddsTexts(lambda seat: f"Seat {seat}").fate_text(
            FateModel(Outcome.DRAW, None, 1018, 1))
    finally:
        QLocale.setDefault(before)
    head, ahead, _ = text.splitlines()
    assert head == "It will be a draw at battle 1,018: everyone runs out of cards in a war."
    assert ahead.startswith("That is 1,017 more battle")
