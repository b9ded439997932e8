# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What every game's rules share, in pure Python: cards, deal numbers and their shuffles, the
errors bad input is reported with, and the checks every saved game passes. No Qt, no game."""

from addiction.core.cards import CARDS, Card, parse_card
from addiction.core.errors import AddictionError, IllegalAction, NotationError, RulesError, SaveError
from addiction.core.rng import MAX_DEAL, MIN_DEAL

__all__ = [
    "CARDS",
    "MAX_DEAL",
    "MIN_DEAL",
    "AddictionError",
    "Card",
    "IllegalAction",
    "NotationError",
    "RulesError",
    "SaveError",
    "parse_card",
]
