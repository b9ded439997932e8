# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The games on offer: one declaration each, the only place that lists them.

The window, the start screen, the Game menu, the records, the self-test and ``addiction-study``
all read ``GAMES``; none of them names a game. A declaration is plain data with no Qt in it,
so the study and the store can read it too: the parts that need Qt (the page) or the solver
(the study) are named by ``"module:attribute"`` and imported only when first wanted, which
also keeps them out of start-up.

Adding a game is its engine, its model and page, and one entry below.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Final


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for the translation catalogues; the UI translates it when it shows it."""
    del context
    return text


# The translation context of the titles and descriptions below.
TITLES_CONTEXT: Final = "Games"


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: what it is called, how it scores, and where its parts live.

    ``page`` is the Qt page class that plays it in the window (its table, status strip, menus
    of options, rules text and start-screen miniature); ``study`` a function returning its
    ``addiction.solver.study.Study`` (options, one-deal runner, summary) for ``addiction-study``.
    """

    id: str
    title: str
    description: str
    max_score: int
    page: str
    study: str
    # A deal the self-test lets Auto play to a win.
    self_test_deal: int

    def load(self, attribute: str) -> Any:
        """Import what ``page`` or ``study`` names (the attribute's name, not its value)."""
        module, _, name = getattr(self, attribute).partition(":")
        return getattr(importlib.import_module(module), name)


GAMES: Final[tuple[GameSpec, ...]] = (
    GameSpec(
        id="addiction",
        title=QT_TRANSLATE_NOOP("Games", "Addiction"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Gaps, Montana: slide the cards into four rows, 2 to King."),
        max_score=48,
        page="addiction.ui.addiction_page:AddictionPage",
        study="addiction.solver.study:addiction_study",
        self_test_deal=1,
    ),
    GameSpec(
        id="pyramid",
        title=QT_TRANSLATE_NOOP("Games", "Pyramid"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Clear the pyramid by removing pairs that add up to 13."),
        max_score=28,
        page="addiction.ui.pyramid_page:PyramidPage",
        study="addiction.solver.study:pyramid_study",
        self_test_deal=2,
    ),
)

GAME_IDS: Final[tuple[str, ...]] = tuple(spec.id for spec in GAMES)
DEFAULT_GAME: Final = GAMES[0].id


def game_spec(game_id: str) -> GameSpec:
    """The declaration of ``game_id``; ``ValueError`` naming the games there are otherwise."""
    for spec in GAMES:
        if spec.id == game_id:
            return spec
    raise ValueError(f"there is no game called {game_id!r}; choose from {', '.join(GAME_IDS)}")


def spec_of_rules_key(rules_key: str) -> GameSpec | None:
    """The game a record book's rule-set key (``game:options``) belongs to, if it is one of ours."""
    game_id = rules_key.partition(":")[0]
    return next((spec for spec in GAMES if spec.id == game_id), None)
