# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules of the Gaps family and Pyramid in pure Python: no Qt is imported below this package."""

from .board import COLS, COORDS, ROWS, Board, Place
from .cards import CARDS, Card, parse_card
from .errors import AddictionError, IllegalAction, NotationError, RulesError, SaveError
from .game import FULL_SCORE, Action, AddictionGame, Decision, Move, Redeal
from .rng import MAX_DEAL, MIN_DEAL
from .rules import Rules
from .variants import VARIANT_IDS, VARIANTS, Variant, variant

__all__ = [
    "CARDS",
    "COLS",
    "COORDS",
    "FULL_SCORE",
    "MAX_DEAL",
    "MIN_DEAL",
    "ROWS",
    "VARIANTS",
    "VARIANT_IDS",
    "Action",
    "AddictionError",
    "AddictionGame",
    "Board",
    "Card",
    "Decision",
    "IllegalAction",
    "Move",
    "NotationError",
    "Place",
    "Redeal",
    "Rules",
    "RulesError",
    "SaveError",
    "Variant",
    "parse_card",
    "variant",
]
