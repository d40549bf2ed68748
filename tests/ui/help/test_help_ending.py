"""The help says what RULES.md "Ending early" says (issue 44 item 5): a section after
Rules and limitations, at its anchor, with each end and each of the rule's points."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from krig_desktop.ui.help.help_ending import ENDING_ANCHOR
from krig_desktop.ui.help.help_window import help_window, show_help

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_ending_early_follows_the_rules_and_says_what_the_rules_say(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    show_help(owner, ENDING_ANCHOR)
    window = help_window(owner)
    assert window is not None
    titles = window.section_titles()
    assert titles.index("Ending early") == titles.index("Rules and limitations") + 1
    assert window._sections[window._contents.currentRow()].anchor == ENDING_ANCHOR
    text = window.plain_text()
    start = text.index("lets you decide when a game stops")
    section = text[start:start + 3000]
    for words in (
        "one player holds every card",  # out, the default
        "Most cards after 50, 100 or 200 battles", "a battle includes its wars",
        "more than one player still has cards", "the most cards in hand wins",
        "share the win", "counts for nobody", "does not end such a game as a draw by "
        "repetition",  # no repetition under battles:N
        "First to win 3 or 5 wars", "at least one war", "as soon as that pile is gathered",
        "ends sooner by the usual rules ends as they say",
        "The end never changes the deal", "Today's deal is always played until one "
        "player has all the cards",
    ):
        assert words in section, words
    window.close()
