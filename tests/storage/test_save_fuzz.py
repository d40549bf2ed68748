"""Fuzzing the loader: whatever the bytes, the only outcome is a checked game or LoadError.

Random bytes, random JSON, and valid saves mutated at random (in their JSON structure
and in their raw bytes). Anything accepted must be a whole, consistent game.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storage_helpers import card_counts, document_of, game_at

from krig_desktop.engine import Game, Rules, full_deck
from krig_desktop.storage.errors import LoadError, describe
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import decode

PATH = Path("/fuzz/save.krig")
CARDS = [str(card) for card in full_deck()]
FUZZ = settings(max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

DOCUMENTS = [
    document_of(game_at("war", players=2, seed=3)),
    document_of(game_at("gather", players=3, seed=4, rules=Rules(face_down=2))),
    document_of(game_at("war", players=4, seed=6, rules=Rules(gathering="fixed"))),
]
_finished = Game.new(2, 8)
_finished.play_to_end()
DOCUMENTS.append(document_of(_finished))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner,
                                                                 max_size=5),
    max_leaves=20,
)


def _outcome(data: bytes):
    """decode(), allowing only LoadError; an accepted game is checked to be whole."""
    try:
        loaded = decode(data, PATH)
    except LoadError as error:
        assert str(PATH) in describe(error)
        return None
    game = loaded.game
    assert set(card_counts(game).values()) <= {1}  # the engine lets no card in twice
    assert Game.from_dict(game.to_dict()) == game
    assert len(game.hands) in (2, 3, 4)
    return loaded


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(data):
    assert _outcome(data) is None


@FUZZ
@given(json_values)
def test_random_json(value):
    assert _outcome(json.dumps(value).encode()) is None


@FUZZ
@given(st.dictionaries(
    st.sampled_from(["format", "version", "program", "saved_at", "game_number", "players",
                     "rules", "statistics", "game"]),
    json_values, max_size=9,
))
def test_random_json_with_the_right_names(value):
    value = {"format": "krig-desktop-save", **value}
    assert _outcome(json.dumps(value).encode()) is None


def _paths(node, prefix=()):
    """Every place inside a JSON document (as a tuple of keys and indexes)."""
    yield prefix
    if isinstance(node, dict):
        for key, child in node.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(node, list) and len(node) < 100:
        for index, child in enumerate(node):
            yield from _paths(child, (*prefix, index))


def _set(document, where, value):
    node = document
    for step in where[:-1]:
        node = node[step]
    node[where[-1]] = value


def _delete(document, where):
    node = document
    for step in where[:-1]:
        node = node[step]
    del node[where[-1]]


@FUZZ
@given(st.data())
def test_mutated_valid_saves(data):
    document = copy.deepcopy(data.draw(st.sampled_from(DOCUMENTS)))
    places = [p for p in _paths(document) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(places))
        kind = data.draw(st.sampled_from(["value", "delete", "card", "number"]))
        try:
            if kind == "value":
                _set(document, where, data.draw(json_values))
            elif kind == "delete":
                _delete(document, where)
            elif kind == "card":
                _set(document, where, data.draw(st.sampled_from(CARDS)))
            else:
                _set(document, where, data.draw(st.integers(-3, 60)))
        except (KeyError, IndexError, TypeError):
            pass  # an earlier mutation removed or replaced that place
    loaded = _outcome(json.dumps(document).encode())
    if loaded is not None:  # accepted: everything the file says agrees with the game
        assert document["game"] == loaded.game.to_dict()
        assert document["game_number"] == loaded.game.seed


@FUZZ
@given(st.data())
def test_mutated_bytes_of_valid_saves(data):
    raw = bytearray(encode(data.draw(st.sampled_from(DOCUMENTS))))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        kind = data.draw(st.sampled_from(["flip", "cut", "insert"]))
        if kind == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del raw[at:at + data.draw(st.integers(1, 50))]
        else:
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=10))
    _outcome(bytes(raw))


def test_unchanged_documents_are_accepted():
    """The fuzzed seeds themselves are valid, so rejections above mean something."""
    for document in DOCUMENTS:
        assert _outcome(json.dumps(document).encode()) is not None
