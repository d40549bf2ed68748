"""`krig-desktop --odds FILE [--json]`: each seat's chances to win a saved game.

Console output like `--simulate`, so plain English. The file goes through the same
loader as File→Load; one that cannot be used ends in one line saying why and exit code
2, as a bad FILE on the command line does. The chances come from `engine.odds.estimate`
with a fixed number of play-outs and a fixed seed, so the same file prints the same.
The text names the seats as the window does ("You", "CPU 1", people's names); the JSON
lists the chances by seat number.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from krig_desktop.engine.odds import Odds, estimate
from krig_desktop.storage.envelope import LoadedSave
from krig_desktop.storage.errors import LoadError, describe
from krig_desktop.storage.save_format import read_save

SAMPLES = 2000
SEED = 20_241_201
USAGE_EXIT = 2


def seat_names(people: tuple[str, ...], players: int) -> list[str]:
    """Each seat named as the window names it (TableTexts.seat_name, in English): one
    person is "You"; two are called by their names ("Player 2" when left blank)."""
    def name(seat: int) -> str:
        if len(people) == 1 and seat == 0:
            return "You"
        if seat < len(people):
            return people[seat] or f"Player {seat + 1}"
        return f"CPU {seat}"

    return [name(seat) for seat in range(players)]


def odds_report(path: Path, save: LoadedSave) -> dict[str, object]:
    """The chances for the game `save` read from `path`."""
    game = save.game
    odds: Odds = estimate(game, SAMPLES, SEED)
    return {
        "file": str(path), "players": game.players, "battles": game.battles,
        "over": game.over, "win": [round(w, 4) for w in odds.win],
        "draw": round(odds.draw, 4), "samples": odds.samples,
        "stderr": round(odds.stderr, 4), "cut": odds.cut, "exact": odds.exact,
    }


def format_text(report: dict[str, object], names: list[str]) -> str:
    win = report["win"]
    assert isinstance(win, list)
    how = ("exact" if report["exact"] else
           f"from {report['samples']} play-outs, standard error at most "
           f"{100 * float(report['stderr']):.1f} points")  # type: ignore[arg-type]
    lines = [f"{report['file']}: {report['players']} players, "
             f"{report['battles']} battles played; chances {how}"]
    lines += [f"{name}: {100 * chance:.1f} %" for name, chance in zip(names, win, strict=True)]
    draw_line = f"draw or undecided: {100 * float(report['draw']):.1f} %"  # type: ignore[arg-type]
    if report["cut"]:
        draw_line += f" ({report['cut']} play-outs still running when cut)"
    lines.append(draw_line)
    return "\n".join(lines)


def run_odds(path: Path, as_json: bool = False) -> int:
    """Run the --odds command; the exit code."""
    try:
        save = read_save(path)
    except LoadError as error:
        reason = " ".join(describe(error).split())  # one line, whatever the message
        print(f"krig-desktop: error: cannot use the saved game: {reason}", file=sys.stderr)
        return USAGE_EXIT
    report = odds_report(path, save)
    try:
        print(json.dumps(report) if as_json
              else format_text(report, seat_names(save.people, save.game.players)))
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (`| head -0`), as in --simulate
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
