"""``addiction-study``: play many deals with the solver on every core and print how it did.

    addiction-study --deals 1-1000 --gaps after-sequence --redeals 3 --jobs 2
    addiction-study --deals 1-200 --winnable --time-limit 10

``--game`` picks a game of the registry (``addiction.games``), whose declaration names the
function giving its options and its runner; Pyramid's study lives with its solver in ``pyramid``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from addiction.engine import Game, Rules
from addiction.engine.rng import MAX_DEAL, MIN_DEAL
from addiction.games import DEFAULT_GAME, GAME_IDS, game_spec

from . import phase
from .advisor import Advisor
from .winnable import winnable

T = TypeVar("T")
R = TypeVar("R")


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


def run_pool(
    work: Callable[[T], R], items: Sequence[T], jobs: int, note: Callable[[list[R]], str]
) -> list[R]:
    """``work`` over ``items`` on ``jobs`` processes, with a progress bar on stderr."""
    results: list[R] = []
    started = time.monotonic()
    progress(0, len(items), started, note(results))
    outputs: Iterable[R]
    if jobs <= 1:
        outputs = map(work, items)
        for out in outputs:
            results.append(out)
            progress(len(results), len(items), started, note(results))
        return results
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        outputs = pool.imap_unordered(work, items, chunksize=1)
        for out in outputs:
            results.append(out)
            progress(len(results), len(items), started, note(results))
    return results


# --- Addiction ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameRecord:
    deal: int
    won: bool
    score: int
    seconds: float
    decisions: int
    decision_max: float


@dataclass(frozen=True, slots=True)
class PlayTask:
    deal: int
    rules: Rules
    budget: float


def play(task: PlayTask) -> GameRecord:
    """Play one deal to its end with the advisor, as Auto would."""
    game = Game.new(task.deal, task.rules)
    advisor = Advisor(task.budget)
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
    return GameRecord(
        task.deal, game.is_won, game.score, time.perf_counter() - started, decisions, worst
    )


@dataclass(frozen=True, slots=True)
class WinnableTask:
    deal: int
    limit: float


def ask_winnable(task: WinnableTask) -> tuple[int, str, float]:
    started = time.perf_counter()
    verdict = winnable(Game.new(task.deal).cells, task.limit)
    return task.deal, verdict, time.perf_counter() - started


def addiction_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gaps", choices=["after-sequence", "random"], default="after-sequence",
                        help="where a redeal puts the gaps (default after-sequence)")
    parser.add_argument("--redeals", type=int, choices=range(4), default=3,
                        help="redeals per game, 0-3 (default 3)")
    parser.add_argument("--redeal-when", choices=["stuck", "any"], default="stuck",
                        help="when a redeal is allowed (default stuck)")
    parser.add_argument("--time-budget", type=float, default=0.9,
                        help="seconds of thought per decision (default 0.9)")
    parser.add_argument("--winnable", action="store_true",
                        help="only ask per deal: winnable without any redeal?")
    parser.add_argument("--time-limit", type=float, default=10.0,
                        help="seconds per deal in --winnable mode (default 10)")


def addiction_study(args: argparse.Namespace) -> None:
    deals: range = args.deals
    core = "compiled" if phase.COMPILED else "pure Python"
    if args.winnable:
        wtasks = [WinnableTask(d, args.time_limit) for d in deals]
        answers = run_pool(
            ask_winnable, wtasks, args.jobs,
            lambda rs: f"won {sum(v == 'winnable' for _, v, _ in rs)}",
        )
        n = len(answers)
        won = sum(v == "winnable" for _, v, _ in answers)
        lost = sum(v == "not-winnable" for _, v, _ in answers)
        times = [t for _, _, t in answers]
        print(f"Addiction, winnable without redeal? deals {deals.start}-{deals.stop - 1}, "
              f"{args.time_limit:g} s per deal, {core} core")
        print(f"won:           {percent(won, n)}")
        print(f"proven lost:   {percent(lost, n)}")
        print(f"resolved:      {percent(won + lost, n)}")
        print(f"time per deal: mean {sum(times) / n:.2f} s, max {max(times):.2f} s")
        open_deals = sorted(d for d, v, _ in answers if v == "unknown")
        print("unresolved:    " + (" ".join(map(str, open_deals)) if open_deals else "none"))
        return
    rules = Rules(redeals=args.redeals, gaps=args.gaps, redeal_when=args.redeal_when)
    tasks = [PlayTask(d, rules, args.time_budget) for d in deals]
    records = run_pool(play, tasks, args.jobs, lambda rs: f"won {sum(r.won for r in rs)}")
    n = len(records)
    won = sum(r.won for r in records)
    decisions = sum(r.decisions for r in records)
    total = sum(r.seconds for r in records)
    print(f"Addiction, {rules.describe()}, deals {deals.start}-{deals.stop - 1}, "
          f"{args.time_budget:g} s per decision, {core} core, {args.jobs} jobs")
    print(f"won:           {percent(won, n)}")
    print(f"mean score:    {sum(r.score for r in records) / n:.2f} of 48")
    longest = max(records, key=lambda r: r.seconds)
    slowest = max(records, key=lambda r: r.decision_max)
    print(f"time per game: mean {total / n:.3f} s, max {longest.seconds:.3f} s "
          f"(deal {longest.deal})")
    print(f"per decision:  mean {1000 * total / max(decisions, 1):.2f} ms, "
          f"max {1000 * slowest.decision_max:.1f} ms (deal {slowest.deal})")
    lost_deals = sorted(r.deal for r in records if not r.won)
    print("deals lost:    " + (" ".join(map(str, lost_deals)) if lost_deals else "none"))


# --- entry point ------------------------------------------------------------------------

Study = tuple[Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], None]]


def addiction_study_parts() -> Study:
    """Addiction's part of the study (named by its declaration in ``addiction.games``)."""
    return addiction_options, addiction_study


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line, run the study of the chosen game, print the figures."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--game", choices=GAME_IDS, default=DEFAULT_GAME)
    known, _ = pre.parse_known_args(argv)
    # Each game's solver loads only for its own study.
    add_options, run = game_spec(known.game).load("study")()
    parser = argparse.ArgumentParser(
        prog="addiction-study", description="Play many deals with the solver and report.",
    )
    parser.add_argument("--game", choices=GAME_IDS, default=DEFAULT_GAME,
                        help=f"which game to study (default {DEFAULT_GAME})")
    parser.add_argument("--deals", type=parse_deals, default=range(1, 101),
                        help="deal numbers, e.g. 1-1000 (default 1-100)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: all cores)")
    add_options(parser)
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    run(args)


if __name__ == "__main__":
    main()
