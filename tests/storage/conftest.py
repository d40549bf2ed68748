"""Fixtures for the storage tests (helpers live in storage_helpers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import game_at


@pytest.fixture
def valid_save(tmp_path) -> Path:
    """A real save of a game in the middle of a war, written by the program."""
    from krig_desktop.storage.save_format import write_save

    path = tmp_path / "valid.krig"
    write_save(path, game_at("war"))
    return path
