# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The engine's exceptions: each says what is wrong in words a player can act on."""

from __future__ import annotations

import reprlib
from typing import Final

# A message goes into a one-line notice above the board; input quoted in it is cut short.
MAX_MESSAGE: Final = 200
_ELLIPSIS: Final = "…"


class _ShortRepr(reprlib.Repr):
    """``reprlib`` cut-downs that stay safe for whatever a damaged file or a caller hands in."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 2
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = 6
        self.maxstring = self.maxother = 40
        self.maxlong = 24

    def repr_int(self, x: int, level: int) -> str:
        # Python refuses to print an int of more than 4,300 digits (a ValueError of its own),
        # and a few hundred digits help nobody; the size says enough.
        if x.bit_length() > 80:
            return f"<a number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)


_SHORT: Final = _ShortRepr()


def shown(value: object) -> str:
    """``repr(value)`` for an error message: at most about 60 characters, whatever the value.

    Never raises and never recurses deeper than two levels, so a value nested thousands deep or
    holding a huge number cannot turn the error message itself into a crash.
    """
    try:
        text = _SHORT.repr(value)
    except Exception:  # a __repr__ of the caller's own that fails: say what type it was
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:59] + _ELLIPSIS


def clipped(message: str) -> str:
    """``message`` cut to ``MAX_MESSAGE`` characters."""
    return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 1] + _ELLIPSIS


class AddictionError(ValueError):
    """Base of every error the engine raises for bad input or a refused action.

    The message is at most ``MAX_MESSAGE`` characters, however long the input it quotes.
    """

    def __init__(self, message: str) -> None:
        super().__init__(clipped(str(message)))


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
