"""The desktop entry, the AppStream metadata and the icon agree with the program.

The validators themselves (desktop-file-validate, appstreamcli validate) run in .ci/run;
these tests catch what validators cannot know: that the names point at the real command,
icon and version, that the translations are there, and that the icon is the window's.
"""

from __future__ import annotations

import configparser
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QIcon
from PySide6.QtSvg import QSvgRenderer

from krig_desktop import __version__
from krig_desktop.ui.desktop.identity import APP_ID, ICON_FILE

PACKAGE = Path(__file__).resolve().parents[2] / "krig_desktop"
RESOURCES = PACKAGE / "resources"
DESKTOP = RESOURCES / f"{APP_ID}.desktop"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
ICON = RESOURCES / "icons" / f"{APP_ID}.svg"
LANGUAGES = ("uk", "fil", "nb")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive: Name[uk], not name[uk]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_every_desktop_file_is_named_by_the_application_id():
    """App stores and Wayland go by one id: the entry, the metainfo and the icon carry it."""
    assert APP_ID == "io.github.krig_desktop.KrigDesktop"
    assert DESKTOP.is_file() and METAINFO.is_file() and ICON.is_file()
    assert ICON.resolve() == ICON_FILE
    assert ET.parse(METAINFO).getroot().findtext("id") == APP_ID
    assert not list(RESOURCES.glob("krig-desktop.*")), "a file of the old name is left"
    # The top-level resources/ is the package's folder itself, not a copy that can drift.
    top = PACKAGE.parent / "resources"
    assert top.is_symlink() and top.resolve() == RESOURCES.resolve()


def test_desktop_entry_starts_the_installed_command_with_our_icon():
    entry = desktop_entry()
    scripts = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text("utf-8"))
    command = next(iter(scripts["project"]["scripts"]))
    assert entry["Exec"].split()[0] == command == "krig-desktop"
    assert entry["Icon"] == ICON.stem == APP_ID
    assert entry["Type"] == "Application"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]


@pytest.mark.parametrize("key", ["Name", "GenericName", "Comment", "Keywords"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_desktop_entry_is_translated(key, lang):
    entry = desktop_entry()
    translated = entry.get(f"{key}[{lang}]", "").strip()
    assert translated, f"{key}[{lang}] is missing"
    if key in ("GenericName", "Comment"):
        assert translated != entry[key], f"{key}[{lang}] is the English text"


def test_ukrainian_entry_uses_the_ukrainian_name_of_the_game():
    entry = desktop_entry()
    assert "Війна" in entry["GenericName[uk]"]
    assert "Kortspill" in entry["GenericName[nb]"]


def test_metainfo_names_the_desktop_entry_the_command_and_this_version():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "krig-desktop"
    versions = [release.get("version") for release in root.iter("release")]
    assert versions and versions[0] == __version__, "the newest release must be this version"
    assert root.find("content_rating").get("type").startswith("oars-")
    default = root.find("screenshots/screenshot[@type='default']/image")
    assert default is not None and default.text.endswith("docs/screenshot.png")
    summaries = {s.get(XML_LANG) for s in root.findall("summary")}
    assert set(LANGUAGES) <= summaries


def test_metainfo_screenshots_are_this_releases_and_say_what_they_show():
    """A software centre shows the images of the tag of the version it installs, never of
    main (which moves on); each image exists in docs/ at its stated size, with a caption."""
    from PySide6.QtGui import QImage

    root = ET.parse(METAINFO).getroot()
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3
    prefix = f"https://raw.githubusercontent.com/krig-desktop/krig-desktop/v{__version__}/docs/"
    captions = set()
    for shot in shots:
        image = shot.find("image")
        assert image is not None and image.text.startswith(prefix), image.text
        local = PACKAGE.parent / "docs" / image.text.removeprefix(prefix)
        size = QImage(str(local)).size()
        assert (size.width(), size.height()) == (int(image.get("width")), int(image.get("height")))
        caption = (shot.findtext("caption") or "").strip()
        assert caption and caption not in captions
        captions.add(caption)


def test_metainfo_licence_and_addresses_are_the_packages():
    """The software centre and the package index say the same: one licence, one home."""
    project = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text("utf-8"))["project"]
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == project["license"] == "GPL-3.0-or-later"
    assert project["license-files"] == ["LICENSE"]
    licence = (PACKAGE.parent / "LICENSE").read_text("utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls["homepage"] == project["urls"]["Homepage"]
    assert urls["bugtracker"] == project["urls"]["Issues"]
    assert project["urls"]["Source"].startswith(project["urls"]["Homepage"])


def test_icon_is_a_valid_square_svg():
    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    size = renderer.defaultSize()
    assert size.width() == size.height() > 0


def test_the_window_icon_is_the_game_icon(qtbot):
    from PySide6.QtWidgets import QApplication

    from krig_desktop.commands.window_start import set_app_icon

    QApplication.setWindowIcon(QIcon())
    set_app_icon()
    icon = QApplication.windowIcon()
    assert not icon.isNull()
    drawn = icon.pixmap(48, 48).toImage()
    expected = QIcon(str(ICON)).pixmap(48, 48).toImage()
    assert drawn == expected
    # On Wayland the window's app id is this name: it must be the desktop entry's, or a
    # dock shows no icon for the window.
    assert QApplication.desktopFileName() == DESKTOP.stem == APP_ID
