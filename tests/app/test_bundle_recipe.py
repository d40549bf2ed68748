"""The bundle's recipe, checked without building it (scripts/build_bundle.sh and
scripts/check_bundle.sh build and run it in CI): the frozen entry point calls
freeze_support() before anything else, the libraries it expects from the system are
the ones the install guide names, and the spec keeps GTK out."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def system_packages() -> list[str]:
    lines = (PACKAGING / "linux-system-libraries.txt").read_text(encoding="utf-8").splitlines()
    return [line.split()[0] for line in lines if line.strip() and not line.startswith("#")]


def test_the_entry_point_calls_freeze_support_first():
    """--jobs starts workers by running the frozen program again: freeze_support() must
    take them over before the command line is read."""
    tree = ast.parse((PACKAGING / "bundle_entry.py").read_text(encoding="utf-8"))
    main_block = next(node for node in tree.body if isinstance(node, ast.If))
    assert ast.unparse(main_block.test) == "__name__ == '__main__'"
    first = main_block.body[0]
    assert ast.unparse(first) == "multiprocessing.freeze_support()"
    names = [ast.unparse(node) for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert names == ["from krig_desktop.app import main"]


def test_the_install_guide_names_every_library_the_bundle_expects():
    guide = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    for package in system_packages():
        if package != "libc6":
            assert f"`{package}`" in guide or f" {package}" in guide, package
    assert {"libgl1", "libegl1", "libxcb1"} <= set(system_packages())


def test_the_spec_keeps_gtk_and_unused_platforms_out():
    spec = (PACKAGING / "krig-desktop.spec").read_text(encoding="utf-8")
    assert "gtk-3" in spec and "a.binaries = needed_only(kept(a.binaries))" in spec
    assert "qgtk3" not in spec and "qwayland" not in spec
    assert "exclude_binaries=True" in spec  # one folder, never one file
    build = (ROOT / "scripts" / "build_bundle.sh").read_text(encoding="utf-8")
    assert "linux-system-libraries.txt" in build
    check = (ROOT / "scripts" / "check_bundle.sh").read_text(encoding="utf-8")
    assert "linux-system-libraries.txt" in check and "--variant=minbase" in check
