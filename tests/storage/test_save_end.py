"""A save's rules.end is checked before anything reads a number from it (issue 44):
an end the engine would not take is refused with the entry named."""

from __future__ import annotations

from pathlib import Path

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.validate import document_to_save


@pytest.mark.parametrize("end", ["battles:0", "battles:010", "wars:21", "battles:99999",
                                 50, None, ["battles:50"], "battles:" + "9" * 10_000])
def test_an_impossible_end_in_a_saves_rules_is_refused(end: object) -> None:
    game = Game.new(2, 5, Rules(end="battles:50"))
    game.play_battle()
    document = build_document(game)
    document["rules"]["end"] = end
    with pytest.raises(LoadError) as refused:
        document_to_save(document, Path("bad.krig"))
    assert refused.value.params["field"] == "rules.end"
