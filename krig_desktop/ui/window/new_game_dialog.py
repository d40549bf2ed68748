"""The New game dialog: players, game number, the three rule options (face-down cards,
gathering, when the game ends), and the people at this computer (one, or two sharing the
keyboard, each with a name and a key).

Under the rules a warning says what the measured figures say of the chosen ones
(issue 44, research-2.md 1.3): fixed gathering with two face-down cards almost never
ends when played to the end, and fixed gathering favours the first seat (its share from
model/fair_share.py, the measured table)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.engine import (
    END_CHOICES,
    END_OUT,
    FACE_DOWN_RANGE,
    GATHERINGS,
    PLAYERS_RANGE,
    RANDOM_GAME_NUMBERS,
    Rules,
)
from krig_desktop.model import TableModel
from krig_desktop.model.fair_share import first_seat_share
from krig_desktop.options import random_game_number
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.end_texts import EndTexts
from krig_desktop.ui.window.people_fields import PeopleFields
from krig_desktop.ui.window.seat_keys import SeatKeys


class NewGameTaker(Protocol):
    """What New Game uses of the controller (the window passes its own)."""

    @property
    def model(self) -> TableModel: ...

    @property
    def human_names(self) -> tuple[str, ...]: ...

    def new_game(self, players: int, game_number: int, rules: Rules,
                 people: tuple[str, ...] | None = None) -> None: ...


class NewGameDialog(QDialog):
    """Asks what to deal next; the game number starts random and can be typed in."""

    def __init__(self, parent: QWidget | None, players: int, rules: Rules,
                 seat_keys: SeatKeys | None = None,
                 people: tuple[str, ...] = ("",)) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.players = QSpinBox()
        self.players.setObjectName("playersSpin")
        self.players.setRange(*PLAYERS_RANGE)
        self.players.setValue(players)
        self.number = QSpinBox()
        self.number.setObjectName("gameNumberSpin")
        # The numbers a random deal comes from: a spin box holds no more than 2**31 - 1,
        # and the larger game numbers are for the command line.
        self.number.setRange(*RANDOM_GAME_NUMBERS)
        self.number.setValue(random_game_number())
        self.random = QPushButton()
        self.random.setObjectName("randomButton")
        self.random.clicked.connect(lambda: self.number.setValue(random_game_number()))
        number_row = QHBoxLayout()
        number_row.addWidget(self.number, 1)
        number_row.addWidget(self.random)
        self.face_down = QSpinBox()
        self.face_down.setObjectName("faceDownSpin")
        self.face_down.setRange(*FACE_DOWN_RANGE)
        self.face_down.setValue(rules.face_down)
        self.gathering = QComboBox()
        self.gathering.setObjectName("gatheringCombo")
        for name in GATHERINGS:
            self.gathering.addItem("", name)
        self.gathering.setCurrentIndex(max(0, self.gathering.findData(rules.gathering)))
        self.hint = QLabel()
        self.hint.setObjectName("gatheringHint")
        self.hint.setWordWrap(True)
        self.gathering.currentIndexChanged.connect(self._update_hint)
        self.ends = EndTexts(self)
        self.end = QComboBox()
        self.end.setObjectName("endCombo")
        # The dialog's choices, and a rarer end the game was dealt with (--end).
        for end in dict.fromkeys((*END_CHOICES, rules.end)):
            self.end.addItem("", end)
        self.end.setCurrentIndex(max(0, self.end.findData(rules.end)))
        self.warning = QLabel()  # what the figures say of the rules chosen
        self.warning.setObjectName("rulesWarning")
        self.warning.setWordWrap(True)
        for spin in (self.players, self.face_down):
            spin.valueChanged.connect(self._update_hint)
        self.end.currentIndexChanged.connect(self._update_hint)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(5)]
        self.form.addRow(self.labels[0], self.players)
        self.form.addRow(self.labels[1], number_row)
        self.form.addRow(self.labels[2], self.face_down)
        self.form.addRow(self.labels[3], self.gathering)
        self.form.addRow(self.hint)
        self.form.addRow(self.labels[4], self.end)
        self.form.addRow(self.warning)
        self.people = PeopleFields(self.form, people, seat_keys)
        for label, field in zip(self.labels, (self.players, self.number, self.face_down,
                                              self.gathering, self.end), strict=True):
            label.setBuddy(field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.people.validChanged.connect(
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        # Exactly the size its rows ask for, again whenever a row shows or hides: the
        # wrapped gathering text was cut when two people's rows came (ux-2 N10).
        box.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        box.addLayout(self.form)
        box.addWidget(self.buttons)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.labels[0].setText(self.tr("&Players:"))
        self.labels[1].setText(self.tr("&Game number:"))
        self.labels[2].setText(self.tr("&Face-down cards in a war:"))
        self.labels[3].setText(self.tr("Gat&hering the pile:"))
        self.labels[4].setText(self.tr("Game &ends:"))
        self.random.setText(self.tr("&Random"))
        self.random.setToolTip(self.tr("Pick another game number at random"))
        self.number.setToolTip(self.tr("The same number deals the same game"))
        for index, name in enumerate(GATHERINGS):
            self.gathering.setItemText(index, self.tr("Fixed order") if Rules(gathering=name).fixed
                                       else self.tr("Shuffled (the usual way)"))
        for index in range(self.end.count()):
            self.end.setItemText(index, self.ends.choice(str(self.end.itemData(index))))
        self._update_hint()

    def _chosen_rules(self) -> Rules:
        return Rules(face_down=self.face_down.value(),
                     gathering=str(self.gathering.currentData()),
                     end=str(self.end.currentData()))

    def _update_hint(self) -> None:
        rules = self._chosen_rules()
        if rules.fixed:
            self.hint.setText(self.tr("The pile goes under in the order it was laid. "
                                      "Such a game can go round forever; it ends as a "
                                      "draw when a position comes back."))
        else:
            self.hint.setText(self.tr("The won pile is shuffled before it goes under "
                                      "the winner's hand, so every game ends."))
        warning = self.warning_text(self.players.value(), rules)
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))

    def warning_text(self, players: int, rules: Rules) -> str:
        """What the measured figures say of `rules` ("" when nothing needs saying)."""
        lines = []
        if rules.fixed and rules.face_down == 2 and rules.end == END_OUT:
            lines.append(self.tr(
                "With fixed order and 2 face-down cards a game almost never "
                "ends (of two-player games, only about 1 in 8 is over after 5,000 "
                "turns). Choose an early end under Game ends, or another face-down "
                "count or shuffled gathering."))
        share = first_seat_share(players, rules) if rules.fixed else None
        if share is not None:  # seat 0's share of the games someone wins, measured
            text = (self.tr("Fixed order favours the first seat: of the games someone "
                            "wins, it wins about %1%, where a fair share would be %2%.")
                    if share > 1 / players else
                    self.tr("Fixed order is against the first seat: of the games someone "
                            "wins, it wins only about %1%, where a fair share would be "
                            "%2%."))
            lines.append(text
                .replace("%1", QLocale().toString(round(share * 100)))
                .replace("%2", QLocale().toString(round(100 / players)))
                .replace(" %", "\u00a0%"))
        return "\n".join(lines)

    def values(self) -> tuple[int, int, Rules]:
        """(players, game number, rules) as chosen."""
        return self.players.value(), self.number.value(), self._chosen_rules()

    def chosen_people(self) -> tuple[str, ...]:
        """The names of the people at this computer, one per human seat from seat 0."""
        return self.people.names()


def ask_new_game(window: QWidget, controller: NewGameTaker, seat_keys: SeatKeys,
                 settings: Settings) -> bool:
    """File → New Game: ask, then deal what was chosen with the people chosen (their
    names and keys remembered). False if the dialog was cancelled."""
    model = controller.model
    dialog = NewGameDialog(window, model.players, model.rules, seat_keys,
                           controller.human_names)
    if not dialog.exec():
        return False
    people = dialog.chosen_people()
    seat_keys.set_keys(dialog.people.chosen_keys())  # checked in the dialog already
    players, number, rules = dialog.values()
    settings.remember(humans=len(people), names=people, players=players,  # dealt next start
                      face_down=rules.face_down, gathering=rules.gathering, end=rules.end)
    controller.new_game(players, number, rules, people)
    return True
