# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The games on offer: the only place that lists the packages of game families.

The window, the start screen, the Game menu, the records, the settings, the self-test and
``addiction-study`` ask this module for the games; none of them names one. Each package in
``PACKAGES`` declares its games (``GAMES``) and families (``FAMILIES``) at its top, as plain
data (``addiction.contract.GameSpec``); they are collected when first asked for.
"""

from __future__ import annotations

import importlib
import os
import re
from dataclasses import dataclass
from functools import cache
from typing import Final

from addiction.contract import Family, GameSpec

__all__ = [
    "PACKAGES",
    "PURE_PYTHON_VARIABLE",
    "SearchCores",
    "default_game",
    "families",
    "family",
    "game_ids",
    "game_spec",
    "games",
    "members",
    "search_cores",
    "spec_of_rules_key",
]

# A game's id names its saved game, its settings and its records: plain, short and lower case.
_ID: Final = re.compile(r"[a-z][a-z0-9-]{0,31}")
# The game families, in the order their games are offered.
PACKAGES: Final[tuple[str, ...]] = ("addiction.games.gaps", "addiction.games.pyramid")
# Set (to anything but ""), it makes every game search with its cores' pure-Python twins.
PURE_PYTHON_VARIABLE: Final = "ADDICTION_PURE_PYTHON"


@cache
def _declared(packages: tuple[str, ...]) -> tuple[tuple[GameSpec, ...], tuple[Family, ...]]:
    modules = [importlib.import_module(name) for name in packages]
    declared: list[GameSpec] = [spec for module in modules for spec in module.GAMES]
    found: list[Family] = [found for module in modules for found in getattr(module, "FAMILIES", ())]
    ids = [spec.id for spec in declared]
    if len(set(ids)) != len(ids) or not all(_ID.fullmatch(game_id) for game_id in ids):
        raise ValueError(f"game ids must be unique, lower-case words: {', '.join(ids)}")
    # Games with a tile of their own come first, then the members of each family.
    ordered = sorted(declared, key=lambda spec: bool(spec.family))
    return tuple(ordered), tuple(found)


def games() -> tuple[GameSpec, ...]:
    """Every game, the first being the one offered before the player has chosen any."""
    # PACKAGES is read at each call (not bound at import), so the whole program sees one list.
    return _declared(PACKAGES)[0]


def families() -> tuple[Family, ...]:
    return _declared(PACKAGES)[1]


def game_ids() -> tuple[str, ...]:
    return tuple(spec.id for spec in games())


def default_game() -> str:
    """The game offered before the player has chosen one."""
    return games()[0].id


def game_spec(game_id: str) -> GameSpec:
    """The declaration of ``game_id``; ``ValueError`` naming the games there are otherwise."""
    for spec in games():
        if spec.id == game_id:
            return spec
    raise ValueError(f"there is no game called {game_id!r}; choose from {', '.join(game_ids())}")


def members(family_id: str) -> tuple[GameSpec, ...]:
    """The games behind a family's tile, in the registry's order."""
    return tuple(spec for spec in games() if spec.family == family_id)


def family(family_id: str) -> Family:
    """The family called ``family_id``; ``ValueError`` when there is none."""
    for found in families():
        if found.id == family_id:
            return found
    raise ValueError(f"there is no family of games called {family_id!r}")


def spec_of_rules_key(rules_key: str) -> GameSpec | None:
    """The game a record book's rule-set key (``game:options``) belongs to, if it is one of ours."""
    game_id = rules_key.partition(":")[0]
    return next((spec for spec in games() if spec.id == game_id), None)


@dataclass(frozen=True, slots=True)
class SearchCores:
    """The compiled search cores the games declare (``GameSpec.compiled``): which of them this
    installation loads, and which are replaced by their pure-Python twins (slower, the same
    moves), because they were not built (no C compiler at install time) or do not load, or
    because ``ADDICTION_PURE_PYTHON`` asks for Python (``forced``)."""

    compiled: tuple[str, ...]
    pure_python: tuple[str, ...]
    forced: bool = False

    def summary(self) -> str:
        """One line for the self-test and a bug report (About says it in the player's words)."""
        total = len(self.compiled) + len(self.pure_python)
        line = f"solver: {len(self.compiled)} of {total} compiled search cores"
        if not self.pure_python:
            return line
        why = f"{PURE_PYTHON_VARIABLE} is set" if self.forced else "not built or not loadable"
        return (f"{line}; the search runs in pure Python, slower but with the same moves, "
                f"instead of {', '.join(self.pure_python)} ({why})")


def search_cores() -> SearchCores:
    """Which of the games' compiled search cores load here, and which run as pure Python."""
    names = sorted({name for spec in games() for name in spec.compiled})
    if os.environ.get(PURE_PYTHON_VARIABLE):
        return SearchCores(compiled=(), pure_python=tuple(names), forced=True)
    loaded = [name for name in names if _loads(name)]
    return SearchCores(compiled=tuple(loaded), pure_python=tuple(n for n in names if n not in loaded))


def _loads(module: str) -> bool:
    """True when the compiled module imports: one built for another Python, or damaged, does
    not, and the solver then falls back to its twin just as when it was never built."""
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True
