# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Both compiled search cores were built and the game plays on them: a compile failure that
``setup.py`` let through (it must, for machines without a compiler) fails here rather than
turning the core's tests into skips. ``ADDICTION_PURE_PYTHON=1`` declares a run without them."""

from __future__ import annotations

import importlib.machinery

import pytest
from _pytest.outcomes import Skipped

from addiction.games.gaps.solver import family, phase
from tests import compiled_cores
from tests.compiled_cores import CORES, PURE_PYTHON_ENV, compiled_core, needs_compiled_cores


@pytest.mark.parametrize("name", sorted(CORES))
def test_the_compiled_core_imports(name: str) -> None:
    module = compiled_core(name)
    assert module.__file__ is not None
    assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), module.__file__


@needs_compiled_cores
def test_the_game_plays_on_the_compiled_cores() -> None:
    assert phase.COMPILED and family.COMPILED


def test_a_missing_core_fails_unless_the_run_is_declared_pure_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(compiled_cores.CORES, "missing", "addiction.games.gaps.solver._no_such_core")
    monkeypatch.delenv(PURE_PYTHON_ENV, raising=False)
    with pytest.raises(ImportError):
        compiled_core("missing")
    monkeypatch.setenv(PURE_PYTHON_ENV, "1")
    with pytest.raises(Skipped):
        compiled_core("missing")
