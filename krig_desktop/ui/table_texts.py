"""Every word the table shows or tells, built from a model, in one place.

Seat names, the plates' card counts, deck and card tool tips, the War! banner, the hint
on the felt and the description a screen reader speaks all come from here, each from
the TableModel of one moment, so they can never disagree with each other or with the
status bar that renders the same model. One QObject, so `self.tr` gives every string
the same translation context ("TableTexts") and lupdate finds the plurals.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from krig_desktop.engine import Card
from krig_desktop.model import Hint, TableModel
from krig_desktop.ui.card_names import card_name, face_down_name, table_summary


class TableTexts(QObject):
    """The table's texts in the current language; ask again after a LanguageChange."""

    def seat_name(self, seat: int) -> str:
        if seat == 0:
            return self.tr("You")
        return self.tr("CPU %1").replace("%1", str(seat))

    def war_text(self, depth: int) -> str:
        """The banner for a tie after `depth` war steps (0: the battle's own flip)."""
        return self.tr("War!") if depth == 0 else self.tr("War again!")

    def out_mark(self) -> str:
        """Written across the deck of a seat that has left the game."""
        return self.tr("Out")

    def seat_detail(self, model: TableModel, seat: int) -> str:
        """The second line of a seat's name plate: "25 cards", or "Out"."""
        if seat in model.out:
            return self.out_mark()
        return self.tr("%n card(s)", "", model.counts[seat])

    def deck_tip(self, model: TableModel, seat: int) -> str:
        count = model.counts[seat]
        if seat in model.out:
            return self.tr("%1: out of the game").replace("%1", self.seat_name(seat))
        if seat == 0:
            return self.tr("Your deck: %n card(s) — click to play", "", count)
        return self.tr("%1's deck: %n card(s)", "", count).replace("%1", self.seat_name(seat))

    def card_tip(self, card: Card, face_up: bool) -> str:
        """A face-up card's name ("Queen of hearts"); never the name of a hidden one."""
        return card_name(card) if face_up else face_down_name()

    def set_aside(self) -> tuple[str, str]:
        """The plate beside the 3-player set-aside card: its name and why it is there."""
        return self.tr("Set aside"), self.tr("out of play")

    def hint(self, hint: Hint | None) -> str:
        """The line of help on the felt ("" when there is none)."""
        if hint is Hint.START:
            return self.tr("Click your deck or press Space to play")
        if hint is Hint.WATCH:
            return self.tr("You are out. Click a deck or press Space to watch the others "
                           "play on")
        return ""

    def description(self, model: TableModel) -> str:
        """The table in words, for screen readers: "Battle 12. You: Queen of hearts.
        CPU 1: Ten of spades. War!" (between battles, how many cards each seat holds)."""
        parts = [self.tr("Battle %1.").replace("%1", QLocale().toString(model.battle))]
        last: dict[int, Card] = {}
        for pc in model.pile:
            if pc.face_up:
                last[pc.seat] = pc.card
        if last:
            parts.append(table_summary([(self.seat_name(seat), last.get(seat))
                                        for seat in range(model.players)
                                        if seat in last or seat not in model.out]))
        else:
            for seat in range(model.players):
                if seat in model.out:
                    text = self.tr("%1: out.")
                else:
                    text = self.tr("%1: %n card(s).", "", model.counts[seat])
                parts.append(text.replace("%1", self.seat_name(seat)))
        if model.tied:
            parts.append(self.war_text(model.war_depth))
        elif model.taker == 0:
            parts.append(self.tr("You take the pile."))
        elif model.taker is not None:
            parts.append(self.tr("%1 takes the pile.").replace(
                "%1", self.seat_name(model.taker)))
        if model.over:
            parts.append(self.tr("Game over."))
        return " ".join(parts)
