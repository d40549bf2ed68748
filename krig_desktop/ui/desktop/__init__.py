"""What every window uses from the desktop: palette, screen fit, sound."""
