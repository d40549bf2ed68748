"""`Frozen`, the one base of the package's values: fields named once, as annotations with
optional defaults, and the ways of a frozen dataclass without generating its code."""

from __future__ import annotations

import copy
import pickle
from typing import ClassVar

import pytest

from krig_desktop.engine.frozen import Frozen


class Point(Frozen):
    x: int
    y: int = 0
    ORIGIN: ClassVar[str] = "a class variable, no field"

    @property
    def size(self) -> int:
        return abs(self.x) + abs(self.y)


class Named(Point):
    name: str = ""


class Even(Frozen):
    """Checks its fields as a whole once they are set."""

    number: int

    def __post_init__(self) -> None:
        if self.number % 2:
            raise ValueError(f"{self.number} is odd")


class Rounded(Frozen):
    """Converts what it is given before it is set: its own `__init__`."""

    value: int

    def __init__(self, value: float) -> None:
        object.__setattr__(self, "value", round(value))


def test_the_fields_are_the_annotations_in_order_with_their_defaults():
    assert Point.FIELDS == Point.__match_args__ == ("x", "y")
    assert Point(3).y == 0 and Point(3, 4) == Point(y=4, x=3)
    assert Point.ORIGIN.startswith("a class") and Point(3, 4).size == 7
    assert not hasattr(Point(1), "__dict__")  # slots only


def test_equal_and_hashed_by_their_fields_and_only_to_their_own_class():
    assert Point(1, 2) == Point(1, 2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != (1, 2)  # a value of its own, not a tuple
    assert Point(1, 2) != Named(1, 2)
    assert len({Point(1, 2), Point(1, 2), Point(2, 1)}) == 2


def test_a_value_refuses_to_change():
    point = Point(1, 2)
    for change in (lambda: setattr(point, "x", 5), lambda: delattr(point, "y"),
                   lambda: setattr(point, "z", 1)):
        with pytest.raises(AttributeError):
            change()
    assert point == Point(1, 2)


def test_shown_by_its_fields():
    assert repr(Point(1)) == "Point(x=1, y=0)"
    assert repr(Named(1, name="A")) == "Named(x=1, y=0, name='A')"


@pytest.mark.parametrize("value", [Point(4, 5), Named(1, 2, "B"), Even(4), Rounded(2.4)])
def test_pickled_and_copied_whole(value):
    for twin in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert twin == value and type(twin) is type(value)


def test_replace_changes_only_the_named_fields_and_leaves_the_original():
    point = Point(1, 2)
    moved = point._replace(y=5)
    assert moved == Point(1, 5) and point == Point(1, 2)
    assert point._replace() == point and point._replace() is not point
    with pytest.raises(TypeError):
        point._replace(z=1)


def test_matched_by_position_and_by_name():
    match Named(1, 2, "C"):
        case Named(x, y, name):
            assert (x, y, name) == (1, 2, "C")
        case _:
            pytest.fail("no match")
    match Point(7):
        case Point(x=7, y=0):
            pass
        case _:
            pytest.fail("no match")


def test_a_subclass_adds_its_fields_after_its_bases():
    assert Named.FIELDS == ("x", "y", "name") and Named.__slots__ == ("name",)
    named = Named(1, name="D")
    assert (named.x, named.y, named.name) == (1, 0, "D") and named.size == 1
    assert isinstance(named, Point)


@pytest.mark.parametrize(("call", "message"), [
    (lambda: Point(), "needs x"),
    (lambda: Point(1, 2, 3), "takes 2 values, 3 given"),
    (lambda: Point(1, z=3), "unexpected or repeated field 'z'"),
    (lambda: Point(1, x=3), "unexpected or repeated field 'x'"),
])
def test_a_wrong_call_raises_type_error(call, message):
    with pytest.raises(TypeError, match=message):
        call()


def test_post_init_checks_every_value_made_and_every_copy():
    assert Even(2).number == 2
    with pytest.raises(ValueError, match="3 is odd"):
        Even(3)
    with pytest.raises(ValueError, match="5 is odd"):
        Even(2)._replace(number=5)
    with pytest.raises(TypeError):
        Even()  # type: ignore[call-arg]


def test_an_own_init_sets_the_fields_itself():
    assert Rounded(2.6) == Rounded(3) and Rounded(2.6).value == 3
    assert Rounded(1.2)._replace(value=4.4) == Rounded(4)
    with pytest.raises(AttributeError):
        Rounded(1).value = 2  # type: ignore[misc]
