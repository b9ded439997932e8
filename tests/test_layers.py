# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The layers of the package, declared once (``LAYERS``) and read from its imports: no import runs
up them or across to a neighbour, the games are reached only through the registry, no import
circles, no game named outside its folder, and no Qt where a module's role forbids it.

The imports are read from the source (every ``import`` statement, those inside functions and
under ``TYPE_CHECKING`` too), so a violation fails here before anything runs. The checks are
proved on a scratch copy of the package with each kind of violation planted in it.
"""

from __future__ import annotations

import ast
import re
import shutil
from collections.abc import Callable, Iterator
from functools import cache, cached_property
from pathlib import Path
from typing import Final

import pytest

from addiction import registry

PACKAGE: Final = Path(__file__).resolve().parents[1] / "addiction"
GAMES: Final = "addiction.games"

# The layers, lowest first. A module may import its own unit (a package or a module named here,
# each game family being a unit of its own) and the units of the layers below it; never a unit
# above, nor one beside it in its layer.
LAYERS: Final[tuple[tuple[str, ...], ...]] = (
    # The package's face (its version, and the build's, written into a build), what every
    # game's rules share, the program's files.
    ("addiction", "addiction.versioning", "addiction._build_version", "addiction.core", "addiction.data"),
    # What a game declares, what the program reads of its engine, the shared undo history.
    ("addiction.contract",),
    # The games on offer.
    ("addiction.registry",),
    # The player's data; addiction-study; deals made for the player; the player's language.
    ("addiction.store", "addiction.study", "addiction.dealing", "addiction.i18n"),
    # How cards and the cloth look and move, for any game; deals made for the player, in the
    # window.
    ("addiction.cardart", "addiction.dealing.window"),
    # The card table every game's page is built from.
    ("addiction.table",),
    # The game families: each a unit, reached only through the registry (``PLUG_INS``).
    (GAMES, *(p for p in registry.PACKAGES if p.startswith(GAMES + "."))),
    # The window around the pages.
    ("addiction.shell",),
    # The program (``addiction.program``): its self-test, one player's single instance, the
    # desktop's menu entry; the application; the command that starts it.
    ("addiction.program", "addiction.program.selftest", "addiction.program.instance",
     "addiction.program.desktop"),
    ("addiction.program.app",),
    ("addiction.program.launch",),
    ("addiction.__main__",),
)
# The layer nobody imports from outside its units: the registry loads the games by name.
PLUG_INS: Final = GAMES

# What a module is for, by its name, where its role forbids Qt: a worker process, a script, the
# store or a test of the rules loads it. (The registry's declarations add the modules their
# games name as judge, analyst and study: ``declared_roles``.)
NO_QT_ROLES: Final[dict[str, str]] = {
    "the package's version, read by the build": r"addiction|addiction\.versioning",
    "rules every game shares": r"addiction\.core(\..+)?",
    "the contract": r"addiction\.contract",
    "the registry and the families' declarations": r"addiction\.registry|addiction\.games(\.\w+)?",
    "deals made for the player": r"addiction\.dealing(?!\.window\b)(\..+)?|addiction\.games\.\w+\.deals",
    "study": r"addiction\.study(\..+)?|addiction\.games\.\w+\.study",
    "engine": r"addiction\.games\.\w+\.engine(\..+)?",
    "solver": r"addiction\.games\.\w+\.solver(\..+)?",
    "simple player": r"addiction\.games\.\w+\.simple_player",
    "analyst": r"addiction\.games\.\w+\.analysis",
}


def within(module: str, prefixes: tuple[str, ...] | str) -> bool:
    prefixes = (prefixes,) if isinstance(prefixes, str) else prefixes
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def family_packages() -> list[str]:
    """The registry's game families in this package (a test may register one of its own)."""
    return sorted(p for p in registry.PACKAGES if p.startswith(GAMES + "."))


@cache
def declared_roles() -> dict[str, str]:
    """The modules the registry's declarations name for a pure-Python job, with that job."""
    roles: dict[str, str] = {}
    for spec in registry.games():
        for role in ("judge", "analyst", "study"):
            if name := getattr(spec, role):
                roles[name.partition(":")[0]] = role
    return roles


class House:
    """The package's modules under ``root`` (named as if ``root`` were ``addiction``) and
    their imports."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def module_name(self, path: Path) -> str:
        parts = ["addiction", *path.relative_to(self.root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        return ".".join(parts)

    @cached_property
    def modules(self) -> dict[str, Path]:
        """The sources, and the stubs of compiled modules (their imports count too)."""
        found = {self.module_name(path): path for path in sorted(self.root.rglob("*.pyi"))}
        found.update((self.module_name(path), path) for path in sorted(self.root.rglob("*.py")))
        return found

    def imported(self, module: str) -> Iterator[str]:
        """Every module ``module`` imports: ours by their full names, others by their top
        package."""
        path = self.modules[module]
        package = module if path.stem == "__init__" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                yield from (alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join([*package.split(".")[: len(package.split(".")) - node.level + 1],
                                     *filter(None, [base])])
                for alias in node.names:
                    # ``from package import module`` imports that module; a name, its module.
                    full = f"{base}.{alias.name}"
                    yield full if full in self.modules else base

    @cached_property
    def graph(self) -> dict[str, frozenset[str]]:
        return {module: frozenset(self.imported(module)) for module in self.modules}

    def reachable(self, module: str) -> set[str]:
        """Every module ``module`` brings in, directly or through others of ours."""
        seen: set[str] = set()
        todo = [module]
        while todo:
            for edge in self.graph[todo.pop()]:
                if edge not in seen:
                    seen.add(edge)
                    if edge in self.modules:
                        todo.append(edge)
        return seen

    def text(self, module: str) -> str:
        return self.modules[module].read_text(encoding="utf-8")


def unit_of(module: str) -> str | None:
    """The unit of ``LAYERS`` that holds ``module``: the longest that names it or a package
    above it (the package's face holds itself alone)."""
    units = [u for layer in LAYERS for u in layer
             if module == u or (u != "addiction" and module.startswith(u + "."))]
    return max(units, key=len) if units else None


def layer_of(unit: str) -> int:
    return next(n for n, layer in enumerate(LAYERS) if unit in layer)


# --- the checks: each returns what breaks it, one line each --------------------------------


def unplaced(house: House) -> list[str]:
    return [module for module in house.modules if unit_of(module) is None]


def imports_against_the_layers(house: House) -> list[str]:
    """Every import of ours that runs up the layers, across to a unit beside its own, or into
    a game from outside it."""
    found: list[str] = []
    for module, edges in sorted(house.graph.items()):
        unit = unit_of(module)
        for edge in sorted(e for e in edges if e in house.modules):
            there = unit_of(edge)
            if unit is None or there is None or there == unit:
                continue
            if layer_of(there) > layer_of(unit):
                found.append(f"{module} -> {edge}: runs up from {unit} to {there}")
            elif layer_of(there) == layer_of(unit):
                found.append(f"{module} -> {edge}: {unit} and {there} stand beside each other")
            elif within(there, PLUG_INS):
                found.append(f"{module} -> {edge}: a game is reached only through the registry")
    return found


def circles(edges: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), or a module that
    imports itself; edges to modules outside ``edges`` are not followed."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(e for e in edges[node] if e in edges):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1 or node in edges[node]:
                found.append(sorted(group))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return found


def roles_of(module: str) -> list[str]:
    declared = declared_roles().get(module)
    return [role for role, pattern in NO_QT_ROLES.items() if re.fullmatch(pattern, module)] + (
        [f"{declared} (declared)"] if declared else [])


def qt_against_roles(house: House) -> list[str]:
    """Every module whose role forbids Qt but brings it along, directly or through others."""
    return [f"{module} ({', '.join(roles)}) brings Qt along"
            for module in sorted(house.modules) if (roles := roles_of(module))
            and any(e.split(".")[0] == "PySide6" for e in house.reachable(module))]


def names_of(house: House, family: str) -> re.Pattern[str]:
    """What names a family: its games' ids and its own (any case; not the program's own name),
    and the compound names of the classes its package defines (``GapsGame``, ``BoardView``)."""
    specs = [spec for spec in registry.games() if spec.page.startswith(family + ".")]
    ids = {spec.id for spec in specs} | {spec.family for spec in specs if spec.family}
    ids.discard("addiction")  # the program's name before it is a game's
    types: set[str] = set()
    for module in (m for m in house.modules if within(m, family)):
        tree = ast.parse(house.text(module))
        types |= {n.name for n in tree.body if isinstance(n, ast.ClassDef)
                  and re.fullmatch(r"_?[A-Z][a-z]+(?:[A-Z][a-z]*)+", n.name)}
    either = "|".join(map(re.escape, sorted(ids, key=len, reverse=True)))
    return re.compile(rf"(?<![\w-])(?i:{either})(?![\w-])|\b({'|'.join(sorted(types))})\b")


def games_named_outside(house: House) -> list[str]:
    named: list[str] = []
    for family in family_packages():
        pattern = names_of(house, family)
        for module, path in house.modules.items():
            if within(module, GAMES):
                continue
            for number, line in enumerate(house.text(module).splitlines(), 1):
                if module == "addiction.registry" and line.startswith("PACKAGES"):
                    continue  # the list of the families' packages
                if match := pattern.search(line):
                    named.append(f"{path.relative_to(house.root)}:{number}: {match.group(0)}")
    return named


HOUSE: Final = House(PACKAGE)


# --- the package as it is --------------------------------------------------------------------


def test_every_module_has_its_place_in_the_layers() -> None:
    assert unplaced(HOUSE) == []


def test_every_family_folder_is_registered() -> None:
    folders = {".".join(m.split(".")[:3]) for m in HOUSE.modules if m.startswith(GAMES + ".")}
    assert sorted(folders) == family_packages()


def test_no_import_runs_against_the_layers() -> None:
    assert imports_against_the_layers(HOUSE) == []


def test_no_import_circles() -> None:
    assert circles(HOUSE.graph) == []


def test_no_qt_where_a_module_role_forbids_it() -> None:
    assert qt_against_roles(HOUSE) == []


def test_the_roles_find_their_modules() -> None:
    # Each role (and each declared judge, analyst and study) names modules that exist, so a
    # renamed module cannot slip out of its check.
    assert [role for role, pattern in NO_QT_ROLES.items()
            if not any(re.fullmatch(pattern, m) for m in HOUSE.modules)] == []
    assert [m for m in declared_roles() if m not in HOUSE.modules] == []


def test_outside_its_folder_no_module_names_a_game() -> None:
    assert games_named_outside(HOUSE) == []


def test_the_circle_finder_finds_circles() -> None:
    edges = {"a": frozenset({"b", "os"}), "b": frozenset({"c"}), "c": frozenset({"a"}),
             "d": frozenset({"a"}), "e": frozenset({"e"})}
    assert circles(edges) == [["a", "b", "c"], ["e"]]


# --- the checks proved: each kind of violation planted in a scratch copy ---------------------


@pytest.fixture
def scratch(tmp_path: Path) -> House:
    """A copy of the package's Python source, which a test may spoil."""
    root = tmp_path / "addiction"
    for path in [*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.pyi")]:
        copy = root / path.relative_to(PACKAGE)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
    return House(root)


def plant(house: House, module: str, text: str) -> None:
    path = house.modules[module]
    path.write_text(path.read_text(encoding="utf-8") + "\n\n" + text + "\n", encoding="utf-8")


def test_the_scratch_copy_passes_every_check(scratch: House) -> None:
    assert scratch.modules.keys() == HOUSE.modules.keys()
    checks: list[Callable[[House], list[str]]] = [
        unplaced, imports_against_the_layers, qt_against_roles, games_named_outside]
    assert [check(scratch) for check in checks] == [[], [], [], []]
    assert circles(scratch.graph) == []


def test_the_reader_sees_every_way_of_importing(scratch: House) -> None:
    plant(scratch, "addiction.store.records", "from . import keeper")
    plant(scratch, "addiction.store.keeper", "from ..core.rng import stream")
    plant(scratch, "addiction.store.saved_game",
          "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import addiction.study.results")
    plant(scratch, "addiction.store.messages", "def later() -> None:\n    import sqlite3.dbapi2")
    graph = scratch.graph
    assert "addiction.store.keeper" in graph["addiction.store.records"]
    assert "addiction.core.rng" in graph["addiction.store.keeper"]
    assert "addiction.study.results" in graph["addiction.store.saved_game"]
    assert "sqlite3.dbapi2" in graph["addiction.store.messages"]


@pytest.mark.parametrize(("module", "line", "kind"), [
    # Up the layers, making no circle: the rules' cards reading the registry.
    ("addiction.core.cards", "from addiction.registry import games", "runs up"),
    # The store leaning on the window.
    ("addiction.store.saved_game", "from addiction.shell import notices", "runs up"),
    # Inside a function: a late import is an import all the same.
    ("addiction.dealing.daily",
     "def later() -> None:\n    from addiction.dealing.window import judging", "runs up"),
    # Across a layer: studies and the store stand beside each other.
    ("addiction.study.runner", "from addiction.store import records", "beside each other"),
    # Into a game from above it, past the registry.
    ("addiction.shell.menus", f"import {family_packages()[0]}", "only through the registry"),
    # One family leaning on another.
    (f"{family_packages()[-1]}.keeper", f"from {family_packages()[0]} import FAMILIES",
     "beside each other"),
])
def test_an_import_against_the_layers_fails(scratch: House, module: str, line: str,
                                            kind: str) -> None:
    plant(scratch, module, line)
    found = imports_against_the_layers(scratch)
    assert found and all(f.startswith(module + " -> ") and kind in f for f in found), found


def test_an_import_circle_fails(scratch: House) -> None:
    # Within one unit, so only the circle finder can see it.
    plant(scratch, "addiction.table.model", "from addiction.table import page")
    found = circles(scratch.graph)
    assert len(found) == 1 and {"addiction.table.model", "addiction.table.page"} <= set(found[0])
    assert imports_against_the_layers(scratch) == []


@pytest.mark.parametrize("module", sorted({
    "addiction.dealing.daily", "addiction.contract", "addiction.core.analysis",
    *declared_roles(),
    *(f"{family}.{part}" for family in family_packages()
      for part in ("deals", "analysis", "simple_player", "engine", "solver")),
} & HOUSE.modules.keys()))
def test_qt_in_a_module_whose_role_forbids_it_fails(scratch: House, module: str) -> None:
    plant(scratch, module, "def shown() -> None:\n    from PySide6.QtWidgets import QWidget")
    found = qt_against_roles(scratch)
    assert any(f.startswith(module + " (") for f in found), found


def test_qt_brought_along_by_a_module_below_fails(scratch: House) -> None:
    plant(scratch, "addiction.core.cards", "import PySide6.QtGui")
    broken = {f.partition(" ")[0] for f in qt_against_roles(scratch)}
    # Every engine reads the cards.
    assert {f"{family}.engine" for family in family_packages()} & set(scratch.modules) <= broken
    assert "addiction.core.cards" in broken


@pytest.mark.parametrize("family", family_packages())
def test_a_game_named_in_a_shared_module_fails(scratch: House, family: str) -> None:
    pattern = names_of(scratch, family)
    ids = [spec.id for spec in registry.games()
           if spec.page.startswith(family + ".") and pattern.search(spec.id)]
    plant(scratch, "addiction.table.view", f"# As {ids[0]} does.")
    found = games_named_outside(scratch)
    assert found and all(f.startswith("table/view.py:") for f in found), found
