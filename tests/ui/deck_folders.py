"""Fake system card decks, written by the tests into a folder put on XDG_DATA_DIRS.

Each deck is a small SVG made here (53 coloured rectangles with the ids a real deck
uses), never a copy of an installed deck.
"""

from __future__ import annotations

import gzip
from pathlib import Path

SUITS = ("spade", "heart", "diamond", "club")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")


def element_ids(kind: str) -> list[str]:
    """The ids real decks use, written out here independently of the code under test:
    KDE `king_heart`, `1_spade`; Aisleriot `heart_king`, `spade_1`; both `back`."""
    if kind == "aisleriot":
        return [f"{suit}_{rank}" for suit in SUITS for rank in RANKS] + ["back"]
    return [f"{rank}_{suit}" for suit in SUITS for rank in RANKS] + ["back"]


def deck_svg(kind: str, card: tuple[int, int] = (100, 140), leave_out: str = "") -> str:
    """A whole deck as SVG text: every face a rectangle of its own colour, and a back."""
    ids = [e for e in element_ids(kind) if e != leave_out]
    w, h = card
    parts = []
    for i, element in enumerate(ids):
        x, y = (i % 13) * w, (i // 13) * h
        colour = "#1f4e9c" if element == "back" else f"#{(i * 37) % 256:02x}{(i * 91) % 256:02x}60"
        parts.append(f'<g id="{element}"><rect x="{x}" y="{y}" width="{w}" height="{h}" '
                     f'rx="6" fill="{colour}" stroke="#000"/></g>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{13 * w}" height="{5 * h}">'
            + "".join(parts) + "</svg>")


def kde_deck(root: Path, folder: str, svg_text: str, names: dict[str, str] | None = None,
             name: str | None = None) -> Path:
    """carddecks/svg-<folder>/ with an index.desktop and a gzipped SVG, like KDE's."""
    place = root / "carddecks" / f"svg-{folder}"
    place.mkdir(parents=True)
    (place / f"{folder}.svgz").write_bytes(gzip.compress(svg_text.encode()))
    lines = ["[KDE Backdeck]", f"Name={name or folder.title()}"]
    lines += [f"Name[{lang}]={text}" for lang, text in (names or {}).items()]
    lines += [f"SVG={folder}.svgz", "Back=Test"]
    (place / "index.desktop").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return place


def aisleriot_deck(root: Path, stem: str, svg_text: str) -> Path:
    place = root / "aisleriot" / "cards"
    place.mkdir(parents=True, exist_ok=True)
    path = place / f"{stem}.svg"
    path.write_text(svg_text, encoding="utf-8")
    return path


def make_deck_folder(root: Path) -> Path:
    """One good and three bad KDE decks, and one good Aisleriot deck, under `root`."""
    kde_deck(root, "good", deck_svg("kde"), names={"nb": "God kortstokk"}, name="Good")
    kde_deck(root, "broken", "<svg this is not xml")
    kde_deck(root, "incomplete", deck_svg("kde", leave_out="king_heart"))
    kde_deck(root, "landscape", deck_svg("kde", card=(140, 100)))
    aisleriot_deck(root, "plain_test", deck_svg("aisleriot"))
    return root
