# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Deals made for the player, for any game: the next winnable deal, one of a chosen level, and
the deal of the day, looked for off the UI thread.

A ``DealFinder`` serves one page. It asks the window's ``Judging`` about one deal after
another, from a random one on, until a deal is what the player asked for; meanwhile the
window goes on. In the background it keeps a few deals of each wish the page names ready
(``look_ahead``: each level, and any winnable deal with Winnable Deals Only), refilled after
each is dealt, so that most New Games find theirs ready. A level asked before one is ready
starts from a deal of the game's list of that level (``GameSpec.deals_of_level``), found
with one judgement.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from datetime import date
from typing import Any, Final, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from addiction.contract import LEVELS, GameSpec, Judgement
from addiction.core.rng import MAX_DEAL, MIN_DEAL, random_deal
from addiction.dealing.window.judging import Judging

# Deals judged in a row before the search gives up (far beyond any game's need: the rarest
# level of the hardest game comes about once in a few dozen deals).
MAX_TRIES: Final = 400
# Deals found ahead of time for each wish: a player who asks for several New Games in a row
# finds them ready too. Bounded: with four levels, at most ten deals are kept for a game.
READY_AHEAD: Final = 2


class Wish(NamedTuple):
    """What the player asked of the next deal: a level (None: any) and whether it must be
    winnable."""

    level: str | None
    winnable: bool

    def granted_by(self, judgement: Judgement) -> bool:
        if self.winnable and judgement.verdict != "winnable":
            return False
        return self.level is None or judgement.level == self.level


class DealFinder(QObject):
    """Looks for deals of one game through ``judging``, under the rules ``options()`` gives
    (what the page's New Game would use now).

    ``found`` carries the ``Judgement`` of the deal to deal, for a wish asked with ``seek``;
    ``failed`` the wish when ``MAX_TRIES`` deals in a row did not grant it. ``daily`` carries
    ``(day, deal)`` for ``seek_daily`` (deal 0: it could not be found). Nothing comes after ``stop``.
    """

    found = Signal(object)
    failed = Signal(object)
    daily = Signal(object, int)
    _daily_done = Signal(object, int, int)  # day, deal, the generation that asked

    def __init__(self, spec: GameSpec, judging: Judging, options: Callable[[], Any],
                 parent: QObject | None = None, *,
                 start: Callable[[], int] = random_deal,
                 on_table: Callable[[], int | None] = lambda: None) -> None:
        super().__init__(parent)
        self._spec = spec
        self._judging = judging
        self._options = options
        self._start = start
        self._on_table = on_table
        # The deals this finder has dealt: a level's list never deals one of them again, nor
        # the deal on the table.
        self._given: set[int] = set()
        # The search under way: its wish, whether the player waits for it, the rules it
        # judges under, the deal asked about and how many were judged.
        self._wish: Wish | None = None
        self._urgent = False
        self._under: Any = None
        self._asked: int | None = None
        self._tries = 0
        # Deals found ahead of time, by wish, with the rules they were judged under; and the
        # wishes to keep deals ready for, in the order they are looked for.
        self._ready: dict[Wish, list[tuple[Any, Judgement]]] = {}
        self._ahead: list[Wish] = []
        self._dailies: dict[date, int] = {}
        self._generation = 0
        judging.judged.connect(self._judged)
        self._daily_done.connect(self._daily_found)

    @property
    def searching(self) -> bool:
        """Whether the player waits for a deal."""
        return self._urgent and (self._wish is not None or self._asked == -1)

    def seek(self, wish: Wish) -> None:
        """Find a deal granting ``wish`` for the player, who waits: from one found ahead of
        time when there is one, otherwise by a search from a random deal."""
        options = self._options()
        ready = [found for found in self._ready.pop(wish, []) if found[0] == options]
        if ready:
            if ready[1:]:
                self._ready[wish] = ready[1:]
            if self._wish is not None and self._urgent:
                self.stop()
            QTimer.singleShot(0, lambda judgement=ready[0][1]: self._deliver(judgement))
            return
        # The player waits: whatever else the judge was asked (the deal being left, a deal
        # looked for in the background) can go.
        self.stop()
        self._judging.cancel()
        self._begin(wish, urgent=True)

    def look_ahead(self, wishes: list[Wish]) -> None:
        """Keep ``READY_AHEAD`` deals granting each of ``wishes`` found in the background, one
        search at a time and the player's first, for the next ``seek``s."""
        self._ahead = list(wishes)
        self._prepare_next()

    def _prepare_next(self) -> None:
        if self._wish is not None:
            return  # one search at a time; the player's first
        options = self._options()
        for wish in self._ahead:
            self._ready[wish] = [found for found in self._ready.get(wish, [])
                                 if found[0] == options]
        wanting = [wish for wish in self._ahead if len(self._ready[wish]) < READY_AHEAD]
        if wanting:
            # The fewest ready first: one of each before a second of any.
            self._begin(min(wanting, key=lambda wish: len(self._ready[wish])), urgent=False)

    def stop(self) -> None:
        """Drop the search under way (the player's or a background one); found deals stay."""
        self._wish, self._urgent, self._asked = None, False, None
        self._generation += 1

    def ready(self, wish: Wish) -> int:
        """How many deals granting ``wish`` are found ahead of time."""
        return len(self._ready.get(wish, []))

    def forget_ready(self) -> None:
        """Forget the deals found ahead of time (the next ``seek`` searches afresh)."""
        self._ready.clear()

    def _begin(self, wish: Wish, *, urgent: bool) -> None:
        self._wish, self._urgent = wish, urgent
        self._under = self._options()
        self._tries = 0
        # The player waits for a level: from a deal known to be of it, when the game keeps a
        # list, one judgement finds it (a search from a random deal judges several).
        known = [deal for deal in (self._spec.deals_of_level(wish.level, self._under)
                                   if urgent and wish.level is not None else ())
                 if deal not in self._given and deal != self._on_table()]
        self._ask(random.choice(known) if known else self._start())

    def _ask(self, deal: int) -> None:
        if deal > MAX_DEAL:
            deal = MIN_DEAL
        self._asked = deal
        self._tries += 1
        # A wish for a winnable deal of any level needs verdicts only: a level can cost more.
        wish = self._wish
        self._judging.ask(self._spec, deal, self._under,
                          rated=wish is None or wish.level is not None)

    def _judged(self, judgement: Judgement) -> None:
        wish = self._wish
        if (wish is None or judgement.game != self._spec.id or judgement.deal != self._asked):
            return
        if self._urgent and wish.granted_by(judgement):
            self._wish, self._asked, self._urgent = None, None, False
            self._deliver(judgement)
            return
        if self._keep(judgement, wish):
            self._wish, self._asked = None, None
            # On to the next one, while there is room ahead.
            self._prepare_next()
            return
        if self._tries >= MAX_TRIES:
            urgent = self._urgent
            self.stop()
            if urgent:
                self.failed.emit(wish)
            else:
                # A wish the rules make too rare is not looked for again this session.
                if wish in self._ahead:
                    self._ahead.remove(wish)
                self._prepare_next()
            return
        self._ask(judgement.deal + 1)

    def _keep(self, judgement: Judgement, wish: Wish) -> bool:
        """Keep a deal judged on the way for the wish looked for in the background, or else for
        another wish kept ready that it grants and that has room (a search for an Expert deal
        meets Easy ones); whether the wish looked for got it."""
        looked_for = [] if self._urgent else [wish]
        for each in (*looked_for, *self._ahead):
            kept = self._ready.setdefault(each, [])
            if each.granted_by(judgement) and len(kept) < READY_AHEAD:
                kept.append((self._under, judgement))
                return each == wish
        return False

    def _deliver(self, judgement: Judgement) -> None:
        self._given.add(judgement.deal)
        self.found.emit(judgement)

    # --- the deal of the day ---------------------------------------------------------------

    def seek_daily(self, day: date) -> None:
        """Find the deal of ``day`` (the same for every player: ``addiction.dealing.daily``),
        on a worker thread the first time; ``daily`` brings it."""
        known = self._dailies.get(day)
        self.stop()
        if known is not None:
            QTimer.singleShot(0, lambda: self.daily.emit(day, known))
            return
        self._urgent, self._asked = True, -1
        generation, game = self._generation, self._spec.id
        done = self._daily_done

        def work() -> None:
            from addiction.dealing.daily import daily_deal  # noqa: PLC0415 - on demand

            try:
                deal = daily_deal(game, day)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                deal = 0
            done.emit(day, deal, generation)

        QThreadPool.globalInstance().start(work)

    def _daily_found(self, day: date, deal: int, generation: int) -> None:
        if deal:
            self._dailies[day] = deal
        if generation == self._generation:
            self._urgent, self._asked = False, None
            self.daily.emit(day, deal)


def level_names() -> dict[str, str]:
    """Each level's name for the player, easiest first."""
    names = {
        "easy": QCoreApplication.translate("Deals", "Easy"),
        "medium": QCoreApplication.translate("Deals", "Medium"),
        "hard": QCoreApplication.translate("Deals", "Hard"),
        "expert": QCoreApplication.translate("Deals", "Expert"),
    }
    return {level: names.get(level, level) for level in LEVELS}
