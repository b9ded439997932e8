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

The level is the least of ``LADDER``'s budgets at which the same player wins (easy, medium,
hard), and expert when it wins only with the whole budget or not at all. Pure Python, no Qt.
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
# Positions of the proof that a deal without redeals is lost (one search, every move).
PROOF_NODES: Final = 200_000
# The budgets of the easy, medium and hard levels, smallest first (see the module's note).
LADDER: Final = (1_000, 5_000, 20_000)


def rules_of(game_id: str, options: Any) -> Rules:
    """The rules ``options`` stands for (None: the game's own); ``ValueError`` otherwise."""
    if options is None:
        return Rules.of(game_id)
    if not isinstance(options, Rules) or options.variant != game_id:
        raise ValueError(f"{options!r} are not rules of {game_id}")
    return options


def play_line(deal: int, rules: Rules, nodes: int,
              cancelled: Callable[[], bool] = lambda: False) -> tuple[bool, tuple[Decision, ...]]:
    """Play ``deal`` from its start with the family's computer player at ``nodes`` positions a
    search, as ``addiction-study`` does: whether it won, and every decision it took."""
    from addiction.games.gaps.solver.family import advisor_for  # noqa: PLC0415 - the solver is big

    game = GapsGame.new(deal, rules)
    advisor = advisor_for(rules.variant, nodes=nodes)
    line: list[Decision] = []
    while not cancelled():
        decision = advisor.choose(game)
        if decision is None:
            break
        line.append(decision)
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return game.is_won, tuple(line)


def level_of(deal: int, rules: Rules, won: bool,
             cancelled: Callable[[], bool] = lambda: False) -> str:
    """The deal's level: the first rung of ``LADDER`` at which the player wins."""
    if won:
        for level, nodes in zip(LEVELS, LADDER, strict=False):
            if play_line(deal, rules, nodes, cancelled)[0]:
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
    won, line = play_line(deal, rules, JUDGE_NODES, cancelled)
    verdict: DealVerdict = "winnable" if won else "unknown"
    if not won and rules.redeals == 0 and not cancelled():
        from addiction.games.gaps.solver.family import winnable_by_nodes  # noqa: PLC0415

        if winnable_by_nodes(game_id, start.cells, PROOF_NODES, cancelled) == "not-winnable":
            verdict = "not-winnable"
    level = level_of(deal, rules, won, cancelled)
    if cancelled():
        return Judgement(game_id, deal, rules_key(rules), "unknown", LEVELS[-1])
    return Judgement(game_id, deal, rules_key(rules), verdict, level, line if won else ())
