"""The rule options a game is played with: face-down cards in a war, and gathering."""

from __future__ import annotations

from typing import Final

from krig_desktop.engine.frozen import Frozen

GATHERINGS: Final = ("shuffled", "fixed")
FACE_DOWN_RANGE: Final = (1, 3)


class Rules(Frozen):
    """Frozen so a running game's rules can never change under it.

    `face_down`: cards laid face down per war step (1, 2 or 3; 1 is the house rule).
    `gathering`: "shuffled" (the pile is shuffled by the game's generator before it
    goes under the winner's hand) or "fixed" (it goes under in laying order; endless
    games are then caught as repetitions).
    """

    face_down: int
    gathering: str

    def __init__(self, face_down: int = 1, gathering: str = "shuffled") -> None:
        low, high = FACE_DOWN_RANGE
        # bool is an int subclass; True must not sneak in as 1.
        if type(face_down) is not int or not low <= face_down <= high:
            raise ValueError(
                f"face_down must be a whole number from {low} to {high}, "
                f"not {face_down!r}"
            )
        if not isinstance(gathering, str) or gathering not in GATHERINGS:
            raise ValueError(
                f"gathering must be one of {', '.join(GATHERINGS)}, not {gathering!r}"
            )
        object.__setattr__(self, "face_down", face_down)
        # A str subclass (an enum member, say) is stored as the plain string.
        object.__setattr__(self, "gathering", str.__str__(gathering))

    @property
    def fixed(self) -> bool:
        """True when piles go under in laying order (repetition is then possible)."""
        return self.gathering == "fixed"

    def to_dict(self) -> dict[str, object]:
        return {"face_down": self.face_down, "gathering": self.gathering}
