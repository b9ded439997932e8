# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Gaps family: Addiction (Gaps, Montana, Spaces) and its ten relatives, one engine, one
computer player, one page and one table for all eleven, each member a ``Variant`` of rules.

Below: ``engine/`` (rules and notation, no Qt), ``solver/`` (search cores in C with their
pure-Python twins, and the players built on them, no Qt), then the Qt side: ``model``,
``view`` and ``layout`` (the 4×13 table), ``page``, ``keeper`` (saved games and records),
``rules_text`` and ``study`` (``addiction-study``). Here: the family's declarations for the
registry.
"""

from __future__ import annotations

from typing import Final

from addiction.contract import QT_TRANSLATE_NOOP, Family, GameSpec
from addiction.core.options import Option, as_int, one_of
from addiction.games.gaps.engine.rules import GAP_PLACEMENTS, MAX_REDEALS, REDEAL_WHEN, Rules

FAMILY: Final = "gaps"
_PAGE: Final = "addiction.games.gaps.page:GapsPage"
_STUDY: Final = "addiction.games.gaps.study:gaps_study"
_JUDGE: Final = "addiction.games.gaps.deals:judge"
_LEVEL_DEALS: Final = "addiction.games.gaps.deals:level_deals"
_ANALYST: Final = "addiction.games.gaps.analysis:GapsAnalyst"
# The compiled search cores (their pure-Python twins serve where they were not built).
# What its worker threads use, imported before one starts (GameSpec.prepare).
_WORKERS: Final = ("addiction.games.gaps.solver", "addiction.games.gaps.solver.family")
_COMPILED: Final = ("addiction.games.gaps.solver._core", "addiction.games.gaps.solver._family")
_DEFAULT_RULES: Final = Rules()
# When a redeal is allowed is one choice for the whole family.
REDEAL_WHEN_OPTION: Final = Option("rules/redeal_when", _DEFAULT_RULES.redeal_when, one_of(REDEAL_WHEN))
# Addiction alone lets the player set its redeals and where a redeal puts the gaps.
REDEALS_OPTION: Final = Option("rules/redeals", _DEFAULT_RULES.redeals, as_int(0, MAX_REDEALS))
GAPS_OPTION: Final = Option("rules/gaps", _DEFAULT_RULES.gaps, one_of(GAP_PLACEMENTS))


def _relative(id: str, title: str, description: str, max_score: int, deal: int) -> GameSpec:
    """A relative of Addiction: its rules are the engine's ``Variant`` of the same id."""
    return GameSpec(
        id=id, title=title, description=description, max_score=max_score, page=_PAGE,
        study=_STUDY, self_test_deal=deal, family=FAMILY, options=(REDEAL_WHEN_OPTION,),
        rules_example="redeal_when=any", compiled=_COMPILED, judge=_JUDGE,
        analyst=_ANALYST, workers=_WORKERS, level_deals=_LEVEL_DEALS,
    )


GAMES: Final[tuple[GameSpec, ...]] = (
    GameSpec(
        id="addiction",
        title=QT_TRANSLATE_NOOP("Games", "Addiction"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Gaps, Montana: slide the cards into four rows, 2 to King."),
        max_score=48, page=_PAGE, study=_STUDY, self_test_deal=1,
        options=(REDEALS_OPTION, GAPS_OPTION, REDEAL_WHEN_OPTION),
        rules_example="redeals=2,gaps=random,redeal_when=any", compiled=_COMPILED,
        judge=_JUDGE,
        analyst=_ANALYST, workers=_WORKERS, level_deals=_LEVEL_DEALS,
    ),
    _relative(
        "montana", QT_TRANSLATE_NOOP("Games", "Montana"),
        QT_TRANSLATE_NOOP("Games", "Addiction's table with two redeals."), 48, 1),
    _relative(
        "spaces", QT_TRANSLATE_NOOP("Games", "Spaces"),
        QT_TRANSLATE_NOOP("Games", "Montana, but a redeal scatters the gaps anywhere."), 48, 2),
    _relative(
        "blue-moon", QT_TRANSLATE_NOOP("Games", "Blue Moon"),
        QT_TRANSLATE_NOOP("Games", "All 52 cards in rows of 14; each row runs Ace to King."), 52, 2),
    _relative(
        "red-moon", QT_TRANSLATE_NOOP("Games", "Red Moon"),
        QT_TRANSLATE_NOOP("Games", "Blue Moon with every Ace dealt first, a gap beside it."), 52, 2),
    _relative(
        "galary", QT_TRANSLATE_NOOP("Games", "Galary"),
        QT_TRANSLATE_NOOP("Games", "Red Moon's deal; a gap also takes the card below its right neighbour."),
        52, 1),
    _relative(
        "moonlight", QT_TRANSLATE_NOOP("Games", "Moonlight"),
        QT_TRANSLATE_NOOP("Games", "Montana's deal; a gap grows from either side."), 48, 2),
    _relative(
        "jungle", QT_TRANSLATE_NOOP("Games", "Jungle"),
        QT_TRANSLATE_NOOP("Games", "Blue Moon where a gap takes the next rank of any suit."), 52, 1),
    _relative(
        "spaces-and-aces", QT_TRANSLATE_NOOP("Games", "Spaces and Aces"),
        QT_TRANSLATE_NOOP("Games", "A gap takes any higher card of its neighbour's suit; no redeal."),
        52, 1),
    _relative(
        "paganini", QT_TRANSLATE_NOOP("Games", "Paganini"),
        QT_TRANSLATE_NOOP("Games", "A short deck of 36 cards: Ace, then 6 to King."), 36, 1),
    _relative(
        "double-montana", QT_TRANSLATE_NOOP("Games", "Double Montana"),
        QT_TRANSLATE_NOOP("Games", "Two decks in eight rows of 14; no redeal."), 104, 2),
)

FAMILIES: Final[tuple[Family, ...]] = (
    Family(
        id=FAMILY,
        title=QT_TRANSLATE_NOOP("Games", "Gaps Family"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Ten relatives of Addiction: Montana, Spaces, Blue Moon and more."),
        miniature="blue-moon",
    ),
)
