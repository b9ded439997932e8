# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Still winnable: how often the indicator settles the positions met while playing.

Run ``python -m benchmarks.still_winnable`` (``--deals``, ``--every``, ``--budget``, ``--jobs``
to change what is asked; ``--results FILE`` to keep one JSON line per question). After every
move the window asks ``winnable(cells, 4.0)`` whether the cards on the table can still be won
without another redeal; the answer is "winnable", "not-winnable" or, when 4 s were not enough,
"unknown". The goal is an answer other than "unknown" for at least 95% of the positions a
player meets.

The positions are those Auto meets on each deal, played under Addiction's default rules with
a node budget per search (``--auto-nodes``), so every machine plays the same games and asks
the same questions; every ``--every``-th position is kept, starting with the deal itself. The
questions are spread over ``--jobs`` worker processes, one question per task, each on one core
as in the window. Printed: the share of each verdict; the answered share with its 95% Wilson
interval beside the goal; the same share by the redeals used when the position was met (the
later positions have fewer cards left to place, and more of them built); the seconds per
question. The answered share depends on the machine's speed: compare runs on one machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Final, TypeVar

from addiction.core import Card
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.solver import Advisor, Verdict, winnable
from addiction.study.runner import parse_deals, progress, span_of, wilson

T = TypeVar("T")
R = TypeVar("R")

DEALS: Final = "60001-60030"
EVERY: Final = 4
AUTO_NODES: Final = 200_000
BUDGET_S: Final = 4.0  # the window's budget (JUDGE_BUDGET_S, not imported: that module loads Qt)
JOBS: Final = 2
GOAL: Final = 95  # percent of positions answered
REDEALS_SHOWN: Final = 3  # Addiction's default rules allow three redeals


@dataclass(frozen=True, slots=True)
class Sample:
    """A position met while Auto played a deal, before its ``decision``-th decision (from 0)."""

    deal: int
    decision: int
    redeals: int  # redeals used when it was met
    cells: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class Answer:
    """What ``winnable`` said of one sample, and how long it took."""

    deal: int
    decision: int
    redeals: int
    verdict: Verdict
    seconds: float

    def to_json(self) -> str:
        return json.dumps(
            {
                "deal": self.deal,
                "decision": self.decision,
                "redeals": self.redeals,
                "verdict": self.verdict,
                "seconds": self.seconds,
            }
        )


def positions_met(deal: int, every: int, auto_nodes: int) -> list[Sample]:
    """Every ``every``-th position, from the first, that Auto meets while playing ``deal``."""
    game, advisor = GapsGame.new(deal), Advisor(nodes=auto_nodes)
    samples: list[Sample] = []
    index = 0
    while True:
        if not game.is_over and index % every == 0:
            samples.append(Sample(deal, index, game.redeals_used, game.cells))
        decision = advisor.choose(game)
        if decision is None:
            break
        index += 1
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return samples


def ask(sample: Sample, budget: float) -> Answer:
    """The window's question about one sample, timed."""
    began = time.perf_counter()
    verdict = winnable(sample.cells, budget)
    seconds = round(time.perf_counter() - began, 4)
    return Answer(sample.deal, sample.decision, sample.redeals, verdict, seconds)


def spread(work: Callable[[T], R], tasks: Sequence[T], jobs: int) -> Iterator[R]:
    """``work`` over ``tasks`` on ``jobs`` processes, one task at a time each, in task order."""
    if jobs <= 1:
        yield from map(work, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(work, tasks, chunksize=1)


def _share(count: int, total: int) -> str:
    return f"{100 * count / total:5.1f}%" if total else "    –"


def _answered(answers: Sequence[Answer]) -> int:
    return sum(a.verdict != "unknown" for a in answers)


def _interval(answered: int, total: int) -> str:
    lo, hi = wilson(answered, total)
    return f"(95% CI {100 * lo:.1f}–{100 * hi:.1f}%)"


def summarise(answers: Sequence[Answer]) -> str:
    """The report of a run: verdicts, the answered share against the goal, where the unknowns
    were by redeals used, and the time per question."""
    n = len(answers)
    if n == 0:
        return "no positions asked"
    counts = {v: sum(a.verdict == v for a in answers) for v in ("winnable", "not-winnable", "unknown")}
    answered = n - counts["unknown"]
    met = "met" if 100 * answered >= GOAL * n else "not met"
    times = [a.seconds for a in answers]
    lines = [
        f"asked:          {n} positions of {span_of(a.deal for a in answers)}",
        f"winnable:       {counts['winnable']:>5}  {_share(counts['winnable'], n)}",
        f"not winnable:   {counts['not-winnable']:>5}  {_share(counts['not-winnable'], n)}",
        f"unknown:        {counts['unknown']:>5}  {_share(counts['unknown'], n)}",
        f"answered:       {answered}/{n} = {100 * answered / n:.1f}% {_interval(answered, n)}; "
        f"goal ≥ {GOAL}%: {met}",
        "by redeals used when met:",
    ]
    most = max(REDEALS_SHOWN, *(a.redeals for a in answers))
    for redeals in range(most + 1):
        group = [a for a in answers if a.redeals == redeals]
        done = _answered(group)
        label = f"  {redeals} redeal{'' if redeals == 1 else 's'}:"
        if group:
            lines.append(
                f"{label:<16}{done:>5}/{len(group):<5} {_share(done, len(group))} answered "
                f"{_interval(done, len(group))}, {len(group) - done} unknown"
            )
        else:
            lines.append(f"{label:<16}    no positions")
    lines.append(f"per question:   median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    return "\n".join(lines)


def _whole(text: str) -> int:
    """A whole number at least 1, for argparse."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _seconds(text: str) -> float:
    """A number of seconds above 0, for argparse."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not {text!r}") from None
    if not value > 0:  # also refuses nan
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return value


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.still_winnable",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    parser.add_argument(
        "--deals",
        type=parse_deals,
        default=parse_deals(DEALS),
        help=f"deal numbers played, like 60001-60030 or 17 (default {DEALS})",
    )
    parser.add_argument(
        "--every",
        type=_whole,
        default=EVERY,
        help=f"ask every N-th position met, from the first (default {EVERY})",
    )
    parser.add_argument(
        "--auto-nodes",
        type=_whole,
        default=AUTO_NODES,
        help=f"Auto's positions per search, the same games on every machine (default {AUTO_NODES})",
    )
    parser.add_argument(
        "--budget",
        type=_seconds,
        default=BUDGET_S,
        help=f"seconds per question (default {BUDGET_S:g}, the window's budget)",
    )
    parser.add_argument(
        "--jobs",
        type=_whole,
        default=JOBS,
        help=f"worker processes, one question each at a time (default {JOBS})",
    )
    parser.add_argument(
        "--results",
        type=Path,
        metavar="FILE",
        help="write one JSON line per question (deal, decision, redeals, verdict, seconds)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    args = parse_args(argv)
    deals: range = args.deals
    started = time.monotonic()
    samples: list[Sample] = []
    progress(0, len(deals), started, "deals played")
    play = partial(positions_met, every=args.every, auto_nodes=args.auto_nodes)
    for done, met in enumerate(spread(play, deals, args.jobs), 1):
        samples.extend(met)
        progress(done, len(deals), started, f"{len(samples)} positions kept")
    answers: list[Answer] = []
    unknown = 0
    started = time.monotonic()
    progress(0, len(samples), started, "unknown 0")
    out = args.results.open("w", encoding="utf-8") if args.results else None
    try:
        for answer in spread(partial(ask, budget=args.budget), samples, args.jobs):
            answers.append(answer)
            unknown += answer.verdict == "unknown"
            if out is not None:
                out.write(answer.to_json() + "\n")
                out.flush()
            progress(len(answers), len(samples), started, f"unknown {unknown}")
    finally:
        if out is not None:
            out.close()
    print(
        f"Still winnable? Auto at {args.auto_nodes} positions per search, 1 position in {args.every} "
        f"asked, {args.budget:g} s per question, {args.jobs} worker{'' if args.jobs == 1 else 's'}"
    )
    print(summarise(answers))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
