"""The battle log dock: the log, the card-count chart and their axes."""
