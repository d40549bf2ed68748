"""What a system card deck costs: finding decks, parsing one, its first cards (by hand).

    .venv/bin/python benchmarks/decks.py [--width 110] [--quick] [KEY ...]

Prints the time to list the installed decks, then for our own deck and each KEY
(default: a light and a heavy KDE deck and an Aisleriot deck, where installed) the time
to choose it (parse and check), to draw its back and first face at the table's card
width, the median face after that, and the first-card total as a ratio to our own.
`--quick` (the smoke test's run) measures only our own deck and the KEYs given: it needs
no deck installed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _temp_config  # noqa: F401  (first: a temporary config folder)
from PySide6.QtGui import QGuiApplication

DEFAULT_KEYS = ["kde:svg-oxygen-white", "kde:svg-dondorf", "aisleriot:anglo"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=110)
    parser.add_argument("--quick", action="store_true",
                        help="our own deck (and the KEYs given) only: no default KEYs")
    parser.add_argument("keys", nargs="*",
                        help=f"decks to measure (default: {' '.join(DEFAULT_KEYS)})")
    args = parser.parse_args()
    keys = args.keys or ([] if args.quick else DEFAULT_KEYS)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    from krig_desktop.engine.cards import SUITS, Card
    from krig_desktop.ui.cards.card_art import CardArt
    from krig_desktop.ui.cards.decks import available_decks, find_deck

    started = time.perf_counter()
    found = available_decks()
    print(f"listing {len(found)} decks (nothing parsed): "
          f"{(time.perf_counter() - started) * 1000:.1f} ms")
    ours_ms = None
    for key in ["own", *keys]:
        deck = find_deck(key)
        if deck.key != key:
            print(f"{key}: not installed or not usable")
            continue
        t0 = time.perf_counter()
        art = CardArt(deck=deck)
        t1 = time.perf_counter()
        art.back(args.width)
        t2 = time.perf_counter()
        art.face(Card(12, "H"), args.width)
        t3 = time.perf_counter()
        rest = []
        for suit in SUITS:
            for rank in range(2, 15):
                if (rank, suit) != (12, "H"):
                    a = time.perf_counter()
                    art.face(Card(rank, suit), args.width)
                    rest.append((time.perf_counter() - a) * 1000)
        first_ms = (t3 - t0) * 1000
        ours_ms = first_ms if ours_ms is None else ours_ms
        print(f"{key:24} parse {(t1 - t0) * 1000:6.1f} ms, back {(t2 - t1) * 1000:5.1f} ms, "
              f"first face {(t3 - t2) * 1000:5.1f} ms, then median "
              f"{statistics.median(rest):4.1f} / max {max(rest):5.1f} ms a face; "
              f"first card {first_ms:6.1f} ms = {first_ms / ours_ms:4.1f} x ours")
    return 0


if __name__ == "__main__":
    sys.exit(main())
