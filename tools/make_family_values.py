# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Regenerate ``family_values.json``: what a phase end of a relative is worth, by simulation.

    python -m tools.make_family_values --variant blue-moon --variant red-moon --jobs 1
    python -m tools.make_family_values --variant paganini --key "row lengths" --samples 300

For each variant asked for (the others already in the file are kept) and each number of
redeals left (1 first, since each builds on the one before), and for every table key, it
builds random positions whose rows hold sequences of such lengths, redeals them with its own
random generator, and plays them out with the variant's player (``FamilyAdvisor``; in Montana
and Spaces, Addiction's ``Advisor``) using the values already learned. A key's value is the
mean of ``1000 * won + final score``. Keyed by score, complete rows and rows with no sequence
(``FEATURES``), it is pooled with the keys one point of score away and made to rise with the
score. Keyed by the row lengths themselves (``LENGTHS``), it is that multiset's own mean: one
more card in a row may complete it, and a complete row's gap is dead, so neighbours are no fair
pool there. The same arguments give the same file.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import multiprocessing.pool
import sys
import zlib
from collections import defaultdict
from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from addiction.core import Card
from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import Board, GapsGame, Rules
from addiction.games.gaps.engine.variants import Variant, variant
from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.gaps.solver.family import FamilyAdvisor, plays_like_addiction
from addiction.games.gaps.solver.family_values import (
    FEATURES,
    KEYS,
    LENGTHS,
    TABLE_FILE,
    WIN_WEIGHT,
    flat_values,
    grid_values,
    row_full,
    table_key,
)
from addiction.games.gaps.solver.values import phase_end_table
from tools.make_values import play_out, pooled

# variant id -> redeals left -> key -> value
Values = dict[str, dict[str, dict[str, float]]]

# The table ships inside the package; this tool lives outside it and writes it there.
SHIPPED = Path(__file__).resolve().parents[1] / "addiction" / "games" / "gaps" / "solver" / TABLE_FILE


def profiles(v: Variant, least: int, kind: str) -> dict[str, list[tuple[int, ...]]]:
    """Every multiset of row lengths below a win (each at least ``least``), by its key of
    kind ``kind``."""
    full = row_full(v)
    out: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for lengths in combinations_with_replacement(range(least, full + 1), v.rows):
        if sum(lengths) < v.full_score:
            out[table_key(kind, lengths, full)].append(lengths)
    return out


def position(v: Variant, lengths: tuple[int, ...], gen: SplitMix64) -> Board:
    """A board of ``v`` whose rows hold sequences of these lengths, in random suits, with every
    other card of the deal and the gaps in random places."""
    dealt = Board.deal(1, v)  # the cards in play and the number of gaps
    cards = {int(c): c for c in dealt.cells if c is not None}
    ranks = [r for r in v.ranks if r >= v.bases[0].rank]
    suits = list(range(4))
    gen.shuffle(suits)
    cells: list[Card | None] = [None] * v.places
    for row, (suit, n) in enumerate(zip(suits, lengths, strict=True)):
        for col in range(n):
            cells[row * v.cols + col] = cards.pop(suit * 13 + ranks[col] - 1)
    loose: list[Card | None] = [cards[c] for c in sorted(cards)]
    loose += [None] * v.gap_count
    gen.shuffle(loose)
    free = [i for i in range(v.places) if i % v.cols >= lengths[i // v.cols]]
    for i, c in zip(free, loose, strict=True):
        cells[i] = c
    return Board(cells, v)


def simulate(task: tuple[str, int, str, tuple[int, ...], int, int, Values, str],
             ) -> tuple[str, float]:
    vid, redeals_left, key, lengths, seed, nodes, known, kind = task
    v = variant(vid)
    gen = SplitMix64(seed)
    board = position(v, lengths, gen).redealt(gen, random_gaps=v.gaps == "random")
    game = GapsGame(board, Rules.of(vid), deal=seed & 0x7FFFFFFF or 1)
    # The redeal just made leaves ``redeals_left - 1``: the game counts the others as used.
    game._redeals = v.redeals - (redeals_left - 1)
    learned = known.get(vid, {})

    def items(left: int) -> tuple[tuple[str, float], ...] | None:
        by_key = learned.get(str(left))
        return None if by_key is None else tuple(sorted(by_key.items()))

    if plays_like_addiction(v):
        # Addiction's player plays it (as in the app), with Addiction's values where none
        # were learned yet.
        def tables(gaps: str, left: int) -> Sequence[float]:
            known_items = items(left)
            return (phase_end_table(gaps, left) if known_items is None
                    else _grid(v, known_items, kind))

        return key, play_out(game, Advisor(nodes=nodes, tables=tables))

    def values(left: int) -> tuple[float, ...] | None:
        known_items = items(left)
        return None if known_items is None else _flat(v, known_items, kind)

    return key, play_out(game, FamilyAdvisor(vid, nodes=nodes, values=values))


@cache
def _flat(v: Variant, items: tuple[tuple[str, float], ...], kind: str) -> tuple[float, ...]:
    """``flat_values``, made once per worker for the table every game of a round shares."""
    return flat_values(v, dict(items), kind)


@cache
def _grid(v: Variant, items: tuple[tuple[str, float], ...], kind: str) -> tuple[float, ...]:
    """``grid_values``, made once per worker likewise."""
    return grid_values(v, dict(items), kind)


def smooth(raw: dict[str, list[float]]) -> dict[str, float]:
    """Each key's mean, pooled with the keys one point of score away (half weight), then made
    to rise with the score among keys of the same complete and empty rows (the pooled means of
    a run that falls are replaced by their weighted mean). Noise must not make an end worth
    more than one with more cards in order: the search would then stop a phase early."""
    means = pooled(raw)
    lines: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
    for key in means:
        score, complete, empty = key.split(",")
        lines[complete, empty].append((int(score), key))
    out = {}
    for line in lines.values():
        line.sort()
        # pool adjacent violators: blocks of (mean, weight, keys), means rising
        blocks: list[tuple[float, float, list[str]]] = []
        for _, key in line:
            mean, weight = means[key]
            keys = [key]
            while blocks and blocks[-1][0] > mean:
                m, w, ks = blocks.pop()
                mean = (m * w + mean * weight) / (w + weight)
                weight += w
                keys = ks + keys
            blocks.append((mean, weight, keys))
        for mean, _, keys in blocks:
            for key in keys:
                out[key] = round(mean, 2)
    return out


def own_means(raw: dict[str, list[float]]) -> dict[str, float]:
    """Each key's own mean (a ``LENGTHS`` table)."""
    return {key: round(sum(xs) / len(xs), 2) for key, xs in raw.items()}


def learn(vid: str, known: Values, pool: multiprocessing.pool.Pool, *, samples: int, nodes: int,
          least: int, seed: int, kind: str) -> None:
    """Learns ``known[vid]``, every redeals left of the variant, keyed by ``kind``, playing on
    ``pool``."""
    v = variant(vid)
    groups = profiles(v, least, kind)
    known[vid] = {}
    for redeals_left in range(1, v.redeals + 1):
        tasks = []
        for key, members in sorted(groups.items()):
            for k in range(samples):
                task_seed = zlib.crc32(f"{seed}|{vid}|{redeals_left}|{key}|{k}".encode())
                lengths = members[task_seed % len(members)]
                tasks.append((vid, redeals_left, key, lengths, task_seed, nodes, known, kind))
        raw: dict[str, list[float]] = defaultdict(list)
        for key, value in pool.imap_unordered(simulate, tasks, chunksize=4):
            raw[key].append(value)
        for values in raw.values():
            values.sort()  # the mean is then summed in one order, whatever order games ended in
        known[vid][str(redeals_left)] = own_means(raw) if kind == LENGTHS else smooth(raw)
        wins = sum(x >= WIN_WEIGHT for xs in raw.values() for x in xs)
        print(f"{vid} {redeals_left} left: {len(raw)} keys, {len(tasks)} games, {wins} won",
              file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--variant", action="append", required=True,
                        help="a relative with redeals to learn (repeatable)")
    parser.add_argument("--samples", type=int, default=8, help="positions per key")
    parser.add_argument("--nodes", type=int, default=200_000, help="search nodes per decision")
    parser.add_argument("--least", type=int, default=1,
                        help="the shortest row sequence learned (1: every ace in column 1)")
    parser.add_argument("--key", choices=KEYS, default=FEATURES,
                        help="what a table is looked up by (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=SHIPPED)
    args = parser.parse_args(argv)
    for vid in args.variant:
        v = variant(vid)
        if v.redeals < 1 or v.decks != 1:
            parser.error(f"{vid} has no redeal to learn")
    data: dict[str, Any] = (json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists()
            else {"value": "1000*P(win)+E[score]", "values": {}})
    known: Values = data["values"]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for vid in args.variant:
            learn(vid, known, pool, samples=args.samples, nodes=args.nodes, least=args.least,
                  seed=args.seed, kind=args.key)
            data.setdefault("settings", {})[vid] = {
                "samples": args.samples, "nodes": args.nodes, "least": args.least,
                "seed": args.seed, "key": args.key}
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
