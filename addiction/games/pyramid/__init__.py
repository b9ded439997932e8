# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid: pairs that add up to 13 cleared from a pyramid of 28 cards, with a stock beside it.

``engine`` (rules and notation) and ``solver`` (the search behind Hint and Auto) import no
Qt; ``model``, ``view``, ``page`` and ``keeper`` are its side of the window, ``study`` its
part of ``addiction-study``. Here: its declaration for the registry.
"""

from __future__ import annotations

from typing import Final

from addiction.contract import QT_TRANSLATE_NOOP, GameSpec
from addiction.core.options import Option, one_of
from addiction.games.pyramid.engine import MODES

# Classic or Relaxed, as last chosen.
MODE_OPTION: Final = Option("game/pyramid_mode", "classic", one_of(MODES))

GAMES: Final[tuple[GameSpec, ...]] = (
    GameSpec(
        id="pyramid",
        title=QT_TRANSLATE_NOOP("Games", "Pyramid"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Clear the pyramid by removing pairs that add up to 13."),
        max_score=28,
        page="addiction.games.pyramid.page:PyramidPage",
        study="addiction.games.pyramid.study:pyramid_study",
        self_test_deal=2,
        options=(MODE_OPTION,), rules_example="relaxed",
        judge="addiction.games.pyramid.deals:judge",
        analyst="addiction.games.pyramid.analysis:PyramidAnalyst",
        # What its worker threads use, imported before one starts (GameSpec.prepare).
        workers=("addiction.games.pyramid.solver",),
        level_deals="addiction.games.pyramid.deals:level_deals",
    ),
)
