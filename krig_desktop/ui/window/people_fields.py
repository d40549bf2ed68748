"""The New Game dialog's people: how many sit at this computer, their names and keys.

"People at this computer": one (you against the CPU players, "You" on the table) or two
sharing the keyboard (seats 1 and 2, each named, each with a key of their own, shown
and changeable with a key-capture field). A name is checked as the command line checks
`--names` (at most MAX_NAME_CHARS characters, no control characters; empty is "Player
1"); a key as the window checks it (never one in use). While anything is wrong, the
reason is shown under the fields and OK is off (`validChanged`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
)

from krig_desktop.people import HUMANS_RANGE, MAX_NAME_CHARS, name_problem
from krig_desktop.ui.desktop.appearance import readable
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.window.seat_keys import DEFAULT_KEYS, SeatKeys, key_problem

PROBLEM_RED = QColor("#c0392b")  # what is wrong, under the fields


class PeopleFields(QObject):
    """The rows added to the dialog's `form`; `names()` and `chosen_keys()` as chosen."""

    validChanged = Signal(bool)

    def __init__(self, form: QFormLayout, people: tuple[str, ...],
                 seat_keys: SeatKeys | None) -> None:
        super().__init__(form.parentWidget())
        self._seat_keys = seat_keys
        self.humans = QComboBox()
        self.humans.setObjectName("humansCombo")
        for count in range(HUMANS_RANGE[0], HUMANS_RANGE[1] + 1):
            self.humans.addItem("", count)
        self.humans.setCurrentIndex(max(0, self.humans.findData(len(people))))
        self.name_edits = [QLineEdit() for _ in range(HUMANS_RANGE[1])]
        self.key_edits = [QKeySequenceEdit() for _ in range(HUMANS_RANGE[1])]
        keys = (seat_keys.keys if seat_keys is not None
                else [QKeySequence(key) for key in DEFAULT_KEYS])
        self.name_labels = [QLabel() for _ in self.name_edits]
        self.key_labels = [QLabel() for _ in self.key_edits]
        self.humans_label = QLabel()
        self.humans_label.setBuddy(self.humans)
        form.addRow(self.humans_label, self.humans)
        for seat, (name, key) in enumerate(zip(self.name_edits, self.key_edits,
                                               strict=True)):
            name.setObjectName(f"personName{seat + 1}")
            name.setMaxLength(MAX_NAME_CHARS)
            name.setText(people[seat] if seat < len(people) else "")
            name.textChanged.connect(self._check)
            key.setObjectName(f"personKey{seat + 1}")
            key.setMaximumSequenceLength(1)
            key.setClearButtonEnabled(True)
            key.setKeySequence(keys[seat])
            key.keySequenceChanged.connect(self._check)
            self.name_labels[seat].setBuddy(name)
            self.key_labels[seat].setBuddy(key)
            form.addRow(self.name_labels[seat], name)
            form.addRow(self.key_labels[seat], key)
        self.problem = QLabel()
        self.problem.setObjectName("peopleProblem")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        self._form = form
        self.humans.currentIndexChanged.connect(self._show_rows)
        translate_ui(self, self.retranslate)
        self._show_rows()

    def retranslate(self) -> None:
        self.humans_label.setText(self.tr("People at this &computer:"))
        self.humans.setItemText(0, self.tr("One (you against the CPU players)"))
        self.humans.setItemText(1, self.tr("Two, sharing the keyboard"))
        self.humans.setToolTip(self.tr("Two people each turn with a key of their own; "
                                       "the cards turn when both have pressed"))
        for seat, (name, key) in enumerate(zip(self.name_labels, self.key_labels,
                                               strict=True)):
            number = str(seat + 1)
            name.setText(self.tr("Name of player &%1:").replace("%1", number))
            key.setText(self.tr("Key of player %1:").replace("%1", number))
            # The key field is a line edit with a clear button inside QKeySequenceEdit:
            # a screen reader reaches both, so both say what they are.
            inner = self.key_edits[seat].findChild(QLineEdit)
            if inner is not None:
                inner.setAccessibleName(key.text().removesuffix(":"))
                for button in inner.findChildren(QAbstractButton):
                    button.setAccessibleName(self.tr("Clear the key of player %1")
                                             .replace("%1", number))
            self.name_edits[seat].setPlaceholderText(
                self.tr("Player %1").replace("%1", number))
            self.key_edits[seat].setToolTip(self.tr("Click, then press the key this "
                                                    "player turns with"))
        self._check()

    @property
    def count(self) -> int:
        return int(self.humans.currentData())

    def _show_rows(self) -> None:
        two = self.count > 1
        for seat in range(len(self.name_edits)):
            name_shown = seat == 0 or two
            self._form.setRowVisible(self.name_edits[seat], name_shown)
            self._form.setRowVisible(self.key_edits[seat], two)
        self._check()

    def names(self) -> tuple[str, ...]:
        """One name per person chosen, from seat 0 ("" where none was typed)."""
        return tuple(edit.text().strip() for edit in self.name_edits[:self.count])

    def chosen_keys(self) -> list[QKeySequence]:
        return [edit.keySequence() for edit in self.key_edits]

    def _problem(self) -> str | None:
        names = self.names()
        for name in names:
            if name and name_problem(name) is not None:
                return self.tr("A name cannot hold control characters.")
        if len(names) > 1 and names[0] and names[0].casefold() == names[1].casefold():
            return self.tr("Two people cannot have the same name.")
        if self.count < 2:
            return None
        keys = self.chosen_keys()
        taken = self._seat_keys.taken() if self._seat_keys is not None else {}
        for seat, key in enumerate(keys):
            problem = key_problem(key, seat, keys, taken)
            if problem is not None:
                return problem
        return None

    def _tint_problem(self) -> None:
        """A warning's red, shaded to read at AA on the window of the look in force (a
        fixed #c0392b was 2.6:1 on the dark window)."""
        palette = QPalette()
        window = self.problem.palette().color(QPalette.ColorRole.Window)
        palette.setColor(QPalette.ColorRole.WindowText, readable(PROBLEM_RED, window))
        self.problem.setPalette(palette)

    def _check(self) -> None:
        problem = self._problem()
        self.problem.setText(problem or "")
        self._tint_problem()
        self.problem.setVisible(problem is not None)
        self.validChanged.emit(problem is None)
