"""The words of the end option (RULES.md, "Ending early"), from values only: how each
end is named in the New Game dialog, the progress the status bar shows ("Battle 37 of
100", "Wars won: You 2, CPU 1 1 — first to 3"), and how a game that ended early ended
("After 100 battles you have the most cards: 31.", "A shared win: You and CPU 2, 19
cards each.") for the result line, the announcer, the battle log and the game-over
panel. One QObject, so every string has one context ("EndTexts") and lupdate finds
the plurals; a game played to the end ("out") says nothing here and keeps its words.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QObject

from krig_desktop.engine import END_OUT, Outcome, parse_end
from krig_desktop.model import TableModel


def ended_early(model: TableModel) -> bool:
    """The game is over by its end option, not by the usual rules: more than one
    player still held cards when it stopped (a shared win, the most cards after N
    battles, the first to K wars). A game under an end option that ended the usual way
    first (one player took every card, a draw, a repetition) is not."""
    if model.outcome is Outcome.SHARED:
        return True
    return (model.outcome is Outcome.WIN and model.rules.end != END_OUT
            and len(model.in_play) > 1)


class EndTexts(QObject):
    """The sentences, in the current language (ask again after a language change)."""

    # ----------------------------------------------------------------- the choice
    def choice(self, end: str) -> str:
        """An end as the New Game dialog offers it."""
        kind, count = parse_end(end)
        if kind == "battles":
            return self.tr("Most cards after %n battle(s)", "", count)
        if kind == "wars":
            return self.tr("First to win %n war(s)", "", count)
        return self.tr("When one player has all the cards")

    # ----------------------------------------------------------------- in play
    def battle_of(self, model: TableModel) -> str:
        """The status bar's battle under "battles:N": "Battle 37 of 100" ("" under any
        other end: the status bar says "Battle 37" in its own words)."""
        last = model.rules.end_battles
        if last is None:
            return ""
        return (self.tr("Battle %1 of %2").replace("%1", QLocale().toString(model.battle))
                .replace("%2", QLocale().toString(last)))

    def wars_won(self, model: TableModel, names: Sequence[str]) -> str:
        """Under "wars:K" who has won how many wars ("Wars won: You 2, CPU 1 1 — first
        to 3"), the seats still in; "" under any other end."""
        goal = model.rules.end_wars
        if goal is None:
            return ""
        locale = QLocale()
        seats = [seat for seat in range(model.players)
                 if seat not in model.out or (seat < len(model.wars_won)
                                              and model.wars_won[seat])]
        each = self.tr(", ", "between the seats' wars won").join(
            self.tr("%1 %2", "a seat's name, then the wars it has won").replace(
                "%2", locale.toString(model.wars_won[seat] if seat < len(model.wars_won)
                                      else 0)).replace("%1", names[seat])
            for seat in seats)
        return (self.tr("Wars won: %1 — first to %2").replace("%1", each)
                .replace("%2", locale.toString(goal)))

    # ----------------------------------------------------------------- the end
    def names_joined(self, names: Sequence[str]) -> str:
        """"You and CPU 2", "CPU 1, CPU 2 and CPU 3"."""
        if len(names) <= 1:
            return "".join(names)
        head = self.tr(", ", "between names in a list").join(names[:-1])
        return self.tr("%1 and %2", "the last two names of a list").replace(
            "%1", head).replace("%2", names[-1])

    def sharers(self, model: TableModel, names: Sequence[str]) -> str:
        """The seats sharing the win, named ("You and CPU 2")."""
        return self.names_joined([names[seat] for seat in model.winners])

    def over_line(self, model: TableModel, names: Sequence[str], you: int | None) -> str:
        """How a game that ended early ended, in one sentence ("" for any other end):
        the result line's, the announcer's and the battle log's last line."""
        if not ended_early(model):
            return ""
        if model.outcome is Outcome.SHARED:
            each = model.counts[model.winners[0]] if model.winners else 0
            return self.tr("A shared win: %1, %n card(s) each.", "", each).replace(
                "%1", self.sharers(model, names))
        winner = model.winner
        assert winner is not None
        if model.rules.end_wars is not None:
            goal = model.rules.end_wars
            if winner == you:
                return self.tr("You are the first to win %n war(s): the game is yours!",
                               "", goal)
            return self.tr("%1 is the first to win %n war(s) and wins the game.", "",
                           goal).replace("%1", names[winner])
        cards = QLocale().toString(model.counts[winner])
        if winner == you:
            return self.tr("After %n battle(s) you have the most cards: %1.", "",
                           model.battles).replace("%1", cards)
        return self.tr("After %n battle(s) %1 has the most cards: %2.", "",
                       model.battles).replace("%1", names[winner]).replace("%2", cards)

    def panel(self, model: TableModel, names: Sequence[str],
              you: int | None) -> tuple[str, str] | None:
        """The game-over panel's title and reason for a game that ended early (None
        for any other end: the panel keeps its own)."""
        if not ended_early(model):
            return None
        if model.outcome is Outcome.SHARED:
            each = model.counts[model.winners[0]] if model.winners else 0
            return (self.tr("A shared win"),
                    self.tr("%1 share the win: the most cards after %2, %n each.", "",
                            each).replace("%1", self.sharers(model, names)).replace(
                        "%2", self.tr("%n battle(s)", "", model.battles)))
        winner = model.winner
        assert winner is not None
        title = (self.tr("You win!") if winner == you
                 else self.tr("%1 wins").replace("%1", names[winner]))
        return title, self.over_line(model, names, you)
