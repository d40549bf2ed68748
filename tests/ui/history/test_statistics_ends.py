"""The statistics page under the end option and fixed gathering (issue 44): each end
is its own choice, named in words; the shared wins have a row where a win can be
shared; where a win can be shared the fair share is the measured outright share (a
shared win is no win), none where nothing was measured; under fixed gathering it is the
first seat's measured share, with a note that says why."""

from __future__ import annotations

import pytest

from krig_desktop.model.fair_share import fair_shares, first_seat_share, win_rate_shares
from krig_desktop.model.statistics import GroupStatistics, RuleSet, Streaks, Totals
from krig_desktop.ui.history.statistics_page import StatisticsPage

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
FIXED = RuleSet(2, 1, "fixed")


def group(rules: RuleSet, shared: int = 0, you_shared: int = 0) -> GroupStatistics:
    return GroupStatistics(Totals(rules, 10, 4, 3 - shared, 1, 0, 2, 40, 300, 3, 1500,
                                  600, shared, you_shared), Streaks())


def test_each_end_is_a_choice_and_shared_wins_show_where_they_can_be(qtbot) -> None:
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show()
    early = RuleSet(2, 1, "shuffled", "battles:100")
    page.show_statistics([group(RuleSet(2, 1, "shuffled")), group(early, 2, 1),
                          group(RuleSet(2, 1, "shuffled", "wars:3"))])
    texts = [page.choice.itemText(i) for i in range(page.choice.count())]
    assert texts[0].endswith("to the end")
    assert "most cards after 100 battle" in texts[1]
    assert "first to win 3 war" in texts[2]
    page.choice.setCurrentIndex(1)
    shared = page.values["shared"]
    assert shared.isVisible() and shared.text() == "2 (with you: 1)"
    # A shared win is no win: the fair share is the measured outright share, under 50 %.
    outright = win_rate_shares(2, early.rules)
    assert outright is not None and outright[0] < 0.49
    assert f"(fair share {100 * outright[0]:.1f}%)" in page.values["win_rate"].text()
    assert shared.accessibleName().startswith("Shared wins:")
    page.choice.setCurrentIndex(2)  # the first to 3 wars: no win is ever shared
    assert not shared.isVisible()
    page.choice.setCurrentIndex(0)
    assert not shared.isVisible() and not page.fair_note.isVisible()
    assert "fair share 50.0" in page.values["win_rate"].text()


def test_under_fixed_gathering_the_fair_share_is_measured_and_a_note_says_why(
        qtbot) -> None:
    measured = first_seat_share(FIXED.players, FIXED.rules)
    assert measured is not None and measured != 0.5  # (the table's fixed 2-player row)
    assert fair_shares(FIXED.players, FIXED.rules)[0] == measured
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show()
    page.show_statistics([group(FIXED), group(RuleSet(2, 1, "shuffled"))])
    page.choice.setCurrentIndex(0)
    percent = f"{100 * measured:.1f}"
    # the win rate counts repetitions as ended games, so its fair share is lower
    expected = win_rate_shares(FIXED.players, FIXED.rules)[0]
    assert expected < measured
    assert f"(fair share {100 * expected:.1f}%)" in page.values["win_rate"].text()
    assert page.fair_note.isVisible()
    assert "favours the first seat" in page.fair_note.text()
    assert percent in page.fair_note.text()
    page.choice.setCurrentIndex(1)
    assert not page.fair_note.isVisible()


def test_an_unmeasured_end_that_can_be_shared_shows_no_fair_share(qtbot) -> None:
    """1/N would be too high where a win can be shared: with no measured row (an end
    from the command line, not the dialog's) the win rate stands alone."""
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.show()
    odd = RuleSet(2, 1, "shuffled", "battles:73")
    assert win_rate_shares(2, odd.rules) is None
    page.show_statistics([group(odd, 2, 1)])
    assert page.values["win_rate"].text() == "50.0%"  # 4 of 8 ended
    assert not page.fair_note.isVisible()
