"""The one place that reads a Game to describe it to the view: `table_model(game)`.

Everything comes from the engine's own state: the counts, who is out, the cards on the
table with the seat that laid each (`game.table_seats`), the tie the engine waits on.
Only how each table card lies (face up or down) is derived here, from that record and
the rules, because the engine keeps no per-card face to stay fast.
"""

from __future__ import annotations

from collections.abc import Sequence

from krig_desktop.engine import BattleRecord, Card, Game, HistoryUnavailable
from krig_desktop.model.table_model import Hint, PileCard, TableModel

# Battles the history may still have to replay for `last_battle` to read the newest one
# at once (on the fast path: too few to hold up a frame).
CHEAP_REPLAY = 4096


def table_model(game: Game, people: tuple[str, ...] = ("",),
                running: bool = False) -> TableModel:
    """What the table shows for `game` as it stands now, with `people` at the computer
    (one name per human seat from seat 0); `running`: autoplay plays on (see hint)."""
    in_play = game.in_play
    return TableModel(
        players=game.players,
        game_number=game.seed,
        rules=game.rules,
        counts=tuple(game.hand_sizes),
        out=frozenset(seat for seat in range(game.players) if seat not in in_play),
        pile=pile_cards(game.table, game.table_seats, game.rules.face_down),
        set_aside=game.set_aside,
        phase=game.phase,
        battles=game.battles,
        war_steps=game.war_steps,
        battles_with_war=game.battles_with_war,
        war_depth=game.round,
        tied=game.tied,
        war_seats=game.war_seats,
        taker=game.taker,
        outcome=game.outcome,
        winner=game.winner,
        winners=tuple(game.winners),
        wars_won=tuple(game.wars_won),
        hint=hint(game, len(people), running),
        last_battle=last_battle(game),
        people=people,
    )


def last_battle(game: Game) -> BattleRecord | None:
    """The record of the game's last completed battle, if it can be read cheaply.

    In play the history is one battle behind and reading costs next to nothing; after a
    load or Finish game it may be millions behind, and reading would replay them all in
    one go, so the model goes without until the controller has caught it up in slices.
    """
    if game.battles == 0:
        return None
    history = game.history
    if history.broken is not None or game.battles - history.prepared > CHEAP_REPLAY:
        return None
    try:
        return history[-1]
    except HistoryUnavailable:
        return None


def pile_cards(cards: Sequence[Card], seats: Sequence[int],
               face_down: int) -> tuple[PileCard, ...]:
    """The table's cards with who laid them and how they lie.

    The battle's own flip comes first: one face-up card per seat taking part. After it,
    at each war step each seat lays `face_down` hidden cards and one face-up card, or,
    when it runs short, all it still held, hidden. A seat never lays twice in a row
    (the war needs two seats), so runs of one seat's cards split the war steps apart.
    """
    if len(cards) != len(seats):
        raise ValueError(f"{len(cards)} cards on the table, {len(seats)} seats for them")
    flips = min(len(set(seats)), len(cards))
    faces = [True] * flips
    start = flips
    while start < len(cards):
        end = start
        while end < len(cards) and seats[end] == seats[start]:
            end += 1
        run = end - start
        whole = run - run % (face_down + 1)  # full war sets; any rest: a seat ran short
        faces.extend(k % (face_down + 1) == face_down for k in range(whole))
        faces.extend([False] * (run - whole))
        start = end
    return tuple(PileCard(seat, card, up) for seat, card, up in zip(seats, cards, faces,
                                                                     strict=True))


def hint(game: Game, humans: int = 1, running: bool = False) -> Hint | None:
    """The line of help the table shows between battles, if any. While autoplay is
    `running` (a replay too) nobody needs to be told how to play on: the hint waits
    until it stops."""
    if game.over or game.table or running:
        return None
    if not any(seat in game.in_play for seat in range(humans)):
        return Hint.WATCH  # you are out (both people are); the others play on when asked
    if game.battles == 0:
        return Hint.START
    return None
