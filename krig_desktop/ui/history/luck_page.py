"""The Luck tab: for one player count at a time, the chart of your wins against the wins
your chances at the deals predicted, and one sentence that says it ("You won 41 games
where a card counter expected 36.2: 13 % luckier than expected").

A percentage over a few games is noise, so the sentence gives one only after
LUCK_MIN_GAMES games with the odds on; until then it says after how many it will, and
how many there are so far."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from krig_desktop.model.luck_over_time import LUCK_MIN_GAMES, LuckSeries
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.history.luck_chart import LuckChart


class LuckPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("luckPage")
        self._series: list[LuckSeries] = []
        self.choice = QComboBox()
        self.choice.setObjectName("luckPlayers")
        self.choice.currentIndexChanged.connect(self._render)
        self.choice_label = QLabel()  # its caption: read with it ("labelled by")
        self.choice_label.setBuddy(self.choice)
        self.chart = LuckChart()
        self.sentence = QLabel()
        self.sentence.setObjectName("luckSentence")
        self.sentence.setWordWrap(True)
        layout = QVBoxLayout(self)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.choice_label)
        choice_row.addWidget(self.choice, 1)
        layout.addLayout(choice_row)
        layout.addWidget(self.sentence)
        layout.addWidget(self.chart, 1)
        translate_ui(self, self.retranslate)

    def show_luck(self, series: list[LuckSeries]) -> None:
        chosen = self.current()
        self._series = series
        self.choice.blockSignals(True)
        self.choice.clear()
        for s in series:
            self.choice.addItem(self.tr("%n player(s)", "", s.players))
        if series:
            index = next((i for i, s in enumerate(series)
                          if chosen is not None and s.players == chosen.players),
                         max(range(len(series)), key=lambda i: series[i].games))
            self.choice.setCurrentIndex(index)
        self.choice.blockSignals(False)
        self.choice.setEnabled(bool(series))
        self._render()

    def current(self) -> LuckSeries | None:
        index = self.choice.currentIndex()
        return self._series[index] if 0 <= index < len(self._series) else None

    def sentence_of(self, series: LuckSeries | None) -> str:
        if series is None or series.games == 0:
            return self.tr("Your luck shows here once games are played with the odds "
                           "meter on: it records your chance at each deal.")
        expected = QLocale().toString(series.expected, "f", 1)
        head = self.tr("You won %Ln game(s) where a card counter expected %1", "",
                       series.wins).replace("%1", expected)
        if series.games_to_wait:
            wait = self.tr("Your luck shows here after %n game(s) with the odds on; %1 so "
                           "far.", "", LUCK_MIN_GAMES).replace(
                "%1", QLocale().toString(series.games))
            return self.tr("%1. %2").replace("%1", head).replace("%2", wait)
        ratio = series.ratio
        if ratio is None:
            return self.tr("%1.").replace("%1", head)
        percent = round(100 * abs(ratio))  # (whole percents: 0 is "as expected")
        if percent and ratio > 0:
            tail = self.tr("%1% luckier than expected")
        elif percent:
            tail = self.tr("%1% unluckier than expected")
        else:
            tail = self.tr("just as lucky as expected")
        tail = tail.replace("%1", QLocale().toString(percent)).replace(" %", "\u00a0%")
        return self.tr("%1: %2.").replace("%1", head).replace("%2", tail)

    def _render(self) -> None:
        series = self.current()
        self.sentence.setText(self.sentence_of(series))
        self.chart.show_series(series)

    def retranslate(self) -> None:
        self.choice_label.setText(self.tr("&Players:"))
        self.show_luck(self._series)
