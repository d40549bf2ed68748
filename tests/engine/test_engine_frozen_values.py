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
    assert hash(rules) == hash(Rules(2, "fixed")) == hash((2, "fixed", "out"))
    assert rules != Rules(2, "fixed", "battles:100")
    assert rules != (2, "fixed", "out")  # a value of its own, not a tuple
    assert repr(Rules()) == "Rules(face_down=1, gathering='shuffled', end='out')"
    for change in (lambda: setattr(rules, "face_down", 3),
                   lambda: delattr(rules, "gathering"),
                   lambda: setattr(rules, "other", 1)):
        with pytest.raises(AttributeError):
            change()
    assert rules.face_down == 2 and not hasattr(rules, "__dict__")
    match rules:
        case Rules(face_down, gathering, end):
            assert (face_down, gathering, end) == (2, "fixed", "out")


def test_rules_still_check_what_they_are_given():
    with pytest.raises(ValueError, match="face_down"):
        Rules(True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="gathering"):
        Rules(1, "sorted")
    for bad in ("battles:0", "battles:10001", "wars:21", "battles:010", "battles:1e3",
                "wars:", "", "OUT", "battles:٣"):
        with pytest.raises(ValueError, match="end must be out, battles:N"):
            Rules(end=bad)
    with pytest.raises(ValueError, match="end must be a string"):
        Rules(end=3)  # type: ignore[arg-type]
    assert Rules(end="battles:100").end_battles == 100 and Rules(end="wars:3").end_wars == 3
    assert Rules().end_battles is None and Rules().to_dict() == {
        "face_down": 1, "gathering": "shuffled"}
    assert Rules(end="wars:5").to_dict()["end"] == "wars:5"


def test_an_origin_is_frozen_and_compared_by_its_fields():
    origin = Origin(3, Rules(2, "fixed"), 5, ((1, 2), (3,), ()), 7)
    same = Origin(3, Rules(2, "fixed"), 5, ((1, 2), (3,), ()), set_aside=7)
    assert origin == same and hash(origin) == hash(same)
    assert origin != Origin(3, Rules(2, "fixed"), 5) and Origin(2, Rules(), 1).start is None
    assert repr(Origin(2, Rules(), 9)) == (
        "Origin(players=2, rules=Rules(face_down=1, gathering='shuffled', end='out'), seed=9, "
        "start=None, set_aside=None)")
    with pytest.raises(AttributeError):
        origin.seed = 6  # type: ignore[misc]


@pytest.mark.parametrize("value", [Rules(3, "fixed"), Origin(4, Rules(), 10**30, None)])
def test_pickled_and_copied_whole(value):
    for twin in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert twin == value and type(twin) is type(value)
