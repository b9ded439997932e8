"""Qt models over the engine: they own the game state and announce every change as a signal."""

from .addiction_model import AddictionModel, Relocation

__all__ = ["AddictionModel", "Relocation"]
