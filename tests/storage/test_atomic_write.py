"""Writing can fail in many ways; each gives a SaveError and the old file stays whole."""

from __future__ import annotations

import errno
import subprocess
import sys
import textwrap

import pytest
from storage_helpers import game_after_steps

from krig_desktop.engine import Game, Rules
from krig_desktop.storage import atomic, errors
from krig_desktop.storage.atomic import write_atomic
from krig_desktop.storage.errors import SaveError, describe
from krig_desktop.storage.save_format import read_save, write_save


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "saves"
    path.mkdir()
    return path


def test_writes_and_replaces_without_litter(folder):
    target = folder / "a.krig"
    write_atomic(target, b"first")
    write_atomic(target, b"second, longer")
    assert target.read_bytes() == b"second, longer"
    assert [p.name for p in folder.iterdir()] == ["a.krig"]


def test_makes_missing_folders(tmp_path):
    target = tmp_path / "new" / "deeper" / "a.krig"
    write_atomic(target, b"x")
    assert target.read_bytes() == b"x"


def test_folder_that_cannot_be_made(tmp_path):
    """The parent is a file: even root cannot make a folder there (ENOTDIR)."""
    blocker = tmp_path / "blocker"
    blocker.write_text("i am a file")
    with pytest.raises(SaveError) as info:
        write_save(blocker / "game.krig", game_after_steps(3))
    assert info.value.key == errors.NO_FOLDER
    assert str(blocker / "game.krig") in describe(info.value)
    assert blocker.read_text() == "i am a file"


def test_target_is_a_folder(folder):
    target = folder / "game.krig"
    target.mkdir()
    (target / "inside").write_text("keep")
    with pytest.raises(SaveError) as info:
        write_save(target, game_after_steps(3))
    assert info.value.key == errors.TARGET_IS_FOLDER
    assert (target / "inside").read_text() == "keep"


def test_disk_full_keeps_the_previous_save(folder, monkeypatch):
    target = folder / "game.krig"
    old_game = game_after_steps(5)
    write_save(target, old_game)
    before = target.read_bytes()

    def full(handle, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_all", full)
    with pytest.raises(SaveError) as info:
        write_save(target, game_after_steps(50))
    assert info.value.key == errors.DISK_FULL
    assert target.read_bytes() == before
    assert read_save(target).game == old_game
    assert [p.name for p in folder.iterdir()] == ["game.krig"]


@pytest.fixture
def free_space(monkeypatch):
    """Set the free space the folder reports (the real disk is not filled)."""
    from types import SimpleNamespace

    class Free:
        bytes = 10**12

    def disk_usage(path):
        return SimpleNamespace(total=10**12, used=10**12 - Free.bytes, free=Free.bytes)

    monkeypatch.setattr(atomic.shutil, "disk_usage", disk_usage)
    return Free


class _CommitFails(atomic.QSaveFile):
    """QSaveFile as on a disk with a few KiB free: the data fits in its buffer, the
    flush at commit fails, and Qt calls that "Unknown error" (measured on a tmpfs)."""

    def commit(self):
        self.cancelWriting()
        super().commit()  # removes the temporary file
        return False

    def errorString(self):
        return "Unknown error"


def test_a_few_kib_free_is_a_full_disk_not_an_unknown_error(folder, monkeypatch, free_space):
    target = folder / "game.krig"
    write_atomic(target, b"old")
    monkeypatch.setattr(atomic, "QSaveFile", _CommitFails)
    free_space.bytes = 4096
    with pytest.raises(SaveError) as info:
        write_atomic(target, b"x" * 13_000)
    assert info.value.key == errors.DISK_FULL
    assert describe(info.value).endswith("the disk is full.")
    free_space.bytes = 10**9  # plenty of room: then it really is something else
    with pytest.raises(SaveError) as info:
        write_atomic(target, b"x" * 13_000)
    assert info.value.key == errors.WRITE_FAILED and "Unknown error" in describe(info.value)
    assert target.read_bytes() == b"old"
    assert [p.name for p in folder.iterdir()] == ["game.krig"]


@pytest.mark.parametrize("reason", ["No space left on device", "Kein Speicherplatz"])
def test_no_space_while_writing_is_a_full_disk(folder, monkeypatch, free_space, reason):
    """A large save: QSaveFile.write fails with the system's words (maybe translated)."""
    target = folder / "game.krig"

    def no_space(handle, data):
        raise OSError(errno.EIO, reason)  # what _write_all raises for a failed write

    monkeypatch.setattr(atomic, "_write_all", no_space)
    free_space.bytes = 200_000
    with pytest.raises(SaveError) as info:
        write_atomic(target, b"x" * 5_000_000)
    assert info.value.key == errors.DISK_FULL
    assert not target.exists()


def test_no_space_for_the_folder_is_a_full_disk(tmp_path, monkeypatch):
    def no_space(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.Path, "mkdir", no_space)
    with pytest.raises(SaveError) as info:
        write_atomic(tmp_path / "new" / "game.krig", b"data")
    assert info.value.key == errors.DISK_FULL


def test_free_space_unknown_keeps_the_reason(folder, monkeypatch):
    def broken(path):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(atomic.shutil, "disk_usage", broken)
    monkeypatch.setattr(atomic, "QSaveFile", _CommitFails)
    with pytest.raises(SaveError) as info:
        write_atomic(folder / "game.krig", b"data")
    assert info.value.key == errors.WRITE_FAILED


def test_a_write_error_keeps_the_previous_save(folder, monkeypatch):
    target = folder / "game.krig"
    write_atomic(target, b"old")

    def broken(handle, data):
        handle.write(data[:3])
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(atomic, "_write_all", broken)
    with pytest.raises(SaveError) as info:
        write_atomic(target, b"new content")
    assert info.value.key == errors.WRITE_FAILED
    assert "Input/output error" in describe(info.value)
    assert target.read_bytes() == b"old"
    assert [p.name for p in folder.iterdir()] == ["game.krig"]


def test_a_real_file_size_limit_keeps_the_previous_save(folder):
    """RLIMIT_FSIZE makes the kernel refuse the write (EFBIG), even for root."""
    target = folder / "game.krig"
    small = game_after_steps(5)
    write_save(target, small)
    before = target.read_bytes()
    script = textwrap.dedent(
        f"""
        import resource, signal, sys
        from krig_desktop.engine import Game, Rules
        from krig_desktop.storage.errors import SaveError
        from krig_desktop.storage.save_format import write_save
        game = Game.new(2, 1, Rules(face_down=2, gathering="fixed"))
        game.play_to_end(max_battles=20000)
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))  # a save is ~2 KB
        try:
            write_save({str(target)!r}, game)
        except SaveError as error:
            print("REFUSED", error.key)
            sys.exit(0)
        print("WRITTEN")
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("REFUSED"), result.stdout
    assert target.read_bytes() == before
    assert read_save(target).game == small


def test_refuses_to_write_what_it_could_not_read_back(folder, monkeypatch):
    from krig_desktop.storage import save_format

    monkeypatch.setattr(save_format, "MAX_SAVE_BYTES", 1000)
    target = folder / "game.krig"
    with pytest.raises(SaveError) as info:
        write_save(target, Game.new(2, 1, Rules()))
    assert info.value.key == errors.SAVE_TOO_LARGE
    assert not target.exists()


def test_stale_temporaries_of_a_killed_writer_are_cleaned_up(folder):
    import os
    import time

    target = folder / "game.krig"
    old = folder / "game.krig.AbC123"
    young = folder / "game.krig.XyZ789"
    other = folder / "notes.krig.AbC123"
    for path in (old, young, other):
        path.write_bytes(b"half a save")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    write_atomic(target, b"data")
    assert sorted(p.name for p in folder.iterdir()) == [
        "game.krig", "game.krig.XyZ789", "notes.krig.AbC123"
    ]


def test_refuses_to_write_a_game_the_engine_would_not_load_again(folder, monkeypatch):
    """Writing reads the data back through the engine first; its refusal keeps the file."""
    from krig_desktop.engine import GameDataError

    target = folder / "game.krig"
    write_atomic(target, b"the previous save")
    game = Game.new(2, 1, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(max_battles=50)

    def refuse(cls, data):
        raise GameDataError("hands: the engine says no")

    monkeypatch.setattr(Game, "from_dict", classmethod(refuse))
    with pytest.raises(SaveError) as info:
        write_save(target, game)
    assert info.value.key == errors.WOULD_NOT_LOAD
    assert "the engine says no" in describe(info.value)
    assert target.read_bytes() == b"the previous save"
    monkeypatch.undo()
    write_save(target, game)
    assert read_save(target).game == game
