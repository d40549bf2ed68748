"""A bundle on a system without fonts adds the font it carries (ui/desktop/fonts.py), and
does nothing anywhere else. "No fonts" is played by an empty family list; "a bundle" by
sys.frozen and sys._MEIPASS, as PyInstaller sets them, pointing at a folder with the font."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase, QGuiApplication

from krig_desktop.ui.desktop import fonts

ROOT = Path(__file__).resolve().parents[2]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def no_fonts() -> list[str]:
    return []


@pytest.fixture
def bundle(tmp_path, monkeypatch):
    """A fake frozen bundle whose fonts/ folder holds DejaVu Sans."""
    if not DEJAVU.is_file():
        pytest.skip("DejaVuSans.ttf is not installed (fonts-dejavu-core)")
    (tmp_path / fonts.BUNDLED_FONT_FOLDER).mkdir()
    shutil.copy(DEJAVU, tmp_path / fonts.BUNDLED_FONT_FOLDER / DEJAVU.name)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path


@pytest.fixture
def app_font(qapp):
    font = QGuiApplication.font()
    yield
    QGuiApplication.setFont(font)


def test_a_bundle_on_a_system_without_fonts_adds_its_own(bundle, app_font):
    added = fonts.add_bundled_font_if_needed(no_fonts)
    assert added == "DejaVu Sans"
    assert QGuiApplication.font().family() == "DejaVu Sans"
    assert "DejaVu Sans" in QFontDatabase.families()


def test_only_fontconfigs_generic_names_is_a_system_without_fonts(bundle, app_font):
    """What Qt lists on a bare Debian with fontconfig and no font file at all."""
    assert fonts.add_bundled_font_if_needed(lambda: ["Monospace", "Sans Serif", "Serif"]) == (
        "DejaVu Sans"
    )
    assert QGuiApplication.font().family() == "DejaVu Sans"


def test_a_bundle_on_a_system_with_fonts_leaves_them(bundle, app_font, monkeypatch):
    before = QGuiApplication.font().family()
    monkeypatch.setattr(QFontDatabase, "addApplicationFont", pytest.fail)
    assert fonts.add_bundled_font_if_needed(lambda: ["Sans Serif", "Some Sans"]) is None
    assert QGuiApplication.font().family() == before


def test_outside_a_bundle_nothing_is_added(app_font, monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(QFontDatabase, "addApplicationFont", pytest.fail)
    assert fonts.bundled_font_files() == []
    assert fonts.add_bundled_font_if_needed(no_fonts) is None


def test_a_bundle_without_its_font_adds_nothing(tmp_path, monkeypatch, app_font):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert fonts.add_bundled_font_if_needed(no_fonts) is None


def test_the_spec_puts_the_font_where_the_program_looks():
    spec = (ROOT / "packaging" / "krig-desktop.spec").read_text(encoding="utf-8")
    assert f'datas.append((font, "{fonts.BUNDLED_FONT_FOLDER}"))' in spec
    build = (ROOT / "scripts" / "build_bundle.sh").read_text(encoding="utf-8")
    assert f"_internal/{fonts.BUNDLED_FONT_FOLDER}/DejaVuSans.ttf" in build
