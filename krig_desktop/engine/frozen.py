"""`Frozen`: what `@dataclass(frozen=True, slots=True)` gave the engine's small values,
without the code a dataclass generates when its module is imported (~0.8 ms a class,
on the first frame's path: start-up time, issue 25).

A subclass lists its fields in `FIELDS` (in the order its `__init__` takes them, by
the same names; its `__slots__` hold the same names) and sets them with `fill` (or
`object.__setattr__`). Instances then compare equal when of the same class with equal
fields, hash by their fields, refuse to be changed, show as `Name(field=value, ...)`,
pickle and copy by calling the class with their fields, as the dataclasses did, and
`_replace` gives a changed copy, as a NamedTuple's does. It also stands in for the
start path's NamedTuples: `typing.NamedTuple` compiles each field's annotation and
evaluates a generated `__new__` when its module is imported (~0.15 ms a class).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, NoReturn, Self


class Frozen:
    """A value with fields that never change (see the module's docstring)."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    _read: ClassVar[Callable[[Any], tuple[Any, ...]]] = staticmethod(lambda _value: ())

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The fields read at C speed (`==` and `hash` run on the table's model each
        # step): a loop of getattr made them ~7 times slower than the dataclasses'.
        if len(cls.FIELDS) > 1:
            cls._read = attrgetter(*cls.FIELDS)
        elif cls.FIELDS:
            one = attrgetter(cls.FIELDS[0])
            cls._read = staticmethod(lambda value: (one(value),))

    def _values(self) -> tuple[Any, ...]:
        return self.__class__._read(self)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{self.__class__.__qualname__}({shown})"

    def __reduce__(self) -> tuple[type[Frozen], tuple[Any, ...]]:
        return self.__class__, self._values()

    def _replace(self, **changes: Any) -> Self:
        """A copy with the fields named in `changes` changed (a NamedTuple's `_replace`)."""
        values = dict(zip(self.FIELDS, self._values(), strict=True))
        values.update(changes)
        return self.__class__(**values)


def fill(value: Frozen, *fields: object) -> None:
    """Set `value`'s fields, in the order of its FIELDS (for its `__init__`)."""
    for name, field in zip(value.FIELDS, fields, strict=True):
        object.__setattr__(value, name, field)
