# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a game declares about itself, and one package below this one per family of games.

A family's package holds everything that knows its games: rules,
computer player, model, page, table, keeper, study part, and at its top the declarations
below, which the registry (``addiction.registry``) collects. A declaration is plain data with
no Qt in it, so the store and the studies can read it too; the parts that need Qt (the page)
or the solver (the study) are named by ``"module:attribute"`` and imported only when first
wanted, which also keeps them out of start-up.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Literal

from addiction.core.options import Option


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for the translation catalogues; the UI translates it when it shows it."""
    del context
    return text


# The translation context of the titles and descriptions of every declaration.
TITLES_CONTEXT: Final = "Games"

# What is known of a deal from its start: see ``Judgement``.
DealVerdict = Literal["winnable", "not-winnable", "unknown"]
# A deal's difficulty, easiest first (``Judgement.level``).
LEVELS: Final = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the computer knows of a deal, from its start, under one rule set.

    ``verdict`` "winnable": the computer player won it from the deal's start with the deal's
    own redeals, at its family's fixed node budget (or a solver found a winning line within
    its fixed budget of states); "not-winnable": a search proved it lost;
    "unknown": neither. The budgets count positions, never seconds, so every machine gives
    the same judgement. ``level`` is one of ``LEVELS``, or None when the judge was asked for
    the verdict alone (``rated=False``: where rating costs more than judging). ``line``, when winnable, is the
    winning line: each item is what the game's ``page.play_advice`` takes, played one after
    another from the deal's start; () otherwise.
    """

    game: str
    deal: int
    rules_key: str
    verdict: DealVerdict
    level: str | None
    line: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: what it is called, how it scores, and where its parts live.

    ``page`` is the Qt page class that plays it in the window (its table, status strip, menus
    of options, rules text and start-screen miniature); a class that serves several games makes
    each its own subclass (``GamePage.for_game``). ``study`` a function that, given the game's
    id, returns its ``addiction.study.cli.Study`` (options, one-deal runner, summary) for
    ``addiction-study``. ``family`` names the ``Family`` whose tile the game sits behind on
    the start screen and in the Game menu ("" for a game that has a tile of its own).
    ``options`` are the settings the game keeps (its rules and modes), with their defaults;
    ``rules_example`` shows how ``--rules`` writes them. ``compiled`` names the modules of its
    compiled search cores (optional: each has a pure-Python twin), for the self-test and the
    frozen bundle. ``judge`` names the function that judges a deal of the game from its start
    (see ``judge_deal``).
    ``analyst`` names the class that analyses a finished game of it move by
    move (``addiction.core.analysis``): ``analyse(data, cancelled=, progress=)``, ``steps``,
    ``position`` and ``advice``, over the data of the game's ``to_dict``; "" for none.
    ``workers`` names the modules its worker threads use (its solver, its deal judge, its
    analyst): ``prepare`` imports them on the window's thread before a worker starts.
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
    options: tuple[Option, ...] = ()
    rules_example: str = ""
    compiled: tuple[str, ...] = ()
    judge: str = ""
    analyst: str = ""
    workers: tuple[str, ...] = ()

    def load(self, attribute: str) -> Any:
        """Import what ``page``, ``study`` or ``analyst`` names (the attribute's name, not its
        value)."""
        module, _, name = getattr(self, attribute).partition(":")
        return getattr(importlib.import_module(module), name)

    def prepare(self) -> None:
        """Import every module the game's worker threads use, on the calling thread (the
        window's), before one of them starts.

        Two threads importing one module at once can each see the other's half-made module
        (``cannot import name ... from partially initialized module``): a worker thread only
        finds in ``sys.modules`` what was imported here. Cheap once done.
        """
        named = (getattr(self, attribute).partition(":")[0]
                 for attribute in ("judge", "analyst") if getattr(self, attribute))
        for module in (*self.workers, *named):
            if module not in sys.modules:
                importlib.import_module(module)

    def page_class(self) -> Any:
        """The page class that plays this game (imported now if it was not yet)."""
        return self.load("page").for_game(self)

    def make_study(self) -> Any:
        """This game's ``Study`` for ``addiction-study`` (its solver is imported now)."""
        return self.load("study")(self.id)

    def judge_deal(self, deal: int, options: Any = None,
                   cancelled: Callable[[], bool] = lambda: False, *,
                   rated: bool = True) -> Judgement:
        """Judge ``deal`` from its start under ``options`` (what the page's ``new_game``
        takes; None: the game's default rules). Pure Python, deterministic, and safe on a
        worker thread; ``cancelled`` is polled between searches, and once it says True the
        answer is an "unknown" that nobody should keep. With ``rated`` False a judge may
        leave the level out (None) where it costs more than the verdict. ``ValueError`` for
        a deal out of range or options of another game."""
        if not self.judge:
            raise ValueError(f"{self.id} has no judge of deals")
        judgement: Judgement = self.load("judge")(self.id, deal, options, cancelled, rated=rated)
        return judgement


@dataclass(frozen=True, slots=True)
class Family:
    """Related games that share one tile on the start screen and one submenu: the tile opens
    a chooser of its members. ``miniature`` is the member whose table the tile shows."""

    id: str
    title: str
    description: str
    miniature: str
