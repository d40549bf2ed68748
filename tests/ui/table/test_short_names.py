"""Issue 42 item 3: a short name per seat, where four must fit side by side (the log's
headers, a narrow status bar): "You", "C1".."C3"; with two people each person's own
name, cut to its first letters, as many as keep the two apart."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.ui.table.table_texts import TableTexts, short_person


def test_one_person_and_three_cpus(qapp):
    texts = TableTexts()
    assert texts.short_names(4) == ["You", "C1", "C2", "C3"]


def test_two_people_go_by_their_names(qapp):
    texts = TableTexts()
    texts.people = ("Ada", "Margaret")
    assert texts.short_names(3) == ["Ada", "Marg…", "C2"]
    texts.people = ("Christina", "Christopher")
    assert texts.short_names(2) == ["Christi…", "Christo…"]
    texts.people = ("", "")
    assert texts.short_names(2) == ["P1", "P2"]


names = st.text(alphabet="abcAB xyz", min_size=1, max_size=20).filter(str.strip)


@settings(derandomize=True, max_examples=300, deadline=None)
@given(names, names)
def test_two_different_names_stay_apart(first, second):
    a, b = short_person(first, [second]), short_person(second, [first])
    if first.strip() != second.strip():
        assert a != b
    for short, name in ((a, first), (b, second)):
        assert short == name.strip() or (short.endswith("…")
                                          and name.strip().startswith(short[:-1]))
        assert len(short) <= len(name.strip())
