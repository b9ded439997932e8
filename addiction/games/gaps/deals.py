# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the computer knows of a deal of the Gaps family from its start: winnable or not, its
difficulty, and the winning line (``GameSpec.judge`` names ``judge`` for every member).

A deal is winnable when the family's computer player, searching ``JUDGE_NODES`` positions a
search, wins it from the start with the deal's own redeals, exactly as ``addiction-study
--game NAME --nodes JUDGE_NODES`` plays it (``addiction.games.gaps.study.play``). A budget of
positions, not of seconds, gives the same answer on every machine. Where the rules give no
redeal, a lost play is followed by one search of every move from the start; it proves the
deal lost when it sees every position within ``PROOF_NODES``.

The level is what the judging player needed to win: the redeals its line uses, then the
positions it searched in all, against each game's ``LEVEL_EDGES`` (expert beyond them, or when
it did not win). A deal that falls into place needs no redeal and one search; a hard one
needs redeals, or searches again and again after lines that led nowhere. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from addiction.core import AddictionError
from addiction.games import LEVELS, DealVerdict, Judgement
from addiction.games.gaps.engine import Decision, GapsGame, Rules
from addiction.games.gaps.engine.rules import rules_key

# Positions a search of the judging player. Measured on deals 1-20 of each game (this
# machine, shared): 50,000 won as many deals as 200,000 in all but a few games, in a third
# to a quarter of the time (NOTES-deals.md has the figures).
JUDGE_NODES: Final = 50_000
# Positions of the proof that a deal without redeals is lost (one search, every move). Such
# proofs are rare: at 200,000 positions it proved none of deals 1-15 of Addiction without
# redeals, Spaces and Aces or Double Montana lost (0.3-1 s each), so it gets no more than
# the judge's own budget and catches only deals lost from the start at once.
PROOF_NODES: Final = JUDGE_NODES
# What the judging player may need to win a deal of each level (easy, medium, hard; expert
# beyond, or not won): (redeals used, positions searched in all), compared in that order.
# Chosen by ``tools/calibrate_levels.py`` on deals 81001 on (see NOTES-deals.md).
Effort = tuple[int, int]
LEVEL_EDGES: Final[dict[str, tuple[Effort, Effort, Effort]]] = {
    "addiction": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "montana": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "spaces": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "blue-moon": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "red-moon": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "galary": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "moonlight": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "jungle": ((0, 400_000), (1, 800_000), (2, 1_600_000)),
    "spaces-and-aces": ((0, 100_000), (0, 300_000), (0, 1_000_000)),
    "paganini": ((0, 100_000), (0, 300_000), (1, 1_000_000)),
    "double-montana": ((0, 100_000), (0, 300_000), (0, 1_000_000)),
}


def rules_of(game_id: str, options: Any) -> Rules:
    """The rules ``options`` stands for (None: the game's own); ``ValueError`` otherwise."""
    if options is None:
        return Rules.of(game_id)
    if not isinstance(options, Rules) or options.variant != game_id:
        raise ValueError(f"{options!r} are not rules of {game_id}")
    return options


def play_line(deal: int, rules: Rules, nodes: int, cancelled: Callable[[], bool] = lambda: False
              ) -> tuple[bool, tuple[Decision, ...], int]:
    """Play ``deal`` from its start with the family's computer player at ``nodes`` positions a
    search, as ``addiction-study`` does: whether it won, every decision it took, and the
    positions it searched in all."""
    from addiction.games.gaps.solver.family import advisor_for  # noqa: PLC0415 - the solver is big

    game = GapsGame.new(deal, rules)
    advisor = advisor_for(rules.variant, nodes=nodes)
    line: list[Decision] = []
    while not cancelled():
        decision = advisor.choose(game)
        if decision is None:
            break
        if decision == "redeal" and not game.can_redeal:
            break  # a plan that ends in a redeal the rules do not allow yet: nothing on
        line.append(decision)
        game.play(decision)
    return game.is_won, tuple(line), advisor.searched


def effort_of(line: tuple[Decision, ...], searched: int) -> Effort:
    """What a won deal took: the redeals its line uses, then the positions searched."""
    return sum(1 for decision in line if decision == "redeal"), searched


def level_of(game_id: str, won: bool, effort: Effort) -> str:
    """The level of a deal the player won (or not) with ``effort``."""
    if won:
        for level, most in zip(LEVELS, LEVEL_EDGES[game_id], strict=False):
            if effort <= most:
                return level
    return LEVELS[-1]


def judge(game_id: str, deal: int, options: Any = None,
          cancelled: Callable[[], bool] = lambda: False) -> Judgement:
    """Judge ``deal`` of ``game_id`` (a member of the family) under ``options`` (``Rules``)."""
    rules = rules_of(game_id, options)
    try:
        start = GapsGame.new(deal, rules)
    except AddictionError as error:
        raise ValueError(str(error)) from error
    won, line, searched = play_line(deal, rules, JUDGE_NODES, cancelled)
    verdict: DealVerdict = "winnable" if won else "unknown"
    if not won and rules.redeals == 0 and not cancelled():
        from addiction.games.gaps.solver.family import winnable_by_nodes  # noqa: PLC0415

        if winnable_by_nodes(game_id, start.cells, PROOF_NODES, cancelled) == "not-winnable":
            verdict = "not-winnable"
    level = level_of(game_id, won, effort_of(line, searched))
    if cancelled():
        return Judgement(game_id, deal, rules_key(rules), "unknown", LEVELS[-1])
    return Judgement(game_id, deal, rules_key(rules), verdict, level, line if won else ())
