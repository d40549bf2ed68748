"""How to play, the shortcuts and the About box."""
