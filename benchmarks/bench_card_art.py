"""How long drawing the deck takes: all 52 faces plus the back, at several widths.

Run by hand: python benchmarks/bench_card_art.py [--quick]. Prints milliseconds per full
deck (53 images) and per card, and how the cost grows with the card's width, then what
`CardArt`'s cache saves. `--quick` draws at two widths, once each (the smoke test's run).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import NamedTuple

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _temp_config  # noqa: F401  (first: a temporary config folder)
from PySide6.QtGui import QGuiApplication

from krig_desktop.ui.cards.card_art import CARD_ASPECT, CardArt, render_back, render_face


class _Card(NamedTuple):
    rank: int
    suit: str


DECK = [_Card(r, s) for s in "SHDC" for r in range(2, 15)]


def deck_seconds(width: int, repeats: int = 3) -> float:
    """Best of `repeats` wall times to render the 53 images uncached."""
    height = round(width * CARD_ASPECT)
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        for card in DECK:
            render_face(card, width, height)
        render_back(width, height)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="two widths, one round each (for the smoke test)")
    args = parser.parse_args()
    _app = QGuiApplication.instance() or QGuiApplication([])
    render_face(DECK[0], 50, 70)  # warm up fonts and the shared suit paths
    base = None
    for width in (40, 100) if args.quick else (40, 100, 200, 300):
        s = deck_seconds(width, 1 if args.quick else 3)
        base = base or s
        print(f"width {width:3d}px: deck of 53 in {s * 1000:6.1f} ms "
              f"({s * 1000 / 53:5.2f} ms/card, x{s / base:4.1f} vs 40px)")
    art = CardArt()
    t0 = time.perf_counter()
    for card in DECK:
        art.face(card, 100, 2.0)
    cold = time.perf_counter() - t0
    t0 = time.perf_counter()
    for card in DECK:
        art.face(card, 100, 2.0)
    warm = time.perf_counter() - t0
    print(f"CardArt at 100px, dpr 2: cold {cold * 1000:.1f} ms, cached {warm * 1000:.2f} ms "
          f"(x{cold / max(warm, 1e-9):.0f})")


if __name__ == "__main__":
    main()
