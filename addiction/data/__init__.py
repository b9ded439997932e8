"""Data files the app loads at run time (through importlib.resources)."""
