"""Calling the war (issue 27): the player names the seat they think will take a war
that waits to be laid, and the call is scored when the war ends.

War has no decisions; a call is a guess worth making, and set beside the seat a card
counter would have named (`engine/war_odds.py`, worked out at the moment of the call),
so a lucky caller can tell luck from judgement. `WarCalls` follows the controller the
way every feeder does (its `modelChanged` and `gameStarted`), reads the game only at
the moment the table has reached, and publishes frozen values (`WarCall`).

When a call can be made: the option is on, a war waits for the click (the table at
rest on a tie), not in a replay, not while looking back, not while cards move or
Finish Game runs. A call is for the battle the war belongs to: a second call replaces
the first while the same war step waits; once its cards are laid the call stands (a
war that ties again is the same war, and knowing its next cards is no guess), and it
is scored when the pile is decided, or when the war ends the game in a draw (nobody
takes it: a call never right). The calls are those of the real game in play: a game
with another identity (`game_key`: a new game, Restart) starts them afresh; a replay
keeps them (it has its game's key) and scores nothing of its own. They travel with
their game: the controller's saves, the resume file and Undo's put-away game carry them
(`calls_of`, set as the controller's `calls_keeper`), and a load or a resume hands the
file's back (`take_loaded_calls`), as the story gets its chances back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from krig_desktop.engine import BattleRecord, Game, Phase
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.war_odds import counter_pick
from krig_desktop.model import TableModel
from krig_desktop.model.war_call import WarCall


class Called(Protocol):
    """What the calls use of the controller (they never import it)."""

    calls_keeper: Callable[[str], Sequence[WarCall]] | None

    def take_loaded_calls(self, game: Game) -> tuple[WarCall, ...] | None: ...

    @property
    def modelChanged(self) -> SignalInstance: ...

    @property
    def gameStarted(self) -> SignalInstance: ...

    @property
    def model(self) -> TableModel: ...

    @property
    def game(self) -> Game: ...

    @property
    def history(self) -> Sequence[BattleRecord]: ...

    @property
    def game_key(self) -> str: ...

    @property
    def replaying(self) -> bool: ...

    @property
    def looking_back(self) -> int | None: ...

    @property
    def busy(self) -> bool: ...


class PendingCall(Frozen):
    """A call made, not scored yet: for battle `battle`, made while war step `depth` + 1
    waited (`depth` war steps laid before it), naming `called`; `counter` the card
    counter's seat then."""

    battle: int
    depth: int
    called: int
    counter: int | None


class WarCalls(QObject):
    """The calls of the real game in play (`calls()`), the one waiting to be scored
    (`pending`), and whether a call can be made now (`can_call`)."""

    callMade = Signal(int)  # the seat called (a new call, or one that replaced another)
    callScored = Signal(object)  # WarCall: its war ended; `last_pile` cards were taken

    def __init__(self, controller: Called, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._enabled = False
        self._calls: list[WarCall] = []
        self._key = controller.game_key
        self._left: tuple[str, tuple[WarCall, ...]] = ("", ())  # the game replaced last
        self._pending: PendingCall | None = None
        self._called_in: Game | None = None  # the game object the pending call is for
        self._counter: tuple[tuple[str, int, int], int | None] | None = None  # per war
        self.last_pile = 0  # the cards the war last scored put under its taker's hand
        controller.modelChanged.connect(self._reached)
        controller.gameStarted.connect(self._started)
        controller.calls_keeper = self.calls_of
        self._calls = list(controller.take_loaded_calls(controller.game) or ())

    # ----------------------------------------------------------------- state
    @property
    def enabled(self) -> bool:
        """The option (Call the War) is on."""
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Turn calling on or off; turned off, a call not scored yet is dropped."""
        self._enabled = bool(on)
        if not self._enabled:
            self._pending, self._called_in = None, None

    def calls(self) -> tuple[WarCall, ...]:
        """The scored calls of the real game in play, oldest first."""
        return tuple(self._calls)

    def calls_of(self, game_key: str) -> tuple[WarCall, ...]:
        """The scored calls of the game with `game_key`: the game in play's, or the one
        it replaced last (put away for Undo after this has seen the new game start);
        () for any other."""
        if game_key == self._key:
            return self.calls()
        key, calls = self._left
        return calls if game_key == key else ()

    @property
    def pending(self) -> PendingCall | None:
        """The call made for the war on the table, until it is scored."""
        return self._pending

    @property
    def can_call(self) -> bool:
        """A call can be made now: the option is on and a war waits for the click
        (the table at rest on a tie of the real game, the present shown)."""
        c = self._controller
        model = c.model
        return (self._enabled and not c.replaying and c.looking_back is None
                and not c.busy and bool(model.tied) and not model.over
                and c.game.phase is Phase.WAR and c.game.battles == model.battles)

    def callable_seats(self) -> tuple[int, ...]:
        """The seats that can be called now: every seat in the war ((): no call now);
        with a call standing from an earlier step of this war, none."""
        if not self.can_call:
            return ()
        model = self._controller.model
        pending = self._pending
        if pending is not None and pending.battle == model.battle \
                and pending.depth != model.war_depth:
            return ()
        return model.war_seats

    # ----------------------------------------------------------------- calling
    def call(self, seat: int) -> bool:
        """Call `seat` to take the war waiting; False (nothing changes) when no call
        can be made now or `seat` is not in that war."""
        if seat not in self.callable_seats():
            return False
        model = self._controller.model
        self._pending = PendingCall(model.battle, model.war_depth, seat, self._counter_now())
        self._called_in = self._controller.game
        self.callMade.emit(seat)
        return True

    def _counter_now(self) -> int | None:
        """The card counter's seat for the war waiting, worked out once per war step
        (a few milliseconds, see war_odds.py) however often the call changes."""
        c = self._controller
        key = (c.game_key, c.model.battle, c.model.war_depth)
        if self._counter is None or self._counter[0] != key:
            self._counter = (key, counter_pick(c.game))
        return self._counter[1]

    # ----------------------------------------------------------------- following
    def _started(self) -> None:
        """A game is on the table: another game's calls start afresh; the same game's
        (a replay) are kept; a game read from a file (a load, a resume, Undo) comes
        with its own. A call not scored yet goes with the game object it was made in
        (a replay, a load: another object)."""
        c = self._controller
        loaded = c.take_loaded_calls(c.game)
        if c.game is not self._called_in:
            self._pending, self._called_in = None, None
        if c.game_key != self._key:
            self._left = (self._key, tuple(self._calls))
            self._key = c.game_key
            self._calls.clear()
        if loaded is not None:  # the file's, the same game's too: it is where it was
            self._calls = list(loaded)

    def _reached(self, model: TableModel) -> None:
        """The table reached `model`: score the call if its war has ended."""
        pending, c = self._pending, self._controller
        # (A new game's first model comes before its gameStarted: not the call's game.)
        if pending is None or c.game is not self._called_in or c.replaying:
            return
        if model.taker is not None and model.battles + 1 == pending.battle:
            self._score(pending, model.taker, model.at_stake)  # the pile is decided
        elif model.battles >= pending.battle:  # gathered at once (instant, Finish Game)
            record = model.last_battle
            if record is None or record.number != pending.battle:
                record = c.history[pending.battle - 1]
            self._score(pending, record.taker, record.pile)
        elif model.over:  # the war ended the game in a draw: nobody takes the pile
            self._score(pending, None, model.at_stake)

    def _score(self, pending: PendingCall, taker: int | None, pile: int) -> None:
        self._pending, self._called_in = None, None
        call = WarCall(pending.battle, pending.called, taker, pending.counter)
        self._calls.append(call)
        self.last_pile = pile
        self.callScored.emit(call)
