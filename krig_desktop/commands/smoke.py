"""`krig-desktop --smoke N`: a start-up check of the real window, run by CI under Xvfb.

Unit tests run offscreen; this runs the program the way a player starts it, on a real X
server with Qt's xcb platform, so a missing system library, a broken plugin or an
exception inside a slot (which Qt would only print) is caught. It plays N steps through
the controller, the same path a click on the deck takes, reads no input, and ends the
program with 0 only if every step went through, nothing raised, play never stopped on an
error (the controller catches those and reports them through `errorOccurred`), and all
52 cards are accounted for after every step (in the hands, on the table, or set aside).
Whatever goes wrong inside the check itself, it still quits with a verdict: a smoke run
that hangs would stall CI instead of failing it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QGraphicsView

from krig_desktop.engine import Card, Game

if TYPE_CHECKING:
    from krig_desktop.ui.window.main_window import MainWindow

DECK_SIZE = 52
POLL_MS = 15
# A step that has not shown up in the engine this long after it was asked for is a hang.
STALL_SECONDS = 15.0
# After the last step, let the table finish its animations before quitting.
SETTLE_SECONDS = 0.6


class Cards(Protocol):
    """Where a game's cards are: a Game, or a stand-in for one in a test."""

    @property
    def hands(self) -> Sequence[Sequence[Card]]: ...
    @property
    def table(self) -> Sequence[Card]: ...
    @property
    def set_aside(self) -> Card | None: ...


def card_problem(game: Cards) -> str | None:
    """Why the cards in `game` do not add up to one whole deck, or None if they do."""
    cards = [str(card) for hand in game.hands for card in hand]
    cards += [str(card) for card in game.table]
    if game.set_aside is not None:
        cards.append(str(game.set_aside))
    if len(cards) != DECK_SIZE:
        return f"{len(cards)} cards in hands, on the table and set aside, not {DECK_SIZE}"
    if len(set(cards)) != DECK_SIZE:
        twice = sorted({card for card in cards if cards.count(card) > 1})
        return f"cards present twice: {', '.join(twice)}"
    return None


def _state(game: Game) -> tuple[object, ...]:
    """What changes whenever the engine plays a step (flip, war step or gathering)."""
    return (
        id(game), game.battles, game.war_steps, len(game.table),
        tuple(len(hand) for hand in game.hands), game.over,
    )


class SmokeRun(QObject):
    """Drives the shown window through N steps from the event loop, then quits the app."""

    def __init__(self, window: MainWindow, steps: int, *,
                 report: Callable[[str], None] | None = None,
                 quit_app: Callable[[int], None] = QApplication.exit,
                 stall_seconds: float = STALL_SECONDS) -> None:
        super().__init__(window)
        self._window = window
        self._target = steps
        self._report = report or (lambda text: print(text, file=sys.stderr, flush=True))
        self._quit = quit_app
        self._stall_seconds = stall_seconds
        self.messages: list[str] = []
        self._played = 0
        self._waiting_since: float | None = None
        self._settle_since: float | None = None
        self._last_state: tuple[object, ...] | None = None
        self._errors: list[str] = []
        self._started = time.monotonic()
        self.exit_code: int | None = None
        self._previous_hook = sys.excepthook
        sys.excepthook = self._on_exception
        self._previous_handler = qInstallMessageHandler(self._on_qt_message)
        window.controller.errorOccurred.connect(self._on_play_error)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._tick)
        # Start once the event loop runs, so the window has been mapped and painted.
        QTimer.singleShot(0, self._begin)

    @property
    def played(self) -> int:
        """Steps asked for that the engine has played so far."""
        return self._played

    # --- what goes wrong -------------------------------------------------------------

    def _on_exception(self, kind: type[BaseException], value: BaseException,
                      trace: TracebackType | None) -> None:
        # Qt catches exceptions raised in slots and only prints them; here they fail.
        self._previous_hook(kind, value, trace)
        self._errors.append(f"an exception was raised: {kind.__name__}: {value}")

    def _on_play_error(self, text: str) -> None:
        self._errors.append(f"play stopped on an error: {text}")

    def _on_qt_message(self, kind: QtMsgType, context: QMessageLogContext,
                       message: str) -> None:
        print(message, file=sys.stderr, flush=True)
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self._errors.append(f"Qt reported: {message}")

    # --- the run ---------------------------------------------------------------------

    def _begin(self) -> None:
        try:
            problem = self._view_problem()
            if problem:
                self._errors.append(problem)
            self._last_state = _state(self._window.controller.game)
        finally:
            self._timer.start()  # an exception above is recorded (excepthook); _tick ends

    def _view_problem(self) -> str | None:
        if not self._window.isVisible():
            return "the main window is not visible"
        view = self._window.findChild(QGraphicsView, "table")
        if view is None or view.scene() is None:
            return "the window has no QGraphicsView named 'table' with a scene"
        decks = {item.data(0) for item in view.scene().items()}
        seats = self._window.controller.model.players
        missing = [f"deck:{seat}" for seat in range(seats) if f"deck:{seat}" not in decks]
        return f"no deck item for {', '.join(missing)}" if missing else None

    def _tick(self) -> None:
        if self._errors:
            self._finish()
            return
        game = self._window.controller.game
        problem = card_problem(game)
        if problem:
            self._errors.append(f"after {self._played} steps: {problem}")
            self._finish()
            return
        now = time.monotonic()
        state = _state(game)
        changed = state != self._last_state
        self._last_state = state
        if changed and self._waiting_since is not None:
            self._played += 1
            self._waiting_since = None
        busy = self._window.controller.busy  # cards moving, or Finish game running
        if self._played >= self._target or game.over:
            self._settle(changed or busy, now)
            return
        if self._waiting_since is None:
            if not busy:
                self._waiting_since = now
                self._window.controller.request_step()
        elif now - self._waiting_since > self._stall_seconds:
            self._errors.append(
                f"step {self._played + 1} did not happen within {self._stall_seconds:g} s"
            )
            self._finish()

    def _settle(self, moving: bool, now: float) -> None:
        """Wait until the table has been still for a moment (the last gathering)."""
        if moving or self._settle_since is None:
            self._settle_since = now
        elif now - self._settle_since >= SETTLE_SECONDS:
            problem = self._view_problem()
            if problem:
                self._errors.append(problem)
            self._finish()

    def _finish(self) -> None:
        self._timer.stop()
        sys.excepthook = self._previous_hook
        qInstallMessageHandler(self._previous_handler)
        self.exit_code = 1
        try:
            self.messages = self._verdict()
            self.exit_code = 1 if self._errors else 0
            for message in self.messages:
                self._report(message)
        finally:  # even if the verdict or its report fails (stderr closed): quit
            self._quit(self.exit_code)

    def _verdict(self) -> list[str]:
        if self._errors:
            return [f"smoke: FAILED: {error}" for error in self._errors]
        game = self._window.controller.game
        elapsed = time.monotonic() - self._started
        ending = f", game over ({game.outcome})" if game.over else ""
        return [
            f"smoke: ok: {self._played} steps in {elapsed:.1f} s, battle {game.battles}, "
            f"{game.war_steps} war steps, all {DECK_SIZE} cards accounted for{ending}"
        ]


def start_smoke(window: MainWindow, steps: int) -> SmokeRun:
    """Begin playing `steps` steps on the shown `window`; the app quits with the verdict."""
    return SmokeRun(window, steps)
