"""The rules of Krig in pure Python; imports nothing from Qt."""
