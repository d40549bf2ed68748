"""scripts/check_bytecode.py: an install's modules start from a usable .pyc, or it says
which do not (CI runs it on the packaged install, the Flatpak build on its own)."""

from __future__ import annotations

import compileall
import importlib.util
import os
import py_compile
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "check_bytecode.py"


@pytest.fixture(scope="module")
def bytecode():
    spec = importlib.util.spec_from_file_location("check_bytecode", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def package(root: Path) -> Path:
    folder = root / "pkg"
    (folder / "sub").mkdir(parents=True)
    for name in ("__init__.py", "a.py", "sub/__init__.py", "sub/b.py"):
        (folder / name).write_text(f"NAME = {name!r}\n", encoding="utf-8")
    return folder


def test_a_compiled_package_passes(bytecode, tmp_path):
    folder = package(tmp_path)
    assert compileall.compile_dir(str(folder), quiet=1)
    assert bytecode.check(folder) == []
    assert bytecode.main([str(folder)]) == 0


def test_a_module_without_its_pyc_is_named(bytecode, tmp_path):
    folder = package(tmp_path)
    assert compileall.compile_dir(str(folder), quiet=1)
    Path(importlib.util.cache_from_source(str(folder / "sub" / "b.py"))).unlink()
    assert bytecode.check(folder) == [f"{Path('sub/b.py')}: no .pyc"]
    assert bytecode.main([str(folder)]) == 1


def test_a_pyc_made_stale_by_a_reset_mtime_is_named_and_a_hash_pyc_is_not(bytecode, tmp_path):
    """Flatpak resets every file's mtime: timestamp .pyc files go stale, hash ones do not."""
    folder = package(tmp_path)
    assert compileall.compile_dir(str(folder), quiet=1)
    source = folder / "a.py"
    os.utime(source, (0, 0))
    assert bytecode.check(folder) == [
        "a.py: a stale .pyc (the source's time or size changed)"]
    for mode in (py_compile.PycInvalidationMode.CHECKED_HASH,
                 py_compile.PycInvalidationMode.UNCHECKED_HASH):
        assert compileall.compile_dir(str(folder), quiet=1, force=True, invalidation_mode=mode)
        os.utime(source, (0, 0))
        assert bytecode.check(folder) == []
    source.write_text("NAME = 'changed'\n", encoding="utf-8")  # unchecked: not looked at
    assert bytecode.check(folder) == []
    assert compileall.compile_dir(str(folder), quiet=1, force=True,
                                  invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    source.write_text("NAME = 'changed again'\n", encoding="utf-8")
    assert bytecode.check(folder) == ["a.py: a hash .pyc of another source"]


def test_a_pyc_of_another_python_is_named(bytecode, tmp_path):
    folder = package(tmp_path)
    assert compileall.compile_dir(str(folder), quiet=1)
    cached = Path(importlib.util.cache_from_source(str(folder / "a.py")))
    cached.write_bytes(b"\x00\x00\x0d\x0a" + cached.read_bytes()[4:])
    assert bytecode.check(folder) == ["a.py: a .pyc of another Python"]


def test_it_is_usage_for_no_folder(bytecode, tmp_path, capsys):
    assert bytecode.main([str(tmp_path / "none")]) == 2
    assert "usage" in capsys.readouterr().err
