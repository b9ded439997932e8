# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens in ``addiction-study``: each deal played to its end by the greedy player."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence
from typing import Any

from addiction.study.results import DealRecord
from addiction.study.runner import Plan, Study, deal_span, machine, machines, percent
from tests.toy_game.engine import SIZE, Pair, ToyGame


def greedy(game: ToyGame) -> Pair | None:
    """The pair that leaves the most pairs to play next (a win first, then the first of
    equals); None when there is none."""

    def promise(pair: Pair) -> int:
        after = game.copy()
        after.play(pair)
        return SIZE if after.is_won else len(after.actions())

    return max(game.actions(), key=promise, default=None)


def play_out(deal: int) -> ToyGame:
    """Deal ``deal`` played by ``greedy`` until nothing is left to play."""
    game = ToyGame.new(deal)
    while (pair := greedy(game)) is not None:
        game.play(pair)
    return game


def toy_deal(deal: int) -> DealRecord:
    start = time.perf_counter()
    game = play_out(deal)
    return DealRecord(
        game="toy", deal=deal, rules={"rules": "standard"}, solver={"player": "greedy"},
        outcome=game.status, score=game.score, moves=game.moves_played,
        seconds=round(time.perf_counter() - start, 4), searched=None, machine=machine(),
    )


def toy_options(parser: argparse.ArgumentParser) -> None:
    del parser  # the greedy player has no settings


def toy_plan(args: argparse.Namespace) -> Plan[Any]:
    deals: range = args.deals
    return Plan("toy", {"rules": "standard"}, {"player": "greedy"}, toy_deal,
                {deal: deal for deal in deals})


def toy_summary(records: Sequence[DealRecord]) -> list[str]:
    won = sum(r.outcome == "won" for r in records)
    scores = [r.score for r in records if r.score is not None]
    return [
        f"Tens, greedy player, {deal_span(records)}",
        f"won:        {percent(won, len(records))}",
        f"mean score: {statistics.fmean(scores) if scores else 0:.1f}/{SIZE}",
        f"played {machines(records)}",
    ]


def toy_study(game: str = "toy") -> Study:
    """The study of Tens (its declaration names this function)."""
    del game
    return Study(toy_options, toy_plan, toy_summary)
