"""Issue 41 point 3: a translated count of battles past 2^31 is shown, in its plural
form. Qt's %n takes a C int: at 2,147,483,648 battles Finish Game stopped with an
OverflowError box from "%1 wins the game after %n battle(s)."."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from krig_desktop import i18n
from krig_desktop.engine import Outcome
from krig_desktop.model.daily import TodaysResult
from krig_desktop.ui.desktop.counts import C_INT_MAX, plural_n, with_count
from krig_desktop.ui.history.daily_box import todays_line
from krig_desktop.ui.history.history_texts import HistoryTexts
from krig_desktop.ui.table.result_line import game_over

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from table_models import table_model

PAST = 2**31 + 5  # 2,147,483,653: ends in 3, the 2-4 form in Ukrainian ("бої")
PAST_ONE = 2**31 + 3  # 2,147,483,651: ends in 51, the "one" form ("бій")


def test_the_game_over_line_shows_a_count_past_a_c_int():
    i18n.apply_language("en")  # the English plurals
    over = table_model(battles=PAST, outcome=Outcome.WIN, winner=1, counts=(0, 52))
    assert game_over(over, ["You", "Ada"]) == "Ada wins the game after 2147483653 battles."
    mine = table_model(battles=C_INT_MAX + 1, outcome=Outcome.WIN, winner=0, counts=(52, 0))
    assert game_over(mine, ["You", "Ada"]) == "You win the game after 2147483648 battles!"


@pytest.mark.parametrize(("n", "word"), [(PAST, "бої"), (PAST_ONE, "бій"),
                                         (2**31 + 8, "боїв"), (10**18 + 11, "боїв")])
def test_ukrainian_keeps_its_plural_forms_past_a_c_int(n, word):
    i18n.apply_language("uk")
    won = TodaysResult(date(2026, 12, 2), "win", 0, n, None, 1)
    assert todays_line(won) == f"Krig 2026-12-02: перемога за {QLocale().toString(n)} {word}"
    assert HistoryTexts().battles(n) == f"{QLocale().toString(n)} {word}"


def test_counts_that_fit_are_left_to_qt():
    assert plural_n(C_INT_MAX) == C_INT_MAX
    assert with_count("2147483647 battles", C_INT_MAX) == "2147483647 battles"
    assert plural_n(2**40 + 7) % 100 == (2**40 + 7) % 100
