"""scripts/hostile_decks.py (issue 41): every hostile deck refused, the plain one used,
the element-count deck among them. Its quick run, as CI can afford it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "hostile_decks.py"


def test_every_hostile_deck_is_refused(capsys):
    spec = importlib.util.spec_from_file_location("hostile_decks", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("hostile_decks", module)
    spec.loader.exec_module(module)
    assert module.main(["--quick"]) == 0
    out = capsys.readouterr().out
    assert "FAIL" not in out
    assert "ok   elements:" in out and "more than" in out
    assert "ok   entity elements:" in out
