"""What a game's chance history costs in a save (run by hand, never in CI).

    .venv/bin/python benchmarks/story_size.py [BATTLES ...]

For games of BATTLES estimated battles (default 10 100 500 10000 1000000), the marks
the odds feed would keep (one per battle, as a game played battle by battle at rest:
an estimate refined to 1,200 play-outs, a war now and then, a moment left early now
and then), thinned and encoded as a save writes them (`storage/json_codec.encode`, the
save's indented JSON, the marks under the document's "chances"):

- the marks kept (at most MAX_MARKS) and the bytes they add to the save;
- bytes per estimated battle, and per mark kept (the bound: a save never carries more
  than MAX_MARKS marks, so a million battles add MAX_MARKS times that);
- the time to thin and encode them (the save does it at most once a second while a
  game is kept as it goes) and to decode them (a load).

The machine is shared: compare ratios between runs, not single numbers.
"""

from __future__ import annotations

import random
import sys
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.story_format import (
    MAX_MARKS,
    ChanceMark,
    SavedChances,
    decode_chances,
    encode_chances,
)


def history(battles: int, seed: int = 1) -> tuple[ChanceMark, ...]:
    """Marks like the feed's: a chance wandering between 0 and 1, its standard error
    from 1,200 play-outs, one battle in 12 with a war, one in 20 left early."""
    rng = random.Random(seed)
    chance, marks = 0.5, []
    for battle in range(battles + 1):
        chance = min(1.0, max(0.0, chance + rng.gauss(0, 0.04)))
        stderr = None if battle and rng.random() < 0.05 else max(
            0.0, (chance * (1 - chance) / 1200) ** 0.5)
        marks.append(ChanceMark(battle, chance, battle > 0 and rng.random() < 1 / 12, stderr))
    return tuple(marks)


def main(argv: list[str]) -> None:
    sizes = [int(a) for a in argv] or [10, 100, 500, 10_000, 1_000_000]
    empty = len(encode({"chances": []}))
    print(f"MAX_MARKS = {MAX_MARKS}")
    print(f"{'battles':>10} {'marks':>6} {'bytes':>8} {'B/battle':>9} {'B/mark':>7} "
          f"{'encode ms':>10} {'decode ms':>10}")
    for battles in sizes:
        marks = history(battles)
        began = time.perf_counter()
        encoded = encode_chances(SavedChances(marks))
        data = encode({"chances": encoded})
        encoding = (time.perf_counter() - began) * 1000
        began = time.perf_counter()
        decode_chances(encoded, battles)
        decoding = (time.perf_counter() - began) * 1000
        added = len(data) - empty
        print(f"{battles:>10,} {len(encoded):>6} {added:>8,} {added / (battles + 1):>9.1f} "
              f"{added / max(1, len(encoded)):>7.1f} {encoding:>10.1f} {decoding:>10.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
