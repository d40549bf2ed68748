"""Under an end option the odds are the chance to win under that end (issue 44 item 4,
the engine's estimate): the meter and the chance chart name it so, "chance to lead
after 100 battles", "chance to win 3 wars first"; played to the end they keep "chance
to win"."""

from __future__ import annotations

import re

from krig_desktop.engine import Outcome
from krig_desktop.model.odds_model import ChancePoint, FateModel, OddsModel
from krig_desktop.ui.odds.chance_chart import ChanceChart
from krig_desktop.ui.odds.odds_meter import OddsMeter
from krig_desktop.ui.odds.odds_texts import OddsTexts


def en(text: str) -> str:
    """New plural forms read "battle(s)" until the translation pass makes krig_en.qm."""
    return re.sub(r"\(s\)", "s", text)


def odds(end: str) -> OddsModel:
    return OddsModel(2, 4, (0.6, 0.4), 0.0, 400, 0.02, False, True,
                     (ChancePoint(0, 0.5), ChancePoint(4, 0.6)), end=end)


def test_the_meter_names_the_chance_of_the_end(qtbot):
    meter = OddsMeter(OddsTexts(lambda seat: f"Seat {seat}"))
    qtbot.addWidget(meter)
    assert meter.accessibleName() == "Chance to win"
    meter.render_odds(odds("battles:100"))
    assert en(meter.accessibleName()) == "Chance to lead after 100 battles"
    assert en(meter.toolTip()).startswith("Chance to lead after 100 battles as a perfect "
                                          "card counter would see it")
    meter.render_odds(odds("wars:3"))
    assert en(meter.accessibleName()) == "Chance to win 3 wars first"
    meter.render_odds(odds("out"))
    assert meter.accessibleName() == "Chance to win"
    assert meter.toolTip().startswith("Chance to win as a perfect card counter")


def test_the_chart_names_its_line_after_the_end(qtbot):
    chart = ChanceChart(OddsTexts(lambda seat: f"Seat {seat}"))
    qtbot.addWidget(chart)
    chart.render_odds(odds("out"))
    assert chart.title() == "Your chance to win"
    chart.render_odds(odds("battles:100"))
    assert en(chart.title()) == "Your chance to lead after 100 battles"
    assert en(chart.accessibleDescription()).startswith(
        "Your chance to lead after 100 battles after every battle")
    chart.render_odds(odds("wars:5"))
    assert en(chart.title()) == "Your chance to win 5 wars first"
    chart.set_names(["Ada", "Bo"], ["Ada", "Bo"], None)  # two people: named
    assert en(chart.title()) == "Ada's chance to win 5 wars first"


def test_a_fate_of_a_shared_win_says_so(qapp):
    text = OddsTexts(lambda seat: f"Seat {seat}").fate_text(
        FateModel(Outcome.SHARED, None, 100, 10))
    assert text.startswith("It will be a shared win at battle 100")
    assert "never ends" not in text
