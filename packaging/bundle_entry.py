"""The program PyInstaller freezes: `krig-desktop` of the bundles (Linux, Windows, macOS).

Not `krig_desktop/__main__.py`: `--jobs` starts worker processes, and a frozen program
has no interpreter to start them with, so `multiprocessing.freeze_support()` must run
before anything else (a worker started by the bundle then runs its task and never
reaches `main`). Everything else is `krig_desktop.app.main`, as for the pip install.

`KRIG_BUNDLE_PROBE=1` runs `bundle_probe` instead (scripts/check_bundle.sh uses it to
ask the bundle what a player would see); a normal start only reads that one variable.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    if os.environ.get("KRIG_BUNDLE_PROBE"):
        import bundle_probe

        sys.exit(bundle_probe.main(sys.argv[1:]))
    from krig_desktop.app import main

    sys.exit(main())
