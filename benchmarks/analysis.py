# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where was it lost: seconds per analysed game, for every game.

Run ``python -m benchmarks.analysis`` (``--deals 1-3`` to choose the deals, ``--games`` to
choose the games). Each deal is played to its end by a careless player (a random legal step,
the same on every machine: its choices are seeded by the deal), then given to the game's
analyst as the window's Analyse This Game would: the searches are bounded by nodes, so the
answers are the same everywhere and only the seconds depend on the machine. A game that runs
past ``MAX_STEPS`` steps (a card shuttling between two gaps) is given up there.

Printed per game: the mean steps of the games, the mean searches an analysis took, the
seconds per analysed game (mean and most), and how many analyses found a turning point.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any, Final

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.pyramid.engine import PyramidGame
from addiction.registry import game_spec, games
from addiction.study.runner import parse_deals

MAX_STEPS: Final = 300


def careless_game(game_id: str, deal: int) -> dict[str, Any]:
    """Deal ``deal`` of ``game_id`` played to its end by random legal steps (its saved data)."""
    game: Any = (PyramidGame.new(deal) if game_id == "pyramid"
                 else GapsGame.new(deal, Rules.of(game_id)))
    chooser = random.Random(deal)
    while not game.is_over:
        if len(game.history) >= MAX_STEPS:
            game.give_up()
            break
        game.play(chooser.choice(game.actions()))
    data: dict[str, Any] = game.to_dict()
    return data


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.analysis", description=__doc__)
    parser.add_argument("--deals", type=parse_deals, default=parse_deals("1-3"),
                        help="the deals, e.g. 1-3 (default)")
    parser.add_argument("--games", default="", help="game ids, comma-separated (default all)")
    args = parser.parse_args(argv)
    chosen = [g for g in args.games.split(",") if g] or [spec.id for spec in games()]
    print(f"{'game':<17}{'steps':>7}{'searches':>10}{'mean s':>9}{'max s':>8}  turning points")
    for game_id in chosen:
        analyst = game_spec(game_id).load("analyst")
        steps, searches, seconds, turning = [], [], [], 0
        for deal in args.deals:
            data = careless_game(game_id, deal)
            started = time.perf_counter()
            analysis = analyst.analyse(data)
            seconds.append(time.perf_counter() - started)
            steps.append(analysis.steps)
            searches.append(len(analysis.searched))
            turning += analysis.turning_point is not None
        print(f"{game_id:<17}{statistics.mean(steps):>7.0f}{statistics.mean(searches):>10.1f}"
              f"{statistics.mean(seconds):>9.2f}{max(seconds):>8.2f}  {turning} of {len(seconds)}",
              flush=True)


if __name__ == "__main__":
    main()
