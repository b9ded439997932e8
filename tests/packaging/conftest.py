# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared helpers for the packaging tests: the project root and the build script as a module."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def pyproject() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def packaging_module(name: str) -> ModuleType:
    """packaging/<name>.py, loaded by path: ``packaging`` is not a package (the name is PyPI's)."""
    spec = importlib.util.spec_from_file_location(f"addiction_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered first, as an import would: dataclasses look their module up while it runs.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_script() -> ModuleType:
    return packaging_module("build")


@pytest.fixture(scope="session")
def spdx_tool() -> ModuleType:
    return packaging_module("spdx")
