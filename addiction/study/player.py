# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A study from the engine protocol alone: each deal played to its end by one of the game's
computer players, kept as its outcome (the engine's ``status``), score and moves, and
summed up as the share of deals won and the mean score (``player_study``).

A game whose study is no more than that declares a function returning
``player_study(...)``; one that studies its solver's budgets writes its own ``Study``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from addiction.contract import STANDARD_RULES, PlayedGame
from addiction.study.results import DealRecord, Settings
from addiction.study.runner import Plan, Study, deal_span, machine, machines, percent


def played_deal(game_id: str, play_out: Callable[[int], PlayedGame], rules: Settings,
                player: Settings, deal: int) -> DealRecord:
    """Deal ``deal`` played to its end by ``play_out``, as a record of the study."""
    start = time.perf_counter()
    game = play_out(deal)
    return DealRecord(
        game=game_id, deal=deal, rules=rules, solver=player, outcome=game.status,
        score=game.score, moves=game.moves_played, seconds=round(time.perf_counter() - start, 4),
        searched=None, machine=machine(),
    )


def player_study(game_id: str, title: str, play_out: Callable[[int], PlayedGame], *,
                 player: str, max_score: int, rules: str = STANDARD_RULES) -> Study:
    """The study of ``game_id`` (called ``title`` in its report) whose computer player
    ``player`` plays a deal to its end by ``play_out(deal)``. ``play_out`` is a function of a
    module, so that the study's worker processes can be handed it."""
    rule_set: Settings = {"rules": rules}
    settings: Settings = {"player": player}

    def options(parser: argparse.ArgumentParser) -> None:
        del parser  # the player plays as it always does: nothing to choose

    def plan(args: argparse.Namespace) -> Plan[Any]:
        deals: range = args.deals
        work = partial(played_deal, game_id, play_out, rule_set, settings)
        return Plan(game_id, rule_set, settings, work, {deal: deal for deal in deals})

    def summary(records: Sequence[DealRecord]) -> list[str]:
        won = sum(r.outcome == "won" for r in records)
        scores = [r.score for r in records if r.score is not None]
        return [
            f"{title}, {player} player, {deal_span(records)}",
            f"won:        {percent(won, len(records))}",
            f"mean score: {statistics.fmean(scores) if scores else 0:.1f}/{max_score}",
            f"played {machines(records)}",
        ]

    return Study(options, plan, summary)
