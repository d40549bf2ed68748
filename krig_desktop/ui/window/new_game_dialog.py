"""The New game dialog: players, game number, the two rule options, and the people at
this computer (one, or two sharing the keyboard, each with a name and a key)."""

from __future__ import annotations

from typing import Protocol

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
    FACE_DOWN_RANGE,
    GATHERINGS,
    PLAYERS_RANGE,
    RANDOM_GAME_NUMBERS,
    Rules,
)
from krig_desktop.model import TableModel
from krig_desktop.options import random_game_number
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.retranslate import translate_ui
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
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(4)]
        self.form.addRow(self.labels[0], self.players)
        self.form.addRow(self.labels[1], number_row)
        self.form.addRow(self.labels[2], self.face_down)
        self.form.addRow(self.labels[3], self.gathering)
        self.form.addRow(self.hint)
        self.people = PeopleFields(self.form, people, seat_keys)
        for label, field in zip(self.labels, (self.players, self.number, self.face_down,
                                              self.gathering), strict=True):
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
        self.random.setText(self.tr("&Random"))
        self.random.setToolTip(self.tr("Pick another game number at random"))
        self.number.setToolTip(self.tr("The same number deals the same game"))
        for index, name in enumerate(GATHERINGS):
            self.gathering.setItemText(index, self.tr("Fixed order") if Rules(gathering=name).fixed
                                       else self.tr("Shuffled (the usual way)"))
        self._update_hint()

    def _chosen_rules(self) -> Rules:
        return Rules(face_down=self.face_down.value(),
                     gathering=str(self.gathering.currentData()))

    def _update_hint(self) -> None:
        if self._chosen_rules().fixed:
            self.hint.setText(self.tr("The pile goes under in the order it was laid. "
                                      "Such a game can go round forever; it ends as a "
                                      "draw when a position comes back."))
        else:
            self.hint.setText(self.tr("The won pile is shuffled before it goes under "
                                      "the winner's hand, so every game ends."))

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
                      face_down=rules.face_down, gathering=rules.gathering)
    controller.new_game(players, number, rules, people)
    return True
