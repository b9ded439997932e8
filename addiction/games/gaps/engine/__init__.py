# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules of the Gaps family in pure Python (no Qt below this package): the board, the
game with its moves, redeals and history, the rule options and each member's variant."""

from addiction.games.gaps.engine.board import COLS, COORDS, ROWS, Board, Place
from addiction.games.gaps.engine.game import FULL_SCORE, Decision, GapsGame, Move, Redeal, Step
from addiction.games.gaps.engine.rules import Rules
from addiction.games.gaps.engine.variants import VARIANT_IDS, VARIANTS, Variant, variant

__all__ = [
    "COLS",
    "COORDS",
    "FULL_SCORE",
    "ROWS",
    "VARIANTS",
    "VARIANT_IDS",
    "Board",
    "Decision",
    "GapsGame",
    "Move",
    "Place",
    "Redeal",
    "Rules",
    "Step",
    "Variant",
    "variant",
]
