"""Issue 28, point 7: settings.ini never grows past the size the program itself reads.

A settings.ini just under 1 MiB (MAX_SETTINGS_BYTES) was rewritten past it when the
window remembered its geometry, and every start after refused it ("too large") and fell
back to the defaults in memory. Now a write that could take the file past the limit drops
what is not ours first (keys this version does not know), and a value of ours too large
to be real (a geometry of megabytes) is not remembered: the next start reads the file.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from krig_desktop.speed import Speed
from krig_desktop.storage import paths
from krig_desktop.storage.settings import MAX_SETTINGS_BYTES, Settings


def _nearly_full_file(filler: str = "a") -> None:
    """A hand-edited (or foreign) settings.ini a few hundred bytes under the limit,
    with one remembered value of ours in it."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    head = "[game]\nspeed=fast\n[other]\nnotes="
    room = MAX_SETTINGS_BYTES - len(head) - 300
    path.write_text(head + filler * room + "\n", encoding="utf-8")
    assert MAX_SETTINGS_BYTES - 400 < path.stat().st_size <= MAX_SETTINGS_BYTES


def test_a_nearly_full_file_is_still_readable_after_a_save():
    _nearly_full_file()
    settings = Settings()
    assert settings.problem is None and settings.speed is Speed.FAST
    settings.geometry = QByteArray(b"\x01\xd9\xd0\xcb" * 200)  # 800 bytes, escaped on disk
    settings.window_state = QByteArray(b"\x00\xff" * 400)
    settings.players = 3
    assert settings.sync()
    assert paths.settings_path().stat().st_size <= MAX_SETTINGS_BYTES
    again = Settings()
    assert again.problem is None
    assert (again.speed, again.players) == (Speed.FAST, 3)
    assert bytes(again.geometry or b"") == b"\x01\xd9\xd0\xcb" * 200


def test_a_value_that_would_grow_the_file_on_rewrite_is_counted_as_written():
    # Control characters are written escaped (\x1 and the like): the text grows on disk.
    _nearly_full_file(filler="\x01")
    settings = Settings()
    settings.speed = Speed.SLOW
    assert settings.sync()
    assert paths.settings_path().stat().st_size <= MAX_SETTINGS_BYTES
    assert Settings().problem is None and Settings().speed is Speed.SLOW


def test_a_huge_geometry_is_not_remembered():
    settings = Settings()
    settings.speed = Speed.FAST
    settings.geometry = QByteArray(b"\xfe" * (MAX_SETTINGS_BYTES // 2))  # 4x that escaped
    assert settings.sync()
    assert paths.settings_path().stat().st_size <= MAX_SETTINGS_BYTES
    again = Settings()
    assert again.problem is None and again.speed is Speed.FAST
    assert again.geometry is None


def test_every_key_of_ours_is_known_as_ours():
    """A key missing from OUR_KEYS would be dropped as foreign when the file is full."""
    from krig_desktop.storage import settings as module

    keys = {value for name, value in vars(module).items()
            if name.isupper() and isinstance(value, str) and "/" in value}
    assert keys == module.OUR_KEYS
