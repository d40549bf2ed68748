"""The help's section on what brings a player back (issue 27), read once and kept short.

War has no decisions, so this wave added what surrounds the cards: Today's Deal, two
people at one computer, Call the War, achievements and the luck over time. None of it
shows until the player looks for it (Call the War is off by default, the second person
is chosen in New Game), so without this section the help would not say these exist.
One section, reachable by its anchor (COME_BACK_ANCHOR), built as help_story.py builds
the story's: at call time, in the language installed then.

The keys the text names are not in the translations: they are filled in from
CALL_KEYS and PEOPLE_KEYS, the keys the program binds (`actionCallSeat1` …
`actionCallSeat4` in call_the_war.py, the people's defaults in seat_keys.py; a test
checks both), written as the platform writes them, so no translation can name a key
the game does not use.
"""

from __future__ import annotations

import datetime
import html

from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtGui import QKeySequence

from krig_desktop.today import todays_game_number
from krig_desktop.ui.help.help_text import Section, _p

translate = QCoreApplication.translate

COME_BACK_ANCHOR = "come-back"

# Call the War: Shift and the seat's number, for the first seat to the fourth.
CALL_KEYS = ("Shift+1", "Shift+2", "Shift+3", "Shift+4")
# The people's keys by default (seat_keys.DEFAULT_KEYS): the first person's, the second's.
PEOPLE_KEYS = ("Z", "M")
# The day the Today's Deal example is dated (its number is worked out, never typed).
EXAMPLE_DAY = datetime.date(2026, 12, 1)
TODAY_COMMAND = "krig-desktop --today"
PEOPLE_COMMAND = "krig-desktop --humans 2 --names Ada,Bo"

_NATIVE = QKeySequence.SequenceFormat.NativeText


def _key(portable: str) -> str:
    """A key as the shortcut list shows it ("Shift+1", "Z"), in the platform's words."""
    text = QKeySequence(portable).toString(_NATIVE) or portable
    return f'<span class="key">&nbsp;{html.escape(text)}&nbsp;</span>'


def _command(text: str) -> str:
    """A command line on a line of its own, under the sentence that leads to it: inline,
    the text wrapped it after "krig-" or "--", which reads as two words."""
    return (f'<p class="a" style="white-space: pre;">'
            f'<span class="path">{html.escape(text)}</span></p>')


def _fill(text: str, *values: str) -> str:
    """Put `values` where the translation has %1, %2, … (the last first, so %1 never
    eats the start of %10)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", values[number - 1])
    return text


def _todays_deal() -> str:
    on = QDate(EXAMPLE_DAY.year, EXAMPLE_DAY.month, EXAMPLE_DAY.day)
    day = QLocale().toString(on, QLocale.FormatType.LongFormat)
    lead = translate(
        "HelpComeBack",
        "<b>Today's Deal</b> deals the day's game: choose Game → Today's Deal, or start "
        "the game with:")
    rest = _fill(translate(
        "HelpComeBack",
        "Its game number is the date, year, month and day: %1 on %2. It has 2 players "
        "and the default rules, so everyone who plays today gets the same deal. The "
        "statistics show how many days in a row you have played it and how today's game "
        "went, and <b>Copy Result</b> puts one line about it on the clipboard, to send to "
        "someone who played it too."),
        str(todays_game_number(EXAMPLE_DAY)), html.escape(day))
    return _p(lead) + _command(TODAY_COMMAND) + _p(rest)


def _two_people() -> str:
    lead = translate(
        "HelpComeBack",
        "<b>Two people at one computer</b>, as War is played across a kitchen table: in "
        "New Game, choose two people at this computer and give each a name, or start the "
        "game with:")
    return _p(lead) + _command(PEOPLE_COMMAND) + _p(
        _fill(translate(
            "HelpComeBack",
            "Each of you turns with a key of your own: %1 for Player 1 and %2 for "
            "Player 2 by default. New Game lets you change them, and refuses a key the "
            "game already uses. A click on your own deck counts as your key."),
            _key(PEOPLE_KEYS[0]), _key(PEOPLE_KEYS[1])),
        translate(
            "HelpComeBack",
            "A battle's cards turn when both of you have pressed; the CPU players just "
            "turn. Space, Enter and Play press for everyone who has not pressed yet, so "
            "one of you can also play on alone."),
    )


def _call_the_war() -> str:
    return _p(
        _fill(translate(
            "HelpComeBack",
            "<b>Call the War</b> (Game → Call the War, off until you turn it on) gives "
            "you a guess to make. When a war waits to be laid, press %1 … %2 for the "
            "player in the war you think will take it, or click that player's name "
            "plate. %1 is the first seat, at the bottom of the table, %3 the next, and "
            "so on. You may change your call until the war cards are laid; when the war "
            "ends, a note on the felt says whether you called it."),
            _key(CALL_KEYS[0]), _key(CALL_KEYS[-1]), _key(CALL_KEYS[1])),
        translate(
            "HelpComeBack",
            "The statistics count the calls you made, how many were right, and how many "
            "a card counter would have got right: someone who knows which cards each "
            "player holds, but not in which order, and calls the likeliest player every "
            "time. Nobody who cannot see the order can expect to call better than that. "
            "So if you are right more often than the counter, that is luck; if less "
            "often, the counter's way of calling would have served you better."),
    )


def _achievements_and_luck() -> str:
    return _p(
        translate(
            "HelpComeBack",
            "<b>Achievements</b> are earned from your history: rare moments and "
            "milestones of the games you play. When you earn one, a quiet note on the "
            "felt says so, with no box to close. The statistics list each one with the "
            "date and the game it was earned in; click one to watch that game's replay."),
        translate(
            "HelpComeBack",
            "<b>Your luck over time:</b> the statistics set your wins against the wins "
            "the chances at the deal predicted, game after game. When your wins run ahead "
            "of the predicted ones, luck has been on your side; when they fall behind, "
            "it has been against you."),
    )


def come_back_section() -> Section:
    """The section in the language installed now."""
    intro = translate(
        "HelpComeBack",
        "War has no decisions to make, so besides the cards the game keeps a few things "
        "for you: a deal for the day, a friend beside you, a guess worth making, and a "
        "record of your games.")
    body = (_p(intro) + _todays_deal() + _two_people() + _call_the_war()
            + _achievements_and_luck())
    return Section(COME_BACK_ANCHOR, translate("HelpComeBack", "Reasons to come back"), body)


__all__ = ["CALL_KEYS", "COME_BACK_ANCHOR", "PEOPLE_KEYS", "come_back_section"]
