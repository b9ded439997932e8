"""Qt models over the engine: they own the game state and announce every change as a signal."""

import ctypes
import sys


def _make_none_immortal() -> None:
    """Shield CPython 3.11 from PySide6 6.12's lost references to ``None``.

    PySide6 6.12.0 on Python 3.11 drops one reference to ``None`` on every call of a Qt method
    that returns nothing (``setPos``, ``setText``, ``start``…). ``None`` starts with about
    5,000 references, so the game aborted with "deallocating None" after a minute of play.
    Python 3.12 made ``None`` immortal (PEP 683) and is unaffected; on older CPython we do
    what 3.12 does and give ``None`` a reference count that no program can use up.
    """
    if sys.implementation.name == "cpython" and sys.version_info < (3, 12):
        refcount = ctypes.c_ssize_t.from_address(id(None))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 40


_make_none_immortal()

from .game_model import GameModel, Relocation  # noqa: E402 - after the shield, before any Qt call

__all__ = ["GameModel", "Relocation"]
