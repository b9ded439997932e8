# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Measure, calibrate and check the difficulty levels of every game's deals.

    python -m tools.calibrate_levels measure --game spaces --deals 81001-81100 --out A.jsonl
    python -m tools.calibrate_levels calibrate A.jsonl      # the band edges these deals suggest
    python -m tools.calibrate_levels table B.jsonl          # the committed levels, checked

``measure`` plays each deal as the judges do and keeps what the level is made of: which of
twice ``LEVEL_LINES`` seeded games the family's quick player wins, the first half rating the
deal and the second, on seeds the rating never saw, checking it (Pyramid also keeps whether the
solver found a line, and the states it took), and ``--lines`` seeded games of the family's
greedy simple player (one move of lookahead, random tie-breaks), one JSON line per deal. A deal
already in the file gets only what its line lacks, so a run can be resumed or extended.
In Moonlight, Jungle and Spaces and Aces (``gaps.deals.SCORED``) a lost quick game counts for
the share of the score it reached, so those records keep the score shares too, and every Gaps
record keeps the budget its quick games were played at (``quick_nodes``): games at another
budget are played again. ``calibrate`` tries every choice of three band edges on those deals
and prints the best: the quick player's ratings that split the deals into quarters as evenly
as ties allow (a Pyramid deal without a solver's line is expert whatever its wins). ``table``
sorts deals never used for calibration by the levels the judges now give
(``addiction.games.gaps.deals.LEVEL_RATINGS``, ``addiction.games.pyramid.deals.LEVEL_WINS``) and
prints per band: deals, the quick player's win share on its unseen seeds with a 95% Wilson
interval, and the greedy player's wins (with its own interval) and mean score share.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from addiction.contract import LEVELS
from addiction.games.gaps import deals as gaps_deals
from addiction.games.gaps import simple_player as gaps_simple
from addiction.games.gaps.engine import Rules
from addiction.games.pyramid import deals as pyramid_deals
from addiction.games.pyramid import simple_player as pyramid_simple
from addiction.games.pyramid.engine import PyramidGame
from addiction.registry import game_ids
from addiction.study.runner import parse_deals, wilson


def measure_deal(game: str, deal: int, lines: int, found: dict[str, Any] | None = None
                 ) -> dict[str, Any]:
    """``found`` (a deal's line from an earlier run) completed with what it lacks."""
    found = dict(found or {"game": game, "deal": deal})
    started = time.perf_counter()
    if game == "pyramid":
        quick = found.get("quick", [])
        if {"won", "scores"} <= set(found) and len(quick) >= 2 * pyramid_deals.LEVEL_LINES:
            return found
        if "won" not in found:
            from addiction.games.pyramid.solver import solve_within  # noqa: PLC0415

            verdict, _, states = solve_within(PyramidGame.new(deal), pyramid_deals.JUDGE_STATES)
            found.update(won=verdict == "winnable", verdict=verdict, effort=states)
        if "scores" not in found:
            found["scores"] = pyramid_simple.simple_scores(game, deal, lines)
        found["quick"] = quick + [
            pyramid_deals.quick_wins(deal, "classic", range(seed, seed + 1))
            for seed in range(len(quick), 2 * pyramid_deals.LEVEL_LINES)]
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
                  for seed in range(len(done), 2 * gaps_deals.LEVEL_LINES[game])]
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
            and len(record.get(kept, ())) >= 2 * gaps_deals.LEVEL_LINES[game])


def measured(paths: Sequence[Path]) -> dict[str, list[dict[str, Any]]]:
    """The deals ``load`` finds that have all a level needs (a run may have been cut short)."""
    def whole(record: dict[str, Any]) -> bool:
        if record["game"] == "pyramid":
            return len(record.get("quick", ())) >= 2 * pyramid_deals.LEVEL_LINES
        return quick_complete(record)

    found = {game: [r for r in records if whole(r) and "scores" in r]
             for game, records in load(paths).items()}
    return {game: records for game, records in found.items() if records}


Edge = tuple[int, float]


def lines_of(game: str) -> int:
    """The quick player's games that rate a deal of ``game``."""
    return pyramid_deals.LEVEL_LINES if game == "pyramid" else gaps_deals.LEVEL_LINES[game]


def measure_of(record: dict[str, Any]) -> Edge:
    """What a deal's level is made of, ordered from easy to hard: (0, what the quick player's
    rating games fell short of all won: its games lost, in a game of ``gaps.deals.SCORED``
    the score shares they lacked)."""
    game = record["game"]
    lines = lines_of(game)
    if game == "pyramid":
        return 0, lines - sum(record["quick"][:lines])
    shares = record["quick_scores"] if game in gaps_deals.SCORED else record["quick"]
    return 0, lines - gaps_deals.rating(game, shares[:lines])


def level(record: dict[str, Any], edges: Sequence[Edge]) -> str:
    """The level ``edges`` (the most of ``measure_of`` each level allows) give a measured
    deal, as the judges compute it."""
    if not record["won"]:
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
    """The checking player's wins and games over a band's deals: the quick player on the
    seeds the rating did not use."""
    quick = [won for record in band for won in record["quick"][lines_of(record["game"]):]]
    return sum(quick), len(quick)


def shares(band: Sequence[dict[str, Any]]) -> tuple[int, int, float]:
    """The greedy simple player's wins, games and mean score share over a band's deals."""
    scores = [s for record in band for s in record["scores"]]
    wins = sum(s >= 1.0 for s in scores)
    return wins, len(scores), statistics.fmean(scores) if scores else float("nan")


def candidates(records: Sequence[dict[str, Any]]) -> list[tuple[Edge, ...]]:
    """Triples of edges: any three counts of games lost short of all of them; in a game of
    ``gaps.deals.SCORED`` any three points halfway between two neighbouring shortfalls of the
    winnable deals (to two decimals, so that no deal sits on an edge)."""
    winnable = [r for r in records if r["won"]]
    if not winnable:
        return []
    if records[0]["game"] in gaps_deals.SCORED:
        short = sorted({measure_of(r)[1] for r in winnable})
        return list(itertools.combinations(
            [(0, round((a + b) / 2, 2)) for a, b in itertools.pairwise(short)], 3))
    lines = lines_of(records[0]["game"])
    return list(itertools.combinations([(0, lost) for lost in range(lines)], 3))


def best_edges(records: Sequence[dict[str, Any]]) -> tuple[Edge, ...] | None:
    """The edges that split the winnable deals into quarters as evenly as the ties allow (the
    others are expert whatever their rating). The quick player's wins are the difficulty
    itself: edges fitted to how its other games fall on the same deals would be fitted to
    their luck, and not hold on new deals. None without a winnable deal."""
    shortfalls = sorted(measure_of(r)[1] for r in records if r["won"])
    if not shortfalls:
        return None

    def badness(edges: tuple[Edge, ...]) -> float:
        within = [bisect.bisect_right(shortfalls, edge) for _, edge in edges]
        sizes = [b - a for a, b in zip([0, *within], [*within, len(shortfalls)], strict=True)]
        return sum((size / len(shortfalls) - 1 / len(sizes)) ** 2 for size in sizes)

    return min(candidates(records), key=badness)


def print_bands(records: Sequence[dict[str, Any]], edges: Sequence[Edge]) -> None:
    for name, band in bands(records, edges).items():
        if not band:
            print(f"  {name:7}    0 deals")
            continue
        wins, games = checks(band)
        low, high = wilson(wins, games)
        greedy_wins, greedy_games, score = shares(band)
        greedy_low, greedy_high = wilson(greedy_wins, greedy_games)
        print(f"  {name:7} {len(band):4} deals  quick player, unseen seeds, won "
              f"{wins:4}/{games:<4} = {wins / games:6.1%} (95% {low:5.1%}-{high:5.1%});  "
              f"greedy player won {greedy_wins}/{greedy_games} = "
              f"{greedy_wins / greedy_games:6.1%} (95% {greedy_low:5.1%}-{greedy_high:5.1%}), "
              f"mean score {score:6.1%}")


def calibrate(paths: Sequence[Path]) -> None:
    for game, records in measured(paths).items():
        best = best_edges(records)
        if best is None:
            print(f"{game}: no winnable deal to calibrate on")
            continue
        print(f"{game}, deals {records[0]['deal']}-{records[-1]['deal']} ({len(records)}): "
              f"edges {shown(game, best)}")
        print_bands(records, best)


def shown(game: str, edges: Sequence[Edge]) -> str:
    lines = lines_of(game)
    least = [round(lines - lost, 2) for _, lost in edges]
    counted = "won, a loss for its score share," if game in gaps_deals.SCORED else "won"
    return ", ".join(f"{rated:g}" for rated in least) + (
        f" of {lines} quick games {counted} at least")


def committed_edges(game: str) -> tuple[Edge, ...]:
    least = (pyramid_deals.LEVEL_WINS["classic"] if game == "pyramid"
             else gaps_deals.LEVEL_RATINGS[game])
    return tuple((0, lines_of(game) - rated) for rated in least)


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
