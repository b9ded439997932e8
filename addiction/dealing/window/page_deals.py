# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A page's deals made for the player: Winnable Deals Only, a new game of a chosen level, the
deal of the day, and the chances of the game in play in the status strip.

The strip has one field for the chances (``page.level_label``): the deal's level, and one
word on winning. For the deal untouched, the deal's judgement says it (the computer won it
from there, or a search proved it lost); once a card has moved, the page's "still winnable"
search of the position, where the game has one, takes over (``show_position``). So the strip
never holds two answers to one question.

One ``PageDeals`` per page, for any game whose declaration names a judge
(``GameSpec.judge``); the window reaches it as ``page.deals``. The keeper is told each deal's
kind (normal, winnable, daily) before it is dealt, so the records keep them apart.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any, Final, Protocol

from PySide6.QtCore import QDate, QLocale, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGraphicsView, QLabel

from addiction.contract import LEVELS, GameSpec, Judgement
from addiction.dealing.window.deal_finder import DealFinder, Wish, level_names
from addiction.dealing.window.search_panel import SearchPanel
from addiction.store.keeper import Keeper


class DealsPage(Protocol):
    """What ``PageDeals`` uses of its page (``addiction.table.page.GamePage``)."""

    context: Any
    keeper: Keeper[Any] | None
    level_label: QLabel

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def spec(self) -> GameSpec: ...

    @property
    def game(self) -> Any: ...

    @property
    def rules_key(self) -> str: ...

    def deal_options(self) -> Any: ...

    def new_game(self, deal: int | None = None, options: Any = None) -> None: ...

    def say(self, text: str, ms: int = 0, aloud: str = "") -> None: ...

    def show_field(self, label: QLabel, on: bool) -> None: ...

    def set_paused(self, paused: bool) -> None: ...

# How long a sentence about a deal stays in the status bar.
NOTE_MS: Final = 6000
# The judge of the deal in play starts this long after it is dealt: not on the way to the
# first frame, and not for each deal a player skips through.
JUDGE_AFTER_MS: Final = 600


class PageDeals(QObject):
    """The deals made for the player on one page (see the module's note).

    ``described`` carries a deal of this game judged under the player's rules, and its
    level in words (for the Choose Deal dialog). ``today`` gives the player's calendar date
    (tests set it).
    """

    described = Signal(int, str)

    def __init__(self, page: DealsPage, parent: QObject) -> None:
        super().__init__(parent)
        self.page = page
        self.today: Callable[[], date] = date.today
        spec = page.spec
        self.available = bool(spec.judge)
        self.finder = DealFinder(spec, page.context.judging, page.deal_options, self,
                                 on_table=lambda: page.game.deal)
        self.finder.found.connect(self._found)
        self.finder.failed.connect(self._failed)
        self.finder.daily.connect(self._daily_found)
        page.context.judging.judged.connect(self._judged)
        # What the player asked of the deal being looked for (None: nothing asked).
        self._wish: Wish | None = None
        # The rated judgement of the deal in play, and what the page's search of the position
        # says (words and their tooltip), once known.
        self._judgement: Judgement | None = None
        self._position: tuple[str, str] | None = None
        self._judge_timer = QTimer(self)
        self._judge_timer.setSingleShot(True)
        self._judge_timer.setInterval(JUDGE_AFTER_MS)
        self._judge_timer.timeout.connect(self._judge_deal_in_play)
        self.action_winnable_only = QAction(self.tr("Winnable Deals &Only"), self)
        tip = self.tr("New Game deals only deals the computer has won from the start")
        self.action_winnable_only.setStatusTip(tip)
        self.action_winnable_only.setToolTip(tip)
        self.action_winnable_only.setCheckable(True)
        self.action_winnable_only.setChecked(self.winnable_only)
        self.action_winnable_only.setEnabled(self.available)
        self.action_winnable_only.toggled.connect(self.set_winnable_only)
        # Over the table while the player waits for a deal (made on the first wait).
        self.panel: SearchPanel | None = None

    @property
    def winnable_only(self) -> bool:
        """Whether New Game deals only winnable deals of this page's game."""
        return self.available and self.page.context.settings.winnable_only(self.page.spec.id)

    def set_winnable_only(self, on: bool) -> None:
        if not self.available:
            return
        self.page.context.settings.set_winnable_only(self.page.spec.id, on)
        self.action_winnable_only.setChecked(on)
        if on:
            self.page.say(self.tr("New Game will deal only winnable deals."), NOTE_MS)
        else:
            self.page.say(self.tr("New Game will deal any deal."), NOTE_MS)
        if not self.finder.searching:
            self.finder.stop()  # a deal looked for under the old choice is not wanted now
            self.finder.look_ahead(self._wishes())

    def _wishes(self) -> list[Wish]:
        """What New Game and each level of New Game of Level would ask for now: the deals
        kept ready in the background."""
        winnable = self.winnable_only
        levels = [Wish(level, winnable) for level in LEVELS]
        return [Wish(None, True), *levels] if winnable else levels

    @property
    def searching(self) -> bool:
        """Whether the player waits for a deal being looked for."""
        return self.finder.searching

    # --- what the window asks ------------------------------------------------------------

    def new_deal(self, level: str | None = None) -> None:
        """New Game: a random deal, or (with Winnable Deals Only, or a ``level`` asked for)
        the next deal the judge finds to be so."""
        if level is None and not self.winnable_only:
            self.page.new_game(None)
            return
        if not self.available:
            self.page.new_game(None)
            return
        self._wish = Wish(level, self.winnable_only)
        self.finder.seek(self._wish)
        if self.finder.searching:
            self._wait(self._looking_text(self._wish))

    def deal_of_the_day(self) -> None:
        """Deal today's deal of this game (the same for everyone), found off the UI thread."""
        if not self.available:
            return
        self._wish = None
        self.finder.seek_daily(self.today())
        if self.finder.searching:
            self._wait(self.tr("Finding the deal of the day…"))

    def stop(self) -> None:
        """Stop looking for a deal (the page is left, or the window closes)."""
        self.finder.stop()
        self._judge_timer.stop()
        self._wish = None
        self._waited()

    def cancel(self) -> None:
        """The player stops waiting for the deal looked for: the game on the table goes on."""
        if not self.finder.searching:
            return
        self.stop()
        self.page.say(self.tr("No new deal: the game goes on."), NOTE_MS)
        # The deals kept ready are looked for again.
        self._judge_timer.start()

    # --- looking ---------------------------------------------------------------------------

    def _wait(self, text: str) -> None:
        # The table waits under a panel that says what is looked for: the game on show is
        # being left, a move now would be lost, and its clock stops.
        page = self.page
        page.view.setInteractive(False)
        page.set_paused(True)
        if self.panel is None:
            self.panel = SearchPanel(page.view, self.cancel)
        self.panel.open(text)
        page.say(text)

    def _waited(self) -> None:
        """The wait is over (a deal came, or none): the table is the player's again."""
        page = self.page
        page.view.setInteractive(True)
        if self.panel is not None and self.panel.isVisible():
            self.panel.close_panel()
            page.set_paused(page.context.window.isMinimized())

    def _looking_text(self, wish: Wish) -> str:
        if wish.level is None:
            return self.tr("Looking for a winnable deal…")
        if wish.winnable:
            return self.tr("Looking for a winnable deal of level {level}…").format(
                level=level_names()[wish.level])
        # A sentence a level, for the article ("an Easy deal", "a Hard deal").
        return {
            "easy": self.tr("Looking for an Easy deal…"),
            "medium": self.tr("Looking for a Medium deal…"),
            "hard": self.tr("Looking for a Hard deal…"),
            "expert": self.tr("Looking for an Expert deal…"),
        }[wish.level]

    def _found(self, judgement: Judgement) -> None:
        wish, self._wish = self._wish, None
        self._waited()
        if wish is None:
            return
        keeper = self.page.keeper
        if keeper is not None:
            keeper.deal_as("winnable" if wish.winnable else "normal")
        self.page.new_game(judgement.deal)
        # Without a level asked for, the deal comes rated later (the strip shows it then).
        described = (self.tr("winnable") if judgement.level is None
                     else self.describe(judgement))
        # The strip shows the number and the level too: the bar's line is kept short for a
        # narrow window, and a screen reader hears it all.
        self.page.say(self.tr("Dealt: {judgement}").format(judgement=described), NOTE_MS,
                      self.tr("Deal {deal} dealt: {judgement}").format(
                          deal=judgement.deal, judgement=described))

    def _failed(self, _wish: Wish) -> None:
        self._wish = None
        self._waited()
        self.page.say(self.tr("No such deal was found among the next ones: try again, or "
                              "choose another level."), NOTE_MS)

    def _daily_found(self, day: date, deal: int) -> None:
        self._waited()
        if not deal:
            self.page.say(self.tr("The deal of the day could not be found."), NOTE_MS)
            return
        keeper = self.page.keeper
        if keeper is not None:
            keeper.deal_as("daily", day)
        self.page.new_game(deal)
        when = _day_text(day)
        self.page.say(self.tr("Deal of the day for {day}: deal {deal}").format(
            day=when, deal=deal), NOTE_MS)

    # --- the deal in play ------------------------------------------------------------------

    def game_started(self) -> None:
        """A game was dealt or brought back: show what is known of its deal, ask the judge
        for the rest, and keep deals of each level ready meanwhile."""
        page = self.page
        self._judgement = self._position = None
        page.show_field(page.level_label, False)
        deal = page.game.deal
        if not self.available or not deal:
            return
        known = page.context.judging.known(page.spec.id, deal, page.rules_key)
        if known is not None:
            self._show_judgement(known)
        self._judge_timer.start()

    def resume(self) -> None:
        """The page comes on show again: judge its deal if that was left undone, and look
        ahead for the deals kept ready again."""
        if self.available:
            self._judge_timer.start()

    def _judge_deal_in_play(self) -> None:
        """Judge the deal in play (first: the strip waits for it), then keep deals of each
        level ready (and winnable ones, with Winnable Deals Only)."""
        page = self.page
        deal = page.game.deal
        if deal and page.context.judging.known(page.spec.id, deal, page.rules_key) is None:
            page.context.judging.ask(page.spec, deal, page.deal_options())
        if not self.finder.searching:
            self.finder.look_ahead(self._wishes())

    def level_text(self, deal: int) -> str | None:
        """The level of ``deal`` under the player's rules in words, when known; otherwise
        None, and the judge is asked (``described`` brings the answer)."""
        page = self.page
        known = page.context.judging.known(page.spec.id, deal, page.rules_key)
        if known is not None:
            return self.describe(known)
        page.context.judging.ask(page.spec, deal, page.deal_options())
        return None

    def _judged(self, judgement: Judgement) -> None:
        page = self.page
        if judgement.level is None:
            return  # a verdict alone, for the deal finder: the strip waits for the level
        if judgement.game == page.spec.id:
            self.described.emit(judgement.deal, self.describe(judgement))
        if (judgement.game == page.spec.id and judgement.deal == page.game.deal
                and judgement.rules_key == page.rules_key):
            self._show_judgement(judgement)

    def _show_judgement(self, judgement: Judgement) -> None:
        self._judgement = judgement
        self._show_chances()

    @property
    def answers_for_the_start(self) -> bool:
        """Whether the deal's judgement answers for the position in play: the deal is
        untouched and the judge knows whether it can be won (no search of it is needed)."""
        return (self._judgement is not None and self._judgement.verdict != "unknown"
                and not self.page.game.can_undo)

    def show_position(self, said: tuple[str, str] | None) -> None:
        """What the page's search of the position in play says, in words and a tooltip; None
        when it says nothing (the search is off, or the game is over)."""
        self._position = said
        self._show_chances()

    def _show_chances(self) -> None:
        """The one field of chances: the deal's judgement for the deal untouched, else the
        position's search, after the deal's level."""
        page, judgement = self.page, self._judgement
        label = page.level_label
        level = (level_names().get(judgement.level, judgement.level)
                 if judgement is not None and judgement.level is not None else None)
        if self._position is not None and not self.answers_for_the_start:
            words, tip = self._position
            label.setText(words if level is None
                          else self.tr("{level} · {chances}").format(level=level, chances=words))
            label.setToolTip(tip)
        elif judgement is not None:
            label.setText(self.describe(judgement))
            label.setToolTip(self.tr(
                "How hard this deal is, judged by the computer from the deal's start; winnable: "
                "the computer player won it"))
        page.show_field(label, self._position is not None or judgement is not None)

    def describe(self, judgement: Judgement) -> str:
        """The level of a judged deal and what is known of winning it, in a few words."""
        assert judgement.level is not None, "only rated judgements are described"
        level = level_names().get(judgement.level, judgement.level)
        if judgement.verdict == "winnable":
            return self.tr("{level}, winnable").format(level=level)
        if judgement.verdict == "not-winnable":
            return self.tr("{level}, not winnable").format(level=level)
        return self.tr("{level}, not known to be winnable").format(level=level)


def _day_text(day: date) -> str:
    """A calendar day in the player's locale, written in full."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
