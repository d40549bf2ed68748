"""The help teaches the story: a section on the odds, the log, the charts, looking back,
the replays, Reveal Fate, the speeds and the statistics, with a drawn picture, reachable
by its anchor (the meter and the log open the help right there)."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QWidget

from krig_desktop.ui.help.help_story import STORY_ANCHOR
from krig_desktop.ui.help.help_window import help_window, show_help


def test_the_story_section_explains_what_no_other_war_game_has(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    show_help(owner)
    window = help_window(owner)
    assert window is not None
    assert "Reading the story and the odds" in window.section_titles()
    text = window.plain_text()
    for words in ("perfect card counter", "±", "Reveal Fate", "battle log", "Look Back",
                  "Watch Replay", "Pause on Wars", "Finish Game", "Statistics",
                  "Sounds Unavailable"):
        assert words in text, words
    image = window._browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("story:picture"))
    assert image is not None and not image.isNull()
    window.close()


def test_show_help_at_the_story_anchor_selects_it(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    show_help(owner, STORY_ANCHOR)
    window = help_window(owner)
    row = window._contents.currentRow()
    assert window._sections[row].anchor == STORY_ANCHOR
    window.close()
