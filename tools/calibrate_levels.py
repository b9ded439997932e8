# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Measure, calibrate and check the difficulty levels of every game's deals.

    python -m tools.calibrate_levels measure --game spaces --deals 81001-81100 --out A.jsonl
    python -m tools.calibrate_levels calibrate A.jsonl      # the band edges these deals suggest
    python -m tools.calibrate_levels table B.jsonl          # the committed levels, checked

``measure`` plays each deal as the judges do and keeps what the level is made of (Gaps
family: which of twice ``LEVEL_LINES`` seeded games the quick player wins at the game's budget
``quick_nodes``, with their score shares in a game its score rates, the first half rating the
deal and the second, on seeds the rating never saw, checking it; Pyramid: the
states the solver took) and ``--lines`` seeded games of the family's greedy simple player (one
move of lookahead, random tie-breaks), one JSON line per deal. A deal already in the file gets
only what its line lacks, so a run can be resumed or extended.
``calibrate`` tries every choice of three band edges on those deals and prints the best: Gaps
family, the ratings of the quick player (``addiction.games.gaps.deals.rating``) that split the
deals into quarters as evenly as ties allow; Pyramid, the twentieths of the solver's states
on the deals won whose bands the greedy player finds hardest in turn (its win share falling
band by band, then the widest smallest fall of its mean score). ``table`` sorts deals never
used for calibration by the levels the judges now give
(``addiction.games.gaps.deals.LEVEL_RATINGS``, ``addiction.games.pyramid.deals.LEVEL_STATES``)
and prints per band: deals, the checking
player's win share (Gaps family: the quick player on its unseen seeds; Pyramid: the greedy
player) with a 95% Wilson interval, and the greedy player's wins and mean score share.
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


def measure_deal(game: str, deal: int, lines: int, found: dict[str, Any] | None = None
                 ) -> dict[str, Any]:
    """``found`` (a deal's line from an earlier run) completed with what it lacks."""
    found = dict(found or {"game": game, "deal": deal})
    started = time.perf_counter()
    if game == "pyramid":
        if "scores" in found:
            return found
        from addiction.games.pyramid.solver import solve_within  # noqa: PLC0415

        verdict, _, states = solve_within(PyramidGame.new(deal), pyramid_deals.JUDGE_STATES)
        found.update(won=verdict == "winnable", verdict=verdict, effort=states,
                     scores=pyramid_simple.simple_scores(game, deal, lines))
    else:
        rules = Rules.of(game)
        if {"won", "scores"} <= set(found) and quick_complete(found):
            return found
        if "won" not in found:
            found["won"] = gaps_deals.play_line(deal, rules, gaps_deals.JUDGE_NODES)[0]
        if "scores" not in found:
            found["scores"] = gaps_simple.simple_scores(game, deal, lines)
        if found.get("quick_nodes") != gaps_deals.LEVEL_NODES[game]:
            found.pop("quick", None)  # another budget's games: none of them counts
            found.pop("quick_scores", None)
        # A game its score rates keeps the score shares, the others the wins alone.
        kept = "quick_scores" if game in gaps_deals.SCORED else "quick"
        done = found.get(kept, [])
        shares = [gaps_deals.quick_score(deal, rules, seed)
                  for seed in range(len(done), 2 * gaps_deals.LEVEL_LINES)]
        if kept == "quick_scores":
            found["quick_scores"] = done + shares
            found["quick"] = [int(share == 1.0) for share in found["quick_scores"]]
        else:
            found["quick"] = done + [int(share == 1.0) for share in shares]
        found["quick_nodes"] = gaps_deals.LEVEL_NODES[game]
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


def quick_complete(record: dict[str, Any]) -> bool:
    """Whether a Gaps record has all its quick games at the game's budget now (a run may have
    been cut short; a record of before the budgets were kept names none)."""
    game = record["game"]
    kept = "quick_scores" if game in gaps_deals.SCORED else "quick"
    return (record.get("quick_nodes") == gaps_deals.LEVEL_NODES[game]
            and len(record.get(kept, ())) >= 2 * gaps_deals.LEVEL_LINES)


def measured(paths: Sequence[Path]) -> dict[str, list[dict[str, Any]]]:
    """The deals ``load`` finds that have all a level needs."""
    def whole(record: dict[str, Any]) -> bool:
        return record["game"] == "pyramid" or quick_complete(record)

    found = {game: [r for r in records if whole(r) and "scores" in r]
             for game, records in load(paths).items()}
    return {game: records for game, records in found.items() if records}


Edge = tuple[int, float]


def measure_of(record: dict[str, Any]) -> Edge:
    """What a deal's level is made of, ordered from easy to hard: Pyramid (0, states the
    solver took); Gaps family (0, what the quick player's rating games fell short of all
    won: its games lost, in a game of ``SCORED`` the score shares they lacked)."""
    game = record["game"]
    if game == "pyramid":
        return 0, record["effort"]
    shares = record["quick_scores"] if game in gaps_deals.SCORED else record["quick"]
    return 0, gaps_deals.LEVEL_LINES - gaps_deals.rating(game, shares[:gaps_deals.LEVEL_LINES])


def level(record: dict[str, Any], edges: Sequence[Edge]) -> str:
    """The level ``edges`` (the most of ``measure_of`` each level allows) give a measured
    deal, as the judges compute it."""
    if record["game"] == "pyramid" and not record["won"]:
        return LEVELS[-1]
    for name, edge in zip(LEVELS, edges, strict=False):
        if measure_of(record) <= edge:
            return name
    return LEVELS[-1]


def bands(records: Sequence[dict[str, Any]], edges: Sequence[Edge]
          ) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {name: [] for name in LEVELS}
    for record in records:
        out[level(record, edges)].append(record)
    return out


def checks(band: Sequence[dict[str, Any]]) -> tuple[int, int]:
    """The checking player's wins and games over a band's deals: Gaps family, the quick
    player on the seeds the rating did not use; Pyramid, the greedy player."""
    if band and band[0]["game"] != "pyramid":
        quick = [won for record in band for won in record["quick"][gaps_deals.LEVEL_LINES:]]
        return sum(quick), len(quick)
    wins, games, _ = shares(band)
    return wins, games


def shares(band: Sequence[dict[str, Any]]) -> tuple[int, int, float]:
    """The greedy simple player's wins, games and mean score share over a band's deals."""
    scores = [s for record in band for s in record["scores"]]
    wins = sum(s >= 1.0 for s in scores)
    return wins, len(scores), statistics.fmean(scores) if scores else float("nan")


def candidates(records: Sequence[dict[str, Any]]) -> list[tuple[Edge, ...]]:
    """Triples of edges: Gaps family, any three counts of games lost, in a game of ``SCORED``
    any three points halfway between two neighbouring shortfalls (to two decimals, so that no
    deal sits on an edge); Pyramid, the twentieths of the states of the deals won."""
    if records and records[0]["game"] in gaps_deals.SCORED:
        short = sorted({measure_of(r)[1] for r in records})
        return list(itertools.combinations(
            [(0, round((a + b) / 2, 2)) for a, b in itertools.pairwise(short)], 3))
    if records and records[0]["game"] != "pyramid":
        return list(itertools.combinations(
            [(0, lost) for lost in range(gaps_deals.LEVEL_LINES)], 3))
    efforts = sorted(measure_of(r) for r in records if r["won"])
    if not efforts:
        return []
    points = sorted({efforts[min(len(efforts) - 1, len(efforts) * q // 20)] for q in range(1, 20)})
    return list(itertools.combinations(points, 3))


def badness(records: Sequence[dict[str, Any]], edges: Sequence[Edge]) -> tuple[float, ...]:
    split = bands(records, edges)
    sizes = [len(b) for b in split.values()]
    if records[0]["game"] != "pyramid":
        # The quick player's rating is the difficulty itself: the levels are its quarters, as
        # even as the ties allow (edges fitted to how its other games fall on the same deals
        # would be fitted to their luck, and not hold on new deals).
        return (sum((size / len(records) - 1 / len(sizes)) ** 2 for size in sizes),)
    small = sum(size < SMALLEST_BAND * len(records) for size in sizes)
    win = [w / n for w, n in (checks(b) for b in split.values() if b)]
    # The greedy player clears Pyramid too seldom to tell bands apart by more than their
    # order: its mean score is the finer measure.
    score = [shares(b)[2] for b in split.values() if b]
    rises = sum(b >= a for a, b in itertools.pairwise(win))
    drop = min((a - b for a, b in itertools.pairwise(score)), default=0.0)
    return (small, rises, -drop)


def print_bands(records: Sequence[dict[str, Any]], edges: Sequence[Edge]) -> None:
    checker = ("greedy player" if records and records[0]["game"] == "pyramid"
               else "quick player, unseen seeds,")
    for name, band in bands(records, edges).items():
        if not band:
            print(f"  {name:7}    0 deals")
            continue
        wins, games = checks(band)
        low, high = wilson(wins, games)
        greedy_wins, greedy_games, score = shares(band)
        print(f"  {name:7} {len(band):4} deals  {checker} won {wins:4}/{games:<4} "
              f"= {wins / games:6.1%} (95% {low:5.1%}-{high:5.1%});  greedy player won "
              f"{greedy_wins}/{greedy_games}, mean score {score:6.1%}")


def calibrate(paths: Sequence[Path]) -> None:
    for game, records in measured(paths).items():
        options = candidates(records)
        if not options:
            print(f"{game}: no winnable deal to calibrate on")
            continue
        best = min(options, key=lambda edges: badness(records, edges))
        print(f"{game}, deals {records[0]['deal']}-{records[-1]['deal']} ({len(records)}): "
              f"edges {shown(game, best)}")
        print_bands(records, best)


def shown(game: str, edges: Sequence[Edge]) -> str:
    if game == "pyramid":
        return ", ".join(f"{states:,}" for _, states in edges) + " states"
    least = [round(gaps_deals.LEVEL_LINES - lost, 2) for _, lost in edges]
    counted = "won, a loss for its score share," if game in gaps_deals.SCORED else "won"
    return ", ".join(f"{rated:g}" for rated in least) + (
        f" of {gaps_deals.LEVEL_LINES} quick games {counted} at least")


def committed_edges(game: str) -> tuple[Edge, ...]:
    if game == "pyramid":
        return tuple((0, states) for states in pyramid_deals.LEVEL_STATES["classic"])
    return tuple((0, gaps_deals.LEVEL_LINES - least)
                 for least in gaps_deals.LEVEL_RATINGS[game])


def table(paths: Sequence[Path]) -> None:
    for game, records in measured(paths).items():
        edges = committed_edges(game)
        print(f"{game}, deals {records[0]['deal']}-{records[-1]['deal']} ({len(records)}), "
              f"edges {shown(game, edges)}")
        print_bands(records, edges)


def measure(game: str, deals: range, lines: int, out: Path) -> None:
    known = {r["deal"]: r for r in load([out]).get(game, [])} if out.exists() else {}
    others = [line for line in (out.read_text(encoding="utf-8").splitlines()
                                if out.exists() else [])
              if line.strip() and json.loads(line)["game"] != game]
    for deal in deals:
        known[deal] = measure_deal(game, deal, lines, known.get(deal))
        kept = others + [json.dumps(known[d]) for d in sorted(known)]
        scratch = out.with_name(out.name + ".part")
        scratch.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
        scratch.replace(out)


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
