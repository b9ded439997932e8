# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the computer knows of a Pyramid deal from its start: winnable or proven lost, its
difficulty, and a clearing line (``GameSpec.judge`` names ``judge``).

The solver (``solver.solve_within``) searches at most ``JUDGE_STATES`` states, a count and
not a clock, so every machine gives the same answer: "winnable" with the line it found,
"not-winnable" when it saw every state that could matter, "unknown" when the budget ran out
first. The level is the solver's effort, the states it took to find the line, against
``LEVEL_STATES`` (expert beyond them, or when no line was found). Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from addiction.core import AddictionError
from addiction.games import LEVELS, Judgement
from addiction.games.pyramid.engine import MODES, Mode, PyramidGame, rules_key

# States the judge's search may take. Deals 1-200 took at most 15,097 (Classic, a lost deal)
# and 1,493 (Relaxed), every one resolved; the rest is a margin.
JUDGE_STATES: Final = 20_000
# The most states the line of an easy, medium and hard deal may take: Classic's chosen by
# ``tools/calibrate_levels.py`` on deals 81001-81060 (see NOTES-deals.md); Relaxed's, not
# calibrated, near the quartiles of the winnable deals among 1-200.
LEVEL_STATES: Final[dict[Mode, tuple[int, int, int]]] = {
    "classic": (63, 570, 1_666),
    "relaxed": (22, 26, 100),
}


def mode_of(options: Any) -> Mode:
    """The mode ``options`` names (None: Classic, the game's own); ``ValueError`` otherwise."""
    if options is None:
        return "classic"
    for mode in MODES:
        if options == mode:
            return mode
    raise ValueError(f"{options!r} is not a Pyramid mode; choose one of {', '.join(MODES)}")


def level_of(mode: Mode, won: bool, states: int) -> str:
    if won:
        for level, most in zip(LEVELS, LEVEL_STATES[mode], strict=False):
            if states <= most:
                return level
    return LEVELS[-1]


def judge(game_id: str, deal: int, options: Any = None,
          cancelled: Callable[[], bool] = lambda: False, *, rated: bool = True) -> Judgement:
    """Judge Pyramid deal ``deal`` in mode ``options`` (rated always: the level is the
    solver's own effort, so ``rated`` changes nothing)."""
    from addiction.games.pyramid.solver import solve_within  # noqa: PLC0415 - loads on first use

    mode = mode_of(options)
    try:
        game = PyramidGame.new(deal, mode)
    except AddictionError as error:
        raise ValueError(str(error)) from error
    verdict, line, states = solve_within(game, JUDGE_STATES, cancelled)
    if cancelled():
        return Judgement(game_id, deal, rules_key(mode), "unknown", LEVELS[-1])
    won = verdict == "winnable" and line is not None
    return Judgement(game_id, deal, rules_key(mode), verdict, level_of(mode, won, states),
                     tuple(line) if won and line is not None else ())
