"""The start path's small values, `Frozen` now (start-up time, issue 25): each takes
its fields by the names and in the order of FIELDS, so `_replace`, pickling and copies
(which call the class with them) give the same value back."""

from __future__ import annotations

import copy
import pickle

import pytest

from krig_desktop.controller.replay import SetAside
from krig_desktop.engine import BattleRecord, Card, Game, Outcome, Phase, Rules
from krig_desktop.engine.events import GameOver, Gathered, Laid, Out, Tie, Won
from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.game import BattleReport
from krig_desktop.model.count_series import Envelope
from krig_desktop.model.highlights import BiggestPile, DeepestWar, Highlights, Low, Streak
from krig_desktop.model.table_model import PileCard, TableModel
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.file_check import Found, Kind

ACE = Card.parse("AS")
EXAMPLES: list[Frozen] = [
    Laid(0, ACE, True, 0), Tie(0, (0, 1), (0, 1)), Out(1, (ACE,), 2), Won(1, 3),
    Gathered(0, (ACE,)), GameOver(Outcome.WIN, 0, None),
    BattleReport(0, (ACE,), 1, (1,)),
    PileCard(1, ACE, False),
    TableModel(2, 7, Rules(), (26, 26), frozenset(), (PileCard(0, ACE, True),), None,
               Phase.FLIP, 0, 0, 0, 0, (), (), None, None, None, None),
    DeepestWar(2, 5), BiggestPile(12, 10, 0), Streak(1, 3, 5), Low(21, 5),
    Highlights(2, 10, 1, 2, DeepestWar(2, 5), BiggestPile(12, 10, 0), 1, 0, (3, 2),
               Streak(0, 3, 5), (Low(21, 5), None)),
    Envelope(0, 1, (0, 1, 2), ((26, 27),), ((26, 27),), ((26, 27),), (0, 1)),
    WarCall(3, 1, 1, None), Found(Kind.FILE, 12),
    SetAside(Game.new(2, 7)),
    BattleRecord(1, ((ACE,), ()), 0, 0, (1,), (27, 25)),
]


@pytest.mark.parametrize("value", EXAMPLES, ids=lambda value: type(value).__name__)
def test_a_value_is_built_from_its_fields_by_name_and_in_order(value):
    kind = type(value)
    fields = {name: getattr(value, name) for name in kind.FIELDS}
    assert kind(*fields.values()) == value == kind(**fields)
    assert set(kind.__slots__) == set(kind.FIELDS)
    match_args = getattr(kind, "__match_args__", kind.FIELDS)
    assert match_args == kind.FIELDS
    assert value._replace() == value and value._replace() is not value
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.copy(value) == value and copy.deepcopy(value) == value
    if not isinstance(value, SetAside):  # (a game is not hashable)
        assert hash(value) == hash(copy.copy(value))
