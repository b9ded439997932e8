# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid solver study: how many deals clear the pyramid, and how long each verdict takes.

Run ``python -m benchmarks.pyramid --deals 1-1000 --mode classic``. Every winning line found is
replayed on a real game as a check. It prints the winnable share with a 95% Wilson interval,
how many deals were resolved (won or proven lost) within the budget, and the time per deal.
"""

from __future__ import annotations

import argparse
from typing import get_args

from addiction.games.pyramid.engine import Mode
from addiction.games.pyramid.study import study_deal, summary


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Pyramid solver study")
    parser.add_argument("--deals", default="1-1000", help="a deal or a range, e.g. 1-1000")
    parser.add_argument("--mode", default="classic", choices=get_args(Mode))
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    args = parser.parse_args(argv)
    results = []
    for deal in deal_range(args.deals):
        result = study_deal(deal, args.mode, args.budget)
        results.append(result)
        if args.verbose:
            length = "" if result.line_length is None else f"  {result.line_length} actions"
            print(f"{deal:>10} {result.verdict:<13} {result.seconds:8.3f} s{length}", flush=True)
    print("\n".join(summary(results, args.mode, args.budget)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
