#!/usr/bin/env python3
"""Hostile card decks against the deck check: each must be refused, quickly, before Qt.

    .venv/bin/python scripts/hostile_decks.py [--quick]

Writes each deck into a temporary folder and gives it to `deck_check.checked_svg` (what
the deck loader runs before QtSvg parses anything), then prints one line per deck: the
verdict, the reason and the seconds it took. Exits 1 if a hostile deck is accepted, or
the plain deck refused. The cases: the element-count deck of issue 41 (380,000 tiny
elements in 23 MB, under the byte limits: QtSvg took 510 MB for it at every start), the
same made by an entity, a file past the byte limit, a gzip bomb, and an SVG that names
a file outside itself. `--quick`: the element decks just past the bound, a smaller bomb.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from krig_desktop.ui.cards import deck_check  # noqa: E402

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="140">'
TINY = '<rect x="1" y="1" width="1" height="1"/>'
PLAIN = HEAD + '<g id="back"><rect width="100" height="140"/></g></svg>'


def many_elements(count: int) -> bytes:
    return (HEAD + TINY * count + "</svg>").encode()


def entity_elements(count: int) -> bytes:
    hundred = TINY.replace('"', "'") * 100
    return (f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY h "{hundred}">]>\n'
            + HEAD + "&h;" * (count // 100 + 1) + "</svg>").encode()


def cases(quick: bool, folder: Path) -> dict[str, tuple[bytes, str | None]]:
    """name -> (the deck file's bytes, a word its refusal must hold; None: accepted)."""
    crowd = deck_check.MAX_ELEMENTS + 1 if quick else 380_000
    outside = folder / "secret.png"
    outside.write_bytes(b"\x89PNG")
    bomb_mb = 64 if quick else 1024
    return {
        "plain": (PLAIN.encode(), None),
        "elements": (many_elements(crowd), "elements"),
        "entity elements": (entity_elements(crowd), "elements"),
        "past the byte limit": (b" " * (deck_check.MAX_FILE_BYTES + 1), "larger than"),
        "gzip bomb": (gzip.compress(b" " * (bomb_mb << 20), 9), "larger than"),
        "outside file": ((HEAD + f'<image href="{outside}"/></svg>').encode(), "outside"),
    }


def judge(check: Callable[[Path], bytes], path: Path) -> str | None:
    """None if `check` accepts the deck, else why it refused it."""
    try:
        check(path)
    except deck_check.DeckRefused as refused:
        return str(refused)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args(argv).quick
    failures = 0
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for name, (data, word) in cases(quick, folder).items():
            path = folder / (name.replace(" ", "-") + ".svg")
            path.write_bytes(data)
            began = time.perf_counter()
            reason = judge(deck_check.checked_svg, path)
            seconds = time.perf_counter() - began
            right = reason is None if word is None else reason is not None and word in reason
            failures += not right
            verdict = "accepted" if reason is None else f"refused ({reason[:80]})"
            print(f"{'ok  ' if right else 'FAIL'} {name}: {len(data):,} bytes, {verdict}, "
                  f"{seconds:.2f} s")
            path.unlink()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
