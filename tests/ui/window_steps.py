"""Playing a real window's game from a test: one step at a time, each to its rest."""

from __future__ import annotations


def play(qtbot, window, steps: int) -> None:
    """Ask for `steps` steps, each waited for until the table is at rest again."""
    c = window.controller
    for _ in range(steps):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
