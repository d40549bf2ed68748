"""The house's import rules, read from the code: no module-level `__getattr__` (a lazy
face static tools cannot follow), and every import inside a function is a row of
ARCHITECTURE.md's table of the imports kept inside functions, each with its reason."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
PACKAGE = PROJECT / "krig_desktop"
TABLE_HEADING = "### The imports kept inside functions"


def _modules() -> list[tuple[str, ast.Module]]:
    return [(path.relative_to(PROJECT).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(PACKAGE.rglob("*.py"))]


def local_imports(tree: ast.Module) -> set[str]:
    """The modules imported inside the functions of `tree`: `from a import b` is `a.b`
    when `b` is a module of `a`, else `a`."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom) and inner.module:
                    found.update(_module_of(inner.module, alias.name) for alias in inner.names)
                elif isinstance(inner, ast.Import):
                    found.update(alias.name for alias in inner.names)
    return found


def _module_of(package: str, name: str) -> str:
    """`package.name` if that is a module (by its file or PySide's own list), else
    `package`."""
    if package == "PySide6" or (PROJECT / package.replace(".", "/") / f"{name}.py").exists():
        return f"{package}.{name}"
    return package


def table_rows(text: str) -> dict[str, set[str]]:
    """ARCHITECTURE.md's table: each module's path and the imports it keeps."""
    section = text.split(TABLE_HEADING, 1)[1].split("\n#", 1)[0]
    rows: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = set(re.findall(r"`([\w.]+)`", cells[1]))
    return rows


def test_no_module_answers_names_through_getattr():
    faces = [name for name, tree in _modules() for node in tree.body
             if isinstance(node, ast.FunctionDef) and node.name == "__getattr__"]
    assert faces == []


def test_every_import_inside_a_function_is_in_the_table_and_every_row_is_used():
    rows = table_rows((PROJECT / "ARCHITECTURE.md").read_text(encoding="utf-8"))
    assert rows, "the table is missing"
    found = {name: imports for name, tree in _modules() if (imports := local_imports(tree))}
    unlisted = {name: sorted(imports - rows.get(name, set()))
                for name, imports in found.items() if imports - rows.get(name, set())}
    stale = {name: sorted(listed - found.get(name, set()))
             for name, listed in rows.items() if listed - found.get(name, set())}
    assert unlisted == {}, "imports inside functions missing from ARCHITECTURE.md's table"
    assert stale == {}, "rows of ARCHITECTURE.md's table the code no longer has"


def test_the_check_sees_an_import_inside_a_function_and_a_row():
    """The control: what the checks above read is really read."""
    tree = ast.parse("import os\ndef f():\n    from a.b import c\n    import d\n"
                     "    from krig_desktop.storage import saves\n")
    assert local_imports(tree) == {"a.b", "d", "krig_desktop.storage.saves"}
    text = f"{TABLE_HEADING}\n\n| m | i | w |\n|---|---|---|\n| `x.py` | `a.b`, `d` | why |\n"
    assert table_rows(text) == {"x.py": {"a.b", "d"}}
