"""`python -m krig_desktop` starts the game, exactly like the `krig-desktop` command."""

import sys

from krig_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
