# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Check the difficulty levels against the outside yardstick (``tools.yardstick``).

    python -m tools.check_levels measure --game montana --deals 620001-620300 --out C.jsonl
    python -m tools.check_levels table [--markdown] C.jsonl [more.jsonl ...]
    python -m tools.check_levels known C.jsonl [more.jsonl ...]   # the games' level_deals.json

``measure`` judges each deal as the program does (``GameSpec.judge_deal``: verdict and level)
and has the yardstick's players play every winnable one, one JSON line per deal; a deal already
in the file is skipped, so a run can be resumed. ``table`` prints, per game, over its winnable
deals: each level's deals and share, the yardstick's mean wins a deal with a 95% interval,
Spearman's rho between level and wins, a one-sided Mann-Whitney test that each level is won
less than the one below it, how far each yardstick player's two seeds agree on a deal, and how
far its players agree on which deals are hard (where they do not, no level can be hard for all
of them; deals where only some players played are left out, with a word). The goals it
checks are those of the levels: each level at least 15% of the winnable deals, mean wins
falling level by level, rho at most -0.5, every adjacent p < 0.05.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import math
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from addiction.contract import LEVEL_DEALS_FILE, LEVELS
from addiction.registry import game_ids, game_spec
from addiction.study.runner import parse_deals
from tools import yardstick

# The goals the table checks.
LEAST_SHARE: Final = 0.15
MOST_RHO: Final = -0.5
MOST_P: Final = 0.05
# Deals of each level a game's list keeps (``known``).
KNOWN_DEALS: Final = 40


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for k in range(start, end + 1):
            out[order[k]] = (start + end) / 2 + 1
        start = end + 1
    return out


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation (Pearson's on the mid-ranks); NaN when one side is flat."""
    if len(xs) != len(ys):
        raise ValueError("the two samples differ in length")
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    return cov / math.sqrt(vx * vy) if vx and vy else math.nan


def greater_p(higher: Sequence[float], lower: Sequence[float]) -> float:
    """One-sided Mann-Whitney p-value that ``higher`` tends to exceed ``lower``: the normal
    approximation with the tie correction and a continuity correction (fit for samples of a
    dozen and more, as here)."""
    n1, n2 = len(higher), len(lower)
    if not n1 or not n2:
        return math.nan
    pooled = ranks([*higher, *lower])
    u = sum(pooled[:n1]) - n1 * (n1 + 1) / 2
    n = n1 + n2
    ties = sum(t ** 3 - t for t in _tie_sizes(pooled))
    variance = n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1)))
    if variance <= 0:
        return 0.5
    z = (u - n1 * n2 / 2 - 0.5) / math.sqrt(variance)
    return 0.5 * math.erfc(z / math.sqrt(2))


def _tie_sizes(pooled: Sequence[float]) -> list[int]:
    counts: dict[float, int] = {}
    for rank in pooled:
        counts[rank] = counts.get(rank, 0) + 1
    return [size for size in counts.values() if size > 1]


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def seed_agreement(records: Sequence[dict[str, Any]]) -> dict[str, float]:
    """Per yardstick player, the correlation between its wins on one seed and on the next,
    over the deals: near 0, the deal decides nothing of its games; near 1, everything."""
    out: dict[str, float] = {}
    for name in records[0]["yardstick"]:
        pairs = [(games[i], games[i + 1]) for r in records
                 for games in [r["yardstick"][name]] for i in range(0, len(games) - 1, 2)]
        if pairs:
            first, second = zip(*pairs, strict=True)
            out[name] = _pearson([float(a) for a in first], [float(b) for b in second])
    return out


def players_agree(records: Sequence[dict[str, Any]]) -> float:
    """The mean Spearman correlation, over the deals, between the wins of two different
    yardstick players, over every pair of players that wins and loses some deals: near 0, the
    players do not find the same deals hard, and no level can be hard for all of them."""
    wins = {name: [sum(r["yardstick"][name]) for r in records]
            for name in records[0]["yardstick"]}
    pairs = [spearman(wins[a], wins[b]) for a, b in itertools.combinations(wins, 2)]
    found = [value for value in pairs if not math.isnan(value)]
    return statistics.fmean(found) if found else math.nan


def _pearson(xs: Sequence[float], ys: Sequence[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    cov = sum((a - mx) * (b - my) for a, b in zip(xs, ys, strict=True))
    vx = sum((a - mx) ** 2 for a in xs)
    vy = sum((b - my) ** 2 for b in ys)
    return cov / math.sqrt(vx * vy) if vx and vy else math.nan


@dataclass(frozen=True)
class Check:
    """What the table says of one game's levels."""

    game: str
    deals: int
    sizes: dict[str, int]
    means: dict[str, tuple[float, float, float]]
    rho: float
    p: dict[str, float]  # "easy>medium" and so on
    agreement: dict[str, float]
    games: int  # the yardstick's games a deal
    players: float  # ``players_agree``

    @property
    def holds(self) -> dict[str, bool]:
        shares = [self.sizes[level] / self.deals for level in LEVELS]
        means = [self.means[level][0] for level in LEVELS if self.sizes[level]]
        return {
            "every level offered": min(shares) >= LEAST_SHARE,
            "wins fall level by level": len(means) == len(LEVELS) and all(
                a > b for a, b in itertools.pairwise(means)),
            f"rho <= {MOST_RHO}": self.rho <= MOST_RHO,
            f"adjacent p < {MOST_P}": all(p < MOST_P for p in self.p.values()),
        }


def wins_of(record: dict[str, Any]) -> int:
    return sum(sum(games) for games in record["yardstick"].values())


def check(game: str, records: Sequence[dict[str, Any]]) -> Check:
    """The levels of ``game``'s winnable ``records`` against the yardstick's wins."""
    by_level = {level: [wins_of(r) for r in records if r["level"] == level] for level in LEVELS}
    p = {f"{a}>{b}": greater_p(by_level[a], by_level[b])
         for a, b in itertools.pairwise(LEVELS)}
    return Check(
        game=game, deals=len(records), sizes={level: len(w) for level, w in by_level.items()},
        means={level: mean_interval(w) if w else (math.nan,) * 3
               for level, w in by_level.items()},
        rho=spearman([LEVELS.index(r["level"]) for r in records], [wins_of(r) for r in records]),
        p=p, agreement=seed_agreement(records),
        games=sum(len(games) for games in records[0]["yardstick"].values()),
        players=players_agree(records))


def load(paths: Sequence[Path]) -> dict[str, list[dict[str, Any]]]:
    """The winnable deals of each game in ``paths`` (a later line of a deal wins)."""
    found: dict[str, dict[int, dict[str, Any]]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                found.setdefault(record["game"], {})[record["deal"]] = record
    return {game: [r for _, r in sorted(deals.items()) if r["verdict"] == "winnable"]
            for game, deals in found.items()}


def print_check(result: Check, first: int, last: int) -> None:
    print(f"{result.game}: {result.deals} winnable deals of {first}-{last}; yardstick wins of "
          f"{result.games} games a deal")
    for level in LEVELS:
        size = result.sizes[level]
        mean, low, high = result.means[level]
        print(f"  {level:7} {size:4} deals ({size / result.deals:4.0%})  mean wins {mean:5.2f} "
              f"(95% {low:5.2f}-{high:5.2f})")
    tests = "  ".join(f"{pair} p={value:.3g}" for pair, value in result.p.items())
    print(f"  rho {result.rho:+.2f}   {tests}")
    agreement = ", ".join(f"{name} {value:+.2f}" for name, value in result.agreement.items())
    print(f"  the yardstick's seeds agree on a deal: {agreement}; its players agree "
          f"{result.players:+.2f}")
    print("  " + "; ".join(f"{goal}: {'yes' if ok else 'NO'}"
                           for goal, ok in result.holds.items()))


def markdown_rows(result: Check) -> str:
    """One row of the docs' table: deals, each level's mean wins (95% interval) and share, rho,
    the adjacent levels' p-values, and how far the yardstick's players agree on the deals."""
    cells = [result.game, str(result.deals)]
    for level in LEVELS:
        mean, low, high = result.means[level]
        cells.append(f"{mean:.2f} ({low:.2f}–{high:.2f}), {result.sizes[level] / result.deals:.0%}")
    cells.append(f"{result.rho:+.2f}".replace("-", "−"))
    cells.append(" / ".join(f"{value:.2g}" for value in result.p.values()))
    cells.append("—" if math.isnan(result.players) else f"{result.players:+.2f}".replace("-", "−"))
    return "| " + " | ".join(cells) + " |"


def table(paths: Sequence[Path], *, markdown: bool = False) -> None:
    if markdown:
        print("| game | deals | Easy | Medium | Hard | Expert | rho | p E>M / M>H / H>X "
              "| players agree |")
        print("|---|---|---|---|---|---|---|---|---|")
    for game, found in sorted(load(paths).items(), key=lambda item: game_ids().index(item[0])):
        # Only deals every player of the game's yardstick played: the same games for each.
        records = [r for r in found if set(yardstick.players(game)) <= set(r["yardstick"])]
        if len(records) < len(found):
            print(f"{game}: {len(found) - len(records)} deals lack some of the yardstick's "
                  "games and are left out (measure them again to complete them)",
                  file=sys.stderr)
        if not records:
            continue
        result = check(game, records)
        if markdown:
            print(markdown_rows(result))
        else:
            print_check(result, records[0]["deal"], records[-1]["deal"])


def measure(game: str, deals: range, out: Path) -> None:
    found: dict[int, dict[str, Any]] = {}
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            if line.strip() and json.loads(line)["game"] == game:
                found[json.loads(line)["deal"]] = json.loads(line)
    spec = game_spec(game)
    with out.open("a", encoding="utf-8") as sink:
        for deal in deals:
            record = found.get(deal)
            if record is None:
                judgement = spec.judge_deal(deal)
                record = {"game": game, "deal": deal, "verdict": judgement.verdict,
                          "level": judgement.level}
            elif record["verdict"] != "winnable" or set(yardstick.players(game)) <= set(
                    record.get("yardstick", {})):
                continue  # measured whole already
            if record["verdict"] == "winnable":
                # A record of before a player joined the yardstick gets that player's games.
                kept = record.get("yardstick", {})
                missing = tuple(name for name in yardstick.players(game) if name not in kept)
                record["yardstick"] = kept | {
                    name: [int(won) for won in games]
                    for name, games in yardstick.games(game, deal, missing).items()}
            sink.write(json.dumps(record) + "\n")
            sink.flush()


def known(paths: Sequence[Path], most: int = KNOWN_DEALS) -> None:
    """Write each family's ``level_deals.json`` (``GameSpec.deals_of_level``): the first
    ``most`` winnable deals of each level of each game in the measured ``paths``."""
    files: dict[Path, dict[str, dict[str, list[int]]]] = {}
    for game, records in load(paths).items():
        module = importlib.import_module(game_spec(game).level_deals.partition(":")[0])
        folder = Path(module.__file__ or ".").parent
        files.setdefault(folder / LEVEL_DEALS_FILE, {})[game] = {
            level: [r["deal"] for r in records if r["level"] == level][:most] for level in LEVELS}
    for path, games in files.items():
        ordered = [game for game in game_ids() if game in games]
        # One line a level, so that a change reads as the deals that changed.
        text = ",\n".join(
            f" {json.dumps(game)}: {{\n" + ",\n".join(
                f"  {json.dumps(level)}: {json.dumps(deals)}"
                for level, deals in games[game].items()) + "\n }" for game in ordered)
        path.write_text("{\n" + text + "\n}\n", encoding="utf-8")
        print(f"{path}: {', '.join(ordered)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.check_levels")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("measure", help="judge deals and play them with the yardstick")
    run.add_argument("--game", choices=game_ids(), required=True)
    run.add_argument("--deals", type=parse_deals, required=True)
    run.add_argument("--out", type=Path, required=True)
    shown = sub.add_parser("table", help="the levels against the yardstick")
    shown.add_argument("files", type=Path, nargs="+")
    shown.add_argument("--markdown", action="store_true", help="one row a game, for the docs")
    sub.add_parser("known", help="write the games' lists of deals of each level").add_argument(
        "files", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "measure":
        measure(args.game, args.deals, args.out)
    elif args.command == "known":
        known(args.files)
    else:
        table(args.files, markdown=args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
