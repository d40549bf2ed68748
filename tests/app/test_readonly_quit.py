"""Issue 41 point 2 end to end: the real program, a game finished in a read-only config
folder (and files), quit; the game waits in the temp folder and the next start, the
folder writable again, records it once (scripts/readonly_quit.py). As root the program
runs as another user (`setpriv`), since root ignores permissions."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "readonly_quit.py"


@pytest.mark.skipif(os.geteuid() == 0 and shutil.which("setpriv") is None,
                    reason="as root, the read-only folder needs setpriv")
def test_a_game_finished_in_a_read_only_folder_is_recorded_at_the_next_start() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True,
                          timeout=900, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "read-only quit: ok" in done.stdout
