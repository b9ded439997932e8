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
    of options, rules text and start-screen miniature); a class that serves several games makes
    each its own subclass (``GamePage.for_game``). ``study`` a function that, given the game's
    id, returns its ``addiction.solver.study.Study`` (options, one-deal runner, summary) for
    ``addiction-study``. ``family`` names the ``Family`` whose tile the game sits behind on
    the start screen and in the Game menu ("" for a game that has a tile of its own).
    """

    id: str
    title: str
    description: str
    max_score: int
    page: str
    study: str
    # A deal the self-test lets Auto play to a win.
    self_test_deal: int
    family: str = ""

    def load(self, attribute: str) -> Any:
        """Import what ``page`` or ``study`` names (the attribute's name, not its value)."""
        module, _, name = getattr(self, attribute).partition(":")
        return getattr(importlib.import_module(module), name)

    def page_class(self) -> Any:
        """The page class that plays this game (imported now if it was not yet)."""
        return self.load("page").for_game(self)

    def make_study(self) -> Any:
        """This game's ``Study`` for ``addiction-study`` (its solver is imported now)."""
        return self.load("study")(self.id)


@dataclass(frozen=True, slots=True)
class Family:
    """Related games that share one tile on the start screen and one submenu: the tile opens
    a chooser of its members. ``miniature`` is the member whose table the tile shows."""

    id: str
    title: str
    description: str
    miniature: str


def _gaps_variant(id: str, title: str, description: str, max_score: int, deal: int) -> GameSpec:
    """A relative of Addiction: its rules are the engine's ``Variant`` of the same id."""
    return GameSpec(
        id=id, title=title, description=description, max_score=max_score,
        page="addiction.ui.addiction_page:AddictionPage",
        study="addiction.solver.study:addiction_study",
        self_test_deal=deal, family=GAPS_FAMILY,
    )


GAPS_FAMILY: Final = "gaps"

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
    _gaps_variant(
        "montana", QT_TRANSLATE_NOOP("Games", "Montana"),
        QT_TRANSLATE_NOOP("Games", "Addiction's table with two redeals."), 48, 1),
    _gaps_variant(
        "spaces", QT_TRANSLATE_NOOP("Games", "Spaces"),
        QT_TRANSLATE_NOOP("Games", "Montana, but a redeal scatters the gaps anywhere."), 48, 2),
    _gaps_variant(
        "blue-moon", QT_TRANSLATE_NOOP("Games", "Blue Moon"),
        QT_TRANSLATE_NOOP("Games", "All 52 cards in rows of 14; each row runs Ace to King."), 52, 2),
    _gaps_variant(
        "red-moon", QT_TRANSLATE_NOOP("Games", "Red Moon"),
        QT_TRANSLATE_NOOP("Games", "Blue Moon with every Ace dealt first, a gap beside it."), 52, 2),
    _gaps_variant(
        "galary", QT_TRANSLATE_NOOP("Games", "Galary"),
        QT_TRANSLATE_NOOP("Games", "Red Moon's deal; a gap also takes the card below its right neighbour."),
        52, 1),
    _gaps_variant(
        "moonlight", QT_TRANSLATE_NOOP("Games", "Moonlight"),
        QT_TRANSLATE_NOOP("Games", "Montana's deal; a gap grows from either side."), 48, 2),
    _gaps_variant(
        "jungle", QT_TRANSLATE_NOOP("Games", "Jungle"),
        QT_TRANSLATE_NOOP("Games", "Blue Moon where a gap takes the next rank of any suit."), 52, 1),
    _gaps_variant(
        "spaces-and-aces", QT_TRANSLATE_NOOP("Games", "Spaces and Aces"),
        QT_TRANSLATE_NOOP("Games", "A gap takes any higher card of its neighbour's suit; no redeal."),
        52, 1),
    _gaps_variant(
        "paganini", QT_TRANSLATE_NOOP("Games", "Paganini"),
        QT_TRANSLATE_NOOP("Games", "A short deck of 36 cards: Ace, then 6 to King."), 36, 1),
    _gaps_variant(
        "double-montana", QT_TRANSLATE_NOOP("Games", "Double Montana"),
        QT_TRANSLATE_NOOP("Games", "Two decks in eight rows of 14; no redeal."), 104, 2),
)

FAMILIES: Final[tuple[Family, ...]] = (
    Family(
        id=GAPS_FAMILY,
        title=QT_TRANSLATE_NOOP("Games", "Gaps Family"),
        description=QT_TRANSLATE_NOOP(
            "Games", "Ten relatives of Addiction: Montana, Spaces, Blue Moon and more."),
        miniature="blue-moon",
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


def members(family_id: str) -> tuple[GameSpec, ...]:
    """The games behind a family's tile, in the registry's order."""
    return tuple(spec for spec in GAMES if spec.family == family_id)


def family(family_id: str) -> Family:
    """The family called ``family_id``; ``ValueError`` when there is none."""
    for found in FAMILIES:
        if found.id == family_id:
            return found
    raise ValueError(f"there is no family of games called {family_id!r}")


def spec_of_rules_key(rules_key: str) -> GameSpec | None:
    """The game a record book's rule-set key (``game:options``) belongs to, if it is one of ours."""
    game_id = rules_key.partition(":")[0]
    return next((spec for spec in GAMES if spec.id == game_id), None)
