"""Where the per-user config folder is, as platformdirs says, without importing
platformdirs at every start on Linux (its imports would come before the first frame).

On Linux every platformdirs this program accepts (>= 3) answers by the XDG rule:
$XDG_CONFIG_HOME when it is an absolute path, else ~/.config, with the program's name
under it. That ordinary case is computed here; anything else (an XDG_CONFIG_HOME that
is set but not absolute, a HOME that is not absolute or not set, Android, macOS,
Windows: where the answer differs between platformdirs versions) is asked of
platformdirs itself. tests/storage/test_config_paths.py holds both to the same folder.

`file_in_the_way` tells a file standing where the folder should be from a permission
problem, so a message can name the real cause.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def user_config_path(app: str) -> Path:
    """`platformdirs.user_config_path(app)`, cheaply where the answer is plain."""
    if sys.platform == "linux" and "ANDROID_DATA" not in os.environ:
        base = os.environ.get("XDG_CONFIG_HOME", "")
        if os.path.isabs(base):
            return Path(base, app)
        home = os.environ.get("HOME", "")
        if not base.strip() and os.path.isabs(home):
            return Path(home, ".config", app)
    import platformdirs  # here, not at the top: start-up time (see above)

    return platformdirs.user_config_path(app)


def file_in_the_way(folder: Path) -> Path | None:
    """The nearest of `folder` and the folders above it that is there but not a folder
    (a file where the config folder should be), or None: then an error is no
    permission problem, and the message says what stands in the way."""
    for place in (folder, *folder.parents):
        try:
            if os.path.lexists(place):
                return None if os.path.isdir(place) else place
        except OSError:
            return None
    return None
