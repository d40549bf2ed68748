"""The chance history a save carries (storage/story_format.py): what is written reads
back the same, anything else is refused with a readable message, and a history of any
length is thinned to MAX_MARKS keeping the deal, the latest marks, the marks asked for
and each stretch's extremes."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.storage.story_format import (
    MAX_MARKS,
    RECENT,
    ChanceMark,
    SavedChances,
    decode_chances,
    encode_chances,
    thin,
)


def test_marks_read_back_as_written():
    chances = SavedChances((ChanceMark(0, 0.5, False, 0.0144), ChanceMark(1, 0.25, True),
                            ChanceMark(4, 0.875, False, None)))
    encoded = encode_chances(chances)
    assert encoded == [[0, 0.5, False, 0.0144], [1, 0.25, True], [4, 0.875, False, None]]
    assert decode_chances(json.loads(json.dumps(encoded)), 4) == chances
    assert decode_chances([], 0) == SavedChances()


@settings(derandomize=True, max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.floats(0, 1), st.booleans(),
                          st.one_of(st.none(), st.floats(0, 0.5))), max_size=40))
def test_any_history_reads_back_within_rounding(items):
    battle, marks = 0, []
    for step, chance, war, stderr in items:
        battle += step + (1 if marks else 0)
        marks.append(ChanceMark(battle, chance, war, stderr))
    decoded = decode_chances(json.loads(json.dumps(encode_chances(SavedChances(tuple(marks))))),
                             battle)
    assert [(m.battle, m.war, m.stderr is None) for m in decoded.marks] == [
        (m.battle, m.war, m.stderr is None) for m in marks]
    for read, written in zip(decoded.marks, marks, strict=True):
        assert abs(read.chance - written.chance) <= 0.00005
        assert read.stderr is None or abs(read.stderr - (written.stderr or 0)) <= 0.00005


@pytest.mark.parametrize(("value", "battles", "says"), [
    ({"0": 0.5}, 3, "not a list"),
    ([[0, 0.5, False]] * (MAX_MARKS + 1), 10_000, "more than"),
    ([[0, 0.5]], 3, "is not [battle, chance, war]"),
    ([[0, 0.5, False, 0.1, 1]], 3, "is not [battle, chance, war]"),
    (["0 0.5 false"], 3, "is not [battle, chance, war]"),
    ([[4, 0.5, False]], 3, "from 0 to 3"),
    ([[-1, 0.5, False]], 3, "from 0 to 3"),
    ([[True, 0.5, False]], 3, "from 0 to 3"),
    ([[1.0, 0.5, False]], 3, "from 0 to 3"),
    ([[2, 0.5, False], [1, 0.5, False]], 3, "must go up"),
    ([[1, 0.5, False], [1, 0.6, False]], 3, "must go up"),
    ([[0, 1.5, False]], 3, "chance must be a number from 0 to 1"),
    ([[0, -0.1, False]], 3, "chance must be a number from 0 to 1"),
    ([[0, "0.5", False]], 3, "chance must be a number from 0 to 1"),
    ([[0, True, False]], 3, "chance must be a number from 0 to 1"),
    ([[0, float("nan"), False]], 3, "chance must be a number from 0 to 1"),
    ([[0, 0.5, 1]], 3, "war must be true or false"),
    ([[0, 0.5, False, 0.7]], 3, "standard error"),
    ([[0, 0.5, False, "x"]], 3, "standard error"),
])
def test_anything_else_is_refused_saying_what_and_where(value, battles, says):
    with pytest.raises(ValueError) as refused:
        decode_chances(value, battles)
    assert says in str(refused.value)


def test_a_long_history_is_thinned_to_the_cap_keeping_what_the_story_needs():
    battles = 1_000_000
    marks = [ChanceMark(b, 0.5 + 0.3 * ((b * 7919) % 101 - 50) / 50, b % 17 == 0, 0.014)
             for b in range(0, battles + 1, 3)]
    marks[5000] = ChanceMark(15_000, 0.999, False, 0.001)  # the highest of all
    marks[5001] = ChanceMark(15_003, 0.001, False, 0.001)  # and the lowest, right after
    swing = (marks[9000].battle, marks[9001].battle)
    kept = thin(marks, keep=swing)
    assert len(kept) <= MAX_MARKS
    assert [m.battle for m in kept] == sorted({m.battle for m in kept})
    assert kept[0] == marks[0]  # the deal
    assert kept[-RECENT:] == tuple(marks[-RECENT:])  # the latest, whole
    assert marks[9000] in kept and marks[9001] in kept  # the swing's ends
    assert marks[5000] in kept and marks[5001] in kept  # the extremes
    assert set(kept) <= set(marks)  # nothing invented
    encoded = encode_chances(SavedChances(tuple(marks)))
    assert len(encoded) <= MAX_MARKS
    assert decode_chances(encoded, battles).marks == tuple(
        ChanceMark(m.battle, round(m.chance, 4), m.war, m.stderr) for m in thin(marks))


def test_a_short_history_is_kept_whole():
    marks = tuple(ChanceMark(b, 0.5, False) for b in range(MAX_MARKS))
    assert thin(marks) == marks
