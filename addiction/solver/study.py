# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-study``: play many deals with the solver on every core, or on a Dask cluster, and report.

    addiction-study --deals 1-1000 --gaps after-sequence --redeals 3 --jobs 2
    addiction-study --deals 1-200 --winnable --time-limit 10
    addiction-study --deals 1-100000 --scheduler tcp://host:8786 --results study.jsonl
    addiction-study --report study.jsonl other.jsonl

Each game brings a ``Study``: its options, its one-deal runner and its summary; its
declaration in the registry (``addiction.games``) names the function that gives it, and
``--game`` picks one (Addiction by default). Everything else (local pool or cluster, the
results file, resuming, the progress bar) is the same for every game: a deal goes in, a
``DealRecord`` comes out.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import os
import socket
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from addiction.engine import AddictionGame, Rules
from addiction.engine.rng import MAX_DEAL, MIN_DEAL
from addiction.engine.variants import ADDICTION_ID
from addiction.games import DEFAULT_GAME, GAME_IDS, game_spec

from . import results
from .family import advisor_for, winnable_for
from .results import DealRecord

if TYPE_CHECKING:
    from addiction.engine.pyramid import Mode

T = TypeVar("T")


# --- shared helpers ---------------------------------------------------------------------


def parse_deals(text: str) -> range:
    """``"1-1000"`` or ``"17"`` as a range of deal numbers."""
    first, sep, last = text.partition("-")
    try:
        lo, hi = int(first), int(last) if sep else int(first)
    except ValueError:
        raise argparse.ArgumentTypeError(f"deals must look like 1-1000 or 17, not {text!r}") from None
    if not MIN_DEAL <= lo <= hi <= MAX_DEAL:
        raise argparse.ArgumentTypeError(f"deals must be within {MIN_DEAL}-{MAX_DEAL}, low to high")
    return range(lo, hi + 1)


def parse_scheduler(text: str) -> str:
    """A scheduler address (``tcp://host:8786``) or ``local:N`` for N local workers."""
    if text.startswith("local:"):
        count = text.removeprefix("local:")
        if not count.isdigit() or int(count) < 1:
            raise argparse.ArgumentTypeError(f"write local:N with N at least 1, not {text!r}")
    return text


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for z = 1.96)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percent(successes: int, trials: int) -> str:
    lo, hi = wilson(successes, trials)
    share = successes / trials if trials else 0.0
    return f"{successes}/{trials} = {100 * share:.1f}% (95% CI {100 * lo:.1f}–{100 * hi:.1f}%)"


def progress(done: int, total: int, started: float, note: str) -> None:
    width = 30
    filled = width * done // max(total, 1)
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write(f"\r[{bar}] {done}/{total} {note} eta {eta:5.0f}s ")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def deal_span(records: Sequence[DealRecord]) -> str:
    """``deals 1-1000``, or how many deals from where to where when some are missing."""
    return span_of(r.deal for r in records)


def span_of(numbers: Iterable[int]) -> str:
    """Deal numbers as ``deals 1-1000``, ``deal 17`` or ``3 deals within 5-90``."""
    deals = sorted(set(numbers))
    if not deals:
        return "no deals"
    if len(deals) == 1:
        return f"deal {deals[0]}"
    if deals[-1] - deals[0] + 1 == len(deals):
        return f"deals {deals[0]}-{deals[-1]}"
    return f"{len(deals)} deals within {deals[0]}-{deals[-1]}"


def machines(records: Sequence[DealRecord]) -> str:
    names = sorted({r.machine for r in records})
    if len(names) <= 3:
        return "on " + ", ".join(names)
    return f"on {len(names)} machines"


def _machine() -> str:
    return socket.gethostname()


@dataclass(frozen=True, slots=True)
class Plan(Generic[T]):
    """A study to run: one task per deal, the function that plays one, and the study it is
    (game, rules, solver settings), which every record it makes carries."""

    game: str
    rules: results.Settings
    solver: results.Settings
    work: Callable[[T], DealRecord]
    tasks: dict[int, T]  # by deal number

    def owns(self, record: DealRecord) -> bool:
        """Whether a record already found is one of this study's deals."""
        return (record.study == (self.game, results.canonical(self.rules),
                                 results.canonical(self.solver))
                and record.deal in self.tasks)


def run_local(work: Callable[[T], DealRecord], tasks: Sequence[T], jobs: int,
              on_result: Callable[[DealRecord], None]) -> None:
    """``work`` over ``tasks`` on ``jobs`` processes of this machine, results as they finish."""
    if jobs <= 1:
        for task in tasks:
            on_result(work(task))
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for record in pool.imap_unordered(work, tasks, chunksize=1):
            on_result(record)


def run_on_cluster(address: str, work: Callable[[T], DealRecord], tasks: Sequence[T],
                   on_result: Callable[[DealRecord], None]) -> None:
    """The same on the Dask cluster at ``address`` (``local:N`` starts one here)."""
    try:
        # By name, not an import statement: the frozen game's build follows import
        # statements and would bundle Dask, which only this option needs.
        cluster: Any = importlib.import_module("addiction.solver.cluster")
    except ModuleNotFoundError as missing:
        raise SystemExit(
            f"addiction-study: --scheduler needs Dask's distributed package ({missing.name} is "
            "missing); install it with: pip install 'addiction[cluster]'"
        ) from None
    with cluster.connect(address) as client:
        cluster.run(client, work, tasks, on_result)


def run_study(plan: Plan[Any], jobs: int, scheduler: str | None = None,
              results_file: Path | None = None) -> list[DealRecord]:
    """Every deal of ``plan``, with a progress bar on stderr; with a results file, each
    record is appended as it arrives and deals already in it are not played again."""
    done: list[DealRecord] = []
    if results_file is not None and results_file.exists():
        done = [r for r in results.load([results_file]) if plan.owns(r)]
        if done:
            sys.stderr.write(f"{results_file}: {len(done)} of the {len(plan.tasks)} deals are "
                             f"there already; playing the other {len(plan.tasks) - len(done)}.\n")
    skip = {r.deal for r in done}
    todo = [task for deal, task in plan.tasks.items() if deal not in skip]
    new: list[DealRecord] = []
    appender = results.Appender(results_file) if results_file is not None else None
    started = time.monotonic()
    won = 0  # kept as the results come: recounting them all each time would be quadratic

    def arrived(record: DealRecord) -> None:
        nonlocal won
        if appender is not None:
            appender.write(record)
        new.append(record)
        won += record.outcome in ("won", "winnable")
        progress(len(new), len(todo), started, f"won {won}")

    progress(0, len(todo), started, "won 0")
    try:
        if scheduler is not None:
            run_on_cluster(scheduler, plan.work, todo, arrived)
        else:
            run_local(plan.work, todo, jobs, arrived)
    finally:
        if appender is not None:
            appender.close()
    return sorted(done + new, key=lambda r: r.deal)


# --- Addiction ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayTask:
    deal: int
    rules: Rules
    budget: float
    nodes: int | None = None


def play(task: PlayTask) -> DealRecord:
    """Play one deal to its end with the advisor, as Auto would."""
    game = AddictionGame.new(task.deal, task.rules)
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
        machine=_machine(), decisions=decisions, decision_max=round(worst, 4),
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
    cells = AddictionGame.new(task.deal, Rules.of(task.game)).cells
    verdict = winnable_for(task.game, cells, task.limit)
    return DealRecord(
        game=task.game, deal=task.deal, rules=winnable_rules(task.game),
        solver={"winnable": True, "time_limit": task.limit}, outcome=verdict,
        score=None, moves=None, seconds=round(time.perf_counter() - started, 4),
        searched=None, machine=_machine(),
    )


def addiction_options(game: str, parser: argparse.ArgumentParser) -> None:
    """The options of a study of ``game``: Addiction's rules, or a relative's redeal timing."""
    if game == ADDICTION_ID:
        parser.add_argument("--gaps", choices=["after-sequence", "random"], default="after-sequence",
                            help="where a redeal puts the gaps (default after-sequence)")
        parser.add_argument("--redeals", type=int, choices=range(4), default=3,
                            help="redeals per game, 0-3 (default 3)")
    parser.add_argument("--redeal-when", choices=["stuck", "any"], default="stuck",
                        help="when a redeal is allowed (default stuck)")
    parser.add_argument("--time-budget", type=float, default=0.9,
                        help="seconds of thought per decision (default 0.9)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="positions per search instead of a time budget: the same "
                             "results on any machine, however busy")
    parser.add_argument("--winnable", action="store_true",
                        help="only ask per deal: winnable without any redeal?")
    parser.add_argument("--time-limit", type=float, default=10.0,
                        help="seconds per deal in --winnable mode (default 10)")


def addiction_plan(game: str, args: argparse.Namespace) -> Plan[Any]:
    deals: range = args.deals
    if args.winnable:
        return Plan(game, winnable_rules(game), {"winnable": True, "time_limit": args.time_limit},
                    ask_winnable, {d: WinnableTask(d, args.time_limit, game) for d in deals})
    if args.nodes is not None and args.nodes < 1:
        raise SystemExit("addiction-study: --nodes must be at least 1")
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
    title = game_spec(records[0].game).title
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


# --- Pyramid ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PyramidTask:
    deal: int
    mode: str
    limit: float


def pyramid_deal(task: PyramidTask) -> DealRecord:
    """One Pyramid deal solved from its start. Its solver does not count positions."""
    from . import pyramid  # noqa: PLC0415  (only a Pyramid study loads its solver)

    mode: Mode = "relaxed" if task.mode == "relaxed" else "classic"
    result = pyramid.study_deal(task.deal, mode, task.limit)
    return DealRecord(
        game="pyramid", deal=task.deal, rules={"mode": mode}, solver={"time_limit": task.limit},
        outcome=result.verdict, score=None, moves=result.line_length,
        seconds=round(result.seconds, 4), searched=None, machine=_machine(),
    )


def pyramid_plan(args: argparse.Namespace) -> Plan[Any]:
    deals: range = args.deals
    return Plan("pyramid", {"mode": args.mode}, {"time_limit": args.time_limit}, pyramid_deal,
                {d: PyramidTask(d, args.mode, args.time_limit) for d in deals})


def pyramid_summary(records: Sequence[DealRecord]) -> list[str]:
    from . import pyramid  # noqa: PLC0415

    verdicts: dict[str, pyramid.Verdict] = {
        "winnable": "winnable", "not-winnable": "not-winnable", "unknown": "unknown"}
    solved = [pyramid.DealResult(r.deal, verdicts[r.outcome], r.seconds, r.moves)
              for r in records if r.outcome in verdicts]
    mode: Mode = "relaxed" if records[0].rules.get("mode") == "relaxed" else "classic"
    limit = records[0].solver.get("time_limit", 0.0)
    return [*pyramid.summary(solved, mode, float(limit)), f"played {machines(records)}"]


# --- entry point ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Study:
    """What one game brings to the study command."""

    options: Callable[[argparse.ArgumentParser], None]  # its options
    plan: Callable[[argparse.Namespace], Plan[Any]]  # its deals, from the parsed options
    summary: Callable[[Sequence[DealRecord]], list[str]]  # the report of one of its studies


def addiction_study(game: str = ADDICTION_ID) -> Study:
    """The study of Addiction or a relative (their declarations in ``addiction.games`` name
    this function)."""
    return Study(partial(addiction_options, game), partial(addiction_plan, game), addiction_summary)


def pyramid_study(game: str = "pyramid") -> Study:
    """Pyramid's study (its declaration in ``addiction.games`` names this function)."""
    del game  # one game
    # Imported only when chosen: each game's solver loads only for its own study.
    from . import pyramid  # noqa: PLC0415

    return Study(pyramid.study_options, pyramid_plan, pyramid_summary)


def study_of(game_id: str) -> Study:
    """The study of a game of the registry (``ValueError`` for a game it does not hold)."""
    study: Study = game_spec(game_id).make_study()
    return study


def report(paths: Sequence[Path]) -> None:
    """Print the summary of each study found in results files, each deal counted once."""
    for path in paths:
        if not path.is_file():
            raise SystemExit(f"addiction-study: there is no results file {path}")
    found = results.load(paths)
    if not found:
        print("no results in " + ", ".join(map(str, paths)))
        return
    for i, group in enumerate(results.grouped(found)):
        if i:
            print()
        game = group[0].game
        if game not in GAME_IDS:
            print(f"{len(group)} results of a game this version does not know: {game}")
            continue
        try:
            print("\n".join(study_of(game).summary(group)))
        except (ValueError, KeyError) as error:
            # Lines that read as records but whose settings no study makes (edited by hand).
            print(f"{len(group)} results of {game} with settings this version cannot read "
                  f"({group[0].rules}, {group[0].solver}): {error}")


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line, run the study of the chosen game, print the figures."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--game", choices=GAME_IDS, default=DEFAULT_GAME)
    known, _ = pre.parse_known_args(argv)
    study = study_of(known.game)
    parser = argparse.ArgumentParser(
        prog="addiction-study", description="Play many deals with the solver and report.",
    )
    parser.add_argument("--game", choices=GAME_IDS, default=DEFAULT_GAME,
                        help=f"which game to study (default {DEFAULT_GAME})")
    parser.add_argument("--deals", type=parse_deals, default=range(1, 101),
                        help="deal numbers, e.g. 1-1000 (default 1-100)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: all cores)")
    parser.add_argument("--scheduler", type=parse_scheduler, default=None,
                        help="play on the Dask cluster of this scheduler (tcp://host:8786), "
                             "or on N local worker processes (local:N)")
    parser.add_argument("--results", type=Path, default=None,
                        help="append each deal's result to this JSON-lines file; deals "
                             "already in it are not played again")
    parser.add_argument("--report", type=Path, nargs="+", default=None, metavar="FILE",
                        help="only print the summary of these results files, merged")
    study.options(parser)
    args = parser.parse_args(argv)
    if args.report is not None:
        report(args.report)
        return
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.results is not None and not args.results.parent.is_dir():
        parser.error(f"--results: there is no folder {args.results.parent}")
    plan = study.plan(args)
    records = run_study(plan, args.jobs, args.scheduler, args.results)
    print("\n".join(study.summary(records)))


if __name__ == "__main__":
    main()
