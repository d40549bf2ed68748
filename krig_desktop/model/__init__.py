"""The view model: immutable snapshots of what the window shows, built from the engine.

No Qt and no widgets here; the controller builds and publishes these, panels render them.
"""

from krig_desktop.model.table_model import Hint, PileCard, TableModel

__all__ = ["Hint", "PileCard", "TableModel"]
