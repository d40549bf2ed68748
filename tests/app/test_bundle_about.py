"""The About box of a copy without package metadata (a bundle built without it, a source
tree never installed) still has the licence text and the homepage: the package ships
both (resources/LICENSE and about_info.HOMEPAGE), and they must be the project's own."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from krig_desktop import __version__
from krig_desktop.ui.help import about_info

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
LICENCE = (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_shipped_licence_is_the_projects_licence():
    assert about_info.SHIPPED_LICENCE.read_bytes() == (ROOT / "LICENSE").read_bytes()
    # ...and it ships as package data: pyproject's package-data takes resources/**.
    assert about_info.SHIPPED_LICENCE.parent.name == "resources"
    assert "resources/**/*" in tomllib.loads(
        (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    )["tool"]["setuptools"]["package-data"]["krig_desktop"]


def test_the_fallback_homepage_and_licence_are_pyprojects():
    assert PROJECT["urls"]["Homepage"] == about_info.HOMEPAGE
    assert PROJECT["license"] == about_info.LICENCE


def test_without_package_metadata_the_about_box_keeps_licence_and_homepage(monkeypatch):
    monkeypatch.setattr(about_info, "_distribution", lambda: None)
    facts = about_info.about_facts()
    assert facts.version == __version__
    assert facts.licence == "GPL-3.0-or-later"
    assert facts.homepage == PROJECT["urls"]["Homepage"]
    assert facts.licence_text == LICENCE


def test_metadata_without_the_licence_file_falls_back_to_the_shipped_one(monkeypatch):
    monkeypatch.setattr(about_info, "_licence_text", lambda _dist: None)
    monkeypatch.setattr(about_info, "_homepage", lambda _dist: None)
    facts = about_info.about_facts()
    assert facts.licence_text == LICENCE
    assert facts.homepage == PROJECT["urls"]["Homepage"]


def test_an_unreadable_shipped_licence_leaves_the_text_out(monkeypatch, tmp_path):
    monkeypatch.setattr(about_info, "_distribution", lambda: None)
    monkeypatch.setattr(about_info, "SHIPPED_LICENCE", tmp_path / "missing")
    assert about_info.about_facts().licence_text is None


@pytest.mark.parametrize("name", ["LICENSE"])
def test_the_wheel_licence_file_is_still_read_first(name):
    """With metadata (the pip install here), the dist-info's licence comes first."""
    dist = about_info._distribution()
    if dist is None:
        pytest.skip("krig-desktop is not installed here")
    assert name in (dist.metadata.get_all("License-File") or [])
    assert about_info.about_facts().licence_text == LICENCE
