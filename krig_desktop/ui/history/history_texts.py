"""The words of the statistics window and the history list, in the chosen language.

Numbers and dates go through the default QLocale, which i18n.py sets to the language
the player chose, so "1 234" and "09.05.2026" come out the way that language writes them.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale, QObject

from krig_desktop.engine.rules import END_OUT, parse_end
from krig_desktop.model.statistics import RuleSet
from krig_desktop.storage.game_history import GameRecord
from krig_desktop.ui.desktop.counts import plural_n, with_count


class HistoryTexts(QObject):
    """Texts built from recorded values (a QObject only for `tr`)."""

    def number(self, value: int) -> str:
        return QLocale().toString(value)

    def percent(self, share: float) -> str:
        # Translatable: Filipino writes "47.0%", Bokmål and Ukrainian "47,0 %". The space a
        # translation keeps never breaks (a line never starts with "%").
        text = self.tr("%1%", "A share in percent, e.g. 47.0 %").replace(
            "%1", QLocale().toString(100 * share, "f", 1))
        return text.replace(" %", "\u00a0%")

    def date(self, moment: datetime) -> str:
        local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
        return QLocale().toString(local, QLocale.FormatType.ShortFormat)

    def players(self, players: int) -> str:
        return self.tr("%n player(s)", "", players)

    def rules(self, rules: RuleSet | GameRecord) -> str:
        """"2 players, 1 face-down card, shuffled, to the end": the end named always,
        since the statistics count each end apart."""
        if isinstance(rules, GameRecord):
            rules = rules.rules
        return self.tr("%1, %2, %3, %4").replace("%1", self.players(rules.players)).replace(
            "%2", self.face_down(rules.face_down)).replace(
            "%3", self.gathering(rules.gathering)).replace("%4", self.end(rules.end))

    def rules_only(self, face_down: int, gathering: str, end: str = END_OUT) -> str:
        """The rules without the players; the end only when the game ended early (a
        list of games played to the end reads as it always did)."""
        text = self.tr("%1, %2").replace("%1", self.face_down(face_down)).replace(
            "%2", self.gathering(gathering))
        if end == END_OUT:
            return text
        return self.tr("%1, %2").replace("%1", text).replace("%2", self.end(end))

    def end(self, end: str) -> str:
        """The rule option "end" in words: "to the end", "most cards after 100
        battles", "first to win 3 wars"."""
        kind, count = parse_end(end)
        if kind == "battles":
            return self.tr("most cards after %Ln battle(s)", "", count)
        if kind == "wars":
            return self.tr("first to win %Ln war(s)", "", count)
        return self.tr("to the end")

    def face_down(self, cards: int) -> str:
        return self.tr("%n face-down card(s)", "", cards)

    def gathering(self, gathering: str) -> str:
        return self.tr("fixed gathering") if gathering == "fixed" else self.tr("shuffled")

    def result(self, record: GameRecord) -> str:
        if record.outcome == "win":
            if record.winner == 0:
                return self.tr("You won")
            return self.tr("CPU %1 won").replace("%1", str(record.winner))
        if record.outcome == "shared":
            if 0 in record.sharers:
                return self.tr("You shared the win")
            return self.tr("Shared by %1").replace("%1", self.seats(record.sharers))
        return self.outcome(record.outcome)

    def seats(self, seats: tuple[int, ...]) -> str:
        """"You, CPU 2" (seat 0 is you)."""
        return self.tr(", ").join(
            self.tr("You") if seat == 0 else self.tr("CPU %1").replace("%1", str(seat))
            for seat in seats)

    def outcome(self, outcome: str) -> str:
        return {
            "win": self.tr("Won"),
            "draw": self.tr("Draw"),
            "repetition": self.tr("Repetition"),
            "shared": self.tr("Shared win"),
            "abandoned": self.tr("Left unfinished"),
        }[outcome]

    def battles(self, battles: int) -> str:
        return with_count(self.tr("%Ln battle(s)", "", plural_n(battles)), battles)

    def games(self, games: int) -> str:
        return self.tr("%Ln game(s)", "", games)

    def duration(self, seconds: int) -> str:
        hours, rest = divmod(seconds, 3600)
        minutes, secs = divmod(rest, 60)
        if hours:
            return self.tr("%1 h %2 min").replace("%1", self.number(hours)).replace(
                "%2", f"{minutes:02d}")
        return self.tr("%1 min %2 s").replace("%1", str(minutes)).replace("%2", f"{secs:02d}")
