"""Two people at one computer: who the next step waits for, and who has pressed.

War is played across a kitchen table: everyone lays at once, when every person has
turned (RULES.md). With two people, the battle's flip and each war step wait until both
human seats taking part have pressed their key (or clicked their own deck); the CPU
seats just turn. Space, Enter and Play press for everyone who has not yet pressed, so
one person can play on alone; autoplay and Finish Game do not wait. With one person
nothing here changes anything: every press plays, as before.

Pure bookkeeping on the game's public state; the controller asks it and does the
pacing. A press made while cards move counts for the next step that waits (both
pressing during the gathering turns the next battle as soon as the table rests).
"""

from __future__ import annotations

from enum import Enum

from krig_desktop.engine import Game, Phase
from krig_desktop.model import TableModel
from krig_desktop.model.build import hint, table_model


class Press(Enum):
    """What a person's press leads to (`Turns.press`)."""

    PLAY = "play"
    WAIT = "wait"
    NONE = "none"


def waiting_seats(game: Game, humans: int) -> tuple[int, ...]:
    """The human seats the next step of `game` waits for: with two people, those in
    the next flip (everyone in play) or war step (everyone in the war); else none."""
    if humans < 2 or game.over:
        return ()
    seats: tuple[int, ...] | list[int]
    if game.phase is Phase.FLIP:
        seats = game.in_play
    elif game.phase is Phase.WAR:
        seats = game.war_seats
    else:  # the gathering follows by itself
        return ()
    return tuple(seat for seat in seats if seat < humans)


class Turns:
    """The people at the table (`people`, one name per human seat from seat 0) and the
    presses made towards the next step that waits."""

    def __init__(self, people: tuple[str, ...] = ("",)) -> None:
        self.people = people
        self.running = False  # autoplay plays on: no step waits for anyone's press
        self._pressed: set[int] = set()

    @property
    def humans(self) -> int:
        return len(self.people)

    @property
    def pressed(self) -> frozenset[int]:
        return frozenset(self._pressed)

    def clear(self) -> None:
        """A step was played (or a game started): nobody has pressed for the next."""
        self._pressed.clear()

    def press(self, game: Game, seat: int, moving: bool) -> Press:
        """Seat `seat`'s key (or a click on its deck). PLAY: play now (one person; nobody
        to wait for; everyone waited for has pressed). WAIT: it counts, the table waits
        on. NONE: it does not count (a CPU seat, a seat out, a second press). While cards
        are `moving`, the step that will wait is not known yet: a human seat in play
        counts, and the step plays when the table rests (`complete`)."""
        if self.humans < 2 or not (moving or waiting_seats(game, self.humans)):
            return Press.PLAY
        if seat in self._pressed or not 0 <= seat < self.humans:
            return Press.NONE
        if seat not in (game.in_play if moving else waiting_seats(game, self.humans)):
            return Press.NONE
        self._pressed.add(seat)
        return Press.WAIT if moving or not self.complete(game) else Press.PLAY

    def complete(self, game: Game) -> bool:
        """Everyone the next step waits for has pressed (and someone had to)."""
        waiting = waiting_seats(game, self.humans)
        return bool(waiting) and all(seat in self._pressed for seat in waiting)

    def model_of(self, game: Game) -> TableModel:
        """The model of `game` as it stands, with the people and their presses."""
        return self.dress(table_model(game, self.people, self.running), game)

    def dress(self, model: TableModel, game: Game) -> TableModel:
        """`model` (of `game` as it stands) with the people, who it waits for and who
        has pressed, and the hint as autoplay now runs or not (it may have stopped or
        started since the step set off); one unnamed person: the model as it is."""
        shown = hint(game, self.humans, self.running)
        if shown != model.hint:
            model = model._replace(hint=shown)
        if self.people == model.people and self.humans < 2:
            return model
        waiting = waiting_seats(game, self.humans)
        return model._replace(people=self.people, waiting=waiting,
                              pressed=frozenset(seat for seat in self._pressed if seat in waiting))
