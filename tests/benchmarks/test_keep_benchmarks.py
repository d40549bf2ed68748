"""benchmarks/keep_game.py and benchmarks/save_size.py run and print their rows.

No time or size is asserted (those are the benchmarks' own numbers); this only keeps
the measurements working when the save format or the keeper changes."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load(name: str):
    sys.path.insert(0, str(BENCHMARKS))
    try:
        path = BENCHMARKS / f"{name}.py"
        spec = importlib.util.spec_from_file_location(f"{name}_benchmark", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_the_keep_cost_is_measured(capsys):
    assert load("keep_game").main(["--lengths", "0,300", "--writes", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[:2]] == ["0", "300"]
    assert all("GUI thread" in line and "bytes" in line for line in lines[:2])


def test_the_save_size_is_measured(capsys):
    assert load("save_size").main(["--lengths", "0,300", "--shuffled", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("with chances") == 3 and "marks kept" in out
