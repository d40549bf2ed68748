"""The help's section on reading the story and the odds: what no other War game shows.

The odds meter ("26 % 74 % ±1.3") is on screen before the first card and was explained
only by its tool tip; the battle log, the two charts, looking back, the replays, Reveal
Fate and the statistics were not in the help at all. One section, reachable by its
anchor (STORY_ANCHOR) so that the meter and the battle log can open the help right
there (`show_help(window, STORY_ANCHOR)`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from krig_desktop.ui.help.help_text import Section, _p

translate = QCoreApplication.translate

STORY_ANCHOR = "story"


def story_section(picture: str = "") -> Section:
    """The section in the language installed now; `picture`: HTML of the drawn example
    (the meter and the chance chart), put after the first paragraph."""
    first = _p(translate(
        "HelpStory",
        "<b>The odds meter</b> in the status bar shows each player's chance to win, as a "
        "perfect card counter would see it: someone who knows which cards every hand "
        "holds, but not in which order. <b>26 % 74 %</b> means that of all the orders "
        "those cards could be in, you win about one game in four."))
    rest = _p(
        translate(
            "HelpStory",
            "<b>±</b> is how far the estimate may be off: the chance is worked out by "
            "playing the game on many times from here, and ±1.3 means the true chance is "
            "within about 1.3 points of the one shown."),
        translate(
            "HelpStory",
            "<b>Why losing a battle can raise your chance:</b> what counts is which cards "
            "you hold, not how many. Losing a 3 while the other player's king goes under "
            "their hand can leave you stronger for the battles to come."),
        translate(
            "HelpStory",
            "<b>Reveal Fate</b> (Game menu) is not the meter. A numbered deal is decided "
            "from its first card: Reveal Fate plays the real order of the cards to the end "
            "and tells you who will win and when. The meter does not know that order, so "
            "it can say 74 % for a game that Reveal Fate says you will lose. It is a "
            "spoiler, and asks before it tells."),
        translate(
            "HelpStory",
            "<b>The battle log</b> (View → Battle Log) is the story of the game: one row "
            "per battle, with the cards each player laid (▢ is a face-down card) and who "
            "took the pile. Under it, <b>two charts</b>: how many cards each player held "
            "after every battle, and your chance after every battle, with the wars ticked "
            "along the bottom."),
        translate(
            "HelpStory",
            "<b>Looking back:</b> View → Look Back shows a past battle on the table; ← and "
            "→ move from battle to battle, End comes back to the present. Clicking a row "
            "of the log does the same."),
        translate(
            "HelpStory",
            "<b>Playing by itself:</b> Autoplay plays on until you stop it; Pause stops "
            "it where it is; Pause on Wars waits for a click at each war. Finish Game "
            "plays the game to its end at once. The speeds (Game → Speed, keys 1 to 5) "
            "set how fast the cards move: slow, normal, fast, very fast or instant."),
        translate(
            "HelpStory",
            "<b>Watch Replay</b> plays this game again from battle 1, card by card, to "
            "watch it; Esc stops and returns to the game as it was."),
        translate(
            "HelpStory",
            "<b>Statistics and history</b> (Game → Statistics): your results so far, and "
            "every game played, which you can watch again battle by battle or export."),
        translate(
            "HelpStory",
            "<b>Sound</b> needs the optional sound package. Without it, or without an "
            "audio output, the View menu shows <i>Sounds Unavailable</i>, and its tool tip "
            "says why."),
    )
    return Section(STORY_ANCHOR, translate("HelpStory", "Reading the story and the odds"),
                   first + picture + rest)
