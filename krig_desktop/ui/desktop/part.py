"""`Part`: the one way a window builds a part on its first use.

A part the first frame does not show (the battle log dock, the odds, the game-over
panel, the sound...) is made by its `Part` when something first asks for it (`get`), or
when the window's start gets to it after its first paint (`ui/window/later_parts.py`),
whichever comes first. What is given to it before then waits for it (`then`), so no
caller keeps a copy of its state or asks whether it exists yet (Frescobaldi builds its
panels' widgets on first use the same way).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Part(Generic[T]):
    """A part made by `make` once, when first asked for; `built` is it, or None before."""

    __slots__ = ("_make", "_waiting", "built")

    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._waiting: list[Callable[[T], object]] = []
        self.built: T | None = None

    def get(self) -> T:
        """The part, made now if it is not yet (then given what waited for it)."""
        part = self.built
        if part is None:
            part = self.built = self._make()
            waiting, self._waiting = self._waiting, []
            for use in waiting:
                use(part)
        return part

    def then(self, use: Callable[[T], object]) -> None:
        """`use(part)` at once if it is built, else as soon as it is."""
        if self.built is None:
            self._waiting.append(use)
        else:
            use(self.built)
