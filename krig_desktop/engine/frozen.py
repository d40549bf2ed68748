"""`Frozen`: the one base of the package's immutable values.

A subclass names its fields once, as annotations (with an optional default), as a
frozen dataclass does; the type checker reads it as one (`dataclass_transform`). It
generates no code when its module is imported, which a dataclass or a NamedTuple does
for every class, and those classes are on the first frame's path
(`benchmarks/startup.py`). Instances compare equal when of the same class with equal
fields, hash by their fields, refuse to be changed, show as `Name(field=value, ...)`,
pickle and copy by calling the class with their fields, match by position
(`__match_args__`) and give a changed copy with `_replace`.

A class that checks its fields as a whole defines `__post_init__`, run once they are
set (as a dataclass runs it); a class that checks or converts its arguments before
they are set writes its own `__init__` and sets its fields with `object.__setattr__`.
Mutable records stay dataclasses.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, NoReturn, Self, dataclass_transform


def _is_class_var(annotation: object) -> bool:
    if isinstance(annotation, str):  # `from __future__ import annotations`
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return getattr(annotation, "__origin__", annotation) is ClassVar


def _reader(fields: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of a value as a tuple, read at C speed (`==` and `hash` run on the
    table's model at every step)."""
    if len(fields) > 1:
        return attrgetter(*fields)
    if fields:
        one = attrgetter(fields[0])
        return lambda value: (one(value),)
    return lambda _value: ()


def _init_then_check(self: Any, *args: Any, **kwargs: Any) -> None:
    """The `__init__` of a class with a `__post_init__`."""
    Frozen.__init__(self, *args, **kwargs)
    self.__post_init__()


@dataclass_transform(frozen_default=True)
class _FrozenType(type):
    """Makes each subclass's fields, slots, reader and setters from its annotations."""

    _puts: tuple[Callable[[Any, Any], None], ...]

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **kwargs: Any) -> _FrozenType:
        inherited: tuple[str, ...] = ()
        defaults: dict[str, Any] = {}
        for base in reversed(bases):
            inherited += tuple(f for f in getattr(base, "FIELDS", ()) if f not in inherited)
            defaults.update(getattr(base, "_defaults", {}))
        own = tuple(field for field, annotation in namespace.get("__annotations__", {}).items()
                    if not _is_class_var(annotation) and field not in inherited)
        for field in own:
            if field in namespace:
                defaults[field] = namespace.pop(field)
        fields = inherited + own
        namespace["__slots__"] = own
        namespace["FIELDS"] = fields
        namespace["__match_args__"] = fields
        namespace["_defaults"] = defaults
        namespace["_read"] = staticmethod(_reader(fields))
        if "__post_init__" in namespace and "__init__" not in namespace:
            namespace["__init__"] = _init_then_check
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        # Each field's slot, set directly: the quickest way a shared `__init__` has.
        cls._puts = tuple(getattr(cls, field).__set__ for field in fields)
        return cls


class Frozen(metaclass=_FrozenType):
    """A value with fields that never change (see the module's docstring)."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]]
    _defaults: ClassVar[dict[str, Any]]
    _read: ClassVar[Callable[[Any], tuple[Any, ...]]]
    _puts: ClassVar[tuple[Callable[[Any, Any], None], ...]]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        puts = self._puts
        if kwargs or len(args) != len(puts):
            args = self._bind(args, kwargs)
        # (Equal lengths now; a keyword argument would slow every call to zip.)
        for put, value in zip(puts, args):  # noqa: B905
            put(self, value)

    @classmethod
    def _bind(cls, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
        """The values of every field, in order, from a call's arguments (or TypeError)."""
        fields = cls.FIELDS
        if len(args) > len(fields):
            raise TypeError(f"{cls.__name__} takes {len(fields)} values, {len(args)} given")
        given = dict(zip(fields, args))  # noqa: B905  (fewer values than fields)
        values = {**cls._defaults, **given, **kwargs}
        if len(values) == len(fields) and given.keys().isdisjoint(kwargs):
            try:
                return tuple(map(values.__getitem__, fields))
            except KeyError:  # a field missing, and a name that is none in its stead
                pass
        for name in kwargs:
            if name not in fields or name in given:
                raise TypeError(f"{cls.__name__}: unexpected or repeated field {name!r}")
        missing = [name for name in fields if name not in values]
        raise TypeError(f"{cls.__name__} needs {', '.join(missing)}")

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(self.__class__._read(self) == other.__class__._read(other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.__class__._read(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{self.__class__.__qualname__}({shown})"

    def __reduce__(self) -> tuple[type[Self], tuple[Any, ...]]:
        return self.__class__, self.__class__._read(self)

    def _replace(self, **changes: Any) -> Self:
        """A copy with the fields named in `changes` changed (a NamedTuple's `_replace`)."""
        values = dict(zip(self.FIELDS, self.__class__._read(self), strict=True))
        for field in changes:
            if field not in values:
                raise TypeError(f"{self.__class__.__name__} has no field {field!r}")
        values.update(changes)
        return self.__class__(**values)

