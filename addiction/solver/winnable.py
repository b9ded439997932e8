"""Whether a board can still be won without a further redeal.

Several searches share the time, in slices of about 10 ms, each in proportion to its weight
(the one furthest behind its share runs next):

* the *unlimited* search, never restarted: the only one that can prove a loss, and a proof
  needs every position it has already seen;
* a *limited* search, which may break a built row (see ``phase``) only a few times on any line
  of play: it finds wins far sooner. When it runs to its end without a win, every search with
  that many breaks would see the same positions, so it is replaced by one allowed one more
  break;
* *restarts*: short limited searches with as many breaks, each with another tie-breaking seed,
  for a fresh order that escapes an unlucky early choice in a deep tree.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from addiction.engine import Board, Card

from . import phase

Verdict = Literal["winnable", "not-winnable", "unknown"]

UNLIMITED_WEIGHT: Final = 0.35
LIMITED_WEIGHT: Final = 0.45
RESTART_WEIGHT: Final = 0.2
# Seconds a restart runs before the next one replaces it.
RESTART_SECONDS: Final = 1.0
# Breaks allowed in the last limited search; after it only the unlimited one goes on.
MAX_BREAKS: Final = 3


@dataclass(slots=True)
class _Runner:
    search: phase.SearchCore
    weight: float
    breaks: int
    seed: int = 0
    spent: float = 0.0  # seconds, in total for this runner
    spent_here: float = 0.0  # seconds, by the current search


def winnable(
    cells: Sequence[Card | None],
    time_budget: float,
    cancelled: Callable[[], bool] = lambda: False,
    core: phase.CoreFactory | None = None,
) -> Verdict:
    """"winnable" if a win was found, "not-winnable" only after a complete unlimited search.

    ``cancelled`` is polled about every 10 ms; once it returns True the answer is "unknown"
    unless the search had already settled the question.
    """
    Board(cells)  # validates: 48 non-aces and four gaps
    make = core or phase.CORE
    step = phase.SLICE if core is None else 1_500
    cap = phase.tt_cap(time_budget)

    def new(breaks: int, seed: int = 0) -> phase.SearchCore:
        return make(cells, None, breaks=breaks, seed=seed, tt_cap=cap)

    start = time.perf_counter()
    unlimited = _Runner(new(phase.UNLIMITED), UNLIMITED_WEIGHT, phase.UNLIMITED)
    if unlimited.search.status == phase.WON:
        return "winnable"
    limited = _Runner(new(0), LIMITED_WEIGHT, 0)
    restarts = _Runner(new(0, 1), RESTART_WEIGHT, 0, seed=1)
    runners = [unlimited, limited, restarts]
    while not cancelled() and time.perf_counter() - start < time_budget:
        runner = min(runners, key=lambda r: r.spent / r.weight)
        before = time.perf_counter()
        status = runner.search.run(step)
        spent = time.perf_counter() - before
        runner.spent += spent
        runner.spent_here += spent
        if status == phase.WON:
            return "winnable"
        if status == phase.EXHAUSTED:
            if runner is unlimited:
                return "not-winnable"
            # Nothing is left to see with this many breaks: both go on with one more.
            runners = [unlimited]
            if runner.breaks < MAX_BREAKS:
                for r in (limited, restarts):
                    r.breaks, r.seed = runner.breaks + 1, r.seed + 1
                    r.search, r.spent_here = new(r.breaks, r.seed), 0.0
                    runners.append(r)
        elif runner is restarts and runner.spent_here >= RESTART_SECONDS:
            runner.seed += 1
            runner.search, runner.spent_here = new(runner.breaks, runner.seed), 0.0
    return "unknown"
