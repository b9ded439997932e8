# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

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
  for a fresh order that escapes an unlucky early choice in a deep tree. Every other one is
  *strict*: moving even a lone 2 out of column 1 counts as a break, a smaller set of
  positions where some deals hide their win much nearer the start.

The unlimited search and those allowing no break play only a *stubborn set* of the moves at
each position (``reduce``, see ``_core.c``): moves at gaps that cannot meet are not tried in
every order, and every position without a move, a win among them, is still reached (what it
gained: docs/computer-player.md, "Stubborn sets"). The unlimited one also leaves
out every position where a card that can never move again is where no win has it
(``doomed`` in ``_core.c``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from addiction.core import Card
from addiction.games.gaps.engine import Board
from addiction.games.gaps.solver import phase

Verdict = Literal["winnable", "not-winnable", "unknown"]

UNLIMITED_WEIGHT: Final = 0.35
LIMITED_WEIGHT: Final = 0.45
RESTART_WEIGHT: Final = 0.2
# Seconds a restart runs before the next one replaces it.
RESTART_SECONDS: Final = 1.0
# Breaks allowed in the last limited search; after it only the unlimited one goes on.
MAX_BREAKS: Final = 2


@dataclass(slots=True)
class _Runner:
    search: phase.SearchCore
    weight: float
    breaks: int
    strict: bool = False
    seed: int = 0
    spent: float = 0.0  # seconds, in total for this runner
    spent_here: float = 0.0  # seconds, by the current search


def winnable(
    cells: Sequence[Card | None],
    time_budget: float,
    cancelled: Callable[[], bool] = lambda: False,
) -> Verdict:
    """"winnable" if a win was found, "not-winnable" only after a complete unlimited search.

    ``cancelled`` is polled about every 10 ms; once it returns True the answer is "unknown"
    unless the search had already settled the question.
    """
    Board(cells)  # validates: 48 non-aces and four gaps
    make, step = phase.CORE, phase.SLICE
    # Table sizes: each search's share of the memory the whole budget may take (phase.tt_cap);
    # a restart runs for RESTART_SECONDS at most.
    full_cap = phase.tt_cap(time_budget * UNLIMITED_WEIGHT)
    limited_cap = phase.tt_cap(time_budget * LIMITED_WEIGHT)
    restart_cap = phase.tt_cap(min(time_budget * RESTART_WEIGHT, RESTART_SECONDS))
    strict_done = -1  # the most breaks of a strict search that ran to its end

    def renew(runner: _Runner, breaks: int) -> None:
        """Give the runner a new search with ``breaks`` and its next seed."""
        runner.breaks, runner.seed, runner.spent_here = breaks, runner.seed + 1, 0.0
        # Every other restart is strict, unless its positions were all seen already.
        runner.strict = runner is restarts and runner.seed % 2 == 1 and strict_done < breaks
        del runner.search  # its table goes back before the new one is made
        runner.search = make(
            cells, None, breaks=breaks, strict=runner.strict, seed=runner.seed,
            tt_cap=restart_cap if runner is restarts else limited_cap, reduce=breaks == 0,
        )

    start = time.perf_counter()
    unlimited = _Runner(
        make(cells, None, tt_cap=full_cap, reduce=True), UNLIMITED_WEIGHT, phase.UNLIMITED
    )
    if unlimited.search.status == phase.WON:
        return "winnable"
    limited = _Runner(
        make(cells, None, breaks=0, tt_cap=limited_cap, reduce=True), LIMITED_WEIGHT, 0
    )
    restarts = _Runner(limited.search, RESTART_WEIGHT, 0)
    renew(restarts, 0)
    runners = [unlimited, limited, restarts]
    # Runners drop out: the unlimited one when its table is full, the limited ones when they
    # ran to their end with the most breaks allowed. None left: nothing more can be learned.
    while runners and not cancelled() and time.perf_counter() - start < time_budget:
        runner = min(runners, key=lambda r: r.spent / r.weight)
        before = time.perf_counter()
        status = runner.search.run(step)
        spent = time.perf_counter() - before
        runner.spent += spent
        runner.spent_here += spent
        if status == phase.WON:
            return "winnable"
        if status == phase.TABLE_FULL:  # unfinished, and it cannot go on
            if runner is unlimited:  # no proof is possible now: the others get its time
                runners.remove(unlimited)
            else:
                renew(runner, runner.breaks)
            continue
        if status == phase.EXHAUSTED:
            if runner is unlimited:
                return "not-winnable"
            if runner.strict:
                strict_done = runner.breaks
                renew(runner, runner.breaks)
                continue
            # Nothing is left to see with this many breaks: both go on with one more.
            runners = [r for r in runners if r is unlimited]
            if runner.breaks < MAX_BREAKS:
                for r in (limited, restarts):
                    renew(r, runner.breaks + 1)
                    runners.append(r)
        elif runner is restarts and runner.spent_here >= RESTART_SECONDS:
            renew(runner, runner.breaks)
    return "unknown"
