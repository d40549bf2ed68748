"""Crafted saves are refused when they are read, with a readable reason.

Two holes of issue 28 (point 7): battle counters of 10**30 loaded and then raised
OverflowError in the window's slots (and in its error handler); a save whose battle
count or hands do not follow from its origin loaded, and its history failed later,
out of a slot, and the game was never recorded. Both now end at the engine's check,
as a LoadError the window already shows (and `--odds` prints as one line).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from krig_desktop.commands.odds_cli import USAGE_EXIT, run_odds
from krig_desktop.engine import Game, GameDataError, Rules
from krig_desktop.storage.errors import LoadError, describe
from krig_desktop.storage.save_format import read_save, write_save


def crafted(tmp_path: Path, edit) -> Path:
    """A real save of game 5 at battle 30, then `edit(document)` applied to its JSON."""
    game = Game.new(2, 5, Rules())
    game.play_to_end(30)
    path = tmp_path / "crafted.krig"
    write_save(path, game)
    document = json.loads(path.read_text(encoding="utf-8"))
    edit(document)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def set_battles(document: dict, battles: int) -> None:
    for part in (document["game"], document["statistics"]):  # the two agree
        part["battles"] = battles


@pytest.mark.parametrize("battles", [2**31, 2**63, 10**30])
def test_huge_battle_counters_are_refused_at_load(tmp_path, battles):
    path = crafted(tmp_path, lambda d: set_battles(d, battles))
    with pytest.raises(LoadError) as refused:
        read_save(path)
    reason = describe(refused.value)
    assert "battles" in reason and "must be from 0 to" in reason
    assert len(reason) < 400


def test_a_history_that_does_not_follow_its_origin_is_refused_at_load(tmp_path):
    path = crafted(tmp_path, lambda d: set_battles(d, d["game"]["battles"] + 7))
    with pytest.raises(LoadError) as refused:
        read_save(path)
    assert "does not follow from its origin" in describe(refused.value)
    assert isinstance(refused.value.__cause__, GameDataError)


def test_swapped_cards_that_pass_every_field_check_are_refused(tmp_path):
    def swap(document: dict) -> None:
        hands = document["game"]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]

    with pytest.raises(LoadError) as refused:
        read_save(crafted(tmp_path, swap))
    assert "hands at the start of battle 31" in describe(refused.value)


def test_the_odds_command_says_why_in_one_line(tmp_path, capsys):
    path = crafted(tmp_path, lambda d: set_battles(d, 10**30))
    assert run_odds(path) == USAGE_EXIT
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("krig-desktop: error: cannot use the saved game:")
    assert captured.err.count("\n") == 1 and "battles" in captured.err
