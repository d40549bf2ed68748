"""The bundle's spec leaves out Qt modules the game does not use: never one it imports
(QtNetwork was left out once the single-window hand-over needed it, and the bundle's
start failed on a bare Debian, found only by CI's bundle stage)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "krig-desktop.spec"


def _left_out() -> set[str]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "QT_MODULES_NOT_USED"):
            return set(ast.literal_eval(node.value))
    raise AssertionError("the spec has no QT_MODULES_NOT_USED")


def _optional(tree: ast.AST) -> set[int]:
    """The nodes inside a `try` that catches ImportError: an optional extra's imports
    (the sound's QtMultimedia, from PySide6-Addons, which the bundle leaves out)."""
    return {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Try)
            and any(handler.type is not None and "ImportError" in ast.unparse(handler.type)
                    for handler in node.handlers)
            for statement in node.body for inner in ast.walk(statement)}


def _imported() -> set[str]:
    """The Qt modules the package's import statements name, less the optional ones."""
    found: set[str] = set()
    for path in (ROOT / "krig_desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        optional = _optional(tree)
        for node in ast.walk(tree):
            if id(node) in optional:
                continue
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found.update(name for name in names if re.fullmatch(r"PySide6\.Qt\w+", name))
    return found


def test_no_qt_module_the_game_imports_is_left_out_of_the_bundle() -> None:
    left_out = _left_out()
    assert "PySide6.QtQml" in left_out  # (the list is read: a module the game never uses)
    imported = _imported()
    assert "PySide6.QtWidgets" in imported  # (the imports are read)
    assert imported & left_out == set()
