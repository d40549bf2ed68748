"""benchmarks/deck_bounds.py runs: it makes its two hostile decks and each child reports.

No time or memory is asserted (those are the benchmark's own numbers); this keeps the
measurement working, on decks made small: a 1 MB SVG (under the limit: used) and a
bomb that unpacks past the limit (left out)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "deck_bounds.py"


def test_the_benchmark_reports_both_decks(tmp_path):
    result = subprocess.run(
        [sys.executable, str(BENCHMARK), "--huge-mb", "1", "--bomb-mb", "0.05",
         "--work", str(tmp_path)],
        capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    huge = next(line for line in lines if line.startswith("huge"))
    bomb = next(line for line in lines if line.startswith("bomb"))
    assert "'used': True" in huge and "peak_mb" in huge
    assert "'used': False" in bomb and "seconds" in bomb
