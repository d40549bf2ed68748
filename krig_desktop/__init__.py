"""Krig Desktop: the card game Krig (War) for the desktop."""

__version__ = "0.1.0"
APP_NAME = "krig-desktop"
