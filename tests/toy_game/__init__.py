# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens, a toy patience living in the test tree, proves that a game needs no change outside
its own folder (``tests/test_toy_game.py`` registers it and plays it). Eighteen cards, seven
in a row: remove two that add up to 10, refilled from the stock. ``engine`` and ``players``
(judge, analyst, study) import no Qt; ``view`` and ``page`` are its side of the window."""

from __future__ import annotations

from typing import Final

from addiction.contract import QT_TRANSLATE_NOOP, STANDARD_RULES, GameSpec
from tests.toy_game.engine import SIZE

WON_BY_GREEDY: Final = 1  # the greedy player wins deal 1 (the test checks it)

GAMES: Final[tuple[GameSpec, ...]] = (
    GameSpec(
        id="toy", title=QT_TRANSLATE_NOOP("Games", "Tens"),
        description=QT_TRANSLATE_NOOP("Games", "Remove pairs that add up to 10 from a row of seven."),
        max_score=SIZE, self_test_deal=WON_BY_GREEDY, rules_example=STANDARD_RULES,
        page="tests.toy_game.page:ToyPage",
        study="tests.toy_game.players:toy_study",
        judge="tests.toy_game.players:judge",
        analyst="tests.toy_game.players:ToyAnalyst",
    ),
)
