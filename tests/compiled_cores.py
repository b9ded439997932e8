# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The compiled search cores for the tests that hold them to their Python twins.

``setup.py`` builds the cores as optional extensions: where one does not compile, the install
still succeeds and the game plays on the pure-Python core. The tests must not follow it there
quietly, or a core broken by a change would turn its tests into skips and CI green. So a test
of a compiled core is skipped only when the run says it means to go without the cores
(``ADDICTION_PURE_PYTHON`` set, which also makes the game itself use the Python cores), and
fails when a core is missing otherwise.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Final

import pytest

PURE_PYTHON_ENV: Final = "ADDICTION_PURE_PYTHON"
# The compiled cores by their short names; each has a pure-Python twin.
CORES: Final = {
    "core": "addiction.games.gaps.solver._core",
    "family": "addiction.games.gaps.solver._family",
}


def pure_python_run() -> bool:
    """Whether this run means to go without the compiled cores (read as the game reads it:
    any non-empty value)."""
    return bool(os.environ.get(PURE_PYTHON_ENV))


def compiled_core(name: str) -> ModuleType:
    """The compiled core ``name`` ("core" or "family"). In a pure-Python run the test is
    skipped (also at a module's top level); otherwise a core that is not built raises
    ImportError, which fails the test."""
    if pure_python_run():
        pytest.skip(f"{PURE_PYTHON_ENV} is set: the compiled cores are not tested",
                    allow_module_level=True)
    return importlib.import_module(CORES[name])


# For tests that need a compiled core through the game's own modules rather than by import.
needs_compiled_cores: Final = pytest.mark.skipif(
    pure_python_run(), reason=f"{PURE_PYTHON_ENV} is set: the compiled cores are not tested")
