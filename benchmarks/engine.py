"""Engine throughput against a bare-deque ceiling (run by hand, never in CI).

    .venv/bin/python benchmarks/engine.py [GAMES]

Times default 2-player games dealt and played to the end with `Game.play_to_end`, and
the same games played by `bare_game` below: the same rules in the fewest lines of plain
Python (deques of card numbers, one loop), as the pure-Python ceiling. Both must agree
on every game's length, so the comparison is of like with like. Prints games/s for
both and the ratio engine/bare (the goal is at least 0.5).

Then fixed gathering (2 players, 1 face-down card, the same game numbers): games/s of
`play_to_end()` in one call, and in `play_to_end(max_battles=1000)` slices as Finish game
plays them; repetition detection is part of both. Compare these between checkouts.
GAMES defaults to 2000; the smallest run (the smoke test's) is `engine.py 20`.
"""

from __future__ import annotations

import random
import sys
import time
from collections import deque

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.origin import deal_seed

PLAYERS = 2
FIXED = Rules(face_down=1, gathering="fixed")


def bare_game(seed: int) -> int:
    """One default 2-player game, dealt as the engine deals it; returns its battles."""
    rng = random.Random(deal_seed(seed, PLAYERS, Rules()))
    deck = list(range(52))
    rng.shuffle(deck)
    a = deque(deck[0:52:2][::-1])
    b = deque(deck[1:52:2][::-1])
    shuffle = rng.shuffle
    battles = 0
    while a and b:
        x, y = a.popleft(), b.popleft()
        pile = [x, y]
        while x >> 2 == y >> 2:  # a war: one face down, one face up each
            short_a, short_b = len(a) < 2, len(b) < 2
            if short_a or short_b:  # out at once; the cards left join the pile
                pile += a if short_a else (a.popleft(), a.popleft())
                pile += b if short_b else (b.popleft(), b.popleft())
                if short_a and short_b:
                    return battles  # both short at the same step: a draw
                a.clear() if short_a else b.clear()
                shuffle(pile)
                (b if short_a else a).extend(pile)
                return battles + 1
            pile += (a.popleft(), x := a.popleft(), b.popleft(), y := b.popleft())
        shuffle(pile)
        (a if x > y else b).extend(pile)
        battles += 1
    return battles


def engine_game(seed: int) -> int:
    game = Game.new(PLAYERS, seed)
    game.play_to_end()
    return game.battles


def fixed_game(seed: int) -> int:
    game = Game.new(PLAYERS, seed, FIXED)
    game.play_to_end()
    return game.battles


def fixed_game_sliced(seed: int) -> int:
    game = Game.new(PLAYERS, seed, FIXED)
    while game.play_to_end(max_battles=1000) is None:
        pass
    return game.battles


def timed(play, seeds: range) -> tuple[float, list[int]]:
    start = time.perf_counter()
    lengths = [play(seed) for seed in seeds]
    return time.perf_counter() - start, lengths


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 2000
    seeds = range(1, games + 1)
    timed(engine_game, range(1, 50))  # warm up
    bare_s, bare_len = timed(bare_game, seeds)
    engine_s, engine_len = timed(engine_game, seeds)
    mismatches = sum(x != y for x, y in zip(bare_len, engine_len, strict=True))
    print(f"games: {games} (2 players, default rules), battles in all: {sum(engine_len)}")
    print(f"engine play_to_end : {games / engine_s:8.0f} games/s")
    print(f"bare deque ceiling : {games / bare_s:8.0f} games/s")
    print(f"ratio engine/bare  : {bare_s / engine_s:8.2f}  (goal >= 0.5)")
    if mismatches:
        print(f"WARNING: {mismatches} games differ in length between engine and bare loop")
        return 1
    print("every game has the same length in both")
    whole_s, whole_len = timed(fixed_game, seeds)
    sliced_s, sliced_len = timed(fixed_game_sliced, seeds)
    print(f"fixed gathering, battles in all: {sum(whole_len)}")
    print(f"fixed play_to_end()          : {games / whole_s:8.0f} games/s")
    print(f"fixed play_to_end(1000) slices: {games / sliced_s:8.0f} games/s")
    if whole_len != sliced_len:
        print("WARNING: fixed games differ in length between one call and slices")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
