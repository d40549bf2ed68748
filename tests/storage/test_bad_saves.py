"""Every kind of bad file gets a clear message naming it, and nothing is changed."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest
from storage_helpers import (
    FINISHED_GAME_DAMAGE,
    GAME_DAMAGE,
    card_counts,
    document_of,
    game_at,
    write_document,
)

from krig_desktop.engine import Game
from krig_desktop.storage import bounded_read, errors
from krig_desktop.storage.errors import LoadError, NewerVersionError, describe
from krig_desktop.storage.save_format import MAX_SAVE_BYTES, read_save


def _refused(path: Path, key: str | None = None) -> LoadError:
    """read_save must raise LoadError (with `key`), name the file, and leave it as it was."""
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(LoadError) as info:
        read_save(path)
    error = info.value
    if key is not None:
        assert error.key == key, str(error)
    assert str(path) in describe(error)
    if before is not None:
        assert path.read_bytes() == before
    return error


@pytest.fixture
def war_document() -> dict:
    return document_of(game_at("war", players=3, seed=4))


def _with(document: dict, change) -> dict:
    changed = copy.deepcopy(document)
    change(changed)
    return changed


# --- not a save at all ---------------------------------------------------------------
def test_not_json(tmp_path):
    path = tmp_path / "a.krig"
    path.write_bytes(b"this is not json at all\n")
    error = _refused(path, errors.NOT_JSON)
    assert error.params["line"] == 1


def test_not_utf8(tmp_path):
    path = tmp_path / "a.krig"
    path.write_bytes(b'{"format": "\xff\xfe\xfa"}')
    _refused(path, errors.NOT_UTF8)


def test_empty_and_blank(tmp_path):
    path = tmp_path / "a.krig"
    path.write_bytes(b"")
    _refused(path, errors.EMPTY)
    path.write_bytes(b"  \n\t ")
    _refused(path, errors.EMPTY)


@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.9, 0.999])
def test_truncated(valid_save, fraction):
    data = valid_save.read_bytes()
    valid_save.write_bytes(data[: int(len(data) * fraction)])
    _refused(valid_save, errors.TRUNCATED)


@pytest.mark.parametrize("document", [[], [1, 2], "text", 3, None, {"format": "other"}, {}])
def test_json_that_is_not_a_save(tmp_path, document):
    path = write_document(tmp_path / "a.krig", document)
    _refused(path, errors.NOT_A_SAVE)


@pytest.mark.parametrize(
    ("old", "new", "key", "says"),
    [
        ('"players": 3,', '"players": 3, "players": 3,', errors.DUPLICATE_ENTRY,
         'the entry "players" appears twice'),
        ('"battles": ', '"battles": NaN, "x": ', errors.NOT_A_NUMBER, "holds NaN"),
        ('"battles": ', '"battles": -Infinity, "x": ', errors.NOT_A_NUMBER,
         "holds -Infinity"),
        ('"game_number": 4', '"game_number": ' + "9" * 5000, errors.NUMBER_TOO_LONG,
         "too long or too large to read (5000 characters)"),
        ('"battles": ', '"battles": 1e999, "x": ', errors.NUMBER_TOO_LONG, "too large"),
    ],
)
def test_what_json_allows_but_no_save_holds_is_named(tmp_path, war_document, old, new, key,
                                                     says):
    """Before, all of these said "not valid JSON (line ?, column ?)"."""
    path = tmp_path / "a.krig"
    text = json.dumps(war_document)
    assert old in text
    path.write_text(text.replace(old, new, 1))
    error = _refused(path, key)
    assert says in describe(error) and "?" not in describe(error)


def test_nested_too_deeply(tmp_path):
    path = tmp_path / "a.krig"
    path.write_text("[" * 200_000 + "]" * 200_000)
    _refused(path)  # TOO_DEEP on this Python; never a RecursionError


# --- versions ------------------------------------------------------------------------
def test_newer_version_says_so(tmp_path, war_document):
    path = write_document(tmp_path / "new.krig", _with(war_document, lambda d: d.update(version=7)))
    error = _refused(path, errors.NEWER_VERSION)
    assert isinstance(error, NewerVersionError)
    assert "made by a newer version of Krig Desktop" in describe(error)


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None, [1]])
def test_unknown_version(tmp_path, war_document, version):
    document = _with(war_document, lambda d: d.update(version=version))
    path = write_document(tmp_path / "v.krig", document)
    _refused(path, errors.BAD_VERSION)


# --- wrong types and values ----------------------------------------------------------
WRONG = [
    (lambda d: d.update(players="3"), errors.BAD_FIELD),
    (lambda d: d.update(players=5), errors.BAD_VALUE),
    (lambda d: d.update(game_number=True), errors.BAD_FIELD),
    (lambda d: d.update(game_number=0), errors.BAD_VALUE),
    (lambda d: d.pop("statistics"), errors.BAD_FIELD),
    (lambda d: d.update(statistics=[]), errors.BAD_FIELD),
    (lambda d: d["statistics"].update(battles=-1), errors.BAD_VALUE),
    (lambda d: d["statistics"].update(cards="17"), errors.BAD_FIELD),
    (lambda d: d["statistics"].update(over=0), errors.BAD_FIELD),
    (lambda d: d["statistics"].update(outcome="lost"), errors.BAD_VALUE),
    (lambda d: d["rules"].update(face_down=1.0), errors.BAD_FIELD),
    (lambda d: d["rules"].update(gathering="random"), errors.BAD_VALUE),
    (lambda d: d.update(saved_at="yesterday"), errors.BAD_VALUE),
    (lambda d: d.update(saved_at="2026-11-30T10:00:00"), errors.BAD_VALUE),  # no zone
    (lambda d: d.update(program="Krig"), errors.BAD_FIELD),
    (lambda d: d.update(extra=1), errors.UNKNOWN_FIELD),
    (lambda d: d.update(game=[]), errors.BAD_FIELD),
    (lambda d: d["statistics"].update(cards=[10] * 5), errors.BAD_VALUE),  # 4 seats at most
    (lambda d: d["statistics"].update(in_play=[0, 4]), errors.BAD_VALUE),
]


@pytest.mark.parametrize(("change", "key"), WRONG)
def test_wrong_types_and_values(tmp_path, war_document, change, key):
    path = write_document(tmp_path / "w.krig", _with(war_document, change))
    _refused(path, key)


# --- the game inside: the engine's judgement, passed on ---------------------------------
@pytest.mark.parametrize("damage", sorted(GAME_DAMAGE))
def test_the_engine_judges_the_game_in_play(tmp_path, war_document, damage):
    GAME_DAMAGE[damage](war_document)
    error = _refused(write_document(tmp_path / "g.krig", war_document), errors.BAD_GAME)
    assert error.params["reason"] and error.params["reason"] in describe(error)


@pytest.mark.parametrize("damage", sorted(FINISHED_GAME_DAMAGE))
def test_the_engine_judges_a_finished_game(tmp_path, damage):
    game = Game.new(2, 8)
    game.play_to_end()
    document = document_of(game)
    FINISHED_GAME_DAMAGE[damage](document)
    _refused(write_document(tmp_path / "f.krig", document), errors.BAD_GAME)


def test_a_card_twice_is_named(tmp_path, war_document):
    twice = war_document["game"]["hands"][1][0]
    GAME_DAMAGE["a card twice"](war_document)
    error = _refused(write_document(tmp_path / "t.krig", war_document), errors.BAD_GAME)
    assert twice in describe(error)


def test_the_envelope_does_not_second_guess_the_engine(tmp_path):
    """Whatever game the engine builds and accepts, the file holds: e.g. hand-built
    hands of fewer than 52 cards (Game.from_hands allows them)."""
    from krig_desktop.engine import full_deck
    from krig_desktop.storage.save_format import write_save

    cards = [str(c) for c in full_deck()]
    game = Game.from_hands([cards[:26], cards[26:51]], seed=1)
    path = tmp_path / "h.krig"
    write_save(path, game)
    loaded = read_save(path).game
    assert loaded == game and sum(card_counts(loaded).values()) == 51


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(game_number=d["game_number"] + 1), "game_number"),
        (lambda d: d.update(players=2), "players"),
        (lambda d: d["rules"].update(face_down=3), "rules"),
        (lambda d: d["statistics"].update(battles=d["statistics"]["battles"] + 1),
         "statistics.battles"),
        (lambda d: d["statistics"].update(over=True), "statistics.over"),
        (lambda d: d["statistics"]["cards"].__setitem__(0, d["statistics"]["cards"][0] + 1),
         "statistics.cards"),
        (lambda d: d["statistics"].update(in_play=[0, 1]), "statistics.in_play"),
    ],
)
def test_file_disagrees_with_its_game(tmp_path, war_document, change, field):
    error = _refused(write_document(tmp_path / "d.krig", _with(war_document, change)),
                     errors.MISMATCH)
    assert error.params["field"] == field


# --- the file itself -----------------------------------------------------------------
def test_larger_than_any_save_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.krig"
    with open(path, "wb") as f:  # sparse: no disk space used
        f.truncate(MAX_SAVE_BYTES + 1)

    def no_reading(*args):
        raise AssertionError("read a file that is too large")

    monkeypatch.setattr(bounded_read.os, "read", no_reading)
    error = _refused(path, errors.TOO_LARGE)
    assert error.params["size"] == MAX_SAVE_BYTES + 1


def test_a_folder(tmp_path):
    folder = tmp_path / "folder.krig"
    folder.mkdir()
    _refused(folder, errors.IS_FOLDER)


def test_missing_file(tmp_path):
    _refused(tmp_path / "nothing.krig", errors.NOT_FOUND)


def test_unreadable_path_under_a_file(tmp_path):
    """Root can read anything, but not through a file: a real read failure (ENOTDIR)."""
    plain = tmp_path / "plain"
    plain.write_text("x")
    _refused(plain / "save.krig", errors.UNREADABLE)


def test_unreadable_permission(tmp_path, valid_save, monkeypatch):
    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(bounded_read.os, "open", denied)
    error = _refused(valid_save, errors.UNREADABLE)
    assert "Permission denied" in describe(error)


def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "pipe.krig"
    os.mkfifo(fifo)
    _refused(fifo, errors.NOT_REGULAR)


def test_messages_are_translated(qapp, tmp_path):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            if context == errors.CONTEXT and source == errors.NOT_FOUND:
                return "MANGLER FIL: {file}"
            return None

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        with pytest.raises(LoadError) as info:
            read_save(tmp_path / "gone.krig")
        assert describe(info.value) == f"MANGLER FIL: {tmp_path / 'gone.krig'}"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert describe(info.value).startswith("The file ")
