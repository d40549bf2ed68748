"""Every word the odds say: percentages, the meter's tooltip, the revealed fate and the
luck line at game over, built from frozen models in the language of the moment.

A QObject so that `self.tr` finds the texts (and lupdate their plurals); it keeps no
state, so a caller may build its texts again after a language change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject

from krig_desktop.engine import END_OUT, Outcome, parse_end
from krig_desktop.model.luck import Luck
from krig_desktop.model.odds_model import FateModel, OddsModel
from krig_desktop.ui.desktop.counts import plural_n, with_count

SeatName = Callable[[int], str]


class OddsTexts(QObject):
    """The odds' texts; `seat_name` names a seat ("You", "CPU 1", ...)."""

    def __init__(self, seat_name: SeatName, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat_name = seat_name

    # ----------------------------------------------------------------- what it is
    def chance_name(self, end: str) -> str:
        """What the chances are of under an end option: "Chance to lead after 100
        battles", "Chance to win 3 wars first" ("" played to the end: the meter and
        the chart keep their own words)."""
        kind, count = parse_end(end)
        if kind == "battles":
            return self.tr("Chance to lead after %n battle(s)", "", count)
        if kind == "wars":
            return self.tr("Chance to win %n war(s) first", "", count)
        return ""

    def your_chance(self, end: str) -> str:
        """The chance chart's line under an end option: "Your chance to lead after 100
        battles", "Your chance to win 3 wars first" ("" played to the end)."""
        kind, count = parse_end(end)
        if kind == "battles":
            return self.tr("Your chance to lead after %n battle(s)", "", count)
        if kind == "wars":
            return self.tr("Your chance to win %n war(s) first", "", count)
        return ""

    def persons_chance(self, end: str, name: str) -> str:
        """Two people: the first person's line under an end option ("Ada's chance to
        lead after 100 battles"; "" played to the end)."""
        kind, count = parse_end(end)
        if kind == "battles":
            text = self.tr("%1's chance to lead after %n battle(s)", "", count)
        elif kind == "wars":
            text = self.tr("%1's chance to win %n war(s) first", "", count)
        else:
            text = ""
        return text.replace("%1", name)

    # ----------------------------------------------------------------- numbers
    def percent(self, chance: float, certain: bool = True) -> str:
        """"62 %"; "<1 %" and ">99 %" for what rounds to certain but is not, and for
        0 or 1 when not `certain` (an estimate whose every play-out went one way). A
        space before the sign never breaks (a line never starts with "%")."""
        locale = QLocale()
        if 0.0 < chance < 0.005 or (chance == 0.0 and not certain):
            text = self.tr("<%1%").replace("%1", locale.toString(1))
        elif 0.995 < chance < 1.0 or (chance == 1.0 and not certain):
            text = self.tr(">%1%").replace("%1", locale.toString(99))
        else:
            text = self.tr("%1%").replace("%1", locale.toString(round(chance * 100)))
        return text.replace(" %", "\u00a0%")

    def unknown(self) -> str:
        """A chance not worked out yet, in the meter."""
        return self.tr("…")

    def margin(self, stderr: float) -> str:
        """"±1.1": the standard error, in percentage points."""
        return self.tr("±%1").replace("%1", QLocale().toString(stderr * 100, "f", 1))

    # ----------------------------------------------------------------- the meter
    def meter_tooltip(self, odds: OddsModel | None) -> str:
        """What hovering over the meter says: what the chances mean, and each one."""
        end = "out" if odds is None else odds.end
        lines = [self.tr("%1 as a perfect card counter would see it: which cards each "
                         "hand holds, not their order.", "%1: Chance to win, Chance to "
                         "lead after 100 battles").replace("%1", self.chance_name(end))
                 if end != END_OUT else
                 self.tr("Chance to win as a perfect card counter would see it: which "
                         "cards each hand holds, not their order.")]
        if odds is None:
            lines.append(self.tr("Working it out…"))
            return "\n".join(lines)
        lines.append("")
        if odds.pending:
            lines.append(self.tr("Working out the chances for battle %1. Until then none "
                                 "is shown: one from an earlier battle would no longer hold.")
                         .replace("%1", QLocale().toString(odds.battle + 1)))
            lines.extend(self.tr("%1: out of the game, %2").replace("%1", self.seat_name(seat))
                         .replace("%2", self.percent(0.0)) for seat in odds.out)
            return "\n".join(lines)
        for seat, chance in enumerate(odds.win):
            lines.append(self.tr("%1: %2").replace("%1", self.seat_name(seat))
                         .replace("%2", self.percent(chance)))
        if odds.draw > 0:
            lines.append(self.tr("Draw or no end: %1").replace("%1", self.percent(odds.draw)))
        if odds.exact:
            lines.append(self.tr("Exact."))
        else:
            lines.append(self.tr("From %n play-out(s) of the cards, ±%1.", "", odds.samples)
                         .replace("%1", QLocale().toString(odds.stderr * 100, "f", 1)))
        return "\n".join(lines)

    # ----------------------------------------------------------------- fate
    def fate_text(self, fate: FateModel) -> str:
        """Who will win and when, or that the deal goes round forever."""
        when = self.tr("at battle %1").replace("%1", QLocale().toString(fate.battles))
        ahead = with_count(self.tr("That is %Ln more battle(s), counting the one on the "
                                   "table.", "", plural_n(fate.ahead)), fate.ahead)
        if fate.outcome is Outcome.WIN and fate.winner == 0:
            head = self.tr("You will win %1.").replace("%1", when)
        elif fate.outcome is Outcome.WIN and fate.winner is not None:
            head = (self.tr("%1 will win %2.").replace("%1", self.seat_name(fate.winner))
                    .replace("%2", when))
        elif fate.outcome is Outcome.DRAW:
            head = self.tr("It will be a draw %1: everyone runs out of cards in a war."
                           ).replace("%1", when)
        elif fate.outcome is Outcome.SHARED:  # the most cards after N battles, held twice
            head = self.tr("It will be a shared win %1: two or more players will hold "
                           "the most cards.").replace("%1", when)
        else:
            head = self.tr("This deal never ends: with fixed gathering a position comes "
                           "back %1, and the game would go round forever.").replace("%1", when)
        # The meter's chance and the fate may seem to disagree (23 % for you, and "You
        # will win"): each knows something else, said in one line.
        knows = self.tr("The fate follows the order the cards are in; the odds meter knows "
                        "only which cards each hand holds, so it may still give the winner "
                        "a small chance.")
        return f"{head}\n{ahead}\n{knows}"

    # ----------------------------------------------------------------- luck
    def luck_text(self, luck: Luck) -> str:
        """"You won a deal in which your chance to win was 18 %." and the biggest swing
        worth naming. No article goes before a percentage ("a 18 %" in English, and each
        language would need its own): each sentence is whole in every language."""
        lines = []
        if luck.start is not None:
            # A deal lost at "100 %" (or won at "0 %") was an estimate, not a certainty.
            contradicted = {"won": 0.0, "lost": 1.0}.get(luck.result)
            chance = self.percent(luck.start, certain=luck.start != contradicted)
            if luck.result == "won":
                lines.append(self.tr("You won a deal in which your chance to win was %1.")
                             .replace("%1", chance))
            elif luck.result == "lost":
                lines.append(self.tr("You lost a deal in which your chance to win was %1.")
                             .replace("%1", chance))
            else:
                lines.append(self.tr("At the deal your chance to win was %1.")
                             .replace("%1", chance))
        swing = luck.swing
        if swing is not None:
            lines.append(self.tr("Biggest swing: battle %1, your chance went from %2 to %3.")
                         .replace("%1", QLocale().toString(swing.battle))
                         # a certain chance never swings: where it came from was estimated
                         .replace("%2", self.percent(swing.before, certain=False))
                         .replace("%3", self.percent(swing.after)))
        return "\n".join(lines)
