# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid's part of ``addiction-study``: each deal solved from its start, with the share of
winnable deals, the time each took and the length of the winning lines found."""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, get_args

from addiction.games.pyramid.engine import Mode, PyramidGame
from addiction.games.pyramid.solver import Verdict, solve, solve_within
from addiction.study.options import one_of, seconds, whole
from addiction.study.results import DealRecord
from addiction.study.runner import Plan, Study, machine, machines, wilson


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal's verdict, the time it took, and the length of the winning line found."""

    deal: int
    verdict: Verdict
    seconds: float
    line_length: int | None


def study_deal(deal: int, mode: Mode, time_budget: float, states: int | None = None) -> DealResult:
    """Solve one deal from its start (within ``states`` searched, if given, else the time); a
    winning line is replayed on a real game first."""
    game = PyramidGame.new(deal, mode)
    start = time.perf_counter()
    if states is None:
        verdict, line = solve(game, time_budget)
    else:
        verdict, line, _ = solve_within(game, states)
    seconds = time.perf_counter() - start
    if line is not None:
        for action in line:
            game.play(action)
        if not game.is_won:
            raise AssertionError(f"deal {deal}: the winning line found does not win")
    return DealResult(deal, verdict, seconds, None if line is None else len(line))


def _budget(budget: float | Mapping[str, object]) -> str:
    """A study's budget in words: seconds, or states searched."""
    if not isinstance(budget, Mapping):
        return f"{budget:g} s"
    if "states" in budget:
        return f"{budget['states']} states"
    return f"{float(str(budget.get('time_limit', 0.0))):g} s"


_TIME_EDGES: Final = (0.0, 0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0, math.inf)


def summary(results: Sequence[DealResult], mode: Mode,
            budget: float | Mapping[str, object]) -> list[str]:
    """The study's report: winnable share (95% Wilson interval), resolved count, times."""
    if not results:
        return ["no deals"]
    deals = sorted(r.deal for r in results)
    won = sum(r.verdict == "winnable" for r in results)
    lost = sum(r.verdict == "not-winnable" for r in results)
    resolved = won + lost
    low, high = wilson(won, resolved)
    times = [r.seconds for r in results]
    spans = list(itertools.pairwise(_TIME_EDGES))
    counts = [sum(1 for t in times if a <= t < b) for a, b in spans]
    slowest = sorted(results, key=lambda r: r.seconds, reverse=True)[:5]
    lengths = [r.line_length for r in results if r.line_length is not None]
    lines = [
        f"Pyramid, {mode}, deals {deals[0]}-{deals[-1]}, {_budget(budget)} per deal",
        f"winnable:  {won}/{resolved} resolved = {won / max(resolved, 1):.1%} "
        f"(95% CI {low:.1%}-{high:.1%})",
        f"resolved:  {resolved}/{len(results)} (not winnable {lost}, "
        f"unknown {len(results) - resolved})",
        f"time/deal: mean {statistics.fmean(times):.3f} s, median "
        f"{statistics.median(times):.3f} s, max {max(times):.3f} s, total {sum(times):.1f} s",
        "time distribution: " + ", ".join(
            (f"<{b:g}s: {c}" if b != math.inf else f">={a:g}s: {c}")
            for (a, b), c in zip(spans, counts, strict=True) if c),
        "slowest:   " + ", ".join(f"#{r.deal} {r.seconds:.2f} s" for r in slowest),
    ]
    if lengths:
        lines.append(f"winning lines: mean {statistics.fmean(lengths):.1f} actions, "
                     f"max {max(lengths)}")
    return lines


# States searched per deal at most: each is held in memory until the deal is solved.
MOST_STATES: Final = 10_000_000


def study_options(parser: argparse.ArgumentParser) -> None:
    """The Pyramid options of ``addiction-study --game pyramid``."""
    parser.add_argument("--mode", type=one_of(get_args(Mode)), default="classic",
                        help="classic (3 passes) or relaxed (unlimited); default classic")
    parser.add_argument("--time-limit", type=seconds(0.01, 86400), default=60.0,
                        help="seconds per deal before it counts as unknown, at most a day "
                             "(default 60)")
    parser.add_argument("--states", type=whole(1, MOST_STATES), default=None,
                        help="states searched per deal instead of a time limit: the same "
                             "verdicts on any machine, however busy (the deal judge's "
                             "budget is 20000)")


@dataclass(frozen=True, slots=True)
class PyramidTask:
    deal: int
    mode: str
    limit: float
    states: int | None = None


def pyramid_deal(task: PyramidTask) -> DealRecord:
    """One Pyramid deal solved from its start. Its solver does not count positions."""

    mode: Mode = "relaxed" if task.mode == "relaxed" else "classic"
    result = study_deal(task.deal, mode, task.limit, task.states)
    return DealRecord(
        game="pyramid", deal=task.deal, rules={"mode": mode}, solver=_solver(task),
        outcome=result.verdict, score=None, moves=result.line_length,
        seconds=round(result.seconds, 4), searched=None, machine=machine(),
    )


def _solver(task: PyramidTask) -> dict[str, float | int]:
    return {"time_limit": task.limit} if task.states is None else {"states": task.states}


def pyramid_plan(args: argparse.Namespace) -> Plan[Any]:
    deals: range = args.deals
    tasks = {d: PyramidTask(d, args.mode, args.time_limit, args.states) for d in deals}
    return Plan("pyramid", {"mode": args.mode}, _solver(tasks[deals.start]), pyramid_deal, tasks)


def pyramid_summary(records: Sequence[DealRecord]) -> list[str]:

    verdicts: dict[str, Verdict] = {
        "winnable": "winnable", "not-winnable": "not-winnable", "unknown": "unknown"}
    solved = [DealResult(r.deal, verdicts[r.outcome], r.seconds, r.moves)
              for r in records if r.outcome in verdicts]
    mode: Mode = "relaxed" if records[0].rules.get("mode") == "relaxed" else "classic"
    lines = summary(solved, mode, records[0].solver)
    return [*lines, f"played {machines(records)}"]


def pyramid_study(game: str = "pyramid") -> Study:
    """Pyramid's study (its declaration in ``addiction.games.pyramid`` names this function)."""
    del game  # one game
    return Study(study_options, pyramid_plan, pyramid_summary)
