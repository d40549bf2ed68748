"""The result of a battle in words: the line near the pile, the log's result column and
what the screen-reader announcer speaks, built from values only (a BattleRecord or a
TableModel, and the seat names).

"You take" and "CPU 1 takes" are different sentences in every language (the verb agrees,
the word order moves), so each case is one whole translatable sentence, never pieces
glued together; counts use Qt's plural forms. The texts live on one QObject so that
`self.tr(s, "", n)` gives them one context ("ResultLine") and lupdate sees the plurals.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from krig_desktop.engine import BattleRecord, Outcome
from krig_desktop.model import TableModel
from krig_desktop.model.battle_reading import (
    battle_seats,
    beaten_cards,
    deciding_card,
    ran_short,
    tied_at_flip,
)
from krig_desktop.ui.cards.card_symbols import card_list, card_symbol
from krig_desktop.ui.desktop.counts import plural_n, with_count
from krig_desktop.ui.table.end_texts import EndTexts


class ResultLine(QObject):
    """The sentences, in the current language (ask again after a language change)."""

    def take(self, record: BattleRecord, names: Sequence[str], you: bool) -> str:
        """Who took the pile, with the card that won it: the line's first sentence."""
        n, taker, depth = record.pile, record.taker, record.war_steps
        assert taker is not None
        name = names[taker]
        card = deciding_card(record)
        if not depth:
            beats, beaten = card_symbol(record.laid[taker][0]), card_list(beaten_cards(record))
            text = (self.tr("%1 beats %2 — you take %n card(s).", "", n) if you else
                    self.tr("%1 beats %2 — %3 takes %n card(s).", "", n))
            return text.replace("%1", beats).replace("%2", beaten).replace("%3", name)
        if card is None:  # everyone else in the war ran short: nothing left to beat
            if depth == 1:
                text = (self.tr("War — you take %n card(s).", "", n) if you else
                        self.tr("War — %1 takes %n card(s).", "", n))
                return text.replace("%1", name)
            text = (self.tr("War ×%1 — you take %n card(s).", "", n) if you else
                    self.tr("War ×%1 — %2 takes %n card(s).", "", n))
            return text.replace("%1", str(depth)).replace("%2", name)
        symbol = card_symbol(card)
        if depth == 1:
            text = (self.tr("War — your %1 takes %n card(s).", "", n) if you else
                    self.tr("War — %2's %1 takes %n card(s).", "", n))
            return text.replace("%1", symbol).replace("%2", name)
        text = (self.tr("War ×%1 — your %2 takes %n card(s).", "", n) if you else
                self.tr("War ×%1 — %3's %2 takes %n card(s).", "", n))
        return text.replace("%1", str(depth)).replace("%2", symbol).replace("%3", name)

    def everyone_joined(self) -> str:
        """A 3–4 player war: the seats that did not tie lost cards to it too."""
        return self.tr("Everyone in the battle joined the war, not only the players who tied.")

    def out(self, record: BattleRecord, seat: int, names: Sequence[str], you: bool) -> str:
        """Why `seat` left the game in this battle."""
        if ran_short(record, seat):
            if you:
                return self.tr("You are out: too few cards for the war.")
            return self.tr("%1 is out: too few cards for the war.").replace("%1", names[seat])
        if you:
            return self.tr("You are out of cards.")
        return self.tr("%1 is out of cards.").replace("%1", names[seat])

    def summary_take(self, record: BattleRecord, names: Sequence[str], you: bool) -> str:
        """The log's short form of who took the pile ("War ×2: CPU 1 takes 10 cards.")."""
        n, depth = record.pile, record.war_steps
        name = names[record.taker] if record.taker is not None else ""
        if not depth:
            text = (self.tr("You take %n card(s).", "", n) if you else
                    self.tr("%1 takes %n card(s).", "", n))
        elif depth == 1:
            text = (self.tr("War: you take %n card(s).", "", n) if you else
                    self.tr("War: %1 takes %n card(s).", "", n))
        else:
            text = (self.tr("War ×%2: you take %n card(s).", "", n) if you else
                    self.tr("War ×%2: %1 takes %n card(s).", "", n))
        return text.replace("%1", name).replace("%2", str(depth))

    def widest_summary(self, names: Sequence[str]) -> str:
        """A long result for the log to make room for (a war, a seat out), with the
        longest of `names`: the log sizes its rows from it, never from every row."""
        name = max(names, key=len, default="")
        text = self.tr("War ×%2: %1 takes %n card(s).", "", 52)
        text = text.replace("%1", name).replace("%2", "9")
        return f"{text} {self.summary_out(0, [name], False)}"

    def summary_out(self, seat: int, names: Sequence[str], you: bool) -> str:
        if you:
            return self.tr("You are out.")
        return self.tr("%1 is out.").replace("%1", names[seat])

    def war_waiting(self, model: TableModel, yours: bool) -> str:
        """A war is due and waits for a click: its depth and the cards at stake. The
        game's first war says it in full; later ones in one short line."""
        depth, n = model.war_depth + 1, model.at_stake
        if not first_war(model):
            if depth == 1:
                text = (self.tr("War! %n card(s) at stake — click your deck.", "", n) if yours
                        else self.tr("War! %n card(s) at stake — click a deck or press "
                                     "Space.", "", n))
            else:
                text = (self.tr("War ×%1! %n card(s) at stake — click your deck.", "", n)
                        if yours else
                        self.tr("War ×%1! %n card(s) at stake — click a deck or press "
                                "Space.", "", n))
            return text.replace("%1", str(depth))
        if depth == 1:
            text = (self.tr("War! Click your deck to lay the war cards — %n card(s) at "
                            "stake.", "", n) if yours else
                    self.tr("War! Click a deck or press Space to watch the others lay "
                            "their war cards — %n card(s) at stake.", "", n))
        else:
            text = (self.tr("War ×%1! Click your deck to lay the war cards — %n card(s) "
                            "at stake.", "", n) if yours else
                    self.tr("War ×%1! Click a deck or press Space to watch the others lay "
                            "their war cards — %n card(s) at stake.", "", n))
        return text.replace("%1", str(depth))

    def everyone_lays(self) -> str:
        """A 3–4 player war about to be laid: not only the tied seats lay cards."""
        return self.tr("Everyone in the battle lays war cards, not only the players who tied.")

    def game_over(self, model: TableModel, names: Sequence[str], you: bool) -> str:
        """How the game ended, once it has."""
        n = plural_n(model.battles)
        if model.outcome is Outcome.WIN and model.winner is not None:
            if you:
                return with_count(self.tr("You win the game after %n battle(s)!", "", n),
                                  model.battles)
            return with_count(self.tr("%1 wins the game after %n battle(s).", "", n),
                              model.battles).replace("%1", names[model.winner])
        if model.outcome is Outcome.DRAW:
            return self.tr("Draw: everyone left in the war ran short at once, so nobody "
                           "takes the %n card(s) on the table.", "", model.at_stake)
        if model.outcome is Outcome.REPETITION:
            return self.tr("Draw by repetition: the hands are back as they were before, so "
                           "the game would go round forever.")
        return ""


_texts: ResultLine | None = None
_end_texts: EndTexts | None = None


def _line() -> ResultLine:
    global _texts
    if _texts is None:
        _texts = ResultLine()
    return _texts


def _ends() -> EndTexts:
    global _end_texts
    if _end_texts is None:
        _end_texts = EndTexts()
    return _end_texts


def _check(record: BattleRecord, names: Sequence[str], players: int) -> None:
    if len(record.laid) != players or len(names) < players:
        raise ValueError(f"battle {record.number} has {len(record.laid)} seats and "
                         f"{len(names)} names, expected {players}")


def battle_result(record: BattleRecord, names: Sequence[str], players: int,
                  your_seat: int | None = 0) -> str:
    """The full result line of a completed battle: who took how many cards with what,
    whether everyone joined the war, and who went out and why. `your_seat` is the
    person at the computer (None: nobody, as in a watched game)."""
    _check(record, names, players)
    line = _line()
    parts = []
    if record.taker is not None:
        parts.append(line.take(record, names, record.taker == your_seat))
    tied = tied_at_flip(record)
    if record.war_steps and tied and len(tied) < len(battle_seats(record)):
        parts.append(line.everyone_joined())
    parts.extend(line.out(record, seat, names, seat == your_seat) for seat in record.out)
    return " ".join(parts)


def battle_summary(record: BattleRecord, names: Sequence[str], players: int,
                   your_seat: int | None = 0) -> str:
    """The battle log's result column: the short form ("War: CPU 1 takes 6 cards.
    CPU 2 is out.")."""
    _check(record, names, players)
    line = _line()
    parts = [line.summary_take(record, names, record.taker == your_seat)]
    parts.extend(line.summary_out(seat, names, seat == your_seat) for seat in record.out)
    return " ".join(parts)


def widest_summary(names: Sequence[str]) -> str:
    """A long result column text with these seat names (see ResultLine.widest_summary)."""
    return _line().widest_summary(names)


def first_war(model: TableModel) -> bool:
    """The war on the table is the game's first (all its steps): the one whose prompt
    explains; no battle before it had one."""
    return model.battles_with_war == 0


def everyone_lays_rule(model: TableModel) -> bool:
    """The war waiting is the game's first in which seats that did not tie lay war cards
    too (3–4 players): the rule is said then, once a game (a prompt repeating it at every
    war ran to six lines with Call the War)."""
    return first_war(model) and len(model.war_seats) > len(model.tied)


def war_waiting(model: TableModel, names: Sequence[str], your_seat: int | None = 0) -> str:
    """The line while a war waits for a click ("" when no war is due); at the game's
    first war it says that everyone in the battle, not only the tied seats, lays war
    cards. `names` is kept for symmetry with the other lines and for seat names in
    future wordings."""
    del names
    if not model.tied:
        return ""
    line = _line()
    text = line.war_waiting(model, your_seat is not None and your_seat in model.war_seats)
    if everyone_lays_rule(model):
        text = f"{text} {line.everyone_lays()}"
    return text


def game_over(model: TableModel, names: Sequence[str], your_seat: int | None = 0) -> str:
    """The line once the game has ended: the winner, or why it is a draw ("" while
    playing). A draw in a war completes no battle, so only the model can tell it. A game
    that ended early (its end option) says how: the most cards after N battles, the
    first to K wars, a shared win."""
    early = _ends().over_line(model, names, your_seat)
    if early:
        return early
    winner = model.winner
    return _line().game_over(model, names, winner is not None and winner == your_seat)
