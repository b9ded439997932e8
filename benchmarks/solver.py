# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Search-core throughput: positions per second of the compiled and pure-Python cores.

Run ``python -m benchmarks.solver``. Both cores search the first phase of the same deals
with the same node budget (they visit the same positions), so the ratio is like for like.
The compiled core is then timed searching over stubborn sets of moves (``reduce``): each
position costs more there, and fewer are needed (the last line: the positions of a whole
proof of loss, and its time, on positions few enough for the search over every move to end).
Time is the process's CPU time, not wall time: on a machine shared with other jobs a search
that waits for a core is not slower.
"""

from __future__ import annotations

import argparse
import random
import time

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.solver import _pysearch, phase


def positions_per_second(
    make: phase.CoreFactory, deals: range, nodes: int, reduce: bool = False
) -> float:
    visited, elapsed = 0, 0.0
    for deal in deals:
        # tt_cap as phase sizes it
        search = make(GapsGame.new(deal).cells, breaks=0, tt_cap=nodes, reduce=reduce)
        start = time.process_time()
        search.run(nodes)
        elapsed += time.process_time() - start
        visited += search.nodes
    return visited / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=5, help="deals 1..N (default 5)")
    parser.add_argument("--nodes", type=int, default=200_000, help="positions per deal")
    parser.add_argument("--proofs", type=int, default=8, help="lost positions to prove")
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
    reduced = positions_per_second(phase.CORE, deals, args.nodes, reduce=True)
    print(f"compiled, stubborn sets {reduced:>12,.0f} positions/s   ({reduced / fast:.2f}x)")
    every, every_s, fewer, fewer_s = proofs(args.proofs)
    print(f"{args.proofs} proofs of loss: every move {every:,} positions {every_s:.1f} s, "
          f"stubborn sets {fewer:,} positions {fewer_s:.1f} s ({every_s / fewer_s:.1f}x faster)")


def shuffled_won(rng: random.Random, loose: int) -> list[int | None]:
    """A won table (rows in a random suit order) with ``loose`` of its cards and its four
    gaps shuffled among their places."""
    suits = rng.sample(range(4), 4)
    cells: list[int | None] = []
    for suit in suits:
        cells += [suit * 13 + rank for rank in range(1, 13)]
        cells.append(None)
    places = rng.sample([i for i, c in enumerate(cells) if c is not None], loose)
    places += [i for i, c in enumerate(cells) if c is None]
    contents = [cells[i] for i in places]
    rng.shuffle(contents)
    for place, c in zip(places, contents, strict=True):
        cells[place] = c
    return cells


def proofs(count: int) -> tuple[int, float, int, float]:
    """Lost positions (a won table with 24-34 cards shuffled, found with a fixed seed) proven
    both ways: positions and CPU seconds of each, in total."""
    rng = random.Random(5)
    totals = [0, 0.0, 0, 0.0]
    found = 0
    while found < count:
        cells = shuffled_won(rng, rng.randint(24, 34))
        every = phase.CORE(cells, tt_cap=1 << 26)
        start = time.process_time()
        if every.run(20_000_000) != phase.EXHAUSTED or every.nodes < 300_000:
            continue
        totals[1] += time.process_time() - start
        totals[0] += every.nodes
        fewer = phase.CORE(cells, tt_cap=1 << 26, reduce=True)
        start = time.process_time()
        fewer.run(20_000_000)
        totals[3] += time.process_time() - start
        totals[2] += fewer.nodes
        found += 1
    return int(totals[0]), totals[1], int(totals[2]), totals[3]


if __name__ == "__main__":
    main()
