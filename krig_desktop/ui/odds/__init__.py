"""The odds in the window: the meter, the chance chart and Reveal Fate."""
