# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Exact search of one deal phase (the play between two redeals), within a time budget.

The work is done by a search core: the compiled ``_core`` extension when it was built, else
the pure-Python ``_pysearch`` with the same results, node for node. Both are resumable, so the
search runs in short slices and checks the clock and a cancel flag between them.

A phase is searched in passes. Moving a 2 that heads a sequence of two or more cards to
another row's column 1 *breaks* that row; such moves multiply the positions a search has to
see, yet one of them is sometimes the only winning idea. So a pass may limit the breaks on
any line of play: with none allowed it finds most wins much faster, with one or two it finds
most of the rest, and only an unlimited pass that runs to the end proves that the phase
cannot be won. Passes after the first vary the tie-breaking order of moves: restarts escape
an unlucky early choice in a deep tree.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from addiction.games.gaps.solver import _pysearch, constants

Line = list[tuple[int, int]]


class SearchCore(Protocol):
    """What both search cores provide."""

    nodes: int
    status: int
    best_value: float | None

    def run(self, limit: int) -> int: ...
    def path(self) -> Line: ...
    def best_line(self) -> Line | None: ...


CoreFactory = Callable[..., SearchCore]

# run() results and the "any number of breaks" pass, as both cores define them
RUNNING: Final = constants.RUNNING
WON: Final = constants.WON
EXHAUSTED: Final = constants.EXHAUSTED
TABLE_FULL: Final = constants.TABLE_FULL  # ended unfinished: never a proof
UNLIMITED: Final = constants.UNLIMITED

# (breaks allowed per line, seed, share of the budget); unused budget rolls over to the next pass
# (the figures behind them: docs/computer-player.md).
PASSES: Final[tuple[tuple[int, int, float], ...]] = (
    (0, 0, 0.30),
    (UNLIMITED, 0, 0.20),
    (1, 0, 0.15),
    (0, 1, 0.15),
    (UNLIMITED, 1, 0.10),
    (1, 1, 0.10),
)


try:
    from addiction.games.gaps.solver import _core
except ImportError:  # not built (no C compiler at install time): the twin in Python
    _core = None  # type: ignore[assignment]

# ADDICTION_PURE_PYTHON=1 forces the Python core, e.g. to compare the two.
COMPILED: Final = _core is not None and not os.environ.get("ADDICTION_PURE_PYTHON")
CORE: CoreFactory = _core.Search if COMPILED else _pysearch.Search
# Nodes per slice: about 10 ms of work either way.
SLICE: Final = 20_000 if COMPILED else 1_500
# Transposition tables are sized from memory, not from the positions a search could visit:
# an entry is 8 bytes in the compiled core, and a full table forgets the positions that were
# cheapest to search (see ``_core.c``), so a search may outgrow its table at the cost of
# seeing some positions twice. TT_PER_SECOND entries per second of a search's budget keep a
# 4-second "still winnable" judgement (three tables at once) near 40 MB. The passes of one of
# Auto's searches run one after another, one table at a time, so they get PHASE_TT_PER_SECOND:
# at most 14 MB for a 0.9-second decision (measured: docs/computer-player.md).
# TT_CAP bounds any one table (256 MB). The pure-Python core keeps
# its table in Python objects, about 100 bytes an entry, and visits some 110,000 positions a
# second.
TT_CAP: Final = 1 << 25 if COMPILED else 1 << 21
TT_PER_SECOND: Final = 1_250_000 if COMPILED else 100_000
PHASE_TT_PER_SECOND: Final = 2 * TT_PER_SECOND
TT_MIN: Final = 1 << 13


def tt_cap(seconds: float, per_second: int = TT_PER_SECOND) -> int:
    """Table entries for a search of ``seconds``."""
    return max(TT_MIN, min(TT_CAP, int(seconds * per_second)))


@dataclass(slots=True)
class PhaseResult:
    """What the search of one phase found."""

    won: bool
    complete: bool  # an unlimited pass ran to the end: the phase cannot be won
    line: Line | None  # the win, else the way to the best-valued phase end (None if unvalued)
    value: float | None
    nodes: int
    passes: int


def search_phase(
    cells: Sequence[int | None],
    *,
    table: Sequence[float] | None = None,
    every_node: bool = False,
    seconds: float | None = None,
    nodes: int | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    core: CoreFactory | None = None,
    variant: int = 0,
    schedule: Sequence[tuple[int, int, float]] = PASSES,
    reduce: bool = False,
) -> PhaseResult:
    """Search a phase within ``seconds`` of wall time or ``nodes`` positions (whichever given).

    ``table`` values phase ends by their four sequence lengths (see ``values``); with
    ``every_node`` any position may end the phase (redeal allowed any time), otherwise only
    stuck ones do. A node budget makes the result deterministic. ``variant`` shifts the
    tie-breaking seeds of every pass, so that searching the same phase again explores a
    different part of it first. ``schedule`` lists the passes: (breaks, seed, share of budget).
    ``reduce`` plays only a stubborn set of the moves in the passes allowing any number of
    breaks or none (not with ``every_node``): every stuck position is still reached, in fewer
    nodes.
    """
    if (seconds is None) == (nodes is None):
        raise ValueError("give exactly one of seconds or nodes")
    make = core or CORE
    slice_nodes = SLICE if core is None else 1_500
    start = time.perf_counter()
    budget = float(seconds if seconds is not None else nodes)  # type: ignore[arg-type]
    spent_total = 0.0
    total_nodes = 0
    best_value: float | None = None
    best_line: Line | None = None
    exhausted_breaks = -1  # the most breaks of a limited pass that ran to its end
    allotted = 0.0
    passes = 0
    for breaks, seed, share in schedule:
        allotted += share * budget
        if 0 <= breaks <= exhausted_breaks:
            continue  # all these positions were already searched to the end
        passes += 1
        if seconds is None:  # never full: a pass visits no more nodes than its budget
            cap = min(TT_CAP, max(TT_MIN, int(allotted) - total_nodes))
        else:
            cap = tt_cap(allotted - (time.perf_counter() - start), PHASE_TT_PER_SECOND)
        search = make(
            cells, table, every_node=every_node, breaks=breaks, seed=seed + variant, tt_cap=cap,
            reduce=reduce and breaks <= 0 and not every_node,
        )
        status = search.status
        while status == RUNNING:
            if cancelled():
                break
            if seconds is not None:
                spent_total = time.perf_counter() - start
                if spent_total >= allotted:
                    break
                step = slice_nodes
            else:
                left = int(allotted) - total_nodes - search.nodes
                if left <= 0:
                    break
                step = min(slice_nodes, left)
            status = search.run(step)
        total_nodes += search.nodes
        value = search.best_value
        if value is not None and (best_value is None or value > best_value):
            best_value, best_line = value, search.best_line()
        if status == WON:
            return PhaseResult(True, False, search.path(), best_value, total_nodes, passes)
        if status == EXHAUSTED:  # (TABLE_FULL ends the pass like its budget would)
            if breaks == UNLIMITED:
                return PhaseResult(False, True, best_line, best_value, total_nodes, passes)
            exhausted_breaks = max(exhausted_breaks, breaks)
        if cancelled():
            break
        del search  # its table goes back now, before the next pass makes its own
    return PhaseResult(False, False, best_line, best_value, total_nodes, passes)
