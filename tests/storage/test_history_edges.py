"""scripts/history_edges.py in CI (issue 41 point 1): foreign logs, a stale log of the
file's own, and schema objects no version of ours made: no recorded game is lost,
nothing crafted is run or merged, `--stats` changes nothing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "history_edges.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("history_edges", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["history_edges"] = module  # (its dataclass looks itself up there)
    spec.loader.exec_module(module)
    return module


def test_every_history_edge_holds(tmp_path: Path) -> None:
    edges = _script()
    outcomes = edges.run_all(tmp_path)
    assert len(outcomes) == len(edges.CASES) >= 10
    assert {o.name: o.failures for o in outcomes if o.failures} == {}
