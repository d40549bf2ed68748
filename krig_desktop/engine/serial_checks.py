"""Reading one moment of a game from untrusted data: every field checked, nothing trusted.

Shared by both versions of the game data (serial.py, serial_v1.py). Each number is
checked against what the rest of the data allows before anything uses it, and nothing
here does work that grows with a number read: loading is bounded by the data's size.
"""

from __future__ import annotations

import math
import random
import reprlib
from collections import deque
from typing import Any, TypeVar

from krig_desktop.engine.cards import CARDS, Card
from krig_desktop.engine.events import Outcome
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.origin import MAX_GAME_NUMBER, Origin, Position, number_text
from krig_desktop.engine.rules import END_OUT, Rules
from krig_desktop.engine.state import GameState, Phase, Watch

# The game class being loaded: the serializer writes GameState's slots, whatever subclass
# (Game) asks, and gives back an instance of that subclass.
G = TypeVar("G", bound=GameState)

MT_WORDS = 624  # Mersenne Twister: 624 state words and a position 0..624
# The most battles a game read from data may have played. Crafted counters of 10**30
# passed every check and failed later, far from here: OverflowError in the window (Qt
# holds a battle number in 32 bits: signals, plural counts), and a history replaying
# that many battles. 2**31 - 1 is what the window can show, and on the fast path (about
# a microsecond a battle) over half an hour of play: beyond any game known (game 21
# with 2 face-down cards and fixed gathering, the longest, repeats after hundreds of
# millions).
MAX_BATTLES = 2**31 - 1
# The most battles a game opened to be played on may have played (docs/options.md): a
# save at MAX_BATTLES loaded, and its very next battle could not be kept (a battle past
# MAX_BATTLES does not load again). This leaves 147,483,647 battles, minutes of Finish
# Game on the fast path, before the counters reach MAX_BATTLES.
MAX_BATTLES_TO_GO_ON = 2_000_000_000
# War steps in one battle: each lays a card from at least two seats, and 52 cards at
# most are on the table (13 is the real most; this bound only needs to be safe).
MAX_WAR_STEPS_PER_BATTLE = 26


class GameDataError(ValueError):
    """The saved game data is not a valid game; the message says where and why."""


def fail(field: str, problem: str) -> GameDataError:
    return GameDataError(f"{field}: {problem}")


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, 30, 30


def show(value: object) -> str:
    """A short, safe picture of a bad value for a message (depth and length capped)."""
    if type(value) is int:
        return number_text(value)
    return _SHORT.repr(value)


def whole(value: object, field: str, low: int = 0, high: int | None = None) -> int:
    """A whole number (not a bool) from `low` (to `high`). Counters pass a `high`
    (`counter`): a number that drives work is bounded before anything uses it."""
    if type(value) is not int:
        raise fail(field, f"expected a whole number, found {show(value)}")
    if value < low or (high is not None and value > high):
        span = f"from {low} to {number_text(high)}" if high is not None else f"{low} or more"
        raise fail(field, f"must be {span}, not {number_text(value)}")
    return value


def counter(value: object, field: str, low: int = 0) -> int:
    """A battle count (or a place in the battles) from `low` to MAX_BATTLES."""
    return whole(value, field, low, MAX_BATTLES)


def war_steps_of(value: object, field: str, battles: int, low: int = 0) -> int:
    """War steps after `battles` battles (and `low` of the battle on the table)."""
    return whole(value, field, low, low + MAX_WAR_STEPS_PER_BATTLE * battles)


def card(value: object, field: str) -> int:
    if not isinstance(value, str):
        raise fail(field, f"expected a card like 'TS', found {show(value)}")
    try:
        return Card.parse(value).index
    except ValueError:
        raise fail(field, f"{show(value)} is not a card") from None


def cards(value: object, field: str) -> list[int]:
    if not isinstance(value, list):
        raise fail(field, f"expected a list of cards, found {show(value)}")
    if len(value) > 52:
        raise fail(field, f"holds {len(value)} cards; a deck has 52")
    return [card(item, f"{field}[{i}]") for i, item in enumerate(value)]


def hands_of(value: object, field: str, players: int, in_game: list[int]) -> list[list[int]]:
    """One list of cards per seat, together exactly the cards `in_game` (sorted)."""
    if not isinstance(value, list) or len(value) != players:
        raise fail(field, f"expected a list of {players} hands")
    hands = [cards(h, f"{field}[{i}]") for i, h in enumerate(value)]
    if sorted(c for h in hands for c in h) != in_game:
        raise fail(field, "must hold every card in play exactly once")
    return hands


def seats(value: object, field: str, players: int) -> list[int]:
    if not isinstance(value, list) or any(type(s) is not int for s in value):
        raise fail(field, f"expected a list of seat numbers, found {show(value)}")
    if any(not 0 <= s < players for s in value) or len(set(value)) != len(value):
        raise fail(field, f"seats must be distinct and from 0 to {players - 1}: {show(value)}")
    return list(value)


def seat_or_none(value: object, field: str, players: int) -> int | None:
    return None if value is None else whole(value, field, 0, players - 1)


def rules_of(value: object) -> Rules:
    if not isinstance(value, dict) or not (
            {"face_down", "gathering"} <= set(value) <= {"face_down", "gathering", "end"}):
        raise fail("rules", "expected an object with face_down, gathering and maybe end")
    try:
        return Rules(**value)
    except ValueError as exc:
        raise fail("rules", str(exc)) from None


def generator(value: object) -> random.Random:
    """A Mersenne Twister state that really generates (Random.getstate() version 3)."""
    if not isinstance(value, dict) or set(value) != {"version", "state", "gauss"}:
        raise fail("rng", "expected an object with version, state and gauss")
    words, gauss = value["state"], value["gauss"]
    if type(value["version"]) is not int or value["version"] != 3:
        raise fail("rng.version", "only version 3 (Mersenne Twister) is known")
    if not isinstance(words, list) or len(words) != MT_WORDS + 1:
        raise fail("rng.state", f"expected a list of {MT_WORDS + 1} whole numbers")
    if any(type(w) is not int or not 0 <= w < 2**32 for w in words[:-1]):
        raise fail("rng.state", "state words must be whole numbers from 0 to 2**32 - 1")
    # The twist reads only the top bit of word 0 and words 1..623: if those are all
    # zero the generator emits nothing but zeros, whatever the rest says.
    if not words[0] & 0x8000_0000 and not any(words[1:MT_WORDS]):
        raise fail("rng.state", "this state only ever generates zeros")
    if type(words[-1]) is not int or not 0 <= words[-1] <= MT_WORDS:
        raise fail("rng.state", f"the last entry must be a position from 0 to {MT_WORDS}")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise fail("rng.gauss", f"expected null or a finite number, found {show(gauss)}")
    rng = random.Random()
    rng.setstate((3, tuple(words), gauss))
    return rng


class Moment(Frozen):
    """The checked fields of one moment of a game (everything but origin and watch)."""

    players: int
    rules: Rules
    seed: int
    hands: list[list[int]]
    table: list[int]
    table_seats: list[int]
    set_aside: int | None
    in_play: list[int]
    battles: int
    war_steps: int
    war_battles: int
    phase: Phase
    round: int
    taker: int | None
    battle_out: list[int]
    outcome: Outcome | None
    winner: int | None

    @property
    def in_game(self) -> list[int]:
        """The cards in play (hands and table), sorted: every position holds these."""
        return sorted([c for h in self.hands for c in h] + self.table)

    def position(self) -> Position:
        """The position now, if this moment is between two battles."""
        return Position(self.battles, self.war_steps, self.war_battles,
                        [deque(h) for h in self.hands])


def read_moment(data: dict[str, Any], origin: str) -> Moment:
    """Every field of the moment, checked alone and against the others."""
    if origin not in ("new", "hands"):
        raise fail("origin", f"expected 'new' or 'hands', found {show(origin)}")
    players = whole(data["players"], "players", 2, 4)
    seed = whole(data["seed"], "seed", 1 if origin == "new" else 0, MAX_GAME_NUMBER)
    rules = rules_of(data["rules"])

    hands_data = data["hands"]
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise fail("hands", f"expected a list of {players} hands")
    hands = [cards(h, f"hands[{i}]") for i, h in enumerate(hands_data)]
    table = cards(data["table"], "table")
    aside = None if data["set_aside"] is None else card(data["set_aside"], "set_aside")
    if aside is not None and players != 3:
        raise fail("set_aside", "a card is set aside only when 3 play")
    everything = [c for h in hands for c in h] + table + ([] if aside is None else [aside])
    if len(set(everything)) != len(everything):
        doubles = sorted({str(CARDS[c]) for c in everything if everything.count(c) > 1})
        raise GameDataError(f"cards appear more than once: {', '.join(doubles)}")
    if origin == "new":
        if len(everything) != 52:
            raise GameDataError(f"a dealt game has all 52 cards; found {len(everything)}")
        if aside is None and players == 3:
            raise fail("set_aside", "a card is set aside exactly when 3 play")

    in_play = seats(data["in_play"], "in_play", players)
    if in_play != sorted(in_play):
        raise fail("in_play", "seats must be in ascending order")
    for seat in range(players):
        if seat not in in_play and hands[seat]:
            raise fail(f"hands[{seat}]", "a seat that is out holds no cards")
    try:
        phase = Phase(data["phase"])
    except (ValueError, TypeError):
        raise fail("phase", f"unknown phase {show(data['phase'])}") from None
    taker = seat_or_none(data["taker"], "taker", players)
    battle_out = seats(data["battle_out"], "battle_out", players)
    if set(battle_out) & set(in_play):
        raise fail("battle_out", "a seat that left is still in play")
    outcome_text = data["outcome"]
    try:
        outcome = None if outcome_text is None else Outcome(outcome_text)
    except (ValueError, TypeError):
        raise fail("outcome", f"unknown outcome {show(outcome_text)}") from None
    winner = seat_or_none(data["winner"], "winner", players)
    check_moment(phase, hands, table, in_play, taker, battle_out, outcome, winner, rules)
    taking_part = sorted(set(in_play) | set(battle_out))
    table_seats = read_table_seats(data["table_seats"], table, taking_part, players)
    round_, battles, war_steps, war_battles = read_counters(data, phase, rules, table,
                                                           taking_part)
    return Moment(players, rules, seed, hands, table, table_seats, aside, in_play, battles,
                  war_steps, war_battles, phase, round_, taker, battle_out, outcome, winner)


def read_counters(data: dict[str, Any], phase: Phase, rules: Rules, table: list[int],
                  taking_part: list[int]) -> tuple[int, int, int, int]:
    """round, battles, war_steps, war_battles: any size, but consistent.

    Every war step but the last of a battle was a tie, so at least two seats laid their
    face-down and face-up cards in it: the table bounds the round. The war steps of
    finished battles number at least the battles that had a war.
    """
    round_ = whole(data["round"], "round")
    if phase is Phase.FLIP and round_:
        raise fail("round", "between battles no round is laid")
    if round_ and (round_ - 1) * 2 * (rules.face_down + 1) > len(table) - len(taking_part):
        raise fail("round", f"{number_text(round_)} war steps cannot have laid only "
                   f"{len(table)} cards")
    battles = counter(data["battles"], "battles")
    war_steps = war_steps_of(data["war_steps"], "war_steps", battles, round_)
    war_battles = whole(data["war_battles"], "war_battles", 0, battles)
    earlier = war_steps - round_  # the war steps of battles already gathered
    if earlier < war_battles or (earlier > 0) != (war_battles > 0):
        raise fail("war_battles", "does not agree with the war steps of finished battles")
    return round_, battles, war_steps, war_battles


def read_table_seats(value: object, table: list[int], taking_part: list[int],
                     players: int) -> list[int]:
    """Who laid each table card: the battle's seats, each flipping one card first."""
    if not isinstance(value, list) or any(type(s) is not int for s in value):
        raise fail("table_seats", f"expected a list of seat numbers, found {show(value)}")
    if len(value) != len(table):
        raise fail("table_seats", f"expected one seat per table card ({len(table)}), "
                   f"found {len(value)}")
    if any(not 0 <= s < players for s in value):
        raise fail("table_seats", f"seats must be from 0 to {players - 1}")
    if table and (set(value) != set(taking_part)
                  or value[:len(taking_part)] != taking_part):
        raise fail("table_seats", "the cards on the table must be laid by the seats of "
                   "this battle, each turning one card first: those in play and those out "
                   "in it")
    return list(value)


def check_moment(phase: Phase, hands: list[list[int]], table: list[int], in_play: list[int],
                 taker: int | None, battle_out: list[int], outcome: Outcome | None,
                 winner: int | None, rules: Rules) -> None:
    """The phase, the cards and who is in must tell one consistent story."""
    if phase is not Phase.OVER and (outcome is not None or winner is not None):
        raise fail("outcome", "a game still being played has no outcome or winner")
    if phase is not Phase.GATHER and taker is not None:
        raise fail("taker", "only a decided pile waiting to be gathered has a taker")
    if phase is Phase.FLIP:
        if table or battle_out:
            raise fail("phase", "between battles the table is empty and no round is laid")
        if len(in_play) < 2 or any(not hands[s] for s in in_play):
            raise fail("in_play", "between battles at least two seats hold cards")
    elif phase in (Phase.WAR, Phase.GATHER):
        if not table:
            raise fail("table", "during a battle there are cards on the table")
        if phase is Phase.WAR and len(in_play) < 2:
            raise fail("in_play", "a war needs at least two seats")
        if phase is Phase.GATHER and taker not in in_play:
            raise fail("taker", "the seat taking the pile must be in play")
    elif outcome is None:
        raise fail("outcome", "a finished game has an outcome")
    elif outcome is Outcome.WIN:
        if winner is None or winner not in in_play or table or (
                in_play != [winner] and rules.end == END_OUT):
            raise fail("winner", "a won game has its winner as the only seat in play, "
                       "holding every card, unless the game ended early")
    elif outcome is Outcome.DRAW:
        if winner is not None or in_play or not table:
            raise fail("outcome", "a drawn game has no winner, no seat in play and the "
                       "pile on the table")
    elif outcome is Outcome.SHARED:
        if winner is not None or len(in_play) < 2 or table or rules.end_battles is None:
            raise fail("outcome", "a shared win comes only from the end after battle N, "
                       "between battles, with no single winner")
    elif winner is not None or len(in_play) < 2 or table or not rules.fixed or (
            rules.end_battles is not None):
        raise fail("outcome", "a repetition happens only with fixed gathering and no "
                   "end after N battles, between battles, with no winner")
    if phase is Phase.OVER and any(not hands[s] for s in in_play):
        raise fail("in_play", "a seat still in at the end holds cards")


def check_origin(origin: Origin, moment: Moment) -> random.Random:
    """The origin agrees with the moment where that is cheap to see; its generator.

    At battle 0 nothing has been gathered yet: the hands between battles are the
    starting hands, and the generator is as the deal left it (with fixed gathering it
    never moves at all).
    """
    start, aside, rng = origin.begin()
    if aside != moment.set_aside:
        raise fail("set_aside", "is not the card the game started with")
    if moment.battles == 0 and moment.phase is Phase.FLIP and moment.hands != start:
        raise fail("hands", "at battle 0 the hands are those the game started with")
    if moment.battles == 0 and moment.outcome is Outcome.WIN and [
            s for s in range(moment.players) if start[s]] != moment.in_play:
        raise fail("winner", "a game won at battle 0 started with one seat holding cards")
    return rng


def check_keys(data: dict[str, Any], keys: tuple[str, ...],
               optional: tuple[str, ...] = ()) -> None:
    missing = [k for k in keys if k not in data]
    extra = [k for k in data if k not in keys and k not in optional]
    if missing:
        raise GameDataError(f"missing fields: {', '.join(missing)}")
    if extra:
        raise GameDataError(f"unknown fields: {', '.join(map(show, extra[:5]))}")


def build(cls: type[G], m: Moment, origin: Origin, rng: random.Random,
          watch: Watch | None, wars_won: list[int] | None = None) -> G:
    """The game of a checked moment (`wars_won` checked by `serial_end.read_end`)."""
    game = object.__new__(cls)  # as Game._blank: no __init__ (it refuses)
    game._origin, game._rng, game._shuffle = origin, rng, not origin.rules.fixed
    game._hands = [deque(h) for h in m.hands]
    game._table, game._table_seats, game._set_aside = m.table, m.table_seats, m.set_aside
    game._in_play, game._battle_out = m.in_play, m.battle_out
    game._battles, game._war_steps, game._war_battles = m.battles, m.war_steps, m.war_battles
    game._phase, game._round, game._taker = m.phase, m.round, m.taker
    game._outcome, game._winner = m.outcome, m.winner
    game._watch, game._check_at = watch, 0
    game._wars_won = wars_won
    game._aim()
    return game
