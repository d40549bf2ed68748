"""The composition root: main window, actions, menus, toolbar, file commands."""
