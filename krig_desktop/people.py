"""The people at the computer (issue 27): one, or two sharing the keyboard.

How many may sit (HUMANS_RANGE), what a name may be (`name_problem`: one check for the
command line, the New Game dialog, the settings and the saves), and the command line's
`--humans`, `--names` and `--today` (what goes with what). No Qt; of the package only
today's deal.
"""

from __future__ import annotations

import argparse
import unicodedata
from collections.abc import Sequence

from krig_desktop.today import TODAYS_PLAYERS

# People at one computer: one (you against the CPU players) or two (seats 0 and 1).
HUMANS_RANGE = (1, 2)
MAX_NAME_CHARS = 40  # as the history keeps them; a long name is cut on the felt, whole in its tool tip
# The format characters (category Cf) an emoji is made of: the zero-width joiner of
# family and profession emoji ("👩🏽‍🚀") and the tags of subdivision flags. Every
# other format character stays out, the bidirectional overrides and isolates first:
# they would turn the felt, the saves and the logs around. (Variation selectors and
# skin-tone modifiers are not format characters: they always passed.)
EMOJI_JOINER = "\u200d"
EMOJI_TAGS = range(0xE0020, 0xE0080)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a person's name (None: it can): empty, too long, or holding
    control characters (a name is drawn on the felt and written in saves and logs).
    One check for the command line, the New Game dialog, the settings and the saves."""
    if not name.strip():
        return "a name cannot be empty"
    if len(name) > MAX_NAME_CHARS:
        return f"a name has at most {MAX_NAME_CHARS} characters"
    if any(_is_control(char) for char in name):
        return "a name cannot hold control characters"
    return None


def _is_control(char: str) -> bool:
    """A control, line or paragraph separator, or a format character emoji do not need."""
    category = unicodedata.category(char)
    if category == "Cf":
        return char != EMOJI_JOINER and ord(char) not in EMOJI_TAGS
    return category in ("Cc", "Zl", "Zp")


def seat_people(humans: int, names: Sequence[str]) -> tuple[str, ...]:
    """One name per human seat from seat 0: the names given, "" for the rest."""
    given = [name.strip() for name in names][:humans]
    return tuple(given + [""] * (humans - len(given)))


def check_people(parser: argparse.ArgumentParser, ns: argparse.Namespace,
                 commands: list[str]) -> None:
    """--humans, --names and --today: what goes together with what."""
    window = [name for name, given in (("--humans", ns.humans is not None),
                                       ("--names", ns.names is not None),
                                       ("--today", ns.today)) if given]
    if window and commands:
        parser.error(f"{window[0]} opens a window; it does not go with {commands[0]}")
    if ns.today:
        for name, given in (("--game", ns.game is not None),
                            ("--players", ns.players is not None),
                            ("--face-down", ns.face_down is not None),
                            ("--gathering", ns.gathering is not None),
                            ("--end", ns.end is not None),
                            ("FILE", ns.file is not None)):
            if given:
                parser.error(f"--today deals today's game ({TODAYS_PLAYERS} players, "
                             f"default rules); it does not go with {name}")
    humans = ns.humans if ns.humans is not None else HUMANS_RANGE[0]
    players = TODAYS_PLAYERS if ns.today else ns.players
    if players is not None and humans > players:
        parser.error(f"--humans {humans} needs at least {humans} players, not {players}")
    if ns.names is not None:
        if ns.humans is None and len(ns.names) > 1:
            parser.error(f"--names gives {len(ns.names)} names; with more than one "
                         "person add --humans 2")
        if len(ns.names) > humans:
            parser.error(f"--names gives {len(ns.names)} names for {humans} "
                         f"{'person' if humans == 1 else 'people'}")
        folded = [name.casefold() for name in ns.names]
        if len(set(folded)) < len(folded):
            parser.error("--names: two people cannot have the same name")
