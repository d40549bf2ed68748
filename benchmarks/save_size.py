"""The size of a save (and of resume.krig) by game length, chances included (by hand).

    .venv/bin/python benchmarks/save_size.py [--lengths 0,300,10000,100000,1000000]

Saves of format 3 hold the engine's game (constant size: the deal, the moment, the
generator), the envelope, the game's key and its chance history. For each length
(battles of game 21, 2 players, 2 face-down cards, fixed gathering; also the longest
of the first 300 shuffled 2-player deals) this prints the whole file's bytes without
chances, with a full chance history (one mark per battle: the save thins it to
story_format.MAX_MARKS), the marks kept, and the bytes per kept mark. The bound per
estimated battle is the odds side's measure; this is the file a player gets.
"""

from __future__ import annotations

import argparse
import sys

from krig_desktop.engine import Game
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.game_key import new_game_key
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import MAX_SAVE_BYTES
from krig_desktop.storage.story_format import MAX_MARKS, SavedChances, encode_chances

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from _long_games import longest_shuffled
from keep_game import chances_of, played  # the same games and chances


def row(label: str, game: Game) -> str:
    key = new_game_key()
    bare = len(encode(build_document(game, game_key=key)))
    chances = chances_of(game.battles)
    full = len(encode(build_document(game, game_key=key, chances=chances)))
    kept = len(encode_chances(chances))
    per = (full - bare) / kept if kept else 0.0
    return (f"{label:<28} {game.battles:>9,} battles  {bare:>7,} bytes bare  "
            f"{full:>8,} with chances  {kept:>5,} marks kept  {per:5.1f} bytes a mark")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lengths", default="0,300,10000,100000,1000000")
    parser.add_argument("--shuffled", type=int, default=300)
    args = parser.parse_args(argv)
    print(f"cap: {MAX_MARKS:,} marks; a save is refused above {MAX_SAVE_BYTES:,} bytes")
    for battles in (int(n) for n in args.lengths.split(",")):
        print(row("fixed, 2 face-down, game 21", played(battles)), flush=True)
    if args.shuffled:
        game = longest_shuffled(args.shuffled)
        print(row(f"longest shuffled 1..{args.shuffled}", game))
    print(f"(no chances at all: {len(encode(build_document(Game.new(2, 1)))):,} bytes;"
          f" chances empty: {encode_chances(SavedChances())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
