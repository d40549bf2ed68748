"""Counted phrases use Qt's plural forms: Ukrainian has three (1, 2–4, 5+; 11–14 take 5+)."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.app import create_main_window
from krig_desktop.model.daily import TodaysResult
from krig_desktop.ui.history.daily_box import todays_line

# "%n card(s)" is the table's and status bar's card count (TableTexts, MainWindow).
UKRAINIAN_CARDS = {
    1: "1 карта", 3: "3 карти", 5: "5 карт", 21: "21 карта",
    2: "2 карти", 4: "4 карти", 11: "11 карт", 12: "12 карт", 14: "14 карт",
    22: "22 карти", 25: "25 карт", 52: "52 карти", 0: "0 карт",
}


def _code_has(update_script, context: str, source: str) -> bool:
    entries = update_script.read_ts(update_script.ts_path("uk"))
    return any(e.context == context and e.source == source and e.numerus for e in entries)


@pytest.mark.parametrize("context", ["TableTexts", "MainWindow"])
@pytest.mark.parametrize(("n", "expected"), sorted(UKRAINIAN_CARDS.items()))
def test_ukrainian_card_counts(update_script, context, n, expected):
    assert _code_has(update_script, context, "%n card(s)"), "the string left the code"
    i18n.apply_language("uk")
    assert QCoreApplication.translate(context, "%n card(s)", "", n) == expected


def test_ukrainian_battles_and_wars(update_script):
    assert _code_has(update_script, "GameOverPanel", "%n battle(s)")
    i18n.apply_language("uk")
    battles = [QCoreApplication.translate("GameOverPanel", "%n battle(s)", "", n)
               for n in (1, 3, 5, 21)]
    assert battles == ["1 бій", "3 бої", "5 боїв", "21 бій"]
    wars = [QCoreApplication.translate("GameOverPanel", "%n war(s)", "", n)
            for n in (1, 3, 5, 21)]
    assert wars == ["1 війна", "3 війни", "5 воєн", "21 війна"]


def test_bokmaal_and_filipino_counts():
    i18n.apply_language("nb")
    assert [QCoreApplication.translate("GameOverPanel", "%n battle(s)", "", n)
            for n in (1, 2)] == ["1 runde", "2 runder"]
    i18n.apply_language("fil")
    assert QCoreApplication.translate("TableTexts", "%n card(s)", "", 5) == "5 baraha"


def test_todays_line_to_share_is_in_every_language_with_its_plural_forms(update_script):
    """The line moved to a context of its own (TodaysLine: the statistics and today's
    game-over panel share it) with its words."""
    assert _code_has(update_script, "TodaysLine", "Krig %1: won in %Ln battle(s)")
    won = [TodaysResult(date(2026, 12, 2), "win", 0, n, None, 1) for n in (1, 3, 5)]
    i18n.apply_language("uk")
    assert [todays_line(r) for r in won] == ["Krig 2026-12-02: перемога за 1 бій",
                                             "Krig 2026-12-02: перемога за 3 бої",
                                             "Krig 2026-12-02: перемога за 5 боїв"]
    i18n.apply_language("nb")
    assert todays_line(won[1]) == "Krig 2026-12-02: vant på 3 runder"
    i18n.apply_language("fil")
    assert todays_line(won[0]).startswith("Krig 2026-12-02: ")
    assert todays_line(won[0]) != "Krig 2026-12-02: won in 1 battle"


def test_table_shows_ukrainian_count_in_the_window(qtbot):
    """Through the real widget: 2 players hold 26 cards each (26: the 5+ form)."""
    window = create_main_window(["--lang", "uk", "--players", "2", "--speed", "instant"])
    qtbot.addWidget(window)
    assert "26 карт" in window.findChild(QWidget, "statusCounts").text()
    window3 = create_main_window(["--lang", "uk", "--players", "4", "--speed", "instant"])
    qtbot.addWidget(window3)
    assert "13 карт" in window3.findChild(QWidget, "statusCounts").text()


def test_english_counts_use_plural_forms_not_parentheses():
    i18n.apply_language("en")
    assert [QCoreApplication.translate("TableTexts", "%n card(s)", "", n)
            for n in (1, 17)] == ["1 card", "17 cards"]
    assert QCoreApplication.translate("GameOverPanel", "%n war(s)", "", 1) == "1 war"
