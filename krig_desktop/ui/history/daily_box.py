"""Today's deal in the statistics: the days played in a row, today's result, and Copy
Result, which puts one line on the clipboard in the player's language ("Krig
2026-12-01: won in 412 battles from a 31 % chance"), to share as one shares a puzzle.

The date is written as the game number reads (ISO, the same in every language), so
anyone can deal the same game; the words and the percent follow the language.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from krig_desktop.model.daily import Daily, TodaysResult
from krig_desktop.ui.desktop.counts import plural_n, with_count
from krig_desktop.ui.desktop.retranslate import translate_ui


class TodaysLine(QObject):
    """The line to share, in the language of the moment: the day, how it went, in how
    many battles, from what chance (no "from" part when the chance was not worked out).
    A class of its own for its words' context, as `self.tr` is what lupdate reads plural
    forms from: the statistics' box and today's game-over panel both share it."""

    def text(self, result: TodaysResult) -> str:
        day = result.day.isoformat()
        n = plural_n(result.battles)
        chance = result.start_chance
        if chance is None:
            if result.outcome == "win" and result.winner == 0:
                text = self.tr("Krig %1: won in %Ln battle(s)", "", n)
            elif result.outcome == "win":
                text = self.tr("Krig %1: lost in %Ln battle(s)", "", n)
            else:
                text = self.tr("Krig %1: a draw after %Ln battle(s)", "", n)
        elif result.outcome == "win" and result.winner == 0:
            text = self.tr("Krig %1: won in %Ln battle(s) from a %2 % chance", "", n)
        elif result.outcome == "win":
            text = self.tr("Krig %1: lost in %Ln battle(s) from a %2 % chance", "", n)
        else:
            text = self.tr("Krig %1: a draw after %Ln battle(s) from a %2 % chance", "", n)
        percent = QLocale().toString(round(100 * chance)) if chance is not None else ""
        return with_count(text, result.battles).replace("%1", day).replace(
            "%2", percent).replace(" %", "\u00a0%")


def todays_line(result: TodaysResult) -> str:
    """`result`'s line to share (see TodaysLine)."""
    return TodaysLine().text(result)


class DailyBox(QGroupBox):
    """Today's deal: the run of days, today's result, Copy Result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("todaysDealBox")
        self._daily: Daily | None = None
        self.text = QLabel()
        self.text.setObjectName("todaysDealText")
        self.text.setWordWrap(True)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyResult")
        self.copy_button.clicked.connect(self.copy_result)
        layout = QHBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.copy_button)
        translate_ui(self, self.retranslate)

    def show_daily(self, daily: Daily) -> None:
        self._daily = daily
        self.copy_button.setText(self.tr("Cop&y Result"))  # (not "Copied": a new count)
        self._render()

    def result_line(self, result: TodaysResult) -> str:
        return todays_line(result)

    def copy_result(self) -> None:
        """Copy Result: today's line on the clipboard."""
        if self._daily is None or self._daily.today is None:
            return
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.result_line(self._daily.today))
        self.copy_button.setText(self.tr("Copied"))  # said on screen, as everywhere

    def _render(self) -> None:
        daily = self._daily
        if daily is None:
            self.text.setText(self.tr("Counting…"))
            self.copy_button.setEnabled(False)
            return
        run = (self.tr("Days in a row: %Ln.", "", daily.in_a_row) if daily.in_a_row
               else self.tr("No run of days yet: play today's deal (Game → Today's Deal)."))
        if daily.today is not None:
            today = self.tr("Today: %1.").replace("%1", self.result_line(daily.today))
        else:  # (with no run yet, the line before already says to play it: T4-E7)
            today = self.tr("Today's deal is still to play.") if daily.in_a_row else ""
        self.text.setText(f"{run} {today}".strip())
        self.copy_button.setEnabled(daily.today is not None)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Today's Deal"))
        self.copy_button.setText(self.tr("Cop&y Result"))
        self._render()
