"""Names `vulture` (run by CI) would call unused: each is used where it cannot look.

This file is read by vulture only, never imported or run.
"""
# ruff: noqa

# Attributes set for a library to read.
_.maxlevel, _.maxother, _.maxstring  # reprlib.Repr's limits (engine/serial_checks.py)
_.StartElementHandler, _.EndElementHandler  # expat's callbacks (ui/cards/deck_check.py)
_.CharacterDataHandler, _.ProcessingInstructionHandler
_.optionxform  # configparser keeps keys as they are written

# Texts marked only for lupdate, so Qt's own dialogs speak our four languages.
STANDARD_BUTTONS, TEXT_MENUS, _with_disambiguation  # ui/window/qt_button_texts.py

memo  # __deepcopy__'s argument: the protocol's, not ours to drop
CONFIG_HOME  # benchmarks/_temp_config.py: the temporary folder, for a benchmark to name

# pytest fixtures a test asks for by its argument's name, for what they set up.
app_font, bundle, no_modal_dialogs, dark_remembered, english_after, english_afterwards
config_folder_closed, new_game_dialog_accepts
