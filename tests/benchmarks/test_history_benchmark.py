"""benchmarks/history_db.py --load runs and prints each figure (no time is asserted:
speed belongs to the benchmark's own numbers; this keeps the measurement working)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_load_benchmark_prints_every_step(tmp_path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               TMPDIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "history_db.py"), "--load",
         "--games", "300", "--huge-mb", "2"],
        capture_output=True, text=True, timeout=300, env=env, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    out = done.stdout
    for step in ("History list opened", "statistics (the window's count)", "--stats",
                 "CSV export:", "cancelled after", "closing while the statistics count",
                 "History list opened, huge row", "1 damaged row shown as such",
                 "dealt in slices"):
        assert step in out, out
