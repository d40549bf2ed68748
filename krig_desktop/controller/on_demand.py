"""Finish Game, the replays and the story, each built when it is first used.

Start-up time (issue 25): `FinishGame` and `Watching` and their modules (finish_game,
finishing, watching, replay_watch, replay) are no part of a new deal's first frame. Until one is
built, nothing of it runs, and what it would answer is answered here: nothing is
finishing, nothing replays, the real game is the one shown, its people are the table's.
So the controller asks this one object either way, and no caller sees a difference.

The story (the log's battles, the chart's counts, the highlights) and looking back are
no part of it either (story, looking_back, highlights, count_series and the engine's
history, replay and checkpoints: 7.6 M instructions before a new deal's first frame, 8.7 M
before a resumed game's). Built
later, the story is told the game so far, as it is for a loaded game, so it knows what
it would have known; until then nobody looks back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Protocol

    from PySide6.QtCore import QObject, SignalInstance

    from krig_desktop.controller.finish_game import Finished, FinishGame
    from krig_desktop.controller.looking_back import Looked, LookingBack
    from krig_desktop.controller.story import Story
    from krig_desktop.controller.turns import Turns
    from krig_desktop.controller.watching import Watched, Watching
    from krig_desktop.engine import Game
    from krig_desktop.model import TableModel

    class Controller(Finished, Watched, Looked, Protocol):
        """What the parts ask of the controller (no import back to it)."""

        @property
        def model(self) -> TableModel: ...

        @property
        def storyBegun(self) -> SignalInstance: ...


class OnDemand:
    """`finish`, `watching` and `story` (with `looking`), built on first use; the rest
    answers without them."""

    def __init__(self, controller: Controller, parent: QObject, turns: Turns, *,
                 start: Callable[[Game, str], None], halt: Callable[[], None],
                 show: Callable[[], None], go_on: Callable[[], None],
                 fail: Callable[[Exception], None]) -> None:
        self._controller, self._parent = controller, parent
        self._turns, self._start = turns, start
        self._halt, self._show, self._go_on, self._fail = halt, show, go_on, fail
        self.built_finish: FinishGame | None = None
        self.built_watching: Watching | None = None
        self.built_story: Story | None = None
        self.built_looking: LookingBack | None = None

    @property
    def finish(self) -> FinishGame:
        """Finish Game (built now if not yet)."""
        if self.built_finish is None:
            # Function-local on purpose (lazy loading, not an import cycle).
            from krig_desktop.controller.finish_game import FinishGame

            self.built_finish = FinishGame(self._controller, self._parent,
                                           halt=self._halt, show=self._show,
                                           go_on=self._go_on, fail=self._fail)
        return self.built_finish

    @property
    def watching(self) -> Watching:
        """Watch Replay and a recorded deal watched (built now if not yet)."""
        if self.built_watching is None:
            # Function-local on purpose (lazy loading, not an import cycle).
            from krig_desktop.controller.watching import Watching

            self.built_watching = Watching(self._controller, self._turns, self._start)
        return self.built_watching

    @property
    def story(self) -> Story:
        """The story of the game shown, and looking back in it (built now if not yet,
        told the game so far; then the controller's `storyBegun`)."""
        if self.built_story is None:
            # Function-local on purpose (lazy loading, not an import cycle).
            from krig_desktop.controller.looking_back import LookingBack
            from krig_desktop.controller.story import Story

            c = self._controller
            self.built_story = story = Story(self._parent)
            self.built_looking = LookingBack(c, self._parent)
            story.set_game(c.game)
            story.reach(c.model)
            c.storyBegun.emit()
        return self.built_story

    @property
    def looking(self) -> LookingBack:
        """Looking back at the battles the log lists (built with the story)."""
        if self.built_looking is None:
            _ = self.story
        assert self.built_looking is not None
        return self.built_looking

    @property
    def looked_at(self) -> int | None:
        """The past battle the table shows, else None (none before the story is built)."""
        return None if self.built_looking is None else self.built_looking.battle

    def story_set_game(self, game: Game) -> None:
        if self.built_story is not None:  # else told when built
            self.built_story.set_game(game)

    def story_reach(self, model: TableModel) -> None:
        if self.built_story is not None:
            self.built_story.reach(model)

    def back_to_present(self) -> None:
        """Looking back ends (the table shows the present); nothing if nobody looks."""
        if self.built_looking is not None:
            self.built_looking.back()

    def forget_looking(self) -> None:
        if self.built_looking is not None:
            self.built_looking.forget()

    @property
    def finishing(self) -> bool:
        return self.built_finish is not None and self.built_finish.running

    @property
    def replaying(self) -> bool:
        return self.built_watching is not None and self.built_watching.replaying

    def real_game(self, shown: Game) -> Game:
        """The player's game (`shown`, unless a replay set it aside)."""
        watching = self.built_watching
        return shown if watching is None else watching.real_game

    def human_names(self) -> tuple[str, ...]:
        watching = self.built_watching
        return self._turns.people if watching is None else watching.human_names

    def reached(self, game: Game) -> bool:
        """A replay runs and `game` has got to where it ends."""
        return self.built_watching is not None and self.built_watching.reached(game)

    def stop_finishing(self) -> None:
        """Drop a running Finish Game (a new game follows, or play stops)."""
        if self.built_finish is not None:
            self.built_finish.stop()

    def pause_finishing(self) -> None:
        if self.built_finish is not None:
            self.built_finish.pause_finishing()

    def drop_replay(self) -> None:
        """Another game replaces the one in play: a replay running ends as it is."""
        if self.built_watching is not None:
            self.built_watching.drop()

    def stop_replay(self) -> None:
        if self.built_watching is not None:
            self.built_watching.stop_replay()
