"""The command line: one parser shared by `main()` and `create_main_window()`.

Every mistake in a command line ends in argparse's clear message and exit code 2, never a
traceback; that includes a save FILE that is missing or cannot be read. A message quotes
what was typed only in part (`shorten`), so a 100,000-character argument is not echoed.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from krig_desktop import __version__
from krig_desktop.engine import (
    FACE_DOWN_RANGE,
    GATHERINGS,
    MAX_GAME_NUMBER,
    PLAYERS_RANGE,
    RANDOM_GAME_NUMBERS,
    Rules,
    parse_end,
)
from krig_desktop.engine.frozen import Frozen
from krig_desktop.people import (
    HUMANS_RANGE,
    MAX_NAME_CHARS,
    check_people,
    name_problem,
    seat_people,
)
from krig_desktop.speed import DEFAULT_SPEED, Speed
from krig_desktop.today import TODAYS_PLAYERS, local_day, todays_game_number

# Language codes the program ships; "tl" (Tagalog) and "no" are accepted as aliases.
LANGUAGES = ("en", "uk", "fil", "nb")
LANGUAGE_ALIASES = {"tl": "fil", "no": "nb", "nn": "nb", "en_us": "en", "en_gb": "en"}
INTERRUPTED_EXIT = 128 + 2  # the exit code of a program stopped by Ctrl+C (SIGINT)
# How much of a value typed on the command line an error message quotes.
ECHO_LIMIT = 40
# File paths keep their end (the file's own name), and a little more of it.
PATH_ECHO_LIMIT = 120


class Options(Frozen):
    """What the person asked for on the command line (None: use the remembered setting)."""

    players: int | None = None
    game: int | None = None
    speed: Speed | None = None
    lang: str | None = None
    face_down: int | None = None
    gathering: str | None = None
    end: str | None = None  # "out", "battles:N" or "wars:K" (RULES.md "Ending early")
    simulate: int | None = None
    jobs: int = 1
    max_plays: int | None = None  # --simulate: a game still going after this is undecided
    stats: bool = False
    odds: Path | None = None
    json: bool = False
    smoke: int | None = None
    file: Path | None = None
    import_history: Path | None = None
    humans: int | None = None  # people at the computer, seats 0 and 1 (issue 27)
    names: tuple[str, ...] | None = None  # their names, from seat 0
    today: bool = False  # the day's deal: its game number, 2 players, default rules

    @property
    def opens_window(self) -> bool:
        """False for the console commands (--simulate, --stats, --odds,
        --import-history), which need no QApplication."""
        return (self.simulate is None and not self.stats and self.odds is None
                and self.import_history is None)


class GameSetup(Frozen):
    """The options with every gap filled: what a new window or a simulation starts with.

    `game` is the first game number: the one a window deals, or where a simulation
    starts counting. `people`: the names of the people at the computer, one per human
    seat from seat 0 (seats 0 and 1 with two people); "" for a person not named (one
    person: "You").
    """

    players: int
    game: int
    speed: Speed
    rules: Rules
    people: tuple[str, ...] = ("",)

    @property
    def humans(self) -> int:
        return len(self.people)


# More worker processes than this would only queue behind each other.
MAX_JOBS = 64
# Qt's own options, taken by QApplication before the rest is parsed (see app.py).
QT_OPTIONS_HELP = (
    "Qt's own options are accepted too when a window opens, for example "
    "-platform NAME (xcb, wayland, offscreen), -style NAME (fusion), -reverse "
    "(right to left), -stylesheet FILE, -display DISPLAY, -qwindowgeometry WxH+X+Y; "
    "see the QApplication and QGuiApplication documentation."
)

# Without --game a simulation starts at game 1, so a run can be repeated as it is.
FIRST_SIMULATED_GAME = 1
DEFAULT_PLAYERS = PLAYERS_RANGE[0]


def random_game_number() -> int:
    """A game number for a deal nobody asked a number for."""
    return random.randint(*RANDOM_GAME_NUMBERS)


def resolve_options(options: Options) -> GameSetup:
    """Fill in what the command line (and the remembered settings merged into it) left
    open. The one place defaults are decided; `app.py` calls it once per start."""
    default = Rules()
    humans = options.humans if options.humans is not None else HUMANS_RANGE[0]
    people = seat_people(humans, options.names or ())
    if options.today:  # the day's deal is the same for everyone: nothing remembered
        return GameSetup(players=TODAYS_PLAYERS,
                         game=todays_game_number(local_day()),
                         speed=options.speed if options.speed is not None else DEFAULT_SPEED,
                         rules=default, people=people)
    if options.game is not None:
        game = options.game
    elif options.simulate is not None:
        game = FIRST_SIMULATED_GAME
    else:
        game = random_game_number()
    return GameSetup(
        players=options.players if options.players is not None else DEFAULT_PLAYERS,
        game=game,
        speed=options.speed if options.speed is not None else DEFAULT_SPEED,
        rules=Rules(
            face_down=options.face_down if options.face_down is not None else default.face_down,
            gathering=options.gathering if options.gathering is not None else default.gathering,
            end=options.end if options.end is not None else default.end,
        ),
        people=people,
    )


def shorten(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` as a message may quote it: at most `limit` characters, "…" marking a cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shorten_path(text: str, limit: int = PATH_ECHO_LIMIT) -> str:
    """A path as a message may quote it: its end, where the file's name is."""
    return text if len(text) <= limit else "…" + text[-(limit - 1):]


def number_text(value: int) -> str:
    """A number as a message shows it: whole, or for a long one its start and length."""
    digits = str(abs(value))
    if len(digits) < ECHO_LIMIT:
        return str(value)
    return f"{shorten(str(value))} ({len(digits)} digits)"


def largest_text(high: int) -> str:
    """How a message names an upper bound: "10" as it is, 10**4300 - 1 as "4300 nines"."""
    digits = str(high)
    if len(digits) >= ECHO_LIMIT and set(digits) == {"9"}:
        return f"{len(digits)} nines"
    return number_text(high)


def _int_in(low: int, high: int | None, what: str) -> Callable[[str], int]:
    span = f"{low} or more" if high is None else f"from {low} to {largest_text(high)}"

    def convert(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if digits.isdecimal() and high is not None and len(digits) > len(str(high)):
            # Too long to be in range: say so before int() works on it (and instead of
            # the "whole number" message int() would lead to past 4300 digits).
            raise argparse.ArgumentTypeError(
                f"{what} must be {span}, not {shorten(text.strip())} ({len(digits)} digits)"
            )
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not {shorten(text)!r}"
            ) from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{what} must be {span}, not {number_text(value)}")
        return value

    return convert


def _choice(options: tuple[str, ...], what: str) -> Callable[[str], str]:
    """Like argparse's `choices`, but quoting a wrong value only in part."""

    def convert(text: str) -> str:
        if text not in options:
            raise argparse.ArgumentTypeError(
                f"{what} must be one of {', '.join(options)}, not {shorten(text)!r}"
            )
        return text

    return convert


def _end(text: str) -> str:
    """--end: "out", "battles:N" or "wars:K", as Rules(end=...) takes it."""
    try:
        parse_end(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--end must be out, battles:N (N from 1 to 10000) or wars:K (K from 1 to 20), "
            f"not {shorten(text)!r}") from None
    return text


def normalise_language(code: str) -> str | None:
    """'uk', 'uk_UA', 'tl', 'nb-NO', 'fil' ... to one of LANGUAGES, or None if not shipped."""
    base = code.strip().lower().replace("-", "_")
    if base in LANGUAGE_ALIASES:
        return LANGUAGE_ALIASES[base]
    base = base.split("_")[0].split(".")[0]
    base = LANGUAGE_ALIASES.get(base, base)
    return base if base in LANGUAGES else None


def _speed(text: str) -> Speed:
    return Speed(_choice(Speed.names(), "--speed")(text))


def _language(text: str) -> str:
    code = normalise_language(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"unknown language {shorten(text)!r}; choose one of: {', '.join(LANGUAGES)}"
        )
    return code


def _names(text: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in text.split(","))
    for name in names:
        problem = name_problem(name)
        if problem is not None:
            raise argparse.ArgumentTypeError(
                f"{problem}, not {shorten(name)!r}" if name else problem)
    return names


def _save_file(text: str) -> Path:
    path = Path(text)
    shown = shorten_path(text)
    try:
        exists, is_file = path.exists(), path.is_file()
    except OSError as error:  # a name too long, a folder on the way that cannot be read
        reason = error.strerror or type(error).__name__
        raise argparse.ArgumentTypeError(f"cannot read the file: {shown}: {reason}") from None
    if not exists:
        raise argparse.ArgumentTypeError(f"no such file: {shown}")
    if not is_file:
        raise argparse.ArgumentTypeError(f"not a file: {shown}")
    if not os.access(path, os.R_OK):
        raise argparse.ArgumentTypeError(f"cannot read the file: {shown}")
    return path


class _Parser(argparse.ArgumentParser):
    """argparse, with its own messages kept short too.

    The options' own checks quote values in part already; argparse's messages that
    quote a whole argument ("ambiguous option: --s=…", "ignored explicit argument …")
    get every over-long word cut here, at a length that leaves quoted paths whole.
    """

    def error(self, message: str) -> NoReturn:
        # PATH_ECHO_LIMIT + 2: a path shortened above, with the colon that may follow it
        words = message.split(" ")
        super().error(" ".join(shorten(word, PATH_ECHO_LIMIT + 2) for word in words))


def build_parser(lenient: bool = False) -> argparse.ArgumentParser:
    """The parser; `lenient`: files are not looked at (for a first look at a command
    line that may still hold Qt's options and their values)."""
    parser = _Parser(
        prog="krig-desktop",
        description="Krig (War), the card game: you against up to three CPU players.",
        epilog="Saves and settings live in the per-user configuration folder "
        "(krig-desktop). " + QT_OPTIONS_HELP,
    )
    file_type: Callable[[str], object] = str if lenient else _save_file
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    low, high = PLAYERS_RANGE
    parser.add_argument("--players", type=_int_in(low, high, "--players"), metavar="N",
                        help=f"number of players, {low} to {high} "
                        f"(you and {low - 1} to {high - 1} CPU players)")
    parser.add_argument("--game", type=_int_in(1, MAX_GAME_NUMBER, "--game"), metavar="N",
                        help="game number: the same number deals the same game")
    parser.add_argument("--speed", type=_speed, metavar="{" + ",".join(Speed.names()) + "}",
                        help=f"animation speed ({Speed.INSTANT.value}: none)")
    parser.add_argument("--lang", type=_language, metavar="CODE",
                        help=f"language: {', '.join(LANGUAGES)} (default: the system's)")
    low, high = FACE_DOWN_RANGE
    parser.add_argument("--face-down", type=_int_in(low, high, "--face-down"), metavar="N",
                        help=f"face-down cards per war, {low} to {high} "
                        f"(default {Rules().face_down})")
    parser.add_argument("--gathering", type=_choice(GATHERINGS, "--gathering"),
                        metavar="{" + ",".join(GATHERINGS) + "}",
                        help="how a won pile goes under the winner's hand "
                        f"(default {Rules().gathering})")
    parser.add_argument("--end", type=_end, metavar="{out,battles:N,wars:K}",
                        help="when the game ends: out (one player has every card, the "
                        "default), battles:N (the most cards after battle N win) or "
                        "wars:K (the first to win K wars wins)")
    low, high = HUMANS_RANGE
    parser.add_argument("--humans", type=_int_in(low, high, "--humans"), metavar="N",
                        help="people at this computer, 1 or 2 (default 1); two play "
                        "seats 1 and 2, each with a key of their own")
    parser.add_argument("--names", type=_names, metavar="A,B",
                        help=f"the people's names, comma-separated (at most "
                        f"{MAX_NAME_CHARS} characters each)")
    parser.add_argument("--today", action="store_true",
                        help=f"deal today's game: the same deal for everyone today "
                        f"({TODAYS_PLAYERS} players, default rules)")
    parser.add_argument("--simulate", type=_int_in(1, MAX_GAME_NUMBER, "--simulate"),
                        metavar="N",
                        help="play N games without a window and print statistics")
    parser.add_argument("--jobs", type=_int_in(1, MAX_JOBS, "--jobs"), metavar="K",
                        help="with --simulate: spread the games over K processes "
                        "(the same statistics as one)")
    parser.add_argument("--max-plays", type=_int_in(1, None, "--max-plays"), metavar="N",
                        help="with --simulate: stop a game after N cards laid per player "
                        "and count it as undecided")
    parser.add_argument("--stats", action="store_true",
                        help="print the statistics of the games you played, without a window")
    parser.add_argument("--odds", type=file_type, metavar="FILE",
                        help="print each seat's chances to win a saved game, without a window")
    parser.add_argument("--import-history", type=file_type, metavar="FILE",
                        help="merge another history.sqlite3 or an exported CSV into "
                        "your game history (games already there are not added again), "
                        "without a window")
    parser.add_argument("--json", action="store_true",
                        help="with --simulate, --stats or --odds: print one JSON object")
    parser.add_argument("--smoke", type=_int_in(1, None, "--smoke"), metavar="N",
                        help="open the window, play N steps, and quit (a start-up check)")
    parser.add_argument("file", nargs="?", type=file_type, metavar="FILE",
                        help="a saved game (.krig) to open")
    return parser


def parse_options(argv: list[str] | None, lenient: bool = False) -> Options:
    """Parse `argv` (without the program name); exits with code 2 on any mistake.

    `lenient`: a first look, before QApplication took Qt's options out: arguments not
    ours are passed over and files are not looked at (`file` and `odds` are then only
    whether they were given); `--help` and every mistake in our own options still end
    here, before Qt is loaded.
    """
    if argv == []:
        # Nothing typed (a start from a menu or a launcher): every option is its default
        # and there is nothing to check, so argparse is not asked: building its parser
        # is slow, the first time most (gettext looks on disk for argparse's
        # translations of its words, and loads locale).
        return Options()
    return _parse(argv, lenient)


def _parse(argv: list[str] | None, lenient: bool) -> Options:
    """`parse_options` by argparse (any command line, the empty one included)."""
    parser = build_parser(lenient)
    ns, extra = parser.parse_known_args(argv)
    if extra and not lenient:
        parser.error("unrecognized arguments: " + " ".join(shorten(arg) for arg in extra))
    commands = [name for name, given in (("--simulate", ns.simulate is not None),
                                         ("--stats", ns.stats),
                                         ("--odds", ns.odds is not None),
                                         ("--import-history",
                                          ns.import_history is not None)) if given]
    if len(commands) > 1:
        parser.error(f"{commands[0]} and {commands[1]} do not go together")
    if ns.json and commands in ([], ["--import-history"]):
        parser.error("--json only goes with --simulate, --stats or --odds")
    if ns.jobs is not None and ns.simulate is None:
        parser.error("--jobs only goes with --simulate")
    if ns.max_plays is not None and ns.simulate is None:
        parser.error("--max-plays only goes with --simulate")
    check_people(parser, ns, commands)
    if ns.simulate is not None:
        first = ns.game if ns.game is not None else FIRST_SIMULATED_GAME
        if first + ns.simulate - 1 > MAX_GAME_NUMBER:
            parser.error(
                f"--simulate {number_text(ns.simulate)} from game {number_text(first)} "
                f"would go past the largest game number ({largest_text(MAX_GAME_NUMBER)})"
            )
    return Options(
        players=ns.players, game=ns.game, speed=ns.speed, lang=ns.lang,
        face_down=ns.face_down, gathering=ns.gathering, end=ns.end, simulate=ns.simulate,
        jobs=ns.jobs if ns.jobs is not None else 1, max_plays=ns.max_plays, stats=ns.stats,
        odds=None if ns.odds is None else Path(ns.odds),
        json=ns.json, smoke=ns.smoke, file=None if ns.file is None else Path(ns.file),
        import_history=None if ns.import_history is None else Path(ns.import_history),
        humans=ns.humans, names=ns.names, today=ns.today,
    )
