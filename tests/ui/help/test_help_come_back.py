"""The help teaches this wave (issue 27): a section "Reasons to come back" in the How to
play window, at its anchor, translated again on a language switch, naming only keys
the program binds; and the shortcut list groups Call the War's keys and the people's.

Every test runs on a real HelpWindow (and a main window from `create_main_window`,
which makes Call the War and the people's keys itself).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from krig_desktop.today import todays_game_number
from krig_desktop.ui.help.help_come_back import (
    CALL_KEYS,
    COME_BACK_ANCHOR,
    EXAMPLE_DAY,
    PEOPLE_KEYS,
    come_back_section,
)
from krig_desktop.ui.help.help_window import help_window, show_help
from krig_desktop.ui.help.shortcut_list import NATIVE, shortcut_groups
from krig_desktop.ui.help.wave_keys import with_wave_keys
from krig_desktop.ui.window import seat_keys

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
TITLE = "Reasons to come back"


def open_help(qtbot, owner: QWidget, anchor: str | None = None):
    show_help(owner, anchor)
    window = help_window(owner)
    assert window is not None
    return window


def test_the_section_is_in_the_help_and_its_anchor_opens_it(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    window = open_help(qtbot, owner, COME_BACK_ANCHOR)
    titles = window.section_titles()
    assert titles.index(TITLE) == titles.index("Reading the story and the odds") + 1
    row = window._contents.currentRow()
    assert window._sections[row].anchor == COME_BACK_ANCHOR
    text = window.plain_text()
    for words in ("Today's Deal", "krig-desktop --today", str(todays_game_number(EXAMPLE_DAY)),
                  "Copy Result", "Two people at one computer", "--humans 2 --names Ada,Bo",
                  "Call the War", "name plate", "card counter", "Achievements",
                  "watch that game's replay", "luck over time"):
        assert words in text, words
    window.close()


def test_the_example_day_number_is_the_date(qapp):
    number = str(todays_game_number(EXAMPLE_DAY))
    assert number == EXAMPLE_DAY.strftime("%Y%m%d")
    assert f"{number} on " in re.sub("<[^>]+>", "", come_back_section().html)


class Marked(QTranslator):
    """A stand-in language: every text of the section marked, so a switch shows."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context == "HelpComeBack" else None

    def isEmpty(self) -> bool:
        return False


def test_the_section_is_translated_again_on_a_language_switch(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    window = open_help(qtbot, owner)
    marked = Marked()
    QCoreApplication.installTranslator(marked)
    try:
        qtbot.waitUntil(lambda: f"«{TITLE}»" in window.section_titles())
        assert "«<b>Today's Deal</b>" not in window.plain_text()  # rich text kept
        assert "Today's Deal deals the day's game: choose Game" in window.plain_text()
        assert "«War has no decisions" in window.plain_text()
    finally:
        QCoreApplication.removeTranslator(marked)
    qtbot.waitUntil(lambda: TITLE in window.section_titles())
    window.close()


def named_keys(html_text: str) -> list[str]:
    """The keys the section shows as keys (each in a span of class "key")."""
    return [k.replace("&nbsp;", "").strip()
            for k in re.findall(r'<span class="key">(.*?)</span>', html_text)]


def bound_keys(window) -> set[str]:
    return {s.toString(NATIVE) for a in window.findChildren(QAction) for s in a.shortcuts()}


def test_every_call_key_the_section_names_is_bound_by_call_the_war(open_window):
    window = open_window("--speed", "instant")
    bound = bound_keys(window)
    call_keys = [QKeySequence(k).toString(NATIVE) for k in CALL_KEYS]
    for position, key in enumerate(call_keys, start=1):
        action = window.findChild(QAction, f"actionCallSeat{position}")
        assert action is not None and key in [s.toString(NATIVE) for s in action.shortcuts()]
        others = [a for a in window.findChildren(QAction) if a is not action
                  and key in [s.toString(NATIVE) for s in a.shortcuts()]]
        assert not others  # Call the War's, no other action's
    named = named_keys(come_back_section().html)
    people = [QKeySequence(k).toString(NATIVE) for k in PEOPLE_KEYS]
    assert set(named) == {call_keys[0], call_keys[1], call_keys[-1], *people}
    assert set(named) - set(people) <= bound
    # Space and Enter, which the section names in words, play.
    play = window.findChild(QAction, "actionPlay")
    assert {"Space", "Return", "Enter"} <= {s.toString(NATIVE) for s in play.shortcuts()}


def test_the_people_keys_are_the_programs_defaults_and_bound(open_window):
    """Z and M are seat_keys' defaults and the window's people's keys."""
    assert tuple(PEOPLE_KEYS) == tuple(seat_keys.DEFAULT_KEYS)
    window = open_window("--speed", "instant")
    for number, key in enumerate(PEOPLE_KEYS, start=1):
        action = window.findChild(QAction, f"actionSeatKey{number}")
        assert action is not None and QKeySequence(key) in action.shortcuts()


def test_the_shortcut_list_groups_call_the_war_and_the_people(open_window, qtbot):
    window = open_window("--speed", "instant")
    groups = with_wave_keys(window, shortcut_groups(window, "Other keys"))
    titles = [g.title for g in groups]
    assert titles[-2:] == ["Call the War", "Two people at one computer"]
    calls, people = groups[-2], groups[-1]
    assert calls.rows[0].keys == ("Shift+1 … Shift+4",)  # the keys of actionCallSeat1 … 4
    assert [r.keys for r in people.rows] == [("Z",), ("M",)]
    assert people.rows[0].text.startswith("Player 1 turns, when two people play")
    assert "Z by default; set in New Game" in people.rows[0].text
    assert "M by default; set in New Game" in people.rows[1].text
    listed = [r.text for g in groups[:-2] for r in g.rows]
    assert not any(t.startswith(("Call Player", "Turn for Player")) for t in listed)
    help_win = open_help(qtbot, window)
    text = help_win.plain_text()
    assert "Shift+4" in text and "Z by default; set in New Game" in text
    assert "Call Player 2" not in text
    help_win.close()
