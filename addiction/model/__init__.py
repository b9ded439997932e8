"""Qt models over the engine: they own the game state and announce every change as a signal."""

from .game_model import GameModel, Relocation

__all__ = ["GameModel", "Relocation"]
