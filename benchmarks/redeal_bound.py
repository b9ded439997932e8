# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How much of a relative any player could expect to win, beside what ours wins.

Run ``python -m benchmarks.redeal_bound --game blue-moon --deals 113001-114000 --jobs 2``.
In Blue Moon, Red Moon and Paganini a redeal, taken only when stuck, depends on nothing but the
lengths of the rows' sequences (every row keeps its Ace). So what any player can hope for after
a redeal is a function of those lengths alone, and this command estimates it from above, by
simulation of its own (no table of the computer player's is read):

- with the last redeal made, a chance of 1 if its phase can be won (or was not seen whole within
  ``--phase-nodes`` positions), else 0;
- with more redeals to come, the best, over every stuck position the phase can reach, of what
  the next redeal from there is worth (1 if the phase can be won or was not seen whole);
- each multiset of lengths is worth the mean of ``--samples`` random redeals of it.

A deal is then worth the best its first phase can reach, the same way. Every step errs high:
a phase not seen whole counts as won, and the largest of several noisy fair means is on average
no smaller than the largest true mean. So the mean over the deals bounds from above what any
play can win of them in the long run. It prints that bound beside the share our player wins of
the same deals at ``--nodes`` positions a search.
"""

from __future__ import annotations

import argparse
import multiprocessing
import multiprocessing.pool
import sys
import time
import zlib
from collections.abc import Sequence

from addiction.core import Card
from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import Board, Rules
from addiction.games.gaps.engine.variants import VARIANTS, Variant, variant
from addiction.games.gaps.solver._pyfamily import end_value
from addiction.games.gaps.solver.family import plays_like_addiction, search_phase
from addiction.games.gaps.solver.family_values import LENGTHS, flat_values, learned_key
from addiction.games.gaps.solver.values import outcome
from addiction.games.gaps.study import PlayTask, play
from addiction.study.runner import parse_deals, percent
from tools.make_family_values import position, profiles

# Chances by multiset of row lengths (``table_key`` of ``LENGTHS``), for a number of redeals left.
Chances = dict[str, float]


def fits(v: Variant) -> bool:
    """Whether the bound holds in ``v``: redeals only when stuck, that depend on the row lengths
    alone (its ends are valued by them), and a phase the family's search plays."""
    return (v.redeals >= 1 and learned_key(v) == LENGTHS and not plays_like_addiction(v)
            and Rules.of(v.id).redeal_when == "stuck")


def top(v: Variant) -> float:
    """What a win is worth in a value table."""
    return outcome(True, v.full_score)


def as_values(v: Variant, after: Chances | None) -> tuple[float, ...] | None:
    """The chances after the next redeal as the family's search takes values (a chance of 1
    is a win's worth): the phase's best end is then the most a player can hope for from it.
    None when no redeal is left."""
    return None if after is None else flat_values(
        v, {key: chance * top(v) for key, chance in after.items()}, LENGTHS)


def settle(v: Variant, cells: Sequence[Card | None], values: Sequence[float] | None, nodes: int
           ) -> tuple[float, str]:
    """The most a player can hope for from this phase, given ``values``, the chances after the
    next redeal (``as_values``), and how the phase's search ended: "won", "whole" or
    "unseen" (not seen whole within ``nodes`` positions: then a sure win, to err high)."""
    found = search_phase(v, cells, nodes=nodes, values=values, reduce=True)
    if found.won:
        return 1.0, "won"
    if not found.complete or found.value is None:
        return 1.0, "unseen"
    if values is None:
        return 0.0, "whole"
    worth = found.value - end_value(0, 0)  # the tie-break the search gives every stuck end
    return min(1.0, max(0.0, worth / top(v))), "whole"


def _sample(task: tuple[str, str, tuple[int, ...], int, int, tuple[float, ...] | None]
            ) -> tuple[str, float]:
    vid, key, lengths, seed, nodes, values = task
    v = variant(vid)
    gen = SplitMix64(seed)
    board = position(v, lengths, gen).redealt(gen, random_gaps=False)
    return key, settle(v, board.cells, values, nodes)[0]


def learn(vid: str, samples: int, nodes: int, pool: multiprocessing.pool.Pool | None
          ) -> Chances:
    """What each multiset of lengths is worth at most with every redeal of ``vid`` still to
    come (``samples`` random redeals a multiset, the last redeal first)."""
    v = variant(vid)
    groups = profiles(v, 1, LENGTHS)
    after: Chances | None = None
    for left in range(1, v.redeals + 1):
        started = time.perf_counter()
        values = as_values(v, after)
        tasks = []
        for key, members in sorted(groups.items()):
            for k in range(samples):
                seed = zlib.crc32(f"bound|{vid}|{left}|{key}|{k}".encode())
                tasks.append((vid, key, members[seed % len(members)], seed, nodes, values))
        raw: dict[str, list[float]] = {key: [] for key in groups}
        results = (pool.imap_unordered(_sample, tasks, chunksize=16) if pool is not None
                   else map(_sample, tasks))
        for key, chance in results:
            raw[key].append(chance)
        after = {key: sum(sorted(xs)) / len(xs) for key, xs in raw.items()}
        print(f"  {left} redeal(s) left: {len(after)} multisets, {samples} redeals each, "
              f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    assert after is not None
    return after


def deal_bound(vid: str, deal: int, values: Sequence[float], nodes: int) -> tuple[float, str]:
    """The most any player can hope for from ``deal``, given what each end of its first phase
    is worth (``as_values`` of the chances ``learn`` gives), and how that phase's search
    ended."""
    v = variant(vid)
    return settle(v, Board.deal(deal, v).cells, values, nodes)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.redeal_bound")
    parser.add_argument("--game", default="blue-moon", choices=[v.id for v in VARIANTS if fits(v)])
    parser.add_argument("--deals", type=parse_deals, default=range(113001, 114001))
    parser.add_argument("--samples", type=int, default=100,
                        help="random redeals per multiset of lengths (default: %(default)s)")
    parser.add_argument("--phase-nodes", type=int, default=2_000_000,
                        help="positions to see a phase whole in (default: %(default)s)")
    parser.add_argument("--nodes", type=int, default=200_000,
                        help="positions a search for our player (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.samples < 1 or args.phase_nodes < 1 or args.nodes < 1 or args.jobs < 1:
        parser.error("--samples, --phase-nodes, --nodes and --jobs must be at least 1")
    if args.jobs == 1:
        report(args, None)
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            report(args, pool)
    return 0


def report(args: argparse.Namespace, pool: multiprocessing.pool.Pool | None) -> None:
    """Learns the chances, bounds every deal of ``args.deals``, plays them, and prints."""
    values = as_values(variant(args.game), learn(args.game, args.samples, args.phase_nodes, pool))
    assert values is not None
    ends = {"won": 0, "whole": 0, "unseen": 0}
    total = 0.0
    for deal in args.deals:
        chance, end = deal_bound(args.game, deal, values, args.phase_nodes)
        total += chance
        ends[end] += 1
    rules = Rules.of(args.game)
    tasks = [PlayTask(deal, rules, 0.9, args.nodes) for deal in args.deals]
    records = pool.map(play, tasks, chunksize=8) if pool is not None else map(play, tasks)
    won = sum(record.outcome == "won" for record in records)
    n = len(args.deals)
    print(f"{args.game}, deals {args.deals.start}-{args.deals.stop - 1}: "
          f"first phase won in {ends['won']}, seen whole in {ends['whole']}, "
          f"not seen whole in {ends['unseen']}")
    print(f"  our player wins {percent(won, n)} at {args.nodes:,} positions a search")
    print(f"  no player can expect more than {100 * total / n:.1f}%")


if __name__ == "__main__":
    raise SystemExit(main())
