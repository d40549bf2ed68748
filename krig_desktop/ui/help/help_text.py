"""The How to play text: the sections of the original page, as translatable paragraphs.

Each paragraph is one translation entry with a little HTML, so a translator sees whole
thoughts rather than sentence fragments, and can reorder within them. The written rules
are not part of this repository, so this text is the project's own statement of them, and
the engine (engine/steps.py, engine/rules.py) plays exactly what it says. When a rule
changes, change the engine and this text together and re-run
scripts/update_translations.py so every language is re-translated.

Everything is built at call time, in the language installed then, so the help window can
rebuild itself on each language switch.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage.paths import config_dir

# lupdate recognises a bare translate(context, text) as well as the qualified form.
translate = QCoreApplication.translate


class Section(Frozen):
    """One part of the help: an anchor for links, a title for the contents, its HTML."""

    anchor: str
    title: str
    html: str


def saves_folder() -> Path:
    """Where saves and settings live, as the help names it (not created by asking)."""
    return config_dir(create=False)


def _with_folder(text: str) -> str:
    """Put the saves folder, escaped and styled, where the translation has %1."""
    folder = f'<span class="path">{html.escape(str(saves_folder()))}</span>'
    return text.replace("%1", folder)


def _p(*paragraphs: str) -> str:
    return "".join(f"<p>{text}</p>" for text in paragraphs)


def _qa(question: str, answer: str) -> str:
    return f'<p class="q"><b>{question}</b></p><p class="a">{answer}</p>'


def _quick_example() -> Section:
    return Section(
        "example",
        translate("HelpText", "A quick example"),
        _p(
            translate(
                "HelpText",
                "Everyone turns their top card at the same moment. A <b>10</b> beats a "
                "<b>6</b>, whatever the suits: the player who turned the 10 takes both "
                "cards.",
            ),
            translate(
                "HelpText",
                "If the highest cards are equal, say two queens, it is <b>war</b>: every "
                "player in that battle puts one card face down and one face up, and the "
                "highest new face-up card takes the whole pile.",
            ),
        ),
    )


def _how_to_play() -> Section:
    return Section(
        "how",
        translate("HelpText", "How to play"),
        _p(
            translate(
                "HelpText",
                "Krig is the Norwegian name for War. Two, three or four players share one "
                "standard deck of 52 cards, without jokers. You sit at the bottom of the "
                "table; the other seats are played by CPU players, which only turn "
                "cards.",
            ),
            translate(
                "HelpText",
                "The cards are shuffled and dealt face down, one at a time, as evenly as "
                "possible: 26 each with two players, 13 each with four. With three players "
                "everyone gets 17 cards and the last card is set aside face down, unseen. "
                "It stays out of play for the whole game and may be shown when the game "
                "ends.",
            ),
            translate(
                "HelpText",
                "<b>A battle:</b> every player still in the game turns the top card of "
                "their hand face up, all at the same time. The highest rank takes every "
                "card on the table. The ace is highest and the 2 lowest; suits never "
                "matter.",
            ),
            translate(
                "HelpText",
                "<b>A war:</b> when two or more face-up cards tie for the highest rank, "
                "every player who took part in that battle, not only the tied ones, puts "
                "one card face down and then one card face up. The highest new face-up "
                "card takes the whole pile: the battle cards and every war card on the "
                "table. If the new cards tie for the highest again, the same step repeats "
                "with the same players.",
            ),
            translate(
                "HelpText",
                "The winner puts the pile under their hand. By default the pile is "
                "shuffled first, so the won cards come back in random order.",
            ),
            translate(
                "HelpText",
                "A player who runs out of cards is out of the game. The last player with "
                "cards wins.",
            ),
            translate(
                "HelpText",
                "To turn your card, click your deck at the bottom of the table, or press "
                "the Space bar.",
            ),
        ),
    )


def _table_word(text: str) -> str:
    """A word as the table itself writes it (same translation entry), in bold."""
    return f"<b>{html.escape(text)}</b>"


def _reading_the_table() -> Section:
    """What the table draws: the cues a newcomer sees before any rule is explained."""
    war = _table_word(translate("TableScene", "War!"))
    war_again = _table_word(translate("TableScene", "War again!"))
    set_aside = _table_word(translate("TableScene", "Set aside"))
    return Section(
        "table",
        translate("HelpText", "Reading the table"),
        _p(
            translate(
                "HelpText",
                "Each player has a deck, face down, and a name plate showing how many "
                "cards they hold. The faint outline on the felt near each deck is where "
                "that player's cards land.",
            ),
            translate(
                "HelpText",
                "<b>Gold outline:</b> the face-up card that takes the pile is outlined in "
                "gold, and its player's name plate turns gold until the pile has gone "
                "under their hand. When the game ends, the winner's name plate stays "
                "gold.",
            ),
            translate(
                "HelpText",
                "<b>Red outlines:</b> face-up cards outlined in red tie for the highest "
                "rank, so a war is coming, and a red banner says %1 (or %2 when the war "
                "cards tie once more). The red outlines stay until the war cards are "
                "laid.",
            ).replace("%1", war).replace("%2", war_again),
            translate(
                "HelpText",
                "A player who is out of the game has a greyed name plate, and their deck "
                "is marked as out.",
            ),
            translate(
                "HelpText",
                "With three players, the card set aside at the deal lies face down at the "
                "side of the table, labelled %1; it may be turned face up when the game "
                "ends.",
            ).replace("%1", set_aside),
            translate(
                "HelpText",
                "The status bar at the bottom of the window counts the battles and shows "
                "how many cards each player holds. When the game ends, a panel says who "
                "won and how many battles and wars it took.",
            ),
        ),
    )


def _questions() -> Section:
    body = "".join(
        (
            _qa(
                translate("HelpText", "How many players can play?"),
                translate(
                    "HelpText",
                    "Two, three or four: you and one to three CPU players. You choose "
                    "when you start a new game. Everyone plays from one standard deck of "
                    "52 cards.",
                ),
            ),
            _qa(
                translate("HelpText", "Which card is highest?"),
                translate(
                    "HelpText",
                    "The ace, then the king, queen, jack and 10, and so on down to the 2. "
                    "Suits have no rank: the 10 of clubs and the 10 of hearts are equal.",
                ),
            ),
            _qa(
                translate("HelpText", "What happens on a tie?"),
                translate(
                    "HelpText",
                    "A war. Every player who took part in the battle, including those whose "
                    "cards were lower, puts one card face down and one face up. The highest "
                    "new face-up card takes every card on the table. Another tie repeats "
                    "the same step.",
                ),
            ),
            _qa(
                translate("HelpText", "What if I run out of cards for a war?"),
                translate(
                    "HelpText",
                    "A player who cannot lay both the face-down and the face-up card is "
                    "out of the game at once, and every card they still hold goes onto the "
                    "pile. The war goes on among the others; if only one player is left in "
                    "it, that player takes the pile. If everyone in the war runs short at "
                    "the same step, nobody can take the pile and the game ends in a draw.",
                ),
            ),
            _qa(
                translate("HelpText", "What if my last card loses a battle?"),
                translate(
                    "HelpText",
                    "Then you are out when that battle ends. If your last card wins, you "
                    "keep playing with the cards you just won.",
                ),
            ),
            _qa(
                translate("HelpText", "Does the game need an account, or send my cards anywhere?"),
                _with_folder(
                    translate(
                        "HelpText",
                        "No. There is no account, and the game never uses the network: "
                        "nothing leaves this computer. Saved games and settings stay in "
                        "your own configuration folder: %1",
                    )
                ),
            ),
        )
    )
    return Section("faq", translate("HelpText", "Questions and answers"), body)


def _rules_and_limits() -> Section:
    return Section(
        "rules",
        translate("HelpText", "Rules and limitations"),
        _p(
            translate(
                "HelpText",
                "War is a game of luck, and a game can take a long time. Every player "
                "turns cards the same way; the CPU players make no choices either.",
            ),
            translate(
                "HelpText",
                "<b>Face-down cards:</b> one per player at each step of a war. The rule "
                "option <i>face-down cards in a war</i> can make it 2 or 3.",
            ),
            translate(
                "HelpText",
                "<b>Gathering the pile:</b> by default the won pile is shuffled before it "
                "goes under the winner's hand. The shuffle follows the game number, so "
                "the same game number, number of players and rule options always deal and "
                "play the same game. With the rule option <i>fixed order</i>, the pile goes "
                "under in the order it was laid: the battle cards first, then each war "
                "step, in seat order, face-down cards before the face-up card.",
            ),
            translate(
                "HelpText",
                "<b>Endless games:</b> with fixed gathering a deal can go round forever. "
                "The game watches for this: when the cards in every hand are in exactly "
                "the same order at the start of a battle as earlier in the same game, the "
                "game ends as a draw by repetition, and tells you so. With shuffled "
                "gathering every game comes to an end sooner or later, so no limit is "
                "set.",
            ),
            translate(
                "HelpText",
                "<b>Three players:</b> one card is set aside unseen at the deal and takes "
                "no part in the game.",
            ),
            _with_folder(
                translate(
                    "HelpText",
                    "<b>Saving:</b> File → Save keeps your game without asking, and "
                    "File → Revert to Saved brings it back. Saves and settings are kept on this "
                    "computer, in %1",
                )
            ),
            translate(
                "HelpText",
                "<b>What this version is not:</b> there is no online play, no account and "
                "no network at all; no game data is ever uploaded.",
            ),
        ),
    )


# The keys the by-ear section names: the window binds them (ui/window/actions.py's
# TABLE_KEY and COUNTS_KEY; the shortcut list, read from the actions, shows them too).
TABLE_KEY = "F6"
COUNTS_KEY = "C"


def _by_ear() -> Section:
    """Playing with the keyboard alone, with a screen reader, or with less motion."""
    return Section(
        "access",
        translate("HelpText", "Accessibility"),
        _p(
            translate(
                "HelpText",
                "Everything can be done from the keyboard. Space or Enter plays; Tab "
                "moves between the decks on the table, and Space on a deck plays as a "
                "click on it does (with two people, for that deck's player).",
            ),
            translate(
                "HelpText",
                "<b>With a screen reader:</b> each battle's result is announced. If your "
                "screen reader does not speak announcements, press <b>%1</b>: the focus "
                "goes to the card table, and its description begins with the last "
                "battle's result, then says how many cards each player holds. Each deck "
                "is named with its count, such as \"Your deck, 26 cards\". <b>%2</b> "
                "says the card counts at any time.",
            ).replace("%1", TABLE_KEY).replace("%2", COUNTS_KEY),
            translate(
                "HelpText",
                "<b>View → Reduce Motion:</b> cards appear in their places instead of "
                "flying, and the War! banner appears without growing. The game keeps "
                "its pace; the setting is remembered.",
            ),
        ),
    )


def help_sections() -> list[Section]:
    """The help, section by section, in the language installed now."""
    return [_quick_example(), _how_to_play(), _reading_the_table(), _questions(),
            _rules_and_limits(), _by_ear()]
