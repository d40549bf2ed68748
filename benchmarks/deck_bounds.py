"""What a hostile deck costs: a huge SVG and a gzip bomb, time and peak memory (by hand).

    .venv/bin/python benchmarks/deck_bounds.py [--huge-mb 196] [--bomb-mb 8]
                                               [--work DIR] [--against DIR]

Makes two KDE decks in a data folder (kept in --work, default a temporary one removed at the end, so
the slow-to-make bomb can be reused): `svg-huge`, a plain SVG of about --huge-mb MB
(the 53 cards a deck needs, then rectangles), and `svg-bomb`, an .svgz of about
--bomb-mb MB that unpacks to about a thousand times that. For each, a new process
(offscreen, its own config folder) finds the deck through XDG_DATA_DIRS and has the
table's card art draw from it (`CardArt(deck=...)`: read, check and parse on the
calling thread, the path every version has), and reports the seconds that took, its
peak memory (ru_maxrss) and whether the deck was used or left out. `--against DIR`
runs the same children on another checkout's program (e.g. an older commit's tree).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

import _temp_config  # noqa: F401  (first: a temporary config folder)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from deck_folders import deck_svg  # noqa: E402  (the tests' fake deck)

CHILD = """
import json, resource, sys, time
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.cards.decks import find_deck
deck = find_deck(sys.argv[1])
started = time.perf_counter()
art = CardArt(deck=deck)
seconds = time.perf_counter() - started
peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"found": deck.key, "used": art.deck.key == sys.argv[1],
                  "seconds": round(seconds, 2), "peak_mb": round(peak_mb)}))
"""


def _kde(share: Path, name: str, file_name: str) -> Path:
    place = share / "carddecks" / f"svg-{name}"
    place.mkdir(parents=True, exist_ok=True)
    (place / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name.title()}\nSVG={file_name}\n", encoding="utf-8")
    return place / file_name


def make_huge(share: Path, megabytes: float) -> None:
    path = _kde(share, "huge", "huge.svg")
    if path.exists() and path.stat().st_size >= megabytes * 1_000_000:
        return
    deck = deck_svg("kde").removesuffix("</svg>")
    rect = '<rect x="{0}" y="{1}" width="3" height="3" fill="#{2:06x}"/>'
    with path.open("w", encoding="utf-8") as out:
        out.write(deck)
        written, i = len(deck), 0
        while written < megabytes * 1_000_000:
            chunk = "".join(rect.format(j % 1300, j // 1300 % 700, j % 0xFFFFFF)
                            for j in range(i, i + 10_000))
            out.write(chunk)
            written += len(chunk)
            i += 10_000
        out.write("</svg>")


def make_bomb(share: Path, megabytes: float) -> None:
    path = _kde(share, "bomb", "bomb.svgz")
    if path.exists() and path.stat().st_size >= megabytes * 1_000_000 * 0.95:
        return
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = b" " * (1 << 24)
    with path.open("wb") as out:
        out.write(packer.compress(deck_svg("kde").removesuffix("</svg>").encode()))
        written = 0
        while written < megabytes * 1_000_000:
            written += out.write(packer.compress(block))
        out.write(packer.compress(b"</svg>") + packer.flush())


def measure(tree: Path, share: Path, key: str, work: Path) -> dict[str, object]:
    config = Path(tempfile.mkdtemp(prefix="cfg-", dir=work))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree),
               XDG_DATA_DIRS=str(share), XDG_DATA_HOME=str(work / "no-home"),
               XDG_CONFIG_HOME=str(config))
    result = subprocess.run([sys.executable, "-c", CHILD, key], capture_output=True,
                            text=True, env=env, timeout=600, stdin=subprocess.DEVNULL,
                            cwd=tree)
    if result.returncode != 0:
        return {"error": result.stderr.strip().splitlines()[-1:]}
    answer: dict[str, object] = json.loads(result.stdout.splitlines()[-1])
    return answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--huge-mb", type=float, default=196)
    parser.add_argument("--bomb-mb", type=float, default=8)
    parser.add_argument("--work", type=Path, default=None)
    parser.add_argument("--against", type=Path, default=None)
    args = parser.parse_args()
    if args.work is None:  # a folder of its own, removed at the end
        with tempfile.TemporaryDirectory(prefix="deck-bounds-") as folder:
            return run(args, Path(folder))
    return run(args, args.work)


def run(args: argparse.Namespace, work: Path) -> int:
    """Make the two decks in `work` (reused if there) and time each child on them."""
    share = work / "share"
    make_huge(share, args.huge_mb)
    make_bomb(share, args.bomb_mb)
    sizes = {key: (share / "carddecks" / f"svg-{key}" / name).stat().st_size
             for key, name in (("huge", "huge.svg"), ("bomb", "bomb.svgz"))}
    trees = [("this", ROOT)] + ([("against", args.against)] if args.against else [])
    for key in ("huge", "bomb"):
        for label, tree in trees:
            figures = measure(tree, share, f"kde:svg-{key}", work)
            print(f"{key:5} ({sizes[key] / 1e6:6.1f} MB on disk) {label:8} {figures}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
