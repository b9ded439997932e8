# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Hostile arguments cannot crash the compiled search cores.

Every sequence a core reads (the cells and the value table of ``_core.Search``; the cells and
every list of the tables of ``_family.FamilySearch``) is fuzzed with elements whose
``__index__``/``__float__`` change a container while the core converts them (clear it, shrink
it, grow it, replace its elements), and with containers whose ``__len__``/``__iter__``/
``__getitem__`` do the same. A core that reads a list while such an element changes it reads
freed memory; it must work on its own copy instead, so the call either succeeds on what was
passed or raises TypeError/ValueError -- and the pure-Python twin must do the same, on the
same case, down to the search that follows.

The cases run in a subprocess (``python -m`` this module), which prints one line per case: a
segfault ends it with a negative return code, the case it was in is counted as a crash, and
a new subprocess goes on after it. Everything is seeded: the same cases every run.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.engine.variants import VARIANTS
from addiction.games.gaps.solver import _pyfamily, _pysearch
from addiction.games.gaps.solver.family_tables import tables_of
from addiction.games.gaps.solver.values import phase_end_table
from tests.compiled_cores import compiled_core

CORES = ("core", "family")
CASES = 250  # per core
RUN_NODES = 300  # searched after a successful construction, to compare the twins
ALLOWED = {"ok", "TypeError", "ValueError"}
ROOT = Path(__file__).resolve().parents[4]
WORKER = "tests.games.gaps.solver.test_core_hostile_args"  # this module, run as a script

# ---- hostile objects (used in the worker) ---------------------------------------------------

fired = [0]  # how many hostile hooks ran (reset per call)


class Hostile:
    """An element that does ``action`` each time it is converted, then gives ``value``."""

    def __init__(self, value: object, action: Callable[[], None]) -> None:
        self.value = value
        self.action = action

    def _fire(self) -> object:
        fired[0] += 1
        self.action()
        return self.value

    def __index__(self) -> Any:
        return self._fire()

    def __float__(self) -> Any:
        return self._fire()


class HostileSeq:
    """A sequence (no ``__iter__``: iterated through ``__getitem__``) whose ``__len__`` and
    ``__getitem__`` do ``action`` before answering."""

    def __init__(self, data: list[Any], action: Callable[[], None], hooks: frozenset[str]) -> None:
        self.data = data
        self.action = action
        self.hooks = hooks

    def _maybe(self, hook: str) -> None:
        if hook in self.hooks:
            fired[0] += 1
            self.action()

    def __len__(self) -> int:
        self._maybe("len")
        return len(self.data)

    def __getitem__(self, i: Any) -> Any:
        self._maybe("getitem")
        return self.data[i]


class HostileIterable(HostileSeq):
    """As HostileSeq, with an ``__iter__`` that does ``action`` between the items."""

    def __iter__(self) -> Iterator[Any]:
        self._maybe("iter")
        i = 0
        while i < len(self.data):
            yield self.data[i]
            self._maybe("iter")
            i += 1


def mutation(rng: random.Random, victim: list[Any], fill: Callable[[], Any]) -> Callable[[], None]:
    """One way of changing ``victim`` (a list the core may be reading), chosen by rng."""
    kind = rng.choice(["clear", "shrink", "pop", "grow", "replace", "reverse", "bad"])
    once = rng.random() < 0.5
    done = [False]
    k = rng.randrange(1 << 30)

    def act() -> None:
        if once and done[0]:
            return
        done[0] = True
        if kind == "clear":
            victim.clear()
        elif kind == "shrink":
            del victim[k % (len(victim) + 1) :]
        elif kind == "pop":
            if victim:
                victim.pop()
        elif kind == "grow":
            victim.extend([fill() for _ in range(1 + k % 64)])
        elif kind == "replace":
            if victim:
                victim[k % len(victim)] = fill()
        elif kind == "reverse":
            victim.reverse()
        elif victim:  # bad: an element no core takes
            victim[k % len(victim)] = rng.choice(["x", 1 << 70, -5, None, 2.5])

    return act


def hostile_value(rng: random.Random, value: object) -> object:
    """Usually the element's own value; sometimes one no core takes."""
    if rng.random() < 0.85:
        return value
    return rng.choice(["7", None, 1 << 80, -3, 10**6])


def plant(
    rng: random.Random, holder: list[Any], containers: list[list[Any]], outer: list[Any] | None
) -> None:
    """Makes one element of ``holder`` hostile (or ``holder``'s own contents, when it sits in
    ``outer``): its conversion changes ``holder``, ``outer`` or any other container."""
    pick = rng.random()
    if pick < 0.55 or (outer is None and pick < 0.75):
        victim = holder
    elif outer is not None and pick < 0.75:
        victim = outer
    else:
        victim = rng.choice(containers)
    fillers = [x for x in holder if x is not None] or [0]

    def fill() -> Any:
        x = rng.choice(fillers)
        return Hostile(x, mutation(rng, victim, lambda: x)) if rng.random() < 0.2 else x

    action = mutation(rng, victim, fill)
    if outer is not None and rng.random() < 0.3:  # the inner list itself is hostile
        cls = rng.choice([HostileSeq, HostileIterable])
        hooks = frozenset(rng.sample(["len", "getitem", "iter"], rng.randint(1, 3)))
        outer[next(j for j, x in enumerate(outer) if x is holder)] = cls(holder, action, hooks)
        return
    slots = [i for i, x in enumerate(holder) if x is not None]
    if not slots:
        return
    i = rng.choice(slots)
    holder[i] = Hostile(hostile_value(rng, holder[i]), action)


# ---- the cases ----------------------------------------------------------------------------


def core_case(i: int) -> tuple[Callable[[Any], Any], dict[str, Any]]:
    """Case i of _core.Search: fresh lists each call, the same for both twins."""
    rng = random.Random(f"core:{i}")
    cells: list[Any] = [None if c is None else int(c) for c in GapsGame.new(1 + i % 7).cells]
    table: list[Any] | None = list(phase_end_table("random", 1)) if rng.random() < 0.6 else None
    containers = [cells] + ([table] if table is not None else [])
    holder = rng.choice(containers)
    plant(rng, holder, containers, None)
    kwargs = {"every_node": rng.random() < 0.5, "breaks": rng.choice([-1, 0, 2]), "tt_cap": 1 << 12}
    return (lambda make: make(cells, table, **kwargs)), {"arg": "cells" if holder is cells else "table"}


def family_case(i: int) -> tuple[Callable[[Any], Any], dict[str, Any]]:
    """Case i of _family.FamilySearch: a tables object of plain lists, and cells."""
    rng = random.Random(f"family:{i}")
    v = VARIANTS[i % len(VARIANTS)]
    t = tables_of(v)
    lists = {name: [list(x) for x in getattr(t, name)] for name in ("after", "before", "follows")}
    flat = {"bases": list(t.bases), "zobrist": list(t.zobrist)}
    k = min(t.ncards, t.places - 4)
    cells: list[Any] = [*rng.sample(range(t.ncards), k), *[None] * (t.places - k)]
    rng.shuffle(cells)
    tables = SimpleNamespace(
        cols=t.cols, places=t.places, ncards=t.ncards, full_score=t.full_score, base_rank=t.base_rank,
        bases=flat["bases"], zobrist=flat["zobrist"], **lists,
    )
    containers: list[list[Any]] = [cells, *flat.values(), *lists.values()]
    for inner in lists.values():
        containers.extend(inner)
    arg = rng.choice(["cells", "bases", "zobrist", "after", "before", "follows"])
    if arg in lists:
        outer = lists[arg]
        nonempty = [x for x in outer if x] or outer
        plant(rng, rng.choice(nonempty), containers, outer)
    else:
        plant(rng, cells if arg == "cells" else flat[arg], containers, None)
    kwargs = {"every_node": rng.random() < 0.5, "seed": rng.randrange(1 << 20), "tt_cap": 1 << 12}
    return (lambda make: make(tables, cells, **kwargs)), {"arg": arg}


def makers(core: str) -> tuple[Any, Any]:
    """(compiled, pure-Python) constructors of a core."""
    compiled = importlib.import_module(f"addiction.games.gaps.solver._{core}")
    if core == "core":
        return compiled.Search, _pysearch.Search
    return compiled.FamilySearch, _pyfamily.FamilySearch


def outcome(build: Callable[[Any], Any], make: Any) -> tuple[str, int, object]:
    """What constructing (and briefly running) a search made of the case gave."""
    fired[0] = 0
    try:
        search = build(make)
    except Exception as exc:
        return type(exc).__name__, fired[0], None
    hooks = fired[0]
    search.run(RUN_NODES)
    return "ok", hooks, [search.status, search.nodes, search.best_value, search.path(), search.best_line()]


def worker(core: str, start: int, stop: int) -> None:
    """Runs cases start..stop-1, one JSON line each (flushed, so a crash shows where)."""
    case = core_case if core == "core" else family_case
    fast, slow = makers(core)
    for i in range(start, stop):
        build, info = case(i)
        got, hooks, result = outcome(build, fast)
        build, _ = case(i)
        twin, _, twin_result = outcome(build, slow)
        line = {"i": i, **info, "compiled": got, "python": twin, "hooks": hooks,
                "same": result == twin_result}
        print(json.dumps(line), flush=True)


def run_all(core: str) -> tuple[list[dict[str, Any]], list[int]]:
    """Every case of a core, each crash skipped over: (the cases' lines, the crashed cases)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": ""}
    lines: list[dict[str, Any]] = []
    crashed: list[int] = []
    start = 0
    while start < CASES:
        proc = subprocess.run(
            [sys.executable, "-m", WORKER, core, str(start), str(CASES)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False,
        )
        done = [json.loads(x) for x in proc.stdout.splitlines() if x.startswith("{")]
        lines.extend(done)
        start = done[-1]["i"] + 1 if done else start
        if proc.returncode == 0:
            assert start == CASES, proc.stderr[-2000:]
            break
        assert proc.returncode < 0, f"worker failed, not crashed: {proc.stderr[-2000:]}"
        crashed.append(start)  # the case it was in when it died
        start += 1
    return lines, crashed


@pytest.mark.parametrize("core", CORES)
def test_hostile_arguments_raise_instead_of_crashing(core: str) -> None:
    compiled_core(core)
    lines, crashed = run_all(core)
    assert crashed == [], f"{len(crashed)} of {CASES} calls crashed the compiled {core}: cases {crashed}"
    assert len(lines) == CASES
    # the hostile hooks did run: the fuzz is not idle
    assert sum(line["hooks"] > 0 for line in lines) > CASES // 2
    odd = [line for line in lines if line["compiled"] not in ALLOWED]
    assert odd == [], odd[:5]
    differ = [line for line in lines if line["compiled"] != line["python"] or not line["same"]]
    assert differ == [], f"{len(differ)} cases where the twins disagree, e.g. {differ[:5]}"
    # both kinds of outcome are exercised
    assert {line["compiled"] for line in lines} >= {"ok", "ValueError"}


def reenter(core: str) -> None:
    """Calls __init__ of a compiled search again from inside an element's conversion, while
    the first call is filling it in; prints what the first call raised."""
    compiled = importlib.import_module(f"addiction.games.gaps.solver._{core}")
    cells: list[Any] = [None if c is None else int(c) for c in GapsGame.new(1).cells]
    tables = tables_of(VARIANTS[0])  # Addiction itself: its cells are the core's too
    table: list[Any] = list(phase_end_table("random", 1))
    cls = compiled.Search if core == "core" else compiled.FamilySearch
    search = cls.__new__(cls)
    args = (cells, None) if core == "core" else (tables, cells)
    holder, i = (table, 20_000) if core == "core" else (cells, 5)
    holder[i] = Hostile(holder[i], lambda: search.__init__(*args))
    try:
        search.__init__(*((cells, table) if core == "core" else (tables, cells)))
    except Exception as exc:
        print(type(exc).__name__, exc)
    else:
        print("ok")


@pytest.mark.parametrize("core", CORES)
def test_init_called_again_from_an_argument_is_refused(core: str) -> None:
    compiled_core(core)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": ""}
    proc = subprocess.run(
        [sys.executable, "-m", WORKER, "reenter", core],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )
    assert proc.returncode == 0, f"crashed ({proc.returncode}): {proc.stderr[-2000:]}"
    assert proc.stdout.startswith("RuntimeError") and "initialised once" in proc.stdout


if __name__ == "__main__":
    if sys.argv[1] == "reenter":
        reenter(sys.argv[2])
    else:
        worker(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
