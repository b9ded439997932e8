# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How long every game's judge takes a deal, and how long a player would wait for a winnable
one.

Run ``python -m benchmarks.deal_judges --deals 83001-83060 --starts 50`` (``--game`` for one
game). Each deal of the range is judged from its start (``GameSpec.judge_deal``, the game's
default rules) twice: for its verdict alone, as a search for a winnable deal asks, and whole,
level included, as the status strip asks. It prints per game the seconds of each (median and
max), the share judged winnable, proven lost or unknown, and, for each of the first
``--starts`` deals of the range taken as where New Game starts looking, the seconds until a
winnable deal is found: the verdicts of that deal and the ones after it up to the first
winnable, added up (median and max; "more than" when the range ends first).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from addiction.registry import game_ids, game_spec
from addiction.study.runner import parse_deals


def waits(seconds: Sequence[float], winnable: Sequence[bool], starts: int) -> list[float | None]:
    """For each start, the seconds of judging until the first winnable deal (None: none)."""
    out: list[float | None] = []
    for start in range(min(starts, len(seconds))):
        spent = 0.0
        found: float | None = None
        for took, won in zip(seconds[start:], winnable[start:], strict=True):
            spent += took
            if won:
                found = spent
                break
        out.append(found)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.deal_judges")
    parser.add_argument("--game", choices=game_ids(), action="append",
                        help="a game (repeat for more; default every game)")
    parser.add_argument("--deals", type=parse_deals, default=range(83001, 83061))
    parser.add_argument("--starts", type=int, default=50)
    args = parser.parse_args(argv)
    for game in args.game or game_ids():
        spec = game_spec(game)
        seconds: list[float] = []  # the verdict alone, as a seek for a winnable deal asks
        rated: list[float] = []  # the whole judgement, level included, as the strip asks
        verdicts: list[str] = []
        for deal in args.deals:
            started = time.perf_counter()
            verdicts.append(spec.judge_deal(deal, rated=False).verdict)
            seconds.append(time.perf_counter() - started)
            started = time.perf_counter()
            spec.judge_deal(deal)
            rated.append(time.perf_counter() - started)
        won = [v == "winnable" for v in verdicts]
        found = waits(seconds, won, args.starts)
        known = [w for w in found if w is not None]
        n = len(verdicts)
        print(f"{game}: deals {args.deals.start}-{args.deals.stop - 1}: verdict in "
              f"{statistics.median(seconds):.2f} s median, {max(seconds):.2f} s max; with the "
              f"level {statistics.median(rated):.2f} s median, {max(rated):.2f} s max; winnable "
              f"{sum(won)}/{n}, proven lost {verdicts.count('not-winnable')}, unknown "
              f"{verdicts.count('unknown')}; a winnable deal after "
              + (f"{statistics.median(known):.2f} s median, {max(known):.2f} s max"
                 if len(known) == len(found) else
                 f"(of {len(found)} starts, {len(found) - len(known)} found none in the range)")
              + f" over {len(found)} starts", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
