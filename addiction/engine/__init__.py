# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules of Addiction and Pyramid in pure Python: no Qt is imported below this package."""

from .board import COLS, COORDS, ROWS, Board, Place
from .cards import CARDS, Card, parse_card
from .errors import AddictionError, IllegalAction, NotationError, RulesError, SaveError
from .game import FULL_SCORE, Action, AddictionGame, Decision, Move, Redeal
from .rng import MAX_DEAL, MIN_DEAL
from .rules import Rules

__all__ = [
    "CARDS",
    "COLS",
    "COORDS",
    "FULL_SCORE",
    "MAX_DEAL",
    "MIN_DEAL",
    "ROWS",
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
    "parse_card",
]
