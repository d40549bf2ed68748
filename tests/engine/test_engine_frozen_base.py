"""`Frozen`, the cheap value base of the start path's small classes: equal by fields,
unchangeable, and `_replace` and `fill` as the NamedTuples they stand in for had."""

from __future__ import annotations

import pickle
from typing import ClassVar

import pytest

from krig_desktop.engine.frozen import Frozen, fill


class Point(Frozen):
    __slots__ = ("x", "y")
    FIELDS: ClassVar[tuple[str, ...]] = ("x", "y")
    x: int
    y: int

    def __init__(self, x: int, y: int = 0) -> None:
        fill(self, x, y)


def test_replace_changes_only_the_named_fields_and_leaves_the_original():
    point = Point(1, 2)
    moved = point._replace(y=5)
    assert (moved.x, moved.y) == (1, 5)
    assert (point.x, point.y) == (1, 2)
    assert moved != point and moved == Point(1, 5) and hash(moved) == hash(Point(1, 5))
    with pytest.raises(TypeError):
        point._replace(z=1)


def test_fill_sets_every_field_in_order_and_refuses_a_wrong_count():
    assert repr(Point(3)) == "Point(x=3, y=0)"
    with pytest.raises(ValueError):
        fill(Point(1), 1)  # one value for two fields
    with pytest.raises(AttributeError):
        Point(1).x = 2  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(Point(4, 5))) == Point(4, 5)
