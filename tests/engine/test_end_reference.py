"""Reference figures for the end option (issue 44 item 4), each against an exact one.

- The end never changes the deal, so under "battles:N" every game is the game played to
  the end, cut at battle N: the simulator's histogram must be the "out" histogram with
  every length past N moved to N, exactly, for the same game numbers (the mean is
  E[min(N, T)]). Under "wars:K" the length is where a seat first takes the pile of its
  K-th battle with a war, read from the battles of the same games played to the end.
- On a small deck every deal is enumerated, and each game's end under fixed gathering is
  computed by a small independent implementation of RULES.md (2 players, one card face
  down): the exact expected length, as a fraction, must be the engine's.

The figures for the lead's docs (mean battles, game numbers 1-20,000, 2 players, one
face down, shuffled) come from the same calls as these tests, with more games.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter, deque
from fractions import Fraction

import pytest

from krig_desktop.app import main
from krig_desktop.engine import Card, Game, Rules

GAMES = 5000  # game numbers 1..GAMES
WAR_ENDS = (3, 5)
BATTLE_ENDS = (50, 100, 200)


def simulate_json(capsys, *args: str) -> dict:
    assert main(["--simulate", str(GAMES), "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def histogram(summary: dict) -> Counter[int]:
    return Counter({int(k): v for k, v in summary["battles_histogram"].items()})


def mean(hist: Counter[int]) -> float:
    return round(sum(k * n for k, n in hist.items()) / sum(hist.values()), 2)


@pytest.mark.slow
def test_battles_n_is_the_game_played_to_the_end_cut_at_n(capsys):
    out = histogram(simulate_json(capsys))
    assert sum(out.values()) == GAMES
    for last in BATTLE_ENDS:
        summary = simulate_json(capsys, "--end", f"battles:{last}")
        cut: Counter[int] = Counter()
        for length, games in out.items():
            cut[min(length, last)] += games
        assert histogram(summary) == cut
        assert summary["mean_battles"] == mean(cut)
        # Who wins: the most cards after battle N of the game played to the end.
        wins, shared = [0, 0], 0
        for number in range(1, 400):
            game = Game.new(2, number)
            game.play_to_end(max_battles=last)
            sizes = game.hand_sizes
            if not game.over and sizes[0] == sizes[1]:
                shared += 1
            elif game.over:
                wins[game.winner] += 1
            else:
                wins[sizes.index(max(sizes))] += 1
        check = json.loads(_run(capsys, "--end", f"battles:{last}", count=399))
        assert (check["wins"], check["shared"]) == (wins, shared)


def _run(capsys, *args: str, count: int) -> str:
    assert main(["--simulate", str(count), "--json", *args]) == 0
    return capsys.readouterr().out


def wars_end(number: int, goal: int) -> tuple[int, int | None]:
    """(battles, winner) of game `number` under "wars:goal", read from the game played
    to the end under "out": the first seat to take the pile of its goal-th battle with
    a war step wins when it is gathered."""
    game = Game.new(2, number)
    won = [0, 0]
    while not game.over:
        report = game.play_battle()
        assert report is not None
        if report.winner is not None and report.war_steps:
            won[report.winner] += 1
            if won[report.winner] == goal:
                return game.battles, report.winner
    return game.battles, game.winner


@pytest.mark.slow
def test_wars_k_ends_where_the_kth_war_is_taken(capsys):
    for goal in WAR_ENDS:
        summary = simulate_json(capsys, "--end", f"wars:{goal}")
        expected: Counter[int] = Counter()
        wins = [0, 0]
        for number in range(1, GAMES + 1):
            battles, winner = wars_end(number, goal)
            expected[battles] += 1
            if winner is not None:
                wins[winner] += 1
        assert histogram(summary) == expected
        assert summary["mean_battles"] == mean(expected)
        assert summary["wins"] == wins and summary["shared"] == 0


# ----- a small deck, every deal


SMALL_DECK = (2, 2, 3, 3, 4, 4, 5, 5)  # ranks; 2,520 distinct deals of 4 cards each


def reference(hands: tuple[tuple[int, ...], ...], end: str) -> tuple[str, int]:
    """(outcome, battles) of a 2-player game with fixed gathering and one card face
    down, from RULES.md alone, top card first. A card is (rank, which of its rank), as
    `as_cards` names them: the play reads ranks, a repetition compares cards."""
    kind, _, count = end.partition(":")
    limit = int(count) if count else 0
    used: Counter[int] = Counter()
    held: list[deque[tuple[int, int]]] = []
    for hand in hands:
        held.append(deque())
        for rank in hand:
            held[-1].append((rank, used[rank]))
            used[rank] += 1
    battles, wars, seen = 0, [0, 0], set()
    while True:
        if kind != "battles":  # the repetition rule
            position = (tuple(held[0]), tuple(held[1]))
            if position in seen:
                return "repetition", battles
            seen.add(position)
        pile = [held[0].popleft(), held[1].popleft()]
        up, steps, taker = pile[:], 0, None
        while up[0][0] == up[1][0]:
            steps += 1
            short = [len(held[s]) < 2 for s in (0, 1)]
            for seat in (0, 1):
                if short[seat]:
                    pile.extend(held[seat])
                    held[seat].clear()
                else:
                    pile.append(held[seat].popleft())
                    up[seat] = held[seat].popleft()
                    pile.append(up[seat])
            if all(short):
                return "draw", battles
            if any(short):
                taker = short.index(False)
                break
        if taker is None:
            taker = 0 if up[0][0] > up[1][0] else 1
        held[taker].extend(pile)
        battles += 1
        wars[taker] += steps > 0
        if not held[1 - taker] or (kind == "wars" and steps and wars[taker] == limit):
            return "win", battles
        if kind == "battles" and battles == limit:
            return ("shared" if len(held[0]) == len(held[1]) else "win"), battles


def deals() -> list[tuple[tuple[int, ...], ...]]:
    """Every deal up to the suits: swapping the two cards of a rank everywhere plays the
    same game, so each of these stands for 16 of the 40,320 deals of 8 cards."""
    orders = sorted(set(itertools.permutations(SMALL_DECK)))
    return [(order[:4], order[4:]) for order in orders]


def as_cards(hands: tuple[tuple[int, ...], ...]) -> list[list[Card]]:
    """The ranks as cards: the first of a rank a spade, the second a heart."""
    used: Counter[int] = Counter()
    out = []
    for hand in hands:
        row = []
        for rank in hand:
            row.append(Card.parse(f"{rank}{'SH'[used[rank]]}"))
            used[rank] += 1
        out.append(row)
    return out


@pytest.mark.parametrize("end", ["out", "battles:3", "battles:8", "wars:1", "wars:2"])
def test_small_deck_expected_length_is_exact(end):
    all_deals = deals()
    assert len(all_deals) == 2520
    total, engine_total = Fraction(0), Fraction(0)
    outcomes: Counter[str] = Counter()
    for hands in all_deals:
        outcome, battles = reference(hands, end)
        game = Game.from_hands(as_cards(hands), Rules(gathering="fixed", end=end))
        game.play_to_end()
        assert (str(game.outcome), game.battles) == (outcome, battles), hands
        total += battles
        engine_total += game.battles
        outcomes[outcome] += 1
    assert engine_total / len(all_deals) == total / len(all_deals)
    assert EXPECTED_SMALL[end] == (total / len(all_deals), dict(outcomes))


# The exact figures (a fraction of battles over the 2,520 deals, and the outcomes).
EXPECTED_SMALL: dict[str, tuple[Fraction, dict[str, int]]] = {
    "out": (Fraction(26893, 2520), {"win": 1500, "repetition": 920, "draw": 100}),
    "battles:3": (Fraction(874, 315), {"win": 2432, "draw": 88}),
    "battles:8": (Fraction(691, 120), {"win": 2009, "shared": 411, "draw": 100}),
    "wars:1": (Fraction(2717, 315), {"win": 1668, "repetition": 752, "draw": 100}),
    "wars:2": (Fraction(8959, 840), {"win": 1500, "repetition": 920, "draw": 100}),
}
