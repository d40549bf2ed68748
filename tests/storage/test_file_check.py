"""Looking at a path never opens it and never raises; each kind of thing is told apart.

Tests run as root here, and root can look into any folder: a folder closed to the
player (mode 000) is simulated by making os.stat/os.lstat fail as they then do.
"""

from __future__ import annotations

import errno
import os

import pytest

from krig_desktop.storage import errors, file_check
from krig_desktop.storage.errors import LoadError, describe
from krig_desktop.storage.file_check import Kind, look_at, save_is_there
from krig_desktop.storage.save_format import read_save


@pytest.fixture
def closed_folder(tmp_path, monkeypatch):
    """A folder whose entries cannot be looked at: what mode 000 does to anyone not root."""
    folder = tmp_path / "closed"
    folder.mkdir()
    real_stat, real_lstat = os.stat, os.lstat

    def denied(real):
        def stat(path, *args, **kwargs):
            if os.fspath(path).startswith(str(folder) + os.sep):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            return real(path, *args, **kwargs)

        return stat

    monkeypatch.setattr(file_check.os, "stat", denied(real_stat))
    monkeypatch.setattr(file_check.os, "lstat", denied(real_lstat))
    return folder


def test_each_kind_of_thing(tmp_path):
    plain = tmp_path / "plain"
    plain.write_bytes(b"12345")
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "dangling").symlink_to(tmp_path / "gone")
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    (tmp_path / "link").symlink_to(plain)
    (tmp_path / "device").symlink_to("/dev/null")
    found = {name: look_at(tmp_path / name) for name in (
        "nothing", "plain", "folder", "fifo", "dangling", "loop", "link", "device")}
    assert found["nothing"].kind is Kind.MISSING
    assert found["plain"].kind is Kind.FILE and found["plain"].size == 5
    assert found["link"].kind is Kind.FILE
    assert found["folder"].kind is Kind.FOLDER
    assert found["fifo"].kind is Kind.SPECIAL and found["device"].kind is Kind.SPECIAL
    assert found["dangling"].kind is Kind.BROKEN_LINK
    assert found["loop"].kind is Kind.BROKEN_LINK
    assert look_at(plain / "under a file").kind is Kind.UNREACHABLE  # ENOTDIR, even for root


def test_a_closed_folder_is_an_answer_not_an_exception(closed_folder):
    found = look_at(closed_folder / "game.krig")
    assert found.kind is Kind.UNREACHABLE and found.reason == "Permission denied"


def test_no_save_a_broken_link_and_a_closed_folder_are_told_apart(tmp_path, closed_folder):
    assert save_is_there(tmp_path / "game.krig") is False
    (tmp_path / "real.krig").write_text("{}")
    assert save_is_there(tmp_path / "real.krig") is True
    link = tmp_path / "link.krig"
    link.symlink_to(tmp_path / "moved-away.krig")
    with pytest.raises(LoadError) as info:
        save_is_there(link)
    assert info.value.key == errors.BROKEN_LINK
    assert "moved-away.krig" in describe(info.value) and str(link) in describe(info.value)
    with pytest.raises(LoadError) as info:
        save_is_there(closed_folder / "game.krig")
    assert info.value.key == errors.FOLDER_UNREACHABLE
    assert str(closed_folder) in describe(info.value) and "Permission denied" in describe(
        info.value)


def test_reading_a_broken_link_says_so(tmp_path):
    link = tmp_path / "link.krig"
    link.symlink_to(tmp_path / "moved-away.krig")
    with pytest.raises(LoadError) as info:
        read_save(link)
    assert info.value.key == errors.BROKEN_LINK
