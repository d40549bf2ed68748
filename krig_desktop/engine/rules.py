"""The rule options a game is played with: face-down cards in a war, gathering, and
when the game ends (RULES.md, "Ending early")."""

from __future__ import annotations

from typing import Final

from krig_desktop.engine.frozen import Frozen

GATHERINGS: Final = ("shuffled", "fixed")
FACE_DOWN_RANGE: Final = (1, 3)
END_OUT: Final = "out"
END_BATTLES_RANGE: Final = (1, 10_000)
END_WARS_RANGE: Final = (1, 20)
# What the New Game dialog offers beside "out"; --end and saves take the whole ranges.
END_CHOICES: Final = ("out", "battles:50", "battles:100", "battles:200", "wars:3", "wars:5")


def parse_end(value: object) -> tuple[str, int]:
    """`("out", 0)`, `("battles", N)` or `("wars", K)` from "out", "battles:N", "wars:K".

    Raises ValueError with a message that names the accepted forms."""
    if not isinstance(value, str):
        raise ValueError(f"end must be a string, not {type(value).__name__}")
    if value == END_OUT:
        return END_OUT, 0
    kind, sep, count = value.partition(":")
    ranges = {"battles": END_BATTLES_RANGE, "wars": END_WARS_RANGE}
    if sep and kind in ranges and count.isdecimal() and count.isascii() \
            and len(count) <= 5 and not (len(count) > 1 and count[0] == "0"):
        low, high = ranges[kind]
        if low <= int(count) <= high:
            return kind, int(count)
    low_b, high_b = END_BATTLES_RANGE
    low_w, high_w = END_WARS_RANGE
    raise ValueError(
        f"end must be out, battles:N ({low_b}-{high_b}) or wars:K ({low_w}-{high_w}), "
        f"not {value!r}"
    )


class Rules(Frozen):
    """Frozen so a running game's rules can never change under it.

    `face_down`: cards laid face down per war step (1, 2 or 3; 1 is the house rule).
    `gathering`: "shuffled" (the pile is shuffled by the game's generator before it
    goes under the winner's hand) or "fixed" (it goes under in laying order; endless
    games are then caught as repetitions).
    `end`: "out" (play until one player has cards), "battles:N" (the most cards after
    battle N wins; ties share the win) or "wars:K" (the first to win K wars wins). The
    end never enters the deal.
    """

    face_down: int
    gathering: str
    end: str

    def __init__(self, face_down: int = 1, gathering: str = "shuffled",
                 end: str = END_OUT) -> None:
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
        parse_end(end)
        object.__setattr__(self, "end", str.__str__(end))

    @property
    def fixed(self) -> bool:
        """True when piles go under in laying order (repetition is then possible)."""
        return self.gathering == "fixed"

    @property
    def end_battles(self) -> int | None:
        """N of "battles:N", else None."""
        kind, count = parse_end(self.end)
        return count if kind == "battles" else None

    @property
    def end_wars(self) -> int | None:
        """K of "wars:K", else None."""
        kind, count = parse_end(self.end)
        return count if kind == "wars" else None

    def to_dict(self) -> dict[str, object]:
        """The end is written only when it is not "out", so a game played to the end
        reads as before this option existed."""
        data: dict[str, object] = {"face_down": self.face_down, "gathering": self.gathering}
        if self.end != END_OUT:
            data["end"] = self.end
        return data
