# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens, a toy patience that lives wholly in the test tree: the proof that a game needs no
change outside its own folder (``tests/test_toy_game.py`` registers it and plays it).

Eighteen cards (Ace to 9 of spades and hearts); seven lie in a row, the rest in a stock. Remove
two cards of the row that add up to 10; their places are filled again from the stock. Won
when every card is gone, over when no pair is left in the row.

``engine`` (rules and notation) and ``players`` (its computer players, judge, analyst and
study) import no Qt; ``view`` and ``page`` are its side of the window. Here: its declaration.
"""

from __future__ import annotations

from typing import Final

from addiction.contract import QT_TRANSLATE_NOOP, STANDARD_RULES, GameSpec
from tests.toy_game.engine import SIZE

# Deal 1 is won by the greedy player (``tests/test_toy_game.py`` checks it).
WON_BY_GREEDY: Final = 1

GAMES: Final[tuple[GameSpec, ...]] = (
    GameSpec(
        id="toy",
        title=QT_TRANSLATE_NOOP("Games", "Tens"),
        description=QT_TRANSLATE_NOOP("Games", "Remove pairs that add up to 10 from a row of seven."),
        max_score=SIZE,
        page="tests.toy_game.page:ToyPage",
        study="tests.toy_game.players:toy_study",
        self_test_deal=WON_BY_GREEDY,
        rules_example=STANDARD_RULES,
        judge="tests.toy_game.players:judge",
        analyst="tests.toy_game.players:ToyAnalyst",
    ),
)
