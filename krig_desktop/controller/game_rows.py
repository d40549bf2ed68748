"""What goes into a game's history row, worked out from the game (see recorder.py for
when it is written): the place you came, the highlights, and the clock of play.

- `seconds_played`: wall time the game was shown and played, over every session, not
  counting time the window was minimized (the game's own clock, play_time.py).
- `your_place` (seat 0): 1 when you won or shared the win; in a draw or repetition 1
  if you were still in; in a game ended early (RULES.md, "Ending early") with you still
  in, 1 + the seats still in that stood above you (more cards after battle N, more
  wars won); otherwise 1 + the seats that stayed in longer than you (still in, or out in a
  later battle; seats out in the same battle share a place). None for a game left
  unfinished, and for a game too long to replay (below) unless it is plain: with two
  players a loss is place 2.
- `deepest_war`, `biggest_pile`, `lead_changes` come from replaying `game.history`
  through HighlightsTracker, which costs time for every battle, so it is done only for
  games of at most HIGHLIGHTS_LIMIT battles (nearly every game, never a stall you could
  see); for longer ones (fixed gathering can run to millions) the three columns are
  NULL, "not known", rather than stalling the window at the end of the game.
  `fewest_cards` (the fewest cards seat 0 held after a battle it was still in: "came
  back from a single card") is measured in the same pass, under the same limit.
- `humans`: the people's names (the controller's `human_names`); the calls: how many
  wars were called, how many right, how many a card counter's favourite took, and the
  longest run of calls right in a row (`calls_summary`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from krig_desktop.engine import Game
from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.highlights import HighlightsTracker
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.game_history import GameRecord
from krig_desktop.storage.history_record import HUMANS_MAX, NAME_LENGTH

HIGHLIGHTS_LIMIT = 5_000  # battles replayed at most when a game is recorded


def _standing(game: Game, seat: int) -> int:
    """What ranks the seats still in when a game ends early: wars won under "wars:K",
    cards in hand under "battles:N"."""
    return game.wars_won[seat] if game.rules.end_wars is not None else len(game.hands[seat])


def _place_of_you(game: Game, outs: list[tuple[int, ...]] | None) -> int | None:
    """Seat 0's place in a finished game (see the module's docstring)."""
    if game.winner == 0 or (game.outcome == "shared" and 0 in game.winners):
        return 1
    if 0 in game.in_play:
        if game.outcome in ("win", "shared"):  # ended early, with you still in
            yours = _standing(game, 0)
            return 1 + sum(_standing(game, seat) > yours for seat in game.in_play)
        return 1  # a draw or repetition with you still in
    if outs is None:
        return game.players if game.players == 2 else None
    for battle, seats in enumerate(outs):
        if 0 in seats:
            later = sum(len(out) for out in outs[battle + 1:])
            return 1 + len(game.in_play) + later
    return None


class _Measured(Frozen):
    """What the highlights tell of a game for its row (None: not known)."""

    deepest: int | None
    biggest: int | None
    changes: int | None
    outs: list[tuple[int, ...]] | None  # seats out per battle with any
    fewest: int | None  # seat 0's fewest cards after a battle it was still in


def _measured(game: Game) -> _Measured:
    """The highlights, replayed from the history when the game is short enough; else
    not known (None)."""
    if game.battles > HIGHLIGHTS_LIMIT:
        return _Measured(None, None, None, None, None)
    tracker = HighlightsTracker(game.players, tuple(game.origin_game().hand_sizes))
    outs: list[tuple[int, ...]] = []
    fewest: int | None = None
    for battle in game.history.scan():
        tracker.add(battle)
        if battle.out:
            outs.append(battle.out)
        held = battle.counts[0]
        if held and (fewest is None or held < fewest):
            fewest = held
    seen = tracker.snapshot()
    deepest = 0 if seen.deepest_war is None else seen.deepest_war.war_steps
    biggest = 0 if seen.biggest_pile is None else seen.biggest_pile.cards
    return _Measured(deepest, biggest, seen.lead_changes, outs, fewest)


class CallsSummary(Frozen):
    """The calls of one game, as its row counts them."""

    made: int
    right: int
    counter_right: int
    run: int  # the longest run of calls right in a row


def calls_summary(calls: Sequence[WarCall]) -> CallsSummary:
    """The calls of one game, in the order they were made, as the history keeps them."""
    run = best = 0
    for call in calls:
        run = run + 1 if call.right else 0
        best = max(best, run)
    return CallsSummary(len(calls), sum(c.right for c in calls),
                        sum(c.counter_right for c in calls), best)


def game_record(game: Game, started_at: datetime, ended_at: datetime,
                seconds_played: int, abandoned: bool = False,
                deal_chance: float | None = None,
                game_key: str | None = None, humans: tuple[str, ...] = ("",),
                calls: Sequence[WarCall] = ()) -> GameRecord:
    """The row for `game`, ended (or left, with `abandoned`); `deal_chance`: your chance
    to win at its deal, when the odds were seen then; `game_key`: its identity;
    `humans`: the people's names from seat 0; `calls`: the wars called in it."""
    measured, called = _measured(game), calls_summary(calls)
    ended = not abandoned and game.over
    outcome = str(game.outcome) if ended else "abandoned"
    return GameRecord(
        started_at=started_at, ended_at=ended_at, players=game.players,
        game_number=game.seed if game.origin.kind == "new" else None,
        face_down=game.rules.face_down, gathering=str(game.rules.gathering),
        outcome=outcome, winner=game.winner if outcome == "win" else None,
        your_place=_place_of_you(game, measured.outs) if ended else None,
        battles=game.battles, war_steps=game.war_steps, deepest_war=measured.deepest,
        biggest_pile=measured.biggest, lead_changes=measured.changes,
        seconds_played=seconds_played, start_chance=deal_chance, game_key=game_key,
        humans=_fitted(humans, game.players), fewest_cards=measured.fewest,
        calls_made=called.made, calls_right=called.right,
        calls_counter_right=called.counter_right, calls_run=called.run,
        ending=str(game.rules.end),
        sharers=tuple(game.winners) if outcome == "shared" else ())


def _fitted(names: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The names as a row can hold them: one or two (fewer than the seats), each cut
    to NAME_LENGTH; none given: the one unnamed player."""
    kept = tuple(str(name)[:NAME_LENGTH] for name in names[:min(HUMANS_MAX, players)])
    return kept or ("",)
