# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Regenerate ``redeal_values.json``: the value of ending a phase, estimated by simulation.

    python -m tools.make_values --samples 6 --nodes 20000 --jobs 2

For each gap placement and each number of redeals left (1, 2, 3, in that order, since each
builds on the one before), and for every table key (score, complete rows, empty rows), it
builds random positions whose sequences have such lengths, redeals them with its own random
generator, and plays them out with the advisor using the values already computed. A key's
value is the mean of ``1000 * won + final score``, smoothed over neighbouring scores.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import zlib
from collections import defaultdict
from collections.abc import Sequence
from itertools import combinations_with_replacement
from pathlib import Path

from addiction.core import CARDS
from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import Board, GapsGame, Rules
from addiction.games.gaps.engine.variants import GapPlacement
from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.gaps.solver.family import AdvisorLike
from addiction.games.gaps.solver.values import TABLE_FILE, WIN_WEIGHT, features, outcome

Values = dict[str, dict[str, dict[str, float]]]

# The table ships inside the package; this tool lives outside it and writes it there.
SHIPPED = Path(__file__).resolve().parents[1] / "addiction" / "games" / "gaps" / "solver" / TABLE_FILE


def profiles() -> dict[str, list[tuple[int, ...]]]:
    """Every multiset of four lengths below a win, grouped by table key."""
    out: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for lengths in combinations_with_replacement(range(13), 4):
        if sum(lengths) < 48:
            out[features(lengths)].append(lengths)
    return out


def position(lengths: tuple[int, ...], gen: SplitMix64) -> Board:
    """A board whose rows hold sequences of these lengths, in random suits, the rest random."""
    suits = [0, 1, 2, 3]
    gen.shuffle(suits)
    cells: list[int | None] = [None] * 52
    used = set()
    for row, (suit, n) in enumerate(zip(suits, lengths, strict=True)):
        for col in range(n):
            cells[row * 13 + col] = suit * 13 + 1 + col
            used.add(suit * 13 + 1 + col)
    loose: list[int | None] = [c for c in range(52) if c % 13 and c not in used]
    loose += [None] * 4
    gen.shuffle(loose)
    free = [i for i in range(52) if i % 13 >= lengths[i // 13]]
    for i, c in zip(free, loose, strict=True):
        cells[i] = c
    return Board([None if c is None else CARDS[c] for c in cells])


def _table(gaps: str, redeals_left: int, known: Values) -> tuple[float, ...]:
    # Values for fewer redeals are final before any game needs them: safe to keep.
    return _TABLES.get((gaps, redeals_left)) or _TABLES.setdefault(
        (gaps, redeals_left), _build(known[gaps].get(str(redeals_left), {}), redeals_left)
    )


def _build(by_key: dict[str, float], redeals_left: int) -> tuple[float, ...]:
    out = []
    for a in range(14):
        for b in range(14):
            for c in range(14):
                for d in range(14):
                    score = a + b + c + d
                    if redeals_left == 0 or score == 48:
                        out.append(outcome(score == 48, score))
                    else:
                        out.append(by_key.get(features((a, b, c, d)), outcome(False, score)))
    return tuple(out)


_TABLES: dict[tuple[str, int], tuple[float, ...]] = {}


def simulate(task: tuple[str, int, str, tuple[int, ...], int, int, Values]) -> tuple[str, float]:
    gaps, redeals_left, key, lengths, seed, nodes, known = task
    placement: GapPlacement = "random" if gaps == "random" else "after-sequence"
    gen = SplitMix64(seed)
    board = position(lengths, gen).redealt(gen, random_gaps=gaps == "random")
    game = GapsGame.from_text(board.to_text(), Rules(redeals_left - 1, placement), deal=seed & 0xFFFF)

    return key, play_out(game, Advisor(nodes=nodes, tables=lambda g, r: _table(g, r, known)))


def play_out(game: GapsGame, advisor: AdvisorLike) -> float:
    """Plays ``game`` to its end as ``advisor`` decides; the end's ``outcome``."""
    while (decision := advisor.choose(game)) is not None:
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return outcome(game.is_won, game.score)


def pooled(raw: dict[str, list[float]]) -> dict[str, tuple[float, float]]:
    """Each key's mean and the weight of its samples, pooled with the keys one point of score
    away (half weight)."""
    out = {}
    for key, samples in raw.items():
        score, complete, empty = key.split(",")
        total, weight = sum(samples), float(len(samples))
        for near in (int(score) - 1, int(score) + 1):
            other = raw.get(f"{near},{complete},{empty}")
            if other:
                total += 0.5 * sum(other)
                weight += 0.5 * len(other)
        out[key] = (total / weight, weight)
    return out


def smooth(raw: dict[str, list[float]]) -> dict[str, float]:
    """Each key's mean, pooled with the keys one point of score away (half weight)."""
    return {key: round(mean, 2) for key, (mean, _) in pooled(raw).items()}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--samples", type=int, default=6, help="positions per key")
    parser.add_argument("--nodes", type=int, default=20_000, help="search nodes per phase")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=SHIPPED)
    args = parser.parse_args(argv)
    groups = profiles()
    known: Values = {"after-sequence": {}, "random": {}}
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for gaps in known:
            for redeals_left in (1, 2, 3):
                tasks = []
                for key, members in sorted(groups.items()):
                    for k in range(args.samples):
                        seed = zlib.crc32(f"{gaps}|{redeals_left}|{key}|{k}".encode())
                        lengths = members[seed % len(members)]
                        tasks.append((gaps, redeals_left, key, lengths, seed, args.nodes, known))
                raw: dict[str, list[float]] = defaultdict(list)
                for key, value in pool.imap_unordered(simulate, tasks, chunksize=8):
                    raw[key].append(value)
                known[gaps][str(redeals_left)] = smooth(raw)
                wins = sum(v >= WIN_WEIGHT for vs in raw.values() for v in vs)
                print(f"{gaps} {redeals_left} left: {len(raw)} keys, {len(tasks)} games, "
                      f"{wins} won", file=sys.stderr, flush=True)
    data = {"key": "score,complete rows,empty rows", "value": "1000*P(win)+E[score]",
            "samples": args.samples, "nodes": args.nodes, "values": known}
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
