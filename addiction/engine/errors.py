"""The engine's exceptions: each says what is wrong in words a player can act on."""

from __future__ import annotations


class AddictionError(ValueError):
    """Base of every error the engine raises for bad input or a refused action."""


class NotationError(AddictionError):
    """Text that is not a legal position; ``line`` and ``token`` are 1-based where known."""

    def __init__(self, message: str, line: int | None = None, token: int | None = None) -> None:
        where = ""
        if line is not None:
            where = f"line {line}"
            if token is not None:
                where += f", token {token}"
            where += ": "
        super().__init__(where + message)
        self.line = line
        self.token = token


class RulesError(AddictionError):
    """An option value that does not exist."""


class IllegalAction(AddictionError):
    """A move, redeal, undo or redo that the rules do not allow now; nothing was changed."""


class SaveError(AddictionError):
    """A saved game that is damaged, tampered with or from an unknown format."""
