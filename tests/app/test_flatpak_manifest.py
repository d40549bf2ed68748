"""The Flatpak recipe, checked as far as it can be here (it cannot be built: the KDE
runtime and PySide's base app come only from their own remote). The manifest parses,
every file it installs exists, its ids agree with the desktop entry, the metainfo and
setDesktopFileName's id, the listed wheel is pinned, and it asks for no more than a game
needs."""

from __future__ import annotations

import json
import re
import shlex
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from krig_desktop.ui.desktop.identity import APP_ID

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.json"
RESOURCES = ROOT / "krig_desktop" / "resources"
GAME_PERMISSIONS = {"--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"}


def manifest() -> dict[str, Any]:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def module(name: str) -> dict[str, Any]:
    return next(m for m in manifest()["modules"] if m["name"] == name)


def installs() -> list[tuple[str, str]]:
    """(source, destination) of every `install` command of the game's module."""
    pairs = []
    for command in module("krig-desktop")["build-commands"]:
        words = shlex.split(command)
        if words[0] == "install":
            source, destination = words[-2:]
            pairs.append((source, destination))
    return pairs


def test_the_manifest_is_on_the_kde_runtime_with_pysides_base_app():
    data = manifest()
    assert data["runtime"] == "org.kde.Platform" and data["sdk"] == "org.kde.Sdk"
    assert data["base"] == "io.qt.PySide.BaseApp"
    assert data["base-version"] == data["runtime-version"]
    assert "/app/cleanup-BaseApp.sh" in data["cleanup-commands"]


def test_the_ids_agree_with_the_desktop_files_and_the_window():
    data = manifest()
    assert data["id"] == APP_ID == MANIFEST.stem
    assert (RESOURCES / f"{APP_ID}.desktop").is_file()
    metainfo = ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    assert data["command"] in scripts


def test_every_file_it_installs_exists_and_is_exported_under_the_id():
    pairs = installs()
    assert {Path(d).parent.name for _, d in pairs} >= {"applications", "metainfo", "apps"}
    for source, destination in pairs:
        assert (ROOT / source).is_file(), source
        # Flatpak exports only files named after the application id.
        assert Path(destination).name.startswith(APP_ID), destination
        assert destination.startswith("${FLATPAK_DEST}/share/")


def test_the_game_is_built_from_this_source_tree():
    sources = module("krig-desktop")["sources"]
    assert [s["type"] for s in sources] == ["dir"]
    assert (FLATPAK / sources[0]["path"]).resolve() == ROOT


def test_platformdirs_is_a_listed_pinned_wheel_that_fits_pyproject():
    (source,) = module("platformdirs")["sources"]
    match = re.fullmatch(r"platformdirs-(\d+)\.(\d+)\.(\d+)-py3-none-any\.whl", source["path"])
    assert match, source["path"]
    assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    floor = next(d for d in dependencies["dependencies"] if d.startswith("platformdirs"))
    assert int(match.group(1)) >= int(floor.split(">=")[1].split(".")[0])
    assert any(source["path"] in c for c in module("platformdirs")["build-commands"])
    wheel = FLATPAK / source["path"]
    if wheel.is_file():  # fetched by pip as the README says: it must be the listed one
        import hashlib

        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == source["sha256"]


def test_it_asks_for_a_window_and_opengl_and_nothing_more():
    args = set(manifest()["finish-args"])
    assert args == GAME_PERMISSIONS
    assert not any(a.startswith(("--share=network", "--filesystem", "--socket=x11")) for a in args)


def test_the_python_modules_are_compiled_with_hashes_and_checked():
    """Flatpak resets every mtime when it commits: timestamp .pyc files would be stale and
    every start would compile the game again (docs/install.md)."""
    for name, package in (("platformdirs", "platformdirs"), ("krig-desktop", "krig_desktop")):
        commands = module(name)["build-commands"]
        pip = next(i for i, c in enumerate(commands) if c.startswith("pip3 install"))
        compiled = commands[pip + 1]
        assert compiled.startswith("python3 -m compileall") and "-f" in shlex.split(compiled)
        assert "--invalidation-mode checked-hash" in compiled
        assert compiled.endswith(f"site-packages/{package}")
    checked = module("krig-desktop")["build-commands"]
    assert any(c.startswith("python3 scripts/check_bytecode.py ") for c in checked)
    assert (ROOT / "scripts" / "check_bytecode.py").is_file()
