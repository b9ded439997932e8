# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The ``addiction`` command: the game, started without PySide6 reading every module's text.

Once imported, PySide6 inspects every module imported after it, to learn whether that module
uses its optional ``from __feature__ import snake_case, true_property`` switches: it asks
``inspect.getsource`` for the module's whole text and searches it for the word "PySide6".
That reads, and keeps in ``linecache``, the source of all the standard library and game
modules the window loads (some 40,000 lines), on the way to the first window and again when
the solver loads in its thread. The game uses none of those switches, so the command answers
the question in advance: in this process ``inspect.getsource`` of a module raises ``OSError``,
as it does for any module without a source file (a frozen build's, say), and PySide6 then
takes the module for one without switches, which is what every module here is. Functions,
classes and frames keep their source; tracebacks read files through ``linecache`` as always.

Only the command does this, not ``import addiction.program.app``, which tests and tools import
without changing the process they run in.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from types import ModuleType
from typing import Any

_getsource = inspect.getsource


def _getsource_but_modules(obj: Any) -> str:
    if isinstance(obj, ModuleType):
        raise OSError(f"{obj.__name__}: this process reads no module's source")
    return _getsource(obj)


def spare_module_sources() -> None:
    """Make ``inspect.getsource`` refuse modules from now on (done once per process)."""
    inspect.getsource = _getsource_but_modules  # type: ignore[assignment]  # same calls, wider type


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game (see ``addiction.program.app.main``)."""
    spare_module_sources()
    from addiction.program.app import main as run  # noqa: PLC0415 - after the switch, or PySide6 reads it

    return run(argv)
