"""The statistics window and the history list."""
