"""The save envelope: what a save file says around the engine's own game data.

Format version 5 (the current one):

    {
      "format": "krig-desktop-save",
      "version": 5,
      "program": {"name": "Krig Desktop", "version": "<krig_desktop.__version__>"},
      "saved_at": "2026-11-30T00:00:00Z",          UTC, ISO 8601
      "game_number": 123,                          the deal (game.seed)
      "players": 3,
      "rules": {"face_down": 1, "gathering": "shuffled"},   "end" too when the game
                                                   ends early ("battles:100", "wars:3";
                                                   Rules.to_dict)
      "statistics": {"battles": 10, "war_steps": 2, "cards": [20, 15, 16],
                     "in_play": [0, 1, 2], "over": false, "outcome": null},
      "game_key": "3f2a...",                       the game's identity: uuid4 hex
      "chances": [[0, 0.5, false], ...],           seat 0's chance as it went
                                                   (story_format.encode_chances)
      "people": ["Ada", "Bo"],                     the people at the computer: one
                                                   name per human seat from seat 0
                                                   ("" unnamed); 1 or 2 of them
      "calls": [[3, 0, 0, 1], ...],                the wars called: battle, seat
                                                   called, taker, counter's seat
                                                   (calls_format.encode_calls)
      "dealt_at": "2026-11-30T00:00:00Z",          when the game was dealt, UTC
      "seconds_played": 95,                        how long it was played, all
                                                   sessions together
      "game": { ... Game.to_dict(): the engine's data, with its own version ... }
    }

"game_key" names the game, not the file: every save and the resume file of one game
carry the same key, so loading or resuming it continues that game, and the history
records it once. "people" keeps the seats as they were: a game two people played at
one keyboard resumes and loads with both of them, named. "calls" keeps the wars the
player called (issue 27), so the history counts a resumed or loaded game's calls too.
"dealt_at" and "seconds_played" are the game's own time (model/game_time.py): a game
resumed, loaded or brought back goes on with its clock, and the history's start and
time played are the game's. Version 4 had neither: migrating takes the file's own time
("saved_at") for the deal, the best known, and 0 seconds.
Version 3 had no "people"
and no "calls": migrating gives it one unnamed person (the only kind version 3 could
seat) and no calls (none could be made).
Version 2 had no "game_key" and no "chances": migrating mints a key (each such file
becomes a game of its own) and gives no chances.
Version 1 (Krig Desktop 0.1.0) had the same envelope as version 2. The version went up with the
engine's game data inside, so that 0.1.0 says "made by a newer version" about a new save
instead of calling it damaged. Everything outside "game" repeats the game on purpose: a
person can read it, and on loading it must agree with the game (a cheap check against
damage). Whether the game itself is consistent is the engine's judgement alone.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from typing import Any

from krig_desktop import __version__
from krig_desktop.engine import Game
from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.game_time import GameTime, dealt_now
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.calls_format import encode_calls
from krig_desktop.storage.game_key import new_game_key
from krig_desktop.storage.story_format import SavedChances, encode_chances

FORMAT_NAME = "krig-desktop-save"
FORMAT_VERSION = 5
PROGRAM_NAME = "Krig Desktop"
KEYS = (
    "format", "version", "program", "saved_at", "game_number", "players", "rules",
    "statistics", "game_key", "chances", "people", "calls", "dealt_at", "seconds_played",
    "game",
)
GAME_KEY = re.compile(r"[0-9a-f]{32}")  # game_key.new_game_key()
PROGRAM_KEYS = ("name", "version")
RULES_KEYS = ("face_down", "gathering", "end")  # "end" only when not "out"
STATISTICS_KEYS = ("battles", "war_steps", "cards", "in_play", "over", "outcome")


class LoadedSave(Frozen):
    """A save that passed every check: the game and what the file said about it."""

    game: Game
    game_number: int
    saved_at: str
    program_version: str
    format_version: int  # the version the file was written in (before migration)
    game_key: str = ""  # the game's identity (minted at load for files without one)
    chances: SavedChances = SavedChances()
    people: tuple[str, ...] = ("",)  # one name per human seat from seat 0
    calls: tuple[WarCall, ...] = ()  # the wars called, oldest first
    time: GameTime = GameTime(0)  # when it was dealt, how long it was played


def has_game_number(game: Game) -> bool:
    """`game` was dealt (game number from 1), so a save can hold it. A game dealt by
    hand (`Game.from_hands` with its seed left at 0: tests and tools, never the
    player) has no game number; a save's "game_number" names the deal the player can
    ask for again, so it is not stretched to hold 0."""
    return int(game.seed) >= 1


def utc_iso(moment: float | None = None) -> str:
    """A moment (POSIX seconds; None: now) as a save writes it: UTC, ISO 8601, to the
    second ("2026-11-30T00:00:00Z"; the time module, not datetime: a resumed start
    imports this module before its first frame)."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(moment))


def utc_now_iso() -> str:
    """The time of saving (see `utc_iso`)."""
    return utc_iso()


def statistics_of(game: Game) -> dict[str, Any]:
    """The counters a person (or the check on loading) wants without reading the game."""
    return {
        "battles": int(game.battles),
        "war_steps": int(game.war_steps),
        "cards": [len(hand) for hand in game.hands],
        "in_play": [int(seat) for seat in game.in_play],
        "over": bool(game.over),
        "outcome": None if game.outcome is None else str(game.outcome),
    }


def rules_of(game: Game) -> dict[str, Any]:
    """The rules as the engine writes them: "end" only for a game that ends early, so a
    game played to the end reads as a version 5 save always did."""
    return game.rules.to_dict()


def build_document(game: Game, saved_at: str | None = None, game_key: str | None = None,
                   chances: SavedChances | None = None,
                   people: tuple[str, ...] = ("",),
                   calls: Sequence[WarCall] = (),
                   game_time: GameTime | None = None) -> dict[str, Any]:
    """The whole save of `game` (the current format version) as JSON-safe data; a game
    given no key gets a fresh one (a game of its own); `people` at the computer;
    `calls`: the wars called; `game_time`: when it was dealt and how long it was played
    (None: dealt now, not played yet)."""
    played = game_time or dealt_now()
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "program": {"name": PROGRAM_NAME, "version": __version__},
        "saved_at": saved_at or utc_now_iso(),
        "game_number": int(game.seed),
        "players": int(game.players),
        "rules": rules_of(game),
        "statistics": statistics_of(game),
        "game_key": game_key or new_game_key(),
        "chances": encode_chances(chances or SavedChances()),
        "people": [str(name) for name in people],
        "calls": encode_calls(calls),
        "dealt_at": utc_iso(played.dealt_at),
        "seconds_played": int(played.seconds),
        "game": game.to_dict(),
    }
