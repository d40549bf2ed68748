"""The config folder found without platformdirs on Linux is the one platformdirs finds
(config_home.py), and the start reads its settings without importing platformdirs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from krig_desktop.storage import config_home

ROOT = Path(__file__).resolve().parents[2]
UNSET = None

# (XDG_CONFIG_HOME, HOME): None is unset.
CASES = [
    ("/tmp/krig-xdg", "/home/someone"),
    ("/tmp/krig-xdg/", "/home/someone"),
    ("/tmp//krig-xdg", "/home/someone"),
    ("/tmp/krig xdg ", "/home/someone"),
    (UNSET, "/home/someone"),
    (UNSET, "/home/someone/"),
    (UNSET, "/"),
    ("", "/home/someone"),
    ("   ", "/home/someone"),
    ("relative/xdg", "/home/someone"),  # not absolute: platformdirs decides
    (UNSET, "relative-home"),
    (UNSET, UNSET),
]


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG rule is Linux's")
@pytest.mark.parametrize(("xdg", "home"), CASES)
def test_the_folder_is_the_one_platformdirs_finds(monkeypatch, xdg, home):
    for name, value in (("XDG_CONFIG_HOME", xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert config_home.user_config_path("krig-desktop") == platformdirs.user_config_path(
        "krig-desktop")


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_elsewhere_platformdirs_is_asked(monkeypatch, platform):
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("XDG_CONFIG_HOME", "/tmp/krig-xdg")
    asked: list[str] = []
    monkeypatch.setattr(platformdirs, "user_config_path",
                        lambda app: asked.append(app) or Path("/asked") / app)
    assert config_home.user_config_path("krig-desktop") == Path("/asked/krig-desktop")
    assert asked == ["krig-desktop"]


READ_AT_START = """
import json, sys
from krig_desktop.storage.settings import Settings
Settings().players
print(json.dumps("platformdirs" in sys.modules))
"""


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG rule is Linux's")
def test_the_settings_are_read_without_platformdirs(tmp_path):
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", READ_AT_START], capture_output=True,
                            text=True, env=env, timeout=60, stdin=subprocess.DEVNULL,
                            check=True)
    assert json.loads(result.stdout.splitlines()[-1]) is False
