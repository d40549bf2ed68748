"""Save files, settings and paths: everything the program writes, and how it reads it back safely."""
