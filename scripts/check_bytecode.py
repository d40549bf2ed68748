"""Check that an installed package starts from bytecode: every module has a usable .pyc.

    python scripts/check_bytecode.py PACKAGE_DIR

A module without its .pyc is compiled at every start where the install is read-only
(a system or Flatpak install: Python cannot write the cache there), about 190 ms more
for the window's start. A .pyc is usable when it is where this interpreter looks
(`importlib.util.cache_from_source`), its magic number is this Python's, and it still
matches the source: the source's mtime and size for a timestamp .pyc (an install that
resets every mtime, as Flatpak's does, turns those stale), nothing more for an
unchecked hash .pyc, the source's hash for a checked one. Prints one line (how many
modules, how many usable); exits 1 naming those that are not.

Run by .ci/run on the packaged install and by the Flatpak build on its own.
"""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path

FLAG_HASHED = 0b01
FLAG_CHECK_SOURCE = 0b10


def problem(source: Path) -> str | None:
    """Why `source` has no usable .pyc, or None when it has one."""
    cached = Path(importlib.util.cache_from_source(str(source)))
    try:
        header = cached.read_bytes()[:16]
    except OSError:
        return "no .pyc"
    if len(header) < 16 or header[:4] != importlib.util.MAGIC_NUMBER:
        return "a .pyc of another Python"
    (flags,) = struct.unpack("<I", header[4:8])
    if flags & FLAG_HASHED:
        if not flags & FLAG_CHECK_SOURCE:
            return None
        same = importlib.util.source_hash(source.read_bytes()) == header[8:16]
        return None if same else "a hash .pyc of another source"
    mtime, size = struct.unpack("<II", header[8:16])
    stat = source.stat()
    if (mtime, size) != (int(stat.st_mtime) & 0xFFFFFFFF, stat.st_size & 0xFFFFFFFF):
        return "a stale .pyc (the source's time or size changed)"
    return None


def check(package: Path) -> list[str]:
    """One line per module of `package` without a usable .pyc."""
    return [f"{source.relative_to(package)}: {why}"
            for source in sorted(package.rglob("*.py"))
            if (why := problem(source)) is not None]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: check_bytecode.py PACKAGE_DIR", file=sys.stderr)
        return 2
    package = Path(argv[0])
    modules = sum(1 for _ in package.rglob("*.py"))
    problems = check(package)
    print(f"bytecode: {modules - len(problems)} of {modules} modules of {package} "
          "start from a usable .pyc")
    for line in problems:
        print(f"bytecode: FAILED: {line}", file=sys.stderr)
    return 1 if problems or not modules else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
