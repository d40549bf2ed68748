"""The cost of keeping the game as it goes (run by hand, never in CI).

    .venv/bin/python benchmarks/keep_game.py [--lengths 0,300,10000,100000,1000000]
        [--writes 30]

The Keeper (krig_desktop/controller/keeper.py) writes the game in play to resume.krig
after a step at rest, at most once a second while autoplay or Finish Game run. Each
keep is what File → Save does: the document built (with the key and the chances) on the
GUI thread, between two steps; then, on the keeper's writer thread, the document
encoded, the very checks of loading run on it, and an atomic write (QSaveFile, fsync,
the folder fsynced). For games of each length (battles; game 21 with 2 face-down cards and fixed
gathering, which runs for millions of battles, and a chance history of one mark per
battle, up to the cap) this prints the milliseconds per keep
(median and worst of --writes): the GUI thread's part (what could cost a frame), the
writer thread's encoding and checks, its write, and the whole; and the bytes written.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.atomic import write_atomic
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.game_key import new_game_key
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import decode
from krig_desktop.storage.story_format import MAX_MARKS, ChanceMark, SavedChances

LONG_GAME = (2, 21, Rules(face_down=2, gathering="fixed"))


def played(battles: int) -> Game:
    game = Game.new(*LONG_GAME)
    game.play_to_end(max_battles=battles)
    return game


def chances_of(battles: int) -> SavedChances:
    """One mark per battle (the most the feed could have), chances in a slow wave; a
    feed thins its own history, so past MAX_MARKS this keeps an evenly spread cap."""
    step = max(1, battles // MAX_MARKS)
    return SavedChances(tuple(ChanceMark(b, 0.5 + 0.4 * ((b % 200) - 100) / 100, b % 7 == 0)
                              for b in range(0, battles + 1, step)))


def measure(battles: int, writes: int, folder: Path) -> str:
    game, chances, key = played(battles), chances_of(battles), new_game_key()
    path = folder / "resume.krig"
    gui, check, write, whole = [], [], [], []
    for _ in range(writes):
        began = time.perf_counter()
        document = build_document(game, game_key=key, chances=chances)
        built = time.perf_counter()
        data = encode(document)
        decode(data, path)
        checked = time.perf_counter()
        write_atomic(path, data)
        done = time.perf_counter()
        gui.append((built - began) * 1000)
        check.append((checked - built) * 1000)
        write.append((done - checked) * 1000)
        whole.append((done - began) * 1000)
    size = path.stat().st_size

    def ms(values: list[float]) -> str:
        return f"{statistics.median(values):6.2f} ({max(values):6.2f})"

    return (f"{battles:>9,} battles  GUI thread {ms(gui)}  writer: encode+check "
            f"{ms(check)}  write {ms(write)}  whole {ms(whole)} ms  {size:>8,} bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lengths", default="0,300,10000,100000,1000000")
    parser.add_argument("--writes", type=int, default=30)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="krig-keep-") as folder:
        for battles in (int(n) for n in args.lengths.split(",")):
            print(measure(battles, args.writes, Path(folder)), flush=True)
    print("(median (worst) in ms; only the GUI thread's part happens between two steps)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
