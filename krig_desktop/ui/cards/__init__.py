"""How a card looks and is named: faces, backs, court figures, system decks, cloths."""
