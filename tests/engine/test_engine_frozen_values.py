"""Rules and Origin keep the frozen dataclasses' ways without being dataclasses
(engine/frozen.py, start-up time): frozen, equal and hashed by their fields, shown by
them, pickled and copied whole."""

from __future__ import annotations

import copy
import pickle

import pytest

from krig_desktop.engine import Origin, Rules


def test_rules_are_frozen_and_compared_by_their_fields():
    rules = Rules(2, "fixed")
    assert rules == Rules(face_down=2, gathering="fixed") != Rules()
    assert hash(rules) == hash(Rules(2, "fixed")) == hash((2, "fixed"))
    assert rules != (2, "fixed")  # a value of its own, not a tuple
    assert repr(Rules()) == "Rules(face_down=1, gathering='shuffled')"
    for change in (lambda: setattr(rules, "face_down", 3),
                   lambda: delattr(rules, "gathering"),
                   lambda: setattr(rules, "other", 1)):
        with pytest.raises(AttributeError):
            change()
    assert rules.face_down == 2 and not hasattr(rules, "__dict__")
    match rules:
        case Rules(face_down, gathering):
            assert (face_down, gathering) == (2, "fixed")


def test_rules_still_check_what_they_are_given():
    with pytest.raises(ValueError, match="face_down"):
        Rules(True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="gathering"):
        Rules(1, "sorted")


def test_an_origin_is_frozen_and_compared_by_its_fields():
    origin = Origin(3, Rules(2, "fixed"), 5, ((1, 2), (3,), ()), 7)
    same = Origin(3, Rules(2, "fixed"), 5, ((1, 2), (3,), ()), set_aside=7)
    assert origin == same and hash(origin) == hash(same)
    assert origin != Origin(3, Rules(2, "fixed"), 5) and Origin(2, Rules(), 1).start is None
    assert repr(Origin(2, Rules(), 9)) == (
        "Origin(players=2, rules=Rules(face_down=1, gathering='shuffled'), seed=9, "
        "start=None, set_aside=None)")
    with pytest.raises(AttributeError):
        origin.seed = 6  # type: ignore[misc]


@pytest.mark.parametrize("value", [Rules(3, "fixed"), Origin(4, Rules(), 10**30, None)])
def test_pickled_and_copied_whole(value):
    for twin in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert twin == value and type(twin) is type(value)
