"""Save files, settings and paths: all the program writes, and how it reads it back safely."""
