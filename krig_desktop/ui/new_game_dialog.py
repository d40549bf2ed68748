"""The New game dialog: players, game number, and the two rule options."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.engine import Rules

MAX_GAME_NUMBER = 1_000_000


class NewGameDialog(QDialog):
    """Asks what to deal next; the game number starts random and can be typed in."""

    def __init__(self, parent: QWidget | None, players: int, rules: Rules,
                 game_number: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.players = QSpinBox(objectName="playersSpin")
        self.players.setRange(2, 4)
        self.players.setValue(players)
        self.number = QSpinBox(objectName="gameNumberSpin")
        self.number.setRange(1, MAX_GAME_NUMBER)
        self.number.setValue(game_number or random.randint(1, MAX_GAME_NUMBER))
        self.random = QPushButton(objectName="randomButton")
        self.random.clicked.connect(
            lambda: self.number.setValue(random.randint(1, MAX_GAME_NUMBER)))
        number_row = QHBoxLayout()
        number_row.addWidget(self.number, 1)
        number_row.addWidget(self.random)
        self.face_down = QSpinBox(objectName="faceDownSpin")
        self.face_down.setRange(1, 3)
        self.face_down.setValue(rules.face_down)
        self.gathering = QComboBox(objectName="gatheringCombo")
        self.gathering.addItem("", "shuffled")
        self.gathering.addItem("", "fixed")
        self.gathering.setCurrentIndex(max(0, self.gathering.findData(str(rules.gathering))))
        self.hint = QLabel(objectName="gatheringHint")
        self.hint.setWordWrap(True)
        self.gathering.currentIndexChanged.connect(self._update_hint)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(4)]
        self.form.addRow(self.labels[0], self.players)
        self.form.addRow(self.labels[1], number_row)
        self.form.addRow(self.labels[2], self.face_down)
        self.form.addRow(self.labels[3], self.gathering)
        self.form.addRow(self.hint)
        for label, field in zip(self.labels, (self.players, self.number, self.face_down,
                                              self.gathering), strict=True):
            label.setBuddy(field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(self.form)
        box.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self.labels[0].setText(self.tr("&Players:"))
        self.labels[1].setText(self.tr("&Game number:"))
        self.labels[2].setText(self.tr("&Face-down cards in a war:"))
        self.labels[3].setText(self.tr("Gat&hering the pile:"))
        self.random.setText(self.tr("&Random"))
        self.random.setToolTip(self.tr("Pick another game number at random"))
        self.number.setToolTip(self.tr("The same number deals the same game"))
        self.gathering.setItemText(0, self.tr("Shuffled (the usual way)"))
        self.gathering.setItemText(1, self.tr("Fixed order"))
        self._update_hint()

    def _update_hint(self) -> None:
        if self.gathering.currentData() == "fixed":
            self.hint.setText(self.tr("The pile goes under in the order it was laid. "
                                      "Such a game can go round forever; it ends as a "
                                      "draw when a position comes back."))
        else:
            self.hint.setText(self.tr("The won pile is shuffled before it goes under "
                                      "the winner's hand, so every game ends."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def values(self) -> tuple[int, int, Rules]:
        """(players, game number, rules) as chosen."""
        rules = Rules(face_down=self.face_down.value(),
                      gathering=str(self.gathering.currentData()))
        return self.players.value(), self.number.value(), rules
