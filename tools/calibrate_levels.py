# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Measure, calibrate and check the difficulty levels of every game's deals.

    python -m tools.calibrate_levels measure --game spaces --deals 81001-81100 --out A.jsonl
    python -m tools.calibrate_levels calibrate A.jsonl      # the band edges these deals suggest
    python -m tools.calibrate_levels table B.jsonl          # the committed levels, checked

``measure`` plays each deal as the judges do and keeps the effort the level is made of
(Gaps family: the positions the computer player searched to win at the judge's budget;
Pyramid: the states the solver took) and, as an independent yardstick, ``--lines`` seeded
games of the family's simple player (greedy, one move of lookahead, random tie-breaks), one
JSON line per deal; deals already in the file are skipped, so a run can be resumed.
``calibrate`` tries every choice of three band edges (among the twentieths of the efforts of
the deals won) on those deals and prints the one whose bands the simple player finds hardest
in turn (its win share falling band by band, then the widest smallest fall of its mean
score). ``table`` sorts deals never used for calibration by the levels the judges now give
(``addiction.games.gaps.deals.LEVEL_EDGES``, ``addiction.games.pyramid.deals.LEVEL_STATES``)
and prints per band: deals, the simple player's win share over its lines with a 95% Wilson
interval, and its mean score share.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from addiction.games import LEVELS
from addiction.games.gaps import deals as gaps_deals
from addiction.games.gaps import simple_player as gaps_simple
from addiction.games.gaps.engine import Rules
from addiction.games.pyramid import deals as pyramid_deals
from addiction.games.pyramid import simple_player as pyramid_simple
from addiction.games.pyramid.engine import PyramidGame
from addiction.registry import game_ids
from addiction.study.runner import parse_deals, wilson

# A band smaller than this share of the deals says little.
SMALLEST_BAND: Final = 0.1


def measure_deal(game: str, deal: int, lines: int) -> dict[str, Any]:
    started = time.perf_counter()
    found: dict[str, Any] = {"game": game, "deal": deal}
    if game == "pyramid":
        from addiction.games.pyramid.solver import solve_within  # noqa: PLC0415

        verdict, _, states = solve_within(PyramidGame.new(deal), pyramid_deals.JUDGE_STATES)
        found.update(won=verdict == "winnable", verdict=verdict, effort=states,
                     scores=pyramid_simple.simple_scores(game, deal, lines))
    else:
        won, line, searched = gaps_deals.play_line(deal, Rules.of(game), gaps_deals.JUDGE_NODES)
        redeals, _ = gaps_deals.effort_of(line, searched)
        found.update(won=won, redeals=redeals, effort=searched,
                     scores=gaps_simple.simple_scores(game, deal, lines))
    found["seconds"] = round(time.perf_counter() - started, 3)
    return found


def load(paths: Sequence[Path]) -> dict[str, list[dict[str, Any]]]:
    by_game: dict[str, dict[int, dict[str, Any]]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                by_game.setdefault(record["game"], {})[record["deal"]] = record
    return {game: [found[d] for d in sorted(found)] for game, found in by_game.items()}


Effort = tuple[int, int]


def effort(record: dict[str, Any]) -> Effort:
    """What a deal took, as its judge orders it: (redeals used, positions or states)."""
    return record.get("redeals", 0), record["effort"]


def level(record: dict[str, Any], edges: Sequence[Effort]) -> str:
    """The level ``edges`` give a measured deal, as the judges compute it."""
    if not record["won"]:
        return LEVELS[-1]
    for name, edge in zip(LEVELS, edges, strict=False):
        if effort(record) <= edge:
            return name
    return LEVELS[-1]


def bands(records: Sequence[dict[str, Any]], edges: Sequence[Effort]
          ) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {name: [] for name in LEVELS}
    for record in records:
        out[level(record, edges)].append(record)
    return out


def shares(band: Sequence[dict[str, Any]]) -> tuple[int, int, float]:
    """Simple player's wins, games and mean score share over a band's deals."""
    scores = [s for record in band for s in record["scores"]]
    wins = sum(s >= 1.0 for s in scores)
    return wins, len(scores), statistics.fmean(scores) if scores else float("nan")


def candidates(records: Sequence[dict[str, Any]]) -> list[tuple[Effort, ...]]:
    """Triples of edges at the twentieths of the efforts of the deals won."""
    efforts = sorted(effort(r) for r in records if r["won"])
    if not efforts:
        return []
    points = sorted({efforts[min(len(efforts) - 1, len(efforts) * q // 20)] for q in range(1, 20)})
    return list(itertools.combinations(points, 3))


def badness(records: Sequence[dict[str, Any]], edges: Sequence[Effort]) -> tuple[float, ...]:
    split = bands(records, edges)
    sizes = [len(b) for b in split.values()]
    small = sum(size < SMALLEST_BAND * len(records) for size in sizes)
    figures = [shares(b) for b in split.values() if b]
    win = [w / n for w, n, _ in figures]
    score = [s for _, _, s in figures]
    rises = sum(b >= a for a, b in itertools.pairwise(win))
    drop = min((a - b for a, b in itertools.pairwise(score)), default=0.0)
    return (small, rises, -drop)


def print_bands(records: Sequence[dict[str, Any]], edges: Sequence[Effort]) -> None:
    for name, band in bands(records, edges).items():
        wins, games, score = shares(band)
        low, high = wilson(wins, games) if games else (float("nan"), float("nan"))
        share = wins / games if games else float("nan")
        print(f"  {name:7} {len(band):4} deals  simple player won {wins:4}/{games:<4} "
              f"= {share:6.1%} (95% {low:5.1%}-{high:5.1%})  mean score {score:6.1%}")


def calibrate(paths: Sequence[Path]) -> None:
    for game, records in load(paths).items():
        options = candidates(records)
        if not options:
            print(f"{game}: no winnable deal to calibrate on")
            continue
        best = min(options, key=lambda edges: badness(records, edges))
        print(f"{game}, deals {records[0]['deal']}-{records[-1]['deal']} ({len(records)}): "
              f"edges {shown(game, best)}")
        print_bands(records, best)


def shown(game: str, edges: Sequence[Effort]) -> str:
    if game == "pyramid":
        return ", ".join(f"{states:,}" for _, states in edges) + " states"
    return ", ".join(f"({redeals} redeals, {nodes:,})" for redeals, nodes in edges) + (
        " (redeals, positions searched)")


def committed_edges(game: str) -> tuple[Effort, ...]:
    if game == "pyramid":
        return tuple((0, states) for states in pyramid_deals.LEVEL_STATES["classic"])
    return gaps_deals.LEVEL_EDGES[game]


def table(paths: Sequence[Path]) -> None:
    for game, records in load(paths).items():
        edges = committed_edges(game)
        times = [r["seconds"] for r in records]
        print(f"{game}, deals {records[0]['deal']}-{records[-1]['deal']} ({len(records)}), "
              f"edges {shown(game, edges)}; measured in "
              f"{statistics.median(times):.2f} s a deal (median)")
        print_bands(records, edges)


def measure(game: str, deals: range, lines: int, out: Path) -> None:
    done = set()
    if out.exists():
        done = {r["deal"] for r in load([out]).get(game, [])}
    with out.open("a", encoding="utf-8") as sink:
        for deal in deals:
            if deal not in done:
                sink.write(json.dumps(measure_deal(game, deal, lines)) + "\n")
                sink.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.calibrate_levels")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("measure", help="measure deals of one game into a JSON-lines file")
    run.add_argument("--game", choices=game_ids(), required=True)
    run.add_argument("--deals", type=parse_deals, required=True)
    run.add_argument("--lines", type=int, default=4, help="simple player's games a deal")
    run.add_argument("--out", type=Path, required=True)
    for name in ("calibrate", "table"):
        sub.add_parser(name).add_argument("files", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "measure":
        measure(args.game, args.deals, args.lines, args.out)
    elif args.command == "calibrate":
        calibrate(args.files)
    else:
        table(args.files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
