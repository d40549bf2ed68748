"""The finder of the program's own modules (krig_desktop/own_modules.py): a module it
loads is the one Python's finder would load, with the same names and files, and
whatever it does not know (a stale, missing, checked-hash or foreign .pyc; bytecode
without its source) goes to Python's finder."""

from __future__ import annotations

import compileall
import importlib
import importlib.util
import json
import os
import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from krig_desktop.own_modules import OwnModuleFinder, usable_bytecode

OURS = "_BytecodeLoader"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """`quickpkg` in tmp_path, compiled (timestamp .pyc), found first by the finder."""
    root = tmp_path / "quickpkg"
    (root / "inner").mkdir(parents=True)
    (root / "__init__.py").write_text("", encoding="utf-8")
    (root / "alpha.py").write_text("VALUE = 'alpha'\n", encoding="utf-8")
    (root / "broken.py").write_text("raise RuntimeError('broken on import')\n",
                                    encoding="utf-8")
    (root / "inner" / "__init__.py").write_text("KIND = 'package'\n", encoding="utf-8")
    (root / "inner" / "beta.py").write_text(
        "from quickpkg.alpha import VALUE\nBOTH = VALUE + ' beta'\n", encoding="utf-8")
    for source in root.rglob("*.py"):
        py_compile.compile(str(source), doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.TIMESTAMP)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "meta_path", [OwnModuleFinder("quickpkg"), *sys.meta_path])
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # nothing of Python's own
    yield root
    for name in [n for n in sys.modules if n == "quickpkg" or n.startswith("quickpkg.")]:
        del sys.modules[name]


def loader_of(name: str) -> str:
    return type(importlib.import_module(name).__spec__.loader).__name__


def test_modules_and_packages_load_from_their_bytecode(package):
    beta = importlib.import_module("quickpkg.inner.beta")
    assert beta.BOTH == "alpha beta"
    assert {name: loader_of(name) for name in ("quickpkg.alpha", "quickpkg.inner",
                                                "quickpkg.inner.beta")} == dict.fromkeys(
        ("quickpkg.alpha", "quickpkg.inner", "quickpkg.inner.beta"), OURS)
    assert loader_of("quickpkg") == "SourceFileLoader"  # a top-level package: not its work
    # The names a module has are those Python's finder gives it.
    alpha = sys.modules["quickpkg.alpha"]
    assert alpha.__file__ == str(package / "alpha.py")
    assert alpha.__cached__ == importlib.util.cache_from_source(str(package / "alpha.py"))
    inner = sys.modules["quickpkg.inner"]
    assert inner.__path__ == [str(package / "inner")]
    assert inner.__file__ == str(package / "inner" / "__init__.py")
    assert inner.KIND == "package"
    assert beta.__spec__.parent == "quickpkg.inner" and beta.__package__ == "quickpkg.inner"


def test_a_source_changed_since_its_bytecode_is_read_from_the_source(package):
    source = package / "alpha.py"
    source.write_text("VALUE = 'edited'\n", encoding="utf-8")
    stat = source.stat()
    os.utime(source, (stat.st_atime, stat.st_mtime + 10))  # a later edit, as an editor's
    assert loader_of("quickpkg.alpha") == "SourceFileLoader"
    assert importlib.import_module("quickpkg.alpha").VALUE == "edited"


@pytest.mark.parametrize(("mode", "ours"), [
    (py_compile.PycInvalidationMode.UNCHECKED_HASH, True),  # valid by definition
    (py_compile.PycInvalidationMode.CHECKED_HASH, False),  # the source's hash: Python's
])
def test_hash_bytecode(package, mode, ours):
    py_compile.compile(str(package / "alpha.py"), doraise=True, invalidation_mode=mode)
    assert (loader_of("quickpkg.alpha") == OURS) is ours
    assert importlib.import_module("quickpkg.alpha").VALUE == "alpha"


def test_missing_or_foreign_bytecode_is_left_to_python(package):
    cached = Path(importlib.util.cache_from_source(str(package / "alpha.py")))
    data = cached.read_bytes()
    cached.write_bytes(b"\0\0\0\0" + data[4:])  # another Python's magic number
    assert usable_bytecode(str(package / "alpha.py"), str(cached)) is None
    assert loader_of("quickpkg.alpha") == "SourceFileLoader"
    cached.unlink()
    del sys.modules["quickpkg.alpha"]
    assert loader_of("quickpkg.alpha") == "SourceFileLoader"


def test_bytecode_without_its_source_is_not_found(package):
    """As in a frozen bundle: the finder says nothing, the bundle's own finder answers."""
    (package / "alpha.py").unlink()
    finder = OwnModuleFinder("quickpkg")
    assert finder.find_spec("quickpkg.alpha", [str(package)]) is None
    assert finder.find_spec("quickpkg.inner", [str(package)]) is not None  # the control
    assert finder.find_spec("elsewhere.alpha", [str(package)]) is None  # not its package


def test_a_module_that_fails_on_import_fails_as_with_python(package):
    with pytest.raises(RuntimeError, match="broken on import"):
        importlib.import_module("quickpkg.broken")
    assert "quickpkg.broken" not in sys.modules


# The command's start (app.main) until its event loop runs: whether the finder sits before
# Python's path finder, and which loader each of the program's modules came from.
FOUND_AT_START = """
import json, sys
from importlib.machinery import PathFinder
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def report():
    finders = [type(finder).__name__ for finder in sys.meta_path]
    loaded = {name: type(module.__spec__.loader).__name__
              for name, module in sys.modules.items()
              if name.startswith("krig_desktop.") and module.__spec__ is not None}
    place = finders.index("OwnModuleFinder") if "OwnModuleFinder" in finders else 99
    print(json.dumps([place < sys.meta_path.index(PathFinder), loaded]))
    QApplication.exit(0)

run = QApplication.exec
def run_and_report(*_):
    QTimer.singleShot(0, report)
    return run()
QApplication.exec = run_and_report
from krig_desktop.app import main
main([])
"""


def test_the_window_start_loads_the_program_from_its_bytecode(tmp_path):
    """In a copy compiled as an install compiles it (this checkout may have no .pyc)."""
    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "krig_desktop", copy / "krig_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    assert compileall.compile_dir(copy / "krig_desktop", quiet=1)
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(copy))
    result = subprocess.run([sys.executable, "-c", FOUND_AT_START], cwd=copy, env=env,
                            capture_output=True, text=True, timeout=120,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    before_path_finder, loaded = json.loads(result.stdout.splitlines()[-1])
    assert before_path_finder
    assert "krig_desktop.ui.table.table_scene" in loaded  # the control: a real table
    # All but `krig_desktop.app`, which puts the finder in place first thing, and it.
    ours = {name for name, loader in loaded.items() if loader == OURS}
    assert len(ours) > 50
    assert sorted(set(loaded) - ours) == ["krig_desktop.app", "krig_desktop.own_modules"]
