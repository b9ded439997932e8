# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared helpers for the packaging tests: the project root, the build script as a module, and
the modules of the package a player can reach."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "addiction"
# What of the package no player of the bundle reaches: the modules behind the console scripts
# pip installs beside the game (read from pyproject.toml), the Dask cluster they may use, and
# ``python -m addiction`` (the bundle starts through packaging/launcher.py).
NOT_FOR_PLAYERS = frozenset({"addiction.study.cluster", "addiction.__main__"})


def console_script_modules() -> set[str]:
    """The modules of the package behind ``[project.scripts]`` (not the game's own entry)."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        scripts = tomllib.load(f)["project"]["scripts"]
    return {target.partition(":")[0] for target in scripts.values()}


def package_modules() -> set[str]:
    """Every module of addiction/, read from its files: the sources, and the compiled modules
    built for this interpreter (a stub alone, or a core built for another Python, is none)."""
    names = set()
    for path in sorted(PACKAGE.rglob("*")):
        if "__pycache__" in path.parts or not path.is_file():
            continue
        if path.suffix == ".py":
            parts = path.relative_to(ROOT).with_suffix("").parts
        elif path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            parts = (*path.parent.relative_to(ROOT).parts, path.name.partition(".")[0])
            spec = importlib.util.find_spec(".".join(parts))
            if spec is None or spec.origin is None or Path(spec.origin).resolve() != path.resolve():
                continue
        else:
            continue
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def player_modules() -> set[str]:
    """The modules of the package a player of the bundle can reach: all but the tools'."""
    return package_modules() - console_script_modules() - NOT_FOR_PLAYERS


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
