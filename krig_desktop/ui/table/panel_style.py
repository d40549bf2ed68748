"""The one style sheet of the framed cards over the felt: the game-over panel and
today's card (the same frame, labels and buttons; each its own band and edge)."""

from __future__ import annotations

_STYLE = """
QFrame#%(name)s {
    background: %(band)s;
    border: 2px solid %(edge)s;
    border-radius: 16px;
}
QLabel { color: rgb(246, 242, 228); background: transparent; }
QLabel#gameOverTitle { color: rgb(255, 214, 90); }
QLabel[medal="true"] {
    color: rgb(30, 30, 24); background: rgb(255, 214, 90);
    border: 2px solid rgb(180, 150, 70); border-radius: 12px; padding: 4px 12px;
}
QPushButton {
    color: rgb(30, 30, 24); background: rgb(240, 226, 180);
    border: 1px solid rgb(180, 150, 70); border-radius: 8px; padding: 7px 18px;
}
QPushButton:hover { background: rgb(255, 240, 196); }
QPushButton:default { background: rgb(255, 214, 90); }
QPushButton:focus { border: 3px solid rgb(255, 255, 255); padding: 5px 16px; outline: none; }
"""


def panel_style(name: str, band: str, edge: str) -> str:
    """The style sheet of the frame named `name`, with its band and edge colours."""
    return _STYLE % {"name": name, "band": band, "edge": edge}
