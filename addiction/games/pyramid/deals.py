# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the computer knows of a Pyramid deal from its start: winnable or proven lost, its
difficulty, and a clearing line (``GameSpec.judge`` names ``judge``).

The solver (``solver.solve_within``) searches at most ``JUDGE_STATES`` states, a count and
not a clock, so every machine gives the same answer: "winnable" with the line it found,
"not-winnable" when it saw every state that could matter, "unknown" when the budget ran out
first.

The level of a winnable deal is how often a *quick player* clears it: the greedy simple player
that also draws among actions a little below the best (``simple_player.quick_play``), playing
``LEVEL_LINES`` games on seeds 0 to ``LEVEL_LINES - 1``. Where it clears most of them the deal
is easy; where it clears none, or the solver found no line, expert (``LEVEL_WINS``). Fixed
seeds and a count of games, no clock: the same level on every machine. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from addiction.contract import LEVELS, Judgement, listed_level_deals
from addiction.core import AddictionError
from addiction.games.pyramid.engine import MODES, Mode, PyramidGame, rules_key
from addiction.games.pyramid.simple_player import quick_play

# States the judge's search may take: every one of deals 1-200 took far fewer (docs/computer-player.md).
JUDGE_STATES: Final = 20_000
# The quick player's games a deal.
LEVEL_LINES: Final = 16
# The fewest of its ``LEVEL_LINES`` games the quick player clears on a deal of each level (easy,
# medium, hard; expert below): Classic's are the quarters of the winnable deals of
# ``tools/calibration/pyramid-*.jsonl`` by ``python -m tools.calibrate_levels calibrate``;
# Relaxed's measured apart (docs/computer-player.md).
LEVEL_WINS: Final[dict[Mode, tuple[int, int, int]]] = {
    "classic": (16, 9, 1),
    "relaxed": (16, 10, 4),
}


def mode_of(options: Any) -> Mode:
    """The mode ``options`` names (None: Classic, the game's own); ``ValueError`` otherwise."""
    if options is None:
        return "classic"
    for mode in MODES:
        if options == mode:
            return mode
    raise ValueError(f"{options!r} is not a Pyramid mode; choose one of {', '.join(MODES)}")


def quick_wins(deal: int, mode: Mode, seeds: range = range(LEVEL_LINES),
               cancelled: Callable[[], bool] = lambda: False) -> int:
    """How many of its games on ``deal`` the quick player clears, one game a seed."""
    return sum(quick_play(deal, mode, seed) for seed in seeds if not cancelled())


def level_of(mode: Mode, wins: int) -> str:
    """The level of a winnable deal the quick player cleared ``wins`` of ``LEVEL_LINES``
    games of."""
    for level, fewest in zip(LEVELS, LEVEL_WINS[mode], strict=False):
        if wins >= fewest:
            return level
    return LEVELS[-1]


def rate(deal: int, mode: Mode, cancelled: Callable[[], bool] = lambda: False) -> str:
    """``level_of`` the quick player's wins on winnable ``deal``, its games stopped as soon as
    the rest could not change the level."""
    wins = 0
    for seed in range(LEVEL_LINES):
        if cancelled():
            break
        wins += quick_play(deal, mode, seed)
        left = LEVEL_LINES - seed - 1
        if level_of(mode, wins) == level_of(mode, wins + left):
            break
    return level_of(mode, wins)


def judge(game_id: str, deal: int, options: Any = None,
          cancelled: Callable[[], bool] = lambda: False, *, rated: bool = True) -> Judgement:
    """Judge Pyramid deal ``deal`` in mode ``options``; without its level (the quick player's
    games) unless ``rated`` or the deal is not winnable (then expert at no cost)."""
    from addiction.games.pyramid.solver import solve_within  # noqa: PLC0415 - loads on first use

    mode = mode_of(options)
    try:
        game = PyramidGame.new(deal, mode)
    except AddictionError as error:
        raise ValueError(str(error)) from error
    verdict, line, _ = solve_within(game, JUDGE_STATES, cancelled)
    won = verdict == "winnable" and line is not None
    level = (rate(deal, mode, cancelled) if rated else None) if won else LEVELS[-1]
    if cancelled():
        return Judgement(game_id, deal, rules_key(mode), "unknown", LEVELS[-1])
    return Judgement(game_id, deal, rules_key(mode), verdict, level,
                     tuple(line) if won and line is not None else ())


def level_deals(game_id: str, level: str, options: Any = None) -> tuple[int, ...]:
    """Classic deals this judge finds winnable at ``level`` (``level_deals.json``, written by
    ``python -m tools.check_levels known``); none in Relaxed, where levels fall otherwise."""
    if mode_of(options) != "classic":
        return ()
    return listed_level_deals(__name__.rpartition(".")[0], game_id, level)
