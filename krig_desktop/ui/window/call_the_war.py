"""Game → Call the War: name the seat you think will take a war before it is laid.

The window's side of the calls (`controller/war_calls.py` keeps and scores them): the
checkable option `actionCallTheWar` (off by default, remembered between runs through
the settings given), Shift+1 … Shift+4 window-wide for the seat in that position, a
click on a seat's name plate, and the call and its score said on the felt by a quiet
note (`FeltNote`), never a box to dismiss. A key or a click when no call can be made
does nothing: calling is a guess on the side, never in the way of play.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from krig_desktop.controller import Controller
from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.table_scene import TableScene

if TYPE_CHECKING:
    from krig_desktop.model.war_call import WarCall

SEAT_KEYS = 4  # Shift+1 … Shift+4: the most seats a table has


class CallActions(Frozen):
    """The option (`actionCallTheWar`) and the seats' keys (`actionCallSeat1` …)."""

    call: QAction
    seats: tuple[QAction, ...]


def make_call_actions(window: QMainWindow, settings: Settings) -> CallActions:
    """The actions, checked as remembered, the option's words already given (its menu
    entry is in the first frame; `CallTheWar` gives them all again)."""
    make = partial(make_action, window, add_to=window)
    call = make("actionCallTheWar", checkable=True)
    call.setChecked(settings.call_the_war)
    call.setText(QCoreApplication.translate("CallTheWar", "&Call the War"))
    seats = tuple(make(f"actionCallSeat{position}", f"Shift+{position}")
                  for position in range(1, SEAT_KEYS + 1))
    return CallActions(call, seats)


def connect_call_actions(actions: CallActions, scene: TableScene,
                         calls: Callable[[], CallTheWar]) -> None:
    """A seat's key, a plate's click and the option's toggle go to `calls()` (the
    window's Call the War, built by the first of them if it is not yet)."""
    def seat(position: int, *_: object) -> None:
        calls().call_seat(position)

    for position, action in enumerate(actions.seats):
        action.triggered.connect(partial(seat, position))
    scene.plateClicked.connect(seat)
    actions.call.toggled.connect(lambda on: calls().turn(on))


class CallTheWar(QObject):
    """The calls and the notes of calling the war, for the actions given (which
    `connect_call_actions` connects to it).

    `calls` is the WarCalls it drives (the recorder reads `calls.calls`); `note` the
    felt's notes.
    """

    def __init__(self, window: QMainWindow, controller: Controller, scene: TableScene,
                 settings: Settings, actions: CallActions) -> None:
        # Function-local: start-up time (built after the first frame: the calls, the
        # card counter's odds, the felt's notes).
        from krig_desktop.controller.war_calls import WarCalls
        from krig_desktop.ui.table.felt_note import FeltNote

        super().__init__(window)
        self._controller, self._scene, self._settings = controller, scene, settings
        self.calls = WarCalls(controller, self)
        self.note = FeltNote(scene, self)
        self._said_call = ""  # the call on the felt now, if any
        self.action = actions.call
        self.seat_actions = actions.seats
        self.calls.set_enabled(self.action.isChecked())
        self.calls.callMade.connect(self._say_call)
        self.calls.callScored.connect(self._say_score)
        # The result line of a waiting war says how to call it: after each moment the
        # table reaches, and each call.
        controller.modelChanged.connect(self._show_hint)
        controller.gameStarted.connect(self._withdraw_call)  # its call went with its game
        self.calls.callMade.connect(self._show_hint)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Call the War"))
        self.action.setStatusTip(self.tr(
            "When a war waits, guess who takes it: Shift+1 … Shift+4 for the player in "
            "that place, or click a name plate"))
        for position, action in enumerate(self.seat_actions, start=1):
            action.setText(self.tr("Call Player %1").replace("%1", str(position)))
        self._show_hint()

    # ----------------------------------------------------------------- calling
    def call_seat(self, seat: int) -> bool:
        """Call `seat` for the war waiting (a key, a plate); False when no call can be
        made now (the option off, no war waiting, a seat not in it)."""
        return self.calls.call(seat)

    def turn(self, on: bool) -> None:
        """The option turned on or off (remembered; how to call said on the felt)."""
        self.calls.set_enabled(on)
        self._settings.call_the_war = on
        if on:
            players = self._controller.model.players
            self.note.say(self.calling_on_text(players))
        self._show_hint()

    def _show_hint(self, *_: object) -> None:
        """The waiting war's line asks for a call while one can be made and none is."""
        self._scene.set_war_hint(self.hint_text())

    def hint_text(self) -> str:
        """What the result line of the war waiting adds ("" when no call can be made
        now, or one is made)."""
        calls = self.calls
        seats = calls.callable_seats()
        pending, model = calls.pending, self._controller.model
        if not seats or (pending is not None and pending.battle == model.battle):
            return ""
        return self.tr("Who takes it? Shift+1 … Shift+%1").replace("%1", str(model.players))

    # ----------------------------------------------------------------- words
    def _you(self, seat: int) -> bool:
        """The seat is the one person at the computer, unnamed ("You" on the table)."""
        return seat == 0 and self._controller.human_names[:1] == ("",)

    def _name(self, seat: int) -> str:
        return self._scene.texts.seat_name(seat)

    def calling_on_text(self, players: int) -> str:
        """Said on the felt when the option is turned on: how to call."""
        return self.tr("Call the War is on: when a war waits, press Shift+1 … Shift+%1 "
                       "or click a name plate to say who takes it").replace(
                           "%1", str(players))

    def call_text(self, seat: int) -> str:
        """"You call CPU 2"."""
        if self._you(seat):
            return self.tr("You call yourself")
        return self.tr("You call %1").replace("%1", self._name(seat))

    def score_text(self, call: WarCall, cards: int) -> str:
        """"Called it: CPU 2 takes 14 cards" / "Not this time: CPU 1 takes 14 cards"."""
        taker = call.taker
        if taker is None:
            return self.tr("Not this time: the war ended the game in a draw, and nobody "
                           "takes the %n card(s)", "", cards)
        if call.right:
            text = (self.tr("Called it: you take %n card(s)", "", cards) if self._you(taker)
                    else self.tr("Called it: %1 takes %n card(s)", "", cards))
        else:
            text = (self.tr("Not this time: you take %n card(s)", "", cards)
                    if self._you(taker) else
                    self.tr("Not this time: %1 takes %n card(s)", "", cards))
        return text.replace("%1", self._name(taker))

    def _say_call(self, seat: int) -> None:
        """The call on the felt, near the seat called (in place of a call it replaced)."""
        self._withdraw_call()
        self._said_call = self.call_text(seat)
        self.note.say(self._said_call, seat)

    def _say_score(self, call: WarCall) -> None:
        """The score near the seat that took the war, in place of the call."""
        self._withdraw_call()
        self.note.say(self.score_text(call, self.calls.last_pile), call.taker)

    def _withdraw_call(self, *_: object) -> None:
        if self._said_call:
            self.note.withdraw(self._said_call)
            self._said_call = ""

