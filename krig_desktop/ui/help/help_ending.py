"""The help's section on ending early: RULES.md "Ending early", in a player's words.

The rule option "Game ends" (New Game) decides when a game stops: when one player has
every card (the usual way), with the most cards after 50, 100 or 200 battles, or with
the first player to win 3 or 5 wars. This section says exactly what the rules page
says, no more, so the help and the game can never disagree. Built at call time, in the
language installed then, as the other sections are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from krig_desktop.ui.help.help_text import Section, _p

translate = QCoreApplication.translate

ENDING_ANCHOR = "ending"


def ending_section() -> Section:
    body = _p(
        translate(
            "HelpEnding",
            "War can take a long time. The rule option <i>Game ends</i> in New Game "
            "lets you decide when a game stops.",
        ),
        translate(
            "HelpEnding",
            "<b>When one player has all the cards</b> (the usual way, and the "
            "default): play on until one player holds every card.",
        ),
        translate(
            "HelpEnding",
            "<b>Most cards after 50, 100 or 200 battles:</b> when that battle is over "
            "(a battle includes its wars, until the pile is gathered) and more than one "
            "player still has cards, the game ends. The player with the most cards in "
            "hand wins; two or more with the same most share the win. With three "
            "players the card set aside at the deal counts for nobody. A position "
            "that comes back does not end such a game as a draw by repetition: it ends "
            "at its last battle anyway.",
        ),
        translate(
            "HelpEnding",
            "<b>First to win 3 or 5 wars:</b> you win a war when you take the pile of "
            "a battle that had at least one war in it. The first player to win that "
            "many wars wins the game, as soon as that pile is gathered.",
        ),
        translate(
            "HelpEnding",
            "Either way, a game that ends sooner by the usual rules ends as they say: "
            "one player takes every card, everyone runs short in a war (a draw), or a "
            "position comes back (a draw by repetition).",
        ),
        translate(
            "HelpEnding",
            "The end never changes the deal: the same game number, number of players, "
            "face-down cards and gathering deal the same cards whatever end you "
            "choose. Today's deal is always played until one player has all the cards.",
        ),
        translate(
            "HelpEnding",
            "<b>Why choose an early end:</b> with fixed order and two face-down cards "
            "a game almost never ends by itself, and any game can run to hundreds of "
            "battles. New Game warns you about such rules.",
        ),
    )
    return Section(ENDING_ANCHOR, translate("HelpEnding", "Ending early"), body)


__all__ = ["ENDING_ANCHOR", "ending_section"]
