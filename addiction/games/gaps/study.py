# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Gaps family's part of ``addiction-study``: Auto's games (``play``) or the "still
winnable" question at the deal (``--winnable``), for Addiction or any relative."""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Final

from addiction.games.gaps import GAMES
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.variants import ADDICTION_ID
from addiction.games.gaps.solver.family import advisor_for, winnable_for
from addiction.study import results
from addiction.study.options import one_of, seconds, whole
from addiction.study.results import DealRecord
from addiction.study.runner import Plan, Study, deal_span, machine, machines, percent


@dataclass(frozen=True, slots=True)
class PlayTask:
    deal: int
    rules: Rules
    budget: float
    nodes: int | None = None


def play(task: PlayTask) -> DealRecord:
    """Play one deal to its end with the advisor, as Auto would."""
    game = GapsGame.new(task.deal, task.rules)
    advisor = advisor_for(task.rules.variant, task.budget, nodes=task.nodes)
    decisions, worst = 0, 0.0
    started = time.perf_counter()
    while True:
        before = time.perf_counter()
        decision = advisor.choose(game)
        worst = max(worst, time.perf_counter() - before)
        if decision is None:
            break
        decisions += 1
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return DealRecord(
        game=task.rules.variant, deal=task.deal, rules=task.rules.to_dict(), solver=_solver(task),
        outcome="won" if game.is_won else "lost", score=game.score, moves=game.moves_played,
        seconds=round(time.perf_counter() - started, 4), searched=advisor.searched,
        machine=machine(), decisions=decisions, decision_max=round(worst, 4),
    )


def _solver(task: PlayTask) -> dict[str, results.Value]:
    return {"time_budget": task.budget} if task.nodes is None else {"nodes": task.nodes}


@dataclass(frozen=True, slots=True)
class WinnableTask:
    deal: int
    limit: float
    game: str = ADDICTION_ID


def winnable_rules(game: str) -> dict[str, results.Value]:
    """What a "winnable without redeal" study of ``game`` records as its rules."""
    return {"redeals": 0} if game == ADDICTION_ID else {"variant": game, "redeals": 0}


def ask_winnable(task: WinnableTask) -> DealRecord:
    """Whether a deal can be won without a redeal. ``winnable`` keeps its search count to
    itself, so the record has none; nor a line of moves, only the verdict."""
    started = time.perf_counter()
    cells = GapsGame.new(task.deal, Rules.of(task.game)).cells
    verdict = winnable_for(task.game, cells, task.limit)
    return DealRecord(
        game=task.game, deal=task.deal, rules=winnable_rules(task.game),
        solver={"winnable": True, "time_limit": task.limit}, outcome=verdict,
        score=None, moves=None, seconds=round(time.perf_counter() - started, 4),
        searched=None, machine=machine(),
    )


# Positions per search at most (Auto's default searches 200,000).
MOST_NODES: Final = 1_000_000_000


def addiction_options(game: str, parser: argparse.ArgumentParser) -> None:
    """The options of a study of ``game``: Addiction's rules, or a relative's redeal timing."""
    if game == ADDICTION_ID:
        parser.add_argument("--gaps", type=one_of(("after-sequence", "random")),
                            default="after-sequence",
                            help="where a redeal puts the gaps: after-sequence or random "
                                 "(default after-sequence)")
        parser.add_argument("--redeals", type=whole(0, 3), default=3,
                            help="redeals per game, 0-3 (default 3)")
    parser.add_argument("--redeal-when", type=one_of(("stuck", "any")), default="stuck",
                        help="when a redeal is allowed: stuck or any (default stuck)")
    parser.add_argument("--time-budget", type=seconds(0.001, 3600), default=0.9,
                        help="seconds of thought per decision, at most 3600 (default 0.9)")
    parser.add_argument("--nodes", type=whole(1, MOST_NODES), default=None,
                        help="positions per search instead of a time budget: the same "
                             "results on any machine, however busy")
    parser.add_argument("--winnable", action="store_true",
                        help="only ask per deal: winnable without any redeal?")
    parser.add_argument("--time-limit", type=seconds(0.01, 86400), default=10.0,
                        help="seconds per deal in --winnable mode, at most a day (default 10)")


def addiction_plan(game: str, args: argparse.Namespace) -> Plan[Any]:
    deals: range = args.deals
    if args.winnable:
        return Plan(game, winnable_rules(game), {"winnable": True, "time_limit": args.time_limit},
                    ask_winnable, {d: WinnableTask(d, args.time_limit, game) for d in deals})
    if game == ADDICTION_ID:
        rules = Rules(redeals=args.redeals, gaps=args.gaps, redeal_when=args.redeal_when)
    else:
        rules = Rules.of(game, args.redeal_when)
    tasks = {d: PlayTask(d, rules, args.time_budget, args.nodes) for d in deals}
    return Plan(game, rules.to_dict(), _solver(tasks[deals.start]), play, tasks)


def addiction_summary(records: Sequence[DealRecord]) -> list[str]:
    """The report of one study of a Gaps game (Auto's games, or the winnable question)."""
    n = len(records)
    solver = records[0].solver
    title = next(spec.title for spec in GAMES if spec.id == records[0].game)
    if solver.get("winnable"):
        won = sum(r.outcome == "winnable" for r in records)
        lost = sum(r.outcome == "not-winnable" for r in records)
        times = [r.seconds for r in records]
        open_deals = [r.deal for r in records if r.outcome == "unknown"]
        return [
            f"{title}, winnable without redeal? {deal_span(records)}, "
            f"{solver['time_limit']:g} s per deal, {machines(records)}",
            f"won:           {percent(won, n)}",
            f"proven lost:   {percent(lost, n)}",
            f"resolved:      {percent(won + lost, n)}",
            f"time per deal: mean {sum(times) / n:.2f} s, max {max(times):.2f} s",
            "unresolved:    " + (" ".join(map(str, open_deals)) if open_deals else "none"),
        ]
    rules = Rules.from_dict(dict(records[0].rules))
    thought = (f"{solver['time_budget']:g} s per decision" if "time_budget" in solver
               else f"{solver['nodes']} positions per search")
    won = sum(r.outcome == "won" for r in records)
    decisions = sum(r.decisions or 0 for r in records)
    total = sum(r.seconds for r in records)
    longest = max(records, key=lambda r: r.seconds)
    slowest = max(records, key=lambda r: r.decision_max or 0.0)
    searched = sum(r.searched or 0 for r in records)
    lost_deals = [r.deal for r in records if r.outcome != "won"]
    return [
        f"{title}, {rules.describe()}, {deal_span(records)}, {thought}, {machines(records)}",
        f"won:           {percent(won, n)}",
        f"mean score:    {sum(r.score or 0 for r in records) / n:.2f} of {rules.spec.full_score}",
        f"time per game: mean {total / n:.3f} s, max {longest.seconds:.3f} s "
        f"(deal {longest.deal})",
        f"per decision:  mean {1000 * total / max(decisions, 1):.2f} ms, "
        f"max {1000 * (slowest.decision_max or 0.0):.1f} ms (deal {slowest.deal})",
        f"searched:      {searched / n:,.0f} positions per game "
        f"({searched / max(total, 1e-9) / 1e6:.2f} million per second of play)",
        "deals lost:    " + (" ".join(map(str, lost_deals)) if lost_deals else "none"),
    ]


def gaps_study(game: str = ADDICTION_ID) -> Study:
    """The study of a Gaps game (the family's declarations in ``addiction.games.gaps`` name
    this function)."""
    return Study(partial(addiction_options, game), partial(addiction_plan, game), addiction_summary)
