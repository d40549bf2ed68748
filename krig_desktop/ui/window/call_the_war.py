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
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from krig_desktop.controller import Controller
from krig_desktop.engine.frozen import Frozen, fill
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.table_scene import TableScene

if TYPE_CHECKING:
    from krig_desktop.model.war_call import WarCall
    from krig_desktop.ui.table.felt_note import FeltNote

SEAT_KEYS = 4  # Shift+1 … Shift+4: the most seats a table has


class CallActions(Frozen):
    """The option (`actionCallTheWar`) and the seats' keys (`actionCallSeat1` …).
    (Frozen, not a NamedTuple: nothing to compile when the first frame imports it.)"""

    __slots__ = ("call", "seats")
    FIELDS: ClassVar[tuple[str, ...]] = ("call", "seats")
    call: QAction
    seats: list[QAction]

    def __init__(self, call: QAction, seats: list[QAction]) -> None:
        fill(self, call, seats)


def make_call_actions(window: QMainWindow, settings: Settings | None = None) -> CallActions:
    """The actions, checked as remembered, the option's words already given (its menu
    entry is in the first frame; `CallTheWar` gives them all again)."""
    make = partial(make_action, window, add_to=window)
    call = make("actionCallTheWar", checkable=True)
    call.setChecked(settings.call_the_war if settings is not None else False)
    call.setText(QCoreApplication.translate("CallTheWar", "&Call the War"))
    seats = [make(f"actionCallSeat{position}", f"Shift+{position}")
             for position in range(1, SEAT_KEYS + 1)]
    return CallActions(call, seats)


def early_calls(actions: CallActions, scene: TableScene,
                built: Callable[[], CallTheWar | None],
                build: Callable[[], CallTheWar]) -> None:
    """Until `built()` is not None, a seat's key, a plate's click or the option's toggle
    builds the CallTheWar (`build`) and hands it on (its own connections, made during
    that signal, hear only the next ones)."""
    def seat(position: int, *_: object) -> None:
        if built() is None:
            build().call_seat(position)

    def toggled(on: bool) -> None:
        if built() is None:
            build().turn(on)

    for position, action in enumerate(actions.seats):
        action.triggered.connect(partial(seat, position))
    scene.plateClicked.connect(lambda position: seat(position))
    actions.call.toggled.connect(toggled)


class CallTheWar(QObject):
    """The option, the keys, the plate clicks and the notes of calling the war.

    `calls` is the WarCalls it drives (the recorder reads `calls.calls`); `note` the
    felt's notes (pass the window's own, or one is made).
    """

    def __init__(self, window: QMainWindow, controller: Controller, scene: TableScene,
                 settings: Settings | None = None, note: FeltNote | None = None,
                 actions: CallActions | None = None) -> None:
        # Imported here, not at the top: start-up time (built after the first frame).
        from krig_desktop.controller.war_calls import WarCalls
        from krig_desktop.ui.table.felt_note import FeltNote

        super().__init__(window)
        self._controller, self._scene, self._settings = controller, scene, settings
        self.calls = WarCalls(controller, self)
        self.note = note if note is not None else FeltNote(scene, self)
        self._said_call = ""  # the call on the felt now, if any
        if actions is None:
            actions = make_call_actions(window, settings)
        self.action = actions.call
        self.seat_actions: list[QAction] = actions.seats
        for position, action in enumerate(self.seat_actions):
            action.triggered.connect(partial(self.call_seat, position))
        self.calls.set_enabled(self.action.isChecked())
        self.action.toggled.connect(self.turn)
        self.calls.callMade.connect(self._say_call)
        self.calls.callScored.connect(self._say_score)
        # The result line of a waiting war says how to call it: after each moment the
        # table reaches, and each call.
        controller.modelChanged.connect(self._show_hint)
        controller.gameStarted.connect(self._withdraw_call)  # its call went with its game
        self.calls.callMade.connect(self._show_hint)
        scene.plateClicked.connect(self.call_seat)  # a click on a seat's name plate
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
        if self._settings is not None:
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

    def _say_score(self, call: object) -> None:
        """The score near the seat that took the war, in place of the call."""
        from krig_desktop.model.war_call import WarCall  # (loaded with the calls by now)

        assert isinstance(call, WarCall)
        self._withdraw_call()
        self.note.say(self.score_text(call, self.calls.last_pile), call.taker)

    def _withdraw_call(self, *_: object) -> None:
        if self._said_call:
            self.note.withdraw(self._said_call)
            self._said_call = ""


def install_call_the_war(window: QMainWindow, controller: Controller, scene: TableScene,
                         settings: Settings | None = None, note: FeltNote | None = None,
                         actions: CallActions | None = None) -> CallTheWar:
    """Make the window's Call the War (its action is `.action`, for the Game menu)."""
    return CallTheWar(window, controller, scene, settings, note, actions)
