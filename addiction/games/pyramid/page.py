# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid in the window: its table, status strip, mode option and solver work."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Protocol

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAction, QActionGroup, QPainter
from PySide6.QtWidgets import QMenu, QMessageBox

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import Card
from addiction.core.errors import AddictionError, shown
from addiction.games.pyramid import GAMES, MODE_OPTION
from addiction.games.pyramid.engine import COORDS, MODES, SIZE, Action, Mode, PyramidGame, rules_key
from addiction.games.pyramid.keeper import PyramidKeeper
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.view import COLUMN_STEP, ROW_STEP, PyramidView, row_step
from addiction.table import spoken
from addiction.table.help_text import play_to_the_end_html
from addiction.table.page import GamePage, PageContext
from addiction.table.solver_bridge import SolverBridge
from addiction.table.status_strip import KEPT

# The deal the start-screen miniature shows: fixed, so the screen looks the same every time.
MINIATURE_DEAL: Final = 2


# How long a hint may search before it settles for a legal action.
HINT_BUDGET_S: Final = 3.0


class PyramidAdvisorLike(Protocol):
    """What the page needs of an adviser (``PyramidHinter`` or a test's stand-in)."""

    def choose(self, game: PyramidGame) -> Action | None: ...


class PyramidHinter:
    """The solver's hint as an adviser: the next action of a winning line, or a legal action
    when none is found in time."""

    def __init__(self, time_budget: float = HINT_BUDGET_S) -> None:
        self._budget = time_budget

    def choose(self, game: PyramidGame) -> Action | None:
        # The solver loads on first use, so the window appears without waiting for it.
        from addiction.games.pyramid.solver import hint  # noqa: PLC0415

        return hint(game, self._budget)


class PyramidPage(GamePage):
    """One Pyramid game, in the mode chosen in Settings.

    Without a ``model`` the page makes its own and brings back the saved game (or deals a
    random one); a given model's game is played as it is.
    """

    spec = GAMES[0]

    def __init__(
        self,
        context: PageContext,
        *,
        model: PyramidModel | None = None,
        advisor_factory: Callable[[], PyramidAdvisorLike] = PyramidHinter,
    ) -> None:
        fresh = model is None
        settings = context.settings
        model = model if model is not None else PyramidModel(
            PyramidGame.new(PyramidModel.random_deal(), settings.value(MODE_OPTION.key)))
        keeper = PyramidKeeper(model, context.storage) if context.storage is not None else None
        solver = SolverBridge(
            model, advisor_factory,
            (model.cards_removed, model.card_drawn, model.recycled, model.action_undone,
             model.game_over), prepare=self.spec.prepare)
        super().__init__(context, model, PyramidView(model, context.art), keeper, solver)
        self.model: PyramidModel = model
        self.settings = settings
        self.mode_box: QMessageBox | None = None

        self.pass_label = self._status_label()
        self.stock_label = self._status_label()
        self.cleared_label = self._status_label()
        self.moves_label = self._status_label(priority=KEPT)
        self._finish_strip()

        self.mode_menu = QMenu(self.tr("&Pyramid Mode"), context.window)
        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        for value, text in (("classic", self.tr("Classic: Three Passes")),
                            ("relaxed", self.tr("Relaxed: Unlimited Passes"))):
            action = QAction(text, self.mode_group)
            action.setCheckable(True)
            action.setData(value)
            self.mode_menu.addAction(action)
        self.mode_group.triggered.connect(self._mode_chosen)

        m = model
        m.passes_changed.connect(self._show_passes)
        m.stock_count_changed.connect(self._show_stock)
        m.pyramid_count_changed.connect(self._show_cleared)
        m.moves_changed.connect(self._show_moves)
        for signal in (m.cards_removed, m.card_drawn):
            # A save that failed in the background is noticed at the next action.
            signal.connect(self.tell_problems)
        m.cards_removed.connect(self._announce_removed)
        m.card_drawn.connect(self._announce_drawn)
        m.recycled.connect(self._announce_recycled)
        m.action_undone.connect(self._announce_undone)

        self.resumed = fresh and keeper is not None and keeper.resume()
        if fresh and not self.resumed:
            if context.deal:
                model.new_game(None, settings.value(MODE_OPTION.key))
        else:
            self._game_started()

    # --- what the window reads -------------------------------------------------------------

    @property
    def game(self) -> PyramidGame:
        return self.model.game

    @property
    def rules_key(self) -> str:
        return rules_key(self.model.mode)

    def settings_actions(self) -> list[QAction]:
        return [self.mode_menu.menuAction()]

    # --- what the window asks --------------------------------------------------------------

    def new_game(self, deal: int | None = None, options: Any = None) -> None:
        """Deal ``deal`` in mode ``options`` (the game's own when None)."""
        mode: Mode | None = options if options in MODES else None
        self.model.new_game(deal, mode)

    def deal_options(self) -> Mode:
        return self.model.mode

    def load_position(self, text: str) -> None:
        self.model.load_position(text)

    def position_of(self, text: str) -> str | None:
        try:
            return PyramidGame.from_text(text).to_text()
        except AddictionError:
            return None

    def game_options(self) -> Mode:
        return self.model.mode

    def replay(self, deal: int, rules_key: str) -> Callable[[], None] | None:
        mode = rules_key.partition(":")[2]
        for known in MODES:
            if mode == known:
                return lambda: self.model.new_game(deal, known)
        return None

    def describe_advice(self, advice: Action, aloud: bool = False) -> str:
        if advice.kind == "draw":
            return self.tr("Hint: turn the next card of the stock.")
        if advice.kind == "recycle":
            return self.tr("Hint: turn the waste over for another pass.")
        if aloud:
            # Spoken card names are noun phrases of their own: no verb to agree with.
            names = [spoken.card_name(card) for card in advice.cards]
            if advice.kind == "king":
                return self.tr("Hint: {card}, on its own.").format(card=names[0])
            return self.tr("Hint: {first}, with {second}.").format(first=names[0], second=names[1])
        if advice.kind == "king":
            return self.tr("Hint: remove {card}.").format(card=advice.cards[0].symbol)
        first, second = advice.cards
        return self.tr("Hint: pair {first} with {second}.").format(
            first=first.symbol, second=second.symbol)

    def describe_step(self, step: Action) -> str:
        if step.kind == "draw":
            return self.tr("a card turned from the stock")
        if step.kind == "recycle":
            return self.tr("the waste turned over")
        if step.kind == "king":
            return self.tr("{card} removed").format(card=step.cards[0].symbol)
        first, second = step.cards
        return self.tr("{first} with {second}").format(first=first.symbol, second=second.symbol)

    def play_advice(self, advice: Action) -> None:
        self.model.play(advice)

    # --- what a screen reader hears after each action -------------------------------------

    def _announce_removed(self, cards: tuple[Card, ...]) -> None:
        names = spoken.card_name(cards[0]) if len(cards) == 1 else (
            self.tr("{first} and {second}").format(
                first=spoken.card_name(cards[0]), second=spoken.card_name(cards[1])))
        self.view.announce(self.tr("Removed {cards}; {left} cards left in the pyramid.").format(
            cards=names, left=self.model.game.pyramid_count))

    def _announce_drawn(self, card: Card) -> None:
        self.view.announce(self.tr("Turned {card}; {count} cards left in the stock.").format(
            card=spoken.card_name(card), count=self.model.game.stock_count))

    def _announce_recycled(self) -> None:
        self.view.announce(self.tr("The waste is the stock again: pass {n}.").format(
            n=self.model.game.pass_number))

    def _announce_undone(self, action: Action) -> None:
        del action
        self.view.announce(self.tr("Taken back; {left} cards left in the pyramid.").format(
            left=self.model.game.pyramid_count))

    def end_summary(self) -> tuple[str, str, dict[str, str]]:
        game = self.model.game
        status = game.status
        details = {
            "won": QCoreApplication.translate("EndOfGameDialog", "The pyramid is cleared. Well played!"),
            "lost": QCoreApplication.translate(
                "EndOfGameDialog", "No pair, King or turn of the stock is left."),
        }
        figures = {
            QCoreApplication.translate("EndOfGameDialog", "Score"): f"{SIZE - game.pyramid_count}/{SIZE}",
            QCoreApplication.translate("EndOfGameDialog", "Moves"): str(game.moves_played),
            QCoreApplication.translate("EndOfGameDialog", "Passes"): str(game.pass_number),
        }
        return self._end_summary(status, details, figures)

    # --- the model's signals ---------------------------------------------------------------

    def _game_started(self) -> None:
        game = self.model.game
        self._show_passes(game.pass_number)
        self._show_stock(game.stock_count)
        self._show_cleared(game.pyramid_count)
        self._show_moves(game.moves_played)
        # The menu shows the mode of the game in play; a pasted or resumed one brings its own,
        # and the next game keeps it.
        self.settings.set_value(MODE_OPTION.key, game.mode)
        for action in self.mode_group.actions():
            action.setChecked(action.data() == game.mode)
        super()._game_started()

    def _show_passes(self, number: int) -> None:
        if self.model.mode == "classic":
            self.pass_label.setText(self.tr("Pass: {number}/3").format(number=number))
        else:
            self.pass_label.setText(self.tr("Pass: {number}").format(number=number))

    def _show_stock(self, count: int) -> None:
        self.stock_label.setText(self.tr("Stock: {count}").format(count=count))

    def _show_cleared(self, left: int) -> None:
        self.cleared_label.setText(
            self.tr("Cleared: {cleared}/{size}").format(cleared=SIZE - left, size=SIZE))

    def _show_moves(self, moves: int) -> None:
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=moves))

    # --- the mode --------------------------------------------------------------------------

    def _mode_chosen(self, action: QAction) -> None:
        """A new mode starts a new game; one with play in it goes only if the player agrees."""
        mode: Mode = "relaxed" if action.data() == "relaxed" else "classic"
        if mode == self.model.mode:
            return
        if not self.in_progress or not self.context.settings.confirm_leave:
            # Nothing to lose, or the player chose not to be asked (Settings menu).
            self.model.new_game(None, mode)
            return
        names = {"classic": self.tr("Classic"), "relaxed": self.tr("Relaxed")}
        from addiction.table.dialogs import keep_playing_question  # noqa: PLC0415 - on demand

        box = keep_playing_question(
            self.context.window,
            self.tr("Change Mode?"),
            self.tr("Playing {mode} starts a new game. Leave this one unfinished?").format(
                mode=names[mode]),
            self.tr("New Game"),
        )

        def answered(result: int) -> None:
            self.mode_box = None
            box.deleteLater()
            if result == QMessageBox.StandardButton.Yes:
                self.model.new_game(None, mode)
            else:
                # The game goes on in its mode, and the menu says so again.
                for choice in self.mode_group.actions():
                    choice.setChecked(choice.data() == self.model.mode)

        box.finished.connect(answered)
        self.mode_box = box
        box.open()

    # --- for the Rules dialog, the start screen, the statistics and the paste dialog ----------

    @classmethod
    def rules_title(cls) -> str:
        return QCoreApplication.translate("RulesDialog", "Rules of Pyramid")

    @classmethod
    def rules_html(cls) -> str:
        """The rules of Pyramid in short."""
        paragraphs = [
            QCoreApplication.translate("Rules", "<h3>Goal</h3>"),
            QCoreApplication.translate(
                "Rules", "<p>Clear the pyramid: remove all 28 of its cards.</p>"),
            QCoreApplication.translate("Rules", "<h3>Play</h3>"),
            QCoreApplication.translate(
                "Rules",
                "<p>Remove two free cards whose values add up to 13: Ace and Queen, 2 and Jack, "
                "3 and 10, 4 and 9, 5 and 8, 6 and 7. A King is removed alone. A card is free "
                "when no card lies over it; the top card of the waste is free too.</p>",
            ),
            QCoreApplication.translate(
                "Rules",
                "<p>Click a card, then its partner; a King goes on one click. Click the stock to "
                "turn its next card onto the waste.</p>",
            ),
            QCoreApplication.translate("Rules", "<h3>Passes</h3>"),
            QCoreApplication.translate(
                "Rules",
                "<p>When the stock is empty, click its place to turn the waste over and go "
                "through the cards again, in the same order. Classic allows three passes in "
                "all; Relaxed as many as you like (see Settings).</p>",
            ),
            QCoreApplication.translate("Rules", "<h3>Help and score</h3>"),
            QCoreApplication.translate(
                "Rules",
                "<p>Hint (H) shows the action the game would play; Auto (A) plays it. Undo "
                "(Ctrl+Z) takes back anything until the game ends. Your score is the number of "
                "pyramid cards removed, 0 to 28; the game is over when nothing is left to do.</p>",
            ),
            play_to_the_end_html(),
        ]
        return "".join(paragraphs)

    @classmethod
    def paint_miniature(cls, painter: QPainter, rect: QRectF, art: CardArt) -> None:
        """Deal ``MINIATURE_DEAL`` as it opens: the pyramid of 28, the stock beside it. As on
        the table, a covered card shows only its index."""
        game = PyramidGame.new(MINIATURE_DEAL)
        step_x = COLUMN_STEP
        # Seven cards across plus room left of the apex for the stock; seven rows down. The
        # rows close up as the table's do, which depends on the cards' size: a few rounds
        # settle both.
        step_y = ROW_STEP
        across = 7 * step_x + 1.2
        for _ in range(4):
            width = min(rect.width() / across, rect.height() / (6 * step_y + CARD_ASPECT))
            step_y = row_step(art, width)
        down = 6 * step_y + CARD_ASPECT
        left = rect.left() + (rect.width() - across * width) / 2
        top = rect.top() + (rect.height() - down * width) / 2
        art_left = left + 1.2 * width
        for place, card in enumerate(game.pyramid):
            if card is None:
                continue
            row, col = COORDS[place]
            x = art_left + (7 - row - 1) * step_x * width / 2 + col * step_x * width
            art.paint(painter, QRectF(x, top + row * step_y * width, width, width * CARD_ASPECT),
                      card, figure=game.is_available(place))
        for depth in range(3):
            offset = depth * width * 0.03
            art.paint_back(painter, QRectF(left - offset, top - offset, width,
                                           width * CARD_ASPECT))

    @classmethod
    def describe_options(cls, options: str) -> str | None:
        names = {
            "classic": QCoreApplication.translate("StatisticsDialog", "Classic"),
            "relaxed": QCoreApplication.translate("StatisticsDialog", "Relaxed"),
        }
        return names.get(options)

    @classmethod
    def parse_options(cls, text: str) -> Mode:
        """``classic`` or ``relaxed`` (also written ``mode=relaxed``)."""
        mode = text.strip().lower().removeprefix("mode=")
        for known in MODES:
            if mode == known:
                return known
        raise ValueError(f"{shown(text)} is not a Pyramid mode; write classic or relaxed")

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        return QCoreApplication.translate(
            "PositionDialog",
            "Seven pyramid rows, apex first (-- for a removed card), then the lines "
            "stock:, waste: (bottom card first) and pass: N/3 (Classic) or N (Relaxed). "
            "A card is rank then suit (7H, TD, KS).",
        ), 12
