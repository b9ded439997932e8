# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What every game's study shares: deal ranges, the local pool or a Dask cluster, the results
file with resuming, the progress line, and the figures of a report (``Plan``, ``Study``).

A game's package brings its own part (options, one-deal runner, summary) as a ``Study``;
``addiction-study`` (``addiction.study.cli``) finds it through the registry.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import socket
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Generic, TypeVar

from addiction.core.rng import MAX_DEAL, MIN_DEAL
from addiction.study import options, results
from addiction.study.results import DealRecord

T = TypeVar("T")


# The most deals one study plays: each is a task held in memory before the first is played.
MOST_DEALS: Final = 1_000_000


def parse_deals(text: str) -> range:
    """``"1-1000"`` or ``"17"`` as a range of deal numbers (at most ``MOST_DEALS``)."""
    first, sep, last = text.partition("-")
    try:
        lo, hi = int(first), int(last) if sep else int(first)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"wants deal numbers such as 1-1000 or 17, not {options.shown(text)}") from None
    if not MIN_DEAL <= lo <= hi <= MAX_DEAL:
        raise argparse.ArgumentTypeError(
            f"{options.shown(text)} is not deals within {MIN_DEAL}-{MAX_DEAL}, low to high")
    if hi - lo + 1 > MOST_DEALS:
        raise argparse.ArgumentTypeError(
            f"{options.shown(text)} is more than {MOST_DEALS:,} deals for one study")
    return range(lo, hi + 1)


def parse_scheduler(text: str) -> str:
    """A scheduler address (``tcp://host:8786``) or ``local:N`` for N local workers."""
    return options.scheduler(text)


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


# Whether the progress line is drawn and not yet ended (a message after it starts anew).
_bar_open = False


def progress(done: int, total: int, started: float, note: str) -> None:
    global _bar_open  # noqa: PLW0603 - one progress line on stderr, for the whole process
    _bar_open = done != total
    width = 30
    filled = width * done // max(total, 1)
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write(f"\r[{bar}] {done}/{total} {note} eta {eta:5.0f}s ")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def end_progress() -> None:
    """End the progress line if it is drawn, so that what is said next has a line of its own."""
    global _bar_open  # noqa: PLW0603 - see progress
    if _bar_open:
        sys.stderr.write("\n")
        _bar_open = False


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


def machine() -> str:
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
        cluster: Any = importlib.import_module("addiction.study.cluster")
    except ModuleNotFoundError as missing:
        raise SystemExit(
            f"addiction-study: --scheduler needs Dask's distributed package ({missing.name} is "
            "missing); install it with: pip install 'addiction[cluster]'"
        ) from None
    with cluster.connect(address) as client:
        cluster.run(client, work, tasks, on_result)


def run_study(plan: Plan[Any], jobs: int | None, scheduler: str | None = None,
              results_file: Path | None = None) -> list[DealRecord]:
    """Every deal of ``plan``, with a progress bar on stderr; with a results file, each
    record is appended as it arrives and deals already in it are not played again."""
    done: list[DealRecord] = []
    # Opened for appending first: a file that cannot take results is said before any is read.
    appender = results.Appender(results_file) if results_file is not None else None
    try:
        if results_file is not None:
            done = [r for r in results.load([results_file]) if plan.owns(r)]
    except BaseException:
        if appender is not None:
            appender.close()
        raise
    if done:
        sys.stderr.write(f"{options.shown(str(results_file))}: {len(done)} of the "
                         f"{len(plan.tasks)} deals are there already; playing the other "
                         f"{len(plan.tasks) - len(done)}.\n")
    skip = {r.deal for r in done}
    todo = [task for deal, task in plan.tasks.items() if deal not in skip]
    new: list[DealRecord] = []
    started = time.monotonic()
    won = 0  # kept as the results come: recounting them all each time would be quadratic

    def arrived(record: DealRecord) -> None:
        nonlocal won
        if appender is not None:
            appender.write(record)
        new.append(record)
        won += record.outcome in ("won", "winnable")
        progress(len(new), len(todo), started, f"won {won}")

    # Never more worker processes than deals to play, nor than a few per core (said when more
    # were asked for); ``jobs`` None: one a core.
    local = scheduler is not None and scheduler.startswith("local:")
    asked = int(scheduler.removeprefix("local:")) if scheduler is not None and local else jobs
    count, why = options.workers(asked, len(todo))
    if why and (scheduler is None or local):
        sys.stderr.write(why + "\n")
    progress(0, len(todo), started, "won 0")
    try:
        if scheduler is not None:
            run_on_cluster(f"local:{count}" if local else scheduler, plan.work, todo, arrived)
        else:
            run_local(plan.work, todo, count, arrived)
    finally:
        if appender is not None:
            appender.close()
    return sorted(done + new, key=lambda r: r.deal)


@dataclass(frozen=True, slots=True)
class Study:
    """What one game brings to the study command."""

    options: Callable[[argparse.ArgumentParser], None]  # its options
    plan: Callable[[argparse.Namespace], Plan[Any]]  # its deals, from the parsed options
    summary: Callable[[Sequence[DealRecord]], list[str]]  # the report of one of its studies
