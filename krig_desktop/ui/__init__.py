"""Widgets and sprites: the window, the table, the cards, the dialogs and the help."""
