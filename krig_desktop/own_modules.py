"""`find_own_modules_quickly()`: the program's own modules loaded straight from their
bytecode (start-up time, issue 25).

Python's path finder is general: for every module it checks its folder's listing, builds
a spec, computes the cache path twice, stats the source, and reads the .pyc through the
io stack (about eight system calls and ~0.1 M instructions a module). The window's first
frame imports ~80 modules of this package: with this finder benchmarks/startup.py
--instructions counted 8.2 M instructions fewer before the first paint (1.0 % of the
start; a resumed start, ~100 modules: 9.3 M fewer without options and the engine's).

`OwnModuleFinder` does only what a module of one package needs: one stat of the source,
the .pyc read whole, its header checked as Python checks it (this Python's magic
number; the source's mtime and size, or an unchecked hash), the code unmarshalled and
run. Whatever it does not know it leaves to Python's finder, which then finds, compiles
and caches as always: no source beside the .pyc (a frozen bundle), no .pyc or a stale
one (a source just edited), a checked-hash .pyc, a package split over several folders.
It writes nothing and never compiles.
"""

from __future__ import annotations

import marshal
import os
import sys
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.abc import Loader

_MAGIC: bytes = sys.modules["_frozen_importlib_external"].MAGIC_NUMBER
_TAG = sys.implementation.cache_tag
_HEADER = 16  # magic, flags, then the source's mtime and size (or its hash)
_HASHED, _CHECK_SOURCE = 0b01, 0b10


class _BytecodeLoader:
    """Runs code unmarshalled from a .pyc the finder has read and checked."""

    __slots__ = ("_code",)

    def __init__(self, code: memoryview) -> None:
        self._code: memoryview | None = code  # None once run

    def create_module(self, spec: ModuleSpec) -> None:
        return None  # Python's default module

    def exec_module(self, module: ModuleType) -> None:
        # One spec, one loader, one run (a reload finds a new spec): the bytes go with it.
        code, self._code = self._code, None
        # The package's own compiled code, run as Python's own loader runs it.
        exec(marshal.loads(code), module.__dict__)  # type: ignore[arg-type]


def usable_bytecode(source: str, cached: str) -> memoryview | None:
    """The code in `cached` (after its header), if Python would take it for `source`."""
    try:
        source_stat = os.stat(source)
        handle = os.open(cached, os.O_RDONLY)
        try:
            data = os.read(handle, os.fstat(handle).st_size)
        finally:
            os.close(handle)
    except OSError:
        return None
    if len(data) <= _HEADER or data[:4] != _MAGIC:
        return None
    flags = int.from_bytes(data[4:8], "little")
    if flags & _HASHED:
        if flags & _CHECK_SOURCE:  # the source's hash: Python's finder reads it
            return None
    elif (int.from_bytes(data[8:12], "little") != int(source_stat.st_mtime) & 0xFFFFFFFF
          or int.from_bytes(data[12:16], "little") != source_stat.st_size & 0xFFFFFFFF):
        return None  # stale
    return memoryview(data)[_HEADER:]


class OwnModuleFinder:
    """Finds the submodules of the package `prefix` names from their .pyc (see above)."""

    def __init__(self, package: str) -> None:
        self._prefix = package + "."

    def find_spec(self, name: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if path is None or not name.startswith(self._prefix) or len(path) != 1:
            return None
        folder, tail = path[0], name.rpartition(".")[2]
        cached = f"{folder}/__pycache__/{tail}.{_TAG}.pyc"
        source = f"{folder}/{tail}.py"
        code = usable_bytecode(source, cached)
        package = None
        if code is None:
            package = f"{folder}/{tail}"
            cached = f"{package}/__pycache__/__init__.{_TAG}.pyc"
            source = f"{package}/__init__.py"
            code = usable_bytecode(source, cached)
            if code is None:
                return None
        spec = ModuleSpec(name, cast("Loader", _BytecodeLoader(code)), origin=source,
                          is_package=package is not None)
        if package is not None:
            spec.submodule_search_locations = [package]
        spec.cached = cached
        spec.has_location = True
        return spec


def find_own_modules_quickly() -> None:
    """Load this package's modules with `OwnModuleFinder`, ahead of Python's path finder
    (after the built-in and frozen modules' finders, and any a caller put first)."""
    finders = sys.meta_path
    if any(isinstance(finder, OwnModuleFinder) for finder in finders):
        return
    place = finders.index(PathFinder) if PathFinder in finders else len(finders)
    finders.insert(place, OwnModuleFinder(__name__.rpartition(".")[0]))
