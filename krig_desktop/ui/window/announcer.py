"""Spoken results: what a screen reader is told, and when.

`Announcer` is the small interface: `announce(text, assertive=False)`. The real one
posts a `QAccessibleAnnouncementEvent` (Qt 6.8+; on older Qt, or with no assistive
technology listening, it does nothing); tests use a recording fake. `Announcements`
is the policy: during normal play every battle's result sentence, politely; during
autoplay only wars, players going out and a count every `summary_every` battles, so
the reader is not flooded; game over assertively; and the card counts on request. The
sentences are result_line's, the same the table and the battle log show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6 import QtGui
from PySide6.QtCore import QObject

from krig_desktop.engine import BattleRecord
from krig_desktop.model import TableModel
from krig_desktop.ui.table.result_line import battle_result, battle_summary, game_over
from krig_desktop.ui.window.actions import COUNTS_KEY

SeatName = Callable[[int], str]
SUMMARY_EVERY = 20  # battles between two counts spoken during autoplay
# The key the window binds to `Announcements.speak_counts`: actions.COUNTS_KEY.
__all__ = ["COUNTS_KEY", "AccessibleAnnouncer", "Announcements", "Announcer"]


class Announcer(Protocol):
    """Something that tells the screen reader a sentence."""

    def announce(self, text: str, assertive: bool = False) -> None: ...


class AccessibleAnnouncer:
    """Announces through Qt's accessibility bridge, on behalf of `source` (a widget)."""

    supported = hasattr(QtGui, "QAccessibleAnnouncementEvent")  # Qt 6.8+

    def __init__(self, source: QObject) -> None:
        self._source = source

    def announce(self, text: str, assertive: bool = False) -> None:
        if not text or not self.supported or not QtGui.QAccessible.isActive():
            return
        event = QtGui.QAccessibleAnnouncementEvent(self._source, text)
        politeness = QtGui.QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QtGui.QAccessible.updateAccessibility(event)


class Announcements(QObject):
    """Decides what to say about the game; `seat_name` names a seat in the language of
    the moment, `your_seat` is the person at the computer (None: nobody)."""

    def __init__(self, announcer: Announcer, seat_name: SeatName, *,
                 your_seat: int | None = 0, summary_every: int = SUMMARY_EVERY,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.announcer = announcer
        self._seat_name = seat_name
        self._your_seat = your_seat
        self._every = max(1, summary_every)
        self._seen: tuple[int, int] | None = None  # (game number, battles) last reached
        self._tie_said: tuple[int, int, int] | None = None  # (game, battle, depth)
        self._over_said = False

    def _names(self, players: int) -> list[str]:
        return [self._seat_name(seat) for seat in range(players)]

    # ----------------------------------------------------------------- events
    def battle_done(self, record: BattleRecord, model: TableModel, autoplay: bool) -> None:
        """A battle has been shown complete (`model` is the moment after it)."""
        names = self._names(model.players)
        if not autoplay:
            self.announcer.announce(battle_result(record, names, model.players,
                                                  self._your_seat))
        elif record.war_steps or record.out:
            self.announcer.announce(battle_summary(record, names, model.players,
                                                   self._your_seat))
        elif record.number % self._every == 0:
            self.announcer.announce(self.counts_text(model))

    def game_ended(self, model: TableModel) -> None:
        """The game is over: how it ended, assertively (once per game)."""
        if self._over_said:
            return
        self._over_said = True
        names = self._names(model.players)
        self.announcer.announce(game_over(model, names, self._your_seat), assertive=True)

    def model_reached(self, model: TableModel, autoplay: bool) -> None:
        """Connect to the controller's modelChanged: announces the battle just
        completed (one battle on from the moment before, the model's `last_battle`; a
        jump, as Finish Game or a load makes, is not read out) and the game's end."""
        seen, now = self._seen, (model.game_number, model.battles)
        self._seen = now
        if seen is None or seen[0] != now[0] or now[1] < seen[1]:
            self._over_said = model.over  # a new or loaded game: nothing to catch up on
            return
        record = model.last_battle  # (None: a made-up game, too long to check at load)
        if now[1] == seen[1] + 1 and record is not None:
            self.battle_done(record, model, autoplay)
        if model.over:
            self.game_ended(model)

    def war_waiting(self, model: TableModel, line: str) -> None:
        """The table waits for a war to be laid: its `line` (the result line's: "War!
        Click your deck to lay the war cards…"), said once for each tie."""
        tie = (model.game_number, model.battle, model.war_depth)
        if model.tied and not model.over and line and tie != self._tie_said:
            self._tie_said = tie
            self.announcer.announce(line)

    def say(self, text: str) -> None:
        """Something the felt says for a moment (a call, its score, a medal, a replay
        begun or ended): politely."""
        self.announcer.announce(text)

    def set_your_seat(self, seat: int | None) -> None:
        """The seat spoken of as "you" (None: two people, each named)."""
        self._your_seat = seat

    def game_started(self) -> None:
        """A new, restarted or loaded game: forget the last one's moment."""
        self._seen = None
        self._over_said = False
        self._tie_said = None

    # ----------------------------------------------------------------- on request
    def speak_counts(self, model: TableModel) -> None:
        """Say the card counts now (the player asked: assertive)."""
        self.announcer.announce(self.counts_text(model), assertive=True)

    def counts_text(self, model: TableModel) -> str:
        """"Battle 12. You: 25 cards; CPU 1: 27 cards; CPU 2: out." """
        parts = []
        for seat, count in enumerate(model.counts):
            name = self._seat_name(seat)
            if seat in model.out:
                parts.append(self.tr("%1: out", "a seat that has left the game").replace(
                    "%1", name))
            else:
                parts.append(self.tr("%1: %n card(s)", "", count).replace("%1", name))
        text = self.tr("Battle %1. %2.").replace("%1", str(model.battle))
        return text.replace("%2", self.tr("; ", "between the seats' counts").join(parts))
