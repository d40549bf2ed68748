"""Table models for the table's tests: written out by hand, or read off a Game.

The package builds its models in `krig_desktop.model.build` (the controller's side);
the table's own tests make theirs here, so a scene can be tested on exact moments
(a tie, a seat out, a won game) without a controller or a window.
"""

from __future__ import annotations

from collections.abc import Iterable

from krig_desktop.engine import Card, Game, Outcome, Phase, Rules
from krig_desktop.model import Hint, PileCard, TableModel


def pile(*cards: tuple[int, str, bool]) -> tuple[PileCard, ...]:
    """`pile((0, "9S", True), (1, "9H", True))`: (seat, card, face up) in laying order."""
    return tuple(PileCard(seat, Card.parse(card), up) for seat, card, up in cards)


def table_model(players: int = 2, counts: Iterable[int] | None = None, *,
                out: Iterable[int] = (), laid: tuple[PileCard, ...] = (),
                set_aside: str | None = None, phase: Phase | None = None,
                battles: int = 0, tied: Iterable[int] = (), war_depth: int = 0,
                taker: int | None = None, outcome: Outcome | None = None,
                winner: int | None = None, hint: Hint | None = None,
                game_number: int = 1, rules: Rules | None = None) -> TableModel:
    """A model of the moment described; what is left out takes a plain default."""
    gone = frozenset(out)
    tied = tuple(tied)
    if counts is None:
        each = 52 // players
        counts = [0 if seat in gone else each for seat in range(players)]
    if phase is None:
        phase = (Phase.OVER if outcome is not None else Phase.WAR if tied
                 else Phase.GATHER if taker is not None else Phase.FLIP)
    in_battle = tuple(sorted({pc.seat for pc in laid} - gone))
    return TableModel(
        players=players, game_number=game_number, rules=rules or Rules(),
        counts=tuple(counts), out=gone, pile=laid,
        set_aside=Card.parse(set_aside) if set_aside else None, phase=phase,
        battles=battles, war_steps=war_depth, battles_with_war=0, war_depth=war_depth,
        tied=tied, war_seats=in_battle if tied else (), taker=taker, outcome=outcome,
        winner=winner, hint=hint)


def model_of(game: Game) -> TableModel:
    """What the table shows for `game` as it stands (who laid each card, faces, ties)."""
    faces = _faces(game.table_seats, game.rules.face_down)
    laid = tuple(PileCard(seat, card, up) for seat, card, up
                 in zip(game.table_seats, game.table, faces, strict=True))
    out = frozenset(range(game.players)) - frozenset(game.in_play)
    phase = Phase(game.phase)
    tied: tuple[int, ...] = ()
    war_seats: tuple[int, ...] = ()
    if phase is Phase.WAR:
        last = {pc.seat: pc.card.rank for pc in laid if pc.face_up and pc.seat not in out}
        top = max(last.values())
        tied = tuple(seat for seat, rank in sorted(last.items()) if rank == top)
        war_seats = tuple(sorted(last))
    hint = None
    if not game.over and not game.table:
        hint = Hint.WATCH if 0 in out else Hint.START if game.battles == 0 else None
    return TableModel(
        players=game.players, game_number=game.seed, rules=game.rules,
        counts=tuple(len(hand) for hand in game.hands), out=out, pile=laid,
        set_aside=game.set_aside, phase=phase, battles=game.battles,
        war_steps=game.war_steps, battles_with_war=game.battles_with_war,
        war_depth=game.round if game.table else 0, tied=tied, war_seats=war_seats,
        taker=game.taker, outcome=game.outcome, winner=game.winner, hint=hint)


def _faces(seats: list[int], face_down: int) -> list[bool]:
    """Which table cards lie face up: the flip's cards, then in each seat's run of war
    cards every (face_down + 1)-th; the leftovers of a seat that ran short lie hidden."""
    flips = len(set(seats))
    faces = [True] * min(flips, len(seats))
    i = len(faces)
    while i < len(seats):
        j = i
        while j < len(seats) and seats[j] == seats[i]:
            j += 1
        run = j - i
        whole = run - run % (face_down + 1)
        faces.extend(k % (face_down + 1) == face_down for k in range(whole))
        faces.extend([False] * (run - whole))
        i = j
    return faces
