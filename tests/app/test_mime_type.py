"""Saves open from the file manager (issue 22 point 5): `.krig` has a MIME type of its
own in shared-mime-info XML, the desktop entry says it opens it, and both validate."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.save_format import write_save

RESOURCES = Path(__file__).resolve().parents[2] / "krig_desktop" / "resources"
MIME_XML = RESOURCES / "io.github.krig_desktop.KrigDesktop.mime.xml"
DESKTOP = RESOURCES / "io.github.krig_desktop.KrigDesktop.desktop"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
TYPE = "application/x-krig-save"


def mime_type() -> ET.Element:
    root = ET.parse(MIME_XML).getroot()
    (found,) = root.findall("m:mime-type", NS)
    return found


def test_the_mime_type_names_krig_saves_by_name_and_by_content(tmp_path):
    found = mime_type()
    assert found.get("type") == TYPE
    assert [g.get("pattern") for g in found.findall("m:glob", NS)] == ["*.krig"]
    langs = {c.get("{http://www.w3.org/XML/1998/namespace}lang")
             for c in found.findall("m:comment", NS)}
    assert langs == {None, "uk", "fil", "nb"}
    (match,) = found.findall("m:magic/m:match", NS)
    save = tmp_path / "a.krig"
    write_save(save, Game.new(2, 5, Rules()))
    start, end = (int(n) for n in match.get("offset", "").split(":"))
    assert match.get("value", "") in save.read_text()[start:end + len(match.get("value", ""))]


def test_the_desktop_entry_opens_krig_saves():
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert TYPE in section["MimeType"].split(";")
    assert "%f" in section["Exec"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed")
def test_the_desktop_entry_validates():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stdout.strip(), done.stderr.strip()) == (0, "", "")


@pytest.mark.skipif(shutil.which("update-mime-database") is None,
                    reason="update-mime-database is not installed")
def test_shared_mime_info_takes_the_xml(tmp_path):
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME_XML, packages)
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], capture_output=True,
                   check=True)
    assert f"{TYPE}:*.krig" in (tmp_path / "mime" / "globs2").read_text()
