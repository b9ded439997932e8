# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How much of a one-redeal relative any player could expect to win, beside what ours wins.

Run ``python -m benchmarks.redeal_bound --deals 112001-113000`` (Paganini, the relative it
fits). In a relative with one redeal, taken only when stuck, whose phase-end table is keyed by
row lengths, a redeal depends on nothing but those lengths. So an end's table entry is the mean,
over random redeals, of ``1000 * won + score``, where the last phase was played by a search that
sees it whole: a fair estimate of ``(1000 + full score) * chance`` at most (a lost game's score
is never negative). What any player can expect from a deal is the best chance among the ends its
first phase can reach; the best of the table's estimates is, on average, at least that (the
largest of several noisy fair means is on average no smaller than the largest true mean). Each
first phase is searched whole (a deal whose phase is not seen whole counts as a certain win, and
one won in the first phase counts as won), so the mean over the range bounds from above what
any play wins there in the long run. It prints that bound beside the share our player wins of
the same deals at ``--nodes`` positions a search.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from addiction.games.gaps.engine import Board, Rules
from addiction.games.gaps.engine.variants import VARIANTS, Variant, variant
from addiction.games.gaps.solver._pyfamily import end_value
from addiction.games.gaps.solver.family import search_phase
from addiction.games.gaps.solver.family_values import (
    LENGTHS,
    WIN_WEIGHT,
    learned_key,
    shipped_values,
)
from addiction.games.gaps.study import PlayTask, play
from addiction.study.runner import parse_deals, percent

FIRST_PHASE_NODES = 5_000_000


def fits(v: Variant) -> bool:
    """Whether the bound holds in ``v``: one redeal, only when stuck, a table of row lengths."""
    return (v.redeals == 1 and learned_key(v) == LENGTHS
            and Rules.of(v.id).redeal_when == "stuck")


def bound(game: str, deal: int) -> tuple[float, str]:
    """The most any player can expect to win of ``deal`` (as a chance), and how its first phase
    ended: "won", "whole" or "unseen" (not seen whole within ``FIRST_PHASE_NODES``)."""
    v = variant(game)
    table = shipped_values(v, 1)
    assert table is not None
    found = search_phase(v, Board.deal(deal, v).cells, nodes=FIRST_PHASE_NODES, values=table,
                         reduce=True)
    if found.won:
        return 1.0, "won"
    if not found.complete or found.value is None:
        return 1.0, "unseen"
    worth = found.value - end_value(0, 0)  # the search's tie-break every stuck end carries
    return min(1.0, worth / (WIN_WEIGHT + v.full_score)), "whole"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.redeal_bound")
    parser.add_argument("--game", default="paganini",
                        choices=[v.id for v in VARIANTS if fits(v)])
    parser.add_argument("--deals", type=parse_deals, default=range(112001, 113001))
    parser.add_argument("--nodes", type=int, default=200_000,
                        help="positions a search for our player (default: %(default)s)")
    args = parser.parse_args(argv)
    rules = Rules.of(args.game)
    total = 0.0
    ends = {"won": 0, "whole": 0, "unseen": 0}
    won = 0
    for deal in args.deals:
        chance, end = bound(args.game, deal)
        total += chance
        ends[end] += 1
        won += play(PlayTask(deal, rules, 0.9, args.nodes)).outcome == "won"
    n = len(args.deals)
    print(f"{args.game}, deals {args.deals.start}-{args.deals.stop - 1}: "
          f"first phase won in {ends['won']}, seen whole in {ends['whole']}, "
          f"not seen whole in {ends['unseen']}")
    print(f"  our player wins {percent(won, n)} at {args.nodes:,} positions a search")
    print(f"  no player can expect more than {100 * total / n:.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
