# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The layers of the package, read from its imports: every game family in its own folder, the
shared pieces naming no game, rules and search cores free of Qt, and no import circles.

The imports are read from the source (every ``import`` statement, those inside functions and
under ``TYPE_CHECKING`` too), so a violation fails here before anything runs.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Final

import pytest

from addiction import registry

PACKAGE: Final = Path(__file__).resolve().parents[1] / "addiction"
GAMES: Final = "addiction.games"
# Reach the games only through the registry: the window and its dialogs, the card table, the
# store, the studies, the shared rules pieces and the program's entry points.
GAME_FREE: Final = ("addiction.shell", "addiction.table", "addiction.store", "addiction.study",
                    "addiction.core", "addiction.registry", "addiction.app", "addiction.selftest",
                    "addiction.instance", "addiction.launch", "addiction.i18n", "addiction.__main__")
# The program around the pages: no game package may lean on it.
SHELL: Final = ("addiction.shell", "addiction.app", "addiction.selftest", "addiction.study.cli",
                "addiction.launch", "addiction.instance", "addiction.__main__")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Our modules: the sources, and the stubs of compiled ones (their imports count too)."""
    found = {module_name(path): path for path in sorted(PACKAGE.rglob("*.pyi"))}
    found.update((module_name(path), path) for path in sorted(PACKAGE.rglob("*.py")))
    return found


def within(module: str, prefixes: tuple[str, ...] | str) -> bool:
    prefixes = (prefixes,) if isinstance(prefixes, str) else prefixes
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def imported(module: str) -> Iterator[str]:
    """Every module ``module`` imports: ours by their full names, others by their top package."""
    path = modules()[module]
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
                yield f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules() else base


@cache
def graph() -> dict[str, frozenset[str]]:
    return {module: frozenset(imported(module)) for module in modules()}


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


def reachable(module: str) -> set[str]:
    """Every module ``module`` brings in, directly or through others of ours."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        for edge in graph()[todo.pop()]:
            if edge not in seen:
                seen.add(edge)
                if edge in modules():
                    todo.append(edge)
    return seen


def family_packages() -> list[str]:
    return sorted({".".join(m.split(".")[:3]) for m in modules() if m.startswith(GAMES + ".")})


def test_the_reader_sees_the_imports_it_must() -> None:
    # A check on the checker: known edges of today's code are found.
    assert "addiction.games.gaps.engine.rules" in graph()["addiction.games.gaps"]
    assert "PySide6" in {e.split(".")[0] for e in graph()["addiction.table.view"]}
    assert set(family_packages()) >= {"addiction.games.gaps", "addiction.games.pyramid"}


def test_no_import_circles() -> None:
    assert circles(graph()) == []


def test_the_circle_finder_finds_circles() -> None:
    edges = {"a": frozenset({"b", "os"}), "b": frozenset({"c"}), "c": frozenset({"a"}),
             "d": frozenset({"a"}), "e": frozenset({"e"})}
    assert circles(edges) == [["a", "b", "c"], ["e"]]


@pytest.mark.parametrize("module", sorted(
    m for m in modules()
    if within(m, ("addiction.core", "addiction.registry", "addiction.study"))
    or re.fullmatch(r"addiction\.games(\.\w+)?", m)
    or re.match(r"addiction\.games\.\w+\.(engine|solver|study)\b", m)))
def test_rules_search_cores_and_declarations_import_no_qt(module: str) -> None:
    """What a study worker, the store or a test of the rules loads never brings Qt along."""
    assert not any(e.split(".")[0] == "PySide6" for e in reachable(module))


@pytest.mark.parametrize("module", sorted(m for m in modules() if m.startswith(GAMES + ".")))
def test_games_never_lean_on_the_shell(module: str) -> None:
    assert not [e for e in graph()[module] if within(e, SHELL)]


@pytest.mark.parametrize("module", sorted(m for m in modules() if within(m, GAME_FREE)))
def test_shared_pieces_reach_games_only_through_the_registry(module: str) -> None:
    assert not [e for e in graph()[module] if e.startswith(GAMES + ".")]


@pytest.mark.parametrize("family", ["addiction.games.gaps", "addiction.games.pyramid"])
def test_one_family_never_imports_another(family: str) -> None:
    others = [f for f in family_packages() if f != family]
    for module in (m for m in modules() if within(m, family)):
        assert not [e for e in graph()[module] if within(e, tuple(others))], module


def names_of(family: str) -> re.Pattern[str]:
    """What names a family: its games' ids and its own (any case; not the program's own name),
    and the compound names of the classes its package defines (``GapsGame``, ``BoardView``)."""
    specs = [spec for spec in registry.games() if spec.page.startswith(family + ".")]
    ids = {spec.id for spec in specs} | {spec.family for spec in specs if spec.family}
    ids.discard("addiction")  # the program's name before it is a game's
    types: set[str] = set()
    for module in (m for m in modules() if within(m, family)):
        tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
        types |= {n.name for n in tree.body if isinstance(n, ast.ClassDef)
                  and re.fullmatch(r"_?[A-Z][a-z]+(?:[A-Z][a-z]*)+", n.name)}
    either = "|".join(map(re.escape, sorted(ids, key=len, reverse=True)))
    return re.compile(rf"(?<![\w-])(?i:{either})(?![\w-])|\b({'|'.join(sorted(types))})\b")


def test_outside_its_folder_no_module_names_a_game() -> None:
    named: list[str] = []
    for family in family_packages():
        pattern = names_of(family)
        for module, path in modules().items():
            if within(module, family) or module.startswith(GAMES + "."):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if module == "addiction.registry" and line.startswith("PACKAGES"):
                    continue  # the list of the families' packages
                if match := pattern.search(line):
                    named.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {match.group(0)}")
    assert named == []
