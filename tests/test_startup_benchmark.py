"""benchmarks/startup.py runs: both children reach their first paint and report it.

No time is asserted (speed belongs to the benchmark's own numbers); this only keeps the
measurement working, e.g. when the table view's name or the start-up path changes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "startup.py"


@pytest.fixture(scope="module")
def startup():
    spec = importlib.util.spec_from_file_location("startup_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_table_and_the_bare_window_report_their_first_paint(startup):
    assert startup.launch(startup.KRIG, "offscreen") > 0
    assert startup.launch(startup.BARE, "offscreen") > 0


def test_a_child_that_never_paints_is_told(startup):
    """The control: a launch that shows nothing ends in a message, not a number."""
    with pytest.raises(SystemExit, match="never painted"):
        startup.launch("import sys; sys.exit(0)", "offscreen")
