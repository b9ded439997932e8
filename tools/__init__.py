"""Developer commands kept apart from the game: they run from a checkout, never from an installed game."""
