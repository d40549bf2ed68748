"""Every word the table shows or tells, built from a model, in one place.

Seat names, the plates' card counts, deck and card tool tips, the War! banner, the hint
on the felt and the description a screen reader speaks all come from here, each from
the TableModel of one moment, so they can never disagree with each other or with the
status bar that renders the same model. One QObject, so `self.tr` gives every string
the same translation context ("TableTexts") and lupdate finds the plurals.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QDate, QLocale, QObject

from krig_desktop.engine import Card
from krig_desktop.model import Hint, TableModel
from krig_desktop.ui.cards.card_names import card_name, face_down_name, table_summary
from krig_desktop.ui.table.result_line import (
    battle_result,
    everyone_lays_rule,
    game_over,
    war_waiting,
)


class TableTexts(QObject):
    """The table's texts in the current language; ask again after a LanguageChange.

    `people` are the names of the people at the computer (the table's last model sets
    them): one person is "You"; two are called by name everywhere a seat is named (the
    plates, the status bar, the log, the panel), so nothing says "you" to either."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.people: tuple[str, ...] = ("",)
        self.keys: dict[int, str] = {}  # each person's key, as shown ("Z"), by seat

    @property
    def you(self) -> int | None:
        """The seat these texts call "you" (None with two people: each has a name)."""
        return 0 if len(self.people) == 1 else None

    def seat_name(self, seat: int) -> str:
        if seat == self.you:
            return self.tr("You")
        if seat < len(self.people):
            return self.people[seat] or self.tr("Player %1").replace("%1", str(seat + 1))
        return self.tr("CPU %1").replace("%1", str(seat))

    def short_name(self, seat: int) -> str:
        """A seat's name where four must fit side by side (the battle log's headers, a
        narrow status bar): "C1" for CPU 1; a person's name cut to its first letters,
        as many as tell the two people apart."""
        if seat == self.you:
            return self.tr("You", "your seat's short name, beside three others in a "
                           "narrow column: at most 4 characters")
        if seat < len(self.people):
            others = [self.people[other] for other in range(len(self.people)) if other != seat]
            return short_person(self.people[seat], others) or self.tr(
                "P%1", "short name of a person at the computer (Player 1 → P1): at most "
                "3 characters").replace("%1", str(seat + 1))
        return self.tr("C%1", "short name of a CPU player (CPU 1 → C1), beside three "
                       "others in a narrow column: at most 3 characters"
                       ).replace("%1", str(seat))

    def short_names(self, players: int) -> list[str]:
        return [self.short_name(seat) for seat in range(players)]

    def war_text(self, depth: int) -> str:
        """The banner for a tie after `depth` war steps (0: the battle's own flip)."""
        return self.tr("War!") if depth == 0 else self.tr("War again!")

    def big_war_text(self, wars: int, cards: int) -> str:
        """The banner of a big war: the `wars`-th war of one battle is coming, with
        `cards` cards on the table ("War ×3 — 18 cards at stake!")."""
        return self.tr("War ×%1 — %n card(s) at stake!", "", cards).replace(
            "%1", QLocale().toString(wars))

    def out_mark(self, seat: int) -> str:
        """Written across the deck of a seat that has left the game. Your own seat has
        its own text: languages that inflect it agree with "you", not with "CPU 1"."""
        if seat == self.you:
            return self.tr("Out", "your own seat: you are out of the game")
        return self.tr("Out")

    def seat_detail(self, model: TableModel, seat: int) -> str:
        """The second line of a seat's name plate: "25 cards", or "Out"."""
        if seat in model.out:
            return self.out_mark(seat)
        return self.tr("%n card(s)", "", model.counts[seat])

    def deck_tip(self, model: TableModel, seat: int) -> str:
        count = model.counts[seat]
        if seat in model.out:
            return self.tr("%1: out of the game").replace("%1", self.seat_name(seat))
        if seat == self.you:
            return self.tr("Your deck: %n card(s) — click to play", "", count)
        if seat < len(self.people):
            return self.tr("%1's deck: %n card(s) — click or press %2 to turn", "",
                           count).replace("%1", self.seat_name(seat)).replace(
                "%2", self.keys.get(seat, "?"))
        return self.tr("%1's deck: %n card(s)", "", count).replace("%1", self.seat_name(seat))

    def deck_name(self, model: TableModel, seat: int) -> str:
        """A deck as a screen reader names it: "Your deck, 26 cards", "CPU 1's deck,
        26 cards", "Bo's deck, 26 cards" (two people), "CPU 2's deck, out". The count
        is the plates' own ("%n card(s)", in every plural form already), put in."""
        detail = self.seat_detail(model, seat)
        if seat == self.you:
            return self.tr("Your deck, %1", "a deck in the accessibility tree; %1: "
                           "\"26 cards\" or \"Out\"").replace("%1", detail)
        return self.tr("%1's deck, %2", "a deck in the accessibility tree; %2: \"26 "
                       "cards\" or \"Out\"").replace("%2", detail).replace(
            "%1", self.seat_name(seat))

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

    def waiting_hint(self, model: TableModel) -> str:
        """Two people: whom the table waits for ("Waiting for Bo — M"), or at the
        start how to play ("" with one person, or when nobody is waited for)."""
        waiting = model.waiting_for
        if not model.waiting or not waiting:
            return ""
        if len(waiting) < len(model.waiting):  # someone pressed: name who is left
            seat = waiting[0]
            return self.tr("Waiting for %1 — press %2").replace(
                "%1", self.seat_name(seat)).replace("%2", self.keys.get(seat, "?"))
        if model.hint is Hint.START:
            return self.tr("Press your keys (%1) or click your decks; Space turns for "
                           "everyone").replace(
                "%1", ", ".join(f"{self.seat_name(seat)}: {self.keys.get(seat, '?')}"
                                for seat in model.waiting))
        return ""

    def ready_mark(self) -> str:
        """On a person's plate once they have pressed for the next turn."""
        return self.tr("ready")

    def mode_ribbon(self, looking_at: int | None, battles: int, replay: bool) -> str:
        """The ribbon on the felt ("" when the table shows your game as it is now):
        looking back at a battle, a replay running, or both."""
        if looking_at is not None:
            text = (self.tr("Replay — battle %1 of %2 — End to return") if replay else
                    self.tr("Battle %1 of %2 — End to return"))
            return (text.replace("%1", QLocale().toString(looking_at))
                    .replace("%2", QLocale().toString(battles)))
        if replay:
            return self.tr("Replay — Esc to return to your game")
        return ""

    def todays_ribbon(self, number: int) -> str:
        """Today's deal's ribbon: the day of its number, in the language's long date
        without the year ("Today's deal — Monday, 7 December")."""
        year, rest = divmod(number, 10_000)
        month, day = divmod(rest, 100)
        locale = QLocale()
        when = locale.toString(QDate(year, month, day), day_format(locale))
        return self.tr("Today's deal — %1").replace("%1", when)

    def replay_ended(self) -> str:
        """The ribbon once a replay stopped, until the next step: the table shows your
        own game again (a replay's end looked like a game over of its own)."""
        return self.tr("The replay ended — this is your game")

    def names(self, players: int) -> list[str]:
        return [self.seat_name(seat) for seat in range(players)]

    def names_kept_whole(self, text: str, players: int) -> str:
        """`text` with the spaces inside the seats' names made no-break, so a line on
        the felt wraps between its words, never inside a name ("CPU⏎2 takes 4 cards")."""
        for name in sorted(self.names(players), key=len, reverse=True):
            text = text.replace(name, name.replace(" ", "\u00a0"))
        return text

    def result_line(self, model: TableModel, autoplay: bool = False) -> str:
        """The line near the pile ("" when there is nothing to say): how the game ended;
        the war waiting to be laid (asking for a click unless autoplay lays it); else
        what the last battle did, from when its pile is gathered until the next battle
        is laid (or, looking back, the battle shown)."""
        names, you = self.names(model.players), self.you
        if model.over:
            return game_over(model, names, you)
        if model.tied:
            if autoplay:
                return self.war_coming(model)
            # Two people: the war's words ask "your deck" of the people laying it.
            laying = [seat for seat in model.war_seats if seat < len(self.people)]
            return war_waiting(model, names, you if you is not None else
                               (laying[0] if laying else None))
        record = model.last_battle
        if record is None:
            return ""
        shown = record.number == model.battle if model.pile else record.number == model.battles
        return battle_result(record, names, model.players, you) if shown else ""

    def war_coming(self, model: TableModel) -> str:
        """A war autoplay is about to lay: its depth and the cards at stake, no click."""
        depth, n = model.war_depth + 1, model.at_stake
        if depth == 1:
            text = self.tr("War! The war cards come next — %n card(s) at stake.", "", n)
        else:
            text = self.tr("War ×%1! The war cards come next — %n card(s) at stake.", "",
                           n).replace("%1", str(depth))
        if everyone_lays_rule(model):  # once a game
            text = " ".join((text, self.tr("Everyone in the battle lays war cards, not "
                                           "only the players who tied.")))
        return text

    def description(self, model: TableModel, line: str = "",
                    notes: Sequence[str] = ()) -> str:
        """The table in words, for screen readers, beginning with the result `line`
        when there is one (the last battle's sentence, as announced; a war waiting; the
        game's end), then any `notes` (the mode, whom the table waits for), then the
        table: "Battle 12. You: Queen of hearts. CPU 1: Ten of spades. War!" (between
        battles, how many cards each seat holds). A reader that speaks no announcements
        hears each battle from here, first."""
        parts = [line] if line else []
        if line and model.over:
            parts.insert(0, self.tr("Game over."))
        parts += [note for note in notes if note]
        parts.append(self.tr("Battle %1.").replace("%1", QLocale().toString(model.battle)))
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
        if line:
            return " ".join(parts)  # the line has said the war, the taker, the end
        if model.tied:
            parts.append(self.war_text(model.war_depth))
        elif model.taker is not None and model.taker == self.you:
            parts.append(self.tr("You take the pile."))
        elif model.taker is not None:
            parts.append(self.tr("%1 takes the pile.").replace(
                "%1", self.seat_name(model.taker)))
        if model.over:
            parts.append(self.tr("Game over."))
        return " ".join(parts)


SHORT_LETTERS = 4  # a person's short name: this many letters (more if two would match)


def short_person(name: str, others: Sequence[str]) -> str:
    """`name` cut to its first SHORT_LETTERS letters and "…" ("Margaret": "Marg…"),
    or to more when another person's name begins the same, so the two stay apart
    ("Christina" and "Christopher": "Christi…", "Christo…"); whole when that is no
    shorter."""
    name = name.strip()
    size = SHORT_LETTERS
    while size < len(name) and any(other.strip()[:size] == name[:size] for other in others):
        size += 1
    return name if size + 1 >= len(name) else f"{name[:size]}…"


# The year in a long date format, with what joins it: ", yyyy" (English), " 'de' yyyy"
# (Spanish), " yyyy 'р'." (Ukrainian), "yyyy年" (Japanese).
_YEAR = re.compile(r"[\s\u202f,]*(?:'de'\s*)?y+(?:[\s\u202f]*'[^']*'\.?|年)?")


def day_format(locale: QLocale) -> str:
    """The locale's long date format without the year: a day of this year, named."""
    found = _YEAR.sub("", locale.dateFormat(QLocale.FormatType.LongFormat))
    return found.strip(" ,\u202f") or "dddd d MMMM"
