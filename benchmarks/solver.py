# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Search-core throughput: positions per second of the compiled and pure-Python cores.

Run ``python -m benchmarks.solver``. Both cores search the first phase of the same deals
with the same node budget (they visit the same positions), so the ratio is like for like.
Time is the process's CPU time, not wall time: on a machine shared with other jobs a search
that waits for a core is not slower.
"""

from __future__ import annotations

import argparse
import time

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.solver import _pysearch, phase


def positions_per_second(make: phase.CoreFactory, deals: range, nodes: int) -> float:
    visited, elapsed = 0, 0.0
    for deal in deals:
        search = make(GapsGame.new(deal).cells, breaks=0, tt_cap=nodes)  # as phase sizes it
        start = time.process_time()
        search.run(nodes)
        elapsed += time.process_time() - start
        visited += search.nodes
    return visited / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=5, help="deals 1..N (default 5)")
    parser.add_argument("--nodes", type=int, default=200_000, help="positions per deal")
    args = parser.parse_args()
    deals = range(1, args.deals + 1)
    slow = positions_per_second(_pysearch.Search, deals, args.nodes)
    print(f"pure Python core   {slow:>12,.0f} positions/s")
    if not phase.COMPILED:
        print("compiled core      not built")
        return
    fast = positions_per_second(phase.CORE, deals, args.nodes)
    print(f"compiled core      {fast:>12,.0f} positions/s   ({fast / slow:.0f}x)")
    big = positions_per_second(phase.CORE, deals, 20 * args.nodes)
    print(f"compiled, {20 * args.nodes:,} per deal {big:>12,.0f} positions/s (larger table)")


if __name__ == "__main__":
    main()
