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

The level is how often a *quick player* wins the deal: the same computer player searching
only ``LEVEL_NODES`` positions a search (a player who looks a few moves ahead), playing
``LEVEL_LINES`` games whose ties are broken by other seeds; in a few games (``SCORED``) a lost
game counts for the share of the full score it reached. Where most of its games win, the
deal is easy; where none does, it is expert (``LEVEL_RATINGS``). Positions, not seconds, and fixed
seeds: the same level on every machine. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final

from addiction.contract import LEVELS, DealVerdict, Judgement, listed_level_deals
from addiction.core import AddictionError
from addiction.games.gaps.engine import Decision, GapsGame, Rules
from addiction.games.gaps.engine.rules import rules_key

# Positions a search of the judging player (why 50,000: docs/computer-player.md).
JUDGE_NODES: Final = 50_000
# Decisions after which a play is abandoned (far beyond any real game; a starved search could
# otherwise circle).
MAX_DECISIONS: Final = 5_000
# Positions of the proof that a deal without redeals is lost: one search, every move; it only
# catches a deal lost from its start at once (the figures: docs/computer-player.md).
PROOF_NODES: Final = 5_000
# The quick player's positions a search, per game (how each was chosen:
# docs/computer-player.md).
LEVEL_NODES: Final[dict[str, int]] = {
    "addiction": 300, "montana": 1_000, "spaces": 1_000, "blue-moon": 300, "red-moon": 300,
    "galary": 300, "moonlight": 250, "jungle": 250, "paganini": 300,
    "spaces-and-aces": 5_000, "double-montana": 20_000,
}
# The quick player's games a deal, and how far apart their seeds lie (a game searches again
# with the next seeds when a line leads nowhere). Jungle's redeal decides so much that it plays
# 48 (docs/computer-player.md).
LEVEL_LINES: Final[dict[str, int]] = {game: 16 for game in LEVEL_NODES} | {"jungle": 48}
SEED_STRIDE: Final = 10_000
# The games whose rating counts a lost game of the quick player for the share of the full
# score it reached (``rating``), not as nothing, since there wins alone tell deals apart poorly
# (docs/computer-player.md).
SCORED: Final = frozenset({"moonlight", "jungle", "spaces-and-aces"})
# The least rating (``rating``: of its ``LEVEL_LINES`` games the quick player won, in a game of
# ``SCORED`` with its losses' score shares) a deal of each level has (easy, medium, hard;
# expert below): the quarters of the winnable deals of the calibration files, by
# ``python -m tools.calibrate_levels calibrate tools/calibration/levels-*.jsonl``
# (docs/computer-player.md).
LEVEL_RATINGS: Final[dict[str, tuple[float, float, float]]] = {
    "addiction": (13, 11, 9),
    "montana": (12, 9, 6),
    "spaces": (8, 6, 4),
    "blue-moon": (10, 7, 4),
    "red-moon": (12, 8, 4),
    "galary": (12, 10, 8),
    "moonlight": (12.81, 11.7, 9.64),
    "jungle": (41.17, 39.89, 38.8),
    "spaces-and-aces": (14.41, 13.67, 12.48),
    "paganini": (14, 8, 1),
    "double-montana": (11, 8, 5),
}


def rules_of(game_id: str, options: Any) -> Rules:
    """The rules ``options`` stands for (None: the game's own); ``ValueError`` otherwise."""
    if options is None:
        return Rules.of(game_id)
    if not isinstance(options, Rules) or options.variant != game_id:
        raise ValueError(f"{options!r} are not rules of {game_id}")
    return options


def play_line(deal: int, rules: Rules, nodes: int, cancelled: Callable[[], bool] = lambda: False,
              seed: int = 0) -> tuple[bool, tuple[Decision, ...]]:
    """Play ``deal`` from its start with the family's computer player at ``nodes`` positions a
    search (its tie-breaks drawn by ``seed``), as ``addiction-study`` does: whether it won,
    and every decision it took."""
    game, line = _played(deal, rules, nodes, cancelled, seed)
    return game.is_won, line


def _played(deal: int, rules: Rules, nodes: int, cancelled: Callable[[], bool], seed: int,
            *, learned: bool = True) -> tuple[GapsGame, tuple[Decision, ...]]:
    from addiction.games.gaps.solver.family import advisor_for  # noqa: PLC0415 - the solver is big

    game = GapsGame.new(deal, rules)
    advisor = advisor_for(rules.variant, nodes=nodes, seed=seed, learned=learned)
    line: list[Decision] = []
    while not cancelled() and len(line) < MAX_DECISIONS:
        decision = advisor.choose(game)
        if decision is None:
            break
        if decision == "redeal" and not game.can_redeal:
            break  # a plan that ends in a redeal the rules do not allow yet: nothing on
        line.append(decision)
        game.play(decision)
    return game, tuple(line)


def quick_score(deal: int, rules: Rules, seed: int,
                cancelled: Callable[[], bool] = lambda: False) -> float:
    """The share of the full score the quick player's game on ``deal`` with the ``seed``-th
    seed ends with (1.0: a win). It values phase ends by their scores (no learned tables), as
    when the levels were calibrated: a stronger computer player does not move a deal's level."""
    game, _ = _played(deal, rules, LEVEL_NODES[rules.variant], cancelled, seed * SEED_STRIDE,
                      learned=False)
    return game.score / game.variant.full_score


def rating(game_id: str, shares: Iterable[float]) -> float:
    """A deal's rating from the score shares of the quick player's games in seed order: its
    wins, in a game of ``SCORED`` a lost game counting for its share."""
    if game_id in SCORED:
        return sum(shares)
    return float(sum(share == 1.0 for share in shares))


def quick_rating(deal: int, rules: Rules, cancelled: Callable[[], bool] = lambda: False) -> float:
    """The rating of ``deal`` by the quick player's ``LEVEL_LINES`` games, one a seed."""
    return rating(rules.variant, [quick_score(deal, rules, seed, cancelled)
                                  for seed in range(LEVEL_LINES[rules.variant])
                                  if not cancelled()])


def quick_level(deal: int, rules: Rules, cancelled: Callable[[], bool] = lambda: False) -> str:
    """``level_of`` the quick player's rating of ``deal``, its games stopped as soon as the
    rest could not change the level (each game adds at most 1 to the rating)."""
    game_id = rules.variant
    shares: list[float] = []
    lines = LEVEL_LINES[game_id]
    while len(shares) < lines and not cancelled():
        shares.append(quick_score(deal, rules, len(shares), cancelled))
        rated = rating(game_id, shares)
        if level_of(game_id, rated) == level_of(game_id, rated + lines - len(shares)):
            break
    return level_of(game_id, rating(game_id, shares))


def level_of(game_id: str, rated: float) -> str:
    """The level of a deal the quick player rated ``rated`` (``rating``)."""
    for level, least in zip(LEVELS, LEVEL_RATINGS[game_id], strict=False):
        if rated >= least:
            return level
    return LEVELS[-1]


def judge(game_id: str, deal: int, options: Any = None,
          cancelled: Callable[[], bool] = lambda: False, *, rated: bool = True) -> Judgement:
    """Judge ``deal`` of ``game_id`` (a member of the family) under ``options`` (``Rules``);
    without its level (the quick player's games) unless ``rated``."""
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
    # Only a deal shown winnable gets a level below expert: an easy deal nobody can win
    # would be a lie, and rating it would cost the quick player's games for nothing.
    level = (quick_level(deal, rules, cancelled) if won else LEVELS[-1]
             ) if rated else None
    if cancelled():
        return Judgement(game_id, deal, rules_key(rules), "unknown", LEVELS[-1])
    return Judgement(game_id, deal, rules_key(rules), verdict, level, line if won else ())


def level_deals(game_id: str, level: str, options: Any = None) -> tuple[int, ...]:
    """Deals of ``game_id`` this judge finds winnable at ``level`` under the game's own rules
    (``level_deals.json``, written by ``python -m tools.check_levels known``); none under other
    rules, where levels fall otherwise."""
    if rules_of(game_id, options) != Rules.of(game_id):
        return ()
    return listed_level_deals(__name__.rpartition(".")[0], game_id, level)
