"""Real games for the result line and battle log tests: records of each kind found in
games the engine plays, a TableModel of a live game, and what each language writes."""

from __future__ import annotations

from functools import cache

from krig_desktop.engine import BattleRecord, Card, Game, Phase, Rules
from krig_desktop.model import PileCard, TableModel

# Seat names no sentence contains by itself (a seat's own "You" would hide a slip).
NAMES = {n: ["Ann", "Bo", "Cyd", "Dag"][:n] for n in (2, 3, 4)}
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# The letters printed on the faces on the table, whatever the language: jack, queen, king, ace.
LETTERS = {code: "JQKA" for code in ("en", "fil", "uk", "nb")}  # as printed on the faces


def written(card: Card, language: str) -> str:
    rank = card.rank
    letter = str(rank) if rank <= 10 else LETTERS[language][rank - 11]
    return letter + SUITS[card.suit]


def cards_taken(n: int, language: str) -> str:
    """'n cards' as the object of 'take', in the language's plural form."""
    if language == "en":
        return f"{n} card" if n == 1 else f"{n} cards"
    if language == "uk":  # accusative: 1 карту, 2–4 карти, 5+ карт; 11–14 карт
        if n % 10 == 1 and n % 100 != 11:
            return f"{n} карту"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return f"{n} карти"
        return f"{n} карт"
    return f"{n} kort" if language == "nb" else f"{n} baraha"


def ran_short(record: BattleRecord, seat: int, face_down: int) -> bool:
    """Out in a war for want of cards: it laid less than a whole war step at the end."""
    full = 1 + record.war_steps * (face_down + 1)
    return seat in record.out and len(record.laid[seat]) < full


@cache
def records_by_kind() -> dict[str, tuple[BattleRecord, int]]:
    """One record of each kind, with its player count, from games dealt by number."""
    wanted = ("plain", "war", "double war", "ran short", "lost last card", "war of four")
    found: dict[str, tuple[BattleRecord, int]] = {}
    for seed in range(1, 400):
        for players in (2, 4, 3):
            game = Game.new(players, seed)
            game.play_to_end()
            for record in game.history:
                kinds = []
                if not record.war_steps and not record.out and record.taker == 1:
                    kinds.append("plain")
                if record.war_steps == 1 and not record.out and players == 2:
                    kinds.append("war")
                if record.war_steps >= 2 and not record.out:
                    kinds.append("double war")
                if any(ran_short(record, s, 1) for s in record.out):
                    kinds.append("ran short")
                if record.out and not record.war_steps:
                    kinds.append("lost last card")
                if record.war_steps and sum(map(bool, record.laid)) == 4:
                    kinds.append("war of four")
                for kind in kinds:
                    found.setdefault(kind, (record, players))
            if len(found) == len(wanted):
                return found
    raise AssertionError(f"no game had {set(wanted) - set(found)}")


def table_model(game: Game) -> TableModel:
    """The view model of `game` now: what the controller publishes (issue 10's
    model/build.py), rebuilt here from the game's public state for these tests."""
    return TableModel(
        players=game.players, game_number=game.seed, rules=game.rules,
        counts=tuple(game.hand_sizes),
        out=frozenset(s for s in range(game.players) if s not in game.in_play),
        pile=tuple(PileCard(seat, card, True)
                   for seat, card in zip(game.table_seats, game.table, strict=True)),
        set_aside=game.set_aside, phase=Phase(game.phase), battles=game.battles,
        war_steps=game.war_steps, battles_with_war=game.battles_with_war,
        war_depth=game.round, tied=tied(game), war_seats=war_seats(game),
        taker=game.taker, outcome=game.outcome, winner=game.winner, hint=None)


def war_seats(game: Game) -> tuple[int, ...]:
    """Who lays war cards next: every seat still in the battle, while a war is due."""
    return tuple(game.in_play) if game.phase == "war" else ()


def tied(game: Game) -> tuple[int, ...]:
    """The seats whose last face-up cards tie for the highest, while a war is due."""
    seats = war_seats(game)
    if not seats:
        return ()
    last = {seat: card for seat, card in zip(game.table_seats, game.table, strict=True)}
    best = max(last[seat].rank for seat in seats)
    return tuple(seat for seat in seats if last[seat].rank == best)


def step_to_war(players: int, depth: int = 1, rules: Rules = Rules(),  # noqa: B008
                out_first: bool = False) -> Game:
    """A live game stopped while a war of `depth` waits to be laid (with `out_first`,
    one in which seat 0 is already out)."""
    for seed in range(1, 2000):
        game = Game.new(players, seed, rules)
        while not game.over:
            if (tied(game) and game.round + 1 == depth
                    and (0 not in game.in_play) == out_first):
                return game
            game.step()
    raise AssertionError(f"no war of depth {depth} found")
