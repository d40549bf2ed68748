"""The people's own keys: two people at one keyboard, each turning with a key.

Each person at the computer has a key (Z for the first, M for the second by default: as
far apart as a keyboard allows), a window-wide shortcut (`actionSeatKey1`,
`actionSeatKey2`) that presses for that seat, as a click on that seat's own deck does.
The keys work, and show by the seats, only while two people play; with one person
Space and a click on the deck play as ever.

A seat key never takes a key already in use: Space, Enter, P and Esc, every shortcut of
the window's actions, Shift+1 … Shift+4 ("Call the war"), and the other person's key
(`key_problem` says why, in words). The keys are remembered (`Settings.seat_keys`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.table_scene import TableScene

DEFAULT_KEYS = ("Z", "M")
ACTION_PREFIX = "actionSeatKey"
SEATS = len(DEFAULT_KEYS)
# Always taken, whatever the window's actions say: play (Space, Enter), Pause (P), Esc,
# and "Call the war" (Shift and a seat's number).
RESERVED = ("Space", "Return", "Enter", "P", "Esc", "Shift+1", "Shift+2", "Shift+3",
            "Shift+4", "Shift+!", "Shift+@", "Shift+#", "Shift+$")
PORTABLE = QKeySequence.SequenceFormat.PortableText
NATIVE = QKeySequence.SequenceFormat.NativeText


if TYPE_CHECKING:  # a Protocol for the type checker alone (start-up time)
    from typing import Protocol

    class People(Protocol):
        """What the keys use of the controller (it never imports the controller)."""

        @property
        def human_names(self) -> tuple[str, ...]: ...

        @property
        def gameStarted(self) -> SignalInstance: ...

        def press(self, seat: int) -> None: ...


def key_text(key: QKeySequence) -> str:
    """A key as the table and the dialog show it ("Z")."""
    return key.toString(NATIVE)


def parse_key(text: str, seat: int) -> QKeySequence:
    """A remembered key (portable text), or the seat's default when it is none."""
    key = QKeySequence.fromString(text, PORTABLE) if text else QKeySequence()
    if key.isEmpty() or key.count() != 1:
        return QKeySequence(DEFAULT_KEYS[seat])
    return key


def taken_keys(window: QWidget) -> dict[str, str]:
    """Every key in use in `window` (portable text → what uses it, in words), but the
    seat keys' own (`actionSeatKey1`, `actionSeatKey2`)."""
    taken = {QKeySequence(text).toString(PORTABLE): _reserved_name(text) for text in RESERVED}
    for action in window.findChildren(QAction):
        if action.objectName().startswith(ACTION_PREFIX):
            continue
        name = action.text().replace("&", "").rstrip(".…") or action.objectName()
        for key in action.shortcuts():
            taken.setdefault(key.toString(PORTABLE), name)
    return taken


def _reserved_name(text: str) -> str:
    if text.startswith("Shift+"):
        return QCoreApplication.translate("SeatKeys", "Call the war")
    if text == "P" or text == "Esc":
        return QCoreApplication.translate("SeatKeys", "Pause")
    return QCoreApplication.translate("SeatKeys", "Play")


def key_problem(key: QKeySequence, seat: int, keys: Sequence[QKeySequence],
                taken: dict[str, str]) -> str | None:
    """Why `key` cannot be seat `seat`'s key (None: it can), in the player's language:
    no key, more than one key, a key in use (`taken`), or the other person's key."""
    if key.isEmpty():
        return QCoreApplication.translate("SeatKeys", "Press a key for this player.")
    if key.count() != 1:
        return QCoreApplication.translate("SeatKeys", "A player's key is one key, not a "
                                          "sequence of keys.")
    text = key.toString(PORTABLE)
    for other, other_key in enumerate(keys):
        if other != seat and other_key.toString(PORTABLE) == text:
            return QCoreApplication.translate(
                "SeatKeys", "%1 is the other player's key already.").replace(
                "%1", key_text(key))
    if text in taken:
        return QCoreApplication.translate(
            "SeatKeys", "%1 is in use already (%2). Choose another key.").replace(
            "%1", key_text(key)).replace("%2", taken[text])
    return None


class SeatKeys(QObject):
    """The people's keys on `window`: one action per seat, the plates told the keys."""

    def __init__(self, window: QWidget, controller: People, scene: TableScene,
                 settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent or window)
        self._window, self._controller, self._scene = window, controller, scene
        self._settings = settings
        self.actions: list[QAction] = []
        for seat in range(SEATS):
            action = make_action(window, f"{ACTION_PREFIX}{seat + 1}",
                                 context=Qt.ShortcutContext.WindowShortcut, add_to=window)
            action.setAutoRepeat(False)  # a key held down is one press, not the next turns
            action.triggered.connect(lambda _=False, s=seat: controller.press(s))
            self.actions.append(action)
        remembered = settings.seat_keys
        self.keys = [parse_key(remembered[seat] if seat < len(remembered) else "", seat)
                     for seat in range(SEATS)]
        self._apply()
        controller.gameStarted.connect(self._follow_people)
        self._follow_people()
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        for seat, action in enumerate(self.actions):
            action.setText(QCoreApplication.translate("SeatKeys", "Turn for Player %1")
                           .replace("%1", str(seat + 1)))

    def taken(self) -> dict[str, str]:
        """The keys a seat key cannot take (see `taken_keys`)."""
        return taken_keys(self._window)

    def problem(self, seat: int, key: QKeySequence,
                keys: Sequence[QKeySequence] | None = None) -> str | None:
        """Why `key` cannot be seat `seat`'s (None: it can), beside the `keys` chosen
        (default: the keys now)."""
        return key_problem(key, seat, self.keys if keys is None else keys, self.taken())

    def set_keys(self, keys: Sequence[QKeySequence]) -> str | None:
        """Take these keys for the seats (and remember them), or none of them and say
        why (the first problem found)."""
        keys = list(keys)[:SEATS]
        for seat, key in enumerate(keys):
            problem = self.problem(seat, key, keys)
            if problem is not None:
                return problem
        self.keys = keys + self.keys[len(keys):]
        self._settings.seat_keys = tuple(key.toString(PORTABLE) for key in self.keys)
        self._settings.sync()
        self._apply()
        return None

    def _apply(self) -> None:
        for action, key in zip(self.actions, self.keys, strict=True):
            action.setShortcut(key)
        self._scene.set_seat_keys({seat: key_text(key) for seat, key in enumerate(self.keys)})

    def _follow_people(self) -> None:
        """The keys work only while two people play: one person's Z types nothing."""
        humans = len(self._controller.human_names)
        for seat, action in enumerate(self.actions):
            action.setEnabled(seat < humans and humans > 1)
