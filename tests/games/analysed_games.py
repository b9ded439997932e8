# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Finished games to analyse, built from the computer's own winning lines: a won game, and a
game with one blunder (a step that leaves the winning line for a position proven lost).

The deals and steps were found once by a search over deals (the first deal whose line has a
step with such a blunder); the tests check the property, not these numbers.
"""

from __future__ import annotations

from typing import Any

from addiction.games.gaps import analysis as gaps_analysis
from addiction.games.gaps.engine import Decision, GapsGame, Move, Rules
from addiction.games.pyramid.engine import DRAW, Action, PyramidGame
from addiction.games.pyramid.solver import solve

# Addiction without redeals, deal 3: Auto wins it; 2♣ from row 4, column 3 to row 3, column 1
# instead of its 24th move leaves no win (and playing on soon ends the game).
GAPS_RULES = Rules(redeals=0)
GAPS_DEAL = 3
GAPS_BLUNDER_AT = 23
# The blunder's places (the card is whichever lies there then).
GAPS_BLUNDER = ((3, 2), (2, 0))
# Pyramid (Classic), deal 3: the solver clears it; turning the stock instead of its 33rd
# action leaves no way to clear it.
PYRAMID_DEAL = 3
PYRAMID_BLUNDER_AT = 32
PYRAMID_BLUNDER: Action = DRAW


def _play(game: GapsGame, decision: Decision) -> None:
    if decision == "redeal":
        game.redeal()
    else:
        game.play(decision)


def gaps_line() -> tuple[GapsGame, list[Decision]]:
    """The deal, and the line with which the computer wins it."""
    game = GapsGame.new(GAPS_DEAL, GAPS_RULES)
    line = gaps_analysis._play_out(game.copy(), gaps_analysis.NODES, lambda: False)
    assert line is not None, "the computer no longer wins the test's deal"
    return game, line


def gaps_won() -> dict[str, Any]:
    game, line = gaps_line()
    for decision in line:
        _play(game, decision)
    assert game.is_won
    return game.to_dict()


def gaps_blunder_move(game: GapsGame) -> Move:
    """The blunder as a move of ``game`` (the card that lies on its source place)."""
    src, dst = GAPS_BLUNDER
    card = game.cell(src)
    assert card is not None
    return Move(card, src, dst)


def gaps_blundered() -> tuple[dict[str, Any], GapsGame]:
    """The won line up to the blunder, the blunder, then the first legal move until the game
    is over; and the position just before the blunder."""
    game, line = gaps_line()
    for decision in line[:GAPS_BLUNDER_AT]:
        _play(game, decision)
    before = game.copy()
    game.play(gaps_blunder_move(game))
    while not game.is_over:
        game.play(game.moves()[0])
    return game.to_dict(), before


def pyramid_line() -> tuple[PyramidGame, list[Action]]:
    game = PyramidGame.new(PYRAMID_DEAL)
    verdict, line = solve(game.copy(), 30.0)
    assert verdict == "winnable" and line is not None
    return game, line


def pyramid_won() -> dict[str, Any]:
    game, line = pyramid_line()
    for action in line:
        game.play(action)
    assert game.is_won
    return game.to_dict()


def pyramid_blundered() -> tuple[dict[str, Any], PyramidGame]:
    game, line = pyramid_line()
    for action in line[:PYRAMID_BLUNDER_AT]:
        game.play(action)
    before = game.copy()
    game.play(PYRAMID_BLUNDER)
    while not game.is_over:
        removals = [a for a in game.actions() if a.is_removal]
        game.play((removals or game.actions())[0])
    return game.to_dict(), before
