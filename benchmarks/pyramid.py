"""Pyramid solver study: how many deals clear the pyramid, and how long each verdict takes.

Run ``python -m benchmarks.pyramid --deals 1-1000 --mode classic``. Every winning line found is
replayed on a real game as a check. It prints the winnable share with a 95% Wilson interval,
how many deals were resolved (won or proven lost) within the budget, and the time per deal.
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import sys
import time
from typing import get_args

from addiction.engine.pyramid import Mode, PyramidGame
from addiction.solver.pyramid import Verdict, solve

BUCKETS = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0)


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    start = int(first)
    return range(start, int(last or first) + 1)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-1000", help="a deal or a range, e.g. 1-1000")
    parser.add_argument("--mode", default="classic", choices=get_args(Mode))
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    args = parser.parse_args(argv)

    verdicts: dict[Verdict, int] = {"winnable": 0, "not-winnable": 0, "unknown": 0}
    times: list[float] = []
    lengths: list[int] = []
    slowest: list[tuple[float, int]] = []
    for deal in deal_range(args.deals):
        game = PyramidGame.new(deal, args.mode)
        start = time.perf_counter()
        verdict, line = solve(game, args.budget)
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        slowest.append((elapsed, deal))
        verdicts[verdict] += 1
        if line is not None:
            for action in line:
                game.play(action)
            if not game.is_won:
                print(f"deal {deal}: the line found does not win", file=sys.stderr)
                return 1
            lengths.append(len(line))
        if args.verbose:
            print(f"{deal:>10} {verdict:<13} {elapsed:8.3f} s"
                  f"{'' if line is None else f'  {len(line)} actions'}")

    n = len(times)
    won = verdicts["winnable"]
    resolved = won + verdicts["not-winnable"]
    low, high = wilson(won, resolved)
    print(f"Pyramid, {args.mode}, deals {args.deals}, budget {args.budget:g} s per deal")
    print(f"winnable:  {won}/{resolved} resolved = {won / max(resolved, 1):.1%} "
          f"(95% CI {low:.1%}-{high:.1%})")
    print(f"resolved:  {resolved}/{n}  (not winnable {verdicts['not-winnable']}, "
          f"unknown {verdicts['unknown']})")
    print(f"time/deal: mean {statistics.fmean(times):.3f} s, median "
          f"{statistics.median(times):.3f} s, max {max(times):.3f} s, total {sum(times):.1f} s")
    spans = list(itertools.pairwise((0.0, *BUCKETS, math.inf)))
    counts = [sum(1 for t in times if a <= t < b) for a, b in spans]
    print("time distribution: " + ", ".join(
        (f"<{b:g}s: {c}" if b != math.inf else f">={a:g}s: {c}")
        for (a, b), c in zip(spans, counts, strict=True) if c))
    print("slowest:   " + ", ".join(f"#{d} {t:.2f} s" for t, d in sorted(slowest)[-5:][::-1]))
    if lengths:
        print(f"winning lines: mean {statistics.fmean(lengths):.1f} actions, "
              f"max {max(lengths)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
