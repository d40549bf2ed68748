"""The statistics page: one rule set at a time (a selector), every figure in a form.

It shows "Counting…" until the statistics arrive from the background count
(`show_statistics`), then the chosen rule set's figures, formatted for the language.
Above them, today's deal (daily_box.py); below, the wars called once any was (the
calls right beside the calls a card counter's odds got right: luck or judgement?) and
the results per name once two people have played at one keyboard (`show_names`).

Each end of the game (RULES.md, "Ending early") is a rule set of its own, named in
words in the selector ("most cards after 100 battles"). A shared win is no win: it has
a row of its own, shown for the rule sets that can share one (the most cards after N
battles). Under fixed gathering the fair share is the first seat's measured share
(model/fair_share.py), and a note under the figures says why it is not one in N.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.model.fair_share import first_seat_share
from krig_desktop.model.statistics import CallTotals, GroupStatistics, NameResult
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.history.daily_box import DailyBox
from krig_desktop.ui.history.history_texts import HistoryTexts

FIELDS = ("games", "your_wins", "cpu_wins", "draws", "repetitions", "shared", "abandoned",
          "win_rate", "current_streak", "longest_wins", "longest_losses", "shortest",
          "longest", "deepest_war", "total_battles", "time_played")


class StatisticsPage(QWidget):
    """The figures of the rule set chosen in `rulesChoice`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPage")
        self._texts = HistoryTexts(self)
        self._groups: list[GroupStatistics] = []
        self._counted = False
        self.state = QLabel()
        self.state.setObjectName("statisticsState")
        self.state.setWordWrap(True)
        self.choice = QComboBox()
        self.choice.setObjectName("rulesChoice")
        self.choice.currentIndexChanged.connect(self._render)
        # The selector's caption: a screen reader reads the combo box "labelled by" it.
        self.choice_label = QLabel()
        self.choice_label.setBuddy(self.choice)
        self.form = QFormLayout()
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in FIELDS:
            name, value = QLabel(), QLabel()
            value.setObjectName(f"stat_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.names[key], self.values[key] = name, value
            self.form.addRow(name, value)
        self.fair_note = QLabel()
        self.fair_note.setObjectName("fairShareNote")
        self.fair_note.setWordWrap(True)
        self.fair_note.hide()
        self.daily = DailyBox()
        self.calls_label = QLabel()
        self.calls_label.setObjectName("warsCalled")
        self.calls_label.setWordWrap(True)
        self.calls_label.hide()
        self._calls = CallTotals(0, 0, 0)
        self.names_label = QLabel()
        self.names_label.setObjectName("resultsPerName")
        self.names_label.setWordWrap(True)
        self.names_label.hide()
        self._names: list[NameResult] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self.daily)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.choice_label)
        choice_row.addWidget(self.choice, 1)
        layout.addLayout(choice_row)
        layout.addWidget(self.state)
        layout.addLayout(self.form)
        layout.addWidget(self.fair_note)
        layout.addWidget(self.calls_label)
        layout.addWidget(self.names_label)
        layout.addStretch(1)
        self._set_state(self.tr("Counting…"))
        translate_ui(self, self.retranslate)

    def _set_state(self, text: str) -> None:
        self.state.setText(text)
        self.state.setVisible(bool(text))

    def show_counting(self) -> None:
        self._counted = False
        self._set_state(self.tr("Counting…"))

    def show_failure(self, text: str) -> None:
        self._set_state(text)

    def show_statistics(self, groups: list[GroupStatistics]) -> None:
        chosen = self.current_group()
        self._groups, self._counted = groups, True
        self.choice.blockSignals(True)
        self.choice.clear()
        for group in groups:
            self.choice.addItem(self._texts.rules(group.rules))
        index = next((i for i, g in enumerate(groups)
                      if chosen is not None and g.rules == chosen.rules), 0)
        if groups:
            # The rule set with the most games first, unless one was chosen already.
            if chosen is None:
                index = max(range(len(groups)), key=lambda i: groups[i].totals.games)
            self.choice.setCurrentIndex(index)
        self.choice.blockSignals(False)
        self.choice.setEnabled(bool(groups))
        self._set_state("" if groups else self.tr("No games recorded yet. Finish a game, "
                                                  "and its result shows here."))
        self._render()

    def show_names(self, names: list[NameResult], shared: bool) -> None:
        """The results per name, shown once two people have played (every rule set)."""
        self._names = names if shared else []
        self._render_names()

    def show_calls(self, calls: CallTotals) -> None:
        """The wars called over every game (none: nothing shown)."""
        self._calls = calls
        self._render_calls()

    def _render_calls(self) -> None:
        c = self._calls
        self.calls_label.setText(self.tr(
            "Wars called: %Ln, %1 right (a card counter would have got %2 right).", "",
            c.made).replace("%1", self._texts.number(c.right)).replace(
            "%2", self._texts.number(c.counter_right)) if c.made else "")
        self.calls_label.setVisible(bool(c.made))

    def _name(self, result: NameResult) -> str:
        """A person's name as the table called them ("You" alone, "Player 2" blank)."""
        if result.name:
            return result.name
        if result.player:
            return self.tr("Player %1").replace("%1", self._texts.number(result.player))
        return self.tr("You")

    def _render_names(self) -> None:
        lines = [self.tr("%1: %Ln game(s), %2 won", "", r.games).replace(
            "%1", self._name(r)).replace("%2", self._texts.number(r.wins))
            for r in self._names]
        self.names_label.setText("\n".join([self.tr("Results per name:"), *lines])
                                 if lines else "")
        self.names_label.setVisible(bool(lines))

    def current_group(self) -> GroupStatistics | None:
        index = self.choice.currentIndex()
        return self._groups[index] if 0 <= index < len(self._groups) else None

    def _render(self) -> None:
        group = self.current_group()
        for key, label in self.values.items():
            label.setText("—" if group is None else self._value(group, key))
            self._name_value(key)
        # A win can be shared only by the most cards after N battles.
        self.form.setRowVisible(self.values["shared"], group is not None and (
            group.rules.rules.end_battles is not None or group.totals.shared > 0))
        self._render_fair_note(group)

    def _render_fair_note(self, group: GroupStatistics | None) -> None:
        """Why the fair share is not one in N: fixed gathering favours the first seat."""
        measured = None if group is None else first_seat_share(group.rules.players,
                                                               group.rules.rules)
        if group is not None and measured is not None:
            self.fair_note.setText(self.tr(
                "With fixed gathering the cards go back in the order they were laid, "
                "and that favours the first seat (you): over many games it wins %1 of "
                "the games that end, not one in %n.", "", group.rules.players).replace(
                "%1", self._texts.percent(measured)))
        self.fair_note.setVisible(measured is not None)

    def _name_value(self, key: str) -> None:
        """A value is read with its caption ("Your wins: 12"), not as a bare "—".

        The name carries the caption rather than a caption→value label relation: a
        reader given both speaks the caption twice, and a value selected for copying
        is still the value alone."""
        value = self.values[key].text()
        if value == "—":
            value = self.tr("none yet")
        self.values[key].setAccessibleName(
            self.tr("%1 %2").replace("%1", self.names[key].text()).replace("%2", value))

    def _value(self, group: GroupStatistics, key: str) -> str:
        t, s, tx = group.totals, group.streaks, self._texts
        if key == "win_rate":
            rate = group.win_rate
            shown = "—" if rate is None else tx.percent(rate)
            if group.fair_share is None:  # a win can be shared, and nothing was measured
                return shown
            return self.tr("%1 (fair share %2)").replace("%1", shown).replace(
                "%2", tx.percent(group.fair_share))
        if key == "current_streak":
            if s.current_wins:
                return self.tr("%Ln win(s)", "", s.current_wins)
            if s.current_losses:
                return self.tr("%Ln loss(es)", "", s.current_losses)
            return self.tr("none")
        if key == "longest_wins":
            return self.tr("%Ln win(s)", "", s.longest_wins)
        if key == "longest_losses":
            return self.tr("%Ln loss(es)", "", s.longest_losses)
        if key in ("shortest", "longest"):
            value = t.shortest_game if key == "shortest" else t.longest_game
            return "—" if value is None else tx.battles(value)
        if key == "deepest_war":  # not known when every game was too long to measure
            return ("—" if t.deepest_war is None  # written as the table writes a war
                    else self.tr("war ×%1").replace("%1", tx.number(t.deepest_war)))
        if key == "total_battles":
            return tx.number(t.total_battles)
        if key == "time_played":
            return tx.duration(t.seconds_played)
        if key == "shared":
            if not t.shared:
                return tx.number(0)
            return self.tr("%1 (with you: %2)").replace("%1", tx.number(t.shared)).replace(
                "%2", tx.number(t.you_shared))
        count = {"games": t.games, "your_wins": t.your_wins, "cpu_wins": t.cpu_wins,
                 "draws": t.draws, "repetitions": t.repetitions,
                 "abandoned": t.abandoned}[key]
        return tx.number(count)

    def retranslate(self) -> None:
        names = {
            "games": self.tr("Games recorded:"), "your_wins": self.tr("Your wins:"),
            "cpu_wins": self.tr("Computer wins:"), "draws": self.tr("Draws:"),
            "repetitions": self.tr("Repetitions:"), "shared": self.tr("Shared wins:"),
            "abandoned": self.tr("Left unfinished:"),
            "win_rate": self.tr("Your win rate:"),
            "current_streak": self.tr("Current streak:"),
            "longest_wins": self.tr("Longest winning streak:"),
            "longest_losses": self.tr("Longest losing streak:"),
            "shortest": self.tr("Shortest game:"), "longest": self.tr("Longest game:"),
            "deepest_war": self.tr("Longest war:"), "total_battles": self.tr("Battles in all:"),
            "time_played": self.tr("Time played:"),
        }
        for key, label in self.names.items():
            label.setText(names[key])
            self._name_value(key)
        self.choice_label.setText(self.tr("Ru&les:"))
        self._render_names()
        self._render_calls()
        if self._counted:
            self.show_statistics(self._groups)
        elif self.state.text():
            self.show_counting()
