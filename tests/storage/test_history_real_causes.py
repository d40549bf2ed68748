"""Issue 41 point 5 (reliability-2 N10): messages name the real cause. A file standing
where the config folder should be is no permission problem; a folder that can be read
but not written still lets `--stats` read a healthy history. (Root ignores
permissions: the read-only folder is tried as another user, with setpriv.)"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from krig_desktop.commands.stats_text import run_stats
from krig_desktop.storage.game_history import (
    HistoryError,
    Reason,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.paths import history_path
from tests.storage.history_writer import record_for

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("readonly_quit",
                                               ROOT / "scripts" / "readonly_quit.py")
assert _spec is not None and _spec.loader is not None
readonly_quit = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(readonly_quit)  # its open_to_nobody: the program reachable


@pytest.mark.parametrize("where", ["config home", "program folder"])
def test_a_file_where_the_folder_should_be_is_named(tmp_path: Path, monkeypatch,
                                                    capsys, where: str) -> None:
    if where == "config home":
        blocker = tmp_path / "not-a-folder"
        blocker.write_text("mine")
        monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
        blocker = tmp_path / "krig-desktop"
        blocker.write_text("mine")
    path = history_path()
    for attempt in (lambda: open_history_read_only(path),
                    lambda: open_history(path, busy_timeout=0)):
        with pytest.raises(HistoryError) as raised:
            attempt()
        assert raised.value.reason is Reason.NOT_A_FOLDER
    assert run_stats(json=False) == 1
    err = capsys.readouterr().err
    assert "a file stands where its folder should be" in err
    assert "permission" not in err
    assert blocker.read_text() == "mine"


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder another user can look into (pytest's own are root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="krig-ro-"))
    folder.chmod(0o755)
    yield folder
    for place in (folder, *folder.rglob("*")):
        if place.is_dir():
            place.chmod(0o755)
    shutil.rmtree(folder)


def _as_someone_else() -> list[str]:
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("root, and no setpriv to drop its permissions")
    return ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"]


def test_stats_reads_a_healthy_history_in_a_folder_it_cannot_write(
        shared_folder: Path) -> None:
    folder = shared_folder / "krig-desktop"
    folder.mkdir()
    with open_history(folder / "history.sqlite3", busy_timeout=0).history as history:
        for k in range(1, 4):
            history.record(record_for(1, k))
    assert not (folder / "history.sqlite3-shm").exists()  # (a clean close removes it)
    (folder / "history.sqlite3").chmod(0o644)
    folder.chmod(0o555)
    with readonly_quit.open_to_nobody(ROOT, Path(sys.prefix)):
        done = subprocess.run(
            [*_as_someone_else(), sys.executable, "-m", "krig_desktop", "--stats", "--json"],
            env={**os.environ, "XDG_CONFIG_HOME": str(shared_folder)},
            capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert '"games": 3' in done.stdout
    assert sorted(p.name for p in folder.iterdir()) == ["history.sqlite3"]
