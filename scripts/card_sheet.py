"""Render the whole deck (52 faces and the back) into one PNG sheet, to look at it.

Usage: .venv/bin/python scripts/card_sheet.py [--width 100] [--width 50 ...] [-o cards.png]

Each --width adds a block of 4 rows (one per suit, ace to two) plus the back, drawn
at that card width, so the art can be checked at several sizes in one picture. The sheet
goes to cards.png in the temporary folder unless -o names another file.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from krig_desktop.engine.cards import RANKS, SUITS, Card
from krig_desktop.ui.cards.card_art import CARD_ASPECT, render_back, render_face

ACE_TO_TWO = tuple(reversed(RANKS))  # a row of the sheet, as a hand is sorted


def build_sheet(widths: list[int], gap: int = 8) -> tuple[QImage, float]:
    """Return the sheet and the seconds spent rendering the cards themselves."""
    blocks = []
    for w in widths:
        h = round(w * CARD_ASPECT)
        blocks.append((w, h, (len(ACE_TO_TWO) + 1) * (w + gap) + gap, len(SUITS) * (h + gap) + gap))
    sheet = QImage(max(b[2] for b in blocks), sum(b[3] for b in blocks),
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(30, 110, 60))
    painter = QPainter(sheet)
    spent = 0.0
    top = 0
    for w, h, _bw, bh in blocks:
        for row, suit in enumerate(SUITS):
            y = top + gap + row * (h + gap)
            for col, rank in enumerate(ACE_TO_TWO):
                t0 = time.perf_counter()
                image = render_face(Card(rank, suit), w, h)
                spent += time.perf_counter() - t0
                painter.drawImage(QPointF(gap + col * (w + gap), y), image)
        t0 = time.perf_counter()
        back = render_back(w, h)
        spent += time.perf_counter() - t0
        painter.drawImage(QPointF(gap + len(ACE_TO_TWO) * (w + gap), top + gap), back)
        top += bh
    painter.end()
    return sheet, spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, action="append", help="card width in px")
    parser.add_argument("-o", "--output", default=str(Path(tempfile.gettempdir()) / "cards.png"))
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    sheet, spent = build_sheet(args.width or [100, 60])
    if not sheet.save(args.output):
        print(f"could not write {args.output}", file=sys.stderr)
        return 1
    print(f"wrote {args.output}: {sheet.width()}x{sheet.height()}, "
          f"cards rendered in {spent * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
